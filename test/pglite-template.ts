/**
 * Vitest global setup: one migrated, empty in-memory PGlite, dumped to a file that every test
 * file's database starts from (openDatabase's `pgliteTemplate`; test/harness.ts), so that a route
 * test file spends about 0.5 s opening its database instead of 3 s of initdb and migrations.
 * The dump is kept in node_modules/.cache/fitpick-test/ under a hash of the migrations and of
 * the PGlite and Kysely packages, so a run after the first (on the same migrations) skips making
 * it; a dump of other migrations is deleted.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

const CACHE_DIR = path.resolve('node_modules/.cache/fitpick-test');

/** Writes the dump unless the cache has it, and provides its path to the test files. */
export async function setup(project: TestProject): Promise<void> {
  const name = `pglite-${await migrationsHash()}`;
  const file = path.join(CACHE_DIR, `${name}.tar`);
  if (!existsSync(file)) {
    await mkdir(CACHE_DIR, { recursive: true });
    for (const old of await readdir(CACHE_DIR))
      if (old.startsWith('pglite-') && !old.startsWith(name))
        await rm(path.join(CACHE_DIR, old), { recursive: true, force: true });
    const pglite = new PGlite();
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    // Written aside and renamed: a run beside this one never reads half a file.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteTemplate', file);
}

/** What the dump depends on: the migrations (database.ts and migrations/) and the libraries. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const pkg of ['@electric-sql/pglite', 'kysely', 'kysely-pglite-dialect'])
    hash.update(await readFile(path.resolve('node_modules', pkg, 'package.json')));
  const migrations = path.resolve('server/db/migrations');
  const files = (await readdir(migrations)).filter((f) => !f.includes('.test.')).sort();
  for (const f of [
    path.resolve('server/db/database.ts'),
    ...files.map((f) => path.join(migrations, f)),
  ])
    hash.update(`${path.basename(f)}\n`).update(await readFile(f));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/** The dump, read once per test file's worker (in a test file: after the global setup ran). */
export function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}

/**
 * Fills `dir` (absent or empty) with the migrated template as an on-disk PGlite data directory,
 * as a server's DATA_DIR/pglite is after its first start: opening it resumes that database
 * instead of running initdb (3 s or more of WebAssembly, each time). The first caller writes the
 * directory beside the dump (kept with it), and every caller copies it.
 */
export async function copyPgliteTemplateTo(dir: string): Promise<void> {
  const dump = inject('pgliteTemplate');
  const onDisk = dump.replace(/\.tar$/, '.dir');
  if (!existsSync(onDisk)) {
    const partial = await mkdtemp(`${onDisk}.`);
    const pglite = new PGlite(partial, { loadDataDir: await pgliteTemplate() });
    await pglite.close();
    // Another test file may have renamed its own copy first: then this one is not needed.
    await rename(partial, onDisk).catch(() => rm(partial, { recursive: true, force: true }));
  }
  await cp(onDisk, dir, { recursive: true });
}
