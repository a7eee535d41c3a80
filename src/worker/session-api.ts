/**
 * Worker methods that start and end a session (SPEC §5 login and signup, §7 auth): sign-in,
 * sign-up, logout, the social logins on offer and the listener told of refreshed tokens. The worker's token copy itself is
 * set through index.ts (session.ts). Each returns a `Result`; paths and shapes are contract/.
 */
import {
  API,
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
     * Offline: Err status 0 with OFFLINE_MESSAGE at once.
     */
    async login(request: LoginRequest): Promise<Result<LoginResponse>> {
      return (
        offlineError(deps.isOnline) ??
        client.request(API.login, { method: 'POST', json: request, auth: false })
      );
    },
    /** POST signup without credentials; field errors arrive in `error.fields.email/username/password`. */
    signup(request: SignupRequest): Promise<Result<SignupResponse>> {
      return client.request(API.signup, { method: 'POST', json: request, auth: false });
    },
    /**
     * POST /logout/ with the session's refresh token (not the tokens the client holds, which the
     * UI clears at the same moment): the server ends that session. Never refreshes on failure.
     */
    logout(refresh: string): Promise<Result<null>> {
      return client.request(API.logout, { method: 'POST', json: { refresh }, auth: false });
    },
    /** GET social_providers/: the social logins the server offers (the landing page's buttons). */
    socialProviders(): Promise<Result<SocialProvidersResponse>> {
      return client.request(API.socialProviders, { auth: false });
    },
  };
}
