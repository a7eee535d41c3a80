/**
 * Plain-TypeScript operations on a garment mask (0/255 bytes, w×h row-major) for the cut-out
 * (./cutout.ts): its main components, a 3×3 closing and the convex hulls' area, so that a mask from
 * the recogniser's mask head is cleaned and scored without OpenCV.js (whose thread costs about
 * 95 MB and a 7.6 MB script load; docs/scaling.md "A process's memory").
 */

/**
 * The 8-connected components of `mask`: a label per pixel (0 = none, 1…n) and each label's area.
 */
function components(
  mask: Uint8Array,
  w: number,
  h: number,
): { labels: Int32Array; areas: number[] } {
  const labels = new Int32Array(w * h);
  const areas = [0];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || labels[start]) continue;
    const label = areas.length;
    let area = 0;
    labels[start] = label;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() as number;
      area++;
      const x = i % w;
      const y = (i - x) / w;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const j = ny * w + nx;
          if (mask[j] && !labels[j]) {
            labels[j] = label;
            stack.push(j);
          }
        }
    }
    areas.push(area);
  }
  return { labels, areas };
}

/**
 * A new 0/255 mask of the largest 8-connected component of `mask` and every other one of at least
 * `share` of its area (the other shoe of a pair); empty when `mask` is.
 */
export function mainComponents(mask: Uint8Array, w: number, h: number, share: number): Uint8Array {
  const { labels, areas } = components(mask, w, h);
  const largest = Math.max(0, ...areas);
  const out = new Uint8Array(w * h);
  if (largest === 0) return out;
  for (let i = 0; i < w * h; i++) {
    const label = labels[i] as number;
    if (label && (areas[label] as number) >= share * largest) out[i] = 255;
  }
  return out;
}

/** `mask` dilated (`grow`) or eroded by a 3×3 square; the frame counts as empty. */
function morph(mask: Uint8Array, w: number, h: number, grow: boolean): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let any = false;
      let all = true;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          const on = nx >= 0 && ny >= 0 && nx < w && ny < h && (mask[ny * w + nx] ?? 0) > 0;
          any ||= on;
          all &&= on;
        }
      out[y * w + x] = (grow ? any : all) ? 255 : 0;
    }
  return out;
}

/** `mask` closed by a 3×3 square (one-pixel gaps and notches filled). */
export function closed(mask: Uint8Array, w: number, h: number): Uint8Array {
  return morph(morph(mask, w, h, true), w, h, false);
}

/** Twice the signed area of the triangle o-a-b (positive when counter-clockwise). */
function cross(o: [number, number], a: [number, number], b: [number, number]): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Area of the convex hull of `points` (pixel centres), px² (Andrew's monotone chain). */
function hullArea(points: [number, number][]): number {
  if (points.length < 3) return 0;
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const half = (list: [number, number][]): [number, number][] => {
    const chain: [number, number][] = [];
    for (const q of list) {
      while (
        chain.length >= 2 &&
        cross(
          chain[chain.length - 2] as [number, number],
          chain[chain.length - 1] as [number, number],
          q,
        ) <= 0
      )
        chain.pop();
      chain.push(q);
    }
    return chain.slice(0, -1);
  };
  const hull = [...half(p), ...half([...p].reverse())];
  let twice = 0;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i] as [number, number];
    const b = hull[(i + 1) % hull.length] as [number, number];
    twice += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(twice) / 2;
}

/**
 * The summed area of the convex hulls of `mask`'s 8-connected components, px² (each hull over
 * its pixels' centres, as OpenCV's hull of an outer contour is).
 */
export function convexHullsArea(mask: Uint8Array, w: number, h: number): number {
  const { labels, areas } = components(mask, w, h);
  // A component's hull is the hull of its leftmost and rightmost pixel on each row.
  const ends = areas.map(() => new Map<number, [number, number]>());
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const label = labels[y * w + x] as number;
      if (!label) continue;
      const rows = ends[label] as Map<number, [number, number]>;
      const row = rows.get(y);
      if (row) row[1] = x;
      else rows.set(y, [x, x]);
    }
  let total = 0;
  for (const rows of ends.slice(1)) {
    const points: [number, number][] = [];
    for (const [y, [x0, x1]] of rows) points.push([x0, y], [x1, y]);
    total += hullArea(points);
  }
  return total;
}

/** A hook's rows hold at most this share of the garment's typical (median) row, px/px. */
const HOOK_ROW_SHARE = 0.08;
/** A hook is at least this share of the mask's height tall (a peaked hood's tip is shorter). */
const HOOK_MIN_HEIGHT = 0.05;
/** …and at most this share (a strap or a sleeve hanging straight up is not a hook). */
const HOOK_MAX_HEIGHT = 0.3;

/**
 * `mask` without a hanger's hook: the run of rows at the top of the mask that each hold only a
 * thin line (≤ HOOK_ROW_SHARE of the median row's pixels) before the garment widens, when it is
 * HOOK_MIN_HEIGHT–HOOK_MAX_HEIGHT of the mask's height (the cut-out's rule that hangers, hooks
 * and clips are not garment). Any other mask is returned unchanged (the same array).
 */
export function withoutHook(mask: Uint8Array, w: number, h: number): Uint8Array {
  const rows: number[] = [];
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = 0; x < w; x++) if (mask[y * w + x]) n++;
    rows.push(n);
  }
  const top = rows.findIndex((n) => n > 0);
  if (top < 0) return mask;
  let bottom = h - 1;
  while ((rows[bottom] as number) === 0) bottom--;
  const filled = rows
    .slice(top, bottom + 1)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  const median = filled[Math.floor(filled.length / 2)] as number;
  const thin = Math.max(2, HOOK_ROW_SHARE * median);
  let end = top;
  while (end <= bottom && (rows[end] as number) <= thin) end++;
  const run = end - top;
  const height = bottom - top + 1;
  if (run < HOOK_MIN_HEIGHT * height || run > HOOK_MAX_HEIGHT * height) return mask;
  const out = Uint8Array.from(mask);
  out.fill(0, top * w, end * w);
  return out;
}
