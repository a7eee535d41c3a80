/**
 * Password reset codes (issue 5): one live code per member (issuing a new one deletes the
 * older ones), stored only as an HMAC, single use, with an expiry and a wrong-attempt count.
 */
import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { PasswordResetCodesTable } from '../db/schema';

export type PasswordResetRow = Selectable<PasswordResetCodesTable>;

export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  /** Replaces the member's codes with a new one; also drops everyone's rows expired before `now`. */
  async issue(userId: number, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('password_reset_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('password_reset_codes').where('expires_at', '<', now).execute();
      await trx.insertInto('password_reset_codes').values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt }).execute();
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

  /** Counts one wrong code against the row; returns the new count. */
  async countFailure(id: number): Promise<number> {
    const row = await this.db
      .updateTable('password_reset_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts ?? Number.MAX_SAFE_INTEGER;
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
