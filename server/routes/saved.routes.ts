/**
 * SPEC §7 the member's saved outfits (bearer token required, 401 otherwise): GET
 * /api/picked/v1/by-time/, recommend_picked/ and main_picked/ by-time|by-price|by-style/, and
 * recommend_picked/{id}/. A `user_id` query parameter is accepted and ignored: the lists are
 * always the token's member's (ARCHITECTURE.md "Invariants"). Product items carry the member's
 * size advice, and their size charts on the detail only (size-advice.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../contract/api';
import {
  outfitIdParamSchema,
  savedOrderQuerySchema,
  savedPriceQuerySchema,
  savedStyleQuerySchema,
} from '../../contract/schemas';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { SavedService, SavedSort } from '../services/saved.service';
import { requireUser, userIdOf } from './auth-hook';
import { withSizeAdvice } from './size-advice';
import type { SizeAdviceService } from '../services/size-advice.service';

const NEWEST_FIRST: SavedSort = { by: 'time', direction: 'desc' };

/** Registers the saved lists and the AI recommendation detail. */
export function savedRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; saved: SavedService; sizeAdvice: SizeAdviceService },
): void {
  const { saved } = deps;
  const onRequest = requireUser(deps.auth);
  // The lists' items carry the member's size advice but no size chart; the detail both.
  const preSerialization = withSizeAdvice(deps.sizeAdvice, { charts: false });

  app.get(API.pickedByTime, { onRequest }, async (request) =>
    saved.pickedEntries(userIdOf(request)),
  );

  for (const [kind, paths] of [
    [
      'ai',
      {
        byTime: API.recommendPickedByTime,
        byPrice: API.recommendPickedByPrice,
        byStyle: API.recommendPickedByStyle,
      },
    ],
    [
      'club',
      {
        byTime: API.mainPickedByTime,
        byPrice: API.mainPickedByPrice,
        byStyle: API.mainPickedByStyle,
      },
    ],
  ] as const) {
    const list = (userId: number, sort: SavedSort, style?: '미니멀' | '캐주얼') =>
      kind === 'ai'
        ? saved.savedRecommendations(userId, sort, style)
        : saved.savedClubOutfits(userId, sort, style);

    app.get(paths.byTime, { onRequest, preSerialization }, async (request) => {
      const { order } = parseInput(savedOrderQuerySchema, request.query);
      return list(userIdOf(request), {
        by: 'time',
        direction: order === 'newest' ? 'desc' : 'asc',
      });
    });
    app.get(paths.byPrice, { onRequest, preSerialization }, async (request) => {
      const { sort } = parseInput(savedPriceQuerySchema, request.query);
      return list(userIdOf(request), { by: 'price', direction: sort === 'high' ? 'desc' : 'asc' });
    });
    app.get(paths.byStyle, { onRequest, preSerialization }, async (request) => {
      const { style } = parseInput(savedStyleQuerySchema, request.query);
      return list(userIdOf(request), NEWEST_FIRST, style);
    });
  }

  const detailOptions = {
    onRequest,
    preSerialization: withSizeAdvice(deps.sizeAdvice, { charts: true }),
  };
  app.get(`${API.recommendPickedDetail}:id/`, detailOptions, async (request) => {
    const { id } = parseInput(outfitIdParamSchema, request.params);
    return saved.recommendationDetail(userIdOf(request), id);
  });
}
