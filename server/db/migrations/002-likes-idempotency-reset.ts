/**
 * 002: the member's likes of AI recommendations and of club outfits (SPEC §3 "Saved AI outfit",
 * "Saved club outfit"; one row per member and outfit), the idempotency keys of like toggles
 * (a key is applied once per member, its first answer kept 7 days) and single-use
 * password reset codes (only a hash is stored, 30-minute expiry).
 * Never edit this file after it landed; add 003 instead.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recommendation_likes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uuid', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recommendation_id', 'integer', (c) =>
      c.notNull().references('recommendations.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('recommendation_likes_user_outfit_key', ['user_id', 'recommendation_id'])
    .execute();
  await db.schema
    .createIndex('recommendation_likes_user_created_idx')
    .on('recommendation_likes')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('main_recommendation_likes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uuid', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('main_recommendation_id', 'integer', (c) =>
      c.notNull().references('main_recommendations.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('main_recommendation_likes_user_outfit_key', [
      'user_id',
      'main_recommendation_id',
    ])
    .execute();
  await db.schema
    .createIndex('main_recommendation_likes_user_created_idx')
    .on('main_recommendation_likes')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('password_reset_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('password_reset_codes_user_idx')
    .on('password_reset_codes')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'password_reset_codes',
    'idempotency_keys',
    'main_recommendation_likes',
    'recommendation_likes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
