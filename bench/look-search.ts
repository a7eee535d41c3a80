/**
 * `npx tsx bench/look-search.ts` with DATABASE_URL naming a PostgreSQL catalogue (e.g. one
 * `npm run catalog:import` filled with `catalog:synthesize` products): the photographed slot's
 * look search over the biggest category, two ways (docs/scaling.md "A big catalogue").
 * - look blocks (services/photo-looks.ts): the time to read every colour's block of the category
 *   (a cold cache), the bytes held, and the median time of `photoCandidateIds` over them (warm);
 * - PostgreSQL's `cube` extension: the category's looks copied into a table of cubes, then the
 *   median time of the queries the same search needs (the nearest colour's closest looks, the
 *   pattern vote's neighbours over the category), with a GiST index on the cube and without.
 * First, the bounded index a process holds (services/catalogue-index-cache.ts): products held
 * and the time to draw them. Queries are timed QUERIES times each with the looks of that many products of the category.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';
import { SEASONS, SLOTS } from '../contract/taxonomy';
import { ProductRepository } from '../server/repositories/product.repository';
import { CatalogueIndexCache } from '../server/services/catalogue-index-cache';
import { decodeLook } from '../server/styling/look';
import { photoCandidateIds, type ColourBlock } from '../server/styling/outfit/photo-candidates';
import { median } from './support/figures';

const QUERIES = 20;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL');
const db = await openDatabase({ url });
const products = new ProductRepository(db);
let t = performance.now();
const snapshot = await new CatalogueIndexCache(products).snapshot();
const held = new Set<number>();
for (const season of SEASONS)
  for (const slot of SLOTS)
    for (const kind of snapshot.index.kinds(season, slot))
      for (const p of kind.products) held.add(p.id);
console.log(
  `bounded index of ${snapshot.index.size} products: ${held.size} held, ` +
    `built in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);
const { rows: biggest } = await sql<{ category: string; n: string }>`
  select category, count(*) as n from products group by category order by n desc limit 1`.execute(
  db,
);
const category = biggest[0]?.category as Parameters<ProductRepository['colourGroups']>[0];
const colours = (await products.colourGroups(category)).sort((a, b) => b.count - a.count);
const total = colours.reduce((s, c) => s + c.count, 0);
console.log(`${category}: ${total} affordable products in ${colours.length} colours`);

t = performance.now();
const blocks: ColourBlock[] = [];
for (const c of colours)
  blocks.push({
    colour: c.colour,
    firstId: c.firstId,
    block: await products.lookBlock(category, c.colour),
  });
const coldMs = performance.now() - t;
const bytes = blocks.reduce((s, b) => s + b.block.ids.length * 70, 0);
const { rows: sampled } = await sql<{ look: string; colour: string }>`
  select look, colour from products where category = ${category} and look is not null
  order by hashtext(id::text) limit ${QUERIES}`.execute(db);
const looks = sampled.map((r) => [...decodeLook(r.look)]);
const warm: number[] = [];
const fetched: number[] = [];
let pooled = 0;
for (const [i, look] of looks.entries()) {
  t = performance.now();
  const ids = photoCandidateIds(
    { category, slot: 'bottom', colour: sampled[i]?.colour as never, look },
    blocks,
    new Set(),
    4,
    i,
  );
  warm.push(performance.now() - t);
  t = performance.now();
  await products.findByIds(ids);
  fetched.push(performance.now() - t);
  pooled += ids.length;
}
console.log(
  `look blocks: read cold ${coldMs.toFixed(0)} ms (${(bytes / 1e6).toFixed(1)} MB held); ` +
    `candidates warm median ${median(warm).toFixed(1)} ms, ` +
    `${Math.round(pooled / looks.length)} of them read by id in ${median(fetched).toFixed(1)} ms`,
);

await sql`create extension if not exists cube`.execute(db);
await sql`drop table if exists bench_look_cubes`.execute(db);
await sql`create table bench_look_cubes (id integer primary key, colour text, pattern text, look cube)`.execute(
  db,
);
for (let after = 0; ;) {
  const { rows } = await sql<{ id: number; colour: string; pattern: string | null; look: string }>`
    select id, colour, pattern, look from products
    where category = ${category} and price <= 200000 and look is not null and id > ${after}
    order by id limit 5000`.execute(db);
  if (rows.length === 0) break;
  const values = rows.map(
    (r) => sql`(${r.id}, ${r.colour}, ${r.pattern}, cube(${[...decodeLook(r.look)]}::float8[]))`,
  );
  await sql`insert into bench_look_cubes values ${sql.join(values)}`.execute(db);
  after = rows.at(-1)?.id ?? after;
}
await sql`create index on bench_look_cubes (colour)`.execute(db);
await sql`analyze bench_look_cubes`.execute(db);

async function timeQueries(label: string): Promise<void> {
  const times: number[] = [];
  for (const [i, look] of looks.entries()) {
    const colour = sampled[i]?.colour ?? '';
    t = performance.now();
    await sql`select id from bench_look_cubes where colour = ${colour}
      order by look <-> cube(${look}::float8[]) limit 20`.execute(db);
    await sql`select id from bench_look_cubes where pattern is not null
      order by look <-> cube(${look}::float8[]) limit 15`.execute(db);
    times.push(performance.now() - t);
  }
  console.log(
    `cube ${label}: median ${median(times.sort((a, b) => a - b)).toFixed(1)} ms a search`,
  );
}
await timeQueries('without GiST');
t = performance.now();
await sql`create index on bench_look_cubes using gist (look)`.execute(db);
console.log(`GiST index on ${total} cubes: ${((performance.now() - t) / 1000).toFixed(1)} s`);
await timeQueries('with GiST');
await sql`drop table bench_look_cubes`.execute(db);
await db.destroy();
