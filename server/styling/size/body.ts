/**
 * A member's body measures for size advice: what the member entered on /set-body (chest and waist
 * girth in cm, usual shoe size in mm), else an estimate from height and weight.
 *
 * The estimate is anchored on Size Korea's 8th survey (국가기술표준원 사이즈코리아 제8차 인체치수조사,
 * 2020–21): Korean men average 172.5 cm with a BMI of 24.9, so 74.1 kg, with a chest girth of about
 * 98 cm, a waist girth of about 85 cm, a hip girth of about 95 cm and a foot length of about
 * 255 mm (the survey's means, rounded to the cm and to 5 mm). Around that mean a girth is
 * modelled as a power of weight per height: a body of constant density and height is a cylinder
 * whose girth grows with the square root of its mass, so chest and hip girth scale with
 * (kg/cm)^0.5; the waist carries most of the gain in mass, so it scales faster, (kg/cm)^0.8. The
 * thigh is taken as THIGH_PER_HIP of the hip. Foot length scales with height. These exponents are
 * the model's assumptions, not survey figures; ERROR_CM gives the spread the advice allows for them.
 * Age and sex are not modelled: the charts are men's, and a member whose sex is F gets advice of
 * at most 'likely' confidence when it rests on the estimate.
 */

/** Size Korea 8th survey, Korean men (see the module comment). */
export const SIZE_KOREA_MEN = {
  heightCm: 172.5,
  bmi: 24.9,
  chestCm: 98,
  waistCm: 85,
  hipCm: 95,
  footMm: 255,
} as const;

/** Exponents of weight per height (kg/cm) for each girth: the model's assumptions. */
const GIRTH_EXPONENT = { chest: 0.5, waist: 0.8, hip: 0.5 } as const;

/** Thigh girth as a share of hip girth (an anthropometric rule of thumb, the model's assumption). */
export const THIGH_PER_HIP = 0.58;

/**
 * Typical error of a measure (cm; foot mm): entered by the member (a tape measure, a shoe size)
 * or estimated from height and weight (the spread of girth at a given height and weight).
 */
export const ERROR_CM = {
  measured: { chest: 1.5, waist: 1.5, foot: 0 },
  estimated: { chest: 3, waist: 4, foot: 10 },
} as const;

/** What the member gave: height (cm) and weight (kg) are required for any advice. */
export interface BodyInfo {
  heightCm: number;
  weightKg: number;
  sex: 'M' | 'F';
  /** Chest girth, cm, entered on /set-body. */
  chestCm?: number | null;
  /** Waist girth, cm, entered on /set-body. */
  waistCm?: number | null;
  /** The member's usual shoe size, mm (220–300). */
  shoeMm?: number | null;
}

/** One measure of the body and whether the member entered it (else estimated). */
export interface Measure {
  value: number;
  measured: boolean;
}

/** Chest, waist and hip girth (cm) and foot length (mm). */
export interface BodyMeasures {
  chest: Measure;
  waist: Measure;
  /** Always estimated (from height and weight): /set-body does not ask for it. */
  hip: Measure;
  foot: Measure;
  /** True when a member whose sex is F is advised on men's charts. */
  offModel: boolean;
}

/** What a shoe of the member's usual size leaves in front of the toes, mm (shoe − foot). */
export const USUAL_SHOE_EASE_MM = 10;

/** The member's measures: entered ones win, the rest are estimated (module comment). */
export function bodyMeasures(body: BodyInfo): BodyMeasures {
  const ref = SIZE_KOREA_MEN;
  const refWeight = (ref.bmi * ref.heightCm * ref.heightCm) / 10_000;
  const massRatio = body.weightKg / body.heightCm / (refWeight / ref.heightCm);
  const estimate = (mean: number, exponent: number): number => round1(mean * massRatio ** exponent);
  return {
    chest: given(body.chestCm) ?? {
      value: estimate(ref.chestCm, GIRTH_EXPONENT.chest),
      measured: false,
    },
    waist: given(body.waistCm) ?? {
      value: estimate(ref.waistCm, GIRTH_EXPONENT.waist),
      measured: false,
    },
    hip: { value: estimate(ref.hipCm, GIRTH_EXPONENT.hip), measured: false },
    foot:
      body.shoeMm != null
        ? { value: body.shoeMm - USUAL_SHOE_EASE_MM, measured: true }
        : { value: Math.round((ref.footMm * body.heightCm) / ref.heightCm), measured: false },
    offModel: body.sex === 'F',
  };
}

function given(v: number | null | undefined): Measure | undefined {
  return v == null ? undefined : { value: v, measured: true };
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}
