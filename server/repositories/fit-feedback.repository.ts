/** The fit_feedback table: one verdict per member and product on the size they bought. */
import type { Database } from '../db/database';
import { FIT_VERDICTS, type FitVerdict } from '../../contract/sizes';
import { SLOTS, type Slot } from '../../contract/taxonomy';

export interface FitFeedbackRow {
  productId: number;
  slot: Slot;
  size: string;
  fit: FitVerdict;
}

export class FitFeedbackRepository {
  constructor(private readonly db: Database) {}

  /** Stores the member's verdict on a product, replacing an earlier one. */
  async upsert(userId: number, row: FitFeedbackRow): Promise<void> {
    const values = {
      user_id: userId,
      product_id: row.productId,
      slot: row.slot,
      size: row.size,
      fit: row.fit,
    };
    await this.db
      .insertInto('fit_feedback')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['user_id', 'product_id']).doUpdateSet({
          size: row.size,
          fit: row.fit,
          created_at: new Date(),
        }),
      )
      .execute();
  }

  /** The member's verdicts, newest first. */
  async list(userId: number): Promise<FitFeedbackRow[]> {
    const rows = await this.db
      .selectFrom('fit_feedback')
      .select(['product_id', 'slot', 'size', 'fit'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
    return rows
      .filter((r) => isVerdict(r.fit) && (SLOTS as readonly string[]).includes(r.slot))
      .map((r) => ({
        productId: r.product_id,
        slot: r.slot as Slot,
        size: r.size,
        fit: r.fit as FitVerdict,
      }));
  }
}

function isVerdict(v: string): v is FitVerdict {
  return (FIT_VERDICTS as readonly string[]).includes(v);
}
