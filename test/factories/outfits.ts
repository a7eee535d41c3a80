/**
 * AI recommendation rows for medium tests that need saved outfits with chosen owners, styles
 * and prices without running the generator. Rows point at real catalogue products (the sample
 * seed) and at an upload row made here.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/database';
import type { Style } from '../../contract/taxonomy';

export interface RecommendationSpec {
  userId: number;
  style?: Style;
  totalPrice?: number;
  reasoningText?: string;
}

/** Inserts one AI recommendation for `spec.userId`; returns its id. */
export async function insertRecommendation(
  db: Database,
  spec: RecommendationSpec,
): Promise<number> {
  const uploadId = randomUUID();
  await db
    .insertInto('uploads')
    .values({
      id: uploadId,
      user_id: spec.userId,
      file_name: `${uploadId}.jpg`,
      width: 10,
      height: 10,
      bytes: 100,
    })
    .execute();
  const pick = async (slot: string) =>
    (
      await db
        .selectFrom('products')
        .select('id')
        .where('slot', '=', slot)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
  const row = await db
    .insertInto('recommendations')
    .values({
      user_id: spec.userId,
      upload_id: uploadId,
      recommendation_code: randomUUID().replace(/-/g, '').slice(0, 12),
      category: '데님 팬츠',
      season: '가을',
      style: spec.style ?? '캐주얼',
      top_id: await pick('top'),
      outer_id: await pick('outer'),
      bottom_id: await pick('bottom'),
      shoes_id: await pick('shoes'),
      similar_slot: 'bottom',
      total_price: spec.totalPrice ?? 150_000,
      reasoning_text: spec.reasoningText ?? '테스트용 추천 코디입니다.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
