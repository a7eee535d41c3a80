/**
 * Garment cut-outs (cutout.ts) on synthetic photos: a garment on a patterned floor comes out
 * whole on the light ground, and masks that do not look like one garment are dropped. On
 * shoppers' photos (the clothing dataset, ../shared/datasets/clothing or $FITPICK_DATASET; the
 * tests fail naming the path when it is missing): a 480 px WebP, and a failing mask falls back to
 * the photo cropped to the garment, never the whole photo.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imagePath, readLabels, splitSamples, usableSamples } from '../../ml/dataset';
import type { Rect } from './recognizer/garment-pixels';
import {
  analysePhoto,
  cutout,
  judge,
  keyOutBackground,
  openCv,
  OUT_PX,
  shopperCutout,
  type MaskPrior,
} from './cutout';

/** A 360×480 photo: a red garment-shaped block on a striped brown floor. */
async function photo(): Promise<Buffer> {
  const stripes = Array.from(
    { length: 24 },
    (_, i) => `<rect x="0" y="${i * 20}" width="360" height="10" fill="#6b4a30"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480">
    <rect width="360" height="480" fill="#8a6a48"/>${stripes}
    <path d="M110 120 L250 120 L300 170 L270 200 L250 185 L250 380 L110 380 L110 185 L90 200 L60 170 Z" fill="#c0262d"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** A 360×480 photo of a pair: two dark-red shoe-shaped blocks side by side on the striped floor. */
async function pair(): Promise<Buffer> {
  const stripes = Array.from(
    { length: 24 },
    (_, i) => `<rect x="0" y="${i * 20}" width="360" height="10" fill="#6b4a30"/>`,
  ).join('');
  const shoe = (x: number) =>
    `<path d="M${x} 140 L${x + 70} 140 L${x + 80} 340 Q${x + 40} 370 ${x} 340 Z" fill="#c0262d"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480">
    <rect width="360" height="480" fill="#8a6a48"/>${stripes}${shoe(80)}${shoe(210)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

describe('garment cut-outs', () => {
  it('cuts the garment out of a patterned floor onto the light ground', async () => {
    const cv = await openCv();
    const { webp, score } = await cutout(cv, await photo());
    expect(score.kept).toBe(true);
    expect(score.border).toBeLessThan(0.05);
    expect(webp).not.toBeNull();
    const { data, info } = await sharp(webp as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([OUT_PX, OUT_PX]);
    const at = (x: number, y: number): number[] => {
      const i = (y * info.width + x) * info.channels;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    };
    const [r, g, b] = at(OUT_PX / 2, OUT_PX / 2);
    expect(r).toBeGreaterThan(150); // the garment's red in the middle
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    for (const corner of [at(4, 4), at(OUT_PX - 5, 4)]) {
      for (const v of corner) expect(v).toBeGreaterThan(225); // no floor left in the corners
    }
  });

  it('keeps both shoes of a pair, not only the larger one', async () => {
    const cv = await openCv();
    const { webp, score } = await cutout(cv, await pair());
    expect(score.kept).toBe(true);
    // each shoe is ~0.08 of the photo
    expect(score.area).toBeGreaterThan(0.13);
    const { data, info } = await sharp(webp as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const red = (x: number) => {
      const i = (Math.round(OUT_PX / 2) * info.width + x) * info.channels;
      return (data[i] ?? 0) > 150 && (data[i + 1] ?? 0) < 80;
    };
    expect(red(Math.round(OUT_PX * 0.25))).toBe(true); // the left shoe
    expect(red(Math.round(OUT_PX * 0.75))).toBe(true); // the right shoe
  });

  it("keeps a shoe the mask head missed when the head's GrabCut is joined with the estimate's", async () => {
    const cv = await openCv();
    // The head's prior over its 224 px 'pad' square (the 360×480 photo sits at x 28–196): sure
    // ground everywhere but around the left shoe (x 80–160, y 140–370 in the photo).
    const side = 224;
    const prob = new Float32Array(side * side).fill(0.01);
    const k = side / 480;
    for (let v = Math.floor(130 * k); v < Math.ceil(380 * k); v++)
      for (let u = 28 + Math.floor(70 * k); u < 28 + Math.ceil(170 * k); u++)
        prob[v * side + u] = 0.9;
    const prior: MaskPrior = { side, prob, content: { left: 28, top: 0, width: 168, height: 224 } };
    const rightHalf = (a: { mask: Uint8Array | null; w: number; h: number }) => {
      let n = 0;
      for (let y = 0; y < a.h; y++)
        for (let x = Math.ceil(a.w * 0.55); x < a.w; x++) if (a.mask?.[y * a.w + x]) n++;
      return n / (a.w * a.h);
    };
    const photo = await pair();
    const head = await analysePhoto(cv, photo, 'head-grabcut', prior);
    const union = await analysePhoto(cv, photo, 'union', prior);
    expect(rightHalf(head)).toBeLessThan(0.005); // the head's GrabCut lost the right shoe
    expect(rightHalf(union)).toBeGreaterThan(0.05); // the union has it back (~0.08 of the photo)
    expect(union.score.kept).toBe(true);
    // a prior still on its way gives the same mask; one that never comes, GrabCut's alone
    const later = await analysePhoto(cv, photo, 'union', Promise.resolve(prior));
    expect(later.mask).toEqual(union.mask);
    const never = await analysePhoto(cv, photo, 'union', Promise.resolve(undefined));
    expect(never.mask).toEqual((await analysePhoto(cv, photo, 'grabcut')).mask);
    expect(never.mask).not.toEqual(union.mask);
  });

  it('drops masks that are not one whole garment inside the frame', () => {
    expect(judge(0.4, 0.02, 0.9).kept).toBe(true);
    expect(judge(0.02, 0.02, 0.9).kept).toBe(false); // a scrap
    expect(judge(0.95, 0.02, 0.9).kept).toBe(false); // the whole photo
    expect(judge(0.4, 0.4, 0.9).kept).toBe(false); // leaked into the floor along the frame
    expect(judge(0.4, 0.02, 0.4).kept).toBe(false); // ragged
  });

  it('keys a coloured background out of the gaps a mask kept, but not a neutral one off a pale garment', () => {
    // 40×40: a 2 px ring of background, a grey garment whose middle column is background left in
    // the mask (the gap between a sleeve and the body)
    const w = 40;
    const h = 40;
    const rgb = (ground: number[], garment: number[]): Uint8Array => {
      const out = new Uint8Array(w * h * 3);
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const inGarment = x >= 6 && x < 34 && y >= 6 && y < 34 && !(x >= 18 && x < 22);
          out.set(inGarment ? garment : ground, (y * w + x) * 3);
        }
      return out;
    };
    const mask = new Uint8Array(w * h);
    for (let y = 6; y < 34; y++) for (let x = 6; x < 34; x++) mask[y * w + x] = 255;
    const gap = (m: Uint8Array): number[] => [m[20 * w + 19] ?? -1, m[20 * w + 10] ?? -1];

    // a pink sheet: the gap is keyed out, the garment stays
    expect(gap(keyOutBackground(rgb([214, 40, 120], [120, 120, 124]), mask, w, h, 2))).toEqual([
      0, 255,
    ]);
    // a white floor under a white shirt with a white gap: nothing is keyed
    expect(gap(keyOutBackground(rgb([236, 236, 232], [228, 228, 226]), mask, w, h, 2))).toEqual([
      255, 255,
    ]);
  });
});

describe("the shopper's garment", () => {
  let photos: Buffer[] = [];
  beforeAll(async () => {
    // throws DatasetMissingError naming the path when the dataset is missing
    const val = splitSamples(usableSamples(readLabels())).val;
    photos = await Promise.all(
      ['T-Shirt', 'Pants', 'Shirt'].map((label) => {
        const sample = val.find((s) => s.label === label);
        if (!sample) throw new Error(`no ${label} photo in the dataset's validation split`);
        return readFile(imagePath(sample));
      }),
    );
  });

  const webpSize = async (webp: Buffer) => {
    const meta = await sharp(webp).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  };
  const inside = (inner: Rect, outer: Rect) =>
    inner.left >= outer.left &&
    inner.top >= outer.top &&
    inner.left + inner.width <= outer.left + outer.width &&
    inner.top + inner.height <= outer.top + outer.height;

  it('gives a 480 px WebP of each photo, cut out or cropped to the garment', async () => {
    const cv = await openCv();
    for (const photo of photos) {
      const result = await shopperCutout(cv, photo);
      expect(await webpSize(result.webp)).toEqual({
        format: 'webp',
        width: OUT_PX,
        height: OUT_PX,
      });
      expect(result.kind).toBe(result.score.kept ? 'cutout' : 'crop');
    }
  });

  it("cuts each garment out with the recogniser's mask head, alone, seeding GrabCut, or joined", async () => {
    const cv = await openCv();
    for (const mask of ['head', 'head-grabcut', 'union'] as const) {
      for (const photo of photos) {
        const { width = 0, height = 0 } = await sharp(photo).rotate().metadata();
        const result = await shopperCutout(cv, photo, { mask });
        expect(result.kind).toBe('cutout');
        expect(await webpSize(result.webp)).toEqual({
          format: 'webp',
          width: OUT_PX,
          height: OUT_PX,
        });
        // the garment, not the room: part of the photo, inside the frame
        expect(result.score.area).toBeGreaterThan(0.06);
        expect(result.score.area).toBeLessThan(0.85);
        expect(result.garment.width * result.garment.height).toBeLessThan(width * height);
      }
    }
  }, 60_000);

  it('falls back to the photo cropped to the garment box with a margin when the mask fails', async () => {
    const cv = await openCv();
    for (const photo of photos) {
      const { width = 0, height = 0 } = await sharp(photo).rotate().metadata();
      const result = await shopperCutout(cv, photo, { accept: () => false });
      expect(result.kind).toBe('crop');
      expect(result.score.kept).toBe(false);
      expect(await webpSize(result.webp)).toEqual({
        format: 'webp',
        width: OUT_PX,
        height: OUT_PX,
      });
      // inside the photo, smaller than it, holding the whole garment box
      expect(inside(result.region, { left: 0, top: 0, width, height })).toBe(true);
      expect(result.region.width * result.region.height).toBeLessThan(width * height);
      expect(result.region.width).toBeLessThan(width);
      expect(result.region.height).toBeLessThan(height);
      expect(inside(result.garment, result.region)).toBe(true);
    }
  });

  it('gives a photo the same answer whatever was cut before it', async () => {
    const cv = await openCv();
    const [first = Buffer.alloc(0), ...others] = photos;
    const before = await shopperCutout(cv, first);
    for (const photo of others) await shopperCutout(cv, photo);
    const after = await shopperCutout(cv, first);
    expect(after.kind).toBe(before.kind);
    expect(after.region).toEqual(before.region);
    expect(after.webp.equals(before.webp)).toBe(true);
  });

  it('crops a photo GrabCut cannot separate (one colour) instead of showing all of it', async () => {
    const cv = await openCv();
    const flat = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#556677' },
    })
      .jpeg()
      .toBuffer();
    const result = await shopperCutout(cv, flat);
    expect(result.kind).toBe('crop');
    expect(result.region.width * result.region.height).toBeLessThan(300 * 400);
  });
});
