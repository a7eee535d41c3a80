/**
 * Maps a catalogue `Product` to the wire shape of SPEC §3 "Product item", with, where asked, its
 * fit and size chart (the member's size advice is added per request, and fit and chart dropped
 * from answers where no screen shows them: routes/size-advice.ts).
 */
import type { ItemSource, ProductItem, SimilarOffer } from '../../contract/api';
import { SLOTS, type Slot } from '../../contract/taxonomy';
import type { WardrobeItem } from '../../contract/wardrobe';
import { ownedProduct, type OwnedPiece } from '../styling/outfit/wardrobe';
import type { Product } from '../styling/types';

/**
 * `similar` marks the photographed slot's product (a shop item like the shopper's garment) and
 * `offer` says what the outfit's words call it (contract/api.ts `similar_offer`);
 * `chart` adds what size advice and the 사이즈표 read: the product's fit and its size chart
 * (`sizes`, when the shop gave one). Without it the item is what a home list sends: SPEC §3's
 * fields and the colour.
 */
export function toProductItem(
  p: Product,
  {
    similar = false,
    offer,
    chart = false,
  }: { similar?: boolean; offer?: SimilarOffer | undefined; chart?: boolean } = {},
): ProductItem {
  return {
    id: p.id,
    s3_path: p.imageUrl,
    goods_name: p.goodsName,
    goods_url: p.goodsUrl,
    brand: p.brand,
    price: p.price,
    category: p.slot,
    sub_category: p.category,
    colour: p.colour,
    ...(similar ? { similar_to_photo: true } : {}),
    ...(offer ? { similar_offer: offer } : {}),
    ...(chart ? { fit: p.fit, ...(p.sizes ? { sizes: p.sizes } : {}) } : {}),
  };
}

/**
 * Where each filled slot's piece of an outfit comes from (contract/api.ts
 * `ProductCombination.sources`): the photographed slot `photoSlot` is the shopper's own garment,
 * 'photo'; the slots in `owned` are garments of the member's 내 옷장, 'wardrobe'; every other
 * slot with an item is the shop's; empty slots are absent.
 */
export function sourcesOf(
  combination: Readonly<Record<Slot, unknown>>,
  photoSlot: Slot,
  owned: ReadonlySet<Slot> = new Set(),
): Partial<Record<Slot, ItemSource>> {
  return Object.fromEntries(
    SLOTS.filter((slot) => combination[slot]).map((slot) => [
      slot,
      slot === photoSlot ? 'photo' : owned.has(slot) ? 'wardrobe' : 'shop',
    ]),
  );
}

/**
 * A garment of the member's 내 옷장 as the outfit engine takes it (outfit/wardrobe.ts): its own
 * colour, its seasons, and which of its labels are confirmed (the words state only those).
 */
export function ownedPieceOf(item: WardrobeItem): OwnedPiece {
  return {
    wardrobeItemId: item.id,
    category: item.category,
    slot: item.slot,
    colour: item.colour,
    seasons: item.seasons,
    imageUrl: item.picture_url,
    colourSure: item.confirmed.colour,
    categorySure: item.confirmed.category,
  };
}

/**
 * A garment of the member's 내 옷장 standing in an outfit's slot, as a product item
 * (contract/api.ts `ProductItem.wardrobe_item_id`): not the shop's — no shop link, price 0 — its
 * private picture as `s3_path`, its colour the nearest shop colour.
 */
export function wardrobeProductItem(item: WardrobeItem): ProductItem {
  const { colour } = ownedProduct(ownedPieceOf(item));
  return {
    id: item.id,
    s3_path: item.picture_url,
    goods_name: '',
    goods_url: '',
    brand: '',
    price: 0,
    category: item.slot,
    sub_category: item.category,
    colour,
    wardrobe_item_id: item.id,
  };
}
