/**
 * `npm run bench:catalogue -- --count 1000000` (after `npm run build`; PostgreSQL at
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, whose user may create databases): a shop's catalogue
 * of `count` products against the sample catalogue, in one run.
 * - `catalog:synthesize` writes `count` products (CSV, the documented import format);
 * - `catalog:import` takes them into a scratch database, killed (SIGKILL) part-way and run
 *   again: the rows per second over both runs, and the products counted after (exactly `count`
 *   wanted);
 * - for the sample catalogue (a scratch database the server seeds) and the big one: a server
 *   process (the compiled server as `npm start` runs it, real recogniser) is started and timed
 *   until it answers, its RSS read after the start, after GENERATOR_ANSWERS generator answers
 *   (dataset photos, members of GENERATOR_PER_MINUTE answers each, one at a time, each photo's
 *   cut-out fetched after its first answer as /fashion shows it), and once the recogniser threads
 *   that started for them have ended (THREAD_IDLE_MS later; the cut-out thread stays
 *   CUTOUT_THREAD_IDLE_MS), with the answers' median and p99.
 * The catalogue's own share of the memory is the big process's RSS less the sample one's (the
 * recogniser, the app and Node are in both). What a recogniser thread and the cut-out thread add
 * is measured alone (support/thread-rss.mjs), and the server's RSS without them printed too.
 * - two server processes on the big catalogue while PICKUP_ROWS more products are imported: the
 *   seconds from the import's end until both answer `GET /readyz` with the new count (each
 *   asked every second, as a load balancer would).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, type RunningServer } from '../e2e/support/server';
import { synthesizeCatalogue } from '../server/catalog/synthesize';
import { openDatabase } from '../server/db/database';
import { ProductRepository } from '../server/repositories/product.repository';
import { GENERATOR_PER_MINUTE } from '../server/routes/member-quota';
import { scratchDatabase } from '../test/scratch-database';
import { median, quantile } from './support/figures';
import { THREAD_IDLE_MS } from '../server/styling/recognizer/pool';
import { fetchCutout, generate, newMember, uploadPhoto } from './support/shopper';

const GENERATOR_ANSWERS = Number(process.env.BENCH_GENERATOR_ANSWERS ?? 1_000);
const DATASET = path.resolve(process.env.FITPICK_DATASET ?? '../shared/datasets/clothing');
/** Dataset photos (id, the category they are read as) the members ask outfits for. */
const PHOTOS: readonly [string, string][] = [
  ['030a5708-f6d7-441f-86ee-0b51b33f3f51', '데님 팬츠'],
  ['01938e19-ece6-4f67-8e48-bfd6dd6ce399', '셔츠&블라우스 - 긴소매'],
  ['01c5cb43-4ce1-4d08-8b71-c0a20ba94a63', '패션스니커즈화'],
];

/** The resident memory of process `pid`, MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Runs `npm run catalog:import -- file` on `url`; kills it after `killAfterMs` when given. */
function runImport(file: string, url: string, killAfterMs?: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/catalog/import.ts', file], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const timer = killAfterMs ? setTimeout(() => child.kill('SIGKILL'), killAfterMs) : undefined;
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0 && signal !== 'SIGKILL')
        reject(new Error(`catalog:import exited ${code ?? signal}`));
      else resolve(performance.now() - started);
    });
  });
}

/** A server on `url`: ms until it answered, RSS then and after the answers, their latencies. */
async function serve(url: string) {
  const started = performance.now();
  const server: RunningServer = await startServer({
    // each member signs up from an address of its own (the sign-up limit is per address)
    env: { DATABASE_URL: url, TRUST_PROXY: '127.0.0.1' },
    startupMs: 600_000,
  });
  const readyMs = performance.now() - started;
  try {
    const rssStart = rssMb(server.pid);
    const times: number[] = [];
    while (times.length < GENERATOR_ANSWERS) {
      const member = await newMember(server.baseUrl, {
        'x-forwarded-for': `10.0.${Math.floor(times.length / 250)}.${times.length % 250}`,
      });
      const [id, category] = PHOTOS[times.length % PHOTOS.length] as [string, string];
      const imageUrl = await uploadPhoto(
        server.baseUrl,
        member.access,
        path.join(DATASET, 'images', `${id}.jpg`),
      );
      for (let i = 0; i < GENERATOR_PER_MINUTE && times.length < GENERATOR_ANSWERS; i += 1) {
        const t = performance.now();
        const answer = await generate(server.baseUrl, member.access, imageUrl, category);
        times.push(performance.now() - t);
        if (i === 0) await fetchCutout(member.access, answer);
      }
    }
    times.sort((a, b) => a - b);
    const rssAfter = rssMb(server.pid);
    await new Promise((resolve) => setTimeout(resolve, THREAD_IDLE_MS + 5_000));
    return {
      readyMs,
      rssStart,
      rssAfter,
      rssIdle: rssMb(server.pid),
      median: median(times),
      p99: quantile(times, 0.99),
    };
  } finally {
    await server.stop();
  }
}

/** support/thread-rss.mjs under the server's memory settings: RSS (MB) bare, + a recogniser thread, + the cut-out thread. */
function threadRss(): { bare: number; recogniser: number; cutout: number } {
  const photos = PHOTOS.map(([id]) => path.join(DATASET, 'images', `${id}.jpg`));
  const run = spawnSync('sh', ['server/serve.sh', 'bench/support/thread-rss.mjs', ...photos], {
    env: { ...process.env, NODE: process.execPath },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`thread-rss.mjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { bare: number; recogniser: number; cutout: number };
}

const PICKUP_ROWS = 1_000;

/** Seconds until two processes on `url` both hold `count` + PICKUP_ROWS products after an import. */
async function pickup(url: string, count: number, dir: string): Promise<number> {
  const servers = await Promise.all(
    [0, 1].map(() => startServer({ env: { DATABASE_URL: url }, startupMs: 600_000 })),
  );
  try {
    const file = path.join(dir, 'more.csv');
    await synthesizeCatalogue(PICKUP_ROWS, file, 2);
    await runImport(file, url);
    const imported = performance.now();
    const products = async (server: RunningServer) =>
      ((await (await fetch(`${server.baseUrl}/readyz`)).json()) as { products?: number }).products;
    const waiting = new Set(servers);
    while (waiting.size > 0 && performance.now() - imported < 600_000) {
      for (const server of [...waiting])
        if ((await products(server)) === count + PICKUP_ROWS) waiting.delete(server);
      if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    return waiting.size === 0 ? (performance.now() - imported) / 1000 : Number.POSITIVE_INFINITY;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** Prints the figures of a `count`-product catalogue against the sample's (module comment). */
export async function catalogueAtScale(count: number, adminUrl: string): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-scale-'));
  const sample = await scratchDatabase(adminUrl, 'fitpick_sample');
  const big = await scratchDatabase(adminUrl, 'fitpick_big');
  try {
    const file = path.join(dir, 'catalogue.csv');
    let t = performance.now();
    await synthesizeCatalogue(count, file);
    console.log(`synthesize ${count} products: ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // Killed after about 40 % of its expected time at 5,000 rows/s, then run again.
    const killedMs = await runImport(file, big.url, Math.max(2_000, (count / 5_000) * 400));
    const resumedMs = await runImport(file, big.url);
    const db = await openDatabase({ url: big.url });
    const imported = await new ProductRepository(db).count();
    await db.destroy();
    const seconds = (killedMs + resumedMs) / 1000;
    console.log(
      `import: killed after ${(killedMs / 1000).toFixed(1)} s, resumed ${(resumedMs / 1000).toFixed(1)} s: ` +
        `${Math.round(count / seconds)} rows/s over both; products after: ${imported} (${imported === count ? 'exact' : `NOT ${count}`})`,
    );

    t = performance.now();
    const small = await serve(sample.url);
    const large = await serve(big.url);
    console.log(`servers measured in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    const threads = threadRss();
    const recogniserMb = threads.recogniser - threads.bare;
    const cutoutMb = threads.cutout - threads.recogniser;
    const row = (label: string, f: typeof small) =>
      `| ${label} | ${(f.readyMs / 1000).toFixed(1)} s | ${f.rssStart.toFixed(0)} MB | ${f.rssAfter.toFixed(0)} MB ` +
      `(${(f.rssAfter - recogniserMb - cutoutMb).toFixed(0)} MB without) | ${f.rssIdle.toFixed(0)} MB | ` +
      `${f.median.toFixed(0)} ms | ${f.p99.toFixed(0)} ms |`;
    console.log(
      `| catalogue | ready | RSS after start | RSS after ${GENERATOR_ANSWERS} answers (without the recogniser and cut-out threads) | ` +
        `RSS once idle threads ended | generator median | p99 |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    console.log(row('sample', small));
    console.log(row(`${count}`, large));
    console.log(
      `measured alone: a recogniser thread adds ${recogniserMb} MB, the cut-out thread ${cutoutMb} MB (support/thread-rss.mjs)`,
    );
    console.log(
      `big vs sample: median ×${(large.median / small.median).toFixed(2)}, p99 ×${(large.p99 / small.p99).toFixed(2)}; ` +
        `the catalogue's share of the RSS ${(large.rssAfter - small.rssAfter).toFixed(0)} MB`,
    );
    const pickupSeconds = await pickup(big.url, count, dir);
    console.log(
      `two processes on it, ${PICKUP_ROWS} products imported meanwhile: both answer with them after ${pickupSeconds.toFixed(0)} s`,
    );
  } finally {
    await sample.drop();
    await big.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
