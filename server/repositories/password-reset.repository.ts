/**
 * Password resets, one row per reset e-mail: an HMAC of its 6-digit code and of its link's token,
 * an expiry, a use and the code's wrong-attempt count. Only the member's newest live row's code
 * can be tried; every live row's link works, whatever was tried against the codes. A reset uses
 * up every row of the member (docs/accounts.md "Password reset").
 */
import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { PasswordResetCodesTable } from '../db/schema';
import { advisoryLock } from './advisory-lock';

export type PasswordResetRow = Selectable<PasswordResetCodesTable>;

/** A reset e-mail's row as issued: HMACs of its code and link token, and its expiry. */
export interface IssuedReset {
  codeHash: string;
  linkHash: string;
  expiresAt: Date;
}

/**
 * How an issue went: `issued`, or refused until `retryAt`, when the newest live link of the member
 * expires (past the cap, a refusal always leaves the member a live link).
 */
export type IssueOutcome = { issued: true } | { issued: false; retryAt: Date };

export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds a reset row for the member, older live rows staying live. Past `cap.max` rows issued to
   * the member since `cap.since`, it adds none while the member holds a live (unused, unexpired)
   * link, and answers when the newest of them expires; with no live link it adds the row anyway.
   * Concurrent issues for one member run one after another (an advisory lock), so the cap holds
   * under a flood. Rows of anyone issued before `cap.since` that expired before `now` are dropped.
   */
  async issue(
    userId: number,
    reset: IssuedReset,
    now: Date,
    cap: { max: number; since: Date },
  ): Promise<IssueOutcome> {
    return this.db.transaction().execute(async (trx) => {
      await advisoryLock(trx, `password-reset:${userId}`);
      await trx
        .deleteFrom('password_reset_codes')
        .where('created_at', '<', cap.since)
        .where('expires_at', '<', now)
        .execute();
      const { issued } = await trx
        .selectFrom('password_reset_codes')
        .select((eb) => eb.fn.countAll<string>().as('issued'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', cap.since)
        .executeTakeFirstOrThrow();
      if (Number(issued) >= cap.max) {
        const newest = await trx
          .selectFrom('password_reset_codes')
          .select('expires_at')
          .where('user_id', '=', userId)
          .where('link_hash', 'is not', null)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .orderBy('expires_at', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (newest) return { issued: false, retryAt: newest.expires_at };
      }
      await trx
        .insertInto('password_reset_codes')
        .values({
          user_id: userId,
          code_hash: reset.codeHash,
          link_hash: reset.linkHash,
          expires_at: reset.expiresAt,
          created_at: now,
        })
        .execute();
      return { issued: true };
    });
  }

  /** The member's newest row that is unused and not expired at `now`: the code that may be tried. */
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

  /** Marks the row used; false when another request used it first (single use under races). */
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

  /**
   * Marks the row of this link used when it is live at `now`, whatever its code's tries, and
   * answers its member's id; undefined for an unknown, expired or used link (one statement:
   * single use under races).
   */
  async consumeLink(linkHash: string, now: Date): Promise<number | undefined> {
    const row = await this.db
      .updateTable('password_reset_codes')
      .set({ used_at: now })
      .where('link_hash', '=', linkHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Marks every unused row of the member used: after a reset, no other link or code works. */
  async retireAll(userId: number, now: Date): Promise<void> {
    await this.db
      .updateTable('password_reset_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
