/**
 * An outfit's items side by side, every one on screen at 390 px (SPEC §2 Fashion): thumbnail,
 * slot, brand, product name, price and the size advised to the member ("추천 L"). Items like the
 * photographed garment carry a badge. A tap opens `hrefFor(item)` in the app (the product detail)
 * or, without it, the shop page in a new tab (remembered for my page's fit feedback).
 * With `own`, the tile of the photographed slot shows the shopper's own garment instead of the
 * shop's similar item (OwnGarmentTile).
 */
import { Link } from 'wouter';
import type { ProductItem } from '../../contract/api';
import type { Slot } from '../../contract/taxonomy';
import { categoryLabel } from '../../contract/category-labels';
import { SLOT_LABELS } from '../../contract/taxonomy';
import { formatWon } from '../../contract/format-won';
import { recordPurchase } from '../state/purchases';
import { ProductImage } from './ProductImage';

/** Badge text for items of the photographed slot. */
export const SIMILAR_BADGE = '촬영한 옷과 비슷한 상품';
/** The badge as shown on the small tile (the full text stays in the accessible name). */
const SIMILAR_BADGE_SHORT = '비슷한 상품';

/** The mark on the shopper's own garment's picture. */
export const OWN_BADGE = '내 옷';

/**
 * The shopper's own garment in the photographed slot (the requirement that the outfit shows the
 * shopper's own garment): `src` its cut-out (an object URL of the 480 px WebP; null while it
 * loads: a light square shows), `label` the shopper-facing category ('데님 팬츠',
 * contract/category-labels.ts).
 */
export interface OwnGarment {
  slot: Slot;
  src: string | null;
  label: string;
}

/** The accessible name of the shopper's own garment's picture: "내 옷 (촬영한 데님 팬츠)". */
export function ownGarmentName(label: string): string {
  return `${OWN_BADGE} (촬영한 ${label})`;
}

/**
 * `items` in display order (top, outer, bottom, shoes); `hrefFor` gives each tile's in-app link;
 * `own` replaces the tile of its slot with the shopper's garment (OwnGarmentTile).
 */
export function OutfitItemStrip({
  items,
  hrefFor,
  own,
}: {
  items: readonly ProductItem[];
  hrefFor?: (item: ProductItem) => string;
  own?: OwnGarment | undefined;
}) {
  return (
    <ul
      className="item-strip"
      style={{ gridTemplateColumns: `repeat(${Math.max(1, items.length)}, minmax(0, 1fr))` }}
    >
      {items.map((item) => {
        if (own && item.category === own.slot) {
          return (
            <li key={`own-${own.slot}`} className="item-strip-cell">
              <OwnGarmentTile own={own} />
            </li>
          );
        }
        const slot = SLOT_LABELS[item.category];
        const category = categoryLabel(item.sub_category);
        const goodsName = item.goods_name || category;
        // The name starts with the tile's visible words in order (WCAG 2.5.3 label in name), then
        // the category and, for the photographed slot, the full badge.
        const similar = item.similar_to_photo ? ` · ${SIMILAR_BADGE}` : '';
        const size = item.size_advice ? `추천 ${item.size_advice.size}` : '';
        const name = `${item.similar_to_photo ? `${SIMILAR_BADGE_SHORT} ` : ''}${slot} ${item.brand} ${goodsName} ${formatWon(item.price)}${size ? ` ${size}` : ''} · ${category}${similar}`;
        const tile = (
          <>
            <span className="item-tile-media">
              <ProductImage className="item-tile-image" src={item.s3_path} alt="" />
              {item.similar_to_photo && (
                <span className="badge-similar">{SIMILAR_BADGE_SHORT}</span>
              )}
            </span>{' '}
            <span className="item-tile-slot">{slot}</span>{' '}
            <span className="item-tile-brand">{item.brand}</span>{' '}
            <span className="item-tile-category">{goodsName}</span>{' '}
            <span className="item-tile-price">{formatWon(item.price)}</span>
            {size && (
              <>
                {' '}
                <span className="item-tile-size">{size}</span>
              </>
            )}
          </>
        );
        return (
          <li key={item.id} className="item-strip-cell">
            {hrefFor ? (
              <Link className="item-tile" href={hrefFor(item)} aria-label={name} draggable={false}>
                {tile}
              </Link>
            ) : (
              <a
                className="item-tile"
                href={item.goods_url || undefined}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={name}
                draggable={false}
                onClick={() => recordPurchase(item)}
              >
                {tile}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The shopper's garment as a tile: its cut-out with the "내 옷" mark, the slot and the category.
 * Not a link (it is the shopper's, not the shop's); the picture's alternative text names it.
 */
function OwnGarmentTile({ own }: { own: OwnGarment }) {
  const name = ownGarmentName(own.label);
  return (
    <div className="item-tile is-own">
      <span className="item-tile-media is-own">
        {own.src ? (
          <img
            className="item-tile-image"
            src={own.src}
            alt={name}
            decoding="async"
            draggable={false}
          />
        ) : (
          <span className="item-tile-image is-pending" role="img" aria-label={name} />
        )}
        <span className="badge-own" aria-hidden="true">
          {OWN_BADGE}
        </span>
      </span>
      <span className="item-tile-text" aria-hidden="true">
        <span className="item-tile-slot">{SLOT_LABELS[own.slot]}</span>{' '}
        <span className="item-tile-brand">{OWN_BADGE}</span>{' '}
        <span className="item-tile-category">{own.label}</span>
      </span>
    </div>
  );
}
