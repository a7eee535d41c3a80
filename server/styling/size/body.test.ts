import { describe, expect, it } from 'vitest';
import { bodyMeasures, SIZE_KOREA_MEN } from './body';

describe('bodyMeasures', () => {
  const mean = { heightCm: 172.5, weightKg: (24.9 * 172.5 * 172.5) / 10_000, sex: 'M' as const };

  it('gives the survey’s means for the survey’s mean body', () => {
    const body = bodyMeasures(mean);
    expect(body.chest).toEqual({ value: SIZE_KOREA_MEN.chestCm, measured: false });
    expect(body.waist).toEqual({ value: SIZE_KOREA_MEN.waistCm, measured: false });
    expect(body.hip).toEqual({ value: SIZE_KOREA_MEN.hipCm, measured: false });
    expect(body.foot).toEqual({ value: SIZE_KOREA_MEN.footMm, measured: false });
  });

  it('grows girths with weight at a height, the waist faster than the chest', () => {
    const light = bodyMeasures({ ...mean, weightKg: 65 });
    const heavy = bodyMeasures({ ...mean, weightKg: 90 });
    expect(heavy.chest.value).toBeGreaterThan(light.chest.value);
    expect(heavy.waist.value - light.waist.value).toBeGreaterThan(
      heavy.chest.value - light.chest.value,
    );
  });

  it('prefers what the member entered to the estimate', () => {
    const body = bodyMeasures({ ...mean, chestCm: 104, waistCm: 80, shoeMm: 270 });
    expect(body.chest).toEqual({ value: 104, measured: true });
    expect(body.waist).toEqual({ value: 80, measured: true });
    expect(body.foot).toEqual({ value: 260, measured: true });
  });
});
