/**
 * 016: a catalogue import that can be resumed after a kill (server/catalog/bulk-import.ts).
 * `catalogue_imports` has one row per imported file, keyed by the SHA-256 of its bytes: how many
 * of its rows are done (`rows_done`, committed in the same transaction as those rows' products,
 * so that a re-run after a kill starts right after them: nothing imported twice, nothing lost),
 * how many were imported and rejected, and when it finished. `catalogue_import_rejects` keeps
 * each rejected row's number, column and Korean reason (the rejects file is written from it).
 * Never edit this file after it landed; add 017.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_imports')
    .addColumn('fingerprint', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('catalogue_import_rejects')
    .addColumn('fingerprint', 'text', (c) =>
      c.notNull().references('catalogue_imports.fingerprint').onDelete('cascade'),
    )
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('field', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('catalogue_import_rejects_row_idx')
    .on('catalogue_import_rejects')
    .columns(['fingerprint', 'row'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_import_rejects').execute();
  await db.schema.dropTable('catalogue_imports').execute();
}
