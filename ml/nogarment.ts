/**
 * "No garment" photos for training and measuring rejection, made deterministically on the fly
 * (never stored): corner crops of the development photos (floors, beds, walls, hangers around a
 * garment) and synthetic surfaces (plain colours with sensor noise, wooden planks, tiles,
 * gradients). Crops come from a photo's own side of the sender split, so validation crops never
 * share a background with training ones.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createPrng, type Prng } from '../server/styling/prng';
import { imagePath, type Sample } from './dataset';

/** One synthetic photo: a stable id and its JPEG bytes on demand. */
export interface SyntheticPhoto {
  id: string;
  kind: 'corner' | 'surface';
  load(): Promise<Buffer>;
}

/** The label the head learns for these photos (a rejected, non-men class). */
export const NO_GARMENT = 'NoGarment';

/** How many synthetic "no garment" photos (corner crops, surfaces) each side of the split gets. */
export const NO_GARMENT_TRAIN = { corners: 300, surfaces: 100 } as const;
export const NO_GARMENT_VAL = { corners: 80, surfaces: 40 } as const;
export const SEED_NO_GARMENT = 7;

const SIDE = 320;

/** A seeded surface: plain, planks, tiles or gradient, as raw RGB, JPEG-encoded. */
async function surface(rand: Prng): Promise<Buffer> {
  const kind = rand.int(4);
  const base = [rand.int(256), rand.int(256), rand.int(256)] as const;
  const alt = base.map((c) => Math.max(0, Math.min(255, c + rand.int(81) - 40)));
  const plank = 20 + rand.int(60);
  const tile = 40 + rand.int(80);
  const noise = 4 + rand.int(14);
  const buf = Buffer.alloc(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      let w = 0;
      if (kind === 1)
        w = Math.floor(y / plank) % 2 === 0 ? 0.15 + 0.15 * Math.sin(x / 7 + y / 31) : 1;
      else if (kind === 2) w = x % tile < 3 || y % tile < 3 ? 1 : 0;
      else if (kind === 3) w = (x + y) / (2 * SIDE);
      for (let ch = 0; ch < 3; ch++) {
        const v =
          (base[ch] as number) * (1 - w) +
          (alt[ch] as number) * w +
          (rand.next() - 0.5) * 2 * noise;
        buf[(y * SIDE + x) * 3 + ch] = Math.max(0, Math.min(255, Math.round(v)));
      }
    }
  }
  return sharp(buf, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A corner (a quarter of each side) of a dataset photo, as JPEG. */
async function corner(sample: Sample, which: number): Promise<Buffer> {
  const img = sharp(await readFile(imagePath(sample))).rotate();
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  const w = Math.floor(info.width / 4);
  const h = Math.floor(info.height / 4);
  const left = which % 2 === 0 ? 0 : info.width - w;
  const top = which < 2 ? 0 : info.height - h;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract({ left, top, width: w, height: h })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * `corners` corner crops of `samples` (every k-th photo, corner chosen by a seeded stream) and
 * `surfaces` synthetic surfaces, all determined by `seed`.
 */
export function syntheticPhotos(
  samples: readonly Sample[],
  corners: number,
  surfaces: number,
  seed: number,
): SyntheticPhoto[] {
  const rand = createPrng(seed);
  const out: SyntheticPhoto[] = [];
  const step = samples.length / Math.max(1, corners);
  for (let i = 0; i < corners && i < samples.length; i++) {
    const s = samples[Math.floor(i * step)] as Sample;
    const which = rand.int(4);
    out.push({ id: `corner-${which}-${s.image}`, kind: 'corner', load: () => corner(s, which) });
  }
  for (let i = 0; i < surfaces; i++) {
    const sub = rand.int(2 ** 31);
    out.push({ id: `surface-${seed}-${i}`, kind: 'surface', load: () => surface(createPrng(sub)) });
  }
  return out;
}
