/**
 * SPEC §7 like toggles: POST recommend_picked/toggle/ and main_picked/toggle/.
 * Bearer token required. 201 `{ status: 'added' }` or 200 `{ status: 'removed' }`; a repeat of
 * an Idempotency-Key gets the first answer, marked with `Idempotent-Replayed: true`. At most
 * LIKES_PER_MINUTE toggles a member a minute (member-quota.ts), then 429 with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/api';
import { mainToggleSchema, recommendToggleSchema } from '../../contract/schemas';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { LikeService } from '../services/like.service';
import { requireUser, userIdOf } from './auth-hook';
import { idempotencyKey, sendAnswer } from './idempotency';
import { LIKES_PER_MINUTE, memberQuota } from './member-quota';

/** Registers both toggles. */
export function likesRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; likes: LikeService },
): void {
  const { likes } = deps;
  const options = {
    onRequest: requireUser(deps.auth),
    config: { rateLimit: memberQuota('like', LIKES_PER_MINUTE) },
  };

  app.post(API.recommendPickedToggle, options, async (request, reply) => {
    const body = parseInput(recommendToggleSchema, request.body);
    return sendAnswer(
      reply,
      await likes.toggleRecommendation(
        userIdOf(request),
        body.recommendation_id,
        body.liked,
        idempotencyKey(request),
      ),
    );
  });

  app.post(API.mainPickedToggle, options, async (request, reply) => {
    const body = parseInput(mainToggleSchema, request.body);
    return sendAnswer(
      reply,
      await likes.toggleClubOutfit(
        userIdOf(request),
        body.main_recommendation_id,
        body.liked,
        idempotencyKey(request),
      ),
    );
  });
}
