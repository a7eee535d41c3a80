/**
 * Opens the database: PGlite in `<dataDir>/pglite` by default (or in memory for tests), or
 * PostgreSQL when a URL is given. Runs the numbered migrations of ./migrations at open.
 * Only server/repositories use the returned Kysely instance.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type Migration } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import * as m001 from './migrations/001-initial';
import * as m002 from './migrations/002-likes-idempotency-reset';
import * as m003 from './migrations/003-social-accounts';
import type { DB } from './schema';

/** Migrations in order; names are persistent: never rename or edit one after it landed. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': m001,
  '002-likes-idempotency-reset': m002,
  '003-social-accounts': m003,
};

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent → in-memory PGlite. */
  pgliteDir?: string | undefined;
}

/** Opens and migrates the database. Throws when a migration fails (the error says which). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.url
    ? new Kysely<DB>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.url, max: 10 }) }) })
    : new Kysely<DB>({ dialect: new PGliteDialect(new PGlite(options.pgliteDir)) });
  await migrateToLatest(db);
  return db;
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}
