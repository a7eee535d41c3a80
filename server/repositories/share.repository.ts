/**
 * The members' shared outfits (table `outfit_shares` of migration 019). A live share has its
 * sharer (`user_id` not null): only those are read by token, listed or withdrawn, and a withdrawal
 * names the sharer, so that another member's share is never found (ARCHITECTURE.md "Invariants").
 * Shares whose account is gone are read only by the retention sweep (`ownerless`).
 */
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { OutfitSharesTable } from '../db/schema';

export type ShareRow = Selectable<OutfitSharesTable>;

/** A new share's columns. */
export type NewShareRow = Omit<Insertable<OutfitSharesTable>, 'created_at'> & { user_id: number };

/** Reads and writes `outfit_shares`; the only user of Kysely for the shares. */
export class ShareRepository {
  constructor(private readonly db: Database) {}

  /** The live share `token`, or undefined (none, withdrawn, or its account gone). */
  async find(token: string): Promise<ShareRow | undefined> {
    return this.db
      .selectFrom('outfit_shares')
      .selectAll()
      .where('token', '=', token)
      .where('user_id', 'is not', null)
      .executeTakeFirst();
  }

  /** Member `userId`'s live share of outfit `recommendationId` with the consent `withOwn`, or undefined. */
  async findOf(
    userId: number,
    recommendationId: number,
    withOwn: boolean,
  ): Promise<ShareRow | undefined> {
    return this.db
      .selectFrom('outfit_shares')
      .selectAll()
      .where('user_id', '=', userId)
      .where('recommendation_id', '=', recommendationId)
      .where('with_own_garment', '=', withOwn)
      .executeTakeFirst();
  }

  /**
   * Inserts `share`; resolves to the stored row, or undefined when the member already has a share
   * of that outfit with that consent (made at the same moment by another request).
   */
  async insert(share: NewShareRow): Promise<ShareRow | undefined> {
    return this.db
      .insertInto('outfit_shares')
      .values(share)
      .onConflict((oc) =>
        oc.columns(['user_id', 'recommendation_id', 'with_own_garment']).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Member `userId`'s live shares, newest first. */
  async listOf(userId: number): Promise<ShareRow[]> {
    return this.db
      .selectFrom('outfit_shares')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('token')
      .execute();
  }

  /** Deletes member `userId`'s share `token`; resolves whether there was one. */
  async delete(token: string, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('outfit_shares')
      .where('token', '=', token)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Which of `tokens` have a row (live or of an account that is gone). */
  async existing(tokens: readonly string[]): Promise<Set<string>> {
    if (tokens.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('outfit_shares')
      .select('token')
      .where('token', 'in', tokens)
      .execute();
    return new Set(rows.map((row) => row.token));
  }

  /** Up to `limit` shares whose sharer's account is gone (the retention sweep deletes them). */
  async ownerless(limit: number): Promise<Pick<ShareRow, 'token' | 'picture_slots'>[]> {
    return this.db
      .selectFrom('outfit_shares')
      .select(['token', 'picture_slots'])
      .where('user_id', 'is', null)
      .orderBy('token')
      .limit(limit)
      .execute();
  }

  /** Deletes the row of a share whose account is gone (after its pictures). */
  async deleteOwnerless(token: string): Promise<void> {
    await this.db
      .deleteFrom('outfit_shares')
      .where('token', '=', token)
      .where('user_id', 'is', null)
      .execute();
  }
}
