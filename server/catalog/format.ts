/**
 * The operator's catalogue import format (documented in ./README.md): a CSV file with a header
 * row, or a JSON array of objects, one product each, with the columns
 *
 *   goods_name, brand, price, category, colour, style, fit, seasons, goods_url, image_url,
 *   image_file, sizes, pattern
 *
 * Rules (TAXONOMY.md and contract/taxonomy.ts):
 * - price: whole won, 1–200,000 (MAX_ITEM_PRICE_WON); `39900`, `39,900` and `39,900원` are read
 *   the same;
 * - category: one of the 45 exact names; slot follows from it;
 * - colour: a TAXONOMY colour name (column `color` is accepted as an alias);
 * - style: 미니멀 | 캐주얼;
 * - fit: tops/outers 슬림 | 레귤러 | 오버사이즈, bottoms 와이드 | 스트레이트 | 테이퍼드, shoes 레귤러
 *   (may be left empty for shoes);
 * - seasons: CSV `봄|가을` (also `,` `/` or spaces between), JSON an array or such a string; a
 *   category's `only` season must be respected, and outers cannot be sold for 여름 (summer
 *   outfits have no outer);
 * - goods_url: http(s) URL; image_url: http(s) URL or a /media/ path; empty = the category
 *   illustration in that colour (./illustration/);
 * - image_file: a local copy of the picture at image_url (which it then requires), read to
 *   recognise the product instead of downloading image_url;
 * - pattern: optional, one of PRODUCT_PATTERNS (무지, 프린트, 스트라이프, 체크, 플로럴, 기타; the
 *   English solid, print, stripe, check, floral, other too); empty = the pattern word of the name
 *   if it has one (`patternOfGoodsName`), else unknown (never called plain);
 * - sizes: the size chart, optional (server/styling/size/chart.ts: `S: 가슴단면 52, 총장 68 | M: …`
 *   or JSON); a chart that breaks its rules makes the row bad;
 * - a row with a picture (image_file or an http(s) image_url) may leave category, colour and fit
 *   empty: it is returned as `pending`, for the import to estimate them (./tagging.ts);
 * - a value PostgreSQL cannot store as text as it is (a NUL character; a lone UTF-16 surrogate, from
 *   a JSON `\ud800` escape) makes the row bad (`unstorableText`);
 * - a product is given once in a file: a row giving the product of an earlier row (`FirstRows`:
 *   the same goods_url in the same colour) is bad, its reason naming that row.
 *
 * Pure: text in, products, pending rows and errors out. Validation uses zod.
 */
import { z } from 'zod';
import {
  BOTTOM_FITS,
  COLOUR_NAMES,
  MAX_ITEM_PRICE_WON,
  PRODUCT_PATTERNS,
  SEASONS,
  STYLES,
  TOP_FITS,
  categoryInfo,
  isCategoryName,
  isProductPattern,
  patternOfGoodsName,
  type CategoryName,
  type ColourName,
  type Fit,
  type ProductPattern,
  type Season,
  type Slot,
  type Style,
} from '../../contract/taxonomy';
import type { NewProduct } from '../styling/types';
import { illustrationPath } from './illustration';
import { parseSizeChart } from '../styling/size/chart';
import { decodeLook, LOOK_DIMS } from '../styling/look';

/** One problem in the input. `row` is what the operator sees (see {@link parseCatalogue}). */
export interface CatalogueError {
  row: number;
  field?: string;
  message: string;
}

/**
 * A row with a picture and no category or no colour: the import's tagging (./tagging.ts) fills
 * them from the recogniser and validates the row again (`validateTaggedRow`).
 */
export interface PendingRow {
  row: number;
  /** The row's cells, keys normalised. */
  raw: Record<string, unknown>;
  /** The picture to recognise: `image_file` (a local path) or an http(s) `image_url`. */
  picture: string;
  missing: ('category' | 'colour')[];
}

/** A product's picture to compute its look from: the row, and its source as `PendingRow.picture`. */
export interface ProductPicture {
  row: number;
  source: string;
}

/** What {@link parseCatalogue} returns: the valid products, rows to tag, one error per bad field. */
export interface ParsedCatalogue {
  products: NewProduct[];
  /** Per product, the picture its look is computed from, or null. */
  pictures: (ProductPicture | null)[];
  pending: PendingRow[];
  errors: CatalogueError[];
}

/** The columns of the format, in the documented order. */
export const CATALOGUE_COLUMNS = [
  'goods_name',
  'brand',
  'price',
  'category',
  'colour',
  'style',
  'fit',
  'seasons',
  'goods_url',
  'image_url',
  'image_file',
  'sizes',
  'pattern',
  'look',
] as const;
type Column = (typeof CATALOGUE_COLUMNS)[number];

/**
 * Columns that may be absent from the header (or empty): sizes, pattern, image_url, image_file;
 * fit for shoes; category, colour and fit of a row with a picture (the recogniser estimates them).
 */
const OPTIONAL_COLUMNS: ReadonlySet<Column> = new Set([
  'look',
  'sizes',
  'pattern',
  'image_url',
  'image_file',
  'fit',
  'category',
  'colour',
]);

const MAX_NAME_LENGTH = 200;
const MAX_BRAND_LENGTH = 100;
const MAX_URL_LENGTH = 2000;

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180)

/** One CSV record with the 1-based line number on which it starts. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Reads CSV text (RFC 4180): fields separated by commas, records by CRLF or LF; a field in
 * double quotes may contain commas, line breaks and doubled quotes (`""` → `"`). A leading UTF-8
 * BOM is ignored and blank lines are skipped. Throws SyntaxError (with the line) for a quote
 * left open at the end of the text or text right after a closing quote.
 */
export function readCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let afterQuote = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0]!.trim() === ''))
      records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    afterQuote = false;
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
        i++;
        continue;
      }
      if (ch === '\n') line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === ',') {
      fields.push(field);
      field = '';
      afterQuote = false;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (ch === '"' && field.trim() === '' && !afterQuote) {
      quoted = true;
      field = '';
      i++;
      continue;
    }
    if (afterQuote) {
      if (ch === ' ' || ch === '\t') {
        i++;
        continue;
      }
      throw new SyntaxError(`${line}행: 닫는 따옴표 뒤에 쉼표 없이 글자가 있습니다.`);
    }
    field += ch;
    i++;
  }
  if (quoted) throw new SyntaxError(`${recordLine}행: 따옴표가 닫히지 않았습니다.`);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** The first characters that make a spreadsheet read a cell as a formula (OWASP, CSV Injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text value written as one CSV field (RFC 4180): quoted, with its quotes doubled, when it
 * holds a comma, a quote or a line break. The files the import writes for a person to open in a
 * spreadsheet (`FILE.report.csv`, `FILE.rejects.csv`) hold the operator's text, which may come
 * from anyone: a value starting with `=`, `+`, `-`, `@`, a tab or a carriage return is written
 * after a single quote, so that the spreadsheet shows it as text instead of running it as a
 * formula (OWASP, "CSV Injection"). Numbers the import computes itself (row numbers,
 * confidences) are written as digits without this, so that a spreadsheet still reads them as
 * numbers. `data`: the value is read back by the import (`catalog:synthesize`'s file, where a
 * look's base64 may start with `+`), written as it is.
 */
export function csvField(value: string, { data = false }: { data?: boolean } = {}): string {
  const text = !data && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// ---------------------------------------------------------------------------------------------
// Row schema (zod)

/** Raw cell → trimmed string ('' for null/undefined; numbers as digits). */
const cell = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z.string({ error: '문자열이어야 합니다.' }).transform((s) => s.trim()),
);

const required = (label: string, max: number) =>
  cell.pipe(
    z
      .string()
      .min(1, { error: `${label} 값이 비어 있습니다.` })
      .max(max, { error: `${label} 값은 ${max}자 이하여야 합니다.` }),
  );

const price = z.preprocess(
  (v) =>
    v === null || v === undefined
      ? ''
      : typeof v === 'string'
        ? v.trim().replace(/,/g, '').replace(/원$/, '').trim()
        : v,
  z
    .union([z.number(), z.string()], { error: '가격은 숫자(원 단위)여야 합니다.' })
    .transform((v, ctx) => {
      if (v === '') {
        ctx.addIssue({ code: 'custom', message: '가격이 비어 있습니다.' });
        return z.NEVER;
      }
      const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n) || n <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: `가격은 1원 이상의 정수(원 단위)여야 합니다: ${String(v)}`,
        });
        return z.NEVER;
      }
      if (n > MAX_ITEM_PRICE_WON) {
        ctx.addIssue({
          code: 'custom',
          message: `가격은 ${MAX_ITEM_PRICE_WON.toLocaleString('ko-KR')}원 이하여야 합니다: ${n.toLocaleString('ko-KR')}원`,
        });
        return z.NEVER;
      }
      return n;
    }),
);

const category = cell.transform((v, ctx): CategoryName => {
  if (!isCategoryName(v)) {
    ctx.addIssue({
      code: 'custom',
      message:
        v === ''
          ? '카테고리가 비어 있습니다 (사진이 있는 행은 비워 두면 인식해 채웁니다).'
          : `알 수 없는 카테고리입니다: "${v}" (45개 카테고리 이름을 정확히 입력하세요)`,
    });
    return z.NEVER;
  }
  return v;
});

const colour = cell.transform((v, ctx): ColourName => {
  if (!(COLOUR_NAMES as readonly string[]).includes(v)) {
    ctx.addIssue({
      code: 'custom',
      message:
        v === ''
          ? '색상이 비어 있습니다 (사진이 있는 행은 비워 두면 인식해 채웁니다).'
          : `알 수 없는 색상입니다: "${v}" (사용 가능: ${COLOUR_NAMES.join(', ')})`,
    });
    return z.NEVER;
  }
  return v as ColourName;
});

/** The English names the `pattern` column takes too. */
const PATTERN_ALIASES: Readonly<Record<string, ProductPattern>> = {
  solid: '무지',
  print: '프린트',
  stripe: '스트라이프',
  check: '체크',
  floral: '플로럴',
  other: '기타',
};

/** '' (unknown, or the name's word: see the row transform), a pattern name or an English alias. */
const pattern = cell.transform((v, ctx): ProductPattern | '' => {
  if (v === '' || isProductPattern(v)) return v;
  const alias = PATTERN_ALIASES[v.toLowerCase()];
  if (alias) return alias;
  ctx.addIssue({
    code: 'custom',
    message: `알 수 없는 패턴입니다: "${v}" (사용 가능: ${PRODUCT_PATTERNS.join(', ')}; 모르면 비워 두세요)`,
  });
  return z.NEVER;
});

const style = cell.transform((v, ctx): Style => {
  if (!(STYLES as readonly string[]).includes(v)) {
    ctx.addIssue({
      code: 'custom',
      message:
        v === '' ? '스타일이 비어 있습니다.' : `스타일은 미니멀 또는 캐주얼이어야 합니다: "${v}"`,
    });
    return z.NEVER;
  }
  return v as Style;
});

const seasons = z.union([z.array(cell), cell]).transform((v, ctx): Season[] => {
  const parts = (Array.isArray(v) ? v : v.split(/[|,/\s]+/)).map((s) => s.trim()).filter(Boolean);
  if (parts.length === 0) {
    ctx.addIssue({ code: 'custom', message: '계절이 비어 있습니다 (예: 봄|가을).' });
    return z.NEVER;
  }
  const bad = parts.filter((s) => !(SEASONS as readonly string[]).includes(s));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `알 수 없는 계절입니다: ${bad.join(', ')} (봄, 여름, 가을, 겨울)`,
    });
    return z.NEVER;
  }
  return SEASONS.filter((s) => parts.includes(s));
});

/** An http(s) URL with a plain host name: the usual case, told without a URL parse (which is slow). */
const PLAIN_HTTP_URL =
  /^https?:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:[/?#][^\s]*)?$/;

function httpUrl(v: string): boolean {
  if (PLAIN_HTTP_URL.test(v)) return true;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

const goodsUrl = cell.transform((v, ctx) => {
  if (v === '') ctx.addIssue({ code: 'custom', message: '구매 링크(goods_url)가 비어 있습니다.' });
  else if (v.length > MAX_URL_LENGTH || !httpUrl(v))
    ctx.addIssue({
      code: 'custom',
      message: `구매 링크는 http:// 또는 https:// 로 시작하는 주소여야 합니다: "${v}"`,
    });
  else return v;
  return z.NEVER;
});

const imageUrl = cell.transform((v, ctx) => {
  if (v === '') return '';
  if (
    v.length <= MAX_URL_LENGTH &&
    (httpUrl(v) || /^\/media\/(?:[A-Za-z0-9._~%-]+\/)*[A-Za-z0-9._~%-]+$/.test(v)) &&
    !v.includes('..')
  )
    return v;
  ctx.addIssue({
    code: 'custom',
    message: `이미지 주소는 http(s) 주소 또는 /media/ 경로여야 합니다 (비워 두면 기본 일러스트 사용): "${v}"`,
  });
  return z.NEVER;
});

/**
 * The picture's look (styling/look.ts `encodeLook`: base64 of LOOK_DIMS Float32 values, unit
 * length), as the recogniser computes it; empty: none (a picture the import reads gets one).
 */
const look = cell.transform((v, ctx): Float32Array | null => {
  if (v === '') return null;
  let values: Float32Array | null;
  try {
    values = decodeLook(v);
  } catch {
    values = null;
  }
  if (values?.length === LOOK_DIMS && values.every(Number.isFinite)) return values;
  ctx.addIssue({
    code: 'custom',
    message: `look은 사진 특징값 ${LOOK_DIMS}개(Float32)의 base64여야 합니다 (모르면 비워 두세요).`,
  });
  return z.NEVER;
});

/** Schema of one row: raw cells in, a NewProduct out (cross-field rules in superRefine). */
const rowSchema = z
  .object({
    goods_name: required('상품명(goods_name)', MAX_NAME_LENGTH),
    brand: required('브랜드(brand)', MAX_BRAND_LENGTH),
    price,
    category,
    colour,
    style,
    fit: cell,
    seasons,
    goods_url: goodsUrl,
    image_url: imageUrl,
    sizes: z.unknown().optional(),
    pattern,
    look,
  })
  .superRefine((row, ctx) => {
    const info = categoryInfo(row.category);
    const fits: readonly string[] =
      info.slot === 'shoes' ? ['레귤러'] : info.slot === 'bottom' ? BOTTOM_FITS : TOP_FITS;
    if (!(row.fit === '' && info.slot === 'shoes') && !fits.includes(row.fit)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fit'],
        message:
          row.fit === ''
            ? `핏이 비어 있습니다 (${fits.join(' / ')})`
            : `${row.category}의 핏은 ${fits.join(' / ')} 중 하나여야 합니다: "${row.fit}"`,
      });
    }
    if (info.only && row.seasons.some((s) => s !== info.only)) {
      ctx.addIssue({
        code: 'custom',
        path: ['seasons'],
        message: `${row.category}은(는) ${info.only} 전용 카테고리입니다: 계절을 "${info.only}"로 입력하세요.`,
      });
    } else if (info.slot === 'outer' && row.seasons.includes('여름')) {
      ctx.addIssue({
        code: 'custom',
        path: ['seasons'],
        message: '아우터는 여름 코디에 쓰이지 않습니다: 계절에서 여름을 빼 주세요.',
      });
    }
  })
  .transform((row, ctx): NewProduct => {
    const info = categoryInfo(row.category);
    const chart = blank(row.sizes) ? undefined : sizeChartOf(row.sizes, info.slot);
    if (chart && 'error' in chart) {
      ctx.addIssue({ code: 'custom', path: ['sizes'], message: chart.error });
      return z.NEVER;
    }
    const named = row.pattern === '' ? patternOfGoodsName(row.goods_name) : row.pattern;
    return {
      goodsName: row.goods_name,
      brand: row.brand,
      price: row.price,
      slot: info.slot,
      category: row.category,
      colour: row.colour,
      style: row.style,
      fit: (row.fit === '' ? '레귤러' : row.fit) as Fit,
      ...(named ? { pattern: named } : {}),
      seasons: row.seasons,
      goodsUrl: row.goods_url,
      imageUrl: row.image_url === '' ? illustrationPath(row.category, row.colour) : row.image_url,
      ...(chart ? { sizes: chart.chart } : {}),
      ...(row.look ? { look: row.look } : {}),
    };
  });

/** Charts read so far by their text and slot: a shop's products share a handful of charts. */
const chartsRead = new Map<string, ReturnType<typeof parseSizeChart>>();
const MAX_CHARTS_REMEMBERED = 1_000;

/** parseSizeChart, remembering the answer for a chart given as text (a big import repeats them). */
function sizeChartOf(sizes: unknown, slot: Slot): ReturnType<typeof parseSizeChart> {
  if (typeof sizes !== 'string') return parseSizeChart(sizes, slot);
  const key = `${slot}\u0000${sizes}`;
  let chart = chartsRead.get(key);
  if (!chart) {
    chart = parseSizeChart(sizes, slot);
    if (chartsRead.size >= MAX_CHARTS_REMEMBERED) chartsRead.clear();
    chartsRead.set(key, chart);
  }
  return chart;
}

const MAX_PATH_LENGTH = 1000;

/**
 * The picture of a row to recognise: its `image_file` (a path in the picture folder, read by
 * ./pictures.ts) or else an http(s) `image_url`; null without one.
 */
function pictureOf(raw: Record<string, unknown>): string | null {
  const file = typeof raw.image_file === 'string' ? raw.image_file.trim() : '';
  if (file !== '') return file.length <= MAX_PATH_LENGTH ? file : null;
  const url = typeof raw.image_url === 'string' ? raw.image_url.trim() : '';
  return httpUrl(url) ? url : null;
}

const blank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A cell as text, trimmed ('' for anything but a string or a number). */
const textOf = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

const CHECK_THIS_CELL = '파일을 만든 프로그램에서 이 칸을 확인해 주세요.';

/**
 * Why PostgreSQL cannot store `value` (a cell: a string, or JSON's arrays and objects of them) as
 * the operator wrote it, in Korean, or null when it can: a NUL character, which a `text` column
 * refuses, or a lone UTF-16 surrogate (a JSON `\ud800` escape: not Unicode text, the driver would
 * store U+FFFD instead).
 */
function unstorableText(value: unknown): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      return `값에 NUL 문자(0x00)가 들어 있어 저장할 수 없습니다: ${CHECK_THIS_CELL}`;
    if (!value.isWellFormed())
      return `값에 깨진 유니코드 문자(짝 없는 서로게이트)가 들어 있어 저장할 수 없습니다: ${CHECK_THIS_CELL}`;
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const problem = unstorableText(key) ?? unstorableText(inner);
    if (problem) return problem;
  }
  return null;
}

/**
 * `text` as a reject reason PostgreSQL stores (a reason may quote the file, as a JSON parser's
 * message does): a NUL shown as `\0`, a lone surrogate as U+FFFD.
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '\\0').toWellFormed();
}

/**
 * The first row of each product of one file, to refuse a product given twice (a silent "last
 * wins" would hide the mistake). A product is its purchase link in one colour: `goods_url` and
 * `colour` as written, trimmed (a row that leaves its colour to its picture: `goods_url` and
 * `image_url`); one page sold in several colours is several products. Products already in the
 * database are not looked at: an import only adds products. Holds every link of the file (about
 * 120 MB for a million rows).
 */
export class FirstRows {
  private readonly rows = new Map<string, number>();

  /**
   * The earlier row that gave the product of `raw` (cells with keys normalised), or null, when
   * `row` is the first to give it and is recorded (a row without a goods_url is not).
   */
  firstOf(raw: Record<string, unknown>, row: number): number | null {
    const url = textOf(raw.goods_url);
    if (url === '') return null;
    const colour = textOf(raw.colour);
    const key = `${url}\n${colour === '' ? `\n${textOf(raw.image_url)}` : colour}`;
    const first = this.rows.get(key);
    if (first !== undefined) return first;
    this.rows.set(key, row);
    return null;
  }
}

/** One row read (readCatalogueRow): a product, a row to tag, or its errors. */
export type ReadRow =
  | { kind: 'product'; product: NewProduct; picture: ProductPicture | null }
  | { kind: 'pending'; pending: PendingRow }
  | { kind: 'errors'; errors: CatalogueError[] };

/**
 * Classifies one row (its cells with keys normalised, `normaliseKey`; `row` as the operator
 * sees it): a valid product with the picture its look is computed from (or null), a row with a
 * picture and no category or colour for the import to estimate, or one error per bad field.
 * `firstRow`: the earlier row that gave the same product (`FirstRows`), which makes an otherwise
 * valid row a bad one (a bad row keeps its own errors).
 */
export function readCatalogueRow(
  raw: Record<string, unknown>,
  row: number,
  firstRow: number | null = null,
): ReadRow {
  const unstorable = CATALOGUE_COLUMNS.flatMap((field) => {
    const message = unstorableText(raw[field]);
    return message ? [{ row, field, message }] : [];
  });
  if (unstorable.length > 0) return { kind: 'errors', errors: unstorable };
  const read = readValidRow(raw, row);
  if (read.kind === 'errors' || firstRow === null) return read;
  return {
    kind: 'errors',
    errors: [
      {
        row,
        field: 'goods_url',
        message: `${firstRow}행과 같은 상품입니다 (구매 링크와 색상이 같음): 한 파일에 한 상품은 한 번만 적어 주세요.`,
      },
    ],
  };
}

/** readCatalogueRow of a row whose text can be stored, before looking for an earlier row. */
function readValidRow(raw: Record<string, unknown>, row: number): ReadRow {
  const source = pictureOf(raw);
  if (!blank(raw.image_file) && blank(raw.image_url)) {
    return {
      kind: 'errors',
      errors: [
        {
          row,
          field: 'image_url',
          message:
            'image_file은 상품 인식에 쓰는 사진 파일입니다: 매장에서 보여 줄 사진 주소(image_url)도 입력하세요.',
        },
      ],
    };
  }
  const missing = (['category', 'colour'] as const).filter((k) => blank(raw[k]));
  if (missing.length > 0 && source !== null)
    return { kind: 'pending', pending: { row, raw, picture: source, missing: [...missing] } };
  const errors: CatalogueError[] = [];
  const product = validateRow(raw, row, errors);
  return product
    ? { kind: 'product', product, picture: source === null ? null : { row, source } }
    : { kind: 'errors', errors };
}

/** Adds one row to `out` (readCatalogueRow), `firstRows` those of the file so far. */
function readRow(
  raw: Record<string, unknown>,
  row: number,
  out: ParsedCatalogue,
  firstRows: FirstRows,
): void {
  const read = readCatalogueRow(raw, row, firstRows.firstOf(raw, row));
  if (read.kind === 'product') {
    out.products.push(read.product);
    out.pictures.push(read.picture);
  } else if (read.kind === 'pending') out.pending.push(read.pending);
  else out.errors.push(...read.errors);
}

/**
 * Validates a pending row once the recogniser filled its category and colour (and, when it was
 * empty, the neutral fit of the estimated category's slot: 레귤러, bottoms 스트레이트; for an
 * estimated category, its seasons fitted to the category's rules: `seasonsAdjusted`); pushes
 * errors (with `row`) or returns the product.
 */
export function validateTaggedRow(
  pending: PendingRow,
  estimate: { category: CategoryName; colour: ColourName },
  errors: CatalogueError[],
): { product: NewProduct; seasonsAdjusted: boolean } | null {
  const raw = { ...pending.raw };
  let seasonsAdjusted = false;
  if (blank(raw.category)) {
    raw.category = estimate.category;
    // The operator could not know the category's season rules: an estimated summer-only
    // category is sold for 여름, an estimated outer not for 여름 (reported, not an error).
    const info = categoryInfo(estimate.category);
    const given = seasons.safeParse(raw.seasons);
    if (given.success) {
      const fitting = info.only
        ? [info.only]
        : given.data.filter((s) => info.slot !== 'outer' || s !== '여름');
      if (fitting.length > 0 && fitting.join('|') !== given.data.join('|')) {
        raw.seasons = fitting;
        seasonsAdjusted = true;
      }
    }
  }
  if (blank(raw.colour)) raw.colour = estimate.colour;
  if (blank(raw.fit))
    raw.fit =
      categoryInfo(raw.category as CategoryName).slot === 'bottom' ? '스트레이트' : '레귤러';
  const product = validateRow(raw, pending.row, errors);
  return product ? { product, seasonsAdjusted } : null;
}

/** Validates one row object; pushes errors (with `row`) or returns the product. */
function validateRow(
  raw: Record<string, unknown>,
  row: number,
  errors: CatalogueError[],
): NewProduct | null {
  const result = rowSchema.safeParse(raw);
  if (result.success) return result.data;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    const key = `${field ?? ''}`;
    if (seen.has(key)) continue; // one message per field
    seen.add(key);
    errors.push(field ? { row, field, message: issue.message } : { row, message: issue.message });
  }
  return null;
}

/** A column name as the format reads it: trimmed, lower case, `_` for spaces; `color` → `colour`. */
export function normaliseKey(key: string): string {
  const k = key
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return k === 'color' ? 'colour' : k;
}

// ---------------------------------------------------------------------------------------------

/**
 * Parses an operator's catalogue file.
 *
 * Row numbers are those the operator sees: for CSV the line of the file on which the record
 * starts (the header is line 1, so the first data row is line 2); for JSON the 1-based position
 * of the object in the array. Errors about the whole file (unreadable JSON, not an array,
 * unterminated CSV quote, missing header columns) have row 0 (JSON) or the line concerned (CSV,
 * header problems on line 1).
 *
 * Never throws: every problem is an entry in `errors` (Korean message, with the column name in
 * `field` when it concerns one). `products` holds the valid rows in file order; callers that want
 * all-or-nothing imports check `errors.length` first.
 */
export function parseCatalogue(text: string, format: 'csv' | 'json'): ParsedCatalogue {
  return format === 'json' ? parseJson(text) : parseCsv(text);
}

/** A parse that failed as a whole. */
const failed = (errors: CatalogueError[]): ParsedCatalogue => ({
  products: [],
  pictures: [],
  pending: [],
  errors,
});

function parseCsv(text: string): ParsedCatalogue {
  const errors: CatalogueError[] = [];
  let records: CsvRecord[];
  try {
    records = readCsv(text);
  } catch (error) {
    const m = /^(\d+)행: (.*)$/.exec((error as Error).message);
    return failed([{ row: m ? Number(m[1]) : 0, message: m ? m[2]! : (error as Error).message }]);
  }
  const header = records[0];
  if (!header) return failed([{ row: 1, message: '헤더 행이 없습니다 (빈 파일).' }]);
  const keys = header.fields.map(normaliseKey);
  const problems = headerProblems(keys, header.line);
  if (problems.length > 0) return failed(problems);

  const out: ParsedCatalogue = { products: [], pictures: [], pending: [], errors };
  const firstRows = new FirstRows();
  for (const record of records.slice(1)) {
    if (
      record.fields.length > keys.length &&
      record.fields.slice(keys.length).some((f) => f.trim() !== '')
    ) {
      errors.push({
        row: record.line,
        message: `열 개수가 헤더(${keys.length}개)보다 많습니다 (${record.fields.length}개): 쉼표가 들어간 값은 큰따옴표로 감싸 주세요.`,
      });
      continue;
    }
    const raw: Record<string, unknown> = {};
    keys.forEach((k, i) => (raw[k] = record.fields[i] ?? ''));
    readRow(raw, record.line, out, firstRows);
  }
  return out;
}

/**
 * What is wrong with a CSV header (its column names normalised, on line `line`): each required
 * column missing, or a column of the format given twice; empty when it is fine.
 */
export function headerProblems(keys: readonly string[], line: number): CatalogueError[] {
  const missing = CATALOGUE_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.has(c) && !keys.includes(c));
  if (missing.length > 0) {
    return missing.map((c) => ({
      row: line,
      field: c,
      message: `헤더에 ${c} 열이 없습니다 (필요한 열: ${CATALOGUE_COLUMNS.filter((k) => !OPTIONAL_COLUMNS.has(k)).join(', ')})`,
    }));
  }
  const dup = keys.find(
    (k, i) => keys.indexOf(k) !== i && (CATALOGUE_COLUMNS as readonly string[]).includes(k),
  );
  return dup ? [{ row: line, field: dup, message: `헤더에 ${dup} 열이 두 번 있습니다.` }] : [];
}

function parseJson(text: string): ParsedCatalogue {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return failed([
      { row: 0, message: `JSON 형식이 올바르지 않습니다: ${(error as Error).message}` },
    ]);
  }
  if (!Array.isArray(data))
    return failed([{ row: 0, message: 'JSON 최상위는 상품 객체의 배열([...])이어야 합니다.' }]);
  const out: ParsedCatalogue = { products: [], pictures: [], pending: [], errors: [] };
  const firstRows = new FirstRows();
  data.forEach((item: unknown, i) => {
    const row = i + 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      out.errors.push({ row, message: '각 항목은 객체({...})여야 합니다.' });
      return;
    }
    const raw: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(item)) raw[normaliseKey(k)] = v;
    readRow(raw, row, out, firstRows);
  });
  return out;
}
