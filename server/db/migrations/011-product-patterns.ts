/**
 * 011: `products.pattern`, the product's pattern (contract/taxonomy.ts PRODUCT_PATTERNS:
 * 무지, 프린트, 스트라이프, 체크, 플로럴, 기타; the catalogue import's `pattern` column), so that
 * the outfit text calls only a 무지 product plain. Null when unknown. Products seeded from the
 * sample catalogue before get the pattern their picture shows: a drawing's from its path
 * (`/media/catalog/05-grey-stripe-3.webp`), a photographed picture's from the pattern word its
 * name was given from the label (sample/photo-names.ts: 스트라이프, 체크, 그래픽, 배색, else
 * none for a plain garment). A shop's products stay null. Never edit this file after it landed;
 * add 011.
 */
import { sql, type Kysely } from 'kysely';

/** A drawing's pattern key in its path → the product pattern (illustration/variant.ts). */
const DRAWN: Record<string, string> = {
  solid: '무지',
  stripe: '스트라이프',
  check: '체크',
  print: '프린트',
  block: '기타',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('pattern', 'text').execute();
  for (const [key, pattern] of Object.entries(DRAWN)) {
    await sql`
      UPDATE products SET pattern = ${pattern}
      WHERE image_url ~ ${`^/media/catalog/[0-9]{2}-[a-z]+(-denim)?-${key}-[0-9][.](webp|svg)$`}
    `.execute(db);
  }
  await sql`
    UPDATE products SET pattern = CASE
      WHEN goods_name LIKE '%스트라이프%' THEN '스트라이프'
      WHEN goods_name LIKE '%체크%' THEN '체크'
      WHEN goods_name LIKE '%그래픽%' THEN '프린트'
      WHEN goods_name LIKE '%배색%' THEN '기타'
      ELSE '무지'
    END
    WHERE image_url LIKE '/media/catalog/photos/%'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('pattern').execute();
}
