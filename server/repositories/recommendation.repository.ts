/** AI recommendations (one row per generated outfit) and club outfits (main_recommendations). */
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { MainRecommendationsTable, RecommendationsTable } from '../db/schema';

export type RecommendationRow = Selectable<RecommendationsTable>;
export type NewRecommendationRow = Omit<Insertable<RecommendationsTable>, 'id' | 'created_at'>;
/** The garment a recommendation was composed around: an upload's photo, or a wardrobe item. */
export type GarmentRef = { uploadId: string } | { wardrobeItemId: number };
export type MainRecommendationRow = Selectable<MainRecommendationsTable>;
export type NewMainRecommendationRow = Omit<
  Insertable<MainRecommendationsTable>,
  'id' | 'created_at'
>;

export class RecommendationRepository {
  constructor(private readonly db: Database) {}

  /** Stores generated outfits in one statement; returns their ids in input order. */
  async insertMany(rows: readonly NewRecommendationRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db
      .insertInto('recommendations')
      .values([...rows])
      .returning('id')
      .execute();
    return inserted.map((r) => r.id);
  }

  async countMain(): Promise<number> {
    const { n } = await this.db
      .selectFrom('main_recommendations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async insertMain(rows: readonly NewMainRecommendationRow[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insertInto('main_recommendations')
        .values([...rows])
        .execute();
  }

  /** Every club outfit, oldest first. */
  async allMain(): Promise<MainRecommendationRow[]> {
    return this.db.selectFrom('main_recommendations').selectAll().orderBy('id').execute();
  }

  /**
   * Product ids (all slots) of the newest `outfits` AI recommendations made around one garment —
   * an upload's photo, or a wardrobe item (the generator's `wardrobe_item_id`): what the shopper
   * has just seen for it.
   */
  async recentProductIds(garment: GarmentRef, outfits: number): Promise<Set<number>> {
    const query = this.db
      .selectFrom('recommendations')
      .select(['top_id', 'outer_id', 'bottom_id', 'shoes_id']);
    const rows = await (
      'uploadId' in garment
        ? query.where('upload_id', '=', garment.uploadId)
        : query.where('wardrobe_item_id', '=', garment.wardrobeItemId)
    )
      .orderBy('id', 'desc')
      .limit(outfits)
      .execute();
    return new Set(
      rows
        .flatMap((r) => [r.top_id, r.outer_id, r.bottom_id, r.shoes_id])
        .filter((id): id is number => id !== null),
    );
  }

  /** One AI recommendation by id. */
  async findById(id: number): Promise<RecommendationRow | undefined> {
    return this.db
      .selectFrom('recommendations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** One club outfit by id. */
  async findMainById(id: number): Promise<MainRecommendationRow | undefined> {
    return this.db
      .selectFrom('main_recommendations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Deletes generator answers created before `cutoff` that no member liked (retention: a liked
   * outfit keeps its items); returns how many.
   */
  async deleteUnlikedBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .deleteFrom('recommendations')
      .where('created_at', '<', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('recommendation_likes')
              .select('recommendation_likes.id')
              .whereRef('recommendation_likes.recommendation_id', '=', 'recommendations.id'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }
}
