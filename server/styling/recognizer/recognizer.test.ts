/**
 * The recogniser end to end on validation photos (sender-disjoint from training) of the clear
 * labels, its rejection of non-men's photos (dresses, skirts, no garment), and its typed error
 * for undecodable input. Needs ../shared/datasets/clothing (or
 * $FITPICK_DATASET) and the committed weights/head.json.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryInfo, PHOTO_COLOUR_NAMES, isCategoryName } from '../../../contract/taxonomy';
import { imagePath, readLabels, splitSamples, usableSamples } from '../../../ml/dataset';
import { MAX_POLICY_CHIPS } from './confidence';
import { createRecognizer, ImageDecodeError, isRightKind, type MensLabel } from './index';

/** Labels whose kind a shopper expects us to get right nearly always (research: ≥ 0.9 each). */
const CLEAR_LABELS: readonly MensLabel[] = ['Pants', 'Shoes', 'T-Shirt'];
/** Validation photos per clear label: the first ones of the split, never trained on. */
const PER_LABEL = 10;

const recognizer = createRecognizer();
let cases: { image: string; label: MensLabel }[] = [];
/** All validation dresses and skirts (not men's garments; 72 photos, bench: ~64 % rejected). */
let womens: { image: string; label: string }[] = [];

beforeAll(async () => {
  const samples = readLabels(); // throws DatasetMissingError naming the path when it is missing
  const val = splitSamples(usableSamples(samples)).val;
  cases = CLEAR_LABELS.flatMap((label) =>
    val
      .filter((s) => s.label === label)
      .slice(0, PER_LABEL)
      .map((s) => ({ image: s.image, label })),
  );
  womens = val
    .filter((s) => s.label === 'Dress' || s.label === 'Skirt')
    .map((s) => ({ image: s.image, label: s.label }));
  await recognizer.warmUp();
});

describe('recognizer', () => {
  it('names the right kind of garment for at least 8 in 10 clear validation photos', async () => {
    expect(cases).toHaveLength(CLEAR_LABELS.length * PER_LABEL);
    const wrong: string[] = [];
    for (const c of cases) {
      const r = await recognizer.recognize(await readFile(imagePath(c)));
      expect(isCategoryName(r.category)).toBe(true);
      expect(r.slot).toBe(categoryInfo(r.category).slot);
      expect(PHOTO_COLOUR_NAMES).toContain(r.colour);
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
      expect(r.runnerUps.length).toBeLessThanOrEqual(MAX_POLICY_CHIPS);
      expect(new Set([r.category, ...r.runnerUps.map((u) => u.category)]).size).toBe(
        r.runnerUps.length + 1,
      );
      if (!isRightKind(c.label, r.category)) wrong.push(`${c.image} ${c.label} → ${r.category}`);
      if (!r.menswear) wrong.push(`${c.image} ${c.label} rejected`);
    }
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(cases.length * 0.2);
  });

  // About 4 s: it runs the real model on every validation dress and skirt (tens of photos).
  it("rejects most validation dresses and skirts as not menswear, still naming a men's category", async () => {
    expect(womens.length).toBeGreaterThan(50);
    const accepted: string[] = [];
    for (const c of womens) {
      const r = await recognizer.recognize(await readFile(imagePath(c)));
      expect(isCategoryName(r.category)).toBe(true);
      expect(r.slot).toBe(categoryInfo(r.category).slot);
      if (r.menswear) accepted.push(`${c.image} ${c.label} → ${r.category}`);
    }
    expect(accepted.length, accepted.join('\n')).toBeLessThanOrEqual(womens.length * 0.45);
  });

  it('rejects photos with no garment (a bare floor, a plain wall)', async () => {
    const floor = await sharp({
      create: { width: 400, height: 500, channels: 3, background: '#9a7b5a' },
    })
      .jpeg()
      .toBuffer();
    const wall = await sharp({
      create: { width: 500, height: 400, channels: 3, background: '#e8e6e1' },
    })
      .jpeg()
      .toBuffer();
    for (const photo of [floor, wall])
      expect((await recognizer.recognize(photo)).menswear).toBe(false);
  });

  it('throws ImageDecodeError for a buffer that is not an image', async () => {
    await expect(recognizer.recognize(Buffer.from('definitely not a jpeg'))).rejects.toBeInstanceOf(
      ImageDecodeError,
    );
    await expect(recognizer.recognize(Buffer.alloc(0))).rejects.toBeInstanceOf(ImageDecodeError);
  });

  it('still works after a failed call', async () => {
    const c = cases[0];
    if (!c) throw new Error('no cases');
    const before = await recognizer.recognize(await readFile(imagePath(c)));
    await expect(recognizer.recognize(Buffer.from([0xff, 0xd8, 0xff]))).rejects.toBeInstanceOf(
      ImageDecodeError,
    );
    const after = await recognizer.recognize(await readFile(imagePath(c)));
    expect(after).toEqual(before);
  });
});
