/**
 * Filling the photographed slot (TAXONOMY.md: "The photographed garment's own slot is
 * filled with shop products of the same category"). The shopper wants something like the
 * garment in the photo, so colour fidelity comes first: products are ranked by CIE76 ΔE between
 * their colour and the garment's shop colour (its own colour, or the nearest the shop has when
 * the photo's is one the shop does not stock), never filtered by the season palette (the palette
 * steers the other slots), and different products fill the outfits of one answer.
 */
import {
  COLOUR_NAMES,
  isShopColour,
  type CategoryName,
  type ColourName,
  type PhotoColourName,
  type Season,
  type Slot,
} from '../../../src/contract/taxonomy';
import type { Product } from '../types';
import type { CatalogueIndex } from './catalogue-index';
import { colourDistance, labOf, nearestColour, PLAIN_COLOURS } from '../colour';
import { CATEGORY_TRAITS } from './category-traits';
import type { Prng } from '../prng';
import type { PhotographedGarment } from './types';

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
 * The shop colour the similar item is chosen in: `garment.shopColour`, else the garment's colour
 * when the shop has it, else the shop colour nearest to its reference (ΔE; a denim wash only for a
 * denim category).
 */
export function shopColourOf(garment: PhotographedGarment): ColourName {
  if (garment.shopColour) return garment.shopColour;
  if (isShopColour(garment.colour)) return garment.colour;
  const palette = CATEGORY_TRAITS[garment.category].denim ? COLOUR_NAMES : PLAIN_COLOURS;
  return nearestColour(labOf(garment.colour), palette);
}

/** One product the photographed slot may use. */
export interface PhotoCandidate {
  readonly product: Product;
  /** ΔE between the product's colour and the garment's shop colour. */
  readonly distance: number;
}

/** The ranked products for the photographed slot, and whether they share the photo's category. */
export interface PhotoPool {
  readonly candidates: readonly PhotoCandidate[];
  readonly sameCategory: boolean;
}

/**
 * The products for the photographed slot, best first: up to `want` different products.
 *
 * Source, first non-empty of: the photographed category (any season); any in-season product of
 * the slot; any product of the slot (the last two mark `sameCategory: false`). Always
 * ≤ 200,000원. Ranked by ΔE to the garment's shop colour (`shopColourOf`); at equal ΔE,
 * products not in `recent` (shown in the last answers for this photo) first, then in-season
 * ones, then a seeded order, so that seeds vary the exact product. Empty only when the catalogue
 * has no product of that slot under the cap.
 */
export function photographedPool(
  garment: PhotographedGarment,
  season: Season,
  catalogue: CatalogueIndex,
  want: number,
  prng: Prng,
  recent: ReadonlySet<number> = new Set(),
): PhotoPool {
  const sources: [{ category: CategoryName } | { slot: Slot }, Season | undefined, boolean][] = [
    [{ category: garment.category }, undefined, true],
    [{ slot: garment.slot }, season, false],
    [{ slot: garment.slot }, undefined, false],
  ];
  const source = sources.find(([of, inSeason]) => catalogue.affordable(of, inSeason).length > 0);
  if (!source) return { candidates: [], sameCategory: false };
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

  const candidates: PhotoCandidate[] = [];
  for (const { distance, list } of groups) {
    if (candidates.length >= want) break;
    // A big shop's hundred grey tees cost no more than a few draws: sample, then rank.
    const drawn = prng.sample(list, Math.max(want * 3, 12));
    const rank = (p: Product): number =>
      (recent.has(p.id) ? 2 : 0) + (p.seasons.includes(season) ? 0 : 1);
    const ranked = drawn
      .map((product, i) => ({ product, key: rank(product), i }))
      .sort((a, b) => a.key - b.key || a.i - b.i);
    for (const { product } of ranked.slice(0, want - candidates.length))
      candidates.push({ product, distance });
  }
  return { candidates, sameCategory };
}
