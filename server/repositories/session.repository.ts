/**
 * Sign-in sessions (`auth_sessions`, migration 004): one row per sign-in, whose id is the `sid`
 * claim of its tokens. Rotation is a compare-and-set on `refresh_jti`, so two refreshes with the
 * same token cannot both rotate it.
 */
import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { AuthSessionsTable } from '../db/schema';

export type SessionRow = Selectable<AuthSessionsTable>;

export class SessionRepository {
  constructor(private readonly db: Database) {}

  /**
   * Starts a session whose first refresh token has `refreshJti`; `keepSignedIn` marks one kept on
   * the device (로그인 상태 유지, migration 010).
   */
  async create(session: {
    id: string;
    userId: number;
    refreshJti: string;
    expiresAt: Date;
    keepSignedIn: boolean;
  }): Promise<void> {
    await this.db
      .insertInto('auth_sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        refresh_jti: session.refreshJti,
        expires_at: session.expiresAt,
        keep_signed_in: session.keepSignedIn,
      })
      .execute();
  }

  /** The session `id` of member `userId`, if it exists. */
  async find(id: string, userId: number): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('auth_sessions')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Replaces the refresh token `fromJti` by `toJti` (remembering `fromJti` as the previous one)
   * and moves the expiry to `expiresAt`. False when `fromJti` is no longer the current one (a
   * concurrent refresh rotated it first) or the session is gone.
   */
  async rotate(
    id: string,
    fromJti: string,
    toJti: string,
    now: Date,
    expiresAt: Date,
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('auth_sessions')
      .set({ previous_jti: fromJti, refresh_jti: toJti, rotated_at: now, expires_at: expiresAt })
      .where('id', '=', id)
      .where('refresh_jti', '=', fromJti)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Ends one session (logout, a reused refresh token). */
  async revoke(id: string): Promise<void> {
    await this.db.deleteFrom('auth_sessions').where('id', '=', id).execute();
  }

  /** Ends every session of the member but `keep` (password change keeps the one that made it). */
  async revokeAllOf(userId: number, keep?: string): Promise<void> {
    let query = this.db.deleteFrom('auth_sessions').where('user_id', '=', userId);
    if (keep !== undefined) query = query.where('id', '!=', keep);
    await query.execute();
  }

  /** Deletes sessions that expired before `now`. */
  async pruneExpired(now: Date): Promise<void> {
    await this.db.deleteFrom('auth_sessions').where('expires_at', '<', now).execute();
  }
}
