/**
 * Likes (SPEC §3 "Saved AI outfit" / "Saved club outfit"): one row per member and outfit in
 * `recommendation_likes` (AI recommendations) and `main_recommendation_likes` (club outfits).
 * Adding is idempotent (ON CONFLICT DO NOTHING) and removing reports whether a row went; a flip
 * is "delete, else insert" under `lockOutfit`, so concurrent flips alternate.
 */
import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { MainRecommendationsTable, RecommendationsTable } from '../db/schema';
import type { OutfitKind } from '../../contract/picked';
import { advisoryLock } from './advisory-lock';

/** Sort of a saved list: by when it was liked, or by the outfit's total price. */
export interface SavedSort {
  by: 'time' | 'price';
  direction: 'asc' | 'desc';
}

/** A like with the liked time and its saved-entry uuid. */
interface LikeColumns {
  like_id: number;
  like_uuid: string;
  liked_at: Date;
}
export type SavedAiRow = Selectable<RecommendationsTable> & LikeColumns;
export type SavedClubRow = Selectable<MainRecommendationsTable> & LikeColumns;

const TABLES = {
  ai: { table: 'recommendation_likes', column: 'recommendation_id' },
  club: { table: 'main_recommendation_likes', column: 'main_recommendation_id' },
} as const;

export class LikeRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inside a transaction: waits until no other transaction is changing this member's like of
   * this outfit, so that concurrent flips alternate exactly (a flip is "delete, else insert",
   * which two transactions could otherwise both see as "not liked"). Released at commit.
   */
  async lockOutfit(kind: OutfitKind, userId: number, outfitId: number): Promise<void> {
    await advisoryLock(this.db, `like:${kind}:${userId}:${outfitId}`);
  }

  /** Likes the outfit; true when a row was added, false when it was liked already. */
  async add(kind: OutfitKind, userId: number, outfitId: number): Promise<boolean> {
    const inserted =
      kind === 'ai'
        ? await this.db
            .insertInto('recommendation_likes')
            .values({ user_id: userId, recommendation_id: outfitId })
            .onConflict((oc) => oc.columns(['user_id', 'recommendation_id']).doNothing())
            .returning('id')
            .executeTakeFirst()
        : await this.db
            .insertInto('main_recommendation_likes')
            .values({ user_id: userId, main_recommendation_id: outfitId })
            .onConflict((oc) => oc.columns(['user_id', 'main_recommendation_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Unlikes the outfit; true when a row was removed. */
  async remove(kind: OutfitKind, userId: number, outfitId: number): Promise<boolean> {
    const { table, column } = TABLES[kind];
    const deleted = await this.db
      .deleteFrom(table)
      .where('user_id', '=', userId)
      .where(column, '=', outfitId)
      .returning('id')
      .executeTakeFirst();
    return deleted !== undefined;
  }

  /** The member's liked AI recommendation ids with the like time, newest first. */
  async likedRecommendations(
    userId: number,
  ): Promise<{ recommendation_id: number; created_at: Date }[]> {
    return this.db
      .selectFrom('recommendation_likes')
      .select(['recommendation_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The member's liked AI recommendations, sorted, optionally of one style. */
  async savedRecommendations(
    userId: number,
    sort: SavedSort,
    style?: string,
  ): Promise<SavedAiRow[]> {
    let query = this.db
      .selectFrom('recommendation_likes as l')
      .innerJoin('recommendations as r', 'r.id', 'l.recommendation_id')
      .selectAll('r')
      .select(['l.id as like_id', 'l.uuid as like_uuid', 'l.created_at as liked_at'])
      .where('l.user_id', '=', userId);
    if (style !== undefined) query = query.where('r.style', '=', style);
    query =
      sort.by === 'price'
        ? query.orderBy('r.total_price', sort.direction).orderBy('l.created_at', 'desc')
        : query.orderBy('l.created_at', sort.direction);
    return query.orderBy('l.id', sort.by === 'time' ? sort.direction : 'desc').execute();
  }

  /** The member's liked club outfits, sorted, optionally of one style. */
  async savedClubOutfits(userId: number, sort: SavedSort, style?: string): Promise<SavedClubRow[]> {
    let query = this.db
      .selectFrom('main_recommendation_likes as l')
      .innerJoin('main_recommendations as m', 'm.id', 'l.main_recommendation_id')
      .selectAll('m')
      .select(['l.id as like_id', 'l.uuid as like_uuid', 'l.created_at as liked_at'])
      .where('l.user_id', '=', userId);
    if (style !== undefined) query = query.where('m.style', '=', style);
    query =
      sort.by === 'price'
        ? query.orderBy('m.total_price', sort.direction).orderBy('l.created_at', 'desc')
        : query.orderBy('l.created_at', sort.direction);
    return query.orderBy('l.id', sort.by === 'time' ? sort.direction : 'desc').execute();
  }
}
