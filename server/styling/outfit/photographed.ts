/**
 * Filling the photographed slot (TAXONOMY.md: "The photographed garment's own slot is
 * filled with shop products of the same category"; outfit issue: nearest colour by Lab
 * distance between COLOURS hex values, varied across outfits among the few nearest).
 */
import {
  MAX_ITEM_PRICE_WON,
  isInSeason,
  type Season,
  type Style,
} from '../../../src/contract/taxonomy';
import type { Product } from '../types';
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
 * of the slot (the last two mark `sameCategory: false`). Always ≤ 200,000원. Whole colour
 * groups are taken, nearest first, until at least `want` products are in, but never a
 * colour more than NEAR_DELTA_E beyond the nearest. Ties within a colour are shuffled with
 * `prng` so that seeds vary the exact product. Empty only when the catalogue has no product
 * of that slot under the cap.
 */
export function photographedPool(
  garment: PhotographedGarment,
  season: Season,
  catalogue: readonly Product[],
  want: number,
  prng: Prng,
): PhotoPool {
  const affordable = catalogue.filter((p) => p.price <= MAX_ITEM_PRICE_WON);
  const sameCat = affordable.filter((p) => p.category === garment.category);
  const slotAll = affordable.filter((p) => p.slot === garment.slot);
  const inSeason = (p: Product): boolean => p.seasons.includes(season) && isInSeason(p.category, season);
  const sources: [Product[], boolean][] = [
    [sameCat.filter(inSeason), true],
    [sameCat, true],
    [slotAll.filter(inSeason), false],
    [slotAll, false],
  ];
  const [base, sameCategory] = sources.find(([list]) => list.length > 0) ?? [[], false];

  const byColour = new Map<string, Product[]>();
  for (const p of base) {
    const list = byColour.get(p.colour) ?? [];
    list.push(p);
    byColour.set(p.colour, list);
  }
  const groups = [...byColour.values()]
    .map((list) => ({
      distance: colourDistance((list[0] as Product).colour, garment.colour),
      list: prng.shuffle(list.sort((a, b) => a.id - b.id)),
    }))
    .sort((a, b) => a.distance - b.distance || (a.list[0]?.id ?? 0) - (b.list[0]?.id ?? 0));

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
