/** Readiness of the database (GET /readyz): a trivial query must answer. */
import { sql } from 'kysely';
import type { Database } from '../db/database';

export class HealthRepository {
  constructor(private readonly db: Database) {}

  /** Resolves when the database answers `select 1`; rejects with the driver's error otherwise. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
