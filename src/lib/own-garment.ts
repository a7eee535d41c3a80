/**
 * The shopper's own garment in an outfit (the requirement that the outfit shows the shopper's own
 * garment): the slot an outfit wears it in (contract/api.ts `ProductCombination.sources`,
 * contract/picked.ts `SavedRecommendation.sources` / `OutfitDetail.sources`: the slot marked
 * 'photo'), the words that mark it and the shop's similar item beside it, and its shape as the
 * outfit views show it. Shared by /fashion's cards, my page's saved cards and the outfit detail.
 * Pure: no React, no worker.
 */
import { formatWon } from '../../contract/format-won';
import type { ItemSource, ProductItem, SimilarOffer } from '../../contract/api';
import type { SavedRecommendation } from '../../contract/picked';
import { SLOT_LABELS, SLOTS, type Slot } from '../../contract/taxonomy';

/** The mark on the shopper's own garment's picture. */
export const OWN_BADGE = '내 옷';

/**
 * What the shop's product in the photographed slot is called beside the shopper's own garment,
 * as the outfit's words call it (contract/api.ts `similar_offer`): alike, of the same kind (its
 * pattern not surely the photo's), or a stand-in (another kind, colour or pattern).
 */
export const OFFER_LABELS: Readonly<Record<SimilarOffer, string>> = {
  similar: '비슷한 상품',
  same_kind: '같은 종류 상품',
  stand_in: '대신할 상품',
};

/** The full badge of the photographed slot's product, for its accessible name. */
export const OFFER_BADGES: Readonly<Record<SimilarOffer, string>> = {
  similar: '촬영한 옷과 비슷한 상품',
  same_kind: '촬영한 옷과 같은 종류 상품',
  stand_in: '촬영한 옷 대신 고른 상품',
};

/**
 * How the photographed slot's shop product `item` relates to the shopper's garment: its
 * `similar_offer`, else (an answer made before it) 'similar' when it is `similar_to_photo`, a
 * product of another kind otherwise.
 */
export function offerOf(item: ProductItem): SimilarOffer {
  return item.similar_offer ?? (item.similar_to_photo ? 'similar' : 'stand_in');
}

/**
 * The shopper's own garment in the photographed slot: `src` its cut-out (an object URL of the
 * 480 px WebP; null while it loads: a light square shows), `label` the shopper-facing category
 * ('데님 팬츠', contract/category-labels.ts), `from` where it was kept: 'photo', cut out of the
 * photo just taken; 'wardrobe', a garment of the member's 내 옷장 (contract/wardrobe.ts).
 */
export interface OwnGarment {
  slot: Slot;
  src: string | null;
  label: string;
  from: GarmentOrigin;
  /**
   * What holds the garment's place while `src` loads: the shopper's photo (a data: URL) when the
   * page has it, else nothing (a light square).
   */
  placeholder?: string | undefined;
}

/** Where the shopper's garment in an outfit comes from (OwnGarment `from`). */
export type GarmentOrigin = 'photo' | 'wardrobe';

/**
 * The accessible name of the shopper's own garment's picture: "내 옷 (촬영한 데님 팬츠)", or
 * for a garment of 내 옷장 "내 옷 (옷장의 데님 팬츠)".
 */
export function ownGarmentName(label: string, from: GarmentOrigin = 'photo'): string {
  return `${OWN_BADGE} (${from === 'wardrobe' ? '옷장의' : '촬영한'} ${label})`;
}

/** Is `url` the picture of a 내 옷장 item (`/media/wardrobe/…`, contract/wardrobe.ts)? */
export function isWardrobePicture(url: string | null | undefined): boolean {
  return Boolean(url && /\/media\/wardrobe\/[^/]+$/.test(url));
}

/**
 * Is `item` a garment of the member's 내 옷장 standing in the outfit (`sources` 'wardrobe',
 * contract/api.ts `ProductItem.wardrobe_item_id`): no price, no shop page, a private picture?
 */
export function isOwnedPiece(item: ProductItem): boolean {
  return typeof item.wardrobe_item_id === 'number';
}

/**
 * The mark of an outfit made with the member's wardrobe, "내 옷 3 + 상품 1" (the 내 옷장
 * requirement): `owned` pieces the shopper has, `shop` items to buy.
 */
export function ownedMark(owned: number, shop: number): string {
  return `${OWN_BADGE} ${owned} + 상품 ${shop}`;
}

/**
 * The slot where an outfit wears the shopper's own garment: the one `sources` marks 'photo' that
 * holds an item in `parts` (the shop's similar item, kept there); undefined without `sources`
 * (old answers, a server that does not cut out) or when that slot is empty.
 */
export function photoSlotOf(
  sources: Partial<Record<Slot, ItemSource>> | undefined,
  parts: Partial<Record<Slot, ProductItem | null>>,
): Slot | undefined {
  return SLOTS.find((slot) => sources?.[slot] === 'photo' && parts[slot]);
}

/**
 * The title of an outfit made around the shopper's own garment in `slot`: "내 하의 코디". By its
 * slot, which is always true of it, never by the shop's similar item that stands behind it (nor
 * by a category the recogniser may have been unsure of).
 */
export function ownOutfitTitle(slot: Slot): string {
  return `내 ${SLOT_LABELS[slot]} 코디`;
}

/** An outfit's price when every piece of it is the shopper's own: there is nothing to pay for. */
export const NOTHING_TO_BUY = '새로 살 것 없음';

/**
 * What an outfit's shop items cost as the screens say it: `total` in won ("123,000원"), or
 * NOTHING_TO_BUY when it has no shop item (`shopItems` 0: an outfit of the member's own pieces
 * only), never "0원".
 */
export function shopPriceText(total: number, shopItems: number): string {
  return shopItems === 0 ? NOTHING_TO_BUY : formatWon(total);
}

/**
 * What a saved AI outfit's shop items cost (won), as my page shows it: its `total_price` less the
 * shop's similar item in the slot the shopper wears their own garment in (`sources` 'photo'); the
 * total itself for an outfit without one. The wardrobe's pieces cost nothing.
 */
export function savedShopTotal(outfit: SavedRecommendation): number {
  const slot = photoSlotOf(outfit.sources, outfit);
  return outfit.total_price - (slot ? (outfit[slot]?.price ?? 0) : 0);
}
