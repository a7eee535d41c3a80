/**
 * `npm run catalog:import -- FILE`: adds the products of a CSV or JSON file (format in
 * ./README.md) to the database the server uses (DATABASE_URL, else PGlite in DATA_DIR).
 *
 * Rows with a picture (`image_file`, read relative to FILE's folder, or an http(s) `image_url`,
 * downloaded) are recognised: a missing category or colour is estimated (./tagging.ts) and every
 * product with a picture gets its look. The estimates are printed and written to
 * `FILE.report.csv` (row, name, category and colour with their confidence, what to review).
 * All or nothing: when any row is bad, every bad row is listed with its line and reason, and
 * nothing is imported (exit code 1). With PostgreSQL a running server picks the new products up
 * within a minute; stop the server first when importing into the embedded PGlite database (one
 * process at a time may open its directory).
 */
import { writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { ProductRepository } from '../repositories/product.repository';
import { parseCatalogue } from './format';
import { reportCsv, tagCatalogue, type PictureReader } from './tagging';

/** Largest picture downloaded for recognition (bytes) and how long a download may take (ms). */
const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 15_000;

const file = process.argv[2];
if (!file) {
  console.error('사용법: npm run catalog:import -- <파일.csv | 파일.json>');
  process.exit(2);
}

let text: string;
try {
  text = await readFile(file, 'utf8');
} catch (error) {
  console.error(`파일을 읽을 수 없습니다: ${file} (${(error as Error).message})`);
  process.exit(2);
}

const readPicture: PictureReader = async (source) => {
  if (!/^https?:\/\//.test(source)) return readFile(path.resolve(path.dirname(file), source));
  const response = await fetch(source, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_PICTURE_BYTES) throw new Error(`${source}: 사진이 15MB보다 큽니다`);
  return bytes;
};

const format = path.extname(file).toLowerCase() === '.json' ? 'json' : 'csv';
const parsed = parseCatalogue(text, format);
if (parsed.errors.length === 0 && (parsed.pending.length > 0 || parsed.pictures.some(Boolean))) {
  console.log(
    `사진 ${parsed.pending.length + parsed.pictures.filter(Boolean).length}장을 인식합니다…`,
  );
}
// The recogniser (TensorFlow.js) loads only when a row has a picture.
const tagged =
  parsed.errors.length > 0
    ? null
    : await tagCatalogue(
        parsed,
        (await import('../styling/recognizer/index')).createRecognizer(),
        readPicture,
      );
const errors = [...parsed.errors, ...(tagged?.errors ?? [])].sort((a, b) => a.row - b.row);
if (errors.length > 0 || !tagged) {
  for (const e of errors)
    console.error(`${e.row}행${e.field ? ` [${e.field}]` : ''}: ${e.message}`);
  console.error(`잘못된 행이 ${errors.length}개 있어 아무것도 가져오지 않았습니다.`);
  process.exit(1);
}
for (const warning of tagged.warnings) console.warn(warning);

const config = loadConfig();
const db = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  const ids = await new ProductRepository(db).insertMany(tagged.products);
  console.log(`상품 ${ids.length}개를 가져왔습니다.`);
} finally {
  await db.destroy();
}
if (tagged.report.length > 0) {
  const review = tagged.report.filter((r) => r.review.length > 0);
  await writeFile(`${file}.report.csv`, reportCsv(tagged.report));
  console.log(
    `카테고리나 색상을 사진으로 추정한 상품 ${tagged.report.length}개 (${file}.report.csv), 그중 확인이 필요한 상품 ${review.length}개:`,
  );
  for (const r of review) console.log(`  ${r.row}행 ${r.goodsName}: ${r.review.join(', ')}`);
}
