/**
 * Maps a catalogue `Product` to the wire shape of SPEC §3 "Product item", with its fit and size
 * chart (the member's size advice is added per request: routes/size-advice.ts).
 */
import type { ProductItem } from '../../contract/api';
import type { Product } from '../styling/types';

/** `similar` marks the photographed slot's product (a shop item like the shopper's garment). */
export function toProductItem(p: Product, similar = false): ProductItem {
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
    fit: p.fit,
    ...(p.sizes ? { sizes: p.sizes } : {}),
  };
}
