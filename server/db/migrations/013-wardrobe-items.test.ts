/** Migration 013 makes the wardrobe's table (내 옷장), whose items outlive their account until swept. */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signedUpMemberId,
  type Harness,
} from '../../../test/harness';
import { down, up } from './013-wardrobe-items';
import * as m015 from './015-recommendation-garment-item';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

const tableExists = async () =>
  (
    await sql<{ name: string | null }>`SELECT to_regclass('wardrobe_items')::text AS name`.execute(
      h.db,
    )
  ).rows[0]?.name === 'wardrobe_items';

describe('013-wardrobe-items', () => {
  it('should make and drop the wardrobe table, whose rows lose their member when the account goes', async () => {
    const untyped = h.db as unknown as Kysely<unknown>;
    // 015 refers to the table (recommendations.wardrobe_item_id): undone first, redone after
    await m015.down(untyped);
    await down(untyped);
    expect(await tableExists()).toBe(false);
    await up(untyped);
    expect(await tableExists()).toBe(true);
    await m015.up(untyped);

    const userId = await signedUpMemberId(h);
    const item = {
      user_id: userId,
      category: '데님 팬츠',
      slot: 'bottom',
      colour: '중청',
      seasons: '["봄","여름","가을","겨울"]',
      picture_file: 'wardrobe-00000000-0000-4000-8000-000000000001.webp',
    };
    const stored = await h.db
      .insertInto('wardrobe_items')
      .values(item)
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject(item);
    expect(stored.id).toBeGreaterThan(0);
    expect(stored.created_at).toBeInstanceOf(Date);
    expect(stored.updated_at).toBeInstanceOf(Date);
    // a picture file belongs to one item
    await expect(h.db.insertInto('wardrobe_items').values(item).execute()).rejects.toThrow();

    // the account gone: the row stays, without a member, for the sweep to delete its picture
    await h.db.deleteFrom('users').where('id', '=', userId).execute();
    const orphan = await h.db
      .selectFrom('wardrobe_items')
      .select(['user_id', 'picture_file'])
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(orphan).toEqual({ user_id: null, picture_file: item.picture_file });
  });
});
