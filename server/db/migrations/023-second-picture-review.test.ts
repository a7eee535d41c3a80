/** Migration 023 shows the products of pictures the second review left out or relabelled as drawings. */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../../test/factories/recognition';
import { createHarness, fakeRecognizer, type Harness } from '../../../test/harness';
import { samplePhotos } from '../../catalog/sample/photos';
import { ProductRepository } from '../../repositories/product.repository';
import { REVIEWED_PICTURES, up } from './023-second-picture-review';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

const pictureUrl = (id: string) => `/media/catalog/photos/${id}.webp`;

describe('023-second-picture-review', () => {
  it('should list pictures no longer shipped, or shipped under another tag than before', () => {
    const shipped = new Map(samplePhotos().map((p) => [p.source, p]));
    const left = REVIEWED_PICTURES.filter((id) => !shipped.has(id));
    expect(left.length).toBeGreaterThan(300);
    // the rest are shipped with the colour or pattern the review gave them
    expect(REVIEWED_PICTURES.length - left.length).toBeGreaterThan(10);
  });

  it('should draw a product of a reviewed picture in its stored colour, and leave a kept picture', async () => {
    const reviewed = new Set(REVIEWED_PICTURES);
    const kept = samplePhotos().find((p) => !reviewed.has(p.source))!;
    const [withdrawn, keeping] = await h.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    await sql`UPDATE products SET image_url = ${pictureUrl(REVIEWED_PICTURES[0]!)}, category = '반소매 티셔츠', colour = '화이트', pattern = '무지', look = 'AAAAAA==' WHERE id = ${withdrawn!.id}`.execute(
      h.db,
    );
    await sql`UPDATE products SET image_url = ${pictureUrl(kept.source)} WHERE id = ${keeping!.id}`.execute(
      h.db,
    );

    await up(h.db as unknown as Kysely<unknown>);
    const stored = await new ProductRepository(h.db).findByIds([withdrawn!.id, keeping!.id]);
    expect(stored.get(withdrawn!.id)?.imageUrl).toMatch(
      /^\/media\/catalog\/26-white-solid-\d\.webp$/,
    );
    expect(stored.get(withdrawn!.id)?.look).toBeUndefined();
    expect(stored.get(keeping!.id)?.imageUrl).toBe(pictureUrl(kept.source));
  });
});
