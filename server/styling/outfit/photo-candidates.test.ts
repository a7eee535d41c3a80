import { describe, expect, it } from 'vitest';
import { PRODUCT_PATTERNS, type ColourName } from '../../../contract/taxonomy';
import { makeProduct } from '../../../test/factories/products';
import { LOOK_DIMS } from '../look';
import { createPrng } from '../prng';
import type { Product } from '../types';
import { indexCatalogue } from './catalogue-index';
import { composeOutfits } from './compose';
import { photoCandidateIds, withCategoryPool, type ColourBlock } from './photo-candidates';
import type { PhotographedGarment } from './types';

const COLOURS: ColourName[] = ['중청', '진청', '연청'];

/**
 * `n` 데님 팬츠 per colour with seeded looks near a few shapes (a share `looked` of them; the rest
 * without a picture's look) and seeded patterns.
 */
function denims(n: number, looked = 0.95): Product[] {
  const prng = createPrng(42);
  const shapes = Array.from({ length: 5 }, () =>
    Array.from({ length: LOOK_DIMS }, () => prng.next() - 0.5),
  );
  return COLOURS.flatMap((colour, c) =>
    Array.from({ length: n }, (_, i) => {
      const shape = shapes[prng.int(shapes.length)] as number[];
      const raw = shape.map((v) => v + (prng.next() - 0.5) * 0.6);
      const norm = Math.hypot(...raw);
      const pattern = prng.int(PRODUCT_PATTERNS.length + 1);
      return makeProduct({
        id: c * n + i + 1,
        colour,
        price: 30_000 + prng.int(100) * 1_000,
        ...(prng.next() < looked ? { look: Float32Array.from(raw, (v) => v / norm) } : {}),
        ...(pattern > 0 ? { pattern: PRODUCT_PATTERNS[pattern - 1] } : {}),
      });
    }),
  );
}

/** The colour blocks a big category is read as (ProductRepository `lookBlock`). */
function blocksOf(products: readonly Product[]): ColourBlock[] {
  return COLOURS.map((colour) => {
    const list = products.filter((p) => p.colour === colour);
    const looks = new Int8Array(list.length * LOOK_DIMS);
    list.forEach((p, i) =>
      p.look?.forEach((v, k) => (looks[i * LOOK_DIMS + k] = Math.round(127 * v))),
    );
    return {
      colour,
      firstId: list[0]?.id ?? 0,
      block: {
        ids: Int32Array.from(list, (p) => p.id),
        looks,
        present: Uint8Array.from(list, (p) => (p.look ? 1 : 0)),
        patterns: Uint8Array.from(list, (p) =>
          p.pattern ? PRODUCT_PATTERNS.indexOf(p.pattern) + 1 : 0,
        ),
      },
    };
  });
}

describe(photoCandidateIds.name, () => {
  // a photo without a look draws its few differently (DRAWN_WITHOUT_LOOK); with almost every
  // product lacking a look (fewer with one than an answer's four), the photos are those with one,
  // and the similar items include products without a look, in noLookRank order
  it.each([
    [0.95, false],
    [0.003, true],
  ])(
    'should give the engine the same similar items as the whole category, from a few candidates (%s of the products with a look)',
    (looked, photosWithLook) => {
      const products = denims(900, looked);
      const photos = photosWithLook ? products.filter((p) => p.look) : products;
      const full = indexCatalogue(products);
      const blocks = blocksOf(products);
      const byId = new Map(products.map((p) => [p.id, p]));
      for (let trial = 0; trial < 12; trial++) {
        const photo = photos[(trial * 211) % photos.length] as Product;
        const garment: PhotographedGarment = {
          category: '데님 팬츠',
          slot: 'bottom',
          colour: COLOURS[trial % 3] as ColourName,
          ...(photo.look
            ? { look: [...photo.look].map((v, k) => v + (k === trial ? 0.05 : 0)) }
            : {}),
        };
        const recent = new Set(trial % 2 ? [photo.id, photo.id + 1, photo.id + 2] : []);
        const ids = photoCandidateIds(garment, blocks, recent, 4, trial);
        expect(ids.length).toBeLessThan(150);
        const pool = ids.map((id) => byId.get(id) as Product);
        const input = { garment, season: '가을' as const, seed: trial, recent };
        const similar = (catalogue: typeof full) =>
          composeOutfits({ ...input, catalogue }).map((o) => o.items.bottom?.product.id);
        expect(similar(withCategoryPool(full, '데님 팬츠', pool))).toEqual(similar(full));
      }
    },
  );

  it('should give the engine the same stand-in as the whole category when the nearest colour has one product', () => {
    const many = denims(300).filter((p) => p.colour !== '연청');
    const lone = makeProduct({ id: 5_000, colour: '연청', price: 40_000 });
    const products = [...many, lone];
    const full = indexCatalogue(products);
    const byId = new Map(products.map((p) => [p.id, p]));
    const blocks = blocksOf(products);
    const garment: PhotographedGarment = {
      category: '데님 팬츠',
      slot: 'bottom',
      colour: '연청',
      look: [...(many[7]?.look ?? [])],
    };
    const ids = photoCandidateIds(garment, blocks, new Set(), 4, 3);
    const pool = ids.map((id) => byId.get(id) as Product);
    const similar = (catalogue: typeof full) =>
      composeOutfits({ garment, season: '가을', seed: 3, catalogue }).map(
        (o) => o.items.bottom?.product.id,
      );
    const offered = similar(full);
    expect(offered[0]).toBe(lone.id);
    expect(new Set(offered).size).toBe(2);
    expect(similar(withCategoryPool(full, '데님 팬츠', pool))).toEqual(offered);
  });

  it('should find nothing in a category without products', () => {
    expect(
      photoCandidateIds(
        { category: '데님 팬츠', slot: 'bottom', colour: '중청' },
        [],
        new Set(),
        4,
        1,
      ),
    ).toEqual([]);
  });
});
