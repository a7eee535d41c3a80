/**
 * Filling the photographed slot (TAXONOMY.md: "The photographed garment's own slot is
 * filled with shop products of the same category"; outfit issue: nearest colour by Lab
 * distance between COLOURS hex values, varied across outfits among the few nearest).
 */
import type { CategoryName, Season, Slot, Style } from '../../../src/contract/taxonomy';
import type { Product } from '../types';
import type { CatalogueIndex } from './catalogue-index';
import { colourDistance } from './colour';
import type { Prng } from '../prng';
import type { PhotographedGarment } from './types';

/** Colours farther than this ΔE beyond the nearest one are not offered as "similar". */
export const NEAR_DELTA_E = 20;

/** One product the photographed slot may use. */
export interface PhotoCandidate {
  readonly product: Product;
  /** ΔE between the product's colour and the photographed colour. */
  readonly distance: number;
  /** 0 for the nearest colour available, 1 for the next colour, … */
  readonly group: number;
}

/** The ranked products for the photographed slot, and whether they share the photo's category. */
export interface PhotoPool {
  readonly candidates: readonly PhotoCandidate[];
  readonly sameCategory: boolean;
}

/**
 * The few nearest-colour products for the photographed slot, nearest first.
 *
 * Source, first non-empty of: the photographed category in `season`; that category in any
 * season (e.g. an outer photographed in 여름); any in-season product of the slot; any product
 * of the slot (the last two mark `sameCategory: false`). Always ≤ 200,000원. Colour groups
 * are taken, nearest first, until at least `want` products are in, but never a colour more
 * than NEAR_DELTA_E beyond the nearest; each group offers at most `want` of its products, drawn
 * with `prng` so that seeds vary the exact product. Empty only when the catalogue has no product
 * of that slot under the cap.
 */
export function photographedPool(
  garment: PhotographedGarment,
  season: Season,
  catalogue: CatalogueIndex,
  want: number,
  prng: Prng,
): PhotoPool {
  const sources: [{ category: CategoryName } | { slot: Slot }, Season | undefined, boolean][] = [
    [{ category: garment.category }, season, true],
    [{ category: garment.category }, undefined, true],
    [{ slot: garment.slot }, season, false],
    [{ slot: garment.slot }, undefined, false],
  ];
  const source = sources.find(([of, inSeason]) => catalogue.affordable(of, inSeason).length > 0);
  if (!source) return { candidates: [], sameCategory: false };
  const [of, inSeason, sameCategory] = source;
  // Each colour group offers at most `want` of its products, drawn with `prng`: a big shop's
  // hundred grey tees cost no more than five.
  const groups = catalogue
    .byColour(of, inSeason)
    .map((list) => {
      const first = list[0] as Product;
      return { distance: colourDistance(first.colour, garment.colour), list: prng.sample(list, want), first: first.id };
    })
    .sort((a, b) => a.distance - b.distance || a.first - b.first);

  const candidates: PhotoCandidate[] = [];
  const nearest = groups[0]?.distance ?? 0;
  groups.forEach((g, group) => {
    if (group > 0 && (candidates.length >= want || g.distance > nearest + NEAR_DELTA_E)) return;
    for (const product of g.list) candidates.push({ product, distance: g.distance, group });
  });
  return { candidates, sameCategory };
}

/**
 * The pool entry for the next outfit: least used so far in this call, then nearest colour
 * group, then the outfit's style, then pool order. So the first outfit always gets the
 * nearest colour, and later outfits rotate through the few nearest products.
 */
export function nextPhotoCandidate(
  pool: PhotoPool,
  uses: ReadonlyMap<number, number>,
  style: Style,
): PhotoCandidate | null {
  let best: PhotoCandidate | null = null;
  let bestKey: number[] = [];
  pool.candidates.forEach((c, i) => {
    const key = [uses.get(c.product.id) ?? 0, c.group, c.product.style === style ? 0 : 1, i];
    if (best === null || lexLess(key, bestKey)) {
      best = c;
      bestKey = key;
    }
  });
  return best;
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}
