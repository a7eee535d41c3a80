/**
 * Starts the real server (built app + API, PGlite in a temporary DATA_DIR, real recogniser) on
 * a free port for the e2e journeys, and stops it afterwards. Fails clearly when the built app,
 * chromium or the dataset is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, DATASET_DIR } from './support/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's DATA_DIR: its mail outbox is `<dataDir>/outbox/`. */
    dataDir: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install chromium (.ci/run does).`);
  if (!existsSync(DATASET_DIR)) throw new Error(`${DATASET_DIR} is missing: the journeys upload real photos from ../shared/datasets/clothing.`);

  const port = await freePort();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForServer(baseUrl, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
}

export async function teardown(): Promise<void> {
  server?.kill('SIGTERM');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(baseUrl: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/picked/v1/main/random/?count=1`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within 60 s:\n${log()}`);
}
