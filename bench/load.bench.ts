/**
 * `npm run bench:load`: the server's hot paths under load from a second process's view, on
 * 127.0.0.1, beside a bare Fastify "hello" server measured in the same run (the machine is shared
 * and noisy, so every figure is also given as a ratio to that baseline):
 * - `GET /api/picked/v1/main/random/?count=4` (the home page's first list, no token) asked as
 *   autocannon asks (no Accept-Encoding: the answer leaves uncompressed) and as a browser asks
 *   (`accept-encoding: gzip, deflate, br, zstd`, Chrome's: brotli), and
 *   `GET /api/picked/v1/by-time/` (a member's liked ids, with a token): requests per second,
 *   p50 and p99 latency (ms), req/s as a share of the hello server's (the median, and each
 *   round's of that round's hello), and the CPU time the answering process spent per request
 *   (µs, all its threads, from Linux's /proc: steadier than req/s on a shared machine, where
 *   client and server share the cores with others); and the bytes of a main/random answer (4
 *   outfits, as sent and with brotli);
 * - on the embedded database, beside them, a bare Fastify sending one main/random answer of this
 *   tree's (the same bytes and headers, plain and in brotli) without the app's work: what the
 *   answer itself costs server and client, the most the route can reach;
 * on the embedded database (PGlite), and on PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names a server whose user may create databases.
 * Each figure is the median of ROUNDS rounds of DURATION_S seconds with BENCH_CONNECTIONS
 * keep-alive connections (default 32; autocannon). Then, on the embedded server, the main job:
 * - generator photos per second (upload beforehand, then POST generator on a fresh upload each, so
 *   every call recognises its photo) with 1, 2 and 4 shoppers at once, and the ratio to 1;
 * - p50/p99 of a light GET (main/random, one request at a time, by Node's fetch, which asks for
 *   gzip) while 4 shoppers run the main job, beside the same GET on the idle server.
 * With BENCH_PREVIOUS naming a built checkout of the previous release (its own `npm ci` and
 * `npm run build`, e.g. `git worktree add --detach ../prev <commit>`), its server runs beside
 * this one and every embedded figure but the photos per second is given for both, rounds
 * alternating between them. BENCH_PORT puts the servers on fixed ports (hello on it, this tree's
 * on the next, the previous release's on the one after, the bare same answer's on the third
 * after); free ports otherwise.
 * Needs the built app (the npm script builds first) and ../shared/datasets/clothing.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../e2e/support/server';
import { COMPRESS_OPTIONS } from '../server/lib/compression';
import { scratchDatabase } from '../test/scratch-database';
import { generate, newMember, uploadPhoto } from './support/shopper';

const ROUNDS = 3;
/** Generator calls per shopper at each level of the main-job measurement. */
const PHOTOS_PER_SHOPPER = 8;
const datasetDir = path.resolve(process.env.FITPICK_DATASET ?? '../shared/datasets/clothing');
if (!existsSync(path.join(datasetDir, 'images'))) {
  console.error(
    `dataset missing: ${datasetDir} (set FITPICK_DATASET or put ../shared beside the repo)`,
  );
  process.exit(1);
}
const DURATION_S = 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PREVIOUS = process.env.BENCH_PREVIOUS;
const BASE_PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
/** The fixed port of the `n`th server (0 hello, 1 this tree's, 2 the previous release's), if any. */
const portOf = (n: number): number | undefined =>
  BASE_PORT === undefined ? undefined : BASE_PORT + n;

/** How long (ms) a server may take to start (seeding the catalogue on a busy shared machine). */
const STARTUP_MS = 180_000;

/** A server measured: this tree's, or the previous release's. */
interface Measured {
  name: string;
  server: RunningServer;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time (all its threads) the answering process spent per request, µs; NaN off Linux. */
  cpuUs: number;
}

/** Clock ticks a second of /proc's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (ms) process `pid` has used so far: user + system, all threads (Linux /proc), or NaN. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** One autocannon round against `url`, answered by process `pid`. */
async function round(
  url: string,
  headers: Record<string, string>,
  pid: number | undefined,
): Promise<Figures> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: ((cpuMs(pid) - cpuBefore) * 1000) / result.requests.total,
  };
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** A bare Fastify server: its URL (ending in /), process id, and how to stop it. */
interface Bare {
  url: string;
  pid: number | undefined;
  stop: () => void;
}

/**
 * A bare Fastify server in its own process, on fixed port `n` (portOf) if any: GET / answers
 * {"hello":"world"}; with `answer`, GET /answer and /answer-br answer its bytes with its headers
 * (as sent without and with brotli), what main/random costs without the app's work.
 */
async function startBare(n: number, answer?: SameAnswer): Promise<Bare> {
  const script = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    const answer = process.env.BENCH_ANSWER && JSON.parse(process.env.BENCH_ANSWER);
    if (answer) {
      const plain = Buffer.from(answer.plain, 'base64');
      const br = Buffer.from(answer.br, 'base64');
      app.get('/answer', (request, reply) => { reply.headers(answer.headers).send(plain); });
      app.get('/answer-br', (request, reply) => {
        reply.headers(answer.headers).headers({ 'content-encoding': 'br', vary: 'accept-encoding' }).send(br);
      });
    }
    await app.listen({ port: ${portOf(n) ?? 0}, host: '127.0.0.1' });
    console.log('PORT ' + app.server.address().port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_ANSWER: answer ? JSON.stringify(answer) : '' },
  });
  const port = await new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => child.kill() };
}

/** One main/random answer as `server` sent it: its headers (but the connection's), its bytes plain and in brotli (base64). */
interface SameAnswer {
  headers: Record<string, string>;
  plain: string;
  br: string;
}

async function sameAnswer(server: RunningServer): Promise<SameAnswer> {
  const res = await fetch(`${server.baseUrl}/api/picked/v1/main/random/?count=4`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const plain = Buffer.from(await res.arrayBuffer());
  const headers = Object.fromEntries(
    [...res.headers].filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name),
    ),
  );
  // In brotli as the app compresses (lib/compression.ts).
  const br = zlib.brotliCompressSync(plain, COMPRESS_OPTIONS.brotliOptions);
  return { headers, plain: plain.toString('base64'), br: br.toString('base64') };
}

/** What Chrome sends as Accept-Encoding (the app's requests, from its worker's fetch). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Rounds alternate between the hello server and each path of each server, so that noise hits all alike. */
async function measure(
  label: string,
  servers: Measured[],
  hello: Bare,
  same?: Bare,
): Promise<void> {
  type Target = [name: string, url: string, headers: Record<string, string>, pid?: number];
  const targets: Target[] = [['hello (bare Fastify)', hello.url, {}, hello.pid]];
  if (same)
    targets.push(
      ['its answer (bare Fastify)', `${same.url}answer`, {}, same.pid],
      ['its answer br (bare Fastify)', `${same.url}answer-br`, BROWSER_ENCODINGS, same.pid],
    );
  for (const { name, server } of servers) {
    const token = (await newMember(server.baseUrl)).access;
    const random = `${server.baseUrl}/api/picked/v1/main/random/?count=4`;
    targets.push(
      [`main/random ${name}`, random, {}, server.pid],
      [`main/random br ${name}`, random, BROWSER_ENCODINGS, server.pid],
      [
        `by-time ${name}`,
        `${server.baseUrl}/api/picked/v1/by-time/`,
        { authorization: `Bearer ${token}` },
        server.pid,
      ],
    );
  }
  const results = targets.map(() => [] as Figures[]);
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const [i, [, url, headers, pid]] of targets.entries())
      results[i]!.push(await round(url, headers, pid));
  }
  const helloRps = median(results[0]!.map((f) => f.rps));
  console.log(`\n${label} (median of ${ROUNDS} × ${DURATION_S} s, ${CONNECTIONS} connections)`);
  console.log(
    'path                            req/s   p50 ms  p99 ms  share of hello (each round)   server CPU µs/req',
  );
  for (const [i, [name]] of targets.entries()) {
    const of = (key: keyof Figures) => median(results[i]!.map((f) => f[key]));
    const rounds = results[i]!.map((f, r) => ((f.rps / results[0]![r]!.rps) * 100).toFixed(0));
    console.log(
      `${name.padEnd(30)} ${of('rps').toFixed(0).padStart(7)} ${of('p50').toFixed(1).padStart(8)} ${of('p99').toFixed(1).padStart(7)} ${((of('rps') / helloRps) * 100).toFixed(1).padStart(7)} % (${rounds.join(', ')} %)`.padEnd(
        86,
      ) + of('cpuUs').toFixed(1).padStart(6),
    );
  }
  for (const { name, server } of servers) {
    const { plain, br } = await answerBytes(server);
    console.log(
      `main/random answer ${name}: ${plain.toFixed(0)} bytes, ${br.toFixed(0)} with brotli (mean of ${ANSWERS})`,
    );
  }
}

/** Answers of main/random/?count=4 whose sizes are averaged (the outfits are drawn at random). */
const ANSWERS = 20;

/** Mean bytes of a main/random/?count=4 answer as sent without and with `accept-encoding: br`. */
async function answerBytes(server: RunningServer): Promise<{ plain: number; br: number }> {
  const url = `${server.baseUrl}/api/picked/v1/main/random/?count=4`;
  let plain = 0;
  let br = 0;
  for (let i = 0; i < ANSWERS; i += 1) {
    plain += await sentBytes(url, {});
    br += await sentBytes(url, { 'accept-encoding': 'br' });
  }
  return { plain: plain / ANSWERS, br: br / ANSWERS };
}

/** Bytes of the body the server sends for `url` with `headers` (not decoded, unlike fetch's). */
function sentBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** A photo uploaded by a member: the member's access token and the photo's image URL. */
interface Upload {
  token: string;
  url: string;
}

/**
 * Uploads `count` dataset photos, PHOTOS_PER_SHOPPER per new member (each shopper within the
 * per-member quotas of uploads and generator answers); resolves to the uploads.
 */
async function uploadPhotos(server: RunningServer, count: number): Promise<Upload[]> {
  const files = readdirSync(path.join(datasetDir, 'images'))
    .filter((f) => f.endsWith('.jpg'))
    .slice(0, 60);
  const uploads: Upload[] = [];
  let token = '';
  for (let i = 0; i < count; i += 1) {
    if (i % PHOTOS_PER_SHOPPER === 0) token = (await newMember(server.baseUrl)).access;
    const file = path.join(datasetDir, 'images', files[i % files.length]!);
    uploads.push({ token, url: await uploadPhoto(server.baseUrl, token, file) });
  }
  return uploads;
}

/** `shoppers` loops, each POSTing the generator on fresh uploads as their uploader; resolves to photos/s. */
async function generatorThroughput(
  server: RunningServer,
  uploads: Upload[],
  shoppers: number,
): Promise<number> {
  const queue = [...uploads];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await generate(server.baseUrl, next.token, next.url, '반소매 티셔츠');
      }
    }),
  );
  return uploads.length / ((performance.now() - start) / 1000);
}

/** Latencies (ms) of one-at-a-time GET main/random until `until` resolves (at least 20). */
async function lightGets(server: RunningServer, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const ms: number[] = [];
  while (!done || ms.length < 20) {
    const t = performance.now();
    await (await fetch(`${server.baseUrl}/api/picked/v1/main/random/?count=4`)).arrayBuffer();
    ms.push(performance.now() - t);
  }
  return ms;
}

const quantile = (xs: number[], q: number): number =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] as number;

async function ready(server: RunningServer): Promise<void> {
  for (let i = 0; i < 60 && (await fetch(`${server.baseUrl}/readyz`)).status !== 200; i += 1)
    await new Promise((r) => setTimeout(r, 500));
}

/** Photos per second of the generator with 1, 2 and 4 shoppers on `server`. */
async function mainJob(server: RunningServer): Promise<void> {
  console.log(
    `\nmain job on PGlite (generator on fresh uploads, ${PHOTOS_PER_SHOPPER} photos per shopper)`,
  );
  let one = 0;
  for (const shoppers of [1, 2, 4]) {
    const uploads = await uploadPhotos(server, PHOTOS_PER_SHOPPER * shoppers);
    const rate = await generatorThroughput(server, uploads, shoppers);
    one ||= rate;
    console.log(
      `  ${shoppers} shopper(s): ${rate.toFixed(2)} photos/s, ×${(rate / one).toFixed(2)} of one shopper`,
    );
  }
}

/**
 * A light GET's p50/p99 on each idle server, then on each while 4 shoppers run its generator
 * (with their photos per second: what the light GET's speed costs the main job).
 */
async function lightGetUnderLoad(servers: Measured[]): Promise<void> {
  const ms = (xs: number[], q: number) => quantile(xs, q).toFixed(1);
  for (const { name, server } of servers) {
    const idle = await lightGets(server, new Promise((r) => setTimeout(r, 3_000)));
    const uploads = await uploadPhotos(server, PHOTOS_PER_SHOPPER * 4);
    const job = generatorThroughput(server, uploads, 4);
    const busy = await lightGets(server, job);
    const photos = await job;
    console.log(
      `  light GET main/random ${name}, idle: p50 ${ms(idle, 0.5)} ms, p99 ${ms(idle, 0.99)} ms (${idle.length} requests)`,
    );
    console.log(
      `  light GET main/random ${name}, 4 shoppers (${photos.toFixed(2)} photos/s): p50 ${ms(busy, 0.5)} ms, p99 ${ms(busy, 0.99)} ms (${busy.length} requests)` +
        ` — ×${(quantile(busy, 0.5) / quantile(idle, 0.5)).toFixed(2)} / ×${(quantile(busy, 0.99) / quantile(idle, 0.99)).toFixed(2)} of idle`,
    );
  }
}

const hello = await startBare(0);
try {
  const embedded: Measured[] = [
    { name: '(this tree)', server: await startServer({ port: portOf(1), startupMs: STARTUP_MS }) },
  ];
  try {
    if (PREVIOUS)
      embedded.push({
        name: '(previous)',
        server: await startServer({ root: PREVIOUS, port: portOf(2), startupMs: STARTUP_MS }),
      });
    // The recogniser threads load their models first: not while hello is measured.
    for (const { server } of embedded) await ready(server);
    const same = await startBare(3, await sameAnswer(embedded[0]!.server));
    try {
      await measure('PGlite (embedded)', embedded, hello, same);
    } finally {
      same.stop();
    }
    for (const { server } of embedded)
      await generatorThroughput(server, await uploadPhotos(server, 2), 2); // warm-up
    await mainJob(embedded[0]!.server);
    await lightGetUnderLoad(embedded);
  } finally {
    for (const { server } of embedded) await server.stop();
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await scratchDatabase(adminUrl, 'fitpick_bench');
    try {
      const server = await startServer({ env: { DATABASE_URL: scratch.url }, port: portOf(1) });
      try {
        await measure('PostgreSQL', [{ name: '(this tree)', server }], hello);
      } finally {
        await server.stop();
      }
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
} finally {
  hello.stop();
}
