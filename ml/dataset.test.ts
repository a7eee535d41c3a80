/** The sender-disjoint split training and the benchmark share: deterministic and disjoint. */
import { afterEach, describe, expect, it } from 'vitest';
import { samplePhotos } from '../server/catalog/sample/photos';
import { MENS_LABELS } from '../server/styling/recognizer/mapping';
import {
  DatasetMissingError,
  readLabels,
  splitOf,
  splitSamples,
  stylistPhotos,
  usableSamples,
  VALIDATION_SHARE,
} from './dataset';

const synthetic = Array.from({ length: 2000 }, (_, i) => ({
  image: `img${i}`,
  senderId: String(i % 400),
}));

describe('split', () => {
  it('is deterministic', () => {
    const a = splitSamples(synthetic);
    const b = splitSamples([...synthetic]);
    expect(a.val.map((s) => s.image)).toEqual(b.val.map((s) => s.image));
    expect(splitOf('181')).toBe(splitOf('181'));
  });

  it('is sender-disjoint and near the validation share', () => {
    const { train, val } = splitSamples(synthetic);
    const trainSenders = new Set(train.map((s) => s.senderId));
    expect(val.some((s) => trainSenders.has(s.senderId))).toBe(false);
    expect(train.length + val.length).toBe(synthetic.length);
    expect(val.length / synthetic.length).toBeGreaterThan(VALIDATION_SHARE - 0.07);
    expect(val.length / synthetic.length).toBeLessThan(VALIDATION_SHARE + 0.07);
  });

  it("on the real dataset puts 15–20 % of usable photos in validation, every men's label present", () => {
    const samples = usableSamples(readLabels()); // throws DatasetMissingError with the path if missing
    const { train, val } = splitSamples(samples);
    const trainSenders = new Set(train.map((s) => s.senderId));
    expect(val.every((s) => !trainSenders.has(s.senderId))).toBe(true);
    expect(val.length / samples.length).toBeGreaterThan(0.15);
    expect(val.length / samples.length).toBeLessThan(0.2);
    for (const l of MENS_LABELS) {
      expect(val.some((s) => s.label === l)).toBe(true);
    }
    expect(samples.some((s) => s.kids || s.label === 'Not sure' || s.label === 'Other')).toBe(
      false,
    );
  });
});

describe('stylistPhotos', () => {
  it("is every third men's validation photo, and no sample product picture is cut from one", () => {
    const samples = usableSamples(readLabels());
    const bench = stylistPhotos(samples);
    const mensVal = splitSamples(samples).val.filter((s) =>
      (MENS_LABELS as readonly string[]).includes(s.label),
    );
    expect(bench.length).toBe(Math.ceil(mensVal.length / 3));
    expect(bench.every((s) => splitOf(s.senderId) === 'val')).toBe(true);
    const benchImages = new Set(bench.map((s) => s.image));
    const sources = samplePhotos().map((p) => p.source);
    expect(sources.length).toBeGreaterThanOrEqual(400);
    expect(sources.filter((s) => benchImages.has(s))).toEqual([]);
  });
});

describe('readLabels', () => {
  const saved = process.env.FITPICK_DATASET;
  afterEach(() => {
    if (saved === undefined) delete process.env.FITPICK_DATASET;
    else process.env.FITPICK_DATASET = saved;
  });
  it('says clearly when the dataset is missing', () => {
    process.env.FITPICK_DATASET = '/nonexistent/clothing';
    expect(() => readLabels()).toThrow(DatasetMissingError);
    expect(() => readLabels()).toThrow(/\/nonexistent\/clothing\/labels\.csv/);
  });
});
