/**
 * SPEC §7 POST /api/recommend/v1/generator/: photo → recognised garment → outfits; at most
 * GENERATOR_PER_MINUTE a member (member-quota.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api';
import { generatorSchema } from '../../src/contract/schemas';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { RecommendationService } from '../services/recommendation.service';
import { requireUser, userIdOf } from './auth-hook';
import { GENERATOR_PER_MINUTE, memberQuota } from './member-quota';

export function recommendRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; recommendations: RecommendationService },
): void {
  const options = {
    preHandler: requireUser(deps.auth),
    config: { rateLimit: memberQuota('generator', GENERATOR_PER_MINUTE) },
  };
  app.post(API.generator, options, async (request) => {
    const body = parseInput(generatorSchema, request.body);
    return deps.recommendations.generate(userIdOf(request), body);
  });
}
