/**
 * Products table access; maps rows to the styling `Product` shape (seasons stored as JSON, the
 * picture's look as base64 of its Float32 values, the size chart as JSON, the pattern as its
 * name or null when unknown).
 */
import type { Database } from '../db/database';
import type { DB, ProductsTable } from '../db/schema';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import {
  MAX_ITEM_PRICE_WON,
  PRODUCT_PATTERNS,
  isProductPattern,
  type CategoryName,
  type ColourName,
  type Fit,
  type Season,
  type Slot,
  type Style,
} from '../../contract/taxonomy';
import type { NewProduct, Product } from '../styling/types';
import type { SizeChart, SizeRow } from '../../contract/sizes';
import { LOOK_DIMS, decodeLook, encodeLook } from '../styling/look';
import type { LookBlock } from '../styling/outfit/photo-candidates';

type ProductRow = Selectable<ProductsTable>;

/** One colour of a category's affordable products (≤ MAX_ITEM_PRICE_WON), as `colourGroups` counts it. */
export interface ColourGroupCount {
  readonly colour: ColourName;
  /** How many products (≥ 1). */
  readonly count: number;
  /** The lowest id among them: the tie-break of equally near colours (photographed.ts). */
  readonly firstId: number;
}

export class ProductRepository {
  constructor(private readonly db: Database) {}

  async count(): Promise<number> {
    const { n } = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * Inserts products in batches of 500 rows, through `into` (default this database; a
   * transaction's to take part in it); returns their ids in input order.
   */
  async insertMany(products: readonly NewProduct[], into: Kysely<DB> = this.db): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < products.length; i += 500) {
      const rows = await into
        .insertInto('products')
        .values(products.slice(i, i + 500).map(toRow))
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  }

  /**
   * The catalogue's version: products are only added, so their count and largest id change with
   * every import (`<count>:<max id>`).
   */
  async version(): Promise<string> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('id').as('max')])
      .executeTakeFirstOrThrow();
    return `${row.n}:${row.max ?? 0}`;
  }

  /**
   * The whole catalogue ordered by id, read `pageSize` rows per query (keyset pages) with a turn
   * of the event loop between pages: each query is short, so the embedded database, which runs
   * on the event loop, never holds it for long.
   */
  async findAllInPages(pageSize = 2_000): Promise<Product[]> {
    return this.inPages(pageSize);
  }

  /**
   * The products (all, or the affordable ones of `category`) by id, `pageSize` rows per keyset
   * page, with a turn of the event loop between pages (findAllInPages).
   */
  private async inPages(pageSize: number, category?: CategoryName): Promise<Product[]> {
    const products: Product[] = [];
    for (let after = 0; ;) {
      let query = this.db.selectFrom('products').selectAll().where('id', '>', after);
      if (category !== undefined)
        query = query.where('category', '=', category).where('price', '<=', MAX_ITEM_PRICE_WON);
      const rows = await query.orderBy('id').limit(pageSize).execute();
      products.push(...rows.map(fromRow));
      if (rows.length < pageSize) return products;
      after = (rows.at(-1) as ProductRow).id;
      // PGlite answers through promise callbacks alone: without a turn of the event loop here,
      // waiting requests would not run until the last page.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * A bounded selection of the affordable products (≤ MAX_ITEM_PRICE_WON) of `category`, for the
   * outfit engine's kinds (styling/outfit/catalogue-index.ts): for each season of `seasons` and
   * each colour × style of the products in that season, at most `perKind` products drawn by a
   * hash of their id and `salt` (a new salt draws others: the long tail rotates in), plus the
   * kind's cheapest (lowest price, then id), so that every kind of the catalogue is present and
   * its lowest price exact. One query per category, or with `colour` per category × colour (a
   * big category's, so that each query stays short for the embedded database, which runs on the
   * event loop), reading it through its index. The products come
   * without their look (the photographed slot reads looks from `lookBlock`); each at most once,
   * by id.
   */
  async boundedSample(
    category: CategoryName,
    seasons: readonly Season[],
    perKind: number,
    salt: string,
    colour?: ColourName,
  ): Promise<Product[]> {
    if (seasons.length === 0) return [];
    const inSeason = sql.join(seasons.map((s) => sql`(${s})`));
    const { rows } = await sql<Omit<ProductRow, 'look'>>`
      select distinct on (id) id, goods_name, brand, price, slot, category, colour, style, fit,
        seasons, goods_url, image_url, sizes, pattern, created_at
      from (
        select p.id, p.goods_name, p.brand, p.price, p.slot, p.category, p.colour, p.style,
          p.fit, p.seasons, p.goods_url, p.image_url, p.sizes, p.pattern, p.created_at,
          row_number() over (partition by s.season, p.colour, p.style
            order by hashtext(p.id::text || ${salt}), p.id) as draw,
          row_number() over (partition by s.season, p.colour, p.style
            order by p.price, p.id) as cheap
        from products p
        join (values ${inSeason}) as s(season) on p.seasons like '%"' || s.season || '"%'
        where p.category = ${category} and p.price <= ${MAX_ITEM_PRICE_WON}
          ${colour === undefined ? sql`` : sql`and p.colour = ${colour}`}
      ) drawn
      where draw <= ${perKind} or cheap = 1
      order by id`.execute(this.db);
    return rows.map((r) => fromRow({ ...r, look: null }));
  }

  /**
   * The colours of `category`'s affordable products (≤ MAX_ITEM_PRICE_WON), each with its count
   * and lowest id, in no particular order; [] when it has none.
   */
  async colourGroups(category: CategoryName): Promise<ColourGroupCount[]> {
    const rows = await this.db
      .selectFrom('products')
      .select((eb) => [
        'colour',
        eb.fn.countAll<string>().as('n'),
        eb.fn.min<number>('id').as('first'),
      ])
      .where('category', '=', category)
      .where('price', '<=', MAX_ITEM_PRICE_WON)
      .groupBy('colour')
      .execute();
    return rows.map((r) => ({
      colour: r.colour as ColourName,
      count: Number(r.n),
      firstId: Number(r.first),
    }));
  }

  /**
   * Every affordable product (≤ MAX_ITEM_PRICE_WON) of `category`, by id, read `pageSize` rows per
   * query (see `findAllInPages`).
   */
  async findAffordableOfCategory(category: CategoryName, pageSize = 2_000): Promise<Product[]> {
    return this.inPages(pageSize, category);
  }

  /**
   * The looks of `category` × `colour`'s affordable products (≤ MAX_ITEM_PRICE_WON) as a
   * LookBlock (styling/outfit/photo-candidates.ts: looks quantised to signed bytes), by id, read `pageSize` rows per query (see `findAllInPages`).
   */
  async lookBlock(
    category: CategoryName,
    colour: ColourName,
    pageSize = 10_000,
  ): Promise<LookBlock> {
    const ids: number[] = [];
    const looks: (string | null)[] = [];
    const patterns: number[] = [];
    for (let after = 0; ;) {
      const rows = await this.db
        .selectFrom('products')
        .select(['id', 'look', 'pattern'])
        .where('category', '=', category)
        .where('colour', '=', colour)
        .where('price', '<=', MAX_ITEM_PRICE_WON)
        .where('id', '>', after)
        .orderBy('id')
        .limit(pageSize)
        .execute();
      for (const r of rows) {
        ids.push(r.id);
        looks.push(r.look);
        patterns.push(PRODUCT_PATTERNS.indexOf(r.pattern as never) + 1);
      }
      if (rows.length < pageSize) break;
      after = (rows.at(-1) as { id: number }).id;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const block = {
      ids: Int32Array.from(ids),
      looks: new Int8Array(ids.length * LOOK_DIMS),
      present: new Uint8Array(ids.length),
      patterns: Uint8Array.from(patterns),
    };
    looks.forEach((text, i) => {
      if (!text) return;
      const look = decodeLook(text);
      if (look.length !== LOOK_DIMS) return;
      for (let k = 0; k < LOOK_DIMS; k++)
        block.looks[i * LOOK_DIMS + k] = Math.round(127 * (look[k] as number));
      block.present[i] = 1;
    });
    return block;
  }

  async findByIds(ids: readonly number[]): Promise<Map<number, Product>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, fromRow(r)]));
  }
}

function toRow(p: NewProduct): Omit<Insertable<ProductsTable>, 'id' | 'created_at'> {
  return {
    goods_name: p.goodsName,
    brand: p.brand,
    price: p.price,
    slot: p.slot,
    category: p.category,
    colour: p.colour,
    style: p.style,
    fit: p.fit,
    seasons: JSON.stringify(p.seasons),
    goods_url: p.goodsUrl,
    image_url: p.imageUrl,
    look: p.look ? encodeLook(p.look) : null,
    sizes: p.sizes ? JSON.stringify(p.sizes) : null,
    pattern: p.pattern ?? null,
  };
}

function fromRow(r: ProductRow): Product {
  return {
    id: r.id,
    goodsName: r.goods_name,
    brand: r.brand,
    price: r.price,
    slot: r.slot as Slot,
    category: r.category as CategoryName,
    colour: r.colour as ColourName,
    style: r.style as Style,
    fit: r.fit as Fit,
    ...(r.pattern !== null && isProductPattern(r.pattern) ? { pattern: r.pattern } : {}),
    seasons: JSON.parse(r.seasons) as Season[],
    goodsUrl: r.goods_url,
    imageUrl: r.image_url,
    ...(r.look ? { look: decodeLook(r.look) } : {}),
    ...(r.sizes ? { sizes: sharedChart(r.sizes) } : {}),
  };
}

/**
 * Charts as stored (validated at seed and import), one frozen object per distinct JSON: a shop's
 * products mostly share a handful of charts, so a large catalogue holds each chart once.
 */
const charts = new Map<string, SizeChart>();

function sharedChart(json: string): SizeChart {
  let chart = charts.get(json);
  if (!chart) {
    chart = Object.freeze(
      (JSON.parse(json) as SizeRow[]).map((row) =>
        Object.freeze({ size: row.size, measures: Object.freeze(row.measures) }),
      ),
    );
    charts.set(json, chart);
  }
  return chart;
}
