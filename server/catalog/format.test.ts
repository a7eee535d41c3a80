/** The operator's import format (./format.ts, ./README.md). */
import { describe, expect, it } from 'vitest';
import { csvField, parseCatalogue, readCsv } from './format';

const HEADER = 'goods_name,brand,price,category,colour,style,fit,seasons,goods_url,image_url';
const GOOD =
  '세미 와이드 원턱 슬랙스,플레인워크,39900,슈트 팬츠&슬랙스,블랙,미니멀,와이드,봄|가을,https://www.musinsa.com/products/1,';
/** GOOD as another product (its own purchase link). */
const goodNo = (n: number) => GOOD.replace('/products/1,', `/products/${n},`);

describe('readCsv', () => {
  it('handles quoted fields with commas, doubled quotes, line breaks and CRLF', () => {
    const records = readCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\n\r\nlast,,\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, fields: ['last', '', ''] },
    ]);
  });

  it('ignores a BOM and throws on an unterminated quote', () => {
    expect(readCsv('\ufeffa,b')).toEqual([{ line: 1, fields: ['a', 'b'] }]);
    expect(() => readCsv('a,b\n"open,b')).toThrow(SyntaxError);
  });
});

describe('csvField', () => {
  it('quotes as RFC 4180 requires and keeps a spreadsheet from running a cell as a formula (OWASP CSV injection)', () => {
    const values = ['후드', 'a,b', 'say "hi"', '=1+1', '+82 10', '-2', '@SUM(A1)', '\tx', '\rx'];
    expect(values.map((v) => csvField(v))).toEqual([
      '후드',
      '"a,b"',
      '"say ""hi"""',
      "'=1+1",
      "'+82 10",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    // a value the import reads back (catalog:synthesize's file) is written as it is
    expect(csvField('+AAAA/w==', { data: true })).toBe('+AAAA/w==');
  });
});

describe('parseCatalogue (CSV)', () => {
  it('reads good rows into products, with the illustration when image_url is empty', () => {
    const { products, errors } = parseCatalogue(`${HEADER}\n${GOOD}\n`, 'csv');
    expect(errors).toEqual([]);
    expect(products).toEqual([
      {
        goodsName: '세미 와이드 원턱 슬랙스',
        brand: '플레인워크',
        price: 39900,
        slot: 'bottom',
        category: '슈트 팬츠&슬랙스',
        colour: '블랙',
        style: '미니멀',
        fit: '와이드',
        seasons: ['봄', '가을'],
        goodsUrl: 'https://www.musinsa.com/products/1',
        imageUrl: '/media/catalog/02-black.webp',
      },
    ]);
  });

  it('reads quoted fields with commas and quotes, and prices like "39,900원"', () => {
    const row =
      '"헤비웨이트 오버핏 후드 티셔츠, ""그레이""",BOLD HOURS,"59,900원",후드 티셔츠,그레이,캐주얼,오버사이즈,"가을, 겨울",https://example.com/p?a=1&b=2,https://cdn.example.com/i.jpg';
    const { products, errors } = parseCatalogue(`${HEADER}\n${row}`, 'csv');
    expect(errors).toEqual([]);
    expect(products[0]).toMatchObject({
      goodsName: '헤비웨이트 오버핏 후드 티셔츠, "그레이"',
      price: 59900,
      slot: 'top',
      seasons: ['가을', '겨울'],
      goodsUrl: 'https://example.com/p?a=1&b=2',
      imageUrl: 'https://cdn.example.com/i.jpg',
    });
  });

  it('reports bad rows with the line number the operator sees', () => {
    const lines = [
      HEADER,
      GOOD, // line 2: fine
      GOOD.replace('슈트 팬츠&슬랙스', '슬랙스'), // line 3: unknown category
      GOOD.replace('39900', '250000'), // line 4: price too high
      GOOD.replace('https://www.musinsa.com/products/1', 'javascript:alert(1)'), // line 5: bad URL
      ',플레인워크,39900,슈트 팬츠&슬랙스,블랙,미니멀,와이드,봄|가을,https://x.com,', // line 6: missing name
      GOOD.replace('39900', '39900.5'), // line 7: not whole won
    ];
    const { products, errors } = parseCatalogue(lines.join('\n'), 'csv');
    expect(products).toHaveLength(1);
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'category'],
      [4, 'price'],
      [5, 'goods_url'],
      [6, 'goods_name'],
      [7, 'price'],
    ]);
    expect(errors[0]!.message).toContain('알 수 없는 카테고리');
    expect(errors[1]!.message).toContain('200,000원 이하');
  });

  it('counts lines inside quoted multi-line fields', () => {
    const { errors } = parseCatalogue(
      `${HEADER}\n"두 줄\n이름",b,39900,로퍼,블랙,미니멀,,봄,https://x.com,\nx,b,1,없는카테고리,블랙,미니멀,,봄,https://x.com,`,
      'csv',
    );
    expect(errors).toEqual([expect.objectContaining({ row: 4, field: 'category' })]);
  });

  it('checks fit per slot, only-seasons, summer outers, colour, style and image paths', () => {
    const rows = [
      'a,b,39900,데님 팬츠,중청,캐주얼,오버사이즈,봄,https://x.com,', // 2: bottom fit
      'a,b,39900,반소매 티셔츠,화이트,캐주얼,레귤러,봄|여름,https://x.com,', // 3: summer only
      'a,b,99000,트러커 재킷,중청,캐주얼,레귤러,봄|여름,https://x.com,', // 4: outer in summer
      'a,b,39900,로퍼,핑크,미니멀,,봄,https://x.com,', // 5: colour
      'a,b,39900,로퍼,블랙,스트릿,,봄,https://x.com,', // 6: style
      'a,b,39900,로퍼,블랙,미니멀,,봄,https://x.com,/media/../etc/passwd', // 7: image path
      'a,b,39900,로퍼,블랙,미니멀,,봄|장마,https://x.com,', // 8: season
      'a,b,39900,로퍼,블랙,미니멀,,봄,https://x.com/9,/media/uploads/x.jpg', // 9: fine
    ];
    const { products, errors } = parseCatalogue([HEADER, ...rows].join('\n'), 'csv');
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'fit'],
      [3, 'seasons'],
      [4, 'seasons'],
      [5, 'colour'],
      [6, 'style'],
      [7, 'image_url'],
      [8, 'seasons'],
    ]);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ fit: '레귤러', imageUrl: '/media/uploads/x.jpg' });
  });

  it('reports missing header columns and too many fields', () => {
    const noPrice = parseCatalogue(
      'goods_name,brand,category,colour,style,fit,seasons,goods_url\n',
      'csv',
    );
    expect(noPrice.errors).toEqual([expect.objectContaining({ row: 1, field: 'price' })]);
    const extra = parseCatalogue(`${HEADER}\n${GOOD},surplus`, 'csv');
    expect(extra.errors).toEqual([expect.objectContaining({ row: 2 })]);
    expect(parseCatalogue('', 'csv').errors).toEqual([expect.objectContaining({ row: 1 })]);
    expect(parseCatalogue(`${HEADER}\n"open`, 'csv').errors).toEqual([
      expect.objectContaining({ row: 2 }),
    ]);
  });

  it('reads a size chart from a quoted CSV cell and reports a chart with a measure of another slot', () => {
    const csv = `${HEADER},sizes\n${GOOD},"30: 허리단면 39.5, 총장 101 | 32: 허리단면 42, 총장 102"\n${GOOD},"M: 가슴단면 54"\n`;
    const { products, errors } = parseCatalogue(csv, 'csv');
    expect(errors).toEqual([
      {
        row: 3,
        field: 'sizes',
        message: expect.stringContaining('하의 사이즈표에 없는 치수입니다: "가슴단면"'),
      },
    ]);
    expect(products[0]!.sizes).toEqual([
      { size: '30', measures: { waist_cm: 39.5, length_cm: 101 } },
      { size: '32', measures: { waist_cm: 42, length_cm: 102 } },
    ]);
  });

  it('reads the pattern column, else the pattern word of the name, else leaves it unknown', () => {
    const csv = [
      `${HEADER},pattern`,
      `${GOOD},스트라이프`,
      `${goodNo(3)},solid`,
      `그래픽 오버핏 반소매 티셔츠,BOLD HOURS,19900,반소매 티셔츠,화이트,캐주얼,오버사이즈,여름,https://x.com/1,,`,
      `${goodNo(5)},`,
      `${goodNo(6)},물방울`,
    ].join('\n');
    const { products, errors } = parseCatalogue(csv, 'csv');
    expect(errors).toEqual([
      {
        row: 6,
        field: 'pattern',
        message: expect.stringContaining('알 수 없는 패턴입니다: "물방울"'),
      },
    ]);
    expect(products.map((p) => p.pattern)).toEqual(['스트라이프', '무지', '프린트', undefined]);
    const json = parseCatalogue(
      JSON.stringify([
        {
          ...Object.fromEntries(HEADER.split(',').map((k, i) => [k, GOOD.split(',')[i]])),
          pattern: '체크',
        },
      ]),
      'json',
    );
    expect(json.errors).toEqual([]);
    expect(json.products[0]!.pattern).toBe('체크');
  });

  it('accepts a header in any column order and the color alias', () => {
    const { products, errors } = parseCatalogue(
      'color,goods_name,brand,price,category,style,fit,seasons,goods_url\n네이비,a,b,29000,카디건,미니멀,레귤러,봄 가을,http://x.com',
      'csv',
    );
    expect(errors).toEqual([]);
    expect(products[0]).toMatchObject({
      colour: '네이비',
      price: 29000,
      seasons: ['봄', '가을'],
      imageUrl: '/media/catalog/43-navy.webp',
    });
  });
});

describe('parseCatalogue (JSON)', () => {
  const good = {
    goods_name: '캐시미어 블렌드 싱글 코트',
    brand: '세이지 테일러',
    price: 189000,
    category: '겨울 싱글 코트',
    colour: '네이비',
    style: '미니멀',
    fit: '레귤러',
    seasons: ['겨울'],
    goods_url: 'https://www.musinsa.com/products/2',
    image_url: '',
  };

  it('reads an array of objects; row numbers are 1-based positions', () => {
    const { products, errors } = parseCatalogue(
      JSON.stringify([
        good,
        { ...good, price: 200_001 },
        { ...good, category: '코트' },
        { ...good, goods_url: 'not a url' },
        { brand: 'x' },
        'nope',
      ]),
      'json',
    );
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({
      slot: 'outer',
      seasons: ['겨울'],
      imageUrl: '/media/catalog/39-navy.webp',
    });
    const rows = errors.map((e) => [e.row, e.field]);
    expect(rows).toContainEqual([2, 'price']);
    expect(rows).toContainEqual([3, 'category']);
    expect(rows).toContainEqual([4, 'goods_url']);
    expect(rows).toContainEqual([5, 'goods_name']);
    expect(rows).toContainEqual([5, 'price']);
    expect(rows).toContainEqual([6, undefined]);
  });

  it('rejects a product given twice (same link and colour) naming its first row, and a value with a NUL', () => {
    const { products, errors } = parseCatalogue(
      JSON.stringify([
        good,
        { ...good, colour: '블랙' },
        { ...good, price: 99_000 },
        { ...good, goods_url: 'https://www.musinsa.com/products/3', brand: '세이지\u0000테일러' },
      ]),
      'json',
    );
    expect(products.map((p) => p.colour)).toEqual(['네이비', '블랙']);
    expect(errors).toEqual([
      {
        row: 3,
        field: 'goods_url',
        message:
          '1행과 같은 상품입니다 (구매 링크와 색상이 같음): 한 파일에 한 상품은 한 번만 적어 주세요.',
      },
      {
        row: 4,
        field: 'brand',
        message:
          '값에 NUL 문자(0x00)가 들어 있어 저장할 수 없습니다: 파일을 만든 프로그램에서 이 칸을 확인해 주세요.',
      },
    ]);
  });

  it('accepts seasons as a string and a price of exactly 200,000', () => {
    const { products, errors } = parseCatalogue(
      JSON.stringify([{ ...good, seasons: '겨울', price: '200,000' }]),
      'json',
    );
    expect(errors).toEqual([]);
    expect(products[0]!.price).toBe(200_000);
  });

  it('takes a size chart and makes a row with a bad chart a reported row, nothing imported', () => {
    const chart = [
      { size: 'M', measures: { chest_cm: 56, length_cm: 104 } },
      { size: 'L', measures: { chest_cm: 58.5, length_cm: 105.5 } },
    ];
    const good_ = parseCatalogue(JSON.stringify([{ ...good, sizes: chart }]), 'json');
    expect(good_.errors).toEqual([]);
    expect(good_.products[0]!.sizes).toEqual(chart);
    const bad = parseCatalogue(
      JSON.stringify([
        { ...good, sizes: chart },
        { ...good, sizes: [...chart].reverse() },
      ]),
      'json',
    );
    expect(bad.errors).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'sizes',
        message: expect.stringContaining('작은 것부터'),
      }),
    ]);
  });

  it('reports unreadable JSON and a non-array at row 0', () => {
    expect(parseCatalogue('{oops', 'json').errors).toEqual([expect.objectContaining({ row: 0 })]);
    expect(parseCatalogue('{"a":1}', 'json').errors).toEqual([expect.objectContaining({ row: 0 })]);
  });
});
