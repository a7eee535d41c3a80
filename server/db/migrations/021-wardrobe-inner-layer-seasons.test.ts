/** Migration 021: a summer-only top kept in 내 옷장 before is worn in every season after it. */
import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signedUpMemberId,
  type Harness,
} from '../../../test/harness';
import { down, up } from './021-wardrobe-inner-layer-seasons';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

describe('021-wardrobe-inner-layer-seasons', () => {
  it('should wear a tee kept before in every season, leave shorts to summer, and undo', async () => {
    const untyped = h.db as unknown as Kysely<unknown>;
    const userId = await signedUpMemberId(h);
    const kept = [
      ['반소매 티셔츠', 'top', '00000000-0000-4000-8000-000000000211'],
      ['숏팬츠', 'bottom', '00000000-0000-4000-8000-000000000212'],
    ] as const;
    for (const [category, slot, uuid] of kept)
      await h.db
        .insertInto('wardrobe_items')
        .values({
          user_id: userId,
          category,
          slot,
          colour: '화이트',
          seasons: '["여름"]',
          picture_file: `wardrobe-${uuid}.webp`,
        })
        .execute();
    const seasons = async (): Promise<Record<string, string>> =>
      Object.fromEntries(
        (
          await h.db
            .selectFrom('wardrobe_items')
            .select(['category', 'seasons'])
            .where('user_id', '=', userId)
            .execute()
        ).map((r) => [r.category, r.seasons]),
      );

    await up(untyped);
    expect(await seasons()).toEqual({
      '반소매 티셔츠': '["봄","여름","가을","겨울"]',
      숏팬츠: '["여름"]',
    });
    await down(untyped);
    expect(await seasons()).toEqual({ '반소매 티셔츠': '["여름"]', 숏팬츠: '["여름"]' });
    await up(untyped);
  });
});
