import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyPgliteTemplateTo } from '../../test/pglite-template';
import { DatabaseLockedError, openDatabase, type Database } from './database';

let dataDir: string;
let opened: Database[];
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-lock-'));
  // The database a server left after its first start (initdb and migrations done): every opening
  // below, in this process or another, resumes it. A first start on an empty DATA_DIR is `npm
  // start`'s in the e2e journeys.
  await copyPgliteTemplateTo(pgliteDir());
  opened = [];
});
afterEach(async () => {
  for (const db of opened) await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const pgliteDir = () => path.join(dataDir, 'pglite');

/**
 * Runs a TypeScript file in one Node process (tsx as a loader, so that a kill reaches the process
 * that holds the lock); `started` resolves once `ready` appears on stdout (or the process exits).
 */
function run(args: string[], env: NodeJS.ProcessEnv, ready?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = new Promise<void>((resolve) => {
    if (!ready) return resolve();
    child.stdout.on('data', () => stdout.includes(ready) && resolve());
    void exited.then(() => resolve());
  });
  return { child, exited, started, output: () => ({ stdout, stderr }) };
}

/**
 * Resolves once the holder of `dir`'s lock has refreshed it (the lock's mtime moved past `since`)
 * or has exited; polls every 50 ms.
 */
async function refreshedOrExited(
  dir: string,
  since: number,
  holder: { child: { exitCode: number | null } },
): Promise<void> {
  for (;;) {
    const mtime = (await stat(`${dir}.lock`).catch(() => undefined))?.mtimeMs ?? since;
    if (mtime > since || holder.child.exitCode !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Every test opens a real PGlite database on disk and four start a second Node process; the
// lock's waits are real but short: a second server gives up on the live holder's lock at once
// (PGLITE_LOCK_WAIT_MS=1), a paused holder's lock is past the opener's stale time (0.5 s) well
// before the opener gives up (1.5 s), and a SIGKILLed holder's lock is taken at once (its pid is
// gone).
describe('embedded database lock', () => {
  it('should refuse a second opening of one PGlite directory with a Korean message naming DATA_DIR and DATABASE_URL', async () => {
    opened.push(await openDatabase({ pgliteDir: pgliteDir() }));
    const second = openDatabase({ pgliteDir: pgliteDir(), lock: { staleMs: 15_000, waitMs: 0 } });
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(`DATA_DIR(${dataDir})`);
    await expect(second).rejects.toThrow('DATABASE_URL');
  });

  it('should open again once the first process closed the database', async () => {
    const first = await openDatabase({ pgliteDir: pgliteDir() });
    await first.destroy();
    opened.push(
      await openDatabase({ pgliteDir: pgliteDir(), lock: { staleMs: 15_000, waitMs: 0 } }),
    );
  });

  it('should make a second server on the same DATA_DIR exit 1 with the message', async () => {
    opened.push(await openDatabase({ pgliteDir: pgliteDir() }));
    const server = run(['server/main.ts'], {
      DATA_DIR: dataDir,
      PORT: '18931',
      DATABASE_URL: '',
      DIST_DIR: path.join(dataDir, 'no-dist'),
      PGLITE_LOCK_WAIT_MS: '1',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain(
      `다른 핏픽 서버 프로세스가 이미 DATA_DIR(${dataDir})의 내장 데이터베이스를 쓰고 있어요.`,
    );
    expect(server.output().stderr).toContain('DATABASE_URL');
  }, 60_000);

  it('should never take the lock of a paused process, however long it has not refreshed it', async () => {
    const holder = run(['test/fixtures/hold-database-lock.ts', pgliteDir()], {}, 'locked');
    await holder.started;
    holder.child.kill('SIGSTOP');
    // The lock as the holder last refreshed it before the pause.
    const pausedUntil = (await stat(`${pgliteDir()}.lock`)).mtimeMs;
    try {
      // Its lock is past the opener's stale time (0.5 s) before the second opening gives up.
      const second = openDatabase({
        pgliteDir: pgliteDir(),
        lock: { staleMs: 500, waitMs: 1_500 },
      });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      holder.child.kill('SIGCONT');
    }
    // Resumed, its overdue refresh finds its lock still its own and goes on: nothing took it.
    await refreshedOrExited(pgliteDir(), pausedUntil, holder);
    expect(holder.child.exitCode).toBeNull();
    expect(holder.output().stderr).toBe('');
    holder.child.kill('SIGKILL');
    await holder.exited;
  }, 60_000);

  it('should stop a process at once, with a Korean line, when another took its lock', async () => {
    const holder = run(['test/fixtures/hold-database-lock.ts', pgliteDir()], {}, 'locked');
    await holder.started;
    await rm(`${pgliteDir()}.lock`, { recursive: true });
    expect(await holder.exited).toBe(1);
    const { stderr } = holder.output();
    expect(stderr).toContain('내장 데이터베이스 잠금을 가져가서');
    expect(stderr).not.toContain('ECOMPROMISED');
    expect(stderr.trim().split('\n')).toHaveLength(1);
  }, 60_000);

  it('should take over the lock of a process killed with SIGKILL, and find the data intact', async () => {
    const holder = run(['test/fixtures/hold-database-lock.ts', pgliteDir()], {}, 'locked');
    await holder.started;
    expect(holder.output().stdout).toContain('locked');
    holder.child.kill('SIGKILL');
    await holder.exited;
    const db = await openDatabase({
      pgliteDir: pgliteDir(),
      lock: { staleMs: 5_000, waitMs: 10_000 },
    });
    opened.push(db);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).toContain('auth_sessions');
  }, 60_000);
});
