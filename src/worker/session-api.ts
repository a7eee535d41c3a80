/**
 * Worker methods that start and end a session (SPEC §5 login and signup, §7 auth): sign-in,
 * sign-up, logout, taking up a session kept on the device (로그인 상태 유지), the social logins on
 * offer and the listener told of refreshed tokens. The worker's token copy itself is set through
 * index.ts (session.ts). Each returns a `Result`; paths and shapes are contract/.
 */
import {
  API,
  REFRESH_COOKIE_HEADER,
  type CookieLoginResponse,
  type LoginRequest,
  type LoginResponse,
  type SignupRequest,
  type SignupResponse,
  type SocialProvidersResponse,
} from '../../contract/api';
import type { Result } from '../../contract/result';
import { offlineError, type ApiClient, type TokenListener } from './api-client';

/** Builds the session methods on a client (tests pass a client with a mocked fetch and `isOnline`). */
export function createSessionApi(client: ApiClient, deps: { isOnline?: () => boolean } = {}) {
  return {
    /** Registers the (comlink-proxied) callback that learns of refreshed or cleared tokens. */
    onTokens(listener: TokenListener | null): void {
      client.onTokens(listener);
    },
    /**
     * POST login (SPEC §7); 400 with code invalid_credentials on a wrong e-mail or password.
     * `keepSignedIn` (로그인 상태 유지) asks for a session kept on the device: the server keeps its
     * refresh token in an HttpOnly cookie and answers only the access token. Offline: Err status
     * 0 with OFFLINE_MESSAGE at once.
     */
    async login(
      request: LoginRequest,
      keepSignedIn = false,
    ): Promise<Result<LoginResponse | CookieLoginResponse>> {
      return (
        offlineError(deps.isOnline) ??
        client.request(API.login, {
          method: 'POST',
          json: request,
          auth: false,
          ...(keepSignedIn ? { headers: { [REFRESH_COOKIE_HEADER]: '1' } } : {}),
        })
      );
    },
    /**
     * Takes up the session kept on the device in a new page (ApiClient.resume): ok with the
     * access token; status 0 (offline or no answer: try again later) or 401 (the session ended).
     */
    async resumeSession(): Promise<Result<string>> {
      return offlineError(deps.isOnline) ?? client.resume();
    },
    /** POST signup without credentials; field errors arrive in `error.fields.email/username/password`. */
    signup(request: SignupRequest): Promise<Result<SignupResponse>> {
      return client.request(API.signup, { method: 'POST', json: request, auth: false });
    },
    /**
     * POST /logout/ with the session's refresh token (not the tokens the client holds, which the
     * UI clears at the same moment), or with null the session kept on the device (its cookie):
     * the server ends that session (and clears the cookie). Never refreshes on failure.
     */
    logout(refresh: string | null): Promise<Result<null>> {
      return client.request(API.logout, {
        method: 'POST',
        auth: false,
        ...(refresh
          ? { json: { refresh } }
          : { json: {}, headers: { [REFRESH_COOKIE_HEADER]: '1' } }),
      });
    },
    /** GET social_providers/: the social logins the server offers (the landing page's buttons). */
    socialProviders(): Promise<Result<SocialProvidersResponse>> {
      return client.request(API.socialProviders, { auth: false });
    },
  };
}
