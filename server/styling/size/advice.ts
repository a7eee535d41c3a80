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
 * Fit feedback (the member's 작아요 / 커요 on sizes they bought, for the slot) is evidence, not a
 * measurement, and one review is weak evidence:
 * - each 작아요 counts as the body measure half a size step larger (FEEDBACK_STEP), each 커요 half a
 *   step smaller; the net count is capped at FEEDBACK_LIMIT (two sizes either way);
 * - one review moves the advice at most half a step: the advised size moves at most one size per
 *   two net reviews from the advice without feedback, so a single 작아요 never changes it; when
 *   the feedback points further, the next size that way is offered beside it (`also`, "36도
 *   가능") and the reason is told for the body as measured;
 * - feedback never raises confidence: the advice is at most as sure as without feedback, and a
 *   size moved or offered because of feedback is at most 'likely'.
 */
import type { Fit, Slot } from '../../../contract/taxonomy';
import {
  MEASURE_LABELS,
  SLOT_MEASURES,
  type SizeAdvice,
  type SizeChart,
  type SizeConfidence,
} from '../../../contract/sizes';
import {
  ERROR_CM,
  THIGH_PER_HIP,
  USUAL_SHOE_EASE_MM,
  type BodyMeasures,
  type Measure,
} from './body';
import { josa } from '../../../contract/josa';

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
 * 커요 −1), applied as the module comment says. Never advises a size the chart lacks.
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
  const measure = body[SIZED_BY[slot]];
  const error = (measure.measured ? ERROR_CM.measured : ERROR_CM.estimated)[SIZED_BY[slot]];
  const girth = (v: number) => (slot === 'shoes' ? v : 2 * v);
  const fitFor = (bodyValue: number) =>
    nearestFit(
      rows.map((r) => girth(r.measures[key]!) - bodyValue),
      band,
      error,
    );
  const net = Math.max(-FEEDBACK_LIMIT, Math.min(FEEDBACK_LIMIT, verdicts));
  const shift = net * FEEDBACK_STEP[slot];
  const measured = fitFor(measure.value);
  const shifted = fitFor(measure.value + shift);
  // One size per two net reviews at most, from the advice without feedback.
  const reach = Math.trunc(Math.abs(net) / 2);
  const best = Math.max(measured.best - reach, Math.min(measured.best + reach, shifted.best));
  const held = best !== shifted.best;
  const fit = held ? measured : shifted;
  const ease = fit.eases[best]!;
  const beyond = fit.beyondOf(best);
  let confidence = lower(fit.confidenceOf(best), measured.confidenceOf(measured.best));
  if (held || best !== measured.best) confidence = lower(confidence, 'likely');
  if (confidence === 'sure' && body.offModel && !measure.measured) confidence = 'likely';
  const row = rows[best]!;
  const snugThigh =
    slot === 'bottom' &&
    row.measures.thigh_cm !== undefined &&
    2 * row.measures.thigh_cm - THIGH_PER_HIP * body.hip.value < MIN_THIGH_EASE_CM;
  if (snugThigh) confidence = lower(confidence, 'likely');
  const also = held
    ? best + Math.sign(shifted.best - best)
    : [best - 1, best + 1].find((i) => i >= 0 && i < rows.length && fit.fits(i));
  const reason = reasonLine(product, row.size, row.measures[key]!, measure, ease, beyond, shift);
  return {
    size: row.size,
    confidence,
    reason: snugThigh ? `${reason} · 허벅지는 끼는 편이에요` : reason,
    ...(also !== undefined ? { also: rows[also]!.size } : {}),
  };
}

/**
 * The sizes' eases (cm; shoes mm) judged against the fit's band: the size nearest the band's
 * middle, which sizes lie inside it, and how sure a size is ('sure' inside by the body measure's
 * typical `error`, 'likely' inside, 'unsure' outside).
 */
function nearestFit(eases: number[], [lo, hi]: readonly [number, number], error: number) {
  const target = (lo + hi) / 2;
  let best = 0;
  eases.forEach((e, i) => {
    if (Math.abs(e - target) < Math.abs(eases[best]! - target)) best = i;
  });
  const fits = (i: number) => eases[i]! >= lo - 1e-9 && eases[i]! <= hi + 1e-9;
  const beyondOf = (i: number): Beyond => (fits(i) ? null : eases[i]! < lo ? 'small' : 'large');
  const confidenceOf = (i: number): SizeConfidence =>
    !fits(i) ? 'unsure' : Math.min(eases[i]! - lo, hi - eases[i]!) >= error ? 'sure' : 'likely';
  return { eases, best, fits, beyondOf, confidenceOf };
}

const CONFIDENCE_ORDER: readonly SizeConfidence[] = ['unsure', 'likely', 'sure'];

/** The less sure of two confidences. */
function lower(a: SizeConfidence, b: SizeConfidence): SizeConfidence {
  return CONFIDENCE_ORDER.indexOf(a) <= CONFIDENCE_ORDER.indexOf(b) ? a : b;
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
