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
 * An unknown provider is a 404. A login started from a page of one of the CORS_ORIGINS (its Referer,
 * which a browser sends on the navigation) comes back to that origin's /social-callback and /login,
 * so that a client served from another origin than the API gets its tokens; the origin rides in
 * the HttpOnly cookie ORIGIN_COOKIE and is checked against CORS_ORIGINS again at the callback.
 * Otherwise the redirects are paths on this origin.
 * GET /api/account/v1/social_providers/ answers which providers are configured (the app's landing
 * page offers only those; the server's first answer for `/` already shows only those).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, type SocialProvidersResponse } from '../../contract/api';
import { HttpError } from '../lib/http-error';
import { isSocialProvider, type SocialProvider } from '../lib/oauth-providers';
import { SOCIAL_STATE_TTL_S, type SocialLoginService } from '../services/social-login.service';
import { AUTH_MESSAGES } from '../messages';
import { cookiesOf } from '../lib/cookies';

/** Cookie holding the signed state of a started login; sent back only to /accounts/. */
export const STATE_COOKIE = 'fitpick_oauth_state';
/** Cookie holding the client origin a login started from (one of CORS_ORIGINS). */
const ORIGIN_COOKIE = 'fitpick_oauth_origin';
const COOKIE_PATH = '/accounts/';

type ProviderParams = { Params: { provider: string } };
type CallbackQuery = { Querystring: Record<string, string | string[] | undefined> };

/**
 * Registers the login and callback routes. `publicUrl` decides the cookies' Secure flag (https);
 * `clientOrigins` are CORS_ORIGINS (config.ts), the origins a login may come back to.
 */
export function socialRoutes(
  app: FastifyInstance,
  deps: { social: SocialLoginService; publicUrl: string; clientOrigins: string[] },
): void {
  const { social, clientOrigins } = deps;
  const secure = deps.publicUrl.startsWith('https:');
  const allowed = (origin: string | undefined) =>
    origin !== undefined && clientOrigins.includes(origin) ? origin : '';

  app.get(API.socialProviders, async (): Promise<SocialProvidersResponse> => ({
    providers: social.enabledProviders(),
  }));

  app.get<ProviderParams>('/accounts/:provider/login/', async (request, reply) => {
    const provider = providerOf(request);
    const origin = allowed(originOf(request.headers.referer));
    if (!social.isEnabled(provider))
      return reply.redirect(origin + loginNotice('unavailable', provider), 302);
    try {
      const { authorizationUrl, stateToken } = await social.start(provider);
      const cookie = stateCookieOptions(SOCIAL_STATE_TTL_S, secure);
      reply.setCookie(STATE_COOKIE, stateToken, cookie);
      if (origin) reply.setCookie(ORIGIN_COOKIE, origin, cookie);
      else reply.clearCookie(ORIGIN_COOKIE, stateCookieOptions(0, secure));
      return reply.redirect(authorizationUrl.toString(), 302);
    } catch (error) {
      return failed(request, reply, origin, provider, error);
    }
  });

  app.get<ProviderParams & CallbackQuery>(
    '/accounts/:provider/callback/',
    async (request, reply) => {
      const provider = providerOf(request);
      const origin = allowed(cookiesOf(request)[ORIGIN_COOKIE]);
      if (!social.isEnabled(provider))
        return reply.redirect(origin + loginNotice('unavailable', provider), 302);
      // The state is single-use: clear the cookies whatever happens next.
      reply.clearCookie(STATE_COOKIE, stateCookieOptions(0, secure));
      reply.clearCookie(ORIGIN_COOKIE, stateCookieOptions(0, secure));
      try {
        const tokens = await social.complete(
          provider,
          {
            code: first(request.query.code),
            state: first(request.query.state),
            error: first(request.query.error),
          },
          cookiesOf(request)[STATE_COOKIE] || undefined,
        );
        const query = new URLSearchParams({
          token: tokens.access_token,
          refresh: tokens.refresh_token,
        });
        return reply.redirect(`${origin}/social-callback?${query.toString()}`, 302);
      } catch (error) {
        return failed(request, reply, origin, provider, error);
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

/** The failure redirect to `origin`'s /login ('' → this origin), logged as a warning. */
function failed(
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  provider: SocialProvider,
  error: unknown,
) {
  request.log.warn({ err: error, provider }, 'social login failed');
  return reply.redirect(origin + loginNotice('failed', provider), 302);
}

/** The origin of a Referer URL; undefined when there is none or it is not a URL. */
function originOf(referer: string | undefined): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).origin;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Cookie options: HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), /accounts/ only. */
function stateCookieOptions(maxAgeS: number, secure: boolean): CookieSerializeOptions {
  return { path: COOKIE_PATH, maxAge: maxAgeS, httpOnly: true, sameSite: 'lax', secure };
}
