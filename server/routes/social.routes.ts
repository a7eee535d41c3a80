/**
 * Social login entry points (SPEC §7: browser navigation to /accounts/{provider}/login/ for
 * kakao, google and naver). OAuth with the providers is not configured in this version, so the
 * shopper is sent to /login with `social=unavailable`, where the app says so in Korean, instead
 * of landing on an error page.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

export const SOCIAL_PROVIDERS = ['kakao', 'google', 'naver'] as const;

export function socialRoutes(app: FastifyInstance): void {
  app.get<{ Params: { provider: string } }>('/accounts/:provider/login/', async (request, reply) => {
    const provider = request.params.provider;
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) {
      throw new HttpError(404, 'not_found', '지원하지 않는 간편 로그인이에요.');
    }
    return reply.redirect(`/login?social=unavailable&provider=${provider}`, 302);
  });
}
