/** Migration 022: a recommendation keeps what its words call the similar item; older ones null. */
import { type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecommendation } from '../../../test/factories/outfits';
import { recognition } from '../../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signedUpMemberId,
  type Harness,
} from '../../../test/harness';
import { down, up } from './022-recommendation-similar-offer';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

describe('022-recommendation-similar-offer', () => {
  it('should add the column, null for an outfit made before, and drop it again', async () => {
    const untyped = h.db as unknown as Kysely<unknown>;
    const userId = await signedUpMemberId(h);
    await down(untyped);
    await expect(
      h.db.selectFrom('recommendations').select('similar_offer').execute(),
    ).rejects.toThrow();
    await up(untyped);
    const id = await insertRecommendation(h.db, { userId });
    const row = await h.db
      .selectFrom('recommendations')
      .select('similar_offer')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.similar_offer).toBeNull();
  });
});
