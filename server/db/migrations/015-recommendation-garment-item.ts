/**
 * 015: an AI recommendation may be built around a garment of the member's 내 옷장 instead of a
 * photo (the generator's `wardrobe_item_id`). `recommendations.upload_id` becomes nullable and
 * `recommendations.wardrobe_item_id` names the wardrobe item the outfit was composed around (its
 * picture is the saved outfit's `cutout_url`); at most one of the two is set (a check). The item
 * deleted, the column turns null (ON DELETE SET NULL): the saved outfit stays, without the
 * picture. An index on (wardrobe_item_id, id) serves "다른 코디 추천받기" (the products of the
 * item's last answers) and that SET NULL. `wardrobe_items.generations` counts the generator
 * requests on an item, the next one's seed, as `uploads.generations` does for a photo.
 * `down` deletes the recommendations made from a wardrobe item (they have no upload) before
 * making `upload_id` required again. Never edit this file after it landed; add 016.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('recommendations')
    .alterColumn('upload_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('recommendations')
    .addColumn('wardrobe_item_id', 'integer', (c) =>
      c.references('wardrobe_items.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('recommendations')
    .addCheckConstraint(
      'recommendations_one_garment',
      sql`upload_id IS NULL OR wardrobe_item_id IS NULL`,
    )
    .execute();
  await db.schema
    .createIndex('recommendations_wardrobe_item_idx')
    .on('recommendations')
    .columns(['wardrobe_item_id', 'id'])
    .execute();
  await db.schema
    .alterTable('wardrobe_items')
    .addColumn('generations', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wardrobe_items').dropColumn('generations').execute();
  await db.schema.dropIndex('recommendations_wardrobe_item_idx').execute();
  await db.schema
    .alterTable('recommendations')
    .dropConstraint('recommendations_one_garment')
    .execute();
  await db.schema.alterTable('recommendations').dropColumn('wardrobe_item_id').execute();
  await sql`DELETE FROM recommendations WHERE upload_id IS NULL`.execute(db);
  await db.schema
    .alterTable('recommendations')
    .alterColumn('upload_id', (c) => c.setNotNull())
    .execute();
}
