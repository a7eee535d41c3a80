/**
 * 021: a summer-only top of 내 옷장 (반소매 티셔츠, 피케 반소매, 반소매 셔츠, 반소매 니트) is worn in
 * every season, outside 여름 as the inner layer under an outer (styling/wardrobe-seasons.ts; the
 * requirement "a tee in November is worn under an outer"). Items kept before 021 said `["여름"]`;
 * this gives them the four seasons, as a new item of those categories gets. `down` gives them
 * back `["여름"]`. Never edit this file after it landed; add 022.
 */
import { sql, type Kysely } from 'kysely';

/** The summer-only tops of TAXONOMY.md as they stood when 021 was written. */
const SUMMER_ONLY_TOPS = [
  '반소매 티셔츠',
  '피케&카라 티셔츠 - 반소매',
  '셔츠&블라우스 - 반소매',
  '니트&스웨터 - 반소매',
];

async function setSeasons(db: Kysely<unknown>, seasons: string): Promise<void> {
  await sql`update wardrobe_items set seasons = ${seasons}
    where category in (${sql.join(SUMMER_ONLY_TOPS)})`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setSeasons(db, JSON.stringify(['봄', '여름', '가을', '겨울']));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setSeasons(db, JSON.stringify(['여름']));
}
