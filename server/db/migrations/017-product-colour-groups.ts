/**
 * 017: an index of products by category, colour and id, from which a process reads one category ×
 * colour's looks in id order (ProductRepository `lookBlock`, `colourGroups`: the photographed slot
 * searches its whole group while the process holds a bounded part of the catalogue,
 * services/photo-looks.ts). Never edit this file after it landed; add 018.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('products_category_colour_idx')
    .on('products')
    .columns(['category', 'colour', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_category_colour_idx').execute();
}
