/**
 * SPEC §7 POST /api/recommend/v1/generator/: photo → recognised garment → outfits; at most
 * GENERATOR_PER_MINUTE a member (member-quota.ts). With an Idempotency-Key (the photo outbox)
 * a repeat of the same request gets the first answer, not new outfits (services/replay.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/api';
import { generatorSchema } from '../../contract/schemas';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { RecommendationService } from '../services/recommendation.service';
import { requestHash, type RequestReplay } from '../services/replay';
import { requireUser, userIdOf } from './auth-hook';
import { idempotencyKey, sendAnswer } from './idempotency';
import { GENERATOR_PER_MINUTE, memberQuota } from './member-quota';
import { withSizeAdvice } from './size-advice';
import type { SizeAdviceService } from '../services/size-advice.service';

export function recommendRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    recommendations: RecommendationService;
    replay: RequestReplay;
    sizeAdvice: SizeAdviceService;
  },
): void {
  const options = {
    onRequest: requireUser(deps.auth),
    // The tiles show the advised size, never the chart (the detail sends it).
    preSerialization: withSizeAdvice(deps.sizeAdvice, { charts: false }),
    config: { rateLimit: memberQuota('generator', GENERATOR_PER_MINUTE) },
  };
  app.post(API.generator, options, async (request, reply) => {
    const body = parseInput(generatorSchema, request.body);
    const userId = userIdOf(request);
    const answer = await deps.replay.once(
      userId,
      idempotencyKey(request),
      requestHash(API.generator, JSON.stringify(body)),
      async () => ({ status: 200, body: await deps.recommendations.generate(userId, body) }),
    );
    return sendAnswer(reply, answer);
  });
}
