/**
 * 008: `products.look`, the product picture's look (server/styling/recognizer/look.ts: base64 of
 * LOOK_DIMS little-endian Float32 values), which the photographed slot compares with the photo's
 * look to offer the product that looks most like it. Null for products seeded or imported before
 * looks, which the slot then ranks by colour alone. Never edit this file after it landed; add 009.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('look', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('look').execute();
}
