/**
 * The embedded database's directory lock (ARCHITECTURE.md "Invariants": one process owns an
 * embedded database; PGlite has no lock of its own, and two writers corrupt it). proper-lockfile
 * holds `<dir>.lock` and refreshes its time every `staleMs / 2`; beside it `<dir>.lock-owner`
 * records the holder's pid and host. A starting process takes over a held lock only when its
 * holder is gone:
 * - on this host: when no process has the recorded pid (a paused or busy holder, whose lock
 *   stops being refreshed, keeps it: its pid is alive);
 * - on another host (a shared disk) or with no owner record: when the lock has not been
 *   refreshed for `staleMs`.
 * If the holder ever finds its lock taken (compromised), `onCompromised` runs at once; the
 * server's default stops the process before it writes again (exit 1, a Korean message).
 */
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import lockfile from 'proper-lockfile';

/** What `<dir>.lock-owner` records of the lock's holder. */
interface LockOwner {
  pid: number;
  host: string;
}

export interface DirectoryLockOptions {
  /** A lock not refreshed for this long (ms) with no live holder to ask is a dead one's. */
  staleMs: number;
  /** How long (ms) to wait for a held lock to go before throwing ELOCKED. */
  waitMs: number;
  /** Runs when another process took the held lock (proper-lockfile's onCompromised). */
  onCompromised: (error: Error) => void;
}

const RETRY_EVERY_MS = 1_000;
/** proper-lockfile's own stale takeover is off: this module decides (see the module comment). */
const NEVER_STALE_MS = 2 ** 31 - 1;

/**
 * Locks `dir` for this process; resolves to the release function. Rejects with proper-lockfile's
 * ELOCKED error when another live process still holds it after `waitMs`.
 */
export async function lockDirectory(
  dir: string,
  options: DirectoryLockOptions,
): Promise<() => Promise<void>> {
  const ownerFile = `${dir}.lock-owner`;
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    await removeIfHolderGone(dir, ownerFile, options.staleMs);
    try {
      const release = await lockfile.lock(dir, {
        lockfilePath: `${dir}.lock`,
        stale: NEVER_STALE_MS,
        update: Math.max(1_000, options.staleMs / 2),
        onCompromised: options.onCompromised,
      });
      const owner: LockOwner = { pid: process.pid, host: os.hostname() };
      await writeFile(ownerFile, JSON.stringify(owner), { mode: 0o600 });
      return async () => {
        await rm(ownerFile, { force: true });
        await release();
      };
    } catch (error) {
      if ((error as { code?: string }).code !== 'ELOCKED' || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }
}

/** Removes the lock of `dir` when its holder is gone (the module comment's rules). */
async function removeIfHolderGone(dir: string, ownerFile: string, staleMs: number): Promise<void> {
  const lockPath = `${dir}.lock`;
  const held = await stat(lockPath).catch(() => undefined);
  if (!held) return;
  const owner = await readFile(ownerFile, 'utf8')
    .then((text) => JSON.parse(text) as LockOwner)
    .catch(() => undefined);
  const gone =
    owner && owner.host === os.hostname()
      ? !isAlive(owner.pid)
      : held.mtime.getTime() < Date.now() - staleMs;
  if (gone) await rm(lockPath, { recursive: true, force: true });
}

/** Whether a process with this pid exists on this host (signal 0 only checks). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
