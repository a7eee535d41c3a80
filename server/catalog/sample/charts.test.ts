import { describe, expect, it } from 'vitest';
import { BOTTOM_FITS, CATEGORIES, TOP_FITS, type Fit } from '../../../contract/taxonomy';
import { adviseSize } from '../../styling/size/advice';
import { bodyMeasures } from '../../styling/size/body';
import { parseSizeChart } from '../../styling/size/chart';
import { sampleChart } from './charts';

const FITS: Record<string, readonly Fit[]> = {
  top: TOP_FITS,
  outer: TOP_FITS,
  bottom: BOTTOM_FITS,
  shoes: ['레귤러'],
};

describe('sampleChart', () => {
  const cases = CATEGORIES.flatMap((c) =>
    FITS[c.slot]!.map((fit) => ({ name: c.name, slot: c.slot, fit })),
  );

  it.each(cases)('$name $fit: a chart the import would accept', ({ name, slot, fit }) => {
    const chart = sampleChart(name, fit);
    expect(parseSizeChart(chart, slot)).toEqual({ chart });
  });

  it('fits the Size Korea mean man in a middle size of every category, inside the ease band', () => {
    const mean = bodyMeasures({ heightCm: 172.5, weightKg: 74.1, sex: 'M' });
    for (const { name, slot, fit } of cases) {
      const advice = adviseSize({ slot, fit, sizes: sampleChart(name, fit) }, mean)!;
      expect(advice.confidence, `${name} ${fit}`).not.toBe('unsure');
    }
  });
});
