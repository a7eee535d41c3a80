/**
 * The PostgreSQL connection pool outlives the server ending its connections (a restart, a
 * failover, an administrator's pg_terminate_backend): idle connections ended under it are
 * dropped without crashing the process, and the next query opens a new one. Runs in vitest's
 * 'postgres' project (TEST_DATABASE_URL).
 */
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/scratch-database';
import { openDatabase, type Database } from './database';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL for the connection tests');
let scratch: ScratchDatabase;
let admin: pg.Client;
let db: Database;
beforeAll(async () => {
  scratch = await scratchDatabase(adminUrl, 'fitpick_conn');
  db = await openDatabase({ url: scratch.url });
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await db.destroy();
  await scratch.drop();
});

describe('PostgreSQL pool', () => {
  it('should answer the next query after the server ended every idle connection', async () => {
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
    const name = new URL(scratch.url).pathname.slice(1);
    const ended = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the ended connections report their error
    const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
    expect(rows).toEqual([{ answer: 42 }]);
  });
});
