/**
 * Transaction-scoped advisory locks: serialise work on one logical key (a member's flips of one
 * outfit, a member's reset codes) on PostgreSQL and PGlite alike, without locking table rows.
 * The lock is released when the caller's transaction ends.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Waits for the advisory lock of `key` (any text) inside the transaction `trx`. */
export async function advisoryLock(trx: Database, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
