/**
 * Seeded pseudo-random numbers for the styling libraries and the sample catalogue. The outfit engine must be pure and
 * deterministic for a given seed (ARCHITECTURE.md "Outfit engine"), so it never calls
 * Math.random: every random choice goes through a `Prng` built here.
 */

/** A deterministic random stream. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n); `n` must be a positive integer (RangeError otherwise). */
  int(n: number): number;
  /** One element of a non-empty array, uniformly (RangeError when empty). */
  pick<T>(items: readonly T[]): T;
  /** An index into `weights` drawn in proportion to the (non-negative) weights. */
  weighted(weights: readonly number[]): number;
  /** A shuffled copy of `items` (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /**
   * `k` distinct items of `items` in random order (all of them, shuffled, when k ≥ their
   * number), in O(k) draws whatever the number of items (Floyd's algorithm).
   */
  sample<T>(items: readonly T[], k: number): T[];
}

/**
 * A 32-bit hash of a string: FNV-1a over its UTF-16 code units, then murmur3's fmix32 finaliser
 * (plain FNV-1a mixes the last characters poorly into the high bits, which skews short ids).
 * Used to seed from text (an upload id) and for the recogniser's dataset split (ml/dataset.ts),
 * so it must never change.
 */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mixes any number of integers into one 32-bit seed (murmur3-style finaliser per word). */
export function mixSeed(...parts: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    if (!Number.isFinite(part)) throw new RangeError(`seed part must be finite, got ${part}`);
    // Keep both halves of large or fractional seeds so that e.g. 1.5 and 1 differ.
    const lo = Math.trunc(part) | 0;
    const hi = Math.trunc(part / 4_294_967_296) | 0;
    const frac = Math.trunc((part - Math.trunc(part)) * 4_294_967_296) | 0;
    for (const w of [lo, hi, frac]) {
      let k = Math.imul(w, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      k = Math.imul(k, 0x1b873593);
      h ^= k;
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A mulberry32 stream seeded from `seed` (any finite number; it is mixed with `mixSeed`, so
 * neighbouring seeds give unrelated streams). Throws RangeError for NaN or ±Infinity.
 */
export function createPrng(seed: number): Prng {
  let state = mixSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0)
      throw new RangeError(`int(n) needs a positive integer, got ${n}`);
    return Math.floor(next() * n);
  };
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick() from an empty array');
      return items[int(items.length)] as T;
    },
    weighted(weights: readonly number[]): number {
      let total = 0;
      for (const w of weights) total += w > 0 ? w : 0;
      if (total <= 0) return weights.length > 0 ? int(weights.length) : -1;
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        const w = weights[i] ?? 0;
        if (w <= 0) continue;
        r -= w;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
    sample<T>(items: readonly T[], k: number): T[] {
      if (k >= items.length) return this.shuffle(items);
      const picked = new Set<number>();
      for (let j = items.length - k; j < items.length; j++) {
        const t = int(j + 1);
        picked.add(picked.has(t) ? j : t);
      }
      return this.shuffle([...picked].map((i) => items[i] as T));
    },
  };
}
