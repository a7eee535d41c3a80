/**
 * Vitest global setup: one migrated, empty in-memory PGlite, dumped once per run to a file that
 * every test file's database starts from (openDatabase's `pgliteTemplate`; test/harness.ts), so
 * that a route test file spends about 0.5 s opening its database instead of 3 s of initdb and
 * migrations. The file is removed after the run.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../server/db/database';
import type { DB } from '../server/db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump (a tar of its data directory). */
    pgliteTemplate: string;
  }
}

let dir: string | undefined;

/** Writes the dump and provides its path to the test files. */
export async function setup(project: TestProject): Promise<void> {
  const pglite = new PGlite();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  dir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

/** Removes the dump. */
export async function teardown(): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
}

let template: Promise<Blob> | undefined;

/** The dump, read once per test file's worker (in a test file: after the global setup ran). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}
