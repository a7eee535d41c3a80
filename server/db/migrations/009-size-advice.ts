/**
 * 009: size advice. `products.sizes`, the product's size chart as JSON (contract/sizes.ts;
 * null when the shop gave none); the member's optional body measures entered on /set-body
 * (`users.chest_cm`, `users.waist_cm`, `users.shoe_mm`); and `fit_feedback`, one verdict per
 * member and product on the size they bought, which shifts their advice for that slot. Products
 * seeded before charts keep none. Never edit this file after it landed; add 010.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('sizes', 'text').execute();
  await db.schema.alterTable('users').addColumn('chest_cm', 'real').execute();
  await db.schema.alterTable('users').addColumn('waist_cm', 'real').execute();
  await db.schema.alterTable('users').addColumn('shoe_mm', 'integer').execute();
  await db.schema
    .createTable('fit_feedback')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('fit', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('fit_feedback_pk', ['user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fit_feedback').execute();
  for (const column of ['shoe_mm', 'waist_cm', 'chest_cm'])
    await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.alterTable('products').dropColumn('sizes').execute();
}
