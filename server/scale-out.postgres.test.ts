/**
 * Scale-out (ARCHITECTURE.md "Scale-out"): two server processes, each with its own default
 * PUBLIC_URL, on one PostgreSQL and one shared DATA_DIR, serve one member's journey alternately —
 * sign-up and upload on the first, outfits and likes on the second — and killing the second with
 * SIGKILL in the middle of a burst of likes loses no like it acknowledged. Runs in vitest's
 * 'postgres' project (TEST_DATABASE_URL); needs ../shared/datasets/clothing for a real photo.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartImage } from '../test/harness';
import { scratchDatabase, type ScratchDatabase } from '../test/scratch-database';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL for the scale-out test');
const datasetDir = path.resolve(process.env.FITPICK_DATASET ?? '../shared/datasets/clothing');
/** A validation T-shirt photo of the dataset. */
const PHOTO = path.join(datasetDir, 'images', '00003aeb-ace5-43bf-9a0c-dc31a03e9cd2.jpg');
if (!existsSync(PHOTO))
  throw new Error(
    `dataset missing: ${PHOTO} (set FITPICK_DATASET or put ../shared beside the repo)`,
  );

interface Process {
  base: string;
  child: ChildProcess;
  log: () => string;
}

let scratch: ScratchDatabase;
let dataDir: string;
let databaseUrl: string;
const started: Process[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `server/main.ts` on a free port with its own default PUBLIC_URL; resolves once it answers. */
async function startProcess(): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: '',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'scale-out-secret-0123456789',
      DIST_DIR: path.join(dataDir, 'no-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const proc = { base: `http://127.0.0.1:${port}`, child, log: () => log };
  started.push(proc);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    const ok = await fetch(`${proc.base}/api/picked/v1/main/random/?count=1`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return proc;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start:\n${log}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-scale-'));
  scratch = await scratchDatabase(adminUrl, 'fitpick_scale');
  databaseUrl = scratch.url;
}, 60_000);

afterAll(async () => {
  for (const { child } of started) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('two processes on one PostgreSQL', () => {
  it('should serve one journey across both and keep every acknowledged like after a SIGKILL', async () => {
    // The first process seeds the catalogue; the second starts on the seeded database.
    const first = await startProcess();
    const second = await startProcess();
    const json = { 'content-type': 'application/json' };
    const email = 'scale@example.com';
    const password = 'scale-pass-1!';
    const signup = await fetch(`${first.base}/api/account/v1/signup/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email,
        username: '확장',
        password,
        height: null,
        weight: null,
        age: null,
        sex: 'M',
      }),
    });
    expect(signup.status).toBe(201);
    const login = await fetch(`${second.base}/api/account/v1/login/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    const { access_token: access } = (await login.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access}` };

    const { payload, headers } = multipartImage(readFileSync(PHOTO));
    const upload = await fetch(`${first.base}/api/account/v1/upload-image/`, {
      method: 'POST',
      headers: { ...headers, ...auth },
      body: payload,
    });
    expect(upload.status).toBe(201);
    const { image_url: imageUrl } = (await upload.json()) as { image_url: string };
    expect(imageUrl.startsWith(first.base.replace('127.0.0.1', 'localhost'))).toBe(true);

    const generated = await fetch(`${second.base}/api/recommend/v1/generator/`, {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ image_url: imageUrl, category: '반소매 티셔츠' }),
    });
    expect(generated.status, second.log()).toBe(200);
    const outfits = (
      (await generated.json()) as { product_combinations: { recommendation_id: number }[] }
    ).product_combinations;
    expect(outfits.length).toBeGreaterThan(0);

    // A burst of likes on the second process (each an idempotent "liked: true" of a club outfit),
    // killed with SIGKILL while they are in flight.
    const clubIds = (
      (await (await fetch(`${first.base}/api/picked/v1/main/random/?count=20`)).json()) as {
        id: number;
      }[]
    ).map((o) => o.id);
    const acknowledged: number[] = [];
    let firstAcknowledged: () => void;
    const someAcknowledged = new Promise<void>((resolve) => (firstAcknowledged = resolve));
    const burst = clubIds.map((id, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 15)).then(() =>
        fetch(`${second.base}/api/picked/v1/main_picked/toggle/`, {
          method: 'POST',
          headers: { ...json, ...auth, 'idempotency-key': `burst-${id}` },
          body: JSON.stringify({ main_recommendation_id: id, liked: true }),
        }).then(
          (res) => {
            if (res.status !== 201) return;
            acknowledged.push(id);
            firstAcknowledged();
          },
          () => undefined,
        ),
      ),
    );
    // Killed once the first like is acknowledged, with the rest still in flight (on a loaded
    // machine a fixed delay could come before any answer).
    await Promise.race([someAcknowledged, Promise.all(burst)]);
    second.child.kill('SIGKILL');
    await Promise.all(burst);
    expect(acknowledged.length).toBeGreaterThan(0);

    const saved = (await (
      await fetch(`${first.base}/api/picked/v1/main_picked/by-time/`, { headers: auth })
    ).json()) as { main_recommendation: { id: number } }[];
    const savedIds = new Set(saved.map((s) => s.main_recommendation.id));
    for (const id of acknowledged)
      expect(savedIds.has(id), `acknowledged like of club outfit ${id}`).toBe(true);
  }, 120_000);
});
