/**
 * Shared outfits (contract/share.ts; services/share.service.ts; not in SPEC §7):
 * - POST /api/share/v1/shares/ {recommendation_id, with_own_garment} → 201 OutfitShare, or 200
 *   with the live share of the same outfit and answer; member only (401 without a token), at
 *   most SHARES_PER_MINUTE a member a minute (member-quota.ts), then 429; another member's outfit
 *   404;
 * - GET /api/share/v1/shares/ → 200 OutfitShare[], the member's live shares, newest first;
 * - GET /api/share/v1/shares/{token}/ → 200 SharedOutfit for anyone, no token needed; an unknown
 *   or withdrawn token 404 with a Korean message;
 * - DELETE /api/share/v1/shares/{token}/ → 204, the sharer only (anyone else's 404, as unknown);
 * - GET /media/shares/{token}/{slot}.webp → a picture of the sharer's own garment, for anyone
 *   while the share lives, else 404.
 * Every answer of a share's view and pictures is `cache-control: no-store`: a withdrawal must
 * take effect at the next request, also where a shared cache (a CDN, a proxy) sits between, and
 * a view costs a few KB; the API answers are no-store anyway (app.ts). Bad ids, tokens and bodies
 * answer 400 with Korean messages (contract/schemas.ts).
 */
import type { FastifyInstance } from 'fastify';
import { shareCreateSchema, shareTokenParamSchema } from '../../contract/schemas';
import { SHARE_API } from '../../contract/share';
import { parseInput } from '../lib/validate';
import type { AuthService } from '../services/auth.service';
import type { ShareService } from '../services/share.service';
import { requireUser, userIdOf } from './auth-hook';
import { memberQuota, SHARES_PER_MINUTE } from './member-quota';

/** Registers the shares' API routes and their pictures' media route. */
export function shareRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; shares: ShareService },
): void {
  const { shares } = deps;
  const onRequest = requireUser(deps.auth);
  const sharePath = `${SHARE_API.shares}:token/`;

  app.post(
    SHARE_API.shares,
    { onRequest, config: { rateLimit: memberQuota('share', SHARES_PER_MINUTE) } },
    async (request, reply) => {
      const body = parseInput(shareCreateSchema, request.body);
      const { created, share } = await shares.create(userIdOf(request), body);
      return reply.code(created ? 201 : 200).send(share);
    },
  );

  app.get(SHARE_API.shares, { onRequest }, async (request) => shares.list(userIdOf(request)));

  app.get(sharePath, async (request, reply) => {
    const { token } = parseInput(shareTokenParamSchema, request.params);
    return reply.header('cache-control', 'no-store').send(await shares.outfit(token));
  });

  app.delete(sharePath, { onRequest }, async (request, reply) => {
    const { token } = parseInput(shareTokenParamSchema, request.params);
    await shares.withdraw(userIdOf(request), token);
    return reply.code(204).send();
  });

  app.get<{ Params: { token: string; file: string } }>(
    `${SHARE_API.pictures}:token/:file`,
    async (request, reply) => {
      const body = await shares.picture(request.params.token, request.params.file);
      return reply.type('image/webp').header('cache-control', 'no-store').send(body);
    },
  );
}
