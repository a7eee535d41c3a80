/**
 * 013: 내 옷장, the member's wardrobe (contract/wardrobe.ts). `wardrobe_items` holds one garment
 * a member keeps from one of their uploads: its labels (category, slot, colour, seasons as a JSON
 * array of season names, as `products.seasons`) and the file name of its picture in the upload
 * store (`wardrobe-<uuid>.webp`, a copy of the upload's cut-out; never the photo). The member's
 * account going sets `user_id` to null instead of deleting the row, so that the retention sweep
 * still knows the picture to delete (then deletes the row). Never edit this file after it landed;
 * add 014.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wardrobe_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('seasons', 'text', (c) => c.notNull())
    .addColumn('picture_file', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A member's list (newest first) and the sweep's look-up of items whose account is gone.
  await db.schema
    .createIndex('wardrobe_items_user_idx')
    .on('wardrobe_items')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wardrobe_items').execute();
}
