/**
 * The sample catalogue's size charts: realistic Korean men's charts per category and fit, graded
 * the way shops grade them.
 *
 * - Tops and outers: XS, S, M, L, XL, 2XL, 3XL (KS chest labels 85–115), chest 단면 +2.5 cm a
 *   size (5 cm of girth), length +1.5, shoulder +1.5, sleeve +1. The M chest is cut for a 95 cm chest at the
 *   middle of the fit's ease band (server/styling/size/advice.ts EASE_BANDS): tops 슬림 51,
 *   레귤러 53.5, 오버사이즈 58.5; outers 슬림 53, 레귤러 56, 오버사이즈 61. Length, shoulder and
 *   sleeve come from the category (a coat is long, a vest has no sleeve, an oversized cut drops
 *   the shoulder 4 cm and adds 2 cm of length).
 * - Tailored, denim and cotton trousers: waist inches 26–40 by 2, waist 단면 (inches × 2.54 + 2) / 2
 *   (a "32" is 83 cm round); others (joggers, shorts): XS–3XL with waist 단면 34.5–49.5. Thigh and hem
 *   by fit (테이퍼드 narrow at the hem, 와이드 wide), +1 and +0.5 cm a size.
 * - Shoes: 250–290 mm by 5; sandals and flip-flops 250–290 by 10.
 *
 * Deterministic: the chart follows from category and fit alone.
 */
import type { SizeChart } from '../../../contract/sizes';
import { categoryInfo, type CategoryName, type Fit } from '../../../contract/taxonomy';

/** Length, shoulder and sleeve (cm) of a category's M; shoulder/sleeve 0 when it has none. */
interface Cut {
  length: number;
  shoulder: number;
  sleeve: number;
}

const TOP_CUTS: Partial<Record<CategoryName, Cut>> = {
  '반소매 티셔츠': { length: 70, shoulder: 46, sleeve: 21 },
  '긴소매 티셔츠': { length: 70, shoulder: 46, sleeve: 61 },
  '맨투맨&스웨트': { length: 68, shoulder: 48, sleeve: 60 },
  '후드 티셔츠': { length: 69, shoulder: 49, sleeve: 60 },
  '니트&스웨터 - 긴소매': { length: 67, shoulder: 47, sleeve: 60 },
  '니트&스웨터 - 반소매': { length: 65, shoulder: 46, sleeve: 21 },
  '셔츠&블라우스 - 긴소매': { length: 75, shoulder: 46, sleeve: 62 },
  '셔츠&블라우스 - 반소매': { length: 73, shoulder: 46, sleeve: 24 },
  '피케&카라 티셔츠 - 반소매': { length: 69, shoulder: 45, sleeve: 21 },
  '피케&카라 티셔츠 - 긴소매': { length: 69, shoulder: 45, sleeve: 61 },
};

const JACKET: Cut = { length: 70, shoulder: 48, sleeve: 63 };
const COAT: Cut = { length: 105, shoulder: 47, sleeve: 63 };
const OUTER_CUTS: Partial<Record<CategoryName, Cut>> = {
  '환절기 코트': COAT,
  '겨울 싱글 코트': COAT,
  '겨울 더블 코트': COAT,
  '겨울 기타 코트': COAT,
  '롱패딩&헤비 아우터': { length: 110, shoulder: 50, sleeve: 64 },
  '숏패딩&헤비 아우터': { length: 70, shoulder: 50, sleeve: 64 },
  '패딩 베스트': { length: 68, shoulder: 0, sleeve: 0 },
  '슈트&블레이저 재킷': { length: 74, shoulder: 46, sleeve: 63 },
  '블루종&MA-1': { length: 68, shoulder: 48, sleeve: 63 },
  '후드 집업': { length: 69, shoulder: 49, sleeve: 62 },
  카디건: { length: 68, shoulder: 47, sleeve: 61 },
  '플리스&뽀글이': { length: 68, shoulder: 49, sleeve: 62 },
  '무스탕&퍼': { length: 72, shoulder: 48, sleeve: 64 },
};

/** M chest 단면 (cm) per fit (module comment). */
const CHEST_M = {
  top: { 슬림: 51, 레귤러: 53.5, 오버사이즈: 58.5 },
  outer: { 슬림: 53, 레귤러: 56, 오버사이즈: 61 },
} as const;

const UPPER_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];

/** Inch-sized trousers; other bottoms are S–2XL. */
const INCH_BOTTOMS: readonly CategoryName[] = ['슈트 팬츠&슬랙스', '데님 팬츠', '코튼 팬츠'];

/** Thigh and hem 단면 (cm) of the middle size per bottom fit. */
const LEG = {
  테이퍼드: { thigh: 31, hem: 16 },
  스트레이트: { thigh: 32, hem: 19.5 },
  와이드: { thigh: 35, hem: 24 },
} as const;

/** The chart of a sample product of `category` sold in `fit` (module comment). */
export function sampleChart(category: CategoryName, fit: Fit): SizeChart {
  const slot = categoryInfo(category).slot;
  if (slot === 'shoes') {
    const step = category === '스포츠/캐주얼 샌들' || category === '쪼리/플립플랍' ? 10 : 5;
    const sizes: number[] = [];
    for (let mm = 250; mm <= 290; mm += step) sizes.push(mm);
    return sizes.map((mm) => ({ size: String(mm), measures: { foot_mm: mm } }));
  }
  if (slot === 'bottom') return bottomChart(category, fit);
  const cut = (slot === 'top' ? TOP_CUTS : OUTER_CUTS)[category] ?? JACKET;
  const chestM = (CHEST_M[slot] as Record<string, number>)[fit] ?? CHEST_M[slot].레귤러;
  const over = fit === '오버사이즈';
  return UPPER_SIZES.map((size, i) => {
    const step = i - UPPER_SIZES.indexOf('M');
    return {
      size,
      measures: {
        chest_cm: chestM + 2.5 * step,
        length_cm: cut.length + (over ? 2 : 0) + 1.5 * step,
        ...(cut.shoulder > 0 ? { shoulder_cm: cut.shoulder + (over ? 4 : 0) + 1.5 * step } : {}),
        ...(cut.sleeve > 0 ? { sleeve_cm: cut.sleeve + step } : {}),
      },
    };
  });
}

function bottomChart(category: CategoryName, fit: Fit): SizeChart {
  const leg = (LEG as Record<string, { thigh: number; hem: number }>)[fit] ?? LEG.스트레이트;
  const shorts = category === '숏팬츠';
  const length = shorts ? 45 : category === '트레이닝&조거 팬츠' ? 98 : 102;
  const inch = INCH_BOTTOMS.includes(category);
  const labels = inch
    ? ['26', '28', '30', '32', '34', '36', '38', '40']
    : ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];
  const middle = labels.indexOf(inch ? '32' : 'L');
  return labels.map((size, i) => {
    const step = i - middle;
    const waist = inch ? (Number(size) * 2.54 + 2) / 2 : 42 + 2.5 * step;
    return {
      size,
      measures: {
        waist_cm: Math.round(waist * 2) / 2,
        length_cm: length + step,
        thigh_cm: leg.thigh + (shorts ? 2 : 0) + step,
        hem_cm: shorts ? 30 + step : leg.hem + 0.5 * step,
      },
    };
  });
}
