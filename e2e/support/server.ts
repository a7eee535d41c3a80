/**
 * Starts the real server (built app + API, PGlite in a temporary DATA_DIR, real recogniser) on a
 * free port, as `npm start` would after a build; used by the e2e global setup and by
 * `npm run bench:offline`. Fails clearly when the built app is missing or the server does not
 * answer in time (60 s unless told; with its log).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** The server's DATA_DIR (mail outbox, secrets.json). */
  dataDir: string;
  /** The server process's id (its memory, in benchmarks). */
  pid: number;
  /** Stops the server and deletes its DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * Spawns the server of the checkout at `root` (default: this one), serving the app
 * in `distDir` (default `root`/dist), on `port` (default: a free one), and waits until it
 * answers; `env` adds to or overrides its environment (e.g. DATABASE_URL for a benchmark on
 * PostgreSQL). Another `root` (a built copy of the previous release) runs with its own
 * dependencies.
 */
export async function startServer(
  options: {
    distDir?: string;
    env?: NodeJS.ProcessEnv;
    root?: string;
    port?: number;
    /** How long (ms) the server may take to answer (default 60 s). */
    startupMs?: number;
  } = {},
): Promise<RunningServer> {
  const root = path.resolve(options.root ?? '.');
  const distDir = path.resolve(root, options.distDir ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} has no built app: run \`npm run build\` first.`);
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const compiled = existsSync(path.join(root, 'dist-server', 'main.mjs'));
  // The compiled server as `npm start` runs it (server/serve.sh: `exec`, so the pid is Node's),
  // or the sources under tsx for a checkout built before the server was compiled (a previous
  // release in `bench:load`).
  const server = spawn(
    compiled ? 'sh' : process.execPath,
    compiled ? ['server/serve.sh'] : ['--import', 'tsx', 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE: process.execPath,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        DATABASE_URL: '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    // Wait for the exit: deleting DATA_DIR while PGlite still writes on shutdown fails (ENOTEMPTY).
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const startupMs = options.startupMs ?? 60_000;
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${log}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/picked/v1/main/random/?count=1`);
      if (res.ok) return { baseUrl, dataDir, pid: server.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`server did not start within ${startupMs / 1000} s:\n${log}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
