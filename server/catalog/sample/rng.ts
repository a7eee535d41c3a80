/** Seeded PRNG helpers for the sample catalogue: every random choice goes through one {@link Rng}. */
import { createPrng } from '../../styling/prng';

/** The seeded random source of the sample data (mulberry32 via `createPrng`): floats, ints, picks. */
export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = createPrng(seed).next;
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** Picks by weight (weights need not sum to 1). */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }
}
