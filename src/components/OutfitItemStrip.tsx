/**
 * An outfit's items side by side, every one on screen at 390 px (SPEC §2 Fashion): thumbnail,
 * slot, brand, product name, price and the size advised to the member ("추천 L"). The
 * photographed slot's product carries a badge saying what it is beside the shopper's garment
 * (비슷한 상품, 같은 종류 상품, 대신할 상품: own-garment.ts `offerOf`). A tap opens `hrefFor(item)` in the app (the product detail,
 * where the item can be bought).
 * With `own`, the tile of the photographed slot shows the shopper's own garment instead of the
 * shop's similar item (OwnGarmentTile); a garment of the member's 내 옷장 (`wardrobe_item_id`)
 * shows as theirs too, never as a shop link.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ProductItem } from '../../contract/api';
import { categoryLabel } from '../../contract/category-labels';
import { SLOT_LABELS, type Slot } from '../../contract/taxonomy';
import { formatWon } from '../../contract/format-won';
import {
  isOwnedPiece,
  OFFER_BADGES,
  OFFER_LABELS,
  offerOf,
  OWN_BADGE,
  type OwnGarment,
} from '../lib/own-garment';
import { OwnedPiecePicture } from './OwnedPiece';
import { OwnGarmentPicture } from './OwnGarmentPicture';
import { ProductImage } from './ProductImage';

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
  hrefFor: (item: ProductItem) => string;
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
              <OwnGarmentTile
                slot={own.slot}
                label={own.label}
                picture={<OwnGarmentPicture own={own} className="item-tile-image" />}
              />
            </li>
          );
        }
        if (isOwnedPiece(item)) {
          return (
            <li key={`owned-${item.category}`} className="item-strip-cell">
              <OwnGarmentTile
                slot={item.category}
                label={categoryLabel(item.sub_category)}
                picture={<OwnedPiecePicture item={item} className="item-tile-image" />}
              />
            </li>
          );
        }
        const slot = SLOT_LABELS[item.category];
        const category = categoryLabel(item.sub_category);
        const goodsName = item.goods_name || category;
        // The name starts with the tile's visible words in order (WCAG 2.5.3 label in name), then
        // the category and, for the photographed slot, the full badge.
        const offer = item.similar_to_photo || item.similar_offer ? offerOf(item) : null;
        const similar = offer ? ` · ${OFFER_BADGES[offer]}` : '';
        const size = item.size_advice ? `추천 ${item.size_advice.size}` : '';
        const name = `${offer ? `${OFFER_LABELS[offer]} ` : ''}${slot} ${item.brand} ${goodsName} ${formatWon(item.price)}${size ? ` ${size}` : ''} · ${category}${similar}`;
        const tile = (
          <>
            <span className="item-tile-media">
              <ProductImage className="item-tile-image" src={item.s3_path} alt="" />
              {offer && <span className="badge-similar">{OFFER_LABELS[offer]}</span>}
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
            <Link className="item-tile" href={hrefFor(item)} aria-label={name} draggable={false}>
              {tile}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The shopper's garment as a tile: its `picture` (with the "내 옷" mark), the slot and the
 * category. Not a link (it is the shopper's, not the shop's); the picture's alternative text
 * names it.
 */
function OwnGarmentTile({
  slot,
  label,
  picture,
}: {
  slot: Slot;
  label: string;
  picture: ReactNode;
}) {
  return (
    <div className="item-tile is-own">
      <span className="item-tile-media is-own">{picture}</span>
      <span className="item-tile-text" aria-hidden="true">
        <span className="item-tile-slot">{SLOT_LABELS[slot]}</span>{' '}
        <span className="item-tile-brand">{OWN_BADGE}</span>{' '}
        <span className="item-tile-category">{label}</span>
      </span>
    </div>
  );
}
