/** Products table access; maps rows to the styling `Product` shape (seasons stored as JSON). */
import type { Database } from '../db/database';
import type { ProductsTable } from '../db/schema';
import type { Insertable, Selectable } from 'kysely';
import type { CategoryName, ColourName, Fit, Season, Slot, Style } from '../../src/contract/taxonomy';
import type { NewProduct, Product } from '../styling/types';

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

  /** Inserts products in batches; returns their ids in input order. */
  async insertMany(products: readonly NewProduct[]): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < products.length; i += 200) {
      const rows = await this.db
        .insertInto('products')
        .values(products.slice(i, i + 200).map(toRow))
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  }

  /** The whole catalogue (a few thousand rows at most), ordered by id. */
  async findAll(): Promise<Product[]> {
    const rows = await this.db.selectFrom('products').selectAll().orderBy('id').execute();
    return rows.map(fromRow);
  }

  async findByIds(ids: readonly number[]): Promise<Map<number, Product>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('products').selectAll().where('id', 'in', [...ids]).execute();
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
    seasons: JSON.parse(r.seasons) as Season[],
    goodsUrl: r.goods_url,
    imageUrl: r.image_url,
  };
}
