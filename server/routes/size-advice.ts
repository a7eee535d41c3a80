/**
 * Size advice on the wire: a preSerialization hook that adds `size_advice` to every product item
 * with a chart in an answer to a signed-in member with height and weight (the generator, the
 * saved lists and details, the club outfit detail), and POST/GET /api/account/v1/fit-feedback/.
 * Answers are copied, never changed in place: services may hold them (cached club outfits, stored
 * idempotent answers).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, type ProductItem } from '../../contract/api';
import { fitFeedbackSchema } from '../../contract/schemas';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { Adviser, SizeAdviceService } from '../services/size-advice.service';
import { requireUser, userIdOf } from './auth-hook';

/** How deep an answer is searched for product items (a saved list: array → entry → outfit → item). */
const MAX_DEPTH = 6;

/** The preSerialization hook adding the member's size advice (module comment). */
export function withSizeAdvice(service: SizeAdviceService) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.userId == null || reply.statusCode >= 300 || !hasSizedItem(payload, 0))
      return payload;
    const adviser = await service.forMember(request.userId);
    return adviser ? advise(payload, adviser, 0) : payload;
  };
}

function isSizedItem(v: object): v is ProductItem {
  return 'sub_category' in v && 's3_path' in v && Array.isArray((v as ProductItem).sizes);
}

function hasSizedItem(v: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || typeof v !== 'object' || v === null) return false;
  if (isSizedItem(v)) return true;
  return Object.values(v).some((x) => hasSizedItem(x, depth + 1));
}

function advise(v: unknown, adviser: Adviser, depth: number): unknown {
  if (depth > MAX_DEPTH || typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => advise(x, adviser, depth + 1));
  if (isSizedItem(v)) {
    const advice = adviser(v);
    return advice ? { ...v, size_advice: advice } : v;
  }
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, advise(x, adviser, depth + 1)]));
}

/** POST /api/account/v1/fit-feedback/ (a verdict, 201) and GET (the member's verdicts). */
export function fitFeedbackRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; sizeAdvice: SizeAdviceService },
): void {
  const onRequest = requireUser(deps.auth);
  app.post(API.fitFeedback, { onRequest }, async (request, reply) => {
    const body = parseInput(fitFeedbackSchema, request.body);
    return reply.status(201).send(await deps.sizeAdvice.saveFeedback(userIdOf(request), body));
  });
  app.get(API.fitFeedback, { onRequest }, async (request) =>
    deps.sizeAdvice.feedback(userIdOf(request)),
  );
}
