/**
 * A PostgreSQL database of its own for one test file or benchmark run, on the server that
 * `adminUrl` names (its user may create databases): created with a unique name, dropped by
 * `drop()` once every connection to it has closed (up to 5 s; dropping under live connections
 * would end them with errors their pools report as uncaught).
 */
import pg from 'pg';

export interface ScratchDatabase {
  /** postgres:// URL of the new database. */
  url: string;
  /** Drops the database (after its connections close, at most 5 s later). */
  drop(): Promise<void>;
}

/** Creates `<prefix>_<pid>_<random>` on the server of `adminUrl`. */
export async function scratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const { rows } = await admin.query<{ n: string }>(
            'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (Number(rows[0]?.n) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
