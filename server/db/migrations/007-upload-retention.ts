/**
 * 007: `uploads.photo_deleted_at`, when retention deleted the stored photo of an upload that a
 * liked outfit still refers to (the row stays for the outfit; the photo is gone), and indexes on
 * `uploads(created_at)` and `recommendations(created_at)` for retention's sweep. Never edit this
 * file after it landed; add 008.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('photo_deleted_at', 'timestamptz').execute();
  await db.schema.createIndex('uploads_created_idx').on('uploads').column('created_at').execute();
  await db.schema
    .createIndex('recommendations_created_idx')
    .on('recommendations')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recommendations_created_idx').execute();
  await db.schema.dropIndex('uploads_created_idx').execute();
  await db.schema.alterTable('uploads').dropColumn('photo_deleted_at').execute();
}
