/**
 * 020: a wardrobe item (내 옷장, migration 013) says which of its labels may be stated as fact
 * (contract/wardrobe.ts `confirmed`): `category_confirmed` and `colour_confirmed`, true when the
 * member chose the label or the recogniser was sure of it (right ≥ 90 % of the time at that
 * confidence), false while it is the recogniser's unsure guess (the app marks it "확인 필요" and
 * the outfits' words do not state it). Items kept before 020 are not known to be either: false.
 * Never edit this file after it landed; add 021.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('wardrobe_items')
    .addColumn('category_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('colour_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('wardrobe_items')
    .dropColumn('category_confirmed')
    .dropColumn('colour_confirmed')
    .execute();
}
