/**
 * Sign-in state (SPEC §3, §4 "Session"): the access token lives in sessionStorage under
 * `accessToken`, mirrored into signals and into the API worker's copy. The refresh token is kept
 * - in the tab (SPEC §3; social login, and 로그인 상태 유지 unchecked): sessionStorage's
 *   `refreshToken`; or
 * - on the device (로그인 상태 유지; README "Staying signed in"): an HttpOnly cookie of the
 *   server, which no script sees; localStorage holds only the flag KEEP_SIGNED_IN_KEY, from which
 *   a new tab (the app opened again) takes the session up with one refresh from the cookie
 *   (`restoring$` meanwhile; `sessionRestored()` resolves after).
 * The worker reports refreshed or cleared tokens back; cleared tokens log the user out and send
 * them to /.
 * A shared device (docs/accounts.md "A shared device"): logout removes every member value of the
 * device and starts the app anew; tokens of another member than the one whose data the device
 * holds remove that data first, and start the app anew too (member-storage.ts).
 */
import { batch, computed, signal } from '@preact/signals-react';
import {
  ERROR_CODES,
  type SignupRequest,
  type SignupResponse,
  type UserInfo,
} from '../../contract/api';
import { userIdOfToken } from '../../contract/access-token';
import { err, ok, type ApiError, type Result } from '../../contract/result';
import { apiWorker, listenForTokens, type AuthTokens } from '../worker-bridge';
import { adoptDevice, forgetMemberStorage } from './member-storage';
import { navigate, reloadApp } from './navigation';
import { persistedText, SESSION_KEYS } from './session-store';
import { LOGIN_FAILED_MESSAGE } from '../messages';

/** localStorage flag ('1') of a session kept on the device; never a token. */
export const KEEP_SIGNED_IN_KEY = 'fitpick-keep-signed-in';

/** Bearer access token, or null when signed out. */
export const accessToken$ = persistedText<string>(SESSION_KEYS.accessToken);
/** Refresh token of a session kept in the tab, or null. */
export const refreshToken$ = persistedText<string>(SESSION_KEYS.refreshToken);
/**
 * True while the session is kept on the device (its refresh token is the server's cookie): after
 * a reload, a tab holding an access token without a refresh token under the flag.
 */
export const keptSignedIn$ = signal(
  wasKept() && Boolean(accessToken$.peek()) && !refreshToken$.peek(),
);
/** True while a new tab takes up the session kept on the device (one refresh). */
export const restoring$ = signal(false);
/** True while an access token is stored. */
export const isLoggedIn$ = computed(() => Boolean(accessToken$.value));

/** Sets or removes the localStorage flag of a session kept on the device. */
function rememberKept(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(KEEP_SIGNED_IN_KEY, '1');
    else localStorage.removeItem(KEEP_SIGNED_IN_KEY);
  } catch {
    // Storage disabled (privacy mode): the session lasts as long as this page.
  }
}

function wasKept(): boolean {
  try {
    return localStorage.getItem(KEEP_SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The signed-in user's info once loaded (loadUser), else null. */
export const user$ = signal<UserInfo | null>(null);

/** Social login providers (SPEC §1). */
export const SOCIAL_PROVIDERS = { kakao: 'kakao', google: 'google', naver: 'naver' } as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[keyof typeof SOCIAL_PROVIDERS];

/** Holds `tokens` (null: signed out) in the signals (and so the tab's sessionStorage). */
function holdTokens(tokens: AuthTokens | null): void {
  batch(() => {
    keptSignedIn$.value = tokens?.refreshInCookie === true;
    accessToken$.value = tokens?.access ?? null;
    refreshToken$.value = tokens?.refresh ?? null;
  });
}

/**
 * A new session (or none), also for the worker; its flag marks one kept on the device. True when
 * the tokens are another member's than the one whose data the device held, which is now removed:
 * the caller starts the app anew (reloadApp) so that none of it stays in memory.
 */
function storeTokens(tokens: AuthTokens | null): boolean {
  const switched = tokens?.access ? adoptDevice(userIdOfToken(tokens.access)) : false;
  holdTokens(tokens);
  rememberKept(keptSignedIn$.peek());
  void apiWorker.setTokens(tokens?.access ? tokens : null);
  return switched;
}

/** Where a sign-in leads (SPEC §2 /login, /social-callback): the home page. */
const SIGNED_IN_PATH = '/main';
/** How long logout waits for the server's answer (ms) before starting the app anew. */
export const LOGOUT_WAIT_MS = 2_000;

// A tab that starts signed in (a reload): tokens of another member than the device's data (a
// member who signed in in another tab) remove that data, and the page starts anew without it.
if (adoptDevice(userIdOfToken(accessToken$.peek()))) reloadApp(window.location.href);

// The worker's copy starts from these when the worker starts; its refreshes come back here.
const heldTokens = (): AuthTokens | null => {
  const access = accessToken$.peek();
  if (!access) return null;
  return keptSignedIn$.peek()
    ? { access, refresh: null, refreshInCookie: true }
    : { access, refresh: refreshToken$.peek() };
};
listenForTokens((tokens) => {
  if (tokens?.access) {
    holdTokens(tokens);
    return;
  }
  // Nothing to clear when the shopper was not signed in (e.g. a 401 on an anonymous upload).
  if (!accessToken$.peek() && !refreshToken$.peek()) return;
  if (keptSignedIn$.peek()) rememberKept(false);
  holdTokens(null);
  user$.value = null;
  navigate('/');
}, heldTokens);

/**
 * Takes up the session kept on the device when this tab starts without tokens: one refresh from
 * the cookie. An ended session (401) drops the flag; no answer (offline) keeps it for the next
 * start.
 */
async function restoreKeptSession(): Promise<void> {
  if (accessToken$.peek() || !wasKept()) return;
  restoring$.value = true;
  const outcome = await apiWorker.resumeSession();
  if (outcome.ok) {
    if (storeTokens({ access: outcome.value, refresh: null, refreshInCookie: true }))
      reloadApp(window.location.href);
  } else if (outcome.error.status !== 0) rememberKept(false);
  restoring$.value = false;
}
const restored = restoreKeptSession();

/**
 * Resolves once this page knows whether it is signed in: at once, or after taking up the
 * session kept on the device (pages that need a token wait for it before they decide).
 */
export function sessionRestored(): Promise<void> {
  return restored;
}

/**
 * Signs in with e-mail and password; on failure the error's message is LOGIN_FAILED_MESSAGE.
 * `keepSignedIn` (로그인 상태 유지) keeps the session on the device; else in the tab (SPEC §3).
 */
export async function login(
  email: string,
  password: string,
  keepSignedIn = false,
): Promise<Result<void>> {
  const outcome = await apiWorker.login({ email, password }, keepSignedIn);
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
  const answer = outcome.value;
  // A refresh token in the answer is the tab's to keep (a server that ignored the opt-in).
  const switched = storeTokens(
    'refresh_token' in answer
      ? { access: answer.access_token, refresh: answer.refresh_token }
      : { access: answer.access_token, refresh: null, refreshInCookie: true },
  );
  if (switched) reloadApp(SIGNED_IN_PATH);
  return ok(undefined);
}

/** Creates an account (no credentials sent); field errors come back in `error.fields`. */
export function signup(request: SignupRequest): Promise<Result<SignupResponse, ApiError>> {
  return apiWorker.signup(request);
}

/** Adopts a token pair issued elsewhere (the social-login callback, SPEC §2 /social-callback). */
export function startSession(access: string, refresh: string): void {
  user$.value = null;
  if (storeTokens({ access, refresh })) reloadApp(SIGNED_IN_PATH);
}

/**
 * Stores the same member's renewed tokens (a password change rotates the session's tokens): the
 * pair of a session kept in the tab; only the access token of one kept on the device (its new
 * refresh token went into the cookie).
 */
export function renewTokens(access: string, refresh: string | undefined): void {
  if (keptSignedIn$.peek()) storeTokens({ access, refresh: null, refreshInCookie: true });
  else if (refresh) storeTokens({ access, refresh });
}

/**
 * Removes both tokens (SPEC §4 "Logout clears both tokens") and asks the server to end the
 * session, so that the refresh token cannot be used again (best effort: offline, the tokens are
 * still cleared here and the session expires on its own); a session kept on the device is ended
 * through its cookie, which the server clears. Then nothing of the member stays on the device
 * (docs/accounts.md "A shared device"): their web storage values, the worker's IndexedDB, the
 * HTTP cache (the server's answer clears it; waited for at most LOGOUT_WAIT_MS) and, by starting
 * the app anew at /, everything in memory. Resolves as the new page load begins.
 */
export async function logout(): Promise<void> {
  const refresh = refreshToken$.peek();
  const ending =
    refresh || keptSignedIn$.peek() ? apiWorker.logout(refresh) : Promise.resolve(undefined);
  user$.value = null;
  forgetMemberStorage();
  storeTokens(null);
  // Neither a worker that fails nor a server that never answers keeps the member's page up.
  await Promise.all([
    apiWorker.forgetMember().catch(() => undefined),
    Promise.race([
      ending.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS)),
    ]),
  ]);
  reloadApp('/');
}

/** The backend's social login for `provider`, where its button sends the browser (SPEC §2, §7). */
export function socialLoginUrl(provider: SocialProvider): string {
  return `/accounts/${provider}/login/`;
}

/** Loads the user's info into user$ once per sign-in; keeps the old value on failure. */
export async function loadUser(): Promise<UserInfo | null> {
  await restored;
  if (user$.peek()) return user$.peek();
  if (!accessToken$.peek()) return null;
  const outcome = await apiWorker.userInfo();
  if (outcome.ok) user$.value = outcome.value;
  return user$.peek();
}
