/** Uploaded photos: the generator only accepts image URLs whose upload row exists here. */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { UploadsTable } from '../db/schema';

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
}
