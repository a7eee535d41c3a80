import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, type CategoryName } from '../../contract/taxonomy';
import { makeProduct as product } from '../../test/factories/products';
import type { ProductRepository } from '../repositories/product.repository';
import type { Product } from '../styling/types';
import { CatalogueIndexCache, VERSION_CHECK_MS } from './catalogue-index-cache';

/** A product table whose rows, and how long a full read takes, the test controls. */
function fakeProducts(initial: Product[]) {
  const table = {
    rows: initial,
    reads: 0,
    /** While set, a full read waits for it (a slow rebuild). */
    gate: null as Promise<void> | null,
    failNext: false,
    async version() {
      if (table.failNext) {
        table.failNext = false;
        throw new Error('database unavailable');
      }
      return `${table.rows.length}:${table.rows.at(-1)?.id ?? 0}`;
    },
    /** A build reads every category in turn: the first one counts the build. */
    async boundedSample(category: CategoryName) {
      if (category === CATEGORY_NAMES[0]) {
        table.reads += 1;
        if (table.gate) await table.gate;
      }
      return table.rows.filter((p) => p.category === category);
    },
    async colourGroups() {
      return [];
    },
  };
  return table;
}

describe(CatalogueIndexCache.name, () => {
  it('should build once, keep answering from the index while a new version is read, then switch to it', async () => {
    let clock = 0;
    const table = fakeProducts([product({ id: 1 }), product({ id: 2 })]);
    const cache = new CatalogueIndexCache(table as unknown as ProductRepository, () => clock);
    expect((await cache.current()).size).toBe(2);
    expect((await cache.current()).size).toBe(2);
    expect(table.reads).toBe(1);

    table.rows = [...table.rows, product({ id: 3 })]; // an import (possibly by another process)
    let open: () => void = () => {};
    table.gate = new Promise<void>((resolve) => (open = resolve));
    clock += VERSION_CHECK_MS + 1;
    // The check and the slow read run in the background: requests get the old index at once.
    expect((await cache.current()).size).toBe(2);
    expect((await cache.current()).size).toBe(2);
    open();
    await cache.settled();
    expect((await cache.current()).size).toBe(3);
    expect(table.reads).toBe(2);
  });

  it('should not read the products again while the version is unchanged', async () => {
    let clock = 0;
    const table = fakeProducts([product({ id: 1 })]);
    const cache = new CatalogueIndexCache(table as unknown as ProductRepository, () => clock);
    await cache.current();
    clock += VERSION_CHECK_MS + 1;
    await cache.current();
    await cache.settled();
    expect(table.reads).toBe(1);
  });

  it('should keep serving the index it has when a check fails, and report the failure', async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const table = fakeProducts([product({ id: 1 })]);
    const cache = new CatalogueIndexCache(
      table as unknown as ProductRepository,
      () => clock,
      (error) => errors.push(error),
    );
    await cache.current();
    table.failNext = true;
    clock += VERSION_CHECK_MS + 1;
    expect((await cache.current()).size).toBe(1);
    await cache.settled();
    expect(errors).toHaveLength(1);
    expect((await cache.current()).size).toBe(1);
  });
});
