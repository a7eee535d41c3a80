/**
 * The photographed slot's products for one request, searched over the whole photographed category
 * while the process holds a bounded part of the catalogue (ARCHITECTURE.md "Scale-out": each
 * process keeps a bounded cache of kinds and looks; TAXONOMY.md: the photographed slot is filled
 * with shop products of the same category, photographed.ts ranks them by colour and look).
 *
 * - A category of at most WHOLE_CATEGORY_MAX affordable products (every category of the sample
 *   catalogue) is read whole, kept and handed to the engine as it is: the same outfits as an index
 *   of the whole catalogue.
 * - A bigger one is read as one look block per colour (ProductRepository `lookBlock`: 70 bytes a
 *   product), kept; per request `photoCandidateIds` picks the few products the engine could rank
 *   first, which are read whole by id.
 * Both kinds of entry live in one least-recently-used cache of at most LOOK_CACHE_BYTES (lru-cache,
 * sized by entry), keyed by the catalogue version, so a new version is read afresh and the
 * old entries age out. Loads of one key are shared by the requests waiting for it (lru-cache's
 * `fetch`).
 */
import { LRUCache } from 'lru-cache';
import type { Product } from '../styling/types';
import type { ProductRepository } from '../repositories/product.repository';
import type { CatalogueIndex, PhotographedGarment } from '../styling/outfit';
import {
  photoCandidateIds,
  withCategoryPool,
  type ColourBlock,
  type LookBlock,
} from '../styling/outfit/photo-candidates';
import { hashText, mixSeed } from '../styling/prng';
import type { CatalogueSnapshot } from './catalogue-index-cache';

/** The most bytes (estimated) the cache of categories and look blocks holds: 64 MiB. */
export const LOOK_CACHE_BYTES = 64 * 1024 * 1024;

/** Categories of at most this many affordable products are held whole (the sample's biggest: 218). */
export const WHOLE_CATEGORY_MAX = 1_024;

/** Estimated bytes of one product held whole (its fields, look and objects). */
const PRODUCT_BYTES = 1_500;

type Entry = { products: readonly Product[] } | { block: LookBlock };

export class PhotoLookCache {
  /** Entries by key; a `fetch` reads a missing one with the read its caller gives as context. */
  private readonly cache: LRUCache<string, Entry, () => Promise<Entry>>;

  constructor(
    private readonly products: ProductRepository,
    maxBytes = LOOK_CACHE_BYTES,
    private readonly wholeCategoryMax = WHOLE_CATEGORY_MAX,
  ) {
    this.cache = new LRUCache<string, Entry, () => Promise<Entry>>({
      maxSize: maxBytes,
      fetchMethod: (_key, _stale, { context: read }) => read(),
      sizeCalculation: (entry) =>
        'products' in entry
          ? Math.max(1, entry.products.length * PRODUCT_BYTES)
          : Math.max(1, entry.block.ids.length * 70),
    });
  }

  /**
   * The index one request composes over: `snapshot`'s bounded index with the photographed
   * category holding what photographed.ts needs of all its products (see the module comment),
   * given the products of the last answers (`recent`) and the number of outfits (`want`).
   * The snapshot's own index when the category has no affordable product. Rejects when the
   * database does.
   */
  async indexFor(
    snapshot: CatalogueSnapshot,
    garment: PhotographedGarment,
    recent: ReadonlySet<number>,
    want: number,
  ): Promise<CatalogueIndex> {
    const { category } = garment;
    const colours = snapshot.colours.get(category) ?? [];
    const total = colours.reduce((sum, c) => sum + c.count, 0);
    if (total === 0) return snapshot.index;
    if (total <= this.wholeCategoryMax) {
      const entry = await this.load(`${snapshot.version}|${category}`, async () => ({
        products: await this.products.findAffordableOfCategory(category),
      }));
      return withCategoryPool(snapshot.index, category, 'products' in entry ? entry.products : []);
    }
    const blocks: ColourBlock[] = await Promise.all(
      colours.map(async ({ colour, firstId }) => {
        const entry = await this.load(`${snapshot.version}|${category}|${colour}`, async () => ({
          block: await this.products.lookBlock(category, colour),
        }));
        return { colour, firstId, block: 'block' in entry ? entry.block : EMPTY_BLOCK };
      }),
    );
    const drawSeed = mixSeed(hashText(`${category}|${garment.colour}`), ...[...recent].slice(-8));
    const ids = photoCandidateIds(garment, blocks, recent, want, drawSeed);
    const pool = await this.products.findByIds(ids);
    return withCategoryPool(snapshot.index, category, [...pool.values()]);
  }

  /** The cached entry of `key`, or `read()`'s, shared by concurrent callers and then cached. */
  private async load(key: string, read: () => Promise<Entry>): Promise<Entry> {
    const entry = await this.cache.fetch(key, { context: read });
    if (!entry) throw new Error(`no catalogue entry for ${key}`);
    return entry;
  }
}

const EMPTY_BLOCK: LookBlock = {
  ids: new Int32Array(0),
  looks: new Int8Array(0),
  present: new Uint8Array(0),
  patterns: new Uint8Array(0),
};
