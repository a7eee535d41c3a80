/**
 * An outfit's pictures in one square, one cell per item it has (SPEC §2 Home and My page cards:
 * the top, outer, bottom and shoes images): four items 2×2; three a tall first cell beside two;
 * two side by side, each the square's height; one alone. An outfit without an outer (summer,
 * TAXONOMY.md) shows its three items, never a picture twice or a placeholder for the missing
 * slot; only an outfit without any item shows the placeholder. The square keeps every card of a
 * strip the same height whatever its number of items.
 */
import { Fragment, type ReactNode } from 'react';
import type { ProductItem } from '../../contract/api';
import { ProductImage } from './ProductImage';

export interface OutfitGridProps {
  /** The pictures in cell order (at most four): an outfit's items, or their rotation. */
  items: readonly ProductItem[];
  /** The alt text of an item's picture; without it the pictures are decorative (alt ""). */
  altOf?: (item: ProductItem) => string;
  /** Hides the grid from assistive technology (the card's link already names the outfit). */
  decorative?: boolean;
  /**
   * A cell to show instead of an item's picture (e.g. the shopper's own garment in its slot);
   * null or undefined for the item's picture.
   */
  cellOf?: ((item: ProductItem) => ReactNode) | undefined;
}

/** The grid; cells are keyed by position, so a rotation changes a picture's src, not the element. */
export function OutfitGrid({ items, altOf, decorative = false, cellOf }: OutfitGridProps) {
  const cells = items.slice(0, 4);
  return (
    <div
      className={`outfit-grid count-${Math.max(1, cells.length)}`}
      aria-hidden={decorative || undefined}
    >
      {cells.length === 0 ? (
        <ProductImage
          className="outfit-grid-image"
          src={null}
          alt={altOf ? '상품 이미지 없음' : ''}
        />
      ) : (
        cells.map((item, i) => (
          <Fragment key={i}>
            {cellOf?.(item) ?? (
              <ProductImage
                className="outfit-grid-image"
                src={item.s3_path}
                alt={altOf ? altOf(item) : ''}
              />
            )}
          </Fragment>
        ))
      )}
    </div>
  );
}
