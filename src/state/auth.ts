/**
 * Sign-in state (SPEC §3, §4 "Session"): the tokens live in sessionStorage under `accessToken`
 * and `refreshToken`, mirrored into signals and into the API worker's copy. The worker reports
 * refreshed or cleared tokens back; cleared tokens log the user out and send them to /.
 */
import { computed, signal } from '@preact/signals-react';
import {
  ERROR_CODES,
  type SignupRequest,
  type SignupResponse,
  type UserInfo,
} from '../../contract/api';
import { err, ok, type ApiError, type Result } from '../../contract/result';
import { apiWorker, listenForTokens, type AuthTokens } from '../worker-bridge';
import { navigate } from './navigation';
import { persistedText, SESSION_KEYS } from './session-store';
import { LOGIN_FAILED_MESSAGE } from '../messages';

/** Bearer access token, or null when signed out. */
export const accessToken$ = persistedText<string>(SESSION_KEYS.accessToken);
/** Refresh token, or null. */
export const refreshToken$ = persistedText<string>(SESSION_KEYS.refreshToken);
/** True while an access token is stored. */
export const isLoggedIn$ = computed(() => Boolean(accessToken$.value));
/** The signed-in user's info once loaded (loadUser), else null. */
export const user$ = signal<UserInfo | null>(null);

/** Social login providers (SPEC §1). */
export const SOCIAL_PROVIDERS = { kakao: 'kakao', google: 'google', naver: 'naver' } as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[keyof typeof SOCIAL_PROVIDERS];

function storeTokens(access: string | null, refresh: string | null): void {
  accessToken$.value = access;
  refreshToken$.value = refresh;
  void apiWorker.setTokens(access ? { access, refresh } : null);
}

// The worker's copy starts from sessionStorage when the worker starts; its refreshes come back here.
const storedTokens = (): AuthTokens | null => {
  const access = accessToken$.peek();
  return access ? { access, refresh: refreshToken$.peek() } : null;
};
listenForTokens((tokens) => {
  if (tokens?.access) {
    accessToken$.value = tokens.access;
    refreshToken$.value = tokens.refresh;
    return;
  }
  // Nothing to clear when the shopper was not signed in (e.g. a 401 on an anonymous upload).
  if (!accessToken$.peek() && !refreshToken$.peek()) return;
  accessToken$.value = null;
  refreshToken$.value = null;
  user$.value = null;
  navigate('/');
}, storedTokens);

/** Signs in with e-mail and password; on failure the error's message is LOGIN_FAILED_MESSAGE. */
export async function login(email: string, password: string): Promise<Result<void>> {
  const outcome = await apiWorker.login({ email, password });
  if (!outcome.ok) {
    // Keyed on the code, not the status: the server answers a wrong password with 400
    // invalid_credentials (a 401 would read as an expired session to SPEC §4's clients).
    const rejected =
      outcome.error.code === ERROR_CODES.invalidCredentials ||
      outcome.error.code === ERROR_CODES.validation;
    return err({
      ...outcome.error,
      message: rejected ? LOGIN_FAILED_MESSAGE : outcome.error.message,
    });
  }
  user$.value = null;
  storeTokens(outcome.value.access_token, outcome.value.refresh_token);
  return ok(undefined);
}

/** Creates an account (no credentials sent); field errors come back in `error.fields`. */
export function signup(request: SignupRequest): Promise<Result<SignupResponse, ApiError>> {
  return apiWorker.signup(request);
}

/** Adopts a token pair issued elsewhere (the social-login callback, SPEC §2 /social-callback). */
export function startSession(access: string, refresh: string): void {
  user$.value = null;
  storeTokens(access, refresh);
}

/** Stores the same member's new token pair (a password change rotates the session's tokens). */
export function renewTokens(access: string, refresh: string): void {
  storeTokens(access, refresh);
}

/**
 * Removes both tokens (SPEC §4 "Logout clears both tokens") and asks the server to end the
 * session, so that the refresh token cannot be used again (best effort: offline, the tokens are
 * still cleared here and the session expires on its own).
 */
export function logout(): void {
  const refresh = refreshToken$.peek();
  if (refresh) void apiWorker.logout(refresh);
  user$.value = null;
  storeTokens(null, null);
}

/** The backend's social login for `provider`, where its button sends the browser (SPEC §2, §7). */
export function socialLoginUrl(provider: SocialProvider): string {
  return `/accounts/${provider}/login/`;
}

/** Loads the user's info into user$ once per sign-in; keeps the old value on failure. */
export async function loadUser(): Promise<UserInfo | null> {
  if (user$.peek()) return user$.peek();
  if (!accessToken$.peek()) return null;
  const outcome = await apiWorker.userInfo();
  if (outcome.ok) user$.value = outcome.value;
  return user$.peek();
}
