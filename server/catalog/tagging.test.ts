/** The import tags itself (./tagging.ts, ./format.ts): estimates reported, doubtful rows listed. */
import { describe, expect, it } from 'vitest';
import type { GarmentRecognizer, Recognition } from '../styling/types';
import { parseCatalogue } from './format';
import { reportCsv, tagCatalogue, type PictureReader } from './tagging';

const HEADER = 'goods_name,brand,price,category,colour,style,fit,seasons,goods_url,image_url';
const url = (n: number) => `https://shop.example.com/p/${n}`;
const pic = (name: string) => `https://cdn.example.com/${name}.jpg`;

const LOOK = Array.from({ length: 64 }, (_, i) => (i === 0 ? 1 : 0));

/** What the fake recogniser answers per picture name (the bytes are the name). */
const ANSWERS: Record<string, Partial<Recognition>> = {
  hoodie: { category: '후드 티셔츠', slot: 'top', confidence: 0.91, colour: '그레이' },
  polo: {
    category: '피케&카라 티셔츠 - 반소매',
    slot: 'top',
    confidence: 0.31,
    colour: '네이비',
    colourConfidence: 0.55,
    ask: { category: true, colour: true },
  },
  red: {
    category: '맨투맨&스웨트',
    slot: 'top',
    confidence: 0.8,
    colour: '레드',
    shopColour: '버건디',
    colourConfidence: 0.9,
  },
  dress: { category: '셔츠&블라우스 - 긴소매', slot: 'top', confidence: 0.6, menswear: false },
};

const recognizer: GarmentRecognizer = {
  async recognize(image) {
    const answer = ANSWERS[image.toString()];
    if (!answer) throw new Error('이미지를 해석할 수 없습니다');
    return {
      runnerUps: [],
      colour: '블랙',
      colourConfidence: 0.95,
      ask: { category: false, colour: false },
      menswear: true,
      look: LOOK,
      ...answer,
    } as Recognition;
  },
};

const read: PictureReader = async (source) => Buffer.from(source.replace(/^.*\/(\w+)\.jpg$/, '$1'));

describe('catalogue import tagging', () => {
  it('fills a missing category and colour from the picture and reports them with their confidence', async () => {
    const csv = `${HEADER}\n헤비 후드,BOLD,59000,,,캐주얼,,가을|겨울,${url(1)},${pic('hoodie')}\n`;
    const parsed = parseCatalogue(csv, 'csv');
    expect(parsed.errors).toEqual([]);
    expect(parsed.pending).toHaveLength(1);
    const tagged = await tagCatalogue(parsed, recognizer, read);
    expect(tagged.errors).toEqual([]);
    expect(tagged.products).toEqual([
      expect.objectContaining({
        category: '후드 티셔츠',
        slot: 'top',
        colour: '그레이',
        fit: '레귤러',
        imageUrl: pic('hoodie'),
        look: Float32Array.from(LOOK),
      }),
    ]);
    expect(tagged.report).toEqual([
      expect.objectContaining({
        row: 2,
        category: '후드 티셔츠',
        categoryConfidence: 0.91,
        colour: '그레이',
        colourConfidence: 0.95,
        review: [],
      }),
    ]);
    expect(reportCsv(tagged.report)).toContain('2,헤비 후드,후드 티셔츠,0.91,그레이,0.95,,');
  });

  it('writes a report whose cells a spreadsheet cannot run as formulas (OWASP CSV injection)', async () => {
    const csv = [
      HEADER,
      `"=HYPERLINK(""https://evil.example"",""클릭"")",BOLD,59000,,,캐주얼,,가을,${url(20)},${pic('hoodie')}`,
      `@SUM(1+1),BOLD,59000,,,캐주얼,,가을,${url(21)},${pic('hoodie')}`,
      `+후드,BOLD,59000,,,캐주얼,,가을,${url(22)},${pic('hoodie')}`,
      `-후드,BOLD,59000,,,캐주얼,,가을,${url(23)},${pic('hoodie')}`,
    ].join('\n');
    const tagged = await tagCatalogue(parseCatalogue(csv, 'csv'), recognizer, read);
    const names = reportCsv(tagged.report)
      .split('\n')
      .slice(1, -1)
      .map((line) => line.slice(line.indexOf(',') + 1, line.indexOf(',후드 티셔츠')));
    expect(names).toEqual([
      `"'=HYPERLINK(""https://evil.example"",""클릭"")"`,
      `'@SUM(1+1)`,
      `'+후드`,
      `'-후드`,
    ]);
  });

  it('lists for review the rows the recogniser is unsure of, not a men’s garment, or in a colour the shop lacks', async () => {
    const csv = [
      HEADER,
      `카라 티,BRAND,39000,,,미니멀,,여름,${url(2)},${pic('polo')}`,
      `스웨트,BRAND,49000,,,캐주얼,,가을,${url(3)},${pic('red')}`,
      `블라우스,BRAND,49000,,블랙,캐주얼,,가을,${url(4)},${pic('dress')}`,
    ].join('\n');
    const tagged = await tagCatalogue(parseCatalogue(csv, 'csv'), recognizer, read);
    expect(tagged.errors).toEqual([]);
    const byRow = new Map(tagged.report.map((r) => [r.row, r]));
    expect(byRow.get(2)?.review).toEqual(['카테고리 확신 낮음', '색상 확신 낮음']);
    expect(byRow.get(3)).toMatchObject({ colour: '버건디', photoColour: '레드' });
    expect(byRow.get(3)?.review).toEqual(['사진 색(레드)이 매장 색에 없어 버건디로 가져옴']);
    // the operator gave the colour: only the category was estimated
    expect(byRow.get(4)).toMatchObject({ colour: '블랙', colourConfidence: null });
    expect(byRow.get(4)?.review).toEqual(['남성 의류로 보이지 않음']);
  });

  it('fits the seasons to an estimated category’s rules and says so, instead of failing the row', async () => {
    const csv = [
      HEADER,
      // estimated as a summer-only polo although the operator wrote 봄|가을
      `카라 티,BRAND,39000,,네이비,미니멀,,봄|가을,${url(12)},${pic('polo')}`,
    ].join('\n');
    const tagged = await tagCatalogue(parseCatalogue(csv, 'csv'), recognizer, read);
    expect(tagged.errors).toEqual([]);
    expect(tagged.products[0]?.seasons).toEqual(['여름']);
    expect(tagged.report[0]?.review).toContain(
      '계절을 피케&카라 티셔츠 - 반소매에 맞춰 여름(으)로 바꿈',
    );
  });

  it('fails a row to tag whose picture cannot be read, and one invalid once tagged', async () => {
    const csv = [
      HEADER,
      `없는 사진,BRAND,39000,,,미니멀,,봄,${url(5)},${pic('missing')}`,
      // estimated as a top, but the operator's fit is a bottom's
      `후드,BRAND,39000,,,미니멀,와이드,봄,${url(6)},${pic('hoodie')}`,
    ].join('\n');
    const tagged = await tagCatalogue(parseCatalogue(csv, 'csv'), recognizer, read);
    expect(tagged.products).toEqual([]);
    expect(tagged.errors).toEqual([
      expect.objectContaining({ row: 2, field: 'image_url' }),
      expect.objectContaining({ row: 3, field: 'fit' }),
    ]);
  });

  it('gives complete rows with a picture their look, and imports them without one when the picture is unreadable', async () => {
    const csv = [
      HEADER,
      `후드,BRAND,39000,후드 티셔츠,그레이,미니멀,레귤러,가을,${url(7)},${pic('hoodie')}`,
      `후드2,BRAND,39000,후드 티셔츠,그레이,미니멀,레귤러,가을,${url(8)},${pic('gone')}`,
      `후드3,BRAND,39000,후드 티셔츠,그레이,미니멀,레귤러,가을,${url(9)},`,
    ].join('\n');
    const tagged = await tagCatalogue(parseCatalogue(csv, 'csv'), recognizer, read);
    expect(tagged.errors).toEqual([]);
    expect(tagged.report).toEqual([]);
    expect(tagged.products.map((p) => p.look !== undefined)).toEqual([true, false, false]);
    expect(tagged.warnings).toEqual([expect.stringContaining('후드2')]);
  });

  it('still requires category and colour of a row without a picture, and image_url beside image_file', () => {
    const csv = [
      'goods_name,brand,price,category,colour,style,fit,seasons,goods_url,image_url,image_file',
      `그림 없음,BRAND,39000,,,미니멀,레귤러,가을,${url(10)},,`,
      `파일만,BRAND,39000,,,미니멀,레귤러,가을,${url(11)},,photos/a.jpg`,
    ].join('\n');
    const { errors, pending } = parseCatalogue(csv, 'csv');
    expect(pending).toEqual([]);
    expect(errors).toEqual([
      expect.objectContaining({ row: 2, field: 'category' }),
      expect.objectContaining({ row: 2, field: 'colour' }),
      expect.objectContaining({ row: 3, field: 'image_url' }),
    ]);
  });
});
