/**
 * The streamed catalogue import (bulk-import.ts): good rows imported and bad ones kept with
 * their reasons, a run cut short resumed without importing a row twice or losing one, a file
 * imported to the end not imported again, JSON Lines, and whole-file problems; and its doors:
 * text PostgreSQL refuses, a file not in UTF-8, a product given twice, pictures out of the file's
 * folder or on a non-public address.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplateTo } from '../../test/pglite-template';
import { openDatabase, type Database } from '../db/database';
import { ProductRepository } from '../repositories/product.repository';
import { CatalogueFileError, importCatalogueFile, rejectsCsv } from './bulk-import';
import type { GarmentRecognizer, Recognition } from '../styling/types';
import { readCsv, type ParsedCatalogue } from './format';
import { pictureReader } from './pictures';
import { tagCatalogue } from './tagging';

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
async function fileWith(lines: string[], extension = 'csv', folder = dir): Promise<string> {
  files += 1;
  const file = path.join(folder, `catalogue-${files}.${extension}`);
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

/** A recogniser that takes every picture for a black hoodie. */
const recognizer: GarmentRecognizer = {
  async recognize() {
    return {
      category: '후드 티셔츠',
      slot: 'top',
      confidence: 0.9,
      runnerUps: [],
      colour: '블랙',
      colourConfidence: 0.9,
      ask: { category: false, colour: false },
      menswear: true,
      look: Array.from({ length: 64 }, (_, i) => (i === 0 ? 1 : 0)),
    } satisfies Recognition;
  },
};

/** The import as `npm run catalog:import` tags a file in `folder`: its pictures read for real. */
const tagIn = (folder: string) => (parsed: ParsedCatalogue) =>
  tagCatalogue(parsed, recognizer, pictureReader(folder));

/** The rejects file's rows after its header, as a spreadsheet shows them: `[row, field, reason]`. */
async function rejectRows(fingerprint: string): Promise<string[][]> {
  return readCsv(await rejectsCsv(db, fingerprint))
    .slice(1)
    .map((r) => r.fields);
}

const HOODIE_HEADER = 'goods_name,brand,price,style,seasons,goods_url,image_url,image_file';
/** A row whose category and colour are left to its picture. */
const hoodie = (n: number, imageUrl: string, imageFile = '') =>
  `후드 ${n},BOLD,59000,캐주얼,가을,https://shop.example/hoodie/${n},${imageUrl},${imageFile}`;

describe('the import’s doors', () => {
  it('should reject a row holding a NUL byte with its column and a Korean reason, and import the others', async () => {
    const before = await count();
    const file = await fileWith([
      HEADER,
      good(1001),
      good(1002).replace('플레인워크', '플레인\u0000워크'),
      good(1003),
    ]);
    const summary = await importCatalogueFile({ db, file, tag: noTagging });
    expect(summary).toMatchObject({ imported: 2, rejected: 1 });
    expect((await count()) - before).toBe(2);
    expect(await rejectRows(summary.fingerprint)).toEqual([
      [
        '3',
        'brand',
        '값에 NUL 문자(0x00)가 들어 있어 저장할 수 없습니다: 파일을 만든 프로그램에서 이 칸을 확인해 주세요.',
      ],
    ]);
  });

  it('should reject a JSON Lines row holding a lone surrogate, and keep a reason that quotes a NUL', async () => {
    const row = (name: string) =>
      `{"goods_name": "${name}", "brand": "B", "price": 39000, "category": "로퍼", "colour": "블랙", "style": "미니멀", "seasons": "봄", "goods_url": "https://shop.example/l/${name.length}"}`;
    const file = await fileWith(
      [row('로퍼'), row('로퍼 \\ud800 깨짐'), '{"goods_name": \u0000}'],
      'jsonl',
    );
    const summary = await importCatalogueFile({ db, file, tag: noTagging });
    expect(summary).toMatchObject({ imported: 1, rejected: 2 });
    expect(await rejectRows(summary.fingerprint)).toEqual([
      [
        '2',
        'goods_name',
        '값에 깨진 유니코드 문자(짝 없는 서로게이트)가 들어 있어 저장할 수 없습니다: 파일을 만든 프로그램에서 이 칸을 확인해 주세요.',
      ],
      // the JSON parser's message quotes the line: its NUL is written \0
      ['3', '', expect.stringContaining(`JSON 형식이 올바르지 않습니다: Unexpected token '\\0'`)],
    ]);
  });

  it('should refuse a file that is not UTF-8 (an EUC-KR export) with one Korean message, importing nothing', async () => {
    const before = await count();
    const file = path.join(dir, 'euc-kr.csv');
    // `HEADER` and one row whose name is 가나 in EUC-KR
    await writeFile(
      file,
      Buffer.concat([
        Buffer.from(`${HEADER}\n`),
        Buffer.from([0xb0, 0xa1, 0xb3, 0xaa]),
        Buffer.from(`${good(1004).slice(good(1004).indexOf(','))}\n`),
      ]),
    );
    const refused = importCatalogueFile({ db, file, tag: noTagging });
    await expect(refused).rejects.toBeInstanceOf(CatalogueFileError);
    await expect(refused).rejects.toThrow(
      /^파일이 UTF-8로 저장되어 있지 않습니다 .*아무것도 가져오지 않았습니다\.$/,
    );
    expect(await count()).toBe(before);
  });

  it('should reject a product given twice in a file (same link and colour), naming its first row, also after a resumed run', async () => {
    const before = await count();
    // one page sold in two colours is two products
    const navy = good(1010).replace('블랙', '네이비');
    const others = [1012, 1013, 1014, 1015, 1016].map(good);
    const file = await fileWith([
      HEADER,
      good(1010),
      good(1011),
      navy,
      ...others,
      good(1010),
      good(1011),
    ]);
    const stop = new AbortController();
    const first = await importCatalogueFile({
      db,
      file,
      tag: noTagging,
      batchRows: 3,
      signal: stop.signal,
      onProgress: () => stop.abort(),
    });
    // killed before the repeated rows (lines 10 and 11): the re-run reads the first ones again
    expect(first.rowsDone).toBeLessThanOrEqual(6);
    const summary = await importCatalogueFile({ db, file, tag: noTagging, batchRows: 3 });
    expect(summary).toMatchObject({ resumedAfter: first.rowsDone, imported: 8, rejected: 2 });
    expect((await count()) - before).toBe(8);
    expect(await rejectRows(summary.fingerprint)).toEqual([
      [
        '10',
        'goods_url',
        '2행과 같은 상품입니다 (구매 링크와 색상이 같음): 한 파일에 한 상품은 한 번만 적어 주세요.',
      ],
      [
        '11',
        'goods_url',
        '3행과 같은 상품입니다 (구매 링크와 색상이 같음): 한 파일에 한 상품은 한 번만 적어 주세요.',
      ],
    ]);
  });

  it('should read image_file only inside the file’s folder, rejecting ../ and a symlink out of it', async () => {
    const before = await count();
    const shop = path.join(dir, 'shop');
    await mkdir(path.join(shop, 'pictures'), { recursive: true });
    await writeFile(path.join(dir, 'outside.jpg'), 'not the shop’s');
    await writeFile(path.join(shop, 'pictures', 'in.jpg'), 'a hoodie');
    await symlink(path.join(dir, 'outside.jpg'), path.join(shop, 'pictures', 'link.jpg'));
    const cdn = 'https://cdn.shop.example/h.jpg';
    const file = await fileWith(
      [
        HOODIE_HEADER,
        hoodie(1, cdn, 'pictures/in.jpg'),
        hoodie(2, cdn, '../outside.jpg'),
        hoodie(3, cdn, 'pictures/link.jpg'),
        hoodie(4, cdn, path.join(dir, 'outside.jpg')),
      ],
      'csv',
      shop,
    );
    const summary = await importCatalogueFile({ db, file, tag: tagIn(shop) });
    expect(summary).toMatchObject({ imported: 1, rejected: 3 });
    expect((await count()) - before).toBe(1);
    const outside = (name: string) =>
      `image_file은 사진 폴더(${shop}) 안에 있어야 합니다 (폴더 밖을 가리키는 ../, 절대 경로, 링크는 읽지 않습니다): "${name}"`;
    expect(await rejectRows(summary.fingerprint)).toEqual([
      ['3', 'image_file', outside('../outside.jpg')],
      ['4', 'image_file', outside('pictures/link.jpg')],
      ['5', 'image_file', outside(path.join(dir, 'outside.jpg'))],
    ]);
  });

  describe('an image_url on this machine', () => {
    let server: Server;
    let requests = 0;
    beforeAll(async () => {
      server = createServer((_req, res) => {
        requests += 1;
        res.end('a hoodie');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('should be refused, by address or by a name resolving to it, without a request', async () => {
      const before = await count();
      const { port } = server.address() as AddressInfo;
      const file = await fileWith([
        `${HEADER},image_url`,
        `${good(1020)},http://127.0.0.1:${port}/x.jpg`,
        `${good(1021)},http://localhost:${port}/x.jpg`,
        `${good(1022)},http://[::ffff:127.0.0.1]:${port}/x.jpg`,
      ]);
      const summary = await importCatalogueFile({ db, file, tag: tagIn(dir) });
      expect(summary).toMatchObject({ imported: 0, rejected: 3 });
      expect((await count()) - before).toBe(0);
      expect(requests).toBe(0);
      const reason = (hostToAddress: string) =>
        `사진 주소가 공개 인터넷 주소가 아닙니다 (${hostToAddress}): 내부망이나 이 컴퓨터의 주소에서는 사진을 받지 않습니다.`;
      expect(await rejectRows(summary.fingerprint)).toEqual([
        ['2', 'image_url', reason('127.0.0.1 → 127.0.0.1')],
        [
          '3',
          'image_url',
          expect.stringMatching(/^사진 주소가 .* \(localhost → (127\.0\.0\.1|::1)\)/),
        ],
        // (the URL's own spelling of the IPv4-mapped address)
        ['4', 'image_url', reason('[::ffff:7f00:1] → 127.0.0.1')],
      ]);
    });
  });
});
