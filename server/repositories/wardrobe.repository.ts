/**
 * The members' wardrobe items (내 옷장, table `wardrobe_items` of migrations 013, 015 and 020).
 * Every read and write of a member's items names the member: another member's item is never found
 * (ARCHITECTURE.md "Invariants"). Items whose account is gone (`user_id` null) are read only by
 * the retention sweep (`ownerless`), as is which pictures any row names (`namedPictures`).
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { WardrobeItemsTable } from '../db/schema';
import { advisoryLock } from './advisory-lock';

export type WardrobeRow = Selectable<WardrobeItemsTable>;

/** A new item's columns (the member's id, labels and picture file name). */
export type NewWardrobeRow = Omit<
  Insertable<WardrobeItemsTable>,
  'id' | 'created_at' | 'updated_at'
> & { user_id: number };

/**
 * The labels a keep stores and PATCH may change (the slot and seasons follow the category), with
 * whether each of category and colour is confirmed (migration 020).
 */
export type WardrobeLabels = Pick<
  WardrobeRow,
  'category' | 'slot' | 'colour' | 'seasons' | 'category_confirmed' | 'colour_confirmed'
>;

/** Reads and writes `wardrobe_items`; the only user of Kysely for the wardrobe. */
export class WardrobeRepository {
  constructor(private readonly db: Database) {}

  /** How many items member `userId` has. */
  async count(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('wardrobe_items')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Inserts `item` unless its member already has `limit` items; resolves to the stored row, or
   * undefined when the wardrobe is full. Counting and inserting hold the member's advisory lock
   * in one transaction, so that concurrent keeps by one member never pass the limit.
   */
  async insertWithinLimit(item: NewWardrobeRow, limit: number): Promise<WardrobeRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await advisoryLock(trx, `wardrobe:${item.user_id}`);
      const held = await new WardrobeRepository(trx).count(item.user_id);
      if (held >= limit) return undefined;
      return trx.insertInto('wardrobe_items').values(item).returningAll().executeTakeFirstOrThrow();
    });
  }

  /** Member `userId`'s items, newest first. */
  async listOf(userId: number): Promise<WardrobeRow[]> {
    return this.db
      .selectFrom('wardrobe_items')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Item `id` of member `userId`, or undefined (another member's, or none). */
  async find(id: number, userId: number): Promise<WardrobeRow | undefined> {
    return this.db
      .selectFrom('wardrobe_items')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Item `id` of member `userId` taken for a generator request around it (the generator's
   * `wardrobe_item_id`): counts the request in one statement and resolves to the row with how
   * many requests came before (the seed), or undefined when the member has no such item.
   */
  async nextGeneration(
    id: number,
    userId: number,
  ): Promise<{ row: WardrobeRow; generation: number } | undefined> {
    const row = await this.db
      .updateTable('wardrobe_items')
      .set({ generations: sql`generations + 1` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row ? { row, generation: row.generations - 1 } : undefined;
  }

  /** The item of member `userId` whose picture is `pictureFile`, or undefined. */
  async findByPicture(pictureFile: string, userId: number): Promise<WardrobeRow | undefined> {
    return this.db
      .selectFrom('wardrobe_items')
      .selectAll()
      .where('picture_file', '=', pictureFile)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Relabels item `id` of member `userId`; resolves to the updated row, or undefined when not theirs. */
  async relabel(
    id: number,
    userId: number,
    labels: WardrobeLabels,
  ): Promise<WardrobeRow | undefined> {
    return this.db
      .updateTable('wardrobe_items')
      .set({ ...labels, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes item `id` of member `userId`; resolves whether there was one. */
  async delete(id: number, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('wardrobe_items')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Up to `limit` items whose member's account is gone (the retention sweep deletes them). */
  async ownerless(limit: number): Promise<Pick<WardrobeRow, 'id' | 'picture_file'>[]> {
    return this.db
      .selectFrom('wardrobe_items')
      .select(['id', 'picture_file'])
      .where('user_id', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Deletes the row of an item whose account is gone (after its picture). */
  async deleteOwnerless(id: number): Promise<void> {
    await this.db
      .deleteFrom('wardrobe_items')
      .where('id', '=', id)
      .where('user_id', 'is', null)
      .execute();
  }

  /**
   * Which of the picture file names `files` an item's row names, whatever its member (the
   * retention sweep deletes the stored pictures of the others).
   */
  async namedPictures(files: readonly string[]): Promise<Set<string>> {
    if (files.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('wardrobe_items')
      .select('picture_file')
      .where('picture_file', 'in', files)
      .execute();
    return new Set(rows.map((row) => row.picture_file));
  }
}
