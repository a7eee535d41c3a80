/**
 * Migration 015 lets a recommendation be composed around a wardrobe item instead of an upload
 * (the generator's `wardrobe_item_id`), and counts the generator requests on an item.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signedUpMemberId,
  type Harness,
} from '../../../test/harness';
import { down, up } from './015-recommendation-garment-item';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

/** The migration's columns as information_schema has them: name → nullable. */
const columns = async () =>
  Object.fromEntries(
    (
      await sql<{ table_name: string; column_name: string; is_nullable: string }>`
        SELECT table_name, column_name, is_nullable FROM information_schema.columns
        WHERE (table_name = 'recommendations'
               AND column_name IN ('upload_id', 'wardrobe_item_id'))
           OR (table_name = 'wardrobe_items' AND column_name = 'generations')`.execute(h.db)
    ).rows.map((r) => [`${r.table_name}.${r.column_name}`, r.is_nullable]),
  );

describe('015-recommendation-garment-item', () => {
  it('should make upload_id optional, add wardrobe_item_id and the item’s generations, and undo it', async () => {
    const untyped = h.db as unknown as Kysely<unknown>;
    const migrated = {
      'recommendations.upload_id': 'YES',
      'recommendations.wardrobe_item_id': 'YES',
      'wardrobe_items.generations': 'NO',
    };
    expect(await columns()).toEqual(migrated);
    await down(untyped);
    expect(await columns()).toEqual({ 'recommendations.upload_id': 'NO' });
    await up(untyped);
    expect(await columns()).toEqual(migrated);
  });

  it('should keep a recommendation of a deleted item without it, and refuse one of both an upload and an item', async () => {
    const userId = await signedUpMemberId(h);
    const item = await h.db
      .insertInto('wardrobe_items')
      .values({
        user_id: userId,
        category: '데님 팬츠',
        slot: 'bottom',
        colour: '중청',
        seasons: '["봄","여름","가을","겨울"]',
        picture_file: 'wardrobe-00000000-0000-4000-8000-000000000015.webp',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(item.generations).toBe(0);
    const row = {
      user_id: userId,
      category: '데님 팬츠',
      season: '가을',
      style: '캐주얼',
      similar_slot: 'bottom',
      total_price: 0,
      reasoning_text: '',
    };
    const stored = await h.db
      .insertInto('recommendations')
      .values({ ...row, recommendation_code: 'm015-a', wardrobe_item_id: item.id })
      .returning(['id', 'upload_id', 'wardrobe_item_id'])
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ upload_id: null, wardrobe_item_id: item.id });

    await h.db
      .insertInto('uploads')
      .values({
        id: 'm015-upload',
        user_id: userId,
        file_name: 'm015-upload.jpg',
        width: 1,
        height: 1,
        bytes: 1,
      })
      .execute();
    await expect(
      h.db
        .insertInto('recommendations')
        .values({
          ...row,
          recommendation_code: 'm015-b',
          upload_id: 'm015-upload',
          wardrobe_item_id: item.id,
        })
        .execute(),
    ).rejects.toThrow(/recommendations_one_garment/);

    await h.db.deleteFrom('wardrobe_items').where('id', '=', item.id).execute();
    const kept = await h.db
      .selectFrom('recommendations')
      .select(['upload_id', 'wardrobe_item_id'])
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ upload_id: null, wardrobe_item_id: null });
  });
});
