/**
 * `npm run catalog:import -- FILE [--images DIR]`: adds the products of a catalogue file (format
 * in ./README.md) to the database the server uses (DATABASE_URL, else PGlite in DATA_DIR).
 *
 * - A CSV or JSON Lines file (.jsonl, .ndjson) is streamed in batches (./bulk-import.ts): any
 *   size, a progress bar, resumable after a kill (run the same command again), and every bad row
 *   written to `FILE.rejects.csv` with its reason while the good rows are imported (exit code 1
 *   when any row was rejected).
 * - A JSON array (.json) is read whole and imported all or nothing: when any row is bad, every
 *   bad row is listed with its line and reason, and nothing is imported (exit code 1).
 * Rows with a picture and no look (`image_file`, or an http(s) `image_url`, downloaded) are
 * recognised: a missing category or colour is estimated (./tagging.ts) and the product gets its
 * look; the estimates are printed and written to `FILE.report.csv`. An `image_file` is read only
 * inside the picture folder (FILE's, or `--images DIR`), an `image_url` only from a public
 * address (./pictures.ts). A file that is not UTF-8 is refused (exit code 1), and no error is
 * printed with a stack trace: the operator gets its message. With PostgreSQL a running server
 * picks the new products up within a minute; stop the server first when importing into the
 * embedded PGlite database (one process at a time may open its directory).
 */
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Presets, SingleBar } from 'cli-progress';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { ProductRepository } from '../repositories/product.repository';
import type { GarmentRecognizer } from '../styling/types';
import {
  CatalogueFileError,
  importCatalogueFile,
  readCatalogueText,
  rejectsCsv,
} from './bulk-import';
import { parseCatalogue, type ParsedCatalogue } from './format';
import { pictureReader } from './pictures';
import { reportCsv, tagCatalogue, type TagReport } from './tagging';

const USAGE =
  '사용법: npm run catalog:import -- <파일.csv | 파일.jsonl | 파일.json> [--images 사진_폴더]';
let args: { file: string; images: string | undefined };
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { images: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error();
  args = { file: positionals[0]!, images: values.images };
} catch {
  console.error(USAGE);
  process.exit(2);
}
const { file } = args;

try {
  await stat(file);
} catch (error) {
  console.error(`파일을 읽을 수 없습니다: ${file} (${(error as Error).message})`);
  process.exit(2);
}

// image_file is read inside this folder only (./pictures.ts)
const pictureFolder = args.images ?? path.dirname(file);
if (!(await stat(pictureFolder).catch(() => null))?.isDirectory()) {
  console.error(`사진 폴더를 찾을 수 없습니다: ${pictureFolder}`);
  process.exit(2);
}
const readPicture = pictureReader(pictureFolder);

// The recogniser (TensorFlow.js) loads only when a row has a picture to recognise.
let recognizer: GarmentRecognizer | undefined;
const report: TagReport[] = [];
async function tag(parsed: ParsedCatalogue) {
  if (parsed.pending.length + parsed.pictures.filter(Boolean).length > 0 && !recognizer)
    console.log('사진이 있는 행을 인식합니다…');
  recognizer ??= (await import('../styling/recognizer/index')).createRecognizer();
  const tagged = await tagCatalogue(parsed, recognizer, readPicture);
  for (const warning of tagged.warnings) console.warn(warning);
  report.push(...tagged.report);
  return tagged;
}

/** Writes FILE.report.csv and lists the estimated rows to review. */
async function writeReport(): Promise<void> {
  if (report.length === 0) return;
  const review = report.filter((r) => r.review.length > 0);
  await writeFile(`${file}.report.csv`, reportCsv(report));
  console.log(
    `카테고리나 색상을 사진으로 추정한 상품 ${report.length}개 (${file}.report.csv), 그중 확인이 필요한 상품 ${review.length}개:`,
  );
  for (const r of review) console.log(`  ${r.row}행 ${r.goodsName}: ${r.review.join(', ')}`);
}

let exitCode: number;
try {
  const config = loadConfig();
  const db = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    exitCode =
      path.extname(file).toLowerCase() === '.json' ? await importWhole(db) : await importStream(db);
  } finally {
    await db.destroy();
  }
  await writeReport();
} catch (error) {
  // the operator gets the message, never a stack trace
  console.error(`가져오기를 멈췄습니다: ${(error as Error).message}`);
  exitCode = 1;
}
process.exit(exitCode);

/** A JSON array, all or nothing; the exit code. */
async function importWhole(db: Database): Promise<number> {
  let text: string;
  try {
    text = await readCatalogueText(file);
  } catch (error) {
    if (error instanceof CatalogueFileError) {
      console.error(error.message);
      return 1;
    }
    console.error(`파일을 읽을 수 없습니다: ${file} (${(error as Error).message})`);
    return 2;
  }
  const parsed = parseCatalogue(text, 'json');
  const tagged = parsed.errors.length > 0 ? null : await tag(parsed);
  const errors = [...parsed.errors, ...(tagged?.errors ?? [])].sort((a, b) => a.row - b.row);
  if (errors.length > 0 || !tagged) {
    for (const e of errors)
      console.error(`${e.row}행${e.field ? ` [${e.field}]` : ''}: ${e.message}`);
    console.error(`잘못된 행이 ${errors.length}개 있어 아무것도 가져오지 않았습니다.`);
    return 1;
  }
  const ids = await new ProductRepository(db).insertMany(tagged.products);
  console.log(`상품 ${ids.length}개를 가져왔습니다.`);
  return 0;
}

/** A CSV or JSON Lines file, streamed and resumable; the exit code. */
async function importStream(db: Database): Promise<number> {
  const bar = new SingleBar(
    {
      format:
        '가져오는 중 [{bar}] {percentage}% | {rows}행 · 가져옴 {imported} · 거부 {rejected} | 남은 시간 {eta_formatted}',
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  let started = false;
  try {
    const summary = await importCatalogueFile({
      db,
      file,
      tag,
      onProgress: (p) => {
        if (!started) {
          bar.start(p.totalBytes, 0, { rows: 0, imported: 0, rejected: 0 });
          started = true;
        }
        bar.update(p.bytesRead, { rows: p.rowsDone, imported: p.imported, rejected: p.rejected });
      },
    });
    if (started) {
      bar.update(summary.totalBytes);
      bar.stop();
    }
    if (summary.alreadyImported) {
      console.log(
        `이미 끝까지 가져온 파일입니다 (상품 ${summary.imported}개, 거부 ${summary.rejected}행): 다시 가져오지 않습니다.`,
      );
    } else {
      if (summary.resumedAfter > 0)
        console.log(`지난번에 끝낸 ${summary.resumedAfter}행 다음부터 이어서 가져왔습니다.`);
      console.log(`상품 ${summary.imported}개를 가져왔습니다 (모두 ${summary.rowsDone}행).`);
    }
    if (summary.rejected === 0) return 0;
    await writeFile(`${file}.rejects.csv`, await rejectsCsv(db, summary.fingerprint));
    console.error(
      `가져오지 못한 행 ${summary.rejected}개와 그 이유를 ${file}.rejects.csv에 적었습니다.`,
    );
    return 1;
  } catch (error) {
    if (started) bar.stop();
    if (!(error instanceof CatalogueFileError)) throw error;
    console.error(error.message);
    if (started) console.error('파일 전체에 문제가 있어 그 뒤의 행을 가져오지 못했습니다.');
    return 1;
  }
}
