/** Migration 011 gives the sample catalogue's products seeded before it the pattern their picture shows. */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../../test/factories/recognition';
import { createHarness, fakeRecognizer, type Harness } from '../../../test/harness';
import { ProductRepository } from '../../repositories/product.repository';
import { down, up } from './011-product-patterns';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

describe('011-product-patterns', () => {
  it('should store a product’s pattern, and give products seeded before it their picture’s', async () => {
    const ids = (
      await h.db.selectFrom('products').select('id').orderBy('id').limit(5).execute()
    ).map((row) => row.id);
    const before: [string, string][] = [
      ['/media/catalog/05-grey-stripe-3.webp', '스트라이프 셔츠 (그레이)'],
      ['/media/catalog/01-mid-denim-solid-0.webp', '원워싱 데님 팬츠 (중청)'],
      [
        '/media/catalog/photos/00003aeb-ace5-43bf-9a0c-dc31a03e9cd2.webp',
        '데일리 그래픽 반소매 티셔츠 (화이트)',
      ],
      ['/media/catalog/photos/00149032-3dd6-426e-9bc0-d53032536a42.webp', '에센셜 셔츠 (블랙)'],
      ['https://shop.example/goods/7.jpg', '오버핏 반소매 티셔츠'],
    ];
    const untyped = h.db as unknown as Kysely<unknown>;
    await down(untyped);
    for (const [i, id] of ids.entries()) {
      const [imageUrl, name] = before[i]!;
      await sql`UPDATE products SET image_url = ${imageUrl}, goods_name = ${name} WHERE id = ${id}`.execute(
        h.db,
      );
    }
    await up(untyped);
    const stored = await new ProductRepository(h.db).findByIds(ids);
    expect(ids.map((id) => stored.get(id)?.pattern)).toEqual([
      '스트라이프',
      '무지',
      '프린트',
      '무지',
      undefined,
    ]);

    const [id] = await new ProductRepository(h.db).insertMany([
      { ...stored.get(ids[4]!)!, pattern: '플로럴' },
    ]);
    expect((await new ProductRepository(h.db).findByIds([id!])).get(id!)?.pattern).toBe('플로럴');
  });
});
