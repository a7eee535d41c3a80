import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startRefusal } from './start-refusal';

const HANGUL = /[\uAC00-\uD7A3]/;

/** `npm start`'s server with `env`; its exit code and stderr. */
function start(env: NodeJS.ProcessEnv): { status: number | null; stderr: string } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fitpick-start-'));
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: run.status, stderr: run.stderr };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('start-up refusals', () => {
  it.each([
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['PORT', { PORT: '99999' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'shop.example' }],
    ['REQUEST_TIMEOUT_MS', { REQUEST_TIMEOUT_MS: 'soon' }],
  ])(
    'should refuse a bad %s with one Korean line naming it, and exit 1',
    (setting, env) => {
      const { status, stderr } = start(env);
      expect(status).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(setting);
      expect(lines[0]).toMatch(HANGUL);
    },
    60_000,
  );

  it('should name the port and the fix when the port is taken', () => {
    const taken = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    const line = startRefusal(taken, { port: 8000, databaseUrl: undefined });
    expect(line).toContain('8000');
    expect(line).toContain('PORT');
    expect(startRefusal(new Error('something else'), undefined)).toBeUndefined();
  });
});
