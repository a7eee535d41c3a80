/**
 * Sample prices: the per-category ranges, single-product shop prices, and outfit prices chosen so
 * that a club outfit's total falls in its PRICE_BRACKETS bracket.
 */
import {
  type CategoryName,
  MAX_ITEM_PRICE_WON,
  PRICE_BRACKETS,
  type Slot,
} from '../../../contract/taxonomy';
import type { OutfitSpec } from './club-outfits';
import type { Rng } from './rng';

/**
 * Price range of each category in thousands of won (a price is k×1,000 + 900 or k×1,000),
 * typical of Korean online shops.
 */
export const PRICE_RANGES: Record<CategoryName, readonly [number, number]> = {
  '데님 팬츠': [39, 99],
  '슈트 팬츠&슬랙스': [39, 89],
  '니트&스웨터 - 긴소매': [39, 99],
  '겨울 더블 코트': [139, 199],
  '피케&카라 티셔츠 - 반소매': [29, 69],
  '긴소매 티셔츠': [19, 49],
  로퍼: [59, 169],
  '패딩 베스트': [49, 129],
  '환절기 코트': [109, 199],
  '나일론&코치 재킷': [49, 129],
  '셔츠&블라우스 - 반소매': [29, 69],
  '플리스&뽀글이': [49, 139],
  '더비 슈즈': [69, 169],
  '슈트&블레이저 재킷': [89, 199],
  '사파리&헌팅 재킷': [79, 179],
  패션스니커즈화: [59, 189],
  '겨울 기타 코트': [129, 199],
  '블루종&MA-1': [69, 169],
  '앵클/숏 부츠': [79, 189],
  '후드 티셔츠': [39, 89],
  '스트레이트 팁': [79, 189],
  '니트&스웨터 - 반소매': [35, 79],
  워커: [89, 189],
  '롱패딩&헤비 아우터': [129, 199],
  '트레이닝 재킷': [49, 119],
  '반소매 티셔츠': [19, 49],
  '셔츠&블라우스 - 긴소매': [35, 89],
  '스포츠/캐주얼 샌들': [39, 99],
  모카신: [59, 149],
  '트레이닝&조거 팬츠': [35, 79],
  '쪼리/플립플랍': [19, 59],
  '트러커 재킷': [59, 149],
  '피케&카라 티셔츠 - 긴소매': [35, 79],
  '코튼 팬츠': [39, 89],
  '무스탕&퍼': [129, 199],
  '후드 집업': [39, 99],
  '스타디움 재킷': [89, 199],
  '미들/하프 부츠': [89, 189],
  '겨울 싱글 코트': [129, 199],
  '캔버스/단화': [39, 99],
  '맨투맨&스웨트': [29, 79],
  '숏패딩&헤비 아우터': [99, 199],
  카디건: [39, 99],
  '아노락 재킷': [59, 139],
  숏팬츠: [29, 69],
};

/** Rounds a thousands count to a shop-like price in won: k×1,000 + 900 (most) or k×1,000. */
export function shopPrice(rng: Rng, k: number): number {
  const won = k * 1000 + (rng.float() < 0.72 ? 900 : 0);
  return Math.min(won, MAX_ITEM_PRICE_WON);
}

/** Share of a category's price range a basic is priced in, from its low end. */
export const BASIC_SHARE = 0.4;

/**
 * The price in won of a basic of `category`: a plain garment its name claims nothing more of (no
 * material, cut or finish), such as a photographed picture's product — in the lower
 * {@link BASIC_SHARE} of the category's range, so that a plain tee or plain sneakers never carry a
 * premium price (a shop prices a basic at the low end of what the category sells for).
 */
export function basicPrice(rng: Rng, category: CategoryName): number {
  const [lo, hi] = PRICE_RANGES[category];
  return shopPrice(rng, rng.int(lo, lo + Math.round((hi - lo) * BASIC_SHARE)));
}

/** Slot order used when assigning outfit prices (bigger-ticket items first). */
const PRICE_ORDER: readonly Slot[] = ['outer', 'shoes', 'bottom', 'top'];

/**
 * Chooses whole-won prices for an outfit's items (each within its category's range, ending in
 * 900) so that the total falls inside `bracket`. Throws when the categories cannot reach it.
 */
export function outfitPrices(rng: Rng, spec: OutfitSpec): Partial<Record<Slot, number>> {
  const bracket = PRICE_BRACKETS.find((b) => b.label === spec.bracket)!;
  const slots = PRICE_ORDER.filter((s) => spec.items[s]);
  const ranges = slots.map((s) => PRICE_RANGES[spec.items[s]![0]]);
  const won = (k: number) => k * 1000 + 900;
  const minSum = ranges.reduce((a, [lo]) => a + won(lo), 0);
  const maxSum = ranges.reduce((a, [, hi]) => a + won(hi), 0);
  const lo = Math.max(bracket.min, minSum);
  const hi = Math.min(bracket.max, maxSum);
  if (lo > hi) throw new Error(`sample: outfit "${spec.title}" cannot reach ${spec.bracket}`);
  const target = lo + (hi - lo) * (0.3 + rng.float() * 0.4);
  const t = maxSum === minSum ? 0 : (target - minSum) / (maxSum - minSum);
  const ks = ranges
    .map(([a, b]) => Math.round(a + t * (b - a) + (rng.float() - 0.5) * 6))
    .map((k, i) => Math.min(ranges[i]![1], Math.max(ranges[i]![0], k)));
  // nudge into the bracket by whole thousands
  const total = () => ks.reduce((a, k) => a + won(k), 0);
  for (let guard = 0; guard < 1000 && total() < bracket.min; guard++) {
    const i = ks.findIndex((k, j) => k < ranges[j]![1]);
    ks[i]! += 1;
  }
  for (let guard = 0; guard < 1000 && total() > bracket.max; guard++) {
    const i = ks.findIndex((k, j) => k > ranges[j]![0]);
    ks[i]! -= 1;
  }
  const out: Partial<Record<Slot, number>> = {};
  slots.forEach((s, i) => (out[s] = won(ks[i]!)));
  return out;
}
