/**
 * 내 옷장, the member's wardrobe (the 내 옷장 requirement; contract/wardrobe.ts; not in SPEC §7):
 * - GET /api/account/v1/wardrobe/ → 200 WardrobeItem[] (newest first);
 * - POST /api/account/v1/wardrobe/ {image_url, category?, colour?} → 201 WardrobeItem, at most
 *   WARDROBE_KEEPS_PER_MINUTE a member a minute (member-quota.ts), then 429; with an
 *   Idempotency-Key (the app's wardrobe outbox resending a keep whose answer was lost) the
 *   garment is kept once and the first answer is sent again (idempotency.ts);
 * - PATCH /api/account/v1/wardrobe/{id}/ {category?, colour?} → 200 WardrobeItem;
 * - DELETE /api/account/v1/wardrobe/{id}/ → 204, the picture deleted at once;
 * - GET /media/wardrobe/<uuid>.webp → the item's picture, `cache-control: no-store`.
 * Every route needs the member's bearer token (401 without, before any look-up); another
 * member's item answers 404 as a missing one does. Bad ids and bodies answer 400 with Korean
 * messages (contract/schemas.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  wardrobeItemIdParamSchema,
  wardrobeKeepSchema,
  wardrobeUpdateSchema,
} from '../../contract/schemas';
import { WARDROBE_API } from '../../contract/wardrobe';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import { requestHash, type RequestReplay } from '../services/replay';
import type { WardrobeService } from '../services/wardrobe.service';
import { requireUser, userIdOf } from './auth-hook';
import { PRIVATE_PICTURE_CACHE_CONTROL } from './media.routes';
import { idempotencyKey, sendAnswer } from './idempotency';
import { memberQuota, WARDROBE_KEEPS_PER_MINUTE } from './member-quota';

/** Registers the wardrobe's API routes and its pictures' media route. */
export function wardrobeRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; wardrobe: WardrobeService; replay: RequestReplay },
): void {
  const { wardrobe } = deps;
  const onRequest = requireUser(deps.auth);
  const itemPath = `${WARDROBE_API.wardrobe}:id/`;

  app.get(WARDROBE_API.wardrobe, { onRequest }, async (request) =>
    wardrobe.list(userIdOf(request)),
  );

  app.post(
    WARDROBE_API.wardrobe,
    { onRequest, config: { rateLimit: memberQuota('wardrobe', WARDROBE_KEEPS_PER_MINUTE) } },
    async (request, reply) => {
      const body = parseInput(wardrobeKeepSchema, request.body);
      const userId = userIdOf(request);
      const answer = await deps.replay.once(
        userId,
        idempotencyKey(request),
        requestHash(WARDROBE_API.wardrobe, JSON.stringify(body)),
        async () => ({ status: 201, body: await wardrobe.keep(userId, body) }),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.patch(itemPath, { onRequest }, async (request) => {
    const { id } = parseInput(wardrobeItemIdParamSchema, request.params);
    const body = parseInput(wardrobeUpdateSchema, request.body);
    return wardrobe.update(userIdOf(request), id, body);
  });

  app.delete(itemPath, { onRequest }, async (request, reply) => {
    const { id } = parseInput(wardrobeItemIdParamSchema, request.params);
    await wardrobe.remove(userIdOf(request), id);
    return reply.code(204).send();
  });

  app.get<{ Params: { file: string } }>(
    `${WARDROBE_API.pictures}:file`,
    { onRequest },
    async (request, reply) => {
      const body = await wardrobe.picture(request.params.file, userIdOf(request));
      return reply
        .type('image/webp')
        .header('cache-control', PRIVATE_PICTURE_CACHE_CONTROL)
        .send(body);
    },
  );
}
