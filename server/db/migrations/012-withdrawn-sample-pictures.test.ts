/** Migration 012 shows the products of withdrawn sample pictures as their drawings. */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../../test/factories/recognition';
import { createHarness, fakeRecognizer, type Harness } from '../../../test/harness';
import { samplePhotos } from '../../catalog/sample/photos';
import { renderIllustration } from '../../catalog/illustration';
import { ProductRepository } from '../../repositories/product.repository';
import { up, WITHDRAWN_PICTURES } from './012-withdrawn-sample-pictures';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

describe('012-withdrawn-sample-pictures', () => {
  it('should list only pictures the catalogue no longer ships', () => {
    const shipped = new Set(samplePhotos().map((p) => p.source));
    expect(WITHDRAWN_PICTURES.length).toBeGreaterThan(150);
    expect(WITHDRAWN_PICTURES.filter((id) => shipped.has(id))).toEqual([]);
  });

  it('should draw a product seeded with a withdrawn picture in its category, colour and pattern, and leave the rest', async () => {
    const [striped, graphic, kept, shop] = await h.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .limit(4)
      .execute();
    const keptPicture = `/media/catalog/photos/${samplePhotos()[0]!.source}.webp`;
    const before: [number, string, string, string, string, string][] = [
      [
        striped!.id,
        `/media/catalog/photos/${WITHDRAWN_PICTURES[0]}.webp`,
        '니트&스웨터 - 긴소매',
        '네이비',
        '스트라이프',
        'AAAAAA==',
      ],
      [
        graphic!.id,
        `/media/catalog/photos/${WITHDRAWN_PICTURES[1]}.webp`,
        '반소매 티셔츠',
        '화이트',
        '프린트',
        'AAAAAA==',
      ],
      [kept!.id, keptPicture, '반소매 티셔츠', '블랙', '무지', 'AAAAAA=='],
      [shop!.id, 'https://shop.example/goods/7.jpg', '반소매 티셔츠', '블랙', '무지', 'AAAAAA=='],
    ];
    for (const [id, imageUrl, category, colour, pattern, look] of before)
      await sql`UPDATE products SET image_url = ${imageUrl}, category = ${category}, colour = ${colour}, pattern = ${pattern}, look = ${look} WHERE id = ${id}`.execute(
        h.db,
      );

    await up(h.db as unknown as Kysely<unknown>);
    const stored = await new ProductRepository(h.db).findByIds(before.map(([id]) => id));
    const image = (id: number) => stored.get(id)?.imageUrl ?? '';
    // the drawings of a navy striped knit and a white graphic tee, which the server draws
    expect(image(striped!.id)).toMatch(/^\/media\/catalog\/03-navy-stripe-\d\.webp$/);
    expect(image(graphic!.id)).toMatch(/^\/media\/catalog\/26-white-print-\d\.webp$/);
    for (const id of [striped!.id, graphic!.id]) {
      expect(renderIllustration(image(id))).not.toBeNull();
      expect(stored.get(id)?.look).toBeUndefined();
    }
    expect(image(kept!.id)).toBe(keptPicture);
    expect(image(shop!.id)).toBe('https://shop.example/goods/7.jpg');
  });
});
