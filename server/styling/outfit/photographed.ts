/**
 * Filling the photographed slot (TAXONOMY.md: "The photographed garment's own slot is
 * filled with shop products of the same category"). The shopper wants something like the
 * garment in the photo, so colour fidelity comes first: the answer's similar items all come in one
 * colour, the one nearest (CIE76 ΔE) to the garment's shop colour among those the category has
 * (its own colour, or the fixed nearest when the photo's is one the shop does not stock:
 * colour.ts `NEAREST_SHOP_COLOUR`), never filtered by the season palette (the palette steers the
 * other slots), so that the answer's `shop_colour`, its similar items and its text name the same
 * colour; different products of it fill the outfits while it has them. Within the colour, the
 * products of the photo's pattern (read from its look by the pattern head, look-pattern.ts) come
 * first, then those whose pictures look most like the photo (cosine of looks, styling/look.ts):
 * the same length, silhouette and pattern rather than any product of that category and colour.
 */
import {
  type CategoryName,
  type ColourName,
  type PhotoColourName,
  type ProductPattern,
  type Season,
  type Slot,
} from '../../../contract/taxonomy';
import type { Product } from '../types';
import { LOOK_DIMS } from '../look';
import { patternOfLook } from '../look-pattern';
import type { CatalogueIndex, LookMatrix } from './catalogue-index';
import { colourDistance, nearestShopColour } from '../colour';
import { CATEGORY_TRAITS } from './category-traits';
import { hashText, mixSeed, type Prng } from '../prng';
import type { Outfit, PhotographedGarment } from './types';

/**
 * ΔE76 up to which a shop colour reads as the photographed colour's own family. Measured on the
 * shop palette (bench:stylist prints the pairs): the neighbours shoppers treat as "the same
 * colour, a shade off" lie at 7–14 (스카이블루/연청 7, 화이트/아이보리 9, 아이보리/오트밀 10,
 * 흑청/네이비 12, 오트밀/베이지 13, 진청/네이비 14), while the nearest pairs a shopper names as
 * another colour start at 18 (블랙/네이비 18, 그레이/연청 20, 카키/브라운 21).
 */
export const CLOSE_DELTA_E = 15;

/** How the photographed slot's product relates to the photo's colour. */
export type ColourMatch = 'same' | 'close' | 'far';

/**
 * How a product colour relates to the photographed garment's own colour: the same name, within
 * CLOSE_DELTA_E of it, or further (every photo-only colour against any shop colour is at least
 * 'close' or 'far', never 'same').
 */
export function colourMatchOf(product: ColourName, garment: PhotoColourName): ColourMatch {
  if (product === garment) return 'same';
  if (garment === '멀티') return 'far';
  return colourDistance(product, garment) <= CLOSE_DELTA_E ? 'close' : 'far';
}

/**
 * The shop colour the similar items are sought in: the garment's colour when the shop sells it,
 * else its fixed nearest (colour.ts `nearestShopColour`; the denim washes count for a category
 * that can be denim).
 */
export function shopColourOf(garment: PhotographedGarment): ColourName {
  return nearestShopColour(garment.colour, CATEGORY_TRAITS[garment.category].denim === true);
}

/**
 * An answer's `shop_colour`: the colour its similar items are in (one for the whole answer,
 * `photographedPool`), or `shopColourOf(garment)` when no outfit has the photographed slot.
 */
export function answerShopColour(
  garment: PhotographedGarment,
  outfits: readonly Outfit[],
): ColourName {
  for (const o of outfits) {
    const item = o.items[garment.slot];
    if (item) return item.product.colour;
  }
  return shopColourOf(garment);
}

/**
 * Cosine of looks from which the text may say the similar item looks like the photo. Measured on
 * the photographed sample pictures (bench:pictures): two pictures of one category at ≥ 0.8 share
 * their pattern label (labelled by eye) 0.72 of the time against 0.51 for any two; at 0.6–0.7
 * only 0.47. bench:stylist prints how many similar items clear it.
 */
export const ALIKE_LOOK = 0.8;

/** Where the photographed slot's products come from (see `photographedPool`), or null. */
type PhotoSource = [{ category: CategoryName } | { slot: Slot }, Season | undefined, boolean];

/**
 * The first non-empty source of the photographed slot: its category in any season, then the
 * slot in season, then the slot in any season (the last two not of the photo's category).
 */
export function photoSource(
  garment: PhotographedGarment,
  season: Season,
  catalogue: CatalogueIndex,
): PhotoSource | null {
  const sources: PhotoSource[] = [
    [{ category: garment.category }, undefined, true],
    [{ slot: garment.slot }, season, false],
    [{ slot: garment.slot }, undefined, false],
  ];
  return sources.find(([of, inSeason]) => catalogue.affordable(of, inSeason).length > 0) ?? null;
}

/** One product the photographed slot may use. */
export interface PhotoCandidate {
  readonly product: Product;
  /** ΔE between the product's colour and the garment's shop colour. */
  readonly distance: number;
  /** Cosine of the product's look and the photo's, −1…1; null when either has none. */
  readonly alike: number | null;
  /**
   * Whether the product has the photo's pattern as read from its look (`PhotoPool.pattern`);
   * null when the photo has no look or the product's pattern is unknown.
   */
  readonly samePattern: boolean | null;
  /**
   * A product of another colour than the answer's (`shopColour` of the pool's first candidate),
   * offered because that colour has only one product (the requirement "the four outfits offer at
   * least two different similar items when the catalogue has them"); the text calls it a
   * stand-in ("대신할 상품"), never 비슷한.
   */
  readonly standIn?: true;
}

/** The ranked products for the photographed slot, and whether they share the photo's category. */
export interface PhotoPool {
  readonly candidates: readonly PhotoCandidate[];
  readonly sameCategory: boolean;
  /**
   * The photo's pattern as the pattern head reads it from its look (look-pattern.ts); null
   * without a look. It orders the similar items whatever its probability (bench:stylist: the
   * similar item of the photo's pattern 0.665 read at any probability, 0.652 from 0.5, 0.636 from
   * 0.7).
   */
  readonly pattern: ProductPattern | null;
  /** The read pattern is sure enough for the words (look-pattern.ts `sure`). */
  readonly patternSure: boolean;
}

/**
 * The products for the photographed slot, best first: up to `want` different products, all of
 * one colour.
 *
 * Source, first non-empty of: the photographed category (any season); any in-season product of
 * the slot; any product of the slot (the last two mark `sameCategory: false`). Always
 * ≤ 200,000원. The colour: of the source's colours, the nearest by ΔE to the garment's shop
 * colour (`shopColourOf`). Within it, products not in `recent` (shown in the last answers for this photo)
 * first, then, when the garment has a look, by how much their pictures look like the photo
 * (products without a look last; a big shop's group read with a seeded stride,
 * MAX_LOOKS_RANKED), else in-season ones in a seeded order, so that seeds vary the exact product.
 * Fewer than `want` when that colour has fewer (the caller repeats them); when it has only one,
 * the best product of the next nearest colour follows it as a stand-in (`standIn`), so that the
 * answer's outfits offer two different items. Empty only when the catalogue has no product of
 * that slot under the cap.
 */
export function photographedPool(
  garment: PhotographedGarment,
  season: Season,
  catalogue: CatalogueIndex,
  want: number,
  prng: Prng,
  recent: ReadonlySet<number> = new Set(),
): PhotoPool {
  const source = photoSource(garment, season, catalogue);
  if (!source) return { candidates: [], sameCategory: false, pattern: null, patternSure: false };
  const [of, inSeason, sameCategory] = source;
  const target = shopColourOf(garment);
  const groups = catalogue
    .byColour(of, inSeason)
    .map((list) => ({
      distance: colourDistance((list[0] as Product).colour, target),
      list,
    }))
    .sort(
      (a, b) => a.distance - b.distance || (a.list[0] as Product).id - (b.list[0] as Product).id,
    );

  const query = garment.look?.length === LOOK_DIMS ? Float32Array.from(garment.look) : null;
  const read = patternOfLook(garment.look);
  const pattern = read?.pattern ?? null;
  const patternSure = read?.sure ?? false;
  const rank = (list: readonly Product[], take: number): Ranked[] =>
    query
      ? bestByLook(
          list,
          catalogue.looksOf(list),
          query,
          recent,
          take,
          prng,
          pattern,
          lookSalt(garment.look ?? []),
        )
      : rankBySeason(prng.sample(list, Math.max(take * 3, 12)), season, recent);
  for (const [k, { distance, list }] of groups.entries()) {
    const ranked = rank(list, want);
    if (ranked.length === 0) continue;
    const candidateOf = ({ product, alike }: Ranked, at: number): PhotoCandidate => ({
      product,
      distance: at,
      alike,
      samePattern: pattern && product.pattern ? product.pattern === pattern : null,
    });
    const candidates = ranked.slice(0, want).map((r) => candidateOf(r, distance));
    // One product of the answer's colour: the next colour's best stands in for the later outfits.
    if (candidates.length === 1 && want > 1)
      for (const next of groups.slice(k + 1)) {
        const [best] = rank(next.list, 1);
        if (!best) continue;
        candidates.push({ ...candidateOf(best, next.distance), standIn: true });
        break;
      }
    return { candidates, sameCategory, pattern, patternSure };
  }
  return { candidates: [], sameCategory, pattern, patternSure };
}

/** A product ranked for the photographed slot, with the cosine of its look and the photo's. */
type Ranked = { product: Product; alike: number | null };

/** Cosine of row `i` of a look block (unit looks, LOOK_DIMS each) and the photo's look. */
function cosineAt(values: Float32Array, i: number, query: Float32Array): number {
  let sum = 0;
  for (let k = 0, at = i * LOOK_DIMS; k < LOOK_DIMS; k++, at++)
    sum += (values[at] as number) * (query[k] as number);
  return sum;
}

/**
 * Products of one colour compared by look per answer at most: a big shop's group is read with a
 * seeded stride (every ⌈n / MAX_LOOKS_RANKED⌉-th product from a random start), so that a request
 * costs the same at 100,000 products as at 1,000 (bench:catalogue) while seeds still reach every
 * product; any group of the sample catalogue is read whole.
 */
export const MAX_LOOKS_RANKED = 1024;

/**
 * The salt of `noLookRank` for a photo's look: a hash of the look, so that two photos (two
 * different shirts) order the products nothing tells apart differently, and one photo always
 * the same way.
 */
export function lookSalt(look: readonly number[]): number {
  return hashText(look.map((v) => Math.round(v * 10_000)).join(','));
}

/**
 * Where a product without a look stands among those of its colour and pattern rank that have
 * none either (the requirement "similar-item variety": nothing tells them apart, so not the
 * lowest ids for every photo): a key from the photo's `lookSalt` and the product id, lower first.
 */
export function noLookRank(salt: number, id: number): number {
  return mixSeed(salt, id);
}

/**
 * The `take` best products of one colour: not-recent first, then those of the photo's pattern
 * (`pattern`, read from its look; a plain knit's similar item is plain, not striped), then
 * by the cosine of its look and the photo's (a product without a look after those with one,
 * those among themselves by `noLookRank` of `salt`), then by id. Scored over the
 * group's look block (MAX_LOOKS_RANKED of them at most), the best kept by insertion:
 * O(MAX_LOOKS_RANKED · LOOK_DIMS), no sort of a big shop's list.
 */
function bestByLook(
  list: readonly Product[],
  looks: LookMatrix,
  query: Float32Array,
  recent: ReadonlySet<number>,
  take: number,
  prng: Prng,
  pattern: ProductPattern | null,
  salt: number,
): Ranked[] {
  type Scored = {
    product: Product;
    alike: number;
    recent: boolean;
    samePattern: boolean;
    rank: number;
  };
  const best: Scored[] = [];
  // a before b: not recent first, then the photo's pattern (when read), then the closer look
  // (−2 without one; those by noLookRank), then the lower id
  const before = (a: Scored, b: Scored): boolean =>
    a.recent !== b.recent
      ? !a.recent
      : a.samePattern !== b.samePattern
        ? a.samePattern
        : a.alike !== b.alike
          ? a.alike > b.alike
          : a.rank !== b.rank
            ? a.rank < b.rank
            : a.product.id < b.product.id;
  const { values, present } = looks;
  const step = Math.ceil(list.length / MAX_LOOKS_RANKED);
  for (let i = step > 1 ? prng.int(step) : 0; i < list.length; i += step) {
    let alike = -2;
    if (present[i]) {
      alike = cosineAt(values, i, query);
    }
    const product = list[i] as Product;
    const scored = {
      product,
      alike,
      recent: recent.size > 0 && recent.has(product.id),
      samePattern: pattern !== null && product.pattern === pattern,
      rank: alike === -2 ? noLookRank(salt, product.id) : 0,
    };
    if (best.length === take && !before(scored, best[take - 1] as Scored)) continue;
    let at = best.length;
    while (at > 0 && before(scored, best[at - 1] as Scored)) at--;
    best.splice(at, 0, scored);
    if (best.length > take) best.pop();
  }
  return best.map(({ product, alike }) => ({ product, alike: alike === -2 ? null : alike }));
}

/**
 * A seeded sample of one colour's products (a big shop's hundred grey tees cost no more than a
 * few draws), not-recent first, then in season, then in drawn order.
 */
function rankBySeason(
  drawn: readonly Product[],
  season: Season,
  recent: ReadonlySet<number>,
): Ranked[] {
  const rank = (p: Product): number =>
    (recent.has(p.id) ? 2 : 0) + (p.seasons.includes(season) ? 0 : 1);
  return drawn
    .map((product, i) => ({ product, key: rank(product), i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map(({ product }) => ({ product, alike: null }));
}
