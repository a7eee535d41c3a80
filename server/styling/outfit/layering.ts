/**
 * Layering rules a stylist keeps (the requirement "layering rules a stylist keeps"), checked
 * between every two pieces of an outfit and never relaxed (candidates.ts): what goes over what
 * is the outer over the top; training wear never meets formal shoes.
 *
 * - `hood-over-hood`: no hooded outer (후드 집업, or a jacket, vest or coat sold as 후드/후디)
 *   over a hooded top (후드 티셔츠, or a top sold as one);
 * - `cardigan-over-cardigan`: no cardigan over a cardigan (a top sold as 카디건);
 * - `knit-over-knit`: no knit outer (카디건, or an outer sold as 니트) over a knit top (니트&스웨터,
 *   or a top sold as 니트);
 * - `training-with-dress-shoes`: no training wear (트레이닝&조거 팬츠, 트레이닝 재킷, or a top,
 *   bottom or outer sold as 트레이닝/트랙) with dress shoes (로퍼, 더비 슈즈, 스트레이트 팁,
 *   모카신).
 *
 * A piece is known by its category and, for a shop product, its goods name (a shopper's own
 * piece has none: its category alone). Pure.
 */
import type { CategoryName, Slot } from '../../../contract/taxonomy';

/** The rules, in the order `layeringClash` reports them. */
export const LAYERING_RULES = [
  'hood-over-hood',
  'cardigan-over-cardigan',
  'knit-over-knit',
  'training-with-dress-shoes',
] as const;
export type LayeringRule = (typeof LAYERING_RULES)[number];

/** A piece of an outfit as the rules see it. */
export interface LayeredPiece {
  readonly slot: Slot;
  readonly category: CategoryName;
  /** The shop's goods name; '' or absent for the shopper's own piece. */
  readonly goodsName?: string;
}

/** Dress shoes: never with training wear. */
const DRESS_SHOES: ReadonlySet<CategoryName> = new Set<CategoryName>([
  '로퍼',
  '더비 슈즈',
  '스트레이트 팁',
  '모카신',
]);

const named = (p: LayeredPiece, words: RegExp): boolean => words.test(p.goodsName ?? '');

const isHooded = (p: LayeredPiece): boolean =>
  p.category === '후드 티셔츠' || p.category === '후드 집업' || named(p, /후드|후디/);

const isCardigan = (p: LayeredPiece): boolean => p.category === '카디건' || named(p, /카디건/);

const isKnit = (p: LayeredPiece): boolean =>
  p.category === '니트&스웨터 - 긴소매' ||
  p.category === '니트&스웨터 - 반소매' ||
  isCardigan(p) ||
  named(p, /니트/);

const isTraining = (p: LayeredPiece): boolean =>
  p.slot !== 'shoes' &&
  (p.category === '트레이닝&조거 팬츠' ||
    p.category === '트레이닝 재킷' ||
    named(p, /트레이닝|트랙/));

/** The rule `a` and `b` break together (in either order), or null when they may share an outfit. */
export function layeringClash(a: LayeredPiece, b: LayeredPiece): LayeringRule | null {
  const [outer, top] = a.slot === 'outer' && b.slot === 'top' ? [a, b] : [b, a];
  if (outer.slot === 'outer' && top.slot === 'top') {
    if (isHooded(outer) && isHooded(top)) return 'hood-over-hood';
    if (isCardigan(outer) && isCardigan(top)) return 'cardigan-over-cardigan';
    if (isKnit(outer) && isKnit(top)) return 'knit-over-knit';
  }
  const shoes = a.slot === 'shoes' ? a : b.slot === 'shoes' ? b : null;
  const other = shoes === a ? b : a;
  if (shoes && DRESS_SHOES.has(shoes.category) && isTraining(other))
    return 'training-with-dress-shoes';
  return null;
}

/** Does `p` break a layering rule with any of `chosen`? */
export function clashesWithAny(p: LayeredPiece, chosen: readonly LayeredPiece[]): boolean {
  return chosen.some((c) => layeringClash(p, c) !== null);
}
