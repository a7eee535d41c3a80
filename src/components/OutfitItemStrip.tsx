/**
 * An outfit's items side by side, every one on screen at 390 px (SPEC §2 Fashion): thumbnail,
 * slot, brand, product name, price and the size advised to the member ("추천 L"). Items like the
 * photographed garment carry a badge. A tap opens `hrefFor(item)` in the app (the product detail)
 * or, without it, the shop page in a new tab (remembered for my page's fit feedback).
 */
import { Link } from 'wouter';
import type { ProductItem } from '../../contract/api';
import { categoryLabel } from '../../contract/category-labels';
import { SLOT_LABELS } from '../../contract/taxonomy';
import { formatWon } from '../../contract/format-won';
import { recordPurchase } from '../state/purchases';
import { ProductImage } from './ProductImage';

/** Badge text for items of the photographed slot. */
export const SIMILAR_BADGE = '촬영한 옷과 비슷한 상품';
/** The badge as shown on the small tile (the full text stays in the accessible name). */
const SIMILAR_BADGE_SHORT = '비슷한 상품';

/** `items` in display order (top, outer, bottom, shoes); `hrefFor` gives each tile's in-app link. */
export function OutfitItemStrip({
  items,
  hrefFor,
}: {
  items: readonly ProductItem[];
  hrefFor?: (item: ProductItem) => string;
}) {
  return (
    <ul
      className="item-strip"
      style={{ gridTemplateColumns: `repeat(${Math.max(1, items.length)}, minmax(0, 1fr))` }}
    >
      {items.map((item) => {
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
