/**
 * The outfit engine's catalogue index (styling/outfit/catalogue-index.ts) for the current
 * catalogue version, kept in memory (ARCHITECTURE.md "Invariants": index builds stay off the
 * request path).
 *
 * - Built once at start-up (`current()` before listening, main.ts) and after seeding.
 * - Products are only ever added (seeding, `npm run catalog:import`, possibly from another
 *   process), so the version is their count and largest id. A request that finds the last check
 *   older than VERSION_CHECK_MS starts a check in the background and is answered from the index
 *   it has; a new version is read in pages (each a short query, so the embedded database never
 *   holds the event loop long) and indexed, and requests switch to it once it is ready.
 * - Only the very first request of a process waits for a build.
 */
import type { ProductRepository } from '../repositories/product.repository';
import { indexCatalogue, type CatalogueIndex } from '../styling/outfit';

/** How often (ms) a request may trigger a background check for a new catalogue version. */
export const VERSION_CHECK_MS = 30_000;

export class CatalogueIndexCache {
  private state: { version: string; index: Promise<CatalogueIndex>; checkedAt: number } | undefined;
  private checking = false;

  constructor(
    private readonly products: ProductRepository,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** The index of the current version (see the module comment for when it is rebuilt). */
  current(): Promise<CatalogueIndex> {
    if (!this.state) return this.buildNow();
    if (this.now() - this.state.checkedAt > VERSION_CHECK_MS && !this.checking)
      void this.checkInBackground();
    return this.state.index;
  }

  /** Forgets the index: the next `current()` builds it (after seeding in this process). */
  invalidate(): void {
    this.state = undefined;
  }

  /** Resolves when a background check started by `current()` has finished (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.checking) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private buildNow(): Promise<CatalogueIndex> {
    const state = {
      version: '',
      index: Promise.resolve(indexCatalogue([])),
      checkedAt: this.now(),
    };
    state.index = (async () => {
      state.version = await this.products.version();
      return indexCatalogue(await this.products.findAllInPages());
    })();
    state.index.catch(() => {
      if (this.state === state) this.state = undefined;
    });
    this.state = state;
    return state.index;
  }

  private async checkInBackground(): Promise<void> {
    const state = this.state;
    if (!state) return;
    this.checking = true;
    try {
      state.checkedAt = this.now();
      const version = await this.products.version();
      if (version === state.version) return;
      const index = indexCatalogue(await this.products.findAllInPages());
      if (this.state === state)
        this.state = { version, index: Promise.resolve(index), checkedAt: this.now() };
    } catch (error) {
      this.onError(error); // keep serving the index we have; the next check tries again
    } finally {
      this.checking = false;
    }
  }
}
