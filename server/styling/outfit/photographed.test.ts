import { describe, expect, it } from 'vitest';
import { makeCatalogue, makeProduct } from '../../../test/factories/products';
import { LOOK_DIMS } from '../look';
import { createPrng } from '../prng';
import type { Product } from '../types';
import { composeOutfits } from './compose';
import type { PhotographedGarment } from './types';

/** A unit look pointing mostly along dimension `k`. */
function lookAlong(k: number): number[] {
  const v = Array.from({ length: LOOK_DIMS }, (_, i) => (i === k ? 1 : 0.02));
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

/** Navy long-sleeve shirts: `withLook` of them with a look along their index, the rest without. */
function shirts(n: number, withLook: number): Product[] {
  return Array.from({ length: n }, (_, i) =>
    makeProduct({
      id: 50_000 + i,
      category: '셔츠&블라우스 - 긴소매',
      slot: 'top',
      colour: '네이비',
      goodsName: `네이비 셔츠 ${i + 1}`,
      seasons: ['봄', '가을'],
      ...(i < withLook ? { look: Float32Array.from(lookAlong(i)) } : {}),
    }),
  );
}

const others = makeCatalogue().filter((p) => p.category !== '셔츠&블라우스 - 긴소매');
const similarItems = (garment: PhotographedGarment, catalogue: Product[], seed = 3): number[] =>
  composeOutfits({ garment, season: '가을', catalogue, seed }).map(
    (o) => o.items.top?.product.id ?? 0,
  );
const shirt = (look: number[]): PhotographedGarment => ({
  category: '셔츠&블라우스 - 긴소매',
  slot: 'top',
  colour: '네이비',
  look,
});

describe('the similar items of an answer', () => {
  it('should offer different similar items in the four outfits, the one that looks most like the photo first', () => {
    const catalogue = [...others, ...shirts(12, 6)];
    const ids = similarItems(shirt(lookAlong(4)), catalogue);
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(50_004);
    expect(new Set(ids).size).toBe(4);
  });

  it('should not offer two different shirts the same similar items in the same order when no picture tells the products apart', () => {
    const catalogue = [...others, ...shirts(12, 0)];
    const prng = createPrng(11);
    const lists = new Set<string>();
    for (let k = 0; k < 6; k++) {
      const look = lookAlong(prng.int(LOOK_DIMS));
      const ids = similarItems(shirt(look), catalogue, 3);
      expect(new Set(ids).size).toBe(4);
      expect(similarItems(shirt(look), catalogue, 3)).toEqual(ids); // the same photo: the same answer
      lists.add(ids.join(','));
    }
    expect(lists.size).toBeGreaterThan(4);
  });

  it('should offer two different similar items when the colour has only two', () => {
    const ids = similarItems(shirt(lookAlong(1)), [...others, ...shirts(2, 1)]);
    // the one with a picture (50000) ranks first; the two take turns
    expect(ids).toEqual([50_000, 50_001, 50_000, 50_001]);
  });
});
