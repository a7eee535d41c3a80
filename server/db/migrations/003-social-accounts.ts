/**
 * 003: social login links (SPEC §1 "social login with three providers", §7 /accounts/{provider}/
 * login/): one row per provider account, unique per (provider, provider_user_id), pointing at the
 * member it signs in. A member may hold links of several providers. `email` keeps the verified
 * e-mail the provider gave when the link was made (null when it gave none).
 * Never edit this file after it landed; add 004 instead.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('social_accounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('social_accounts_provider_user_key', ['provider', 'provider_user_id'])
    .execute();
  await db.schema
    .createIndex('social_accounts_user_idx')
    .on('social_accounts')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_accounts').execute();
}
