/**
 * Idempotency keys (the like outbox, the photo outbox's upload and generator calls): the first
 * answer to a request with an Idempotency-Key, per member. `claim` inserts the key; inside the
 * caller's transaction (likes) a concurrent request with the same key waits on the primary key on
 * PostgreSQL until the first commits, then reads its answer; outside one (requests too long to
 * hold a transaction: replay.ts) the claim commits at once and a repeat sees it unfinished.
 */
import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { IdempotencyKeysTable } from '../db/schema';

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

export class IdempotencyRepository {
  constructor(private readonly db: Database) {}

  /**
   * Claims the key for a request (a placeholder row, status 0, created at the app's `now` — the
   * clock pruneBefore is given) inside the caller's transaction.
   * Returns undefined when the key is new — the caller applies the request and `complete`s the
   * row before committing — or the stored row when the member used the key before. On
   * PostgreSQL a concurrent claim of the same key waits until the first transaction ends.
   */
  async claim(
    userId: number,
    key: string,
    requestHash: string,
    now: Date,
  ): Promise<IdempotencyRow | undefined> {
    const inserted = await this.db
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key,
        request_hash: requestHash,
        status: 0,
        body: '',
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return undefined;
    return this.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
  }

  /** Stores the answer (status and JSON body) of a claimed key. */
  async complete(userId: number, key: string, status: number, body: string): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status, body })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  }

  /**
   * Takes over a claim whose request never finished (status 0, claimed before `staleBefore`: its
   * process was killed or lost): the stale claim goes and a new one is made at `now`. Returns
   * whether this caller got the key (of concurrent callers, at most one does).
   */
  async takeOver(
    userId: number,
    key: string,
    requestHash: string,
    staleBefore: Date,
    now: Date,
  ): Promise<boolean> {
    const stale = await this.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('status', '=', 0)
      .where('created_at', '<', staleBefore)
      .executeTakeFirst();
    if (Number(stale.numDeletedRows) === 0) return false;
    return (await this.claim(userId, key, requestHash, now)) === undefined;
  }

  /** Drops an unfinished claim (its request failed in a way a retry may fix). */
  async release(userId: number, key: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('status', '=', 0)
      .execute();
  }

  /** Deletes keys created before `before`; returns how many went. */
  async pruneBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
