/**
 * Choosing a product for one non-photographed slot of an outfit: hard admission rules with
 * step-by-step relaxation, a soft score, and seeded sampling among the best candidates.
 *
 * Rules come from the outfit issue and TAXONOMY.md: one style per outfit, colour harmony
 * (colour-harmony.ts), the season's palette (SEASON_PALETTES), formality coherence
 * (category-traits.ts), and no product reused in the same slot by two outfits of one call.
 * The kinds passed in are already limited to in-season products of at most 200,000원
 * (catalogue-index.ts); those two rules are never relaxed, nor are the layering rules a stylist
 * keeps (layering.ts: no hood over hood, …), which every product drawn must pass.
 */
import type { ColourName, Season, Slot, Style } from '../../../contract/taxonomy';
import type { Product } from '../types';
import type { ProductKind } from './catalogue-index';
import type { ChosenItem } from './types';
import { CATEGORY_TRAITS, MAX_FORMALITY_GAP, pairingBonus } from './category-traits';
import { clashesWithAny } from './layering';
import { accentsIn, colourScore, isHarmoniousWith } from './colour-harmony';
import type { Prng } from '../prng';

/**
 * Relaxation levels, strictest first. A slot takes candidates from the first level that
 * admits any: the palette goes first, then the style, then the pairing rules (harmony and
 * formality), and only last the "no repeats across outfits" rule.
 */
export const RELAXATION_LEVELS = [
  'strict',
  'any-colour',
  'any-style',
  'any-pairing',
  'reuse',
] as const;
export type RelaxationLevel = (typeof RELAXATION_LEVELS)[number];

/** What the slot choice depends on. */
export interface SlotContext {
  readonly slot: Slot;
  readonly season: Season;
  readonly style: Style;
  readonly palette: readonly ColourName[];
  /** Items already in this outfit (the photographed slot first, in the photo's own colour). */
  readonly chosen: readonly ChosenItem[];
  /** Product ids earlier outfits of this call already used in this slot. */
  readonly used: ReadonlySet<number>;
  /** How often earlier outfits of this call used each colour in this slot (colour-story variety). */
  readonly usedColours?: ReadonlyMap<ColourName, number>;
  /** The most this slot's product may cost (won): the outfit's budget left for it. */
  readonly maxPrice?: number;
}

/** Score lost per earlier outfit of the call that already used the colour in the slot. */
const REPEATED_COLOUR_PENALTY = 0.8;

/** Target warmth (CategoryTraits.warmth scale) per season and slot. */
const WARMTH_TARGET: Record<Season, Record<Slot, number>> = {
  봄: { top: 1.3, outer: 1.4, bottom: 1, shoes: 1 },
  여름: { top: 0, outer: 1, bottom: 0.5, shoes: 0.5 },
  가을: { top: 1.6, outer: 1.8, bottom: 1, shoes: 1.3 },
  겨울: { top: 2, outer: 3, bottom: 1, shoes: 1.5 },
};

/**
 * Do the pairing rules (harmony, formality, the layering rules of layering.ts) accept `p` next
 * to `chosen`?
 */
export function pairsWell(p: Product, chosen: readonly ChosenItem[]): boolean {
  if (!isHarmoniousWith(p, chosen) || clashesWithAny(p, chosen)) return false;
  const f = CATEGORY_TRAITS[p.category].formality;
  for (const c of chosen)
    if (Math.abs(f - CATEGORY_TRAITS[c.category].formality) >= MAX_FORMALITY_GAP) return false;
  return true;
}

/** Does relaxation `level` admit `p` (the layering rules, checked by the caller, aside)? */
function admits(p: Product, ctx: SlotContext, level: number): boolean {
  if (level < 1 && !ctx.palette.includes(p.colour)) return false;
  if (level < 2 && p.style !== ctx.style) return false;
  if (level < 3 && !pairsWell(p, ctx.chosen)) return false;
  if (level < 4 && ctx.used.has(p.id)) return false;
  return true;
}

/**
 * Soft score of `p` in `ctx`; higher is better (style, warmth, colour, formality, pairings, and
 * a colour not yet used in this slot by the call's earlier outfits, so the four tell different
 * colour stories).
 * `accents` are the accent colours of `ctx.chosen` (computed once per slot by the caller).
 */
export function scoreCandidate(
  p: Product,
  ctx: SlotContext,
  accents = accentsIn(ctx.chosen),
): number {
  const t = CATEGORY_TRAITS[p.category];
  let score = p.style === ctx.style ? 3 : 0;
  score += t.minimal * (ctx.style === '미니멀' ? 1 : -1);
  score -= 0.75 * Math.abs(t.warmth - WARMTH_TARGET[ctx.season][ctx.slot]);
  score += colourScore(p, ctx.chosen, ctx.palette, accents);
  for (const c of ctx.chosen) {
    const gap = Math.abs(t.formality - CATEGORY_TRAITS[c.category].formality);
    score -= 0.8 * Math.max(0, gap - 1);
    if (gap >= MAX_FORMALITY_GAP) score -= 5;
    score += pairingBonus(p.category, c.category);
  }
  if (ctx.used.has(p.id)) score -= 10;
  score -= REPEATED_COLOUR_PENALTY * (ctx.usedColours?.get(p.colour) ?? 0);
  return score;
}

/** How many of the best candidates the sampler considers, and how far below the best. */
const SAMPLE_TOP = 6;
const SAMPLE_WINDOW = 3;
const TEMPERATURE = 1;

/**
 * Picks a product for `ctx.slot` among `kinds` (in-season, ≤ 200,000원; catalogue-index.ts).
 * Only products under the slot's price cap that break no layering rule with `ctx.chosen`
 * (layering.ts) are ever taken, at every level. Tries each RELAXATION_LEVELS step until one
 * admits a kind (before 'reuse', a kind counts only while it has such a product earlier outfits
 * did not use), scores the admitted kinds, keeps the best few and samples one with weights
 * exp((score − best) / T) from `prng`, then draws one of its such products (unused ones before
 * 'reuse'). Returns null only when no product of `kinds` is under the cap and breaks no layering
 * rule (none when `kinds` is empty).
 */
export function pickForSlot(
  kinds: readonly ProductKind[],
  ctx: SlotContext,
  prng: Prng,
): { product: Product; level: RelaxationLevel } | null {
  const accents = accentsIn(ctx.chosen);
  const cap = ctx.maxPrice ?? Infinity;
  const fits = (p: Product): boolean => p.price <= cap && !clashesWithAny(p, ctx.chosen);
  for (let level = 0; level < RELAXATION_LEVELS.length; level++) {
    const reuse = level >= 4;
    const scored: { kind: ProductKind; p: Product; s: number }[] = [];
    for (const kind of kinds) {
      const p = firstAllowed(kind.products, reuse ? NONE : ctx.used, fits);
      if (p && admits(p, ctx, level)) scored.push({ kind, p, s: scoreCandidate(p, ctx, accents) });
    }
    if (scored.length === 0) continue;
    scored.sort((x, y) => y.s - x.s || x.p.id - y.p.id);
    const best = scored[0]?.s ?? 0;
    const top = scored.slice(0, SAMPLE_TOP).filter((c) => c.s >= best - SAMPLE_WINDOW);
    const pick = top[prng.weighted(top.map((c) => Math.exp((c.s - best) / TEMPERATURE)))] ?? top[0];
    if (pick)
      return {
        product: drawFromKind(pick.kind, ctx.used, reuse, prng, fits),
        level: RELAXATION_LEVELS[level] ?? 'reuse',
      };
  }
  return null;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * The first of `products` whose id is not in `used` (few: one per earlier outfit) and that
 * `fits` (costs at most the slot's cap, breaks no layering rule), or undefined.
 */
function firstAllowed(
  products: readonly Product[],
  used: ReadonlySet<number>,
  fits: (p: Product) => boolean,
): Product | undefined {
  for (const p of products) if (!used.has(p.id) && fits(p)) return p;
  return undefined;
}

/**
 * A seeded draw among the kind's products that `fits` (skipping used ones unless `reuse`); the
 * caller has found one that fits (`firstAllowed`).
 */
function drawFromKind(
  kind: ProductKind,
  used: ReadonlySet<number>,
  reuse: boolean,
  prng: Prng,
  fits: (p: Product) => boolean,
): Product {
  const { products } = kind;
  if (products.length === 1) return products[0] as Product;
  const start = prng.int(products.length);
  let fitting: Product | undefined;
  for (let k = 0; k < products.length; k++) {
    const p = products[(start + k) % products.length] as Product;
    if (!fits(p)) continue;
    fitting ??= p;
    if (reuse || !used.has(p.id)) return p;
  }
  return fitting ?? (products[start] as Product);
}
