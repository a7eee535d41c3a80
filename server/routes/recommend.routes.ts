/** SPEC §7 POST /api/recommend/v1/generator/: photo → recognised garment → outfits. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api';
import { generatorSchema } from '../../src/contract/schemas';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { RecommendationService } from '../services/recommendation.service';
import { requireUser, userIdOf } from './auth-hook';

export function recommendRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; recommendations: RecommendationService },
): void {
  app.post(API.generator, { preHandler: requireUser(deps.auth) }, async (request) => {
    const body = parseInput(generatorSchema, request.body);
    return deps.recommendations.generate(userIdOf(request), body);
  });
}
