/**
 * The sample product catalogue and club (editorial) outfits that seed an empty database.
 *
 * Deterministic: a seeded PRNG (mulberry32, fixed seed) drives every choice, so every call of
 * {@link buildSampleCatalogue} returns the same products in the same order. Its only I/O is the
 * committed manifest of photographed pictures (photos.ts), read when no pictures are passed.
 *
 * Pictures: every photographed picture (photos.ts: a garment cut out of a CC0 development photo,
 * its category, colour and pattern labelled by eye) is one product, and the club outfits use
 * them where one of their category and colour exists; the products the rules below still need
 * beyond the pictures keep drawn pictures (illustration/).
 *
 * Rules it follows (TAXONOMY.md; contract/taxonomy.ts):
 * - every one of the 45 categories has at least {@link PER_CATEGORY} products, in both styles
 *   (미니멀 / 캐주얼), alternating so that each style has about half of every category;
 * - every category sells each of its colours ({@link stockedColours}) in at least
 *   {@link PER_COLOUR} products, so that the photographed slot can show four different products
 *   in the photo's colour (outfit engine, photographed.ts);
 * - prices are whole won, at most MAX_ITEM_PRICE_WON (200,000원), ending in 900 or 000,
 *   within a per-category range typical of Korean online shops;
 * - fit: tops and outers 슬림/레귤러/오버사이즈, bottoms 와이드/스트레이트/테이퍼드, shoes 레귤러;
 * - seasons: a category's `only` season is respected; no outer is sold for 여름 (summer outfits
 *   have no outer); the first {@link PER_CATEGORY} products of a category take colours from the
 *   palettes of their seasons, the colour-range products may not (a grey tee in 여름);
 * - club outfits: both styles × the three PRICE_BRACKETS, at least 4 per cell, by total price;
 *   all items share the outfit's season; summer outfits are top/bottom/shoes, the others have
 *   all four slots; colours are neutrals plus at most one accent (see {@link ACCENT_COLOURS}).
 *
 * Layout: `names.ts`, `prices.ts` and `palette.ts` hold the per-category vocabulary, price ranges
 * and colours/seasons; `products.ts` makes one product from them; `club-outfits.ts` holds the
 * editorial outfits; `brands.ts` the shop brands; `rng.ts` the seeded PRNG.
 */
import {
  CATEGORIES,
  DENIM_COLOURS,
  categoryInfo,
  type CategoryName,
  type ColourName,
  type Slot,
  type Style,
} from '../../../contract/taxonomy';
import type { NewProduct } from '../../styling/types';
import { OUTFITS } from './club-outfits';
import { outfitPrices } from './prices';
import { CATEGORY_PALETTES } from './palette';
import { makeProduct } from './products';
import { samplePhotos, type SamplePhoto } from './photos';
import { Rng } from './rng';

export { SAMPLE_BRANDS } from './brands';
export { ACCENT_COLOURS } from './club-outfits';
export { musinsaSearchUrl } from './products';

/** A club (editorial) outfit before it has a database id; `items` are indexes into `products`. */
export interface NewClubOutfit {
  style: Style;
  /** Editorial title, e.g. "오트밀 니트로 완성하는 미니멀 가을 데일리룩". */
  goodsName: string;
  /** 150–300 Korean characters on season fit, style coherence and the effect when worn. */
  reasoningText: string;
  /** Slot → index into the `products` array returned alongside. */
  items: Partial<Record<Slot, number>>;
}

/** What {@link buildSampleCatalogue} returns. */
export interface SampleCatalogue {
  products: NewProduct[];
  clubOutfits: NewClubOutfit[];
}

/** Minimum number of products per category (the spec asks for at least 10). */
export const PER_CATEGORY = 12;

/** Minimum number of products of a category in each of its stocked colours. */
export const PER_COLOUR = 4;

/**
 * The colours a category is stocked in: its realistic colours (palette.ts) plus, for non-denim
 * garments, the basics every shop carries (블랙, 그레이, 네이비; for tops also 화이트, 베이지, 카키 and
 * 버건디, the colours photographed tees and polos come in most; for shoes 블랙 and 브라운).
 */
export function stockedColours(category: CategoryName): ColourName[] {
  const colours = new Set<ColourName>(CATEGORY_PALETTES[category].colours);
  const denimOnly = [...colours].every((c) => DENIM_COLOURS.includes(c));
  const slot = categoryInfo(category).slot;
  if (!denimOnly) {
    const basics: ColourName[] =
      slot === 'shoes'
        ? ['블랙', '브라운']
        : slot === 'top'
          ? ['블랙', '그레이', '네이비', '화이트', '베이지', '카키', '버건디']
          : ['블랙', '그레이', '네이비'];
    for (const c of basics) colours.add(c);
  }
  return [...colours];
}

/** Fixed seed: changing it reshuffles the whole sample catalogue. */
const SEED = 0x5f1d_2024;

/**
 * Builds the sample catalogue: ≥ 12 products per category (TAXONOMY.md order; within a
 * category the club outfits' products come first, then the photographed ones; at least half of
 * {@link PER_CATEGORY} per style) and the club outfits whose `items` index into `products`.
 * `photos` defaults to the committed pictures (photos.ts). Same output on every call. Throws
 * only on an internal inconsistency of the sample data (guarded by the tests in
 * server/catalog/sample/) or a broken manifest.
 */
export function buildSampleCatalogue(
  photos: readonly SamplePhoto[] = samplePhotos(),
): SampleCatalogue {
  const rng = new Rng(SEED);
  const taken = new Set<string>();
  const pictures = new Map<string, number>();
  const byCategory = new Map<CategoryName, NewProduct[]>(CATEGORIES.map((c) => [c.name, []]));
  // featured products: [outfit index, slot] → position within its category list
  const featured: { outfit: number; slot: Slot; category: CategoryName; pos: number }[] = [];
  // Unused photographed pictures per category × colour, in manifest order.
  const unused = new Map<string, SamplePhoto[]>();
  for (const photo of photos) {
    const key = `${photo.category}|${photo.colour}`;
    unused.set(key, [...(unused.get(key) ?? []), photo]);
  }

  OUTFITS.forEach((spec, o) => {
    const prices = outfitPrices(rng, spec);
    for (const slot of ['top', 'outer', 'bottom', 'shoes'] as const) {
      const item = spec.items[slot];
      if (!item) continue;
      const [category, colour] = item;
      const list = byCategory.get(category)!;
      // The outfit's words describe plain garments ('화이트 반팔 셔츠', '네이비 블레이저'): only a
      // plain picture of the category and colour stands in, else the plain drawing.
      const pictured = unused.get(`${category}|${colour}`) ?? [];
      const plain = pictured.findIndex((p) => p.pattern === 'solid');
      const photo = plain >= 0 ? pictured.splice(plain, 1)[0] : undefined;
      list.push(
        makeProduct(
          rng,
          category,
          {
            style: spec.style,
            colour,
            season: spec.season,
            price: prices[slot]!,
            photo,
            plain: true,
          },
          taken,
          pictures,
        ),
      );
      featured.push({ outfit: o, slot, category, pos: list.length - 1 });
    }
  });

  // Every other photographed picture is a product; patterned garments are 캐주얼.
  for (const rest of unused.values()) {
    for (const photo of rest) {
      const list = byCategory.get(photo.category)!;
      const minimal = list.filter((p) => p.style === '미니멀').length;
      const style: Style =
        photo.pattern === 'print' || photo.pattern === 'block' || minimal > list.length - minimal
          ? '캐주얼'
          : '미니멀';
      list.push(makeProduct(rng, photo.category, { style, photo }, taken, pictures));
    }
  }

  for (const { name } of CATEGORIES) {
    const list = byCategory.get(name)!;
    const count = (style: Style) => list.filter((p) => p.style === style).length;
    while (
      list.length < PER_CATEGORY ||
      count('미니멀') < PER_CATEGORY / 2 ||
      count('캐주얼') < PER_CATEGORY / 2
    ) {
      const style: Style = count('미니멀') <= count('캐주얼') ? '미니멀' : '캐주얼';
      list.push(makeProduct(rng, name, { style }, taken, pictures));
    }
    for (const colour of stockedColours(name)) {
      while (list.filter((p) => p.colour === colour).length < PER_COLOUR) {
        const style: Style = count('미니멀') <= count('캐주얼') ? '미니멀' : '캐주얼';
        list.push(makeProduct(rng, name, { style, colour, offPalette: true }, taken, pictures));
      }
    }
  }

  const products: NewProduct[] = [];
  const offset = new Map<CategoryName, number>();
  for (const { name } of CATEGORIES) {
    offset.set(name, products.length);
    products.push(...byCategory.get(name)!);
  }

  const clubOutfits: NewClubOutfit[] = OUTFITS.map((spec) => ({
    style: spec.style,
    goodsName: spec.title,
    reasoningText: spec.text,
    items: {},
  }));
  for (const f of featured) clubOutfits[f.outfit]!.items[f.slot] = offset.get(f.category)! + f.pos;

  return { products, clubOutfits };
}
