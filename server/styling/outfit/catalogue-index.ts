/**
 * The catalogue as the outfit engine reads it, built once per catalogue version instead of on
 * every request (ARCHITECTURE.md "Outfit engine": "garment → outfits over a catalogue index").
 *
 * - Pools per season × slot of the products an outfit may use there (in season for the product
 *   and its category, ≤ MAX_ITEM_PRICE_WON), grouped into kinds: products of one category,
 *   colour and style, which every rule and score of candidates.ts treats alike. A slot is
 *   scored per kind, so its cost grows with the variety of the catalogue (at most 45 categories
 *   × 22 colours × 2 styles), not with its size; the product within a kind is drawn afterwards.
 * - Affordable products (≤ MAX_ITEM_PRICE_WON) per category and per slot, by id, all or in
 *   season, grouped by colour, with each group's looks in one block, for the photographed slot
 *   (photographed.ts).
 * Pure: no I/O. Products are never mutated.
 */
import {
  MAX_ITEM_PRICE_WON,
  SEASONS,
  SLOTS,
  isInSeason,
  type CategoryName,
  type ColourName,
  type Season,
  type Slot,
  type Style,
} from '../../../contract/taxonomy';
import type { Product } from '../types';
import { LOOK_DIMS } from '../look';

/** Products one category, colour and style: alike for every rule and score of a slot. */
export interface ProductKind {
  readonly category: CategoryName;
  readonly colour: ColourName;
  readonly style: Style;
  /** The kind's products, by id (non-empty). */
  readonly products: readonly Product[];
}

export interface CatalogueIndex {
  /** Products indexed. */
  readonly size: number;
  /** Kinds an outfit of `season` may use in `slot`, ordered by their first product's id. */
  kinds(season: Season, slot: Slot): readonly ProductKind[];
  /**
   * Products at most MAX_ITEM_PRICE_WON of `category` (or, with `{ slot }`, of a whole slot), by
   * id; with `season`, only those in season (for the product and its category).
   */
  affordable(of: { category: CategoryName } | { slot: Slot }, season?: Season): readonly Product[];
  /** The same products grouped by colour (each group by id; groups in first-seen order). */
  byColour(
    of: { category: CategoryName } | { slot: Slot },
    season?: Season,
  ): readonly (readonly Product[])[];
  /**
   * The lowest price (won) of `affordable(of, season)`: what the cheapest outfit a budget must
   * allow pays for that part (Infinity when there is no product).
   */
  cheapest(of: { category: CategoryName } | { slot: Slot }, season?: Season): number;
  /**
   * The looks of a group `byColour` returned, side by side (built on first use, then kept with
   * the index): what the photographed slot compares with the photo's look.
   */
  looksOf(group: readonly Product[]): LookMatrix;
}

/** The looks of a group of products in one block, for fast comparison with a photo's look. */
export interface LookMatrix {
  /** Product i's look at [i × LOOK_DIMS, (i + 1) × LOOK_DIMS); zeros without one. */
  readonly values: Float32Array;
  /** 1 where product i has a look. */
  readonly present: Uint8Array;
}

/** Builds the index of `products` (any order; O(n log n)). */
export function indexCatalogue(products: readonly Product[]): CatalogueIndex {
  const affordable = products
    .filter((p) => p.price <= MAX_ITEM_PRICE_WON)
    .sort((a, b) => a.id - b.id);
  const lists = new Map<string, Product[]>();
  const add = (key: string, p: Product) => {
    const list = lists.get(key);
    if (list) list.push(p);
    else lists.set(key, [p]);
  };
  for (const p of affordable) {
    add(`c|${p.category}`, p);
    add(`s|${p.slot}`, p);
    for (const season of SEASONS) {
      if (!p.seasons.includes(season) || !isInSeason(p.category, season)) continue;
      add(`c|${p.category}|${season}`, p);
      add(`s|${p.slot}|${season}`, p);
    }
  }
  const kinds = new Map<string, ProductKind[]>();
  for (const season of SEASONS) {
    for (const slot of SLOTS) {
      const pool = lists.get(`s|${slot}|${season}`) ?? [];
      const groups = groupBy(pool, (p) => `${p.category}|${p.colour}|${p.style}`);
      kinds.set(
        `${season}|${slot}`,
        [...groups.values()].map((list) => {
          const first = list[0] as Product;
          return {
            category: first.category,
            colour: first.colour,
            style: first.style,
            products: list,
          };
        }),
      );
    }
  }
  const keyOf = (of: { category: CategoryName } | { slot: Slot }, season?: Season): string =>
    `${'category' in of ? `c|${of.category}` : `s|${of.slot}`}${season ? `|${season}` : ''}`;
  const colourGroups = new Map<string, Product[][]>(); // filled on first use of a key
  const lookMatrices = new WeakMap<readonly Product[], LookMatrix>(); // filled on first use
  const lowest = new Map<string, number>(); // filled on first use of a key
  return {
    cheapest: (of, season) => {
      const key = keyOf(of, season);
      let price = lowest.get(key);
      if (price === undefined) {
        price = Infinity;
        for (const p of lists.get(key) ?? []) price = Math.min(price, p.price);
        lowest.set(key, price);
      }
      return price;
    },
    size: products.length,
    kinds: (season, slot) => kinds.get(`${season}|${slot}`) ?? [],
    affordable: (of, season) => lists.get(keyOf(of, season)) ?? [],
    byColour: (of, season) => {
      const key = keyOf(of, season);
      let groups = colourGroups.get(key);
      if (!groups) {
        groups = [...groupBy(lists.get(key) ?? [], (p) => p.colour).values()];
        colourGroups.set(key, groups);
      }
      return groups;
    },
    looksOf: (group) => {
      let matrix = lookMatrices.get(group);
      if (!matrix) {
        const values = new Float32Array(group.length * LOOK_DIMS);
        const present = new Uint8Array(group.length);
        group.forEach((p, i) => {
          if (p.look?.length !== LOOK_DIMS) return;
          values.set(p.look, i * LOOK_DIMS);
          present[i] = 1;
        });
        matrix = { values, present };
        lookMatrices.set(group, matrix);
      }
      return matrix;
    },
  };
}

/** `items` grouped by `key`, keeping their order within a group and the groups' first-seen order. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
