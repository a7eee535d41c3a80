/**
 * Deterministic product factories for tests (STYLE.md §4.6: factories live in test/factories).
 * No randomness: every value is derived from indices, so the same call always builds the same
 * catalogue. Prices are whole won; a few products per category cost more than
 * MAX_ITEM_PRICE_WON (200,000원) so that the cap is exercised.
 */
import {
  BOTTOM_FITS,
  CATEGORIES,
  COLOUR_NAMES,
  DENIM_COLOURS,
  SEASONS,
  STYLES,
  TOP_FITS,
  type CategoryName,
  type ColourName,
  type Fit,
  type Season,
} from '../../contract/taxonomy';
import type { Product } from '../../server/styling/types';

/** One product with sensible defaults (a 중청 데님 팬츠, 캐주얼, 봄/가을, 59,000원), overridable. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const base: Product = {
    id: 1,
    goodsName: '테스트 중청 데님 팬츠',
    brand: '핏픽랩',
    price: 59_000,
    slot: 'bottom',
    category: '데님 팬츠',
    colour: '중청',
    style: '캐주얼',
    fit: '스트레이트',
    seasons: ['봄', '가을'],
    goodsUrl: 'https://shop.example/goods/1',
    imageUrl: '/media/products/1.webp',
  };
  return { ...base, ...overrides };
}

/** Options of `makeCatalogue`. */
export interface CatalogueOptions {
  /** Products per category (default 12; at least 10 keeps every season covered). */
  perCategory?: number;
  /** Only these categories (default all 45). */
  categories?: readonly CategoryName[];
  /** Added to every id (default 1). */
  firstId?: number;
}

const BRANDS = [
  '무신사 스탠다드',
  '커버낫',
  '디스이즈네버댓',
  '유니폼브릿지',
  '인사일런스',
  '파르티멘토',
];

/** Season sets rotated over a non-seasonal category's products; each season appears often. */
const SEASON_SETS: readonly Season[][] = [
  ['봄', '가을'],
  ['봄', '여름', '가을', '겨울'],
  ['가을', '겨울'],
  ['봄', '여름'],
  ['겨울'],
  ['봄', '가을', '겨울'],
  ['여름', '가을'],
  ['봄', '여름', '가을'],
];

const DENIM_CATEGORY_COLOURS: readonly ColourName[] = [
  ...DENIM_COLOURS,
  '블랙',
  '중청',
  '진청',
  '연청',
  '흑청',
  '화이트',
  '중청',
  '진청',
];

/** Categories that mostly come in denim washes. */
const DENIM_CATEGORIES: ReadonlySet<CategoryName> = new Set<CategoryName>([
  '데님 팬츠',
  '트러커 재킷',
]);

/** Colours other than the denim washes, for everything else. */
const PLAIN_COLOURS: readonly ColourName[] = COLOUR_NAMES.filter((c) => !DENIM_COLOURS.includes(c));

/**
 * A synthetic catalogue: `perCategory` products for each category, spread over colours,
 * both styles, season sets (summer-/winter-only categories get only their season) and
 * prices from 19,000원 to 208,000원. Ids run from `firstId` upwards in category order.
 */
export function makeCatalogue(options: CatalogueOptions = {}): Product[] {
  const per = options.perCategory ?? 12;
  const only = options.categories ? new Set(options.categories) : null;
  const out: Product[] = [];
  let id = options.firstId ?? 1;
  CATEGORIES.forEach((info, c) => {
    if (only && !only.has(info.name)) return;
    for (let k = 0; k < per; k++) {
      const colour: ColourName = DENIM_CATEGORIES.has(info.name)
        ? (DENIM_CATEGORY_COLOURS[(c + k) % DENIM_CATEGORY_COLOURS.length] as ColourName)
        : (PLAIN_COLOURS[(c * 7 + k * 4) % PLAIN_COLOURS.length] as ColourName);
      const seasons: Season[] =
        'only' in info ? [info.only] : [...(SEASON_SETS[(c + k) % SEASON_SETS.length] as Season[])];
      const fits: readonly Fit[] = info.slot === 'bottom' ? BOTTOM_FITS : TOP_FITS;
      const fit: Fit = info.slot === 'shoes' ? '레귤러' : (fits[(c + k) % fits.length] as Fit);
      const price = 19_000 + ((c * 37 + k * 53) % 190) * 1_000;
      const brand = BRANDS[(c + k) % BRANDS.length] as string;
      out.push({
        id,
        goodsName: `${brand} ${colour} ${info.name} ${k + 1}`,
        brand,
        price,
        slot: info.slot,
        category: info.name,
        colour,
        style: STYLES[(c + k) % STYLES.length] as (typeof STYLES)[number],
        fit,
        seasons: seasons.length > 0 ? seasons : [...SEASONS],
        goodsUrl: `https://shop.example/goods/${id}`,
        imageUrl: `/media/products/${id}.webp`,
      });
      id++;
    }
  });
  return out;
}
