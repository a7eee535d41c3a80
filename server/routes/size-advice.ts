/**
 * Size charts and size advice on the wire: a preSerialization hook that adds `size_advice` to
 * every product item with a chart in an answer to a signed-in member with height and weight, and
 * keeps the chart (`sizes`) and the fit only where a screen shows the chart — the product details
 * (club outfit and AI recommendation: the 사이즈 추천 section, its 사이즈표 and the sizes my
 * page's fit feedback offers, remembered when the shopper buys from the detail); the generator's
 * tiles and the saved lists show at most the advised size, and their items go without chart and
 * fit. The home lists never carry them (services/catalogue.service.ts). Also POST/GET
 * /api/account/v1/fit-feedback/.
 * Answers are copied, never changed in place: services may hold them (cached club outfits, stored
 * idempotent answers).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, type ProductItem } from '../../contract/api';
import { fitFeedbackSchema } from '../../contract/schemas';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { SizeAdviceService } from '../services/size-advice.service';
import { requireUser, userIdOf } from './auth-hook';

/** How deep an answer is searched for product items (a saved list: array → entry → outfit → item). */
const MAX_DEPTH = 6;

/**
 * The preSerialization hook of the module comment: `charts: true` on a detail (items keep `sizes`
 * and `fit`), `false` on tiles and lists (items lose both, keep or gain `size_advice`).
 */
export function withSizeAdvice(service: SizeAdviceService, { charts }: { charts: boolean }) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 300 || !hasSizedItem(payload, 0)) return payload;
    const adviser = request.userId == null ? undefined : await service.forMember(request.userId);
    if (!adviser && charts) return payload;
    return mapItems(payload, 0, (item) => {
      const advice = adviser?.(item);
      const { sizes: _chart, fit: _fit, ...light } = item;
      return { ...(charts ? item : light), ...(advice ? { size_advice: advice } : {}) };
    });
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

/** A copy of `v` with every product item that has a chart replaced by `map(item)`. */
function mapItems(v: unknown, depth: number, map: (item: ProductItem) => ProductItem): unknown {
  if (depth > MAX_DEPTH || typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => mapItems(x, depth + 1, map));
  if (isSizedItem(v)) return map(v);
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapItems(x, depth + 1, map)]));
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
