/**
 * Size advice for a member (server/styling/size/): their body from /set-body (height and weight,
 * the optional measures) and their fit feedback, and POST/GET fit-feedback/.
 */
import type { ProductItem } from '../../contract/api';
import type { FitFeedbackRequest, FitFeedbackResponse, SizeAdvice } from '../../contract/sizes';
import type { Slot } from '../../contract/taxonomy';
import { HttpError } from '../lib/http-error';
import type { FitFeedbackRepository } from '../repositories/fit-feedback.repository';
import type { ProductRepository } from '../repositories/product.repository';
import type { UserRepository } from '../repositories/user.repository';
import { adviseSize } from '../styling/size/advice';
import { bodyMeasures } from '../styling/size/body';
import { SIZE_MESSAGES } from '../messages';

/** Advice for one product item, or undefined when it has no chart. */
export type Adviser = (item: ProductItem) => SizeAdvice | undefined;

/** Net verdicts per slot: 작아요 +1, 커요 −1, 잘 맞아요 0. */
const VERDICT_WEIGHT = { small: 1, right: 0, large: -1 } as const;

export class SizeAdviceService {
  constructor(
    private readonly deps: {
      users: UserRepository;
      products: ProductRepository;
      feedback: FitFeedbackRepository;
    },
  ) {}

  /**
   * The member's adviser, or undefined when they are gone or have no height and weight (the app
   * then links to /set-body instead of advising).
   */
  async forMember(userId: number): Promise<Adviser | undefined> {
    const user = await this.deps.users.findById(userId);
    if (!user || user.height === null || user.weight === null) return undefined;
    const body = bodyMeasures({
      heightCm: user.height,
      weightKg: user.weight,
      sex: user.sex === 'F' ? 'F' : 'M',
      chestCm: user.chest_cm,
      waistCm: user.waist_cm,
      shoeMm: user.shoe_mm,
    });
    const verdicts = new Map<Slot, number>();
    for (const f of await this.deps.feedback.list(userId))
      verdicts.set(f.slot, (verdicts.get(f.slot) ?? 0) + VERDICT_WEIGHT[f.fit]);
    return (item) =>
      item.sizes && item.fit
        ? adviseSize(
            { slot: item.category, fit: item.fit, sizes: item.sizes },
            body,
            verdicts.get(item.category),
          )
        : undefined;
  }

  /**
   * Stores the member's verdict on the size they bought. Throws HttpError 404 for an unknown
   * product, 422 for a size its chart lacks.
   */
  async saveFeedback(userId: number, input: FitFeedbackRequest): Promise<FitFeedbackResponse> {
    const product = (await this.deps.products.findByIds([input.product_id])).get(input.product_id);
    if (!product) throw new HttpError(404, 'not_found', SIZE_MESSAGES.productNotFound);
    if (product.sizes && !product.sizes.some((r) => r.size === input.size))
      throw new HttpError(422, 'validation', SIZE_MESSAGES.unknownSize(input.size), {
        fields: { size: [SIZE_MESSAGES.unknownSize(input.size)] },
      });
    await this.deps.feedback.upsert(userId, {
      productId: product.id,
      slot: product.slot,
      size: input.size,
      fit: input.fit,
    });
    return { product_id: product.id, size: input.size, fit: input.fit };
  }

  /** The member's verdicts, newest first. */
  async feedback(userId: number): Promise<FitFeedbackResponse[]> {
    return (await this.deps.feedback.list(userId)).map((f) => ({
      product_id: f.productId,
      size: f.size,
      fit: f.fit,
    }));
  }
}
