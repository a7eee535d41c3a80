/**
 * `npm run bench:catalogue`: the outfit engine on a small and a big catalogue, and what a
 * catalogue rebuild costs the event loop.
 * - compose median (ms) of 4 outfits for a set of garments and seeds over the sample catalogue
 *   and over the same products 100 times, with the ratio; and over
 *   the big one with garments that have a look (the similar item ranked by look) against the
 *   colour-only pick;
 * - the index build time for the 100× catalogue (in memory);
 * - on the embedded database (PGlite) with the 100× catalogue: the time to read and index them
 *   (CatalogueIndexCache, as a new catalogue version is picked up) and the longest event-loop
 *   delay meanwhile (how late a 5 ms timer fires), i.e. the longest a request could wait;
 * - the same on PostgreSQL with BENCH_LARGE_PRODUCTS (default 500,000) products when
 *   BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server whose user may create databases.
 * Each timing is repeated (ROUNDS) and the median printed.
 * With `-- --count N`: a shop's catalogue of N products on PostgreSQL instead, process by process
 * (./catalogue-at-scale.ts: import rate, start-up, RSS, generator latency against the sample's).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SEASONS } from '../contract/taxonomy';
import { buildSampleCatalogue } from '../server/catalog/sample';
import { samplePhotos } from '../server/catalog/sample/photos';
import { openDatabase, type Database } from '../server/db/database';
import { ProductRepository } from '../server/repositories/product.repository';
import { CatalogueIndexCache } from '../server/services/catalogue-index-cache';
import { composeOutfits, indexCatalogue, type PhotographedGarment } from '../server/styling/outfit';
import type { NewProduct, Product } from '../server/styling/types';
import { scratchDatabase } from '../test/scratch-database';
import { catalogueAtScale } from './catalogue-at-scale';

const scaleCount = parseArgs({ options: { count: { type: 'string' } }, strict: false }).values
  .count;
if (typeof scaleCount === 'string') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl || !(Number(scaleCount) > 0)) {
    console.error(
      'bench:catalogue -- --count N needs N > 0 and PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.',
    );
    process.exit(2);
  }
  await catalogueAtScale(Number(scaleCount), adminUrl);
  process.exit(0);
}

const ROUNDS = 3;
const GARMENTS: PhotographedGarment[] = [
  { category: '데님 팬츠', slot: 'bottom', colour: '중청' },
  { category: '반소매 티셔츠', slot: 'top', colour: '화이트' },
  { category: '후드 티셔츠', slot: 'top', colour: '그레이' },
  { category: '패션스니커즈화', slot: 'shoes', colour: '화이트' },
];

const sampleNew: NewProduct[] = buildSampleCatalogue().products;
/** `copies` × the sample catalogue, as products with ids (prices nudged so copies differ). */
const many = (copies: number): NewProduct[] =>
  Array.from({ length: copies }, (_, c) =>
    sampleNew.map((p) => ({
      ...p,
      price: Math.min(p.price + (c % 7) * 100, p.price <= 200_000 ? 200_000 : p.price),
    })),
  ).flat();
const withIds = (products: NewProduct[]): Product[] =>
  products.map((p, i) => ({ ...p, id: i + 1 }));
const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * The garments with a look: that of a photographed sample picture of their category (the
 * photographed slot then ranks every product of the colour by look).
 */
const WITH_LOOKS: PhotographedGarment[] = GARMENTS.map((g) => {
  const photo = samplePhotos().find((p) => p.category === g.category);
  return photo ? { ...g, look: Array.from(photo.look) } : g;
});

function composeMedianMs(products: Product[], garments = GARMENTS): number {
  const index = indexCatalogue(products);
  const times: number[] = [];
  for (let seed = 1; seed <= 50; seed += 1) {
    for (const garment of garments) {
      const t = performance.now();
      composeOutfits({ garment, season: SEASONS[seed % 4]!, catalogue: index, seed });
      times.push(performance.now() - t);
    }
  }
  return median(times);
}

/** Reads and indexes the products of `db` as a new version would be; ms and the longest loop delay. */
async function rebuild(db: Database): Promise<{ ms: number; maxDelayMs: number; size: number }> {
  // A 5 ms timer stands for a waiting request: how late it fires is how long one would wait.
  let last = performance.now();
  let maxDelayMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxDelayMs = Math.max(maxDelayMs, now - last - 5);
    last = now;
  }, 5);
  const t = performance.now();
  const index = await new CatalogueIndexCache(new ProductRepository(db)).current();
  const ms = performance.now() - t;
  clearInterval(timer);
  return { ms, maxDelayMs, size: index.size };
}

async function rebuildFigures(label: string, db: Database, products: NewProduct[]): Promise<void> {
  await new ProductRepository(db).insertMany(products);
  const runs = [];
  for (let r = 0; r < ROUNDS; r += 1) runs.push(await rebuild(db));
  console.log(
    `${label}: read + index ${runs[0]!.size} products ${median(runs.map((x) => x.ms)).toFixed(0)} ms, ` +
      `longest event-loop delay meanwhile ${median(runs.map((x) => x.maxDelayMs)).toFixed(0)} ms`,
  );
}

const small = withIds(sampleNew);
const big = withIds(many(100));
const smallMs = median(Array.from({ length: ROUNDS }, () => composeMedianMs(small)));
const bigMs = median(Array.from({ length: ROUNDS }, () => composeMedianMs(big)));
console.log(
  `compose median: ${small.length} products ${smallMs.toFixed(3)} ms, ${big.length} products ${bigMs.toFixed(3)} ms (×${(bigMs / smallMs).toFixed(2)})`,
);
const bigLookMs = median(Array.from({ length: ROUNDS }, () => composeMedianMs(big, WITH_LOOKS)));
console.log(
  `compose median, ${big.length} products, the similar item by look: ${bigLookMs.toFixed(3)} ms (×${(bigLookMs / bigMs).toFixed(2)} the colour-only pick)`,
);
const buildMs = median(
  Array.from({ length: ROUNDS }, () => {
    const t = performance.now();
    indexCatalogue(big);
    return performance.now() - t;
  }),
);
console.log(`index build, ${big.length} products in memory: ${buildMs.toFixed(0)} ms`);

const embedded = await openDatabase({});
await rebuildFigures('PGlite', embedded, many(100));
await embedded.destroy();

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const count = Number(process.env.BENCH_LARGE_PRODUCTS ?? 500_000);
  const scratch = await scratchDatabase(adminUrl, 'fitpick_catalogue');
  const db = await openDatabase({ url: scratch.url });
  try {
    await rebuildFigures('PostgreSQL', db, many(Math.ceil(count / sampleNew.length)));
    const index = await new CatalogueIndexCache(new ProductRepository(db)).current();
    const times: number[] = [];
    for (let seed = 1; seed <= 50; seed += 1) {
      const t = performance.now();
      composeOutfits({
        garment: GARMENTS[seed % 4]!,
        season: SEASONS[seed % 4]!,
        catalogue: index,
        seed,
      });
      times.push(performance.now() - t);
    }
    console.log(
      `compose median over ${index.size} products: ${median(times).toFixed(3)} ms (×${(median(times) / smallMs).toFixed(2)} of the sample catalogue)`,
    );
  } finally {
    await db.destroy();
    await scratch.drop();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
