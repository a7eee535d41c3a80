/**
 * SPEC §7 like toggles: POST recommend_picked/toggle/ and main_picked/toggle/.
 * Bearer token required. 201 `{ status: 'added' }` or 200 `{ status: 'removed' }`; a repeat of
 * an Idempotency-Key gets the first answer, marked with `Idempotent-Replayed: true`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, IDEMPOTENCY_KEY_HEADER } from '../../src/contract/api';
import {
  idempotencyKeySchema,
  mainToggleSchema,
  recommendToggleSchema,
} from '../../src/contract/schemas';
import { HttpError } from '../lib/http-error';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { LikeService, ToggleAnswer } from '../services/like.service';
import { requireUser, userIdOf } from './auth-hook';
import { OUTFIT_MESSAGES } from '../messages';

/** Registers both toggles. */
export function likesRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; likes: LikeService },
): void {
  const { likes } = deps;
  const authenticated = requireUser(deps.auth);

  app.post(API.recommendPickedToggle, { preHandler: authenticated }, async (request, reply) => {
    const body = parseInput(recommendToggleSchema, request.body);
    return send(
      reply,
      await likes.toggleRecommendation(
        userIdOf(request),
        body.recommendation_id,
        body.liked,
        idempotencyKey(request),
      ),
    );
  });

  app.post(API.mainPickedToggle, { preHandler: authenticated }, async (request, reply) => {
    const body = parseInput(mainToggleSchema, request.body);
    return send(
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

/** The request's Idempotency-Key, if sent. Throws HttpError 400 for a malformed or repeated header. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  if (Array.isArray(raw))
    throw new HttpError(400, 'validation', OUTFIT_MESSAGES.idempotencyKeyRepeated);
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw new HttpError(
      400,
      'validation',
      parsed.error.issues[0]?.message ?? OUTFIT_MESSAGES.idempotencyKeyInvalid,
    );
  return parsed.data;
}

function send(reply: FastifyReply, answer: ToggleAnswer) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}
