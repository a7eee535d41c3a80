/**
 * Product items as the API sends them (contract/api.ts ProductItem), for app tests
 * (STYLE.md §4.6). Deterministic: item `id` is 상품 {id} by 브랜드{id}, 10,000원 × id, a black
 * 데님 팬츠 unless overridden.
 */
import type { ProductItem } from '../../contract/api';

/** One item of `category` (the slot) with the defaults above, overridable. */
export function makeProductItem(
  id: number,
  category: ProductItem['category'],
  overrides: Partial<ProductItem> = {},
): ProductItem {
  return {
    id,
    s3_path: `/media/products/${id}.webp`,
    goods_name: `상품 ${id}`,
    goods_url: `https://shop.example/goods/${id}`,
    brand: `브랜드${id}`,
    price: 10_000 * id,
    category,
    sub_category: '데님 팬츠',
    colour: '블랙',
    ...overrides,
  };
}
