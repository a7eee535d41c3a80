/**
 * The streamed catalogue import (bulk-import.ts): good rows imported and bad ones kept with
 * their reasons, a run cut short resumed without importing a row twice or losing one, a file
 * imported to the end not imported again, JSON Lines, and whole-file problems.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplateTo } from '../../test/pglite-template';
import { openDatabase, type Database } from '../db/database';
import { ProductRepository } from '../repositories/product.repository';
import { CatalogueFileError, importCatalogueFile, rejectsCsv } from './bulk-import';
import type { ParsedCatalogue } from './format';

let dir: string;
let db: Database;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-import-'));
  await copyPgliteTemplateTo(path.join(dir, 'pglite'));
  db = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
});
afterAll(async () => {
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

const HEADER = 'goods_name,brand,price,category,colour,style,fit,seasons,goods_url';
/** A valid CSV row; `n` makes it unique. */
const good = (n: number) =>
  `와이드 슬랙스 ${n},플레인워크,${39_000 + n},슈트 팬츠&슬랙스,블랙,미니멀,와이드,봄|가을,https://shop.example/goods/${n}`;

/** Rows with no picture need no tagging: the test fails if asked. */
const noTagging = async (parsed: ParsedCatalogue): Promise<never> => {
  throw new Error(`tagging asked for ${parsed.products.length} rows`);
};

let files = 0;
async function fileWith(lines: string[], extension = 'csv'): Promise<string> {
  files += 1;
  const file = path.join(dir, `catalogue-${files}.${extension}`);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

const count = () => new ProductRepository(db).count();

describe('streamed catalogue import', () => {
  it('should import the good rows and keep every bad one with its line and Korean reason', async () => {
    const before = await count();
    const file = await fileWith([
      HEADER,
      good(1),
      `비싼 코트,브랜드,900000,슈트 팬츠&슬랙스,블랙,미니멀,와이드,봄,https://shop.example/x`,
      good(2),
      `이상한 옷,브랜드,39000,치마,블랙,미니멀,와이드,봄,https://shop.example/y`,
      good(3),
    ]);
    const summary = await importCatalogueFile({ db, file, tag: noTagging });
    expect(summary).toMatchObject({ rowsDone: 5, imported: 3, rejected: 2 });
    expect((await count()) - before).toBe(3);
    const rejects = (await rejectsCsv(db, summary.fingerprint)).split('\n');
    expect(rejects[0]).toBe('\uFEFFrow,field,reason');
    expect(rejects[1]).toMatch(/^3,price,"가격은 200,000원 이하여야 합니다/);
    expect(rejects[2]).toMatch(/^5,category,"알 수 없는 카테고리입니다: ""치마""/);
  });

  it('should resume a run cut short after its rows done, and not import a finished file again', async () => {
    const before = await count();
    const file = await fileWith([HEADER, ...Array.from({ length: 10 }, (_, i) => good(100 + i))]);
    const stop = new AbortController();
    const first = await importCatalogueFile({
      db,
      file,
      tag: noTagging,
      batchRows: 3,
      signal: stop.signal,
      onProgress: () => stop.abort(),
    });
    // stopped between two batches: what is in the database is exactly the rows done
    expect(first.rowsDone).toBeLessThan(10);
    expect(first.imported).toBe(first.rowsDone);
    expect((await count()) - before).toBe(first.rowsDone);

    const second = await importCatalogueFile({ db, file, tag: noTagging, batchRows: 3 });
    expect(second).toMatchObject({
      resumedAfter: first.rowsDone,
      rowsDone: 10,
      imported: 10,
      rejected: 0,
    });
    expect((await count()) - before).toBe(10);

    const third = await importCatalogueFile({ db, file, tag: noTagging });
    expect(third).toMatchObject({ alreadyImported: true, imported: 10 });
    expect((await count()) - before).toBe(10);
  });

  it('should read JSON Lines, a bad line rejected by its line number', async () => {
    const before = await count();
    const row = (n: number) =>
      JSON.stringify({
        goods_name: `로퍼 ${n}`,
        brand: '마로우 슈즈',
        price: 89_000,
        category: '로퍼',
        color: '블랙',
        style: '미니멀',
        seasons: ['봄', '가을'],
        goods_url: `https://shop.example/loafer/${n}`,
      });
    const file = await fileWith([row(1), '{"goods_name": ', '', row(2)], 'jsonl');
    const summary = await importCatalogueFile({ db, file, tag: noTagging });
    expect(summary).toMatchObject({ imported: 2, rejected: 1 });
    expect((await count()) - before).toBe(2);
    expect(await rejectsCsv(db, summary.fingerprint)).toMatch(/\n2,,JSON 형식이 올바르지 않습니다/);
  });

  it('should refuse a CSV whose header lacks a required column, importing nothing', async () => {
    const before = await count();
    const file = await fileWith(['goods_name,brand,price', '이름,브랜드,1000']);
    const refused = importCatalogueFile({ db, file, tag: noTagging });
    await expect(refused).rejects.toBeInstanceOf(CatalogueFileError);
    await expect(refused).rejects.toThrow('헤더에 style 열이 없습니다');
    expect(await count()).toBe(before);
  });

  it('should give a product the look its row carries, without recognising a picture', async () => {
    const look = new Float32Array(64);
    look[0] = 1;
    const encoded = Buffer.from(look.buffer).toString('base64');
    const file = await fileWith([
      `${HEADER},image_url,look`,
      `${good(900)},https://cdn.example/900.jpg,${encoded}`,
    ]);
    const summary = await importCatalogueFile({ db, file, tag: noTagging });
    expect(summary).toMatchObject({ imported: 1, rejected: 0 });
    const [product] = (await new ProductRepository(db).findAllInPages()).filter(
      (p) => p.goodsName === '와이드 슬랙스 900',
    );
    expect(product?.look?.[0]).toBe(1);
  });
});
