/**
 * Password reset codes: one live code per member (issuing a new one retires the older ones),
 * stored only as an HMAC, single use, with an expiry and a wrong-attempt count.
 */
import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { PasswordResetCodesTable } from '../db/schema';
import { advisoryLock } from './advisory-lock';

export type PasswordResetRow = Selectable<PasswordResetCodesTable>;

export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  /**
   * Replaces the member's live code with a new one, unless `limit.max` codes were issued to the
   * member since `limit.since` (then nothing changes and it answers false). Concurrent issues for
   * one member run one after another (an advisory lock), so the limit holds under a flood.
   * Replaced and expired codes are kept (marked used) while they count toward the limit; rows of
   * anyone issued before `limit.since` that expired before `now` are dropped.
   */
  async issue(
    userId: number,
    codeHash: string,
    expiresAt: Date,
    now: Date,
    limit: { max: number; since: Date },
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await advisoryLock(trx, `password-reset:${userId}`);
      await trx
        .deleteFrom('password_reset_codes')
        .where('created_at', '<', limit.since)
        .where('expires_at', '<', now)
        .execute();
      const { issued } = await trx
        .selectFrom('password_reset_codes')
        .select((eb) => eb.fn.countAll<string>().as('issued'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', limit.since)
        .executeTakeFirstOrThrow();
      if (Number(issued) >= limit.max) return false;
      await trx
        .updateTable('password_reset_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_reset_codes')
        .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt, created_at: now })
        .execute();
      return true;
    });
  }

  /** The member's newest code that is unused and not expired at `now`, if any. */
  async findLive(userId: number, now: Date): Promise<PasswordResetRow | undefined> {
    return this.db
      .selectFrom('password_reset_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /**
   * Counts one try against the code when it has had fewer than `max`: true when counted (the
   * caller may then compare the code), false when its tries are used up. One statement, so
   * concurrent tries never count past `max`.
   */
  async takeAttempt(id: number, max: number): Promise<boolean> {
    const row = await this.db
      .updateTable('password_reset_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', max)
      .returning('attempts')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks the code used; false when another request used it first (single use under races). */
  async consume(id: number, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('password_reset_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
