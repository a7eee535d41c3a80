/**
 * SPEC §7 club (editorial) outfits for the home page and their detail; no token needed:
 * GET /api/picked/v1/main/random/, main/by-price/, main/by-style/ and main_picked/{id}/.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API } from '../../contract/api';
import {
  countQuerySchema,
  mainByPriceQuerySchema,
  mainByStyleQuerySchema,
  outfitIdParamSchema,
} from '../../contract/schemas';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { CatalogueService } from '../services/catalogue.service';
import type { SizeAdviceService } from '../services/size-advice.service';
import { optionalUser } from './auth-hook';
import { withSizeAdvice } from './size-advice';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Registers the club outfit lists and detail. */
export function clubRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; auth: AuthService; sizeAdvice: SizeAdviceService },
): void {
  const { catalogue } = deps;

  // The lists come as JSON bytes (kept serialised in memory, services/club-outfits.ts), their
  // items without size charts, drawn ahead (services/answer-pool.ts) and answered without a
  // promise once the club outfits are in memory (sync handlers: Fastify answers a throw as an
  // error).
  app.get(API.mainRandom, (request, reply) => {
    const { count } = parseInput(countQuerySchema, request.query);
    return sendJson(reply, catalogue.randomClubOutfits(count));
  });

  app.get(API.mainByPrice, (request, reply) => {
    const { brackets, per } = parseInput(mainByPriceQuerySchema, request.query);
    return sendJson(reply, catalogue.clubOutfitsByPrice(brackets, per));
  });

  app.get(API.mainByStyle, (request, reply) => {
    const { style, count } = parseInput(mainByStyleQuerySchema, request.query);
    return sendJson(reply, catalogue.clubOutfitsByStyle(style, count));
  });

  // The detail carries the items' size charts, and a signed-in member's size advice; without a
  // token it answers as before.
  const detailOptions = {
    preHandler: optionalUser(deps.auth),
    preSerialization: withSizeAdvice(deps.sizeAdvice, { charts: true }),
  };
  app.get(`${API.mainPickedDetail}:id/`, detailOptions, async (request) => {
    const { id } = parseInput(outfitIdParamSchema, request.params);
    return catalogue.clubOutfitDetail(id);
  });
}

/**
 * Sends JSON bytes now (the handler returns nothing: Fastify has no promise to wait for), or when
 * they come (the promise Fastify waits for).
 */
function sendJson(reply: FastifyReply, json: Buffer | Promise<Buffer>): Promise<void> | undefined {
  void reply.type(JSON_TYPE);
  if (!Buffer.isBuffer(json)) return json.then((bytes) => void reply.send(bytes));
  void reply.send(json);
  return undefined;
}
