/**
 * The recogniser end to end on a few validation photos (sender-disjoint from training) of clear
 * classes, and its typed error for undecodable input. Needs ../shared/datasets/clothing (or
 * $FITPICK_DATASET) and the committed weights/head.json.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryInfo, COLOUR_NAMES, isCategoryName } from '../../../src/contract/taxonomy';
import { imagePath, readLabels, splitSamples, usableSamples } from './dataset';
import { createRecognizer, ImageDecodeError, isRightKind, type MensLabel } from './index';

/**
 * Validation-split photos (never trained on) that show one garment plainly: jeans, red joggers,
 * leather derbies, slide sandals, two printed tees, denim shorts, a short-sleeved button shirt.
 */
const CASES: { image: string; label: MensLabel }[] = [
  { image: '0098b991-e36e-4ef1-b5ee-4154b21e2a92', label: 'Pants' },
  { image: '03a43dea-405e-4a11-9716-2f790a95f699', label: 'Pants' },
  { image: '110dcf71-51c7-4b18-9a45-5d3dc1fef6d8', label: 'Shoes' },
  { image: '136ce333-cac2-4e57-816f-8b213fd35e9c', label: 'Shoes' },
  { image: '061b697e-086b-48c9-80db-9ecb9b82c64b', label: 'T-Shirt' },
  { image: '05dc8877-869f-4bcb-8d41-39e4f4b6f4f4', label: 'T-Shirt' },
  { image: '133934b3-0925-4dc1-83d1-b1b4ef80f51f', label: 'Shorts' },
  { image: '10178e0d-f6a8-46ba-929f-9532f40d9c37', label: 'Shirt' },
];

const recognizer = createRecognizer();

beforeAll(async () => {
  const samples = readLabels(); // throws DatasetMissingError naming the path when it is missing
  const byImage = new Map(samples.map((s) => [s.image, s]));
  const valImages = new Set(splitSamples(usableSamples(samples)).val.map((s) => s.image));
  for (const c of CASES) {
    expect(byImage.get(c.image)?.label, `${c.image} label`).toBe(c.label);
    expect(valImages.has(c.image), `${c.image} is a validation photo`).toBe(true);
  }
  await recognizer.warmUp();
});

describe('recognizer', () => {
  it('names the right kind of garment for clear validation photos', async () => {
    expect(CASES.length).toBe(8);
    for (const c of CASES) {
      const r = await recognizer.recognize(await readFile(imagePath(c)));
      expect(isCategoryName(r.category)).toBe(true);
      expect(r.slot).toBe(categoryInfo(r.category).slot);
      expect(COLOUR_NAMES).toContain(r.colour);
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      expect(r.runnerUps.length).toBeLessThanOrEqual(3);
      expect(new Set([r.category, ...r.runnerUps.map((u) => u.category)]).size).toBe(r.runnerUps.length + 1);
      expect({ image: c.image, label: c.label, ok: isRightKind(c.label, r.category), got: r.category }).toMatchObject({ ok: true });
    }
  });

  it('throws ImageDecodeError for a buffer that is not an image', async () => {
    await expect(recognizer.recognize(Buffer.from('definitely not a jpeg'))).rejects.toBeInstanceOf(ImageDecodeError);
    await expect(recognizer.recognize(Buffer.alloc(0))).rejects.toBeInstanceOf(ImageDecodeError);
  });

  it('still works after a failed call', async () => {
    const c = CASES[0];
    if (!c) throw new Error('no cases');
    await expect(recognizer.recognize(Buffer.from([0xff, 0xd8, 0xff]))).rejects.toBeInstanceOf(ImageDecodeError);
    const r = await recognizer.recognize(await readFile(imagePath(c)));
    expect(isRightKind(c.label, r.category)).toBe(true);
  });
});
