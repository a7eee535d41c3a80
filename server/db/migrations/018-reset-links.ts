/**
 * 018: every password reset e-mail carries a link beside its code (docs/accounts.md "Password
 * reset"). `link_hash` is an HMAC of the link's token (32 random bytes), unique, so that the link
 * finds its row without the member's e-mail; the link is spent only by its own use, never by the
 * code's wrong tries. Codes issued before 018 have none (null) and keep working as codes.
 * Never edit this file after it landed; add 019.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('password_reset_codes').addColumn('link_hash', 'text').execute();
  await db.schema
    .createIndex('password_reset_codes_link_hash_key')
    .on('password_reset_codes')
    .column('link_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('password_reset_codes_link_hash_key').execute();
  await db.schema.alterTable('password_reset_codes').dropColumn('link_hash').execute();
}
