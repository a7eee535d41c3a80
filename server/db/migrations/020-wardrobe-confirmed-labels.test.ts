/** Migration 020: wardrobe items say which labels are confirmed; items kept before are not. */
import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signedUpMemberId,
  type Harness,
} from '../../../test/harness';
import { down, up } from './020-wardrobe-confirmed-labels';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

describe('020-wardrobe-confirmed-labels', () => {
  it('should add the two flags, false for an item kept before, and drop them again', async () => {
    const untyped = h.db as unknown as Kysely<unknown>;
    await down(untyped);
    const userId = await signedUpMemberId(h);
    await untyped
      .insertInto('wardrobe_items' as never)
      .values({
        user_id: userId,
        category: '데님 팬츠',
        slot: 'bottom',
        colour: '중청',
        seasons: '["봄","가을"]',
        picture_file: 'wardrobe-00000000-0000-4000-8000-000000000020.webp',
      } as never)
      .execute();
    await up(untyped);
    const before = await h.db
      .selectFrom('wardrobe_items')
      .select(['category_confirmed', 'colour_confirmed'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ category_confirmed: false, colour_confirmed: false });
  });
});
