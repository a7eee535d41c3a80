/**
 * `npm run catalog:synthesize -- --count 1000000 --out FILE [--seed N]`: writes a realistic
 * catalogue of `count` products in the import format (./README.md; CSV, or JSON Lines when FILE
 * ends in .jsonl) for benchmarks and operators' trials of a large shop (`npm run
 * catalog:import`, `npm run bench:catalogue`).
 *
 * Each product is drawn from the sample catalogue (./sample): a sample product chosen uniformly
 * gives its category, colour, style, fit, seasons, pattern, size chart and picture, so that the
 * categories, colours, sizes and pictures follow the sample's distributions; its price varies
 * ×0.8–1.25 (rounded to 100 won, within the format's limits), its brand is any of the sample's
 * brands of its style, its name the sample's with a cut word before it, and a product with a
 * picture look gets that look moved slightly (Gaussian noise of σ 0.03 per value, unit length
 * again), as a picture of the same garment taken again would. Category and colour are always
 * given, so the import recognises nothing. Deterministic for a seed.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_ITEM_PRICE_WON } from '../../contract/taxonomy';
import { encodeLook } from '../styling/look';
import { createPrng, type Prng } from '../styling/prng';
import type { NewProduct } from '../styling/types';
import { CATALOGUE_COLUMNS, csvField } from './format';
import { buildSampleCatalogue, SAMPLE_BRANDS } from './sample';

/** Words a shop puts before a garment's name for another cut of it. */
const CUT_WORDS = [
  '오버핏',
  '세미',
  '릴렉스드',
  '스탠다드',
  '헤비웨이트',
  '라이트',
  '베이직',
  '데일리',
];

/** Standard deviation of the noise added to each value of a picture's look. */
const LOOK_NOISE = 0.03;

/** A normal deviate (Box–Muller) from `rng`. */
function gaussian(rng: Prng): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** `look` moved by LOOK_NOISE per value and scaled back to unit length. */
function nearLook(look: Float32Array, rng: Prng): Float32Array {
  const moved = look.map((v) => v + LOOK_NOISE * gaussian(rng));
  const norm = Math.hypot(...moved) || 1;
  return moved.map((v) => v / norm);
}

/** The import row of the `n`-th product (1-based) drawn from `template`. */
function productRow(template: NewProduct, n: number, rng: Prng): Record<string, unknown> {
  const brands = SAMPLE_BRANDS.filter((b) => b.style === template.style);
  const price = Math.min(
    MAX_ITEM_PRICE_WON,
    Math.max(1_000, Math.round((template.price * (0.8 + 0.45 * rng.next())) / 100) * 100),
  );
  return {
    goods_name: `${rng.pick(CUT_WORDS)} ${template.goodsName}`,
    brand: rng.pick(brands.length > 0 ? brands : SAMPLE_BRANDS).name,
    price,
    category: template.category,
    colour: template.colour,
    style: template.style,
    fit: template.fit,
    seasons: template.seasons,
    goods_url: `https://shop.example/goods/${n}`,
    image_url: template.imageUrl,
    sizes: template.sizes ?? '',
    pattern: template.pattern ?? '',
    look: template.look ? encodeLook(nearLook(template.look, rng)) : '',
  };
}

/** A row's value as CSV text: seasons as `봄|가을`, a size chart as its JSON (format.ts). */
function csvText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value.join('|');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const COLUMNS = CATALOGUE_COLUMNS.filter((c) => c !== 'image_file');

/**
 * Writes `count` products to `out` (CSV, or JSON Lines for .jsonl), waiting for the disk when its
 * buffer is full; `onProgress(done)` every 10,000 rows.
 */
export async function synthesizeCatalogue(
  count: number,
  out: string,
  seed = 1,
  onProgress?: (done: number) => void,
): Promise<void> {
  const templates = buildSampleCatalogue().products;
  const rng = createPrng(seed);
  const jsonLines = path.extname(out).toLowerCase() === '.jsonl';
  const stream = createWriteStream(out);
  const write = async (text: string) => {
    if (!stream.write(text)) await once(stream, 'drain');
  };
  if (!jsonLines) await write(`${COLUMNS.join(',')}\n`);
  for (let n = 1; n <= count; n++) {
    const row = productRow(rng.pick(templates), n, rng);
    await write(
      jsonLines
        ? `${JSON.stringify(row)}\n`
        : `${COLUMNS.map((c) => csvField(csvText(row[c] ?? ''), { data: true })).join(',')}\n`,
    );
    if (n % 10_000 === 0) onProgress?.(n);
  }
  stream.end();
  await once(stream, 'finish');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '1000000' },
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
    },
  });
  const count = Number(values.count);
  if (!values.out || !Number.isInteger(count) || count < 1) {
    console.error(
      '사용법: npm run catalog:synthesize -- --count 1000000 --out 파일.csv [--seed 1]',
    );
    process.exit(2);
  }
  const started = Date.now();
  await synthesizeCatalogue(count, values.out, Number(values.seed), (done) =>
    process.stdout.write(`\r상품 ${done.toLocaleString('ko-KR')}개 작성…`),
  );
  console.log(
    `\n상품 ${count.toLocaleString('ko-KR')}개를 ${values.out}에 썼습니다 (${((Date.now() - started) / 1000).toFixed(1)}초).`,
  );
}
