/**
 * The photographed slot over a catalogue too big to hold (ARCHITECTURE.md "Scale-out": each
 * process keeps a bounded cache of kinds and looks). The similar item is still chosen among ALL
 * affordable products of the photographed category (photographed.ts: the nearest colour, then the
 * photo's pattern, then the closest look): the caller reads the category's looks in compact
 * blocks (one per colour), `photoCandidateIds` picks from them the few products that
 * `photographedPool` could ever rank first, and `withCategoryPool` hands the engine an index
 * whose photographed category holds just those products (fetched whole), the rest of the
 * catalogue coming from the bounded index. Pure: no I/O.
 */
import {
  PRODUCT_PATTERNS,
  type CategoryName,
  type ColourName,
  type Slot,
} from '../../../contract/taxonomy';
import { colourDistance } from '../colour';
import { LOOK_DIMS } from '../look';
import { createPrng } from '../prng';
import type { Product } from '../types';
import { indexCatalogue, type CatalogueIndex } from './catalogue-index';
import { lookSalt, noLookRank, shopColourOf } from './photographed';
import type { PhotographedGarment } from './types';

/**
 * The looks of one category × colour's affordable products, by id, in one compact block: ids,
 * each look quantised to LOOK_DIMS signed bytes (round(127 × value) of a unit look), whether it
 * has one, and its pattern (1 + index in PRODUCT_PATTERNS, 0 unknown): 70 bytes a product.
 */
export interface LookBlock {
  readonly ids: Int32Array;
  readonly looks: Int8Array;
  readonly present: Uint8Array;
  readonly patterns: Uint8Array;
}

/** One colour of the photographed category: its lowest product id and its look block. */
export interface ColourBlock {
  readonly colour: ColourName;
  /** The lowest id of the colour's products: the tie-break between equally near colours. */
  readonly firstId: number;
  readonly block: LookBlock;
}

/**
 * Candidates kept beyond the exact need, per pattern and for the pattern vote: quantised looks
 * move a cosine by at most about 0.01 (64 × 1/254 × the query's mean value), so the exact order
 * (computed again by photographed.ts over the products' own looks) lies within this margin.
 */
export const QUANTISATION_MARGIN = 8;

/** Products drawn from a colour when the photo has no look (photographed.ts samples ≤ 12 of them). */
export const DRAWN_WITHOUT_LOOK = 64;

/**
 * The ids of the products of the photographed category that `photographedPool` (photographed.ts)
 * could rank among its `want` best, given the category's colour `blocks` (every colour with a
 * product; none empty) and the products shown in the last answers (`recent`):
 * - the nearest colour to the garment's shop colour (ΔE, then the lowest id: photographed.ts),
 *   and when it has one product only, the next nearest, whose best stands in (`standIn`);
 * - with a photo look: in that colour, all of it, per pattern (and unknown), the want + (recent
 *   products of that colour) + QUANTISATION_MARGIN closest looks (products without a look after,
 *   in photographed.ts's `noLookRank` order), which holds the best of "the photo's pattern" and
 *   of "the others" whatever pattern the photo's look reads as (look-pattern.ts);
 * - without one: DRAWN_WITHOUT_LOOK + |recent| products of that colour drawn with `drawSeed`
 *   (photographed.ts draws its few from them).
 * Cost: LOOK_DIMS multiply-adds per product of those colours. [] when `blocks` is empty.
 */
export function photoCandidateIds(
  garment: PhotographedGarment,
  blocks: readonly ColourBlock[],
  recent: ReadonlySet<number>,
  want: number,
  drawSeed: number,
): number[] {
  const target = shopColourOf(garment);
  const byDistance = blocks
    .map((b) => ({ b, d: colourDistance(b.colour, target) }))
    .sort((x, y) => x.d - y.d || x.b.firstId - y.b.firstId)
    .map(({ b }) => b);
  const [nearest, next] = byDistance;
  if (!nearest) return [];
  const chosen = nearest.block.ids.length === 1 && want > 1 && next ? [nearest, next] : [nearest];
  const ids = new Set<number>();
  for (const { block } of chosen) {
    if (garment.look?.length !== LOOK_DIMS) {
      const drawn = createPrng(drawSeed).sample(
        Array.from(block.ids),
        Math.min(block.ids.length, DRAWN_WITHOUT_LOOK + recent.size),
      );
      for (const id of drawn) ids.add(id);
      continue;
    }
    const query = Float32Array.from(garment.look, (v) => v / 127);
    // per pattern code (0 unknown … PRODUCT_PATTERNS.length): the closest in the colour
    let recentHere = 0;
    if (recent.size > 0) for (const id of block.ids) if (recent.has(id)) recentHere++;
    const take = want + recentHere + QUANTISATION_MARGIN;
    const perPattern = Array.from({ length: PRODUCT_PATTERNS.length + 1 }, () => new TopK(take));
    const salt = lookSalt(garment.look);
    for (let i = 0; i < block.ids.length; i++) {
      const id = block.ids[i] as number;
      perPattern[block.patterns[i] as number]?.offer(
        block.present[i] ? scoreAt(block.looks, i, query) : -2,
        id,
        block.present[i] ? 0 : noLookRank(salt, id),
      );
    }
    for (const top of perPattern) for (const id of top.ids()) ids.add(id);
  }
  return [...ids];
}

/** Row `i` of a quantised look block against the query (already divided by 127). */
function scoreAt(looks: Int8Array, i: number, query: Float32Array): number {
  let sum = 0;
  for (let k = 0, at = i * LOOK_DIMS; k < LOOK_DIMS; k++, at++)
    sum += (looks[at] as number) * (query[k] as number);
  return sum;
}

/**
 * The `k` best of what is offered (higher score, then lower `rank`, then the earlier offered: the
 * lower id, ids being offered in order), kept by insertion.
 */
class TopK {
  private readonly scores: number[] = [];
  private readonly ranks: number[] = [];
  private readonly keys: number[] = [];
  constructor(private readonly k: number) {}

  offer(score: number, id: number, rank = 0): void {
    const n = this.scores.length;
    const after = (at: number): boolean => {
      const s = this.scores[at] as number;
      return score < s || (score === s && rank >= (this.ranks[at] as number));
    };
    if (n === this.k && after(n - 1)) return;
    let at = n;
    while (at > 0 && !after(at - 1)) at--;
    this.scores.splice(at, 0, score);
    this.ranks.splice(at, 0, rank);
    this.keys.splice(at, 0, id);
    if (this.scores.length > this.k) {
      this.scores.pop();
      this.ranks.pop();
      this.keys.pop();
    }
  }

  ids(): readonly number[] {
    return this.keys;
  }
}

/**
 * `base` with the photographed `category` replaced by `pool` (its products, any order): its
 * `affordable`, `byColour`, `cheapest` and `looksOf` for `{ category }` come from `pool`, every
 * other answer (kinds, slots, other categories, `size`) from `base`. What compose reads for one
 * request (photographed.ts reads the photographed category only through these).
 */
export function withCategoryPool(
  base: CatalogueIndex,
  category: CategoryName,
  pool: readonly Product[],
): CatalogueIndex {
  const own = indexCatalogue(pool);
  const ownGroups = new WeakSet<readonly Product[]>();
  const mine = (of: { category: CategoryName } | { slot: Slot }): boolean =>
    'category' in of && of.category === category;
  return {
    size: base.size,
    kinds: (season, slot) => base.kinds(season, slot),
    affordable: (of, season) => (mine(of) ? own : base).affordable(of, season),
    byColour: (of, season) => {
      if (!mine(of)) return base.byColour(of, season);
      const groups = own.byColour(of, season);
      for (const g of groups) ownGroups.add(g);
      return groups;
    },
    cheapest: (of, season) => (mine(of) ? own : base).cheapest(of, season),
    looksOf: (group) => (ownGroups.has(group) ? own : base).looksOf(group),
  };
}
