/**
 * The state of resumable catalogue imports (migration 016; server/catalog/bulk-import.ts): one
 * row per file (by the SHA-256 of its bytes) with its rows done, imported and rejected, and the
 * rejected rows with their reasons. A batch's products, rejects and counts are committed together.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { NewProduct } from '../styling/types';
import { ProductRepository } from './product.repository';

/** A file's import as recorded. */
export interface CatalogueImportState {
  rowsDone: number;
  imported: number;
  rejected: number;
  finished: boolean;
}

/** A rejected row: its number as the operator sees it, the column (if one) and why (Korean). */
export interface RejectedRow {
  row: number;
  field?: string | undefined;
  message: string;
}

export class CatalogueImportRepository {
  constructor(private readonly db: Database) {}

  /** The file's import state, recorded as new (nothing done) on its first import. */
  async start(fingerprint: string, fileName: string): Promise<CatalogueImportState> {
    await this.db
      .insertInto('catalogue_imports')
      .values({ fingerprint, file_name: fileName })
      .onConflict((oc) => oc.column('fingerprint').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('catalogue_imports')
      .selectAll()
      .where('fingerprint', '=', fingerprint)
      .executeTakeFirstOrThrow();
    return {
      rowsDone: row.rows_done,
      imported: row.imported,
      rejected: row.rejected,
      finished: row.finished_at !== null,
    };
  }

  /**
   * In one transaction: inserts `products`, records `rejects`, and adds `rowsDone` rows done (and
   * the counts) to the file's state: after a kill, either all of it is there or none.
   */
  async commitBatch(
    fingerprint: string,
    batch: { products: readonly NewProduct[]; rejects: readonly RejectedRow[]; rowsDone: number },
  ): Promise<void> {
    const rejectedRows = new Set(batch.rejects.map((r) => r.row)).size;
    await this.db.transaction().execute(async (trx) => {
      await new ProductRepository(this.db).insertMany(batch.products, trx);
      if (batch.rejects.length > 0)
        await trx
          .insertInto('catalogue_import_rejects')
          .values(
            batch.rejects.map((r) => ({
              fingerprint,
              row: r.row,
              field: r.field ?? null,
              reason: r.message,
            })),
          )
          .execute();
      await trx
        .updateTable('catalogue_imports')
        .set({
          rows_done: sql`rows_done + ${batch.rowsDone}`,
          imported: sql`imported + ${batch.products.length}`,
          rejected: sql`rejected + ${rejectedRows}`,
        })
        .where('fingerprint', '=', fingerprint)
        .execute();
    });
  }

  /** Records that the file was imported to its end. */
  async finish(fingerprint: string): Promise<void> {
    await this.db
      .updateTable('catalogue_imports')
      .set({ finished_at: new Date() })
      .where('fingerprint', '=', fingerprint)
      .execute();
  }

  /** The file's rejected rows, in row order (a row failing on several columns: one each). */
  async rejects(fingerprint: string): Promise<RejectedRow[]> {
    const rows = await this.db
      .selectFrom('catalogue_import_rejects')
      .select(['row', 'field', 'reason'])
      .where('fingerprint', '=', fingerprint)
      .orderBy('row')
      .execute();
    return rows.map((r) => ({ row: r.row, field: r.field ?? undefined, message: r.reason }));
  }
}
