/**
 * The recogniser end to end on a few validation photos (sender-disjoint from training) of clear
 * classes, and its typed error for undecodable input. Needs ../shared/datasets/clothing (or
 * $FITPICK_DATASET) and the committed weights/head.json.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCategoryName, COLOUR_NAMES, categoryInfo } from '../../../src/contract/taxonomy';
import { imagePath, readLabels, splitSamples, usableSamples, type Sample } from './dataset';
import { createRecognizer, ImageDecodeError, isRightKind, type MensLabel } from './index';

/** Validation photos (labels.csv image ids) of clear, typical garments, two per label. */
const CASES: { image: string; label: MensLabel }[] = [];
const PICK: Record<string, number> = { Pants: 2, Shoes: 2, Shorts: 2, 'T-Shirt': 2 };

const recognizer = createRecognizer();

beforeAll(async () => {
  const samples = usableSamples(readLabels()); // throws DatasetMissingError naming the path
  const { val } = splitSamples(samples);
  const chosen = new Map<string, Sample[]>();
  for (const s of [...val].sort((a, b) => a.image.localeCompare(b.image))) {
    const list = chosen.get(s.label) ?? [];
    if (list.length < (PICK[s.label] ?? 0)) list.push(s);
    chosen.set(s.label, list);
  }
  for (const list of chosen.values()) for (const s of list) CASES.push({ image: s.image, label: s.label as MensLabel });
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
