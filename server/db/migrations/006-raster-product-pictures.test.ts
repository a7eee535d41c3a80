/** Migration 006 moves only the server's own illustration links to the raster pictures. */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../../test/factories/recognition';
import { createHarness, fakeRecognizer, type Harness } from '../../../test/harness';
import { down, up } from './006-raster-product-pictures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

async function imageUrls(ids: number[]): Promise<string[]> {
  const rows = await h.db
    .selectFrom('products')
    .select(['id', 'image_url'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.image_url);
}

describe('006-raster-product-pictures', () => {
  it('should point a catalogue seeded before at the raster pictures and leave shop links alone', async () => {
    const ids = (
      await h.db.selectFrom('products').select('id').orderBy('id').limit(3).execute()
    ).map((row) => row.id);
    const before = [
      '/media/catalog/05-grey-stripe-3.svg',
      'https://shop.example/goods/7.svg',
      '/media/catalog/01-mid-denim.svg',
    ];
    for (const [i, id] of ids.entries()) {
      await sql`UPDATE products SET image_url = ${before[i]} WHERE id = ${id}`.execute(h.db);
    }

    // Migrations see the database untyped, as kysely's Migrator hands it to them.
    const untyped = h.db as unknown as Kysely<unknown>;
    await up(untyped);
    expect(await imageUrls(ids)).toEqual([
      '/media/catalog/05-grey-stripe-3.webp',
      'https://shop.example/goods/7.svg',
      '/media/catalog/01-mid-denim.webp',
    ]);

    await down(untyped);
    expect(await imageUrls(ids)).toEqual(before);
  });
});
