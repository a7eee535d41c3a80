/** Migration 014 lets a recommendation remember the member's own garments it wears (내 옷장). */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../../test/factories/recognition';
import { createHarness, fakeRecognizer, type Harness } from '../../../test/harness';
import { down, up } from './014-recommendation-wardrobe';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

const columns = async () =>
  (
    await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
      WHERE table_name = 'recommendations' AND column_name = 'owned_items'`.execute(h.db)
  ).rows.map((r) => r.column_name);

describe('014-recommendation-wardrobe', () => {
  it('should add and drop the owned_items column of recommendations', async () => {
    const untyped = h.db as unknown as Kysely<unknown>;
    expect(await columns()).toEqual(['owned_items']);
    await down(untyped);
    expect(await columns()).toEqual([]);
    await up(untyped);
    expect(await columns()).toEqual(['owned_items']);
  });
});
