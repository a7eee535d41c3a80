/**
 * `npm run catalog:import -- FILE`: adds the products of a CSV or JSON file (format in
 * ./README.md) to the database the server uses (DATABASE_URL, else PGlite in DATA_DIR).
 * All or nothing: when any row is bad, every bad row is listed with its line and reason, and
 * nothing is imported (exit code 1). With PostgreSQL a running server picks the new products up
 * within a minute; stop the server first when importing into the embedded PGlite database (one
 * process at a time may open its directory).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { ProductRepository } from '../repositories/product.repository';
import { parseCatalogue } from './format';

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

const format = path.extname(file).toLowerCase() === '.json' ? 'json' : 'csv';
const { products, errors } = parseCatalogue(text, format);
if (errors.length > 0) {
  for (const e of errors)
    console.error(`${e.row}행${e.field ? ` [${e.field}]` : ''}: ${e.message}`);
  console.error(`잘못된 행이 ${errors.length}개 있어 아무것도 가져오지 않았습니다.`);
  process.exit(1);
}

const config = loadConfig();
const db = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  const ids = await new ProductRepository(db).insertMany(products);
  console.log(`상품 ${ids.length}개를 가져왔습니다.`);
} finally {
  await db.destroy();
}
