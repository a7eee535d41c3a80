/**
 * `npm run bench:generator`: server time of upload + generator for 50 real photos, on the real
 * app (PGlite in a temporary DATA_DIR, the trained recogniser, the sample catalogue), driven
 * in-process with `app.inject` so the figures are the server's own time without network.
 * Prints median and p95 (ms) for upload, generator and both together, on the served recogniser
 * (its pool of threads) with and without the cut-out of the shopper's garment (two apps on one
 * database taking turns, each pass twice; with it, the cut-out's first request too, which the app
 * makes while it shows the outfits), the ratio of photo → outfits with and without it (the
 * requirement: ≤ ×1.3), and the event loop's delay while the cut-outs run (the requirement:
 * never blocked > 50 ms).
 * The second app cuts out with GrabCut alone (the baseline); a third with the mask head's prior
 * (the served SERVED_CUTOUT_MASK, or `-- --mask head-grabcut|union`: the prior on a recogniser
 * thread, then the GrabCuts on the cut-out thread; pool.ts `cutoutMask`), on a pool of its own,
 * in the same turns; its cut-out times are also given as ratios to GrabCut's.
 * Last, the first cut-out after an idle minute (the recogniser's extra threads have ended:
 * THREAD_IDLE_MS; the cut-out thread stays CUTOUT_THREAD_IDLE_MS), IDLE_ROUNDS times for each
 * pool, in alternating order. `-- --cold` lets the cut-out thread end after the same minute, so
 * those rounds measure a cut-out thread that starts again (what a shopper meets after
 * CUTOUT_THREAD_IDLE_MS of quiet).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { GeneratorResponse } from '../contract/api';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { UPLOADS_PER_MINUTE } from '../server/routes/member-quota';
import { SERVED_CUTOUT_MASK, type ServedMask } from '../server/styling/cutout';
import { createRecognizerPool, THREAD_IDLE_MS } from '../server/styling/recognizer/pool';
import type { GarmentRecognizer } from '../server/styling/types';
import { MENS_LABELS } from '../server/styling/recognizer/mapping';
import { imagePath, usableSamplesOrExit } from '../ml/dataset';
import { multipartImage, signUpAndLogIn } from '../test/harness';

const PHOTOS = 50;
/** The mask of the head's pool (`--mask`; default the served one, cutout.ts SERVED_CUTOUT_MASK). */
const maskAt = process.argv.indexOf('--mask');
const HEAD_MASK = (maskAt >= 0 ? process.argv[maskAt + 1] : SERVED_CUTOUT_MASK) as ServedMask;
/** How many times the first cut-out after an idle minute is measured, per pool. */
const IDLE_ROUNDS = 2;
/** `--cold`: the cut-out thread ends after an idle minute too (it starts again for the idle rounds). */
const COLD = process.argv.includes('--cold');
const MEN: ReadonlySet<string> = new Set(MENS_LABELS);
// The dataset's men's photos (adults), every 37th, as they come in labels.csv; exits with a
// clear message when the dataset is missing.
const photos = usableSamplesOrExit()
  .filter((sample) => MEN.has(sample.label))
  .filter((_, i) => i % 37 === 0)
  .slice(0, PHOTOS)
  .map((sample) => imagePath(sample));

/** Server times (ms) per photo: upload, generator, and the cut-out's first request (when offered). */
interface Times {
  upload: number[];
  generator: number[];
  cutout: number[];
}

/** One pass: upload + generator (+ the cut-out's first request) for the first `count` photos on `app`. */
async function pass(app: FastifyInstance, count = photos.length): Promise<Times> {
  const upload: number[] = [];
  const generator: number[] = [];
  const cutout: number[] = [];
  let auth: { authorization: string } = { authorization: '' };
  for (const [i, file] of photos.slice(0, count).entries()) {
    // A new shopper every UPLOADS_PER_MINUTE photos: one member's quota is what one shopper does.
    if (i % UPLOADS_PER_MINUTE === 0)
      auth = { authorization: `Bearer ${(await signUpAndLogIn({ app })).access}` };
    const { payload, headers } = multipartImage(readFileSync(file));
    let t = performance.now();
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/account/v1/upload-image/',
      payload,
      headers: { ...headers, ...auth },
    });
    upload.push(performance.now() - t);
    if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
    t = performance.now();
    const generated = await app.inject({
      method: 'POST',
      url: '/api/recommend/v1/generator/',
      payload: { image_url: uploaded.json().image_url },
      headers: auth,
    });
    generator.push(performance.now() - t);
    if (generated.statusCode !== 200) throw new Error(`generator failed: ${generated.body}`);
    const cutoutUrl = generated.json<GeneratorResponse>().recognition.cutout_url;
    if (cutoutUrl) {
      // What the app asks for while it shows the outfits: the shopper's garment.
      t = performance.now();
      const picture = await app.inject({
        method: 'GET',
        url: new URL(cutoutUrl).pathname,
        headers: auth,
      });
      cutout.push(performance.now() - t);
      if (picture.statusCode !== 200) throw new Error(`cut-out failed: ${picture.body}`);
    }
  }
  return { upload, generator, cutout };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const row = (name: string, values: number[]) =>
  console.log(
    `${name.padEnd(34)} median ${quantile(values, 0.5).toFixed(0).padStart(5)} ms   p95 ${quantile(values, 0.95).toFixed(0).padStart(5)} ms`,
  );

// The served recogniser: the pool of threads (server/main.ts), one per core; the cut-out of the
// shopper's garment runs on them beside recognition, or not at all (`cutout` left out).
const cutoutIdleMs = COLD ? THREAD_IDLE_MS : undefined;
const pool = createRecognizerPool({ cutoutMask: 'grabcut', cutoutIdleMs });
const headPool = createRecognizerPool({ cutoutMask: HEAD_MASK, cutoutIdleMs });
await Promise.all([pool.warmUp(), headPool.warmUp()]);
const withoutCutout: GarmentRecognizer = { recognize: (image) => pool.recognize(image) };
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-bench-'));
const db = await openDatabase({});
const apps = await Promise.all(
  [withoutCutout, pool, headPool].map(async (recognizer, i) => {
    const { app, catalogue } = await buildApp({
      config: {
        publicUrl: 'http://localhost:8000',
        dataDir: path.join(dataDir, String(i)),
        jwtSecret: 'bench-secret',
        distDir: path.join(dataDir, 'none'),
      },
      db,
      recognizer,
    });
    await catalogue.seedIfEmpty();
    // As server/main.ts does before it listens: the outfit engine's index is built at start.
    await catalogue.catalogueIndex();
    return app;
  }),
);

console.log(
  `generator benchmark: ${photos.length} dataset photos, ${os.cpus().length} cores, recogniser threads ${pool.threadIds.size || os.availableParallelism()}, node ${process.version}`,
);
// Each pass twice, in turns (without, with, without, with): the machine's state is shared.
type Run = 'without' | 'with' | 'head';
const runs: Record<Run, Times> = {
  without: { upload: [], generator: [], cutout: [] },
  with: { upload: [], generator: [], cutout: [] },
  head: { upload: [], generator: [], cutout: [] },
};
/**
 * How late a 10 ms timer fires while `run` runs: the event loop's longest block and its p99 (ms).
 * (A monitorEventLoopDelay histogram enabled again after a pause counts the pause as a delay.)
 */
async function loopDelayDuring(run: () => Promise<void>): Promise<number[]> {
  const lates: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lates.push(Math.max(0, now - last - 10));
    last = now;
  }, 10);
  await run();
  clearInterval(timer);
  return lates;
}

const lates: number[] = [];
for (let round = 0; round < 2; round++)
  for (const [name, app] of [
    ['without', apps[0]!],
    ['with', apps[1]!],
    ['head', apps[2]!],
  ] as const) {
    let times: Times = { upload: [], generator: [], cutout: [] };
    const measure = async () => void (times = await pass(app));
    if (name === 'with') lates.push(...(await loopDelayDuring(measure)));
    else await measure();
    runs[name].upload.push(...times.upload);
    runs[name].generator.push(...times.generator);
    runs[name].cutout.push(...times.cutout);
  }
const titles: Record<Run, string> = {
  without: "without the cut-out of the shopper's garment:",
  with: "with the cut-out of the shopper's garment (GrabCut alone):",
  head: `with the cut-out from the mask head's prior ('${HEAD_MASK}'):`,
};
for (const name of ['without', 'with', 'head'] as const) {
  const { upload, generator, cutout } = runs[name];
  console.log(titles[name]);
  row('  upload', upload);
  row('  generator', generator);
  if (cutout.length) row("  cut-out's first request", cutout);
  row(
    '  upload + generator',
    upload.map((u, i) => u + (generator[i] ?? 0)),
  );
}
const both = (name: Run) =>
  quantile(
    runs[name].upload.map((u, i) => u + (runs[name].generator[i] ?? 0)),
    0.5,
  );
console.log(
  `photo → outfits median with the cut-out: ×${(both('with') / both('without')).toFixed(2)} of without`,
);
console.log(
  `photo → outfits median with the head's cut-out: ×${(both('head') / both('without')).toFixed(2)} of without`,
);
const ratio = (q: number) =>
  (quantile(runs.head.cutout, q) / quantile(runs.with.cutout, q)).toFixed(2);
console.log(
  `cut-out's first request, ${HEAD_MASK} / GrabCut: median ×${ratio(0.5)}, p95 ×${ratio(0.95)}`,
);
console.log(
  `event loop delay while generating with the cut-out: max ${Math.max(...lates).toFixed(0)} ms, p99 ${quantile(lates, 0.99).toFixed(0)} ms`,
);

// The first cut-out after an idle minute: every recogniser thread but the first has ended, and
// the cut-out thread too with --cold.
const idle: Record<'with' | 'head', number[]> = { with: [], head: [] };
const idleOutfits: Record<'with' | 'head', number[]> = { with: [], head: [] };
for (let round = 0; round < IDLE_ROUNDS; round++) {
  await new Promise((resolve) => setTimeout(resolve, THREAD_IDLE_MS + 2_000));
  const order = round % 2 ? (['head', 'with'] as const) : (['with', 'head'] as const);
  for (const name of order) {
    const times = await pass(apps[name === 'with' ? 1 : 2]!, 1);
    idle[name].push(...times.cutout);
    idleOutfits[name].push((times.upload[0] ?? NaN) + (times.generator[0] ?? NaN));
  }
}
console.log(
  `first cut-out after an idle minute (${IDLE_ROUNDS} each; the cut-out thread ${COLD ? 'ended and started again' : 'kept'}): GrabCut ${idle.with.map((t) => t.toFixed(0)).join(', ')} ms; ${HEAD_MASK} ${idle.head.map((t) => t.toFixed(0)).join(', ')} ms ` +
    `(upload + generator before it: ${idleOutfits.with.map((t) => t.toFixed(0)).join(', ')} and ${idleOutfits.head.map((t) => t.toFixed(0)).join(', ')} ms)`,
);

for (const app of apps) await app.close();
await Promise.all([pool.close(), headPool.close()]);
await db.destroy();
await rm(dataDir, { recursive: true, force: true });
