/**
 * 014: an AI recommendation remembers the shopper's own pieces it wears (내 옷장). `owned_items`
 * is a JSON object of slot → wardrobe item id (`{"bottom":12,"shoes":7}`) for the slots filled
 * from the member's wardrobe instead of the shop (those slots' `*_id` product columns stay null);
 * null when the outfit wears none. A wardrobe item deleted later leaves its slot empty when the
 * saved outfit is shown. Never edit this file after it landed; add 015.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recommendations').addColumn('owned_items', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recommendations').dropColumn('owned_items').execute();
}
