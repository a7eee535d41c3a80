/** Uploaded photos: the generator only accepts image URLs whose upload row exists here. */
import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { DB, UploadsTable } from '../db/schema';

export type UploadRow = Selectable<UploadsTable>;

export class UploadRepository {
  constructor(private readonly db: Database) {}

  async create(
    upload: Omit<Insertable<UploadsTable>, 'created_at' | 'generations' | 'recognition'>,
  ): Promise<void> {
    await this.db.insertInto('uploads').values(upload).execute();
  }

  async find(id: string): Promise<UploadRow | undefined> {
    return this.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Which of the upload ids `ids` have a row (the retention sweep deletes the stored pictures of
   * the others).
   */
  async existing(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('uploads').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Counts one more generator request on the upload; returns the count before it (0 first). */
  async nextGeneration(id: string): Promise<number> {
    const row = await this.db
      .updateTable('uploads')
      .set({ generations: sql`generations + 1` })
      .where('id', '=', id)
      .returning('generations')
      .executeTakeFirstOrThrow();
    return row.generations - 1;
  }

  /** Keeps the recogniser's answer (JSON text) for later generator requests on the same upload. */
  async saveRecognition(id: string, recognition: string): Promise<void> {
    await this.db.updateTable('uploads').set({ recognition }).where('id', '=', id).execute();
  }

  /**
   * Up to `limit` uploads whose photo is still stored and is due for deletion: made before
   * `cutoff`, or of no member any more (the member's account is gone); `saved` tells whether a
   * member's saved (liked) outfit was answered for it (its garment's cut-out is then kept).
   */
  async photosDue(cutoff: Date, limit: number): Promise<(UploadRow & { saved: boolean })[]> {
    const rows = await this.db
      .selectFrom('uploads')
      .selectAll()
      .select((eb) => eb.exists(likedAnswers(eb)).as('saved'))
      .where('photo_deleted_at', 'is', null)
      .where((eb) => eb.or([eb('created_at', '<', cutoff), eb('user_id', 'is', null)]))
      .orderBy('created_at')
      .limit(limit)
      .execute();
    // Kysely types EXISTS as SqlBool (a boolean, or 0/1 on dialects without one)
    return rows.map((row) => ({ ...row, saved: Boolean(row.saved) }));
  }

  /**
   * Uploads whose photo is gone and whose garment's cut-out no saved outfit keeps any more (its
   * outfits were unliked, or the account is gone), with ids after `after`, `limit` at most, in id
   * order (a sweep reads them page by page).
   */
  async cutoutsDue(after: string, limit: number): Promise<UploadRow[]> {
    return this.db
      .selectFrom('uploads')
      .selectAll()
      .where('photo_deleted_at', 'is not', null)
      .where('id', '>', after)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb.not(eb.exists(likedAnswers(eb)))]))
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * After its photo was deleted: drops the upload's row when no stored outfit refers to it, else
   * records when the photo went (a liked outfit keeps the row).
   */
  async forgetPhoto(id: string, now: Date): Promise<void> {
    const dropped = await this.db
      .deleteFrom('uploads')
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('recommendations')
              .select('recommendations.id')
              .whereRef('recommendations.upload_id', '=', 'uploads.id'),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(dropped.numDeletedRows) === 0)
      await this.db
        .updateTable('uploads')
        .set({ photo_deleted_at: now })
        .where('id', '=', id)
        .execute();
  }
}

/** The liked answers of the outer query's upload (`uploads.id`): a subquery for EXISTS. */
function likedAnswers(eb: ExpressionBuilder<DB, 'uploads'>) {
  return eb
    .selectFrom('recommendations')
    .innerJoin(
      'recommendation_likes',
      'recommendation_likes.recommendation_id',
      'recommendations.id',
    )
    .select('recommendations.id')
    .whereRef('recommendations.upload_id', '=', 'uploads.id');
}
