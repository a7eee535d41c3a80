import { describe, expect, it } from 'vitest';
import type { SizeChart } from '../../../contract/sizes';
import { SLOTS, type Fit, type Slot } from '../../../contract/taxonomy';
import { adviseSize, EASE_BANDS } from './advice';
import { bodyMeasures, ERROR_CM, type BodyMeasures } from './body';

/** A body whose every measure is `value` (cm; foot mm), entered or estimated. */
function bodyOf(value: number, measured = true): BodyMeasures {
  return {
    chest: { value, measured },
    waist: { value, measured },
    hip: { value: 95, measured: false },
    foot: { value, measured },
    offModel: false,
  };
}

const KEY = { top: 'chest_cm', outer: 'chest_cm', bottom: 'waist_cm', shoes: 'foot_mm' } as const;

/** A chart whose sizes leave these eases over a body measure of `body`. */
function chartFor(
  slot: Slot,
  body: number,
  eases: number[],
  labels = ['S', 'M', 'L', 'XL'],
): SizeChart {
  return eases.map((ease, i) => ({
    size: slot === 'shoes' ? String(250 + 5 * i) : (labels[i] ?? `${i}`),
    measures: { [KEY[slot]]: slot === 'shoes' ? body + ease : (body + ease) / 2 },
  }));
}

describe('adviseSize', () => {
  const cases = SLOTS.flatMap((slot) =>
    Object.entries(EASE_BANDS[slot]).map(([fit, band]) => ({ slot, fit: fit as Fit, band: band! })),
  );

  it.each(cases)(
    '$slot $fit: an ease at either edge of the band fits, a step outside does not',
    ({ slot, fit, band: [lo, hi] }) => {
      const body = slot === 'shoes' ? 255 : 90;
      const at = (ease: number) =>
        adviseSize({ slot, fit, sizes: chartFor(slot, body, [ease]) }, bodyOf(body))!.confidence;
      expect(at(lo)).not.toBe('unsure');
      expect(at(hi)).not.toBe('unsure');
      expect(at(lo - 0.5)).toBe('unsure');
      expect(at(hi + 0.5)).toBe('unsure');
      expect(at((lo + hi) / 2)).toBe('sure');
    },
  );

  it('is sure only when the ease is inside the band by the body measure’s typical error', () => {
    const [lo] = EASE_BANDS.top.레귤러!;
    const advise = (ease: number, measured: boolean) =>
      adviseSize(
        { slot: 'top', fit: '레귤러', sizes: chartFor('top', 100, [ease]) },
        bodyOf(100, measured),
      )!.confidence;
    expect(advise(lo + ERROR_CM.measured.chest, true)).toBe('sure');
    expect(advise(lo + ERROR_CM.measured.chest - 0.5, true)).toBe('likely');
    expect(advise(lo + ERROR_CM.measured.chest, false)).toBe('likely');
    expect(advise(lo + ERROR_CM.estimated.chest, false)).toBe('sure');
  });

  it('advises the size nearest the middle of the band and offers a neighbour that fits too', () => {
    // regular top band 8–16: eases 3, 8.5, 13.5, 18.5 → L (13.5) nearest 12, M (8.5) fits too
    const advice = adviseSize(
      { slot: 'top', fit: '레귤러', sizes: chartFor('top', 100, [3.5, 8.5, 13.5, 18.5]) },
      bodyOf(100),
    );
    expect(advice).toMatchObject({ size: 'L', also: 'M' });
  });

  it('says when no size fits and which way the nearest one errs', () => {
    const small = adviseSize(
      { slot: 'top', fit: '레귤러', sizes: chartFor('top', 120, [-10, -5]) },
      bodyOf(120),
    )!;
    expect(small).toMatchObject({ size: 'M', confidence: 'unsure' });
    expect(small.reason).toContain('가장 가까운 M이에요 (조금 작을 수 있어요)');
    const large = adviseSize(
      { slot: 'bottom', fit: '스트레이트', sizes: chartFor('bottom', 60, [20, 25]) },
      bodyOf(60),
    )!;
    expect(large.reason).toContain('(조금 클 수 있어요)');
  });

  it('never advises a size the chart lacks, and nothing for a chart without the slot’s measure', () => {
    for (let body = 80; body <= 130; body += 0.5) {
      const sizes = chartFor('outer', 100, [-6, 4, 14, 24]);
      const advice = adviseSize({ slot: 'outer', fit: '오버사이즈', sizes }, bodyOf(body))!;
      expect(sizes.map((r) => r.size)).toContain(advice.size);
    }
    const noChest: SizeChart = [{ size: 'M', measures: { length_cm: 70 } }];
    expect(adviseSize({ slot: 'top', fit: '슬림', sizes: noChest }, bodyOf(95))).toBeUndefined();
  });

  it('moves one size up after two 작아요 and one down after two 커요 for the slot', () => {
    const sizes = chartFor('top', 96, [2, 7, 12, 17, 22], ['S', 'M', 'L', 'XL', '2XL']);
    const product = { slot: 'top' as const, fit: '레귤러' as const, sizes };
    expect(adviseSize(product, bodyOf(96))!.size).toBe('L');
    expect(adviseSize(product, bodyOf(96), 1)!.size).toBe('L');
    expect(adviseSize(product, bodyOf(96), 2)!.size).toBe('XL');
    expect(adviseSize(product, bodyOf(96), -2)!.size).toBe('M');
    expect(adviseSize(product, bodyOf(96), 2)!.reason).toContain('핏 후기 반영');
    // a size moved by reviews is no more than likely
    expect(adviseSize(product, bodyOf(96))!.confidence).toBe('sure');
    expect(adviseSize(product, bodyOf(96), 2)!.confidence).toBe('likely');
    // capped at two sizes
    expect(adviseSize(product, bodyOf(96), 9)!.size).toBe('2XL');
    expect(adviseSize(product, bodyOf(96), -9)!.size).toBe('S');
  });

  it('moves at most half a step on one review: the size stays, the next one is offered beside it', () => {
    // jeans 32 / 34 / 36 (waist 83, 88, 93 cm round) on a measured waist of 86 cm: 34, sure
    const sizes: SizeChart = [
      { size: '32', measures: { waist_cm: 41.5 } },
      { size: '34', measures: { waist_cm: 44 } },
      { size: '36', measures: { waist_cm: 46.5 } },
    ];
    const jeans = { slot: 'bottom' as const, fit: '스트레이트' as const, sizes };
    expect(adviseSize(jeans, bodyOf(86))).toMatchObject({ size: '34', confidence: 'sure' });
    const afterOne = adviseSize(jeans, bodyOf(86), 1)!;
    expect(afterOne).toMatchObject({ size: '34', also: '36', confidence: 'likely' });
    expect(afterOne.reason).toContain('핏 후기 반영');
    expect(adviseSize(jeans, bodyOf(86), -1)).toMatchObject({ size: '34', confidence: 'likely' });
    expect(adviseSize(jeans, bodyOf(86), 2)).toMatchObject({ size: '36', confidence: 'likely' });
  });

  it('never makes the advice surer than it is without feedback', () => {
    // one regular top leaving 15 cm over a measured 100 cm chest: inside the band by 1 cm, likely;
    // a 작아요 (half a size more body) would put it 3.5 cm inside
    const top = { slot: 'top' as const, fit: '레귤러' as const, sizes: chartFor('top', 100, [15]) };
    expect(adviseSize(top, bodyOf(100))!.confidence).toBe('likely');
    expect(adviseSize(top, bodyOf(100), 1)!.confidence).toBe('likely');
  });

  it('says when trousers run snug at the thigh for the estimated hip, and is then no more than likely', () => {
    const hip = 100; // thigh ≈ 58 cm
    const body = { ...bodyOf(80), hip: { value: hip, measured: false } };
    const roomy = adviseSize(
      {
        slot: 'bottom',
        fit: '스트레이트',
        sizes: [{ size: '32', measures: { waist_cm: 41.5, thigh_cm: 32 } }],
      },
      body,
    )!;
    expect(roomy).toMatchObject({ confidence: 'sure' });
    expect(roomy.reason).not.toContain('허벅지');
    const snug = adviseSize(
      {
        slot: 'bottom',
        fit: '스트레이트',
        sizes: [{ size: '32', measures: { waist_cm: 41.5, thigh_cm: 29.5 } }],
      },
      body,
    )!;
    expect(snug.confidence).toBe('likely');
    expect(snug.reason).toMatch(/ · 허벅지는 끼는 편이에요$/);
  });

  it('gives a reason a shopper can check against the chart', () => {
    const body = bodyMeasures({ heightCm: 172.5, weightKg: 74.1, sex: 'M' });
    const advice = adviseSize(
      { slot: 'top', fit: '레귤러', sizes: [{ size: 'L', measures: { chest_cm: 56 } }] },
      body,
    )!;
    expect(advice.reason).toBe('추정 가슴둘레 98cm · L 가슴단면 56cm, 레귤러 핏 기준 여유 14cm');
    const shoes = adviseSize(
      { slot: 'shoes', fit: '레귤러', sizes: [{ size: '270', measures: { foot_mm: 270 } }] },
      bodyMeasures({ heightCm: 172.5, weightKg: 74.1, sex: 'M', shoeMm: 270 }),
    )!;
    expect(shoes).toMatchObject({ size: '270', confidence: 'sure' });
    expect(shoes.reason).toBe('평소 신발 270mm · 270mm, 발 앞 여유 10mm');
  });
});
