/**
 * Social login entry points (SPEC §2 "/" and "/social-callback", §7 "Browser navigation
 * /accounts/{provider}/login/") for kakao, google and naver. Both are browser navigations, so
 * every outcome is a 302, never an error page:
 * - GET /accounts/{provider}/login/ → the provider's authorization page, with the signed state
 *   in the HttpOnly cookie STATE_COOKIE; a provider without OAuth client →
 *   /login?social=unavailable&provider=… (the app says so in Korean).
 * - GET /accounts/{provider}/callback/?code&state → /social-callback?token=…&refresh=… (SPEC §7);
 *   any failure (provider error, wrong or missing state, code exchange, profile, database) →
 *   /login?social=failed&provider=…, logged as a warning.
 * An unknown provider is a 404.
 * GET /api/account/v1/social_providers/ answers which providers are configured (the app's landing
 * page offers only those; the server's first answer for `/` already shows only those).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, type SocialProvidersResponse } from '../../src/contract/api';
import { HttpError } from '../lib/http-error';
import { isSocialProvider, type SocialProvider } from '../lib/oauth-providers';
import { SOCIAL_STATE_TTL_S, type SocialLoginService } from '../services/social-login.service';
import { AUTH_MESSAGES } from '../messages';

/** Cookie holding the signed state of a started login; sent back only to /accounts/. */
export const STATE_COOKIE = 'fitpick_oauth_state';
const COOKIE_PATH = '/accounts/';

type ProviderParams = { Params: { provider: string } };
type CallbackQuery = { Querystring: Record<string, string | string[] | undefined> };

/** Registers the login and callback routes. `publicUrl` decides the cookie's Secure flag (https). */
export function socialRoutes(
  app: FastifyInstance,
  deps: { social: SocialLoginService; publicUrl: string },
): void {
  const { social } = deps;
  const secure = deps.publicUrl.startsWith('https:');

  app.get(API.socialProviders, async (): Promise<SocialProvidersResponse> => ({
    providers: social.enabledProviders(),
  }));

  app.get<ProviderParams>('/accounts/:provider/login/', async (request, reply) => {
    const provider = providerOf(request);
    if (!social.isEnabled(provider))
      return reply.redirect(loginNotice('unavailable', provider), 302);
    try {
      const { authorizationUrl, stateToken } = await social.start(provider);
      reply.setCookie(STATE_COOKIE, stateToken, stateCookieOptions(SOCIAL_STATE_TTL_S, secure));
      return reply.redirect(authorizationUrl.toString(), 302);
    } catch (error) {
      return failed(request, reply, provider, error);
    }
  });

  app.get<ProviderParams & CallbackQuery>(
    '/accounts/:provider/callback/',
    async (request, reply) => {
      const provider = providerOf(request);
      if (!social.isEnabled(provider))
        return reply.redirect(loginNotice('unavailable', provider), 302);
      // The state is single-use: clear the cookie whatever happens next.
      reply.clearCookie(STATE_COOKIE, stateCookieOptions(0, secure));
      try {
        const tokens = await social.complete(
          provider,
          {
            code: first(request.query.code),
            state: first(request.query.state),
            error: first(request.query.error),
          },
          request.cookies[STATE_COOKIE] || undefined,
        );
        const query = new URLSearchParams({
          token: tokens.access_token,
          refresh: tokens.refresh_token,
        });
        return reply.redirect(`/social-callback?${query.toString()}`, 302);
      } catch (error) {
        return failed(request, reply, provider, error);
      }
    },
  );
}

function providerOf(request: FastifyRequest<ProviderParams>): SocialProvider {
  const provider = request.params.provider;
  if (!isSocialProvider(provider))
    throw new HttpError(404, 'not_found', AUTH_MESSAGES.unknownSocialProvider);
  return provider;
}

/** /login with the notice the app shows for `social` (LoginPage: unavailable or failed). */
function loginNotice(social: 'unavailable' | 'failed', provider: SocialProvider): string {
  return `/login?social=${social}&provider=${provider}`;
}

function failed(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SocialProvider,
  error: unknown,
) {
  request.log.warn({ err: error, provider }, 'social login failed');
  return reply.redirect(loginNotice('failed', provider), 302);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Cookie options: HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), /accounts/ only. */
function stateCookieOptions(maxAgeS: number, secure: boolean): CookieSerializeOptions {
  return { path: COOKIE_PATH, maxAge: maxAgeS, httpOnly: true, sameSite: 'lax', secure };
}
