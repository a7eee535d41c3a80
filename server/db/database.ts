/**
 * Opens the database: PGlite in `<dataDir>/pglite` by default (or in memory for tests), or
 * PostgreSQL when a URL is given. Runs the numbered migrations of ./migrations at open.
 * Only server/repositories use the returned Kysely instance.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Dialect, type Migration } from 'kysely';
import pg from 'pg';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-likes-idempotency-reset';
import * as m003 from './migrations/003-social-accounts';
import * as m004 from './migrations/004-auth-sessions';
import * as m005 from './migrations/005-recommendations-by-upload';
import * as m006 from './migrations/006-raster-product-pictures';
import * as m007 from './migrations/007-upload-retention';
import * as m008 from './migrations/008-product-looks';
import * as m009 from './migrations/009-size-advice';
import * as m010 from './migrations/010-kept-sessions';
import * as m011 from './migrations/011-product-patterns';
import * as m012 from './migrations/012-withdrawn-sample-pictures';
import * as m013 from './migrations/013-wardrobe-items';
import * as m014 from './migrations/014-recommendation-wardrobe';
import * as m015 from './migrations/015-recommendation-garment-item';
import * as m016 from './migrations/016-catalogue-imports';
import * as m017 from './migrations/017-product-colour-groups';
import * as m018 from './migrations/018-reset-links';
import * as m019 from './migrations/019-outfit-shares';
import * as m020 from './migrations/020-wardrobe-confirmed-labels';
import * as m021 from './migrations/021-wardrobe-inner-layer-seasons';
import * as m022 from './migrations/022-recommendation-similar-offer';
import * as m023 from './migrations/023-second-picture-review';
import { lockDirectory } from './directory-lock';
import type { DB } from './schema';
import { databaseLockedMessage, databaseLockLostMessage } from '../messages';

/** Migrations in order; names are persistent: never rename or edit one after it landed. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': m001,
  '002-likes-idempotency-reset': m002,
  '003-social-accounts': m003,
  '004-auth-sessions': m004,
  '005-recommendations-by-upload': m005,
  '006-raster-product-pictures': m006,
  '007-upload-retention': m007,
  '008-product-looks': m008,
  '009-size-advice': m009,
  '010-kept-sessions': m010,
  '011-product-patterns': m011,
  '012-withdrawn-sample-pictures': m012,
  '013-wardrobe-items': m013,
  '014-recommendation-wardrobe': m014,
  '015-recommendation-garment-item': m015,
  '016-catalogue-imports': m016,
  '017-product-colour-groups': m017,
  '018-reset-links': m018,
  '019-outfit-shares': m019,
  '020-wardrobe-confirmed-labels': m020,
  '021-wardrobe-inner-layer-seasons': m021,
  '022-recommendation-similar-offer': m022,
  '023-second-picture-review': m023,
};

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent → in-memory PGlite. */
  pgliteDir?: string | undefined;
  /**
   * In-memory PGlite only: start from this dump of a data directory (PGlite's `dumpDataDir`)
   * instead of running initdb, about 0.5 s instead of 3 s; the migrations then find their work
   * done. The tests start every file's database from one migrated dump (test/pglite-template.ts).
   */
  pgliteTemplate?: Blob | undefined;
  /**
   * The PGlite directory's lock (directory-lock.ts): a lock whose holder cannot be asked counts
   * as a dead process's after `staleMs` without a refresh, opening waits up to `waitMs` for a
   * held lock to go, and `onCompromised` runs if another process ever takes this one's lock.
   * Left out: DIR_LOCK_STALE_MS, DIR_LOCK_WAIT_MS, and stopping the process with a Korean line.
   */
  lock?: { staleMs?: number; waitMs?: number; onCompromised?: (error: Error) => void };
}

/** A held directory lock not refreshed for this long (ms) is a dead process's (proper-lockfile's `stale`). */
export const DIR_LOCK_STALE_MS = 15_000;
/** How long opening waits for another process's lock to go or turn stale (ms). */
export const DIR_LOCK_WAIT_MS = 20_000;

/** Another live process holds the embedded database directory; the message says what to do, in Korean. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly pgliteDir: string,
    options?: ErrorOptions,
  ) {
    super(databaseLockedMessage(path.dirname(pgliteDir)), options);
    this.name = 'DatabaseLockedError';
  }
}

/**
 * Opens and migrates the database. Throws when a migration fails (the error says which).
 * A PGlite directory is first locked for this process (proper-lockfile; ARCHITECTURE.md
 * "Invariants": one process owns an embedded database — PGlite itself has no lock, and two
 * writers corrupt it); the lock is released by `db.destroy()` or at exit. Throws
 * DatabaseLockedError when another live process holds it (a paused one included); a dead
 * process's lock is taken over (directory-lock.ts).
 */
/** The PostgreSQL pool of each database openDatabase opened on a URL. */
const connectionPools = new WeakMap<Database, pg.Pool>();

/**
 * The connection pool of `db` (pg.Pool: totalCount, idleCount, waitingCount) when it is
 * PostgreSQL; undefined on PGlite, which has none (the operator's metrics, lib/metrics.ts).
 */
export function connectionPool(db: Database): pg.Pool | undefined {
  return connectionPools.get(db);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a PostgreSQL restart, a failover, an administrator)
    // must not crash the process: the pool drops it and the next query opens a new one.
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    connectionPools.set(db, pool);
    await migrateToLatest(db);
    return db;
  }
  const release = options.pgliteDir
    ? await lockPgliteDirectory(options.pgliteDir, options.lock)
    : async () => {};
  try {
    // Loaded only here: a process on PostgreSQL never holds the embedded database's code.
    const [{ PGlite }, { PGliteDialect }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('kysely-pglite-dialect'),
    ]);
    const db = new Kysely<DB>({
      dialect: releasingOnDestroy(
        new PGliteDialect(
          options.pgliteDir
            ? new PGlite(options.pgliteDir)
            : new PGlite({ loadDataDir: options.pgliteTemplate }),
        ),
        release,
      ),
    });
    await migrateToLatest(db);
    return db;
  } catch (error) {
    await release();
    throw error;
  }
}

/** Locks `dir` (created 0700 when missing) for this process; resolves to the release function. */
async function lockPgliteDirectory(
  dir: string,
  {
    staleMs = DIR_LOCK_STALE_MS,
    waitMs = DIR_LOCK_WAIT_MS,
    onCompromised = stopOnCompromisedLock(dir),
  }: DatabaseOptions['lock'] = {},
): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    return await lockDirectory(dir, { staleMs, waitMs, onCompromised });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED')
      throw new DatabaseLockedError(dir, { cause: error });
    throw error;
  }
}

/**
 * The default when another process took this one's lock: no further write may happen, so the
 * process stops at once with a Korean line on stderr (exit 1).
 */
function stopOnCompromisedLock(dir: string): (error: Error) => void {
  return () => {
    console.error(databaseLockLostMessage(path.dirname(dir)));
    process.exit(1);
  };
}

/** `dialect` whose driver also runs `release` after it is destroyed (Kysely's destroy()). */
function releasingOnDestroy(dialect: Dialect, release: () => Promise<void>): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver() {
      const driver = dialect.createDriver();
      return new Proxy(driver, {
        get(target, property, receiver) {
          if (property === 'destroy') {
            return async () => {
              await target.destroy();
              await release();
            };
          }
          const value: unknown = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
