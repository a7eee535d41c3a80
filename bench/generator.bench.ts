/**
 * `npm run bench:generator`: server time of upload + generator for 50 real photos, on the real
 * app (PGlite in a temporary DATA_DIR, the trained recogniser, the sample catalogue), driven
 * in-process with `app.inject` so the figures are the server's own time without network.
 * Prints median and p95 (ms) for upload, generator and both together.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { UPLOADS_PER_MINUTE } from '../server/routes/member-quota';
import { createRecognizer } from '../server/styling/recognizer';
import { MENS_LABELS } from '../server/styling/recognizer/mapping';
import { imagePath, usableSamplesOrExit } from '../ml/dataset';
import { multipartImage, signUpAndLogIn } from '../test/harness';

const PHOTOS = 50;
const MEN: ReadonlySet<string> = new Set(MENS_LABELS);
// The dataset's men's photos (adults), every 37th, as they come in labels.csv; exits with a
// clear message when the dataset is missing.
const photos = usableSamplesOrExit()
  .filter((sample) => MEN.has(sample.label))
  .filter((_, i) => i % 37 === 0)
  .slice(0, PHOTOS)
  .map((sample) => imagePath(sample));

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-bench-'));
const db = await openDatabase({});
const recognizer = createRecognizer();
const { app, catalogue } = await buildApp({
  config: {
    publicUrl: 'http://localhost:8000',
    dataDir,
    jwtSecret: 'bench-secret',
    distDir: path.join(dataDir, 'none'),
  },
  db,
  recognizer,
});
await catalogue.seedIfEmpty();
await recognizer.warmUp();
const uploadMs: number[] = [];
const generatorMs: number[] = [];
let auth: { authorization: string } = { authorization: '' };
for (const [i, file] of photos.entries()) {
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
  uploadMs.push(performance.now() - t);
  if (uploaded.statusCode !== 201) throw new Error(`upload failed: ${uploaded.body}`);
  t = performance.now();
  const generated = await app.inject({
    method: 'POST',
    url: '/api/recommend/v1/generator/',
    payload: { image_url: uploaded.json().image_url },
    headers: auth,
  });
  generatorMs.push(performance.now() - t);
  if (generated.statusCode !== 200) throw new Error(`generator failed: ${generated.body}`);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const row = (name: string, values: number[]) =>
  console.log(
    `${name.padEnd(20)} median ${quantile(values, 0.5).toFixed(0).padStart(5)} ms   p95 ${quantile(values, 0.95).toFixed(0).padStart(5)} ms`,
  );

console.log(
  `generator benchmark: ${photos.length} dataset photos, ${os.cpus().length} cores, node ${process.version}`,
);
row('upload', uploadMs);
row('generator', generatorMs);
row(
  'upload + generator',
  uploadMs.map((u, i) => u + (generatorMs[i] ?? 0)),
);

await app.close();
await db.destroy();
await rm(dataDir, { recursive: true, force: true });
