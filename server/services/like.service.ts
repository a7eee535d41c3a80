/**
 * Like toggles (SPEC §4 "Heart", §7 recommend_picked/toggle/ and main_picked/toggle/).
 * Without `liked` a toggle flips; with it, it sets that state. The answer is 201 `added` when
 * the outfit ends up liked and 200 `removed` when not. An AI recommendation can only be liked
 * by the member it was made for (404 otherwise, as for an unknown id).
 *
 * Idempotency-Key: the key is claimed, the like applied and the answer stored in one
 * transaction, so each key is applied once per member and a repeat (even a concurrent one)
 * gets the first answer. A failed request stores nothing and may be retried with its key.
 * A key reused for a different toggle is refused with 422. Keys are kept KEY_TTL_MS and pruned
 * at most once per PRUNE_INTERVAL_MS per process, after a keyed toggle.
 */
import { createHash } from 'node:crypto';
import type { OutfitKind, ToggleResponse } from '../../contract/picked';
import { HttpError } from '../lib/http-error';
import type { IdempotencyRepository } from '../repositories/idempotency.repository';
import type { LikeTransaction, LikeTransactionRepositories } from '../repositories/transaction';
import { OUTFIT_MESSAGES } from '../messages';

/** How long a key's first answer is kept (ms): 7 days. */
export const KEY_TTL_MS = 7 * 86_400_000;
/** Least time between two prunes of old keys (ms). */
export const PRUNE_INTERVAL_MS = 3_600_000;

/** A toggle's HTTP answer; `replayed` when it is the stored answer of an earlier request with the key. */
export interface ToggleAnswer {
  status: number;
  body: ToggleResponse;
  replayed: boolean;
}

export interface LikeDeps {
  transaction: LikeTransaction;
  idempotency: IdempotencyRepository;
  now: () => Date;
}

export class LikeService {
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: LikeDeps) {}

  /** Toggles the like of one of the member's AI recommendations. Throws 404, 422 (key reuse). */
  toggleRecommendation(
    userId: number,
    recommendationId: number,
    liked: boolean | undefined,
    key?: string,
  ): Promise<ToggleAnswer> {
    return this.toggle('ai', userId, recommendationId, liked, key);
  }

  /** Toggles the like of a club outfit. Throws 404, 422 (key reuse). */
  toggleClubOutfit(
    userId: number,
    mainRecommendationId: number,
    liked: boolean | undefined,
    key?: string,
  ): Promise<ToggleAnswer> {
    return this.toggle('club', userId, mainRecommendationId, liked, key);
  }

  private async toggle(
    kind: OutfitKind,
    userId: number,
    outfitId: number,
    liked: boolean | undefined,
    key: string | undefined,
  ): Promise<ToggleAnswer> {
    const requestHash = createHash('sha256')
      .update(`${kind}:${outfitId}:${liked ?? 'flip'}`)
      .digest('hex');
    const answer = await this.deps.transaction(async (repos) => {
      if (key !== undefined) {
        const prior = await repos.idempotency.claim(userId, key, requestHash, this.deps.now());
        if (prior) {
          if (prior.request_hash !== requestHash) {
            throw new HttpError(422, 'validation', OUTFIT_MESSAGES.idempotencyKeyReused);
          }
          return {
            status: prior.status,
            body: JSON.parse(prior.body) as ToggleResponse,
            replayed: true,
          };
        }
      }
      await assertLikeable(repos, kind, userId, outfitId);
      await repos.likes.lockOutfit(kind, userId, outfitId);
      const nowLiked = await apply(repos, kind, userId, outfitId, liked);
      const result: ToggleAnswer = nowLiked
        ? { status: 201, body: { status: 'added' }, replayed: false }
        : { status: 200, body: { status: 'removed' }, replayed: false };
      if (key !== undefined)
        await repos.idempotency.complete(userId, key, result.status, JSON.stringify(result.body));
      return result;
    });
    if (key !== undefined) await this.pruneOldKeys();
    return answer;
  }

  private async pruneOldKeys(): Promise<void> {
    const now = this.deps.now().getTime();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.deps.idempotency.pruneBefore(new Date(now - KEY_TTL_MS));
  }
}

/** Throws HttpError 404 unless the outfit exists and, for an AI recommendation, is the member's. */
async function assertLikeable(
  repos: LikeTransactionRepositories,
  kind: OutfitKind,
  userId: number,
  outfitId: number,
): Promise<void> {
  if (kind === 'ai') {
    const recommendation = await repos.recommendations.findById(outfitId);
    if (!recommendation || recommendation.user_id !== userId)
      throw new HttpError(404, 'not_found', OUTFIT_MESSAGES.recommendationNotFound);
  } else if (!(await repos.recommendations.findMainById(outfitId))) {
    throw new HttpError(404, 'not_found', OUTFIT_MESSAGES.clubNotFound);
  }
}

/** Applies the toggle; returns whether the outfit is liked afterwards. */
async function apply(
  repos: LikeTransactionRepositories,
  kind: OutfitKind,
  userId: number,
  outfitId: number,
  liked: boolean | undefined,
): Promise<boolean> {
  if (liked === true) {
    await repos.likes.add(kind, userId, outfitId);
    return true;
  }
  if (liked === false) {
    await repos.likes.remove(kind, userId, outfitId);
    return false;
  }
  if (await repos.likes.remove(kind, userId, outfitId)) return false;
  await repos.likes.add(kind, userId, outfitId);
  return true;
}
