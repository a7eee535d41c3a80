/**
 * The product catalogue and the club (editorial) outfits: first-start seeding, the outfit
 * engine's catalogue index (catalogue-index-cache.ts), and the home page's club outfits (SPEC §7
 * GET /api/picked/v1/main/random/, main/by-price/, main/by-style/, main_picked/{id}/) from memory
 * (club-outfits.ts), today's season's first (club-outfit-season.ts).
 */
import { LRUCache } from 'lru-cache';
import type { MainRecommendation } from '../../contract/api';
import type { OutfitDetail } from '../../contract/picked';
import {
  PRICE_BRACKETS,
  seasonOf,
  SLOTS,
  type Season,
  type Slot,
  type Style,
} from '../../contract/taxonomy';
import { buildSampleCatalogue } from '../catalog/sample';
import { HttpError } from '../lib/http-error';
import type { ProductRepository } from '../repositories/product.repository';
import type {
  MainRecommendationRow,
  RecommendationRepository,
} from '../repositories/recommendation.repository';
import type { CatalogueIndex, PhotographedGarment } from '../styling/outfit';
import { AnswerPool } from './answer-pool';
import { CatalogueIndexCache } from './catalogue-index-cache';
import { inSeasonFirst } from './club-outfit-season';
import { PhotoLookCache } from './photo-looks';
import { ClubOutfitCache, jsonList, type ClubOutfitEntry } from './club-outfits';
import { toProductItem } from './product-item';
import { OUTFIT_MESSAGES } from '../messages';

export class CatalogueService {
  private readonly index: CatalogueIndexCache;
  private readonly looks: PhotoLookCache;
  private readonly clubs: ClubOutfitCache;
  /** Pools of drawn home-list answers (answer-pool.ts), by list and query; a few queries' only. */
  private readonly pools = new LRUCache<string, AnswerPool>({ max: 12 });

  constructor(
    private readonly products: ProductRepository,
    private readonly recommendations: RecommendationRepository,
    private readonly now: () => number = Date.now,
    onIndexError: (error: unknown) => void = () => {},
  ) {
    // The home lists show no size chart: their items leave it out (SPEC §3's fields, colour, fit).
    this.clubs = new ClubOutfitCache(
      async () =>
        this.clubOutfitsWithItems(await this.recommendations.allMain(), { charts: false }),
      now,
    );
    this.index = new CatalogueIndexCache(products, now, onIndexError);
    this.looks = new PhotoLookCache(products);
  }

  /** Seeds the sample catalogue and club outfits when the products table is empty. Returns products added. */
  async seedIfEmpty(): Promise<number> {
    if ((await this.products.count()) > 0) return 0;
    const sample = buildSampleCatalogue();
    const ids = await this.products.insertMany(sample.products);
    await this.recommendations.insertMain(
      sample.clubOutfits.map((outfit) => {
        const slotId = (slot: Slot): number | null => {
          const index = outfit.items[slot];
          return index === undefined ? null : (ids[index] ?? null);
        };
        const total = SLOTS.reduce((sum, slot) => {
          const index = outfit.items[slot];
          return sum + (index === undefined ? 0 : (sample.products[index]?.price ?? 0));
        }, 0);
        return {
          style: outfit.style,
          goods_name: outfit.goodsName,
          reasoning_text: outfit.reasoningText,
          top_id: slotId('top'),
          outer_id: slotId('outer'),
          bottom_id: slotId('bottom'),
          shoes_id: slotId('shoes'),
          total_price: total,
        };
      }),
    );
    this.index.invalidate();
    this.clubs.invalidate();
    return ids.length;
  }

  /**
   * The outfit engine's index of the current catalogue version (CatalogueIndexCache: a bounded
   * selection of the products; its `size` is the whole count).
   */
  catalogueIndex(): Promise<CatalogueIndex> {
    return this.index.current();
  }

  /**
   * The index one generator request composes over: the current version's, with the photographed
   * `garment`'s category searched whole (photo-looks.ts), given the products of the last answers
   * (`recent`) and the number of outfits (`want`). Rejects when the database does.
   */
  async indexForGarment(
    garment: PhotographedGarment,
    recent: ReadonlySet<number>,
    want: number,
  ): Promise<CatalogueIndex> {
    return this.looks.indexFor(await this.index.snapshot(), garment, recent, want);
  }

  /**
   * `count` club outfits in random order with their items, today's season's first
   * (club-outfit-season.ts), as JSON (UTF-8; from memory, ClubOutfitCache; drawn ahead,
   * AnswerPool); a promise only until the club outfits are in memory.
   */
  randomClubOutfits(count: number): Buffer | Promise<Buffer> {
    return this.fromMemory((all) =>
      this.pooled(`random:${count}`, all, (today) => jsonList(inSeasonFirst(all, count, today))),
    );
  }

  /**
   * Up to `per` random club outfits for each bracket whose lower bound (won) is in `brackets`,
   * keyed by its label (10만원대 = 100,000–199,999원, PRICE_BRACKETS), as the JSON (UTF-8) of a
   * MainByPriceResponse (drawn ahead, AnswerPool). Unknown bounds are skipped.
   */
  clubOutfitsByPrice(brackets: readonly number[], per: number): Buffer | Promise<Buffer> {
    const asked = PRICE_BRACKETS.filter((b) => brackets.includes(b.min));
    const key = `price:${asked.map((b) => b.min).join(',')}:${per}`;
    return this.fromMemory((all) =>
      this.pooled(key, all, (today) => {
        const lists = asked.map((bracket, i) => {
          const inBracket = all.filter(
            (e) => e.outfit.total_price >= bracket.min && e.outfit.total_price <= bracket.max,
          );
          return Buffer.concat([
            Buffer.from(`${i === 0 ? '' : ','}${JSON.stringify(bracket.label)}:`),
            jsonList(inSeasonFirst(inBracket, per, today)),
          ]);
        });
        return Buffer.concat([Buffer.from('{'), ...lists, Buffer.from('}')]);
      }),
    );
  }

  /**
   * Up to `count` random club outfits of one style, today's season's first, as JSON (UTF-8;
   * drawn ahead, AnswerPool).
   */
  clubOutfitsByStyle(style: Style, count: number): Buffer | Promise<Buffer> {
    return this.fromMemory((all) =>
      this.pooled(`style:${style}:${count}`, all, (today) =>
        jsonList(
          inSeasonFirst(
            all.filter((e) => e.outfit.style === style),
            count,
            today,
          ),
        ),
      ),
    );
  }

  /** The season of today in Korea, which the lists show first. */
  private season(): Season {
    return seasonOf(new Date(this.now()));
  }

  /**
   * `answer(all club outfits)`: at once when they are in memory (the busiest calls then make no
   * promise), else once they are read.
   */
  private fromMemory<T>(answer: (all: readonly ClubOutfitEntry[]) => T): T | Promise<T> {
    const all = this.clubs.loaded();
    return all ? answer(all) : this.clubs.all().then(answer);
  }

  /**
   * An answer of the pool `key` (a list and its query) for the club outfits `all` and today's
   * season: one of the kept ones, or `draw(today)` (AnswerPool).
   */
  private pooled(
    key: string,
    all: readonly ClubOutfitEntry[],
    draw: (today: Season) => Buffer,
  ): Buffer {
    let pool = this.pools.get(key);
    if (!pool) this.pools.set(key, (pool = new AnswerPool(this.now)));
    const today = this.season();
    return pool.take([all, today], () => draw(today));
  }

  /**
   * One club outfit as a detail (SPEC §7 main_picked/{id}/), its items with their size charts.
   * Throws HttpError 404 when unknown.
   */
  async clubOutfitDetail(id: number): Promise<OutfitDetail> {
    const row = await this.recommendations.findMainById(id);
    const [outfit] = row ? await this.clubOutfitsWithItems([row]) : [];
    if (!row || !outfit) throw new HttpError(404, 'not_found', OUTFIT_MESSAGES.clubNotFound);
    return { ...outfit, created_at: row.created_at.toISOString() };
  }

  /**
   * Club outfit rows with their products (missing products become null slots), in row order;
   * `charts: false` leaves the items' size charts out (the home lists).
   */
  async clubOutfitsWithItems(
    rows: readonly MainRecommendationRow[],
    { charts = true }: { charts?: boolean } = {},
  ): Promise<MainRecommendation[]> {
    const ids = rows
      .flatMap((r) => [r.top_id, r.outer_id, r.bottom_id, r.shoes_id])
      .filter((id): id is number => id !== null);
    const products = await this.products.findByIds(ids);
    const item = (id: number | null) => {
      const p = id === null ? undefined : products.get(id);
      return p ? toProductItem(p, { chart: charts }) : null;
    };
    return rows.map((r) => ({
      id: r.id,
      style: r.style as Style,
      goods_name: r.goods_name,
      total_price: r.total_price,
      reasoning_text: r.reasoning_text,
      top: item(r.top_id),
      outer: item(r.outer_id),
      bottom: item(r.bottom_id),
      shoes: item(r.shoes_id),
    }));
  }
}
