/**
 * Size advice: which of a product's sizes suits a member's body, how sure that is, and why.
 *
 * The rule is the ease table below: the garment's girth (twice the chart's 단면) minus the
 * body's girth, in cm, that each fit is cut for — tops and outers at the chest (outers leave room
 * for the layer beneath), bottoms at the waist; shoes in mm of shoe length over foot length. The
 * advised size is the one whose ease is nearest the band's middle; a neighbour whose ease is also
 * inside the band is offered as `also`. Confidence: 'sure' when the ease is inside the band by at
 * least the body measure's typical error (entered or estimated, body.ts ERROR_CM), 'likely' when
 * inside the band, 'unsure' when no size is (the body lies beyond the chart: the nearest size is
 * advised and the reason says which way it errs).
 *
 * Trousers are sized by the waist; their thigh is checked too: when the advised size's thigh
 * (twice 허벅지단면) leaves less than MIN_THIGH_EASE_CM over the estimated thigh (body.ts
 * THIGH_PER_HIP of the hip), the reason says the thigh runs snug and the advice is at most
 * 'likely'.
 *
 * Fit feedback shifts the body: each 작아요 for a slot adds half a size step (FEEDBACK_STEP), each
 * 커요 takes half a step away, so two verdicts the same way move the advice by one size. The
 * shift is capped at two sizes either way (FEEDBACK_LIMIT).
 */
import type { Fit, Slot } from '../../../src/contract/taxonomy';
import {
  MEASURE_LABELS,
  SLOT_MEASURES,
  type SizeAdvice,
  type SizeChart,
  type SizeConfidence,
} from '../../../src/contract/sizes';
import {
  ERROR_CM,
  THIGH_PER_HIP,
  USUAL_SHOE_EASE_MM,
  type BodyMeasures,
  type Measure,
} from './body';
import { josa } from '../../../src/contract/josa';

/** Ease bands (cm; shoes mm) per slot and fit: [lowest, highest] the fit is cut for. */
export const EASE_BANDS: Readonly<Record<Slot, Partial<Record<Fit, readonly [number, number]>>>> = {
  top: { 슬림: [3, 11], 레귤러: [8, 16], 오버사이즈: [16, 28] },
  outer: { 슬림: [7, 15], 레귤러: [13, 21], 오버사이즈: [21, 33] },
  bottom: { 테이퍼드: [-1, 5], 스트레이트: [0, 6], 와이드: [1, 7] },
  shoes: { 레귤러: [5, 15] },
};

/** One size step of the body measure a slot is sized by: 5 cm chest, 1 inch… (cm; shoes mm). */
export const FEEDBACK_STEP: Readonly<Record<Slot, number>> = {
  top: 2.5,
  outer: 2.5,
  bottom: 2.54,
  shoes: 2.5,
};

/** The least thigh ease (cm) trousers leave before the advice says the thigh runs snug. */
export const MIN_THIGH_EASE_CM = 2;

/** The most a member's verdicts can shift the body, in verdicts (each half a size). */
export const FEEDBACK_LIMIT = 4;

/** Fit words as the reason says them. */
const FIT_WORDS: Readonly<Record<Fit, string>> = {
  슬림: '슬림 핏',
  레귤러: '레귤러 핏',
  오버사이즈: '오버 핏',
  테이퍼드: '테이퍼드 핏',
  스트레이트: '스트레이트 핏',
  와이드: '와이드 핏',
};

/** What a product is for the advice: its slot, fit and chart. */
export interface SizedProduct {
  slot: Slot;
  fit: Fit;
  sizes: SizeChart;
}

/**
 * Advice for one product, or undefined when it has no chart with the measure its slot is sized by
 * (SLOT_MEASURES' first). `verdicts` is the member's net fit feedback for the slot (작아요 +1,
 * 커요 −1). Never advises a size the chart lacks.
 */
export function adviseSize(
  product: SizedProduct,
  body: BodyMeasures,
  verdicts = 0,
): SizeAdvice | undefined {
  const { slot } = product;
  const key = SLOT_MEASURES[slot][0]!;
  const rows = product.sizes.filter((r) => r.measures[key] !== undefined);
  if (rows.length === 0) return undefined;
  const band = EASE_BANDS[slot][product.fit] ?? Object.values(EASE_BANDS[slot])[0]!;
  const [lo, hi] = band;
  const target = (lo + hi) / 2;
  const measure = body[SIZED_BY[slot]];
  const shift = Math.max(-FEEDBACK_LIMIT, Math.min(FEEDBACK_LIMIT, verdicts)) * FEEDBACK_STEP[slot];
  const bodyValue = measure.value + shift;
  const girth = (v: number) => (slot === 'shoes' ? v : 2 * v);
  const eases = rows.map((r) => girth(r.measures[key]!) - bodyValue);
  let best = 0;
  eases.forEach((e, i) => {
    if (Math.abs(e - target) < Math.abs(eases[best]! - target)) best = i;
  });
  const ease = eases[best]!;
  const inBand = (e: number) => e >= lo - 1e-9 && e <= hi + 1e-9;
  const beyond: Beyond = inBand(ease) ? null : ease < lo ? 'small' : 'large';
  const margin = Math.min(ease - lo, hi - ease);
  const error = (measure.measured ? ERROR_CM.measured : ERROR_CM.estimated)[SIZED_BY[slot]];
  let confidence: SizeConfidence = beyond ? 'unsure' : margin >= error ? 'sure' : 'likely';
  if (confidence === 'sure' && body.offModel && !measure.measured) confidence = 'likely';
  const row = rows[best]!;
  const snugThigh =
    slot === 'bottom' &&
    row.measures.thigh_cm !== undefined &&
    2 * row.measures.thigh_cm - THIGH_PER_HIP * body.hip.value < MIN_THIGH_EASE_CM;
  if (snugThigh && confidence === 'sure') confidence = 'likely';
  const also = [best - 1, best + 1].find((i) => i >= 0 && i < rows.length && inBand(eases[i]!));
  const reason = reasonLine(product, row.size, row.measures[key]!, measure, ease, beyond, shift);
  return {
    size: row.size,
    confidence,
    reason: snugThigh ? `${reason} · 허벅지는 끼는 편이에요` : reason,
    ...(also !== undefined ? { also: rows[also]!.size } : {}),
  };
}

/** The body measure each slot is sized by (and whose typical error the confidence allows for). */
const SIZED_BY = { top: 'chest', outer: 'chest', bottom: 'waist', shoes: 'foot' } as const;

/** Which way the advised size errs when no size is inside the band. */
type Beyond = 'small' | 'large' | null;

/**
 * "추정 가슴둘레 98cm · L 가슴단면 54cm, 레귤러 핏 기준 여유 10cm"; beyond the chart it says which
 * way the size errs ("맞는 사이즈가 없어 가장 가까운 2XL이에요 (조금 작을 수 있어요)").
 */
function reasonLine(
  product: SizedProduct,
  size: string,
  flat: number,
  measure: Measure,
  ease: number,
  beyond: Beyond,
  shift: number,
): string {
  const { slot } = product;
  const estimated = measure.measured ? '' : '추정 ';
  const bodyPart =
    slot === 'shoes'
      ? measure.measured
        ? `평소 신발 ${fmt(measure.value + USUAL_SHOE_EASE_MM)}mm`
        : `키로 추정한 발 길이 ${fmt(measure.value)}mm`
      : `${estimated}${slot === 'bottom' ? '허리' : '가슴'}둘레 ${fmt(measure.value)}cm`;
  const key = SLOT_MEASURES[slot][0]!;
  const unit = slot === 'shoes' ? 'mm' : 'cm';
  const sizePart =
    slot === 'shoes' ? `${size}mm` : `${size} ${MEASURE_LABELS[key]} ${fmt(flat)}${unit}`;
  const easePart =
    slot === 'shoes'
      ? `발 앞 여유 ${fmt(ease)}mm`
      : `${FIT_WORDS[product.fit]} 기준 여유 ${fmt(ease)}${unit}`;
  const verdict = beyond
    ? ` — 맞는 사이즈가 없어 가장 가까운 ${josa(size, '이에요/예요')} (조금 ${beyond === 'small' ? '작을' : '클'} 수 있어요)`
    : '';
  const feedback = shift !== 0 ? ' (남기신 핏 후기 반영)' : '';
  return `${bodyPart} · ${sizePart}, ${easePart}${verdict}${feedback}`;
}

function fmt(v: number): string {
  return String(Math.round(v * 10) / 10);
}
