/**
 * 005: an index on recommendations(upload_id, id), so that the generator can read the products
 * of the last answers for a photo ("다른 코디 추천받기" brings outfits not seen before) without
 * scanning every stored outfit. Never edit this file after it landed; add 006 instead.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('recommendations_upload_idx')
    .on('recommendations')
    .columns(['upload_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recommendations_upload_idx').execute();
}
