/**
 * 022: a recommendation keeps what its words call the photographed slot's shop product beside
 * the shopper's garment (contract/api.ts `similar_offer`: 'similar', 'same_kind', 'stand_in'),
 * so that a saved outfit labels it as its text does (비슷한 상품, 같은 종류 상품, 대신할 상품).
 * Null for outfits made before 022: read as before (the similar item of the photographed slot).
 * Never edit this file after it landed; add 023.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recommendations').addColumn('similar_offer', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recommendations').dropColumn('similar_offer').execute();
}
