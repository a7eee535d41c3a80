/**
 * The outfit engine's catalogue index (styling/outfit/catalogue-index.ts) for the current
 * catalogue version: a bounded selection of the catalogue, whatever its size (ARCHITECTURE.md
 * "Scale-out": a process holds no whole catalogue; "Invariants": index builds stay off the
 * request path).
 *
 * - The index holds, per season and kind (one category, colour and style: products every rule
 *   scores alike), at most PRODUCTS_PER_KIND products drawn by a hash of their id and a salt, plus
 *   the kind's cheapest (ProductRepository `boundedSample`): every kind of the catalogue is there
 *   and every cheapest price exact (budgets, `cheapestOutfitPrice`), while the memory grows with
 *   the number of kinds (at most 45 categories × 22 colours × 2 styles per season), not of
 *   products. A catalogue whose kinds are all that small (the sample catalogue) is held whole.
 * - The salt is the version and the hour (SAMPLE_ROTATION_MS): each new version, and each hour,
 *   draws other products of the big kinds, so the long tail rotates in.
 * - Beside it, per category, its colours with their counts (`colourGroups`), from which the
 *   photographed slot reads the whole category's looks (photo-looks.ts).
 * - Built once at start-up (`current()` before listening, main.ts) and after seeding.
 * - Products are only ever added (seeding, `npm run catalog:import`, possibly from another
 *   process), so the version is their count and largest id. A request that finds the last check
 *   older than VERSION_CHECK_MS starts a check in the background and is answered from the index
 *   it has; a new version (or hour) is read one category (a big one: one colour) per query
 *   (each short, so the embedded database never holds the event loop long) and indexed, and
 *   requests switch to it once it is ready.
 * - Only the very first request of a process waits for a build.
 */
import { CATEGORY_NAMES, SEASONS, isInSeason, type CategoryName } from '../../contract/taxonomy';
import type { ColourGroupCount, ProductRepository } from '../repositories/product.repository';
import { indexCatalogue, type CatalogueIndex } from '../styling/outfit';
import type { Product } from '../styling/types';

/** How often (ms) a request may trigger a background check for a new catalogue version. */
export const VERSION_CHECK_MS = 30_000;

/**
 * Products held per season and kind beyond its cheapest. The sample catalogue's biggest kind has
 * 29, so it is held whole; a million synthesized products are held as 37,583
 * (bench/look-search.ts).
 */
export const PRODUCTS_PER_KIND = 48;

/**
 * A category of more products than this is drawn one colour per query: on the embedded database
 * a query of 21,800 products held the event loop 2.5 s (`npm run bench:catalogue`).
 */
export const SPLIT_CATEGORY_ROWS = 2_000;

/** How long (ms) one draw of the big kinds' products lasts before the next one is read. */
export const SAMPLE_ROTATION_MS = 3_600_000;

/** One catalogue version as a process holds it. */
export interface CatalogueSnapshot {
  /** `<count>:<max id>` (ProductRepository `version`). */
  readonly version: string;
  /** The version and the hour: what the draw of the big kinds was salted with. */
  readonly salt: string;
  /** The bounded index; its `size` is the catalogue's whole count. */
  readonly index: CatalogueIndex;
  /** Per category, its affordable products' colours (none for a category without products). */
  readonly colours: ReadonlyMap<CategoryName, readonly ColourGroupCount[]>;
}

export class CatalogueIndexCache {
  private state: { snapshot: Promise<CatalogueSnapshot>; checkedAt: number } | undefined;
  private checking = false;

  constructor(
    private readonly products: ProductRepository,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly perKind = PRODUCTS_PER_KIND,
    private readonly splitRows = SPLIT_CATEGORY_ROWS,
  ) {}

  /** The index of the current version (see the module comment for when it is rebuilt). */
  async current(): Promise<CatalogueIndex> {
    return (await this.snapshot()).index;
  }

  /** The current snapshot: index and colour counts (see the module comment). */
  snapshot(): Promise<CatalogueSnapshot> {
    if (!this.state) return this.buildNow();
    if (this.now() - this.state.checkedAt > VERSION_CHECK_MS && !this.checking)
      void this.checkInBackground();
    return this.state.snapshot;
  }

  /** Forgets the index: the next `current()` builds it (after seeding in this process). */
  invalidate(): void {
    this.state = undefined;
  }

  /** Resolves when a background check started by `current()` has finished (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.checking) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private buildNow(): Promise<CatalogueSnapshot> {
    const state = { snapshot: this.build(), checkedAt: this.now() };
    state.snapshot.catch(() => {
      if (this.state === state) this.state = undefined;
    });
    this.state = state;
    return state.snapshot;
  }

  private saltOf(version: string): string {
    return `${version}:${Math.floor(this.now() / SAMPLE_ROTATION_MS)}`;
  }

  /** Reads and indexes the current version, one category (or category × colour) per query. */
  private async build(version?: string): Promise<CatalogueSnapshot> {
    version ??= await this.products.version();
    const salt = this.saltOf(version);
    const held: Product[] = [];
    const colours = new Map<CategoryName, readonly ColourGroupCount[]>();
    for (const category of CATEGORY_NAMES) {
      const seasons = SEASONS.filter((season) => isInSeason(category, season));
      const groups = await this.products.colourGroups(category);
      colours.set(category, groups);
      const count = groups.reduce((sum, g) => sum + g.count, 0);
      for (const colour of count > this.splitRows ? groups.map((g) => g.colour) : [undefined]) {
        held.push(
          ...(await this.products.boundedSample(category, seasons, this.perKind, salt, colour)),
        );
        // PGlite answers through promise callbacks alone: let waiting requests run between queries
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const index = indexCatalogue(held);
    const size = Number(version.split(':')[0]);
    return { version, salt, colours, index: { ...index, size } };
  }

  private async checkInBackground(): Promise<void> {
    const state = this.state;
    if (!state) return;
    this.checking = true;
    try {
      state.checkedAt = this.now();
      const version = await this.products.version();
      if (this.saltOf(version) === (await state.snapshot).salt) return;
      const snapshot = await this.build(version);
      if (this.state === state)
        this.state = { snapshot: Promise.resolve(snapshot), checkedAt: this.now() };
    } catch (error) {
      this.onError(error); // keep serving the index we have; the next check tries again
    } finally {
      this.checking = false;
    }
  }
}
