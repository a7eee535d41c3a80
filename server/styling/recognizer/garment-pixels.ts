/**
 * Garment colour and rough shape from pixels (../shared/research/recognizer.md, "Colour"):
 * a foreground estimate — centre-weighted, with pixels close to the photo's border colours
 * suppressed as background — clustered with weighted k-means in CIE Lab; the heaviest cluster is
 * the garment's dominant colour, named by the nearest TAXONOMY colour (server/styling/colour.ts).
 */
import type { ColourName } from '../../../contract/taxonomy';
import { deltaE, nearestColour, rgbToLab, type Lab } from '../colour';

/** Rectangle in px. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What the pixels say about the garment. */
export interface GarmentPixels {
  /** Mean Lab of the dominant foreground cluster. */
  lab: Lab;
  /** Nearest TAXONOMY colour over the whole palette (washes included). */
  colour: ColourName;
  /** Height / width of the foreground's 5–95 % extent (px/px); > 1 is a tall garment. */
  aspect: number;
  /** Share (0–1) of the foreground weight in the dominant cluster. */
  share: number;
  /** The second-heaviest cluster's mean Lab and share (0–1) of the foreground weight. */
  second: { lab: Lab; share: number };
  /**
   * The sampled pixels (every 4th px each way) in Lab with their foreground weight (0–1) and a
   * tight centre weight (Gaussian, σ 0.16 of the photo) that ignores the background estimate.
   */
  samples: { labs: Lab[]; weights: number[]; centre: number[] };
  /** Mean Lab of the photo's border ring (the background estimate). */
  border: Lab;
}

const STRIDE = 4;
const K = 4;

/**
 * Dominant garment colour and extent in an RGB image.
 * @param rgb width×height×3 bytes, row-major.
 * @param width image width, px.
 * @param height image height, px.
 * @param rect the photo's area (padding outside it is ignored); default the whole image.
 * @returns dominant Lab, its nearest colour name, foreground aspect (h/w) and cluster share.
 */
export function garmentPixels(
  rgb: Uint8Array,
  width: number,
  height: number,
  rect?: Rect,
): GarmentPixels {
  const r = rect ?? { left: 0, top: 0, width, height };
  const labs: Lab[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const border: Lab[] = [];
  const ring = Math.max(2, Math.round(Math.min(r.width, r.height) * 0.06));
  for (let y = r.top; y < r.top + r.height; y += STRIDE) {
    for (let x = r.left; x < r.left + r.width; x += STRIDE) {
      const i = (y * width + x) * 3;
      const lab = rgbToLab(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0);
      labs.push(lab);
      xs.push((x - r.left) / r.width);
      ys.push((y - r.top) / r.height);
      const dx = Math.min(x - r.left, r.left + r.width - 1 - x);
      const dy = Math.min(y - r.top, r.top + r.height - 1 - y);
      if (dx < ring || dy < ring) border.push(lab);
    }
  }

  // Background modes: k-means of the border ring; clusters holding ≥ 15 % of it.
  const bg = kmeans(border, new Array<number>(border.length).fill(1), 3)
    .filter((c) => c.weight >= 0.15 * border.length)
    .map((c) => c.centre);

  const centreW = labs.map((_, i) => centreWeight(xs[i] as number, ys[i] as number));
  let weights = labs.map((lab, i) => {
    let d = Infinity;
    for (const c of bg) d = Math.min(d, deltaE(lab, c));
    const keep = smoothstep(8, 22, d);
    return (centreW[i] as number) * keep;
  });
  const total = weights.reduce((s, w) => s + w, 0);
  const centreTotal = centreW.reduce((s, w) => s + w, 0);
  // Garment the colour of the background (white shirt on a white sheet): fall back to centre.
  if (total < 0.08 * centreTotal) weights = centreW;

  const clusters = kmeans(labs, weights, K).sort((a, b) => b.weight - a.weight);
  const sum = clusters.reduce((s, c) => s + c.weight, 0) || 1;
  const top = clusters[0] as Cluster;
  const second = clusters[1] ?? top;
  return {
    lab: top.centre,
    colour: nearestColour(top.centre),
    aspect: extentAspect(xs, ys, weights, r),
    share: top.weight / sum,
    second: { lab: second.centre, share: clusters[1] ? second.weight / sum : 0 },
    samples: {
      labs,
      weights,
      centre: xs.map((x, i) =>
        Math.exp(-((x - 0.5) ** 2 + ((ys[i] as number) - 0.5) ** 2) / (2 * 0.16 * 0.16)),
      ),
    },
    border: meanLab(border),
  };
}

/**
 * The foreground estimate's centre weight of a point (x, y: 0–1 of the photo): a Gaussian of
 * σ 0.28 around the middle. A sample's weight is this times its colour term (how far it is from
 * the border's colours), or this alone when the garment has the background's colour.
 */
export function centreWeight(x: number, y: number): number {
  const dx = x - 0.5;
  const dy = y - 0.5;
  return Math.exp(-(dx * dx + dy * dy) / (2 * 0.28 * 0.28));
}

function meanLab(points: readonly Lab[]): Lab {
  const n = points.length || 1;
  let L = 0;
  let a = 0;
  let b = 0;
  for (const p of points) {
    L += p.L;
    a += p.a;
    b += p.b;
  }
  return { L: L / n, a: a / n, b: b / n };
}

function smoothstep(e0: number, e1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}

/** Height/width of the weighted 5–95 % quantile box of the foreground, in px (64-bin histograms). */
function extentAspect(xs: number[], ys: number[], w: number[], r: Rect): number {
  const { x0, x1, y0, y1 } = extent(xs, ys, w);
  const wPx = Math.max(1, (x1 - x0) * r.width);
  const hPx = Math.max(1, (y1 - y0) * r.height);
  return hPx / wPx;
}

/** The weighted 5–95 % quantile box of points (xs, ys: 0–1 of the rect), 0–1 (64-bin histograms). */
function extent(
  xs: readonly number[],
  ys: readonly number[],
  w: readonly number[],
): { x0: number; x1: number; y0: number; y1: number } {
  const BINS = 64;
  const q = (vals: readonly number[]): [number, number] => {
    const hist = new Float64Array(BINS);
    let tot = 0;
    vals.forEach((v, i) => {
      const b = Math.min(BINS - 1, Math.max(0, Math.floor(v * BINS)));
      hist[b] = (hist[b] as number) + (w[i] as number);
      tot += w[i] as number;
    });
    let acc = 0;
    let lo = 0;
    let hi = BINS - 1;
    let loSet = false;
    for (let b = 0; b < BINS; b++) {
      acc += hist[b] as number;
      if (!loSet && acc >= 0.05 * tot) {
        lo = b;
        loSet = true;
      }
      if (acc >= 0.95 * tot) {
        hi = b;
        break;
      }
    }
    return [lo / BINS, (hi + 1) / BINS];
  };
  const [x0, x1] = q(xs);
  const [y0, y1] = q(ys);
  return { x0, x1, y0, y1 };
}

/**
 * The garment's box: the weighted 5–95 % extent of the foreground estimate of `garmentPixels`
 * run on a whole `width`×`height` image (no `rect`), in px of that image.
 * @param px garmentPixels(rgb, width, height) of the same image.
 * @returns a rectangle inside the image, at least 1 px a side.
 */
export function garmentBox(px: GarmentPixels, width: number, height: number): Rect {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += STRIDE)
    for (let x = 0; x < width; x += STRIDE) {
      xs.push(x / width);
      ys.push(y / height);
    }
  const { x0, x1, y0, y1 } = extent(xs, ys, px.samples.weights);
  const left = Math.min(width - 1, Math.floor(x0 * width));
  const top = Math.min(height - 1, Math.floor(y0 * height));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width, Math.ceil(x1 * width)) - left),
    height: Math.max(1, Math.min(height, Math.ceil(y1 * height)) - top),
  };
}

interface Cluster {
  centre: Lab;
  weight: number;
}

/**
 * Weighted k-means in Lab, deterministic: seeded with the heaviest point, then repeatedly the
 * point maximising weight × squared distance to the chosen seeds; 8 Lloyd iterations.
 */
function kmeans(points: readonly Lab[], weights: readonly number[], k: number): Cluster[] {
  const n = points.length;
  if (n === 0) return [];
  const P = new Float64Array(n * 3);
  points.forEach((p, i) => {
    P[i * 3] = p.L;
    P[i * 3 + 1] = p.a;
    P[i * 3 + 2] = p.b;
  });
  const W = Float64Array.from(weights);
  const nearest = new Float64Array(n).fill(Infinity);
  const C: number[] = [];
  let pick = 0;
  for (let i = 1; i < n; i++) if ((W[i] as number) > (W[pick] as number)) pick = i;
  for (let c = 0; c < k; c++) {
    C.push(P[pick * 3] as number, P[pick * 3 + 1] as number, P[pick * 3 + 2] as number);
    let best = -1;
    let bestScore = 0;
    for (let i = 0; i < n; i++) {
      const d =
        ((P[i * 3] as number) - (C[c * 3] as number)) ** 2 +
        ((P[i * 3 + 1] as number) - (C[c * 3 + 1] as number)) ** 2 +
        ((P[i * 3 + 2] as number) - (C[c * 3 + 2] as number)) ** 2;
      if (d < (nearest[i] as number)) nearest[i] = d;
      const score = (W[i] as number) * (nearest[i] as number);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0) break;
    pick = best;
  }
  const kk = C.length / 3;
  const acc = new Float64Array(kk * 4);
  for (let iter = 0; iter < 8; iter++) {
    acc.fill(0);
    for (let i = 0; i < n; i++) {
      const x = P[i * 3] as number;
      const y = P[i * 3 + 1] as number;
      const z = P[i * 3 + 2] as number;
      let bj = 0;
      let bd = Infinity;
      for (let j = 0; j < kk; j++) {
        const d =
          (x - (C[j * 3] as number)) ** 2 +
          (y - (C[j * 3 + 1] as number)) ** 2 +
          (z - (C[j * 3 + 2] as number)) ** 2;
        if (d < bd) {
          bd = d;
          bj = j;
        }
      }
      const w = W[i] as number;
      acc[bj * 4] = (acc[bj * 4] as number) + w * x;
      acc[bj * 4 + 1] = (acc[bj * 4 + 1] as number) + w * y;
      acc[bj * 4 + 2] = (acc[bj * 4 + 2] as number) + w * z;
      acc[bj * 4 + 3] = (acc[bj * 4 + 3] as number) + w;
    }
    for (let j = 0; j < kk; j++) {
      const w = acc[j * 4 + 3] as number;
      if (w > 0) for (let t = 0; t < 3; t++) C[j * 3 + t] = (acc[j * 4 + t] as number) / w;
    }
  }
  return Array.from({ length: kk }, (_, j) => ({
    centre: { L: C[j * 3] as number, a: C[j * 3 + 1] as number, b: C[j * 3 + 2] as number },
    weight: acc[j * 4 + 3] as number,
  }));
}
