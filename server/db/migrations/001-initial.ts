/** 001: users, catalogue (products, club outfits), uploads and AI recommendations. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('height', 'real')
    .addColumn('weight', 'real')
    .addColumn('age', 'integer')
    .addColumn('sex', 'text', (c) => c.notNull().defaultTo('M'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('goods_name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('fit', 'text', (c) => c.notNull())
    .addColumn('seasons', 'text', (c) => c.notNull())
    .addColumn('goods_url', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').column('category').execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('generations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recognition', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('recommendations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('recommendation_code', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('top_id', 'integer', (c) => c.references('products.id'))
    .addColumn('outer_id', 'integer', (c) => c.references('products.id'))
    .addColumn('bottom_id', 'integer', (c) => c.references('products.id'))
    .addColumn('shoes_id', 'integer', (c) => c.references('products.id'))
    .addColumn('similar_slot', 'text', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('reasoning_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('recommendations_user_idx')
    .on('recommendations')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('main_recommendations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('goods_name', 'text', (c) => c.notNull())
    .addColumn('reasoning_text', 'text', (c) => c.notNull())
    .addColumn('top_id', 'integer', (c) => c.references('products.id'))
    .addColumn('outer_id', 'integer', (c) => c.references('products.id'))
    .addColumn('bottom_id', 'integer', (c) => c.references('products.id'))
    .addColumn('shoes_id', 'integer', (c) => c.references('products.id'))
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['main_recommendations', 'recommendations', 'uploads', 'products', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
