/**
 * Importing a catalogue file of any size (`npm run catalog:import`, ./import.ts): a CSV file
 * (./README.md's format) or JSON Lines (one product object per line, the same keys), read as a
 * stream and imported in batches, so that a shop's million products need neither the whole file
 * nor the whole catalogue in memory.
 *
 * - **Resumable.** The file is known by the SHA-256 of its bytes (`catalogue_imports`, migration
 *   016). Each batch's products, its rejected rows and the count of rows done are committed in one
 *   transaction: a run killed at any point and started again skips exactly the rows already done,
 *   so nothing is imported twice and nothing is lost. A file already imported to the end imports
 *   nothing again.
 * - **Rejects, never silent.** A bad row (./format.ts's rules; a picture that cannot be
 *   recognised when the row left its category or colour to it) is not imported: its row number,
 *   column and Korean reason are kept (`catalogue_import_rejects`) and written to the rejects file
 *   (`rejectsCsv`). The other rows are imported.
 * - **Pictures.** As ./tagging.ts: a row with a picture (`image_file` or an http(s) `image_url`)
 *   and no `look` is recognised for its look, and for its category and colour when it left them
 *   empty (the recogniser loads on the first such row). A row with a `look`, or whose picture is a
 *   `/media/` path, is not.
 * - **One product, one row.** A row giving the product of an earlier row of the file (./format.ts
 *   `FirstRows`: the same goods_url in the same colour) is rejected, its reason naming that row,
 *   in a resumed run too (the rows done before are read again for their links).
 * - A file that is not UTF-8 text is refused whole before any row is imported (CatalogueFileError,
 *   `notUtf8`). Another whole-file problem (a CSV header without a required column, a CSV quote
 *   never closed) throws CatalogueFileError with the rows concerned; the batches before it stay
 *   imported.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import type { Database } from '../db/database';
import { CatalogueImportRepository } from '../repositories/catalogue-import.repository';
import type { NewProduct } from '../styling/types';
import {
  csvField,
  FirstRows,
  headerProblems,
  normaliseKey,
  readCatalogueRow,
  storableText,
  type CatalogueError,
  type ParsedCatalogue,
} from './format';
import type { TaggedCatalogue } from './tagging';

/** Rows per transaction: large enough to keep ≥ 5,000 rows/s, small enough to lose little on a kill. */
export const IMPORT_BATCH_ROWS = 2_000;

/**
 * A problem with the whole file (Korean messages with the rows concerned; row 0: the file as a
 * whole, the message alone).
 */
export class CatalogueFileError extends Error {
  constructor(readonly errors: readonly CatalogueError[]) {
    super(errors.map((e) => (e.row > 0 ? `${e.row}행: ${e.message}` : e.message)).join('\n'));
    this.name = 'CatalogueFileError';
  }
}

/**
 * The refusal of a file that is not UTF-8 text (typically a spreadsheet's CSV saved in EUC-KR):
 * read otherwise, its Korean would become garbage rows.
 */
const notUtf8 = () =>
  new CatalogueFileError([
    {
      row: 0,
      message:
        '파일이 UTF-8로 저장되어 있지 않습니다 (엑셀에서 저장한 CSV라면 EUC-KR일 수 있습니다): 엑셀의 "CSV UTF-8(쉼표로 분리)" 형식으로 다시 저장해 가져오세요. 아무것도 가져오지 않았습니다.',
    },
  ]);

/** Decodes UTF-8 and throws on anything else (a leading BOM is dropped). */
const utf8Decoder = () => new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a catalogue file read whole (a JSON array, ./import.ts).
 * @throws CatalogueFileError when it is not UTF-8; the file system's errors as they come.
 */
export async function readCatalogueText(file: string): Promise<string> {
  const bytes = await readFile(file);
  try {
    return utf8Decoder().decode(bytes);
  } catch {
    throw notUtf8();
  }
}

/**
 * One data row of the file: its cells (keys normalised), its row number, and the earlier row
 * that gave the same product (`FirstRows`), if one did.
 */
interface FileRow {
  row: number;
  raw: Record<string, unknown>;
  firstRow?: number | null;
}

/** Progress of an import, after each committed batch. */
export interface ImportProgress {
  /** Data rows done (imported or rejected), this run and before. */
  rowsDone: number;
  imported: number;
  rejected: number;
  /** Bytes of the file read so far, and its size. */
  bytesRead: number;
  totalBytes: number;
}

/** How an import ended. */
export interface ImportSummary extends ImportProgress {
  fingerprint: string;
  /** Rows a previous (killed) run had done, skipped by this one. */
  resumedAfter: number;
  /** True when the file had been imported to the end before: nothing was imported now. */
  alreadyImported: boolean;
}

export interface ImportOptions {
  db: Database;
  file: string;
  /** Estimates the rows to tag and the looks of pictures (./tagging.ts `tagCatalogue`, bound). */
  tag: (parsed: ParsedCatalogue) => Promise<TaggedCatalogue>;
  batchRows?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Stops after the batch under way (tests: a kill between two batches). */
  signal?: AbortSignal;
}

/**
 * The SHA-256 (hex) of the file's bytes, read once through to check that they are UTF-8 text.
 * @throws CatalogueFileError when they are not.
 */
async function fileFingerprint(file: string): Promise<string> {
  const hash = createHash('sha256');
  const decoder = utf8Decoder();
  try {
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk as Buffer);
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
  } catch (error) {
    if (error instanceof TypeError) throw notUtf8();
    throw error;
  }
  return hash.digest('hex');
}

/** Is `file` JSON Lines (by its extension: .jsonl or .ndjson)? Anything else is read as CSV. */
export function isJsonLines(file: string): boolean {
  return ['.jsonl', '.ndjson'].includes(path.extname(file).toLowerCase());
}

/**
 * The data rows of a CSV file, with the line each record starts on (the header is line 1).
 * @throws CatalogueFileError for a header without a required column or a quote never closed.
 */
async function* csvRows(
  file: string,
  counter: { bytes: number },
): AsyncGenerator<FileRow | CatalogueError> {
  const input = createReadStream(file);
  input.on('data', (chunk) => (counter.bytes += chunk.length));
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, raw: true }),
  );
  let keys: string[] | null = null;
  try {
    for await (const entry of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      const endLine = entry.info.lines;
      const line = endLine - (entry.raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
      if (!keys) {
        keys = entry.record.map(normaliseKey);
        const problems = headerProblems(keys, line);
        if (problems.length > 0) throw new CatalogueFileError(problems);
        continue;
      }
      if (
        entry.record.length > keys.length &&
        entry.record.slice(keys.length).some((f) => f.trim() !== '')
      ) {
        yield {
          row: line,
          message: `열 개수가 헤더(${keys.length}개)보다 많습니다 (${entry.record.length}개): 쉼표가 들어간 값은 큰따옴표로 감싸 주세요.`,
        };
        continue;
      }
      const raw: Record<string, unknown> = {};
      keys.forEach((k, i) => (raw[k] = entry.record[i] ?? ''));
      yield { row: line, raw };
    }
  } catch (error) {
    if (error instanceof CatalogueFileError) throw error;
    const line = (error as { lines?: number }).lines ?? 0;
    throw new CatalogueFileError([
      { row: line, message: `CSV를 읽을 수 없습니다: ${(error as Error).message}` },
    ]);
  }
  if (!keys) throw new CatalogueFileError([{ row: 1, message: '헤더 행이 없습니다 (빈 파일).' }]);
}

/** The rows of a JSON Lines file: one object a line (blank lines skipped), row = the line. */
async function* jsonLineRows(
  file: string,
  counter: { bytes: number },
): AsyncGenerator<FileRow | CatalogueError> {
  const input = createReadStream(file, { encoding: 'utf8' });
  input.on('data', (chunk) => (counter.bytes += Buffer.byteLength(chunk as string)));
  let row = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    row += 1;
    const line = row === 1 ? text.replace(/^\uFEFF/, '') : text;
    if (line.trim() === '') continue;
    let item: unknown;
    try {
      item = JSON.parse(line);
    } catch (error) {
      yield { row, message: `JSON 형식이 올바르지 않습니다: ${(error as Error).message}` };
      continue;
    }
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      yield { row, message: '각 줄은 상품 객체({...})여야 합니다.' };
      continue;
    }
    const raw: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(item)) raw[normaliseKey(k)] = v;
    yield { row, raw };
  }
}

/** Reads, validates and tags one batch: its products in file order and its rejected rows. */
async function prepareBatch(
  rows: readonly (FileRow | CatalogueError)[],
  tag: ImportOptions['tag'],
): Promise<{ products: NewProduct[]; rejects: CatalogueError[] }> {
  const parsed: ParsedCatalogue = { products: [], pictures: [], pending: [], errors: [] };
  for (const entry of rows) {
    if (!('raw' in entry)) {
      parsed.errors.push(entry);
      continue;
    }
    const read = readCatalogueRow(entry.raw, entry.row, entry.firstRow);
    if (read.kind === 'errors') parsed.errors.push(...read.errors);
    else if (read.kind === 'pending') parsed.pending.push(read.pending);
    else {
      parsed.products.push(read.product);
      // a product with its look, or a /media/ picture, is not recognised again
      parsed.pictures.push(read.product.look ? null : read.picture);
    }
  }
  // a reason may quote the file (a JSON parser's message does): stored as text PostgreSQL takes
  const storable = (errors: CatalogueError[]) =>
    errors.map((e) => ({ ...e, message: storableText(e.message) }));
  if (parsed.pending.length === 0 && parsed.pictures.every((p) => p === null))
    return { products: parsed.products, rejects: storable(parsed.errors) };
  const tagged = await tag(parsed);
  return { products: tagged.products, rejects: storable([...parsed.errors, ...tagged.errors]) };
}

/**
 * Imports `file` (see the module comment) into `db`, resuming a run that was cut short.
 * @throws CatalogueFileError for a problem with the whole file; database errors as they come.
 */
export async function importCatalogueFile(options: ImportOptions): Promise<ImportSummary> {
  const { db, file } = options;
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS;
  const totalBytes = (await stat(file)).size;
  const fingerprint = await fileFingerprint(file);
  const imports = new CatalogueImportRepository(db);
  const state = await imports.start(fingerprint, path.basename(file));
  const progress: ImportProgress = {
    rowsDone: state.rowsDone,
    imported: state.imported,
    rejected: state.rejected,
    bytesRead: 0,
    totalBytes,
  };
  const summary = (alreadyImported: boolean): ImportSummary => ({
    ...progress,
    fingerprint,
    resumedAfter: state.rowsDone,
    alreadyImported,
  });
  if (state.finished) return summary(true);

  const counter = { bytes: 0 };
  const rows = isJsonLines(file) ? jsonLineRows(file, counter) : csvRows(file, counter);
  let seen = 0;
  let batch: (FileRow | CatalogueError)[] = [];
  const firstRows = new FirstRows();

  // The database commits one batch while the next is read and validated; commits stay in order.
  let committing: Promise<void> = Promise.resolve();
  const commit = async (): Promise<void> => {
    const rowsOfBatch = batch;
    batch = [];
    const { products: ready, rejects } = await prepareBatch(rowsOfBatch, options.tag);
    await committing;
    committing = imports
      .commitBatch(fingerprint, { products: ready, rejects, rowsDone: rowsOfBatch.length })
      .then(() => {
        progress.rowsDone += rowsOfBatch.length;
        progress.imported += ready.length;
        // a row may fail on several columns: one reject line each, one rejected row
        progress.rejected += new Set(rejects.map((r) => r.row)).size;
        progress.bytesRead = counter.bytes;
        options.onProgress?.({ ...progress });
      });
    // a failure is thrown where the commit is next awaited, not as an unhandled rejection
    committing.catch(() => undefined);
  };

  for await (const entry of rows) {
    seen += 1;
    // every row's product is recorded, the rows a killed run had done too
    if ('raw' in entry) entry.firstRow = firstRows.firstOf(entry.raw, entry.row);
    if (seen <= state.rowsDone) continue;
    batch.push(entry);
    if (batch.length >= batchRows) {
      await commit();
      if (options.signal?.aborted) {
        await committing;
        return summary(false);
      }
    }
  }
  if (batch.length > 0) await commit();
  await committing;
  await imports.finish(fingerprint);
  progress.bytesRead = totalBytes;
  return summary(false);
}

/**
 * The rejects file of an import: CSV `row,field,reason` (UTF-8 with BOM, so that a spreadsheet
 * reads the Korean), one line per rejected row in row order; header only when none. The row is
 * written as digits, the text through `csvField` (no cell a spreadsheet runs as a formula).
 */
export async function rejectsCsv(db: Database, fingerprint: string): Promise<string> {
  const rows = await new CatalogueImportRepository(db).rejects(fingerprint);
  return `\uFEFFrow,field,reason\n${rows.map((r) => `${r.row},${csvField(r.field ?? '')},${csvField(r.message)}\n`).join('')}`;
}
