import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEASONS, SLOTS, type ColourName, type Style } from '../../contract/taxonomy';
import { buildSampleCatalogue } from '../catalog/sample';
import { openDatabase, type Database } from '../db/database';
import { ProductRepository } from '../repositories/product.repository';
import {
  composeOutfits,
  indexCatalogue,
  type CatalogueIndex,
  type Outfit,
  type PhotographedGarment,
} from '../styling/outfit';
import { LOOK_DIMS } from '../styling/look';
import { createPrng } from '../styling/prng';
import type { NewProduct } from '../styling/types';
import { pgliteTemplate } from '../../test/pglite-template';
import { CatalogueIndexCache, SAMPLE_ROTATION_MS } from './catalogue-index-cache';
import { PhotoLookCache } from './photo-looks';

/** A unit look drawn from `seed`. */
function lookOf(seed: number): Float32Array {
  const prng = createPrng(seed);
  const look = Float32Array.from({ length: LOOK_DIMS }, () => prng.next() - 0.5);
  const norm = Math.hypot(...look);
  return look.map((v) => v / norm);
}

/** `n` 데님 팬츠 of one colour and style, prices from `cheapest` up, each with a look. */
function denims(n: number, colour: ColourName, style: Style, cheapest: number): NewProduct[] {
  return Array.from({ length: n }, (_, i) => ({
    goodsName: `${colour} 데님 ${style} ${i}`,
    brand: '핏픽랩',
    price: cheapest + ((i * 7919) % n) * 100,
    slot: 'bottom' as const,
    category: '데님 팬츠' as const,
    colour,
    style,
    fit: '스트레이트' as const,
    seasons: ['봄', '가을'] as const as NewProduct['seasons'],
    goodsUrl: `https://shop.example/${colour}/${style}/${i}`,
    imageUrl: '/media/products/1.webp',
    look: lookOf(i + (colour === '중청' ? 0 : 10_000) + (style === '미니멀' ? 0 : 20_000)),
    pattern: '무지' as const,
  }));
}

/** Every product of every kind of `index`, per season × slot. */
function kindsOf(index: CatalogueIndex) {
  return SEASONS.flatMap((season) =>
    SLOTS.flatMap((slot) => index.kinds(season, slot).map((kind) => ({ season, kind }))),
  );
}

describe('bounded catalogue on the embedded database', () => {
  let db: Database;
  let products: ProductRepository;
  let ids: number[];
  const all: NewProduct[] = [
    ...denims(60, '중청', '캐주얼', 40_000),
    ...denims(30, '중청', '미니멀', 50_000),
    ...denims(3, '진청', '캐주얼', 45_000),
  ];

  beforeAll(async () => {
    db = await openDatabase({ pgliteTemplate: await pgliteTemplate() });
    products = new ProductRepository(db);
    ids = await products.insertMany(all);
  });
  afterAll(async () => {
    await db.destroy();
  });

  // A category is read whole, or one colour per query when it has more than `splitRows` products.
  it.each([
    ['read whole', undefined],
    ['read one colour at a time', 10],
  ])(
    'should hold at most K products per kind, every kind, and each kind’s true cheapest (%s)',
    async (_, splitRows) => {
      const cache = new CatalogueIndexCache(products, () => 0, undefined, 8, splitRows);
      const index = await cache.current();
      expect(index.size).toBe(all.length);
      const kinds = kindsOf(index).filter(({ season }) => season === '봄');
      expect(kinds.map(({ kind }) => `${kind.colour}|${kind.style}`).sort()).toEqual([
        '중청|미니멀',
        '중청|캐주얼',
        '진청|캐주얼',
      ]);
      for (const { kind } of kinds) {
        const whole = all.filter((p) => p.colour === kind.colour && p.style === kind.style);
        expect(kind.products.length).toBeLessThanOrEqual(Math.min(whole.length, 8 + 1));
        expect(Math.min(...kind.products.map((p) => p.price))).toBe(
          Math.min(...whole.map((p) => p.price)),
        );
      }
      expect(index.cheapest({ slot: 'bottom' }, '봄')).toBe(40_000);
    },
  );

  it('should draw other products of a big kind at the next hour', async () => {
    let clock = 0;
    const cache = new CatalogueIndexCache(products, () => clock, undefined, 8);
    const held = async () =>
      new Set(kindsOf(await cache.current()).flatMap(({ kind }) => kind.products.map((p) => p.id)));
    const before = await held();
    clock += SAMPLE_ROTATION_MS + 1;
    await cache.current(); // starts the check in the background
    await cache.settled();
    const after = await held();
    expect([...after].filter((id) => !before.has(id)).length).toBeGreaterThan(0);
  });

  it('should offer the product that looks most like the photo even when the index does not hold it', async () => {
    const cache = new CatalogueIndexCache(products, () => 0, undefined, 4);
    const snapshot = await cache.snapshot();
    const held = new Set(
      kindsOf(snapshot.index).flatMap(({ kind }) => kind.products.map((p) => p.id)),
    );
    const outside = all.findIndex((p, i) => p.colour === '중청' && !held.has(ids[i] as number));
    expect(outside).toBeGreaterThanOrEqual(0);
    const garment: PhotographedGarment = {
      category: '데님 팬츠',
      slot: 'bottom',
      colour: '중청',
      look: [...(all[outside]?.look ?? [])],
    };
    // whole (a small category) and in look blocks (as a big one is read)
    for (const wholeMax of [1_024, 0]) {
      const looks = new PhotoLookCache(products, undefined, wholeMax);
      const index = await looks.indexFor(snapshot, garment, new Set(), 4);
      const [outfit] = composeOutfits({ garment, season: '봄', catalogue: index, seed: 1 });
      expect(outfit?.items.bottom?.product.id).toBe(ids[outside]);
      // "다른 코디": a product of the last answers gives way to the next most alike
      const again = await looks.indexFor(snapshot, garment, new Set([ids[outside] as number]), 4);
      const [next] = composeOutfits({
        garment,
        season: '봄',
        catalogue: again,
        seed: 2,
        recent: new Set([ids[outside] as number]),
      });
      expect(next?.items.bottom?.product.id).not.toBe(ids[outside]);
      expect(next?.items.bottom?.product.colour).toBe('중청');
    }
  });
});

/** What an answer shows of outfits (the held kinds' products come without their look). */
function summary(outfits: readonly Outfit[]) {
  return outfits.map((o) => ({
    ...o,
    items: SLOTS.map((slot) => {
      const item = o.items[slot];
      return item && { id: item.product.id, similar: item.similarToPhoto };
    }),
  }));
}

describe('bounded catalogue with the sample catalogue', () => {
  let db: Database;
  let products: ProductRepository;

  beforeAll(async () => {
    db = await openDatabase({ pgliteTemplate: await pgliteTemplate() });
    products = new ProductRepository(db);
    await products.insertMany(buildSampleCatalogue().products);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('should compose the same outfits as an index of the whole catalogue, whole or in look blocks', async () => {
    const full = indexCatalogue(await products.findAllInPages());
    const snapshot = await new CatalogueIndexCache(products).snapshot();
    const withLooks = (await products.findAllInPages()).filter((p) => p.look);
    const garments: PhotographedGarment[] = [
      { category: '데님 팬츠', slot: 'bottom', colour: '중청' },
      { category: '반소매 티셔츠', slot: 'top', colour: '레드' },
      { category: '후드 티셔츠', slot: 'top', colour: '그레이' },
      ...withLooks
        .slice(0, 200)
        .filter((_, i) => i % 25 === 0)
        .map((p) => ({
          category: p.category,
          slot: p.slot,
          colour: p.colour,
          look: [...(p.look ?? [])].map((v, k) => v + (k % 3 === 0 ? 0.01 : 0)),
        })),
    ];
    for (const wholeMax of [1_024, 0]) {
      const looks = new PhotoLookCache(products, undefined, wholeMax);
      for (const garment of garments) {
        // without a look a big category's colour is sampled, not read whole: compared whole only
        if (wholeMax === 0 && !garment.look) continue;
        for (const [seed, recent] of [
          [1, new Set<number>()],
          [7, new Set([1, 2, 3])],
        ] as const) {
          const index = await looks.indexFor(snapshot, garment, recent, 4);
          for (const budget of [undefined, 300_000]) {
            const input = {
              garment,
              season: '가을' as const,
              seed,
              recent,
              ...(budget ? { budget } : {}),
            };
            expect(summary(composeOutfits({ ...input, catalogue: index }))).toEqual(
              summary(composeOutfits({ ...input, catalogue: full })),
            );
          }
        }
      }
    }
  });
});
