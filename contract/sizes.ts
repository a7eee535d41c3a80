/**
 * Size charts, size advice and fit feedback as the API speaks them (product items' `sizes` and
 * `size_advice`, POST /api/account/v1/fit-feedback/). Pure types and vocabulary shared by the
 * server and the app; the rules live in server/styling/size/.
 *
 * Measures are flat garment measurements as Korean shops publish them: a 단면 (half girth) is the
 * garment laid flat, so its girth is twice the figure. Shoes are sized by foot length in mm.
 */
import type { Slot } from './taxonomy';

/** Garment measures of a size, in cm (shoes: `foot_mm`, mm). */
export const MEASURES = [
  'length_cm',
  'shoulder_cm',
  'chest_cm',
  'sleeve_cm',
  'waist_cm',
  'thigh_cm',
  'hem_cm',
  'foot_mm',
] as const;
export type MeasureName = (typeof MEASURES)[number];

/** The measure's name on a Korean size chart (and in the import's chart column). */
export const MEASURE_LABELS: Readonly<Record<MeasureName, string>> = {
  length_cm: '총장',
  shoulder_cm: '어깨너비',
  chest_cm: '가슴단면',
  sleeve_cm: '소매길이',
  waist_cm: '허리단면',
  thigh_cm: '허벅지단면',
  hem_cm: '밑단단면',
  foot_mm: '발 길이',
};

/** The measures a slot's chart may carry, in chart order; the first is required (advice reads it). */
export const SLOT_MEASURES: Readonly<Record<Slot, readonly MeasureName[]>> = {
  top: ['chest_cm', 'length_cm', 'shoulder_cm', 'sleeve_cm'],
  outer: ['chest_cm', 'length_cm', 'shoulder_cm', 'sleeve_cm'],
  bottom: ['waist_cm', 'length_cm', 'thigh_cm', 'hem_cm'],
  shoes: ['foot_mm'],
};

/**
 * The optional body measures of /set-body, which size advice prefers to its estimate from height
 * and weight: chest and waist girth (cm) and the usual shoe size (mm, by 5).
 */
export const BODY_MEASURE_LIMITS = {
  chest_cm: { min: 60, max: 160 },
  waist_cm: { min: 50, max: 160 },
  shoe_mm: { min: 220, max: 300, step: 5 },
} as const;
export type BodyMeasureName = keyof typeof BODY_MEASURE_LIMITS;

/** One size of a chart: its label (S, M, 100, 32, 265 …) and measures. */
export interface SizeRow {
  size: string;
  measures: Partial<Record<MeasureName, number>>;
}

/** A product's size chart, smallest size first. */
export type SizeChart = readonly SizeRow[];

/** How sure the advice is: the body's estimate and the size's ease leave room for doubt or not. */
export type SizeConfidence = 'sure' | 'likely' | 'unsure';

/** Korean words for {@link SizeConfidence} (product detail, outfit cards). */
export const SIZE_CONFIDENCE_LABELS: Readonly<Record<SizeConfidence, string>> = {
  sure: '확실',
  likely: '보통',
  unsure: '애매',
};

/**
 * The size advised for a signed-in member with height and weight: always one of the product's
 * sizes; `also` is a second size that fits too (looser or snugger), `reason` a line the shopper
 * can check against the chart.
 */
export interface SizeAdvice {
  size: string;
  confidence: SizeConfidence;
  reason: string;
  also?: string;
}

/** A member's verdict on the size they bought (my page). */
export const FIT_VERDICTS = ['small', 'right', 'large'] as const;
export type FitVerdict = (typeof FIT_VERDICTS)[number];

export const FIT_VERDICT_LABELS: Readonly<Record<FitVerdict, string>> = {
  small: '작아요',
  right: '잘 맞아요',
  large: '커요',
};

/** POST /api/account/v1/fit-feedback/. One verdict per member and product: a new one replaces it. */
export interface FitFeedbackRequest {
  product_id: number;
  size: string;
  fit: FitVerdict;
}

/** The stored verdict, as POST answers it and GET lists it. */
export type FitFeedbackResponse = FitFeedbackRequest;
