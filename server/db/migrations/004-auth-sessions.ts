/**
 * 004: sign-in sessions, so that tokens can be revoked (ARCHITECTURE.md "Invariants": nothing a
 * client holds outlives a password change, a reset or a logout). One row per sign-in (a
 * refresh-token family): the id is the `sid` claim of its access and refresh tokens,
 * `refresh_jti` the one refresh token that may be used next, `previous_jti` and `rotated_at` the
 * one it replaced (accepted again only for a short grace, for a retried refresh whose answer was
 * lost). Deleting the row revokes every token of the sign-in; a deleted member's rows go with it.
 * Never edit this file after it landed; add 005 instead.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('refresh_jti', 'uuid', (c) => c.notNull())
    .addColumn('previous_jti', 'uuid')
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_sessions_user_idx')
    .on('auth_sessions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_sessions').execute();
}
