/**
 * Garment cut-outs by GrabCut (OpenCV.js): the shopper's garment cut out of their photo for the
 * outfit (ARCHITECTURE.md "Recogniser": "the recogniser's garment estimate seeds a cut-out of the
 * shopper's garment … stored private beside the upload"), made on the recogniser's worker threads
 * (recognizer/pool-worker.ts), and the sample catalogue's product pictures made from development
 * photos by the offline tooling (ml/cutout.ts, ml/catalogue-photos.ts). One copy of the algorithm.
 *
 * Per photo: decode and EXIF-rotate (sharp) to at most WORK_PX on the long side → GrabCut
 * (OpenCV.js, its random generator seeded so a photo always gets the same mask), seeded from the
 * recogniser's foreground estimate (garment-pixels.ts: the border's colours are background, the
 * garment-coloured pixels probably foreground, leaning on the centre less than the estimate does)
 * with the outer ring fixed as background → the largest connected component and any of at least
 * COMPONENT_SHARE of its area (the other shoe of a pair), narrow gaps closed → a coloured
 * background's pixels keyed out of the mask (`keyOutBackground`: the pink sheet GrabCut leaves
 * between a sleeve and the body) → a hanger's hook standing above the garment taken off
 * (mask-ops.ts `withoutHook`, whichever source the mask came from) → a score → if kept, a square
 * crop with a MARGIN around the garment, set on a light ground with a soft shadow, OUT_PX WebP.
 * Measured by eye on the rejected pictures: the keying cleans the sheets and rugs between arms
 * and legs; hangers seen inside a collar and white floors between the legs stay
 * (catalogue-rejects.csv drops those pictures).
 *
 * The score drops failures automatically: the garment's share of the photo (AREA_MIN–AREA_MAX),
 * how much of its outline runs along the photo's border (a garment cut by the frame or a mask
 * that leaked into the floor; ≤ BORDER_MAX) and its solidity (area / convex-hull area ≥
 * SOLIDITY_MIN: a ragged mask has eaten into the garment or grown into the background).
 * The catalogue drops a failed picture (`cutout`); a shopper's photo then falls back to the photo
 * cropped to the garment's box with a margin (`shopperCutout`), never the whole room.
 *
 * The mask may instead come from the recogniser's garment-mask head (recognizer/mask-head.ts),
 * alone, as GrabCut's seed, or both GrabCuts joined (`MaskSource`); measured by eye on two sets
 * of 60 validation cut-outs in docs/figures.md ("The garment-mask head", "The cut-out served
 * from the head"). The server serves SERVED_CUTOUT_MASK ('union') from the head's prior that a
 * recogniser thread computes (`MaskPrior`), so the cut-out thread never holds the backbone.
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { rgbToLab } from './colour';
import { closed, convexHullsArea, mainComponents, withoutHook } from './mask-ops';
import { ImageDecodeError } from './recognizer/decode-error';
import { centreWeight, garmentBox, garmentPixels, type Rect } from './recognizer/garment-pixels';
import type { MaskPrior } from './recognizer/mask-head';
import type { GarmentCutout } from './types';
import { PICTURE_GROUND } from '../lib/picture-ground';

/** Working size of the GrabCut, px on the long side (~60 ms a photo on one core). */
const WORK_PX = 200;
/** Product picture size, px square (the sample catalogue's pictures are at most 480 px). */
export const OUT_PX = 480;
/** Margin around the garment's bounding box, as a share of its longer side. */
const MARGIN = 0.1;
const AREA_MIN = 0.06;
const AREA_MAX = 0.85;
const BORDER_MAX = 0.12;
const SOLIDITY_MIN = 0.62;
const ITERATIONS = 4;
/**
 * How much the seed leans on the centre: a sample's foreground weight (garment-pixels.ts) is its
 * colour term times the centre Gaussian; the seed uses the Gaussian's square root instead, so a
 * sleeve or trouser leg reaching towards the frame in the garment's colour is still seeded
 * "probably garment" (with the full Gaussian GrabCut lost the long sleeves of cardigans and one leg
 * of trousers).
 */
const SEED_CENTRE_POWER = 0.5;
/** OpenCV's random generator is reset to this before each photo's GrabCut. */
const RNG_SEED = 1;

// OpenCV.js has no type declarations worth the name for what is used here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Cv = any;

/**
 * OpenCV.js once its wasm runtime is ready (the module is a thenable until then). Loaded with
 * Node's require, not through the test runner's module transform (a 10 MB single-line file).
 */
export async function openCv(): Promise<Cv> {
  const mod = createRequire(import.meta.url)('@techstark/opencv-js') as Cv;
  if (mod.Mat) return mod;
  return new Promise((resolve) => {
    mod.then((ready: Cv) => {
      delete ready.then; // a resolved thenable would be awaited forever
      resolve(ready);
    });
  });
}

/** How one cut-out scored, and whether it was kept. */
export interface CutoutScore {
  /** Garment share of the photo, 0–1. */
  area: number;
  /** Share of the garment's outline on the photo's outer ring, 0–1. */
  border: number;
  /** Area / convex-hull area, 0–1. */
  solidity: number;
  kept: boolean;
}

/** Keeps a cut-out only when its mask looks like one whole garment inside the frame. */
export function judge(area: number, border: number, solidity: number): CutoutScore {
  const kept =
    area >= AREA_MIN && area <= AREA_MAX && border <= BORDER_MAX && solidity >= SOLIDITY_MIN;
  return { area, border, solidity, kept };
}

/** The garment mask (0/255, w×h) of an RGB image, by GrabCut seeded from the pixel estimate. */
function garmentMask(
  cv: Cv,
  rgb: Uint8Array,
  w: number,
  h: number,
  px = garmentPixels(rgb, w, h),
): Uint8Array {
  const STRIDE = 4; // garment-pixels.ts samples every 4th px each way
  const cols = Math.ceil(w / STRIDE);
  const seed = new cv.Mat(h, w, cv.CV_8UC1, new cv.Scalar(cv.GC_PR_BGD));
  const ring = Math.max(2, Math.round(Math.min(w, h) * 0.02));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const weight =
        (px.samples.weights[Math.floor(y / STRIDE) * cols + Math.floor(x / STRIDE)] ?? 0) /
        centreWeight(
          (Math.floor(x / STRIDE) * STRIDE) / w,
          (Math.floor(y / STRIDE) * STRIDE) / h,
        ) **
          (1 - SEED_CENTRE_POWER);
      const edge = x < ring || y < ring || x >= w - ring || y >= h - ring;
      seed.data[y * w + x] = edge ? cv.GC_BGD : weight > 0.35 ? cv.GC_PR_FGD : cv.GC_PR_BGD;
    }
  }
  const image = cv.matFromArray(h, w, cv.CV_8UC3, rgb);
  // GrabCut starts its colour models from k-means on OpenCV's global random generator: seeded
  // here, a photo gets the same mask whatever the thread cut before it.
  cv.setRNGSeed(RNG_SEED);
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  cv.grabCut(image, seed, new cv.Rect(0, 0, w, h), bgd, fgd, ITERATIONS, cv.GC_INIT_WITH_MASK);
  const foreground = (): number =>
    (seed.data as Uint8Array).filter((v) => v === cv.GC_FGD || v === cv.GC_PR_FGD).length;
  if (foreground() < AREA_MIN * w * h) {
    // The seed's garment colours all went to the background model (a garment close to the
    // floor's colour): GrabCut's own start, everything inside a frame of `ring` px maybe garment.
    const frame = new cv.Rect(ring, ring, w - 2 * ring, h - 2 * ring);
    cv.grabCut(image, seed, frame, bgd, fgd, ITERATIONS, cv.GC_INIT_WITH_RECT);
  }
  const mask = new cv.Mat(h, w, cv.CV_8UC1);
  for (let i = 0; i < w * h; i++) {
    const v = seed.data[i];
    mask.data[i] = v === cv.GC_FGD || v === cv.GC_PR_FGD ? 255 : 0;
  }
  // The largest component, narrow gaps closed.
  const main = cv.matFromArray(
    h,
    w,
    cv.CV_8UC1,
    mainComponents(Uint8Array.from(mask.data as Uint8Array), w, h, COMPONENT_SHARE),
  );
  const kernel = cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(7, 7));
  cv.morphologyEx(main, main, cv.MORPH_CLOSE, kernel);
  // The background left in the gaps (under the arms, between the legs) and along the outline.
  const keyed = keyOutBackground(rgb, Uint8Array.from(main.data as Uint8Array), w, h, ring);
  const cleaned = cv.matFromArray(h, w, cv.CV_8UC1, keyed);
  const small = cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(3, 3));
  cv.morphologyEx(cleaned, cleaned, cv.MORPH_OPEN, small);
  const whole = cv.matFromArray(
    h,
    w,
    cv.CV_8UC1,
    mainComponents(Uint8Array.from(cleaned.data as Uint8Array), w, h, COMPONENT_SHARE),
  );
  // One pixel in from the edge: the background's colour fringes the garment's outline.
  cv.erode(whole, whole, small);
  const result = Uint8Array.from(whole.data as Uint8Array);
  for (const m of [seed, image, bgd, fgd, mask, main, kernel, cleaned, small, whole]) m.delete();
  return result;
}

/** Components kept beside the largest: at least this share of its area (the other shoe of a pair). */
const COMPONENT_SHARE = 0.3;

/** ΔE under which a mask pixel has the background's colour (a sheet's folds shade it). */
const KEY_DELTA_E = 16;
/** Chroma (C*ab) from which a background colour is keyed out. */
const KEY_MIN_CHROMA = 15;
/** ΔE beyond which a pixel is surely not background (the garment's own colours). */
const GARMENT_DELTA_E = 25;

/**
 * The mask without the pixels that have the background's colour: the background's colours are
 * the k-means centres of the photo's outer ring (in L*a*b*); a mask pixel within KEY_DELTA_E of
 * one, and at least twice as far from every garment colour (centres of the mask pixels beyond
 * GARMENT_DELTA_E of the background), is background that GrabCut or the closing left in a gap.
 * Only coloured backgrounds (chroma ≥ KEY_MIN_CHROMA: a pink sheet, a red rug, a wooden floor)
 * are keyed; a neutral one shares its colour with white prints and pale garments. Left as it is
 * when the garment itself has the background's colours (under 30 % of its pixels clearly differ).
 */
export function keyOutBackground(
  rgb: Uint8Array,
  mask: Uint8Array,
  w: number,
  h: number,
  ring: number,
): Uint8Array {
  const lab = new Float32Array(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const c = rgbToLab(rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0);
    lab.set([c.L, c.a, c.b], i * 3);
  }
  const border: number[] = [];
  const inside: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x < ring || y < ring || x >= w - ring || y >= h - ring) border.push(i);
      else if (mask[i]) inside.push(i);
    }
  // Neutral grounds (white sheets, grey floors) share their colour with white prints and pale
  // garments: only coloured ones are keyed out.
  const background = kMeans(lab, border, 4).filter(
    (c) => Math.hypot(c[1] as number, c[2] as number) >= KEY_MIN_CHROMA,
  );
  if (background.length === 0) return mask;
  const nearest = (i: number, centres: readonly number[][]): number =>
    Math.min(
      ...centres.map((c) =>
        Math.hypot(
          (lab[i * 3] as number) - (c[0] as number),
          (lab[i * 3 + 1] as number) - (c[1] as number),
          (lab[i * 3 + 2] as number) - (c[2] as number),
        ),
      ),
    );
  const toBackground = new Float32Array(w * h);
  for (const i of inside) toBackground[i] = nearest(i, background);
  const garmentPixels = inside.filter((i) => (toBackground[i] as number) > GARMENT_DELTA_E);
  if (garmentPixels.length < 0.3 * inside.length) return mask;
  const garment = kMeans(lab, garmentPixels, 3);
  const out = Uint8Array.from(mask);
  for (const i of inside) {
    const d = toBackground[i] as number;
    if (d < KEY_DELTA_E && nearest(i, garment) > 2 * d) out[i] = 0;
  }
  return out;
}

/** k-means (Lloyd, 8 rounds, centres spread over the input order) of the L*a*b* of `pixels`. */
function kMeans(lab: Float32Array, pixels: readonly number[], k: number): number[][] {
  const centres = Array.from({ length: Math.min(k, pixels.length) }, (_, j) => {
    const i = pixels[Math.floor(((j + 0.5) * pixels.length) / k)] as number;
    return [lab[i * 3] as number, lab[i * 3 + 1] as number, lab[i * 3 + 2] as number];
  });
  for (let round = 0; round < 8; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const i of pixels) {
      let best = 0;
      let bestD = Infinity;
      centres.forEach((c, j) => {
        const d =
          ((lab[i * 3] as number) - (c[0] as number)) ** 2 +
          ((lab[i * 3 + 1] as number) - (c[1] as number)) ** 2 +
          ((lab[i * 3 + 2] as number) - (c[2] as number)) ** 2;
        if (d < bestD) [best, bestD] = [j, d];
      });
      const sum = sums[best] as number[];
      for (let ch = 0; ch < 3; ch++) sum[ch] = (sum[ch] as number) + (lab[i * 3 + ch] as number);
      sum[3] = (sum[3] as number) + 1;
    }
    sums.forEach((sum, j) => {
      if ((sum[3] as number) > 0) centres[j] = sum.slice(0, 3).map((v) => v / (sum[3] as number));
    });
  }
  return centres;
}

/** Area, border contact and solidity of a 0/255 mask. */
function scoreMask(mask: Uint8Array, w: number, h: number): CutoutScore {
  let area = 0;
  let edge = 0;
  let outline = 0;
  const at = (x: number, y: number): boolean => (mask[y * w + x] ?? 0) > 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!at(x, y)) continue;
      area++;
      const boundary =
        x === 0 ||
        y === 0 ||
        x === w - 1 ||
        y === h - 1 ||
        !at(x - 1, y) ||
        !at(x + 1, y) ||
        !at(x, y - 1) ||
        !at(x, y + 1);
      if (!boundary) continue;
      outline++;
      if (x <= 1 || y <= 1 || x >= w - 2 || y >= h - 2) edge++;
    }
  }
  const hullArea = convexHullsArea(mask, w, h);
  return judge(
    area / (w * h),
    outline ? edge / outline : 1,
    hullArea ? Math.min(1, area / hullArea) : 0,
  );
}

/** A photo decoded at the working size, its garment mask and the mask's score. */
export interface Analysed {
  /** Working raster, px (at most WORK_PX on the long side). */
  w: number;
  h: number;
  rgb: Uint8Array;
  /** 0/255 mask at w×h; null when GrabCut found nothing to separate. */
  mask: Uint8Array | null;
  score: CutoutScore;
  /** The foreground estimate's box (garment-pixels.ts), in working px. */
  box: Rect;
}

/**
 * Where a photo's garment mask comes from: 'grabcut' (seeded from the foreground estimate),
 * 'head' (the recogniser's mask head, recognizer/mask-head.ts, alone) or 'head-grabcut' (GrabCut
 * seeded from the head's probabilities: sure where the head is sure, refined at the edge) or
 * 'union' (what either GrabCut keeps: the head-seeded one, and the estimate-seeded one when its
 * own mask passes `judge`; each mostly loses parts where the other keeps them).
 */
export type MaskSource = 'grabcut' | 'head' | 'head-grabcut' | 'union';

export type { MaskPrior };

/** The head's prior of `photo`, computed on this thread (loads tfjs and the backbone). */
async function headPrior(photo: Buffer): Promise<MaskPrior> {
  // Imported here, not above: the cut-out thread never loads tfjs.
  const { garmentPrior } = await import('./recognizer/mask-head');
  return garmentPrior(photo);
}

/** The prior's probabilities sampled at each working pixel (w×h, the EXIF-rotated photo). */
function priorAt(prior: MaskPrior, w: number, h: number): Float32Array {
  const { side, prob, content: c } = prior;
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const v = Math.min(side - 1, Math.floor(c.top + ((y + 0.5) * c.height) / h));
    for (let x = 0; x < w; x++) {
      const u = Math.min(side - 1, Math.floor(c.left + ((x + 0.5) * c.width) / w));
      out[y * w + x] = prob[v * side + u] ?? 0;
    }
  }
  return out;
}

/** A mask a server may serve: those of `MaskSource` that need no backbone on the cut-out thread. */
export type ServedMask = Exclude<MaskSource, 'head'>;

/**
 * The cut-out's mask as served: 'union', the head-seeded GrabCut joined with the
 * estimate-seeded one. By eye it leaves fewer bad cut-outs than GrabCut alone on both labelled
 * sets of 60 validation cut-outs (3 and 4 against 6 and 7) and at least as many clean (40 and 37
 * against 37 and 36), where 'head-grabcut' alone was better on the first set only (docs/figures.md
 * "The cut-out served from the head").
 */
export const SERVED_CUTOUT_MASK: ServedMask = 'union';

/** The head's mask (0/255, w×h): its pixels above one half, the main components, gaps closed. */
function headMask(prob: Float32Array, w: number, h: number): Uint8Array {
  const mask = Uint8Array.from(prob, (p) => (p > 0.5 ? 255 : 0));
  return closed(mainComponents(mask, w, h, COMPONENT_SHARE), w, h);
}

/**
 * The head's probability above which a pixel seeds GrabCut as sure garment, and below which as
 * sure ground; in between GrabCut decides, starting from the head's side of one half.
 */
const SURE_GARMENT = 0.95;
const SURE_GROUND = 0.05;

/** GrabCut seeded from the head: sure garment / ground where the head is, maybe in between. */
function headGrabCut(
  cv: Cv,
  rgb: Uint8Array,
  prob: Float32Array,
  w: number,
  h: number,
): Uint8Array {
  const seed = new cv.Mat(h, w, cv.CV_8UC1);
  const ring = Math.max(2, Math.round(Math.min(w, h) * 0.02));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = prob[y * w + x] ?? 0;
      const edge = x < ring || y < ring || x >= w - ring || y >= h - ring;
      seed.data[y * w + x] = edge
        ? cv.GC_BGD
        : p > SURE_GARMENT
          ? cv.GC_FGD
          : p > 0.5
            ? cv.GC_PR_FGD
            : p > SURE_GROUND
              ? cv.GC_PR_BGD
              : cv.GC_BGD;
    }
  const image = cv.matFromArray(h, w, cv.CV_8UC3, rgb);
  cv.setRNGSeed(RNG_SEED);
  const bgd = new cv.Mat();
  const fgd = new cv.Mat();
  cv.grabCut(image, seed, new cv.Rect(0, 0, w, h), bgd, fgd, ITERATIONS, cv.GC_INIT_WITH_MASK);
  const mask = new cv.Mat(h, w, cv.CV_8UC1);
  for (let i = 0; i < w * h; i++) {
    const v = seed.data[i];
    mask.data[i] = v === cv.GC_FGD || v === cv.GC_PR_FGD ? 255 : 0;
  }
  const result = closed(
    mainComponents(Uint8Array.from(mask.data as Uint8Array), w, h, COMPONENT_SHARE),
    w,
    h,
  );
  for (const m of [seed, image, bgd, fgd, mask]) m.delete();
  return result;
}

/**
 * The head-seeded GrabCut's mask joined with the estimate-seeded one's (`estimate`, null when its
 * GrabCut found nothing to separate) where that passes `judge` (else the head-seeded alone), its
 * main components, gaps closed.
 */
function unionMask(
  cv: Cv,
  rgb: Uint8Array,
  prob: Float32Array,
  w: number,
  h: number,
  estimate: Uint8Array | null,
): Uint8Array {
  const head = headGrabCut(cv, rgb, prob, w, h);
  if (!estimate || !scoreMask(estimate, w, h).kept) return head;
  const both = Uint8Array.from(head, (v, i) => (v || estimate[i] ? 255 : 0));
  return closed(mainComponents(both, w, h, COMPONENT_SHARE), w, h);
}

/**
 * Decodes `photo` at the working size and cuts its garment's mask out (`source`), scored. A
 * source that needs the head reads `prior` when given, else computes it on this thread. A prior
 * still on its way (a promise: computed on a recogniser thread) is awaited only after the
 * estimate-seeded GrabCut, which needs none, is made; one that never comes (undefined) leaves
 * GrabCut to the estimate alone ('grabcut').
 */
export async function analysePhoto(
  cv: Cv,
  photo: Buffer,
  source: MaskSource = 'grabcut',
  prior?: MaskPrior | Promise<MaskPrior | undefined>,
): Promise<Analysed> {
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(WORK_PX, WORK_PX, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const rgb = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const px = garmentPixels(rgb, w, h);
  const box = garmentBox(px, w, h);
  // The estimate-seeded GrabCut's mask, made once; null when OpenCV throws (a numeric pointer)
  // because the seed leaves it nothing to separate, e.g. a photo whose border and centre have
  // one colour: no garment to cut out.
  let estimate: Uint8Array | null | undefined;
  const byEstimate = (): Uint8Array | null => {
    if (estimate === undefined)
      try {
        estimate = garmentMask(cv, rgb, w, h, px);
      } catch {
        estimate = null;
      }
    return estimate;
  };
  if (source === 'grabcut' || source === 'union') byEstimate();
  const came = await prior;
  const used: MaskSource = prior !== undefined && came === undefined ? 'grabcut' : source;
  // Outside the try: a head that cannot load is an error, not a photo without a garment.
  const prob = used === 'grabcut' ? null : priorAt(came ?? (await headPrior(photo)), w, h);
  const none = { kept: false, area: 0, border: 1, solidity: 0 };
  try {
    const made = !prob
      ? byEstimate()
      : used === 'head'
        ? headMask(prob, w, h)
        : used === 'union'
          ? unionMask(cv, rgb, prob, w, h, byEstimate())
          : headGrabCut(cv, rgb, prob, w, h);
    if (!made) return { w, h, rgb, mask: null, score: none, box };
    // Whichever source, a hanger's hook standing above the garment is not garment.
    const mask = withoutHook(made, w, h);
    return { w, h, rgb, mask, score: scoreMask(mask, w, h), box };
  } catch {
    // The head-seeded GrabCut throws as the estimate's does when its seed separates nothing.
    return { w, h, rgb, mask: null, score: none, box };
  }
}

/**
 * One product picture: the garment cut out of `photo` (encoded bytes) on a light ground with a
 * soft shadow, OUT_PX square WebP — or null with the score when the mask is judged a failure.
 * @param cv OpenCV.js (`openCv()`).
 * @throws sharp's Error when `photo` cannot be decoded.
 */
export async function cutout(
  cv: Cv,
  photo: Buffer,
): Promise<{ webp: Buffer | null; score: CutoutScore }> {
  const a = await analysePhoto(cv, photo);
  if (!a.mask || !a.score.kept) return { webp: null, score: a.score };
  return { webp: (await onGround(photo, a.mask, a.w, a.h)).webp, score: a.score };
}

/** What the shopper's photo gave (`shopperCutout`). */
export interface ShopperCutout {
  /** OUT_PX × OUT_PX WebP on the light ground. */
  webp: Buffer;
  /**
   * 'cutout': the garment cut out of its background (the mask passed `judge`); 'crop': the photo
   * cropped to the garment's box with a margin (the mask failed it).
   */
  kind: 'cutout' | 'crop';
  /** The mask's score (kept false for a crop). */
  score: CutoutScore;
  /**
   * The garment's box in the EXIF-rotated photo, px: the mask's box for a cut-out; for a crop the
   * estimate's box, joined with the failed mask's when that covers a garment-sized area.
   */
  garment: Rect;
  /** The part of the EXIF-rotated photo shown, px (may reach past the photo for a cut-out). */
  region: Rect;
}

/** Options of `shopperCutout`. */
export interface ShopperCutoutOptions {
  /** Whether a mask is good enough (default: `judge`'s verdict, `score.kept`). */
  accept?: (score: CutoutScore) => boolean;
  /** Where the mask comes from (default 'grabcut'). */
  mask?: MaskSource;
  /**
   * The mask head's prior for a mask from the head (else computed here), or a promise of it
   * (`analysePhoto`: undefined when it never comes).
   */
  prior?: MaskPrior | Promise<MaskPrior | undefined>;
}

/**
 * The shopper's garment from their photo: cut out on the light ground as the catalogue's
 * pictures are when the mask passes `judge`, else the photo cropped to the garment's box (the
 * recogniser's foreground estimate, garment-pixels.ts `garmentBox`, joined with the failed mask's
 * box when its area is garment-sized) with a MARGIN, fitted on the same ground — never the whole
 * photo of the room. About 60–200 ms a photo on one core: run it
 * on a worker thread, never on the event loop.
 * @param cv OpenCV.js (`openCv()`).
 * @param photo encoded photo bytes (JPEG/PNG/WebP; EXIF orientation honoured).
 * @throws sharp's Error when `photo` cannot be decoded.
 */
export async function shopperCutout(
  cv: Cv,
  photo: Buffer,
  options: ShopperCutoutOptions = {},
): Promise<ShopperCutout> {
  const a = await analysePhoto(cv, photo, options.mask, options.prior);
  const accept = options.accept ?? ((score: CutoutScore) => score.kept);
  if (a.mask && accept(a.score)) {
    const done = await onGround(photo, a.mask, a.w, a.h);
    return {
      webp: done.webp,
      kind: 'cutout',
      score: a.score,
      garment: done.garment,
      region: done.region,
    };
  }
  // A failed mask of a garment-sized area still says where the garment reaches (both shoes of
  // a pair, a sleeve) beyond the estimate's 5–95 % box: the crop holds both boxes when a crop
  // may (at most CROP_MAX_SHARE of each side), else the estimate's box alone.
  const reach =
    a.mask && a.score.area >= AREA_MIN && a.score.area <= AREA_MAX
      ? union(a.box, maskBox(a.mask, a.w, a.h))
      : a.box;
  const box =
    reach.width <= CROP_MAX_SHARE * a.w && reach.height <= CROP_MAX_SHARE * a.h ? reach : a.box;
  const crop = await croppedToGarment(photo, box, a.w);
  return { ...crop, kind: 'crop', score: { ...a.score, kept: false } };
}

/** The bounding box of a 0/255 mask's pixels, in its own px (empty mask: the whole raster). */
function maskBox(mask: Uint8Array, w: number, h: number): Rect {
  let x0 = w;
  let y0 = h;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (mask[y * w + x]) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
  if (x1 < x0) return { left: 0, top: 0, width: w, height: h };
  return { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** The smallest rectangle holding both. */
function union(a: Rect, b: Rect): Rect {
  const left = Math.min(a.left, b.left);
  const top = Math.min(a.top, b.top);
  return {
    left,
    top,
    width: Math.max(a.left + a.width, b.left + b.width) - left,
    height: Math.max(a.top + a.height, b.top + b.height) - top,
  };
}

/** `r` (px of a w-wide raster) in px of a raster `scale` times larger, rounded. */
function scaled(r: Rect, scale: number): Rect {
  return {
    left: Math.round(r.left * scale),
    top: Math.round(r.top * scale),
    width: Math.round(r.width * scale),
    height: Math.round(r.height * scale),
  };
}

/** The largest crop side, as a share of the photo's side: a crop is never the whole photo. */
const CROP_MAX_SHARE = 0.9;

/**
 * The photo cropped to `box` (working px of a raster w px wide) with a MARGIN of its longer side, as a
 * square where the photo allows (kept inside it, at most CROP_MAX_SHARE of each side), fitted on
 * the light ground at OUT_PX square.
 */
async function croppedToGarment(
  photo: Buffer,
  box: Rect,
  w: number,
): Promise<Omit<ShopperCutout, 'kind' | 'score'>> {
  const full = await sharp(photo)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const W = full.info.width;
  const H = full.info.height;
  const scale = W / w;
  const garment = scaled(box, scale);
  const side = Math.max(garment.width, garment.height) * (1 + 2 * MARGIN);
  const width = Math.round(Math.min(side, W * CROP_MAX_SHARE, W));
  const height = Math.round(Math.min(side, H * CROP_MAX_SHARE, H));
  const cx = garment.left + garment.width / 2;
  const cy = garment.top + garment.height / 2;
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  const region = {
    left: Math.round(clamp(cx - width / 2, 0, W - width)),
    top: Math.round(clamp(cy - height / 2, 0, H - height)),
    width,
    height,
  };
  const webp = await sharp(full.data, { raw: { width: W, height: H, channels: 3 } })
    .extract(region)
    .resize(OUT_PX, OUT_PX, { fit: 'contain', background: PICTURE_GROUND })
    .webp({ quality: 80 })
    .toBuffer();
  return { webp, garment, region };
}

/**
 * The garment of `mask` (w×h working px) cut out of the full-resolution `photo`, set on the light
 * ground with a soft shadow: a square with a MARGIN around the garment, OUT_PX WebP.
 */
async function onGround(
  photo: Buffer,
  mask: Uint8Array,
  w: number,
  h: number,
): Promise<{ webp: Buffer; garment: Rect; region: Rect }> {
  // Bounding box → a square with a margin, in the full-resolution photo.
  const box = maskBox(mask, w, h);
  const side = Math.max(box.width - 1, box.height - 1) * (1 + 2 * MARGIN);
  const cx = box.left + (box.width - 1) / 2;
  const cy = box.top + (box.height - 1) / 2;
  const full = await sharp(photo).rotate().removeAlpha().toBuffer({ resolveWithObject: true });
  const scale = full.info.width / w;
  const alpha = await sharp(Buffer.from(mask), { raw: { width: w, height: h, channels: 1 } })
    .resize(full.info.width, full.info.height)
    .blur(1.2 * scale)
    .extractChannel(0) // raw output would otherwise be converted to 3-channel sRGB
    .toBuffer();
  const garment = await sharp(full.data)
    .joinChannel(alpha, { raw: { width: full.info.width, height: full.info.height, channels: 1 } })
    .png()
    .toBuffer();
  const left = Math.round((cx - side / 2) * scale);
  const top = Math.round((cy - side / 2) * scale);
  const size = Math.round(side * scale);
  const shadow = await sharp(alpha, {
    raw: { width: full.info.width, height: full.info.height, channels: 1 },
  })
    .linear(0.22, 0)
    .blur(6 * scale)
    .extractChannel(0)
    .toBuffer();
  const shadowRgba = await sharp({
    create: {
      width: full.info.width,
      height: full.info.height,
      channels: 3,
      background: '#000000',
    },
  })
    .joinChannel(shadow, { raw: { width: full.info.width, height: full.info.height, channels: 1 } })
    .png()
    .toBuffer();
  const offset = Math.round(4 * scale);
  // A ground large enough for the square wherever it falls, then the square cut from it.
  const W = full.info.width;
  const H = full.info.height;
  const pad = Math.max(0, -left, -top, left + size - W, top + size - H) + offset;
  const ground = await sharp({
    create: { width: W + 2 * pad, height: H + 2 * pad, channels: 3, background: PICTURE_GROUND },
  })
    .composite([
      { input: shadowRgba, left: pad + offset, top: pad + offset },
      { input: garment, left: pad, top: pad },
    ])
    .png()
    .toBuffer();
  const webp = await sharp(ground)
    .extract({ left: left + pad, top: top + pad, width: size, height: size })
    .resize(OUT_PX, OUT_PX)
    .webp({ quality: 80 })
    .toBuffer();
  return { webp, garment: scaled(box, scale), region: { left, top, width: size, height: size } };
}

/**
 * The shopper's garment cut out (`shopperCutout`) as GarmentRecognizer.cutout answers it, on
 * whichever thread calls it (the recogniser's own, or the cut-out thread: ./cutout-worker.ts),
 * with `mask` (default SERVED_CUTOUT_MASK) from the mask head's `prior` (computed on a
 * recogniser thread, or a promise of it: the estimate-seeded GrabCut is made meanwhile); without
 * a prior (the recogniser's queue was full, or it could not read the photo) GrabCut is seeded
 * from the foreground estimate alone ('grabcut').
 * @throws ImageDecodeError when `photo` cannot be cut out (sharp cannot decode it), the typed
 * error recognition gives for the same photo.
 */
export async function garmentCutout(
  cv: Cv,
  photo: Buffer,
  {
    prior,
    mask = SERVED_CUTOUT_MASK,
  }: { prior?: MaskPrior | Promise<MaskPrior | undefined>; mask?: ServedMask } = {},
): Promise<GarmentCutout> {
  try {
    // A prior that is not there is one that never came: GrabCut alone (analysePhoto), never
    // the head computed on this thread.
    const made = await shopperCutout(cv, photo, { mask, prior: Promise.resolve(prior) });
    return { webp: made.webp, kind: made.kind };
  } catch (error) {
    throw new ImageDecodeError(`cannot cut out the photo: ${String(error)}`, { cause: error });
  }
}
