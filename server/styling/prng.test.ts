import { describe, expect, it } from 'vitest';
import { createPrng, hashText, mixSeed } from './prng';

describe(createPrng.name, () => {
  it('should repeat the same stream for the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    for (let i = 0; i < 100; i++) expect(a.next()).toBe(b.next());
  });

  it('should give different streams for neighbouring seeds, including fractional and huge ones', () => {
    const first = (seed: number): number => createPrng(seed).next();
    const values = new Set([0, 1, 2, 1.5, 2 ** 40, -1].map(first));
    expect(values.size).toBe(6);
  });

  it('should stay within bounds', () => {
    const sut = createPrng(7);
    for (let i = 0; i < 1000; i++) {
      const x = sut.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      expect(sut.int(5)).toBeLessThan(5);
    }
    expect(sut.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
    expect(sut.weighted([0, 1, 0])).toBe(1);
  });

  it('should reject non-finite seeds and bad ranges', () => {
    expect(() => createPrng(Number.NaN)).toThrow(RangeError);
    expect(() => mixSeed(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => createPrng(1).int(0)).toThrow(RangeError);
    expect(() => createPrng(1).pick([])).toThrow(RangeError);
  });

  it('should sample k distinct items, every item reachable, and all of them when k is not smaller', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const prng = createPrng(7);
    const seen = new Set<number>();
    for (let round = 0; round < 200; round++) {
      const picked = prng.sample(items, 3);
      expect(new Set(picked).size).toBe(3);
      for (const x of picked) seen.add(x);
    }
    expect(seen.size).toBe(50);
    expect(prng.sample([1, 2, 3], 5).sort()).toEqual([1, 2, 3]);
  });
});

describe(hashText.name, () => {
  it('should never change: the recogniser’s validation split (ml/dataset.ts) is drawn from it', () => {
    expect(hashText('fitpick-recognizer-split-v4:181')).toBe(3012790506);
    expect(hashText('')).toBe(2872998923);
    expect(hashText('a')).not.toBe(hashText('b'));
  });
});
