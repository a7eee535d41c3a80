/**
 * Products table access; maps rows to the styling `Product` shape (seasons stored as JSON, the
 * picture's look as base64 of its Float32 values, the size chart as JSON, the pattern as its
 * name or null when unknown).
 */
import type { Database } from '../db/database';
import type { DB, ProductsTable } from '../db/schema';
import type { Insertable, Kysely, Selectable } from 'kysely';
import {
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
import { decodeLook, encodeLook } from '../styling/look';

type ProductRow = Selectable<ProductsTable>;

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
    const products: Product[] = [];
    for (let after = 0; ;) {
      const rows = await this.db
        .selectFrom('products')
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(pageSize)
        .execute();
      products.push(...rows.map(fromRow));
      if (rows.length < pageSize) return products;
      after = (rows.at(-1) as ProductRow).id;
      // PGlite answers through promise callbacks alone: without a turn of the event loop here,
      // waiting requests would not run until the last page.
      await new Promise((resolve) => setImmediate(resolve));
    }
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
