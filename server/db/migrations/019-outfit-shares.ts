/**
 * 019: shared outfits (contract/share.ts, docs/accounts.md "Shared outfits"). `outfit_shares` holds
 * one live share of a member's AI outfit under its unguessable `token` (22 base64url characters):
 * the outfit as it was shared (`snapshot`, JSON of contract/share.ts SharedOutfit), whether the
 * sharer agreed to show their own garment (`with_own_garment`), and the slots whose picture the
 * share copied into the upload store (`picture_slots`, a JSON array of slot names; the files are
 * `share-<token>-<slot>.webp`). Withdrawing deletes the row and its pictures. A share is one per
 * member, outfit and answer (unique), so that sharing again gives the same link. The outfit's id
 * is kept without a foreign key: the snapshot outlives the answer's retention. The member's account
 * going sets `user_id` to null (the share is then no longer served) so that the retention sweep
 * still knows the pictures to delete. Never edit this file after it landed; add 020.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outfit_shares')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recommendation_id', 'integer', (c) => c.notNull())
    .addColumn('with_own_garment', 'boolean', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('picture_slots', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One share per member, outfit and answer; also the member's list and the sweep's look-up of
  // shares whose account is gone (user_id first).
  await db.schema
    .createIndex('outfit_shares_member_outfit_idx')
    .on('outfit_shares')
    .columns(['user_id', 'recommendation_id', 'with_own_garment'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outfit_shares').execute();
}
