/**
 * The only place in the app that calls `fetch` (STYLE.md §5). JSON in and out, the bearer access
 * token on every authenticated call, per-call timeouts (SPEC §9), and on a 401 one single-flight
 * token refresh followed by one retry (SPEC §4 "Session"). Every expected failure (offline,
 * timeout, 4xx, 5xx) comes back as `Err<ApiError>` with a Korean message (STYLE.md §6.3).
 *
 * Offline (the offline core): while the browser reports no network (navigator.onLine false) a GET
 * is answered at once with the network error instead of being sent, so that a page drawn from the
 * cache makes no network request; writes are still sent, so that the service worker can queue a
 * like toggle for background sync (sw/like-queue.ts).
 *
 * Tokens: the UI owns sessionStorage; this client keeps a copy (`setTokens`) and reports a
 * refreshed access token, or cleared tokens after a failed refresh, to its listener. A session
 * kept on the device (로그인 상태 유지, `refreshInCookie`) has no refresh token here: it refreshes
 * from the HttpOnly cookie the server set (REFRESH_COOKIE_HEADER), and a new page takes it up with
 * `resume()`.
 */
import {
  API,
  ERROR_CODES,
  REFRESH_COOKIE_HEADER,
  type ErrorBody,
  type ErrorCode,
  type RefreshResponse,
} from '../../contract/api';
import { navigatorOnline } from '../../contract/connectivity';
import { err, ok, type ApiError, type Err, type Result } from '../../contract/result';
import { CLIENT_MESSAGES, OFFLINE_MESSAGE } from '../messages';

/** The copy of the session tokens (SPEC §3 accessToken / refreshToken). */
export interface AuthTokens {
  access: string | null;
  refresh: string | null;
  /**
   * True for a session kept on the device (로그인 상태 유지): `refresh` is null, the refresh token
   * being the server's HttpOnly cookie, which no script sees.
   */
  refreshInCookie?: boolean;
}

/** Receives a refreshed token pair, or `null` when the tokens were cleared (log out, go to /). */
export type TokenListener = (tokens: AuthTokens | null) => void;

/** Per-call timeouts in ms (SPEC §9); 0 means none. */
export const TIMEOUTS_MS = {
  upload: 15_000,
  generator: 25_000,
  userInfo: 10_000,
  default: 20_000,
} as const;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  query?: Record<string, string | number | undefined>;
  /** Timeout in ms for this call (0 = none); default TIMEOUTS_MS.default. */
  timeoutMs?: number;
  /** Attach the access token and refresh on 401; false for login, signup and refresh. Default true. */
  auth?: boolean;
  /** Extra request headers (e.g. IDEMPOTENCY_KEY_HEADER on like intents). */
  headers?: Record<string, string>;
  /**
   * How a successful answer's body is read: 'json' (default) or 'blob', the bytes as a Blob of
   * the answer's Content-Type (a private picture, media-api.ts). Error bodies are read as JSON.
   */
  as?: 'json' | 'blob';
}

export interface ApiClientOptions {
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Prefix for the API paths; '' (same origin as the app) by default. */
  baseUrl?: string;
  /** False while the browser reports no network; default `navigator.onLine` (true when unknown). */
  online?: () => boolean;
}

/** An HTTP API client with token handling; see the module comment. */
export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<Result<T>>;
  setTokens(tokens: AuthTokens | null): void;
  /**
   * Takes up a session kept on the device in a new page: one refresh from the cookie. Ok with
   * the access token (also reported to the listener); else the refresh's error: status 0 when no
   * answer came (the cookie may still be good), 401 when the session has ended.
   */
  resume(): Promise<Result<string>>;
  onTokens(listener: TokenListener | null): void;
  /** The current token copy (for tests and diagnostics). */
  tokens(): AuthTokens;
}

/** The browser's own view of connectivity (WorkerNavigator.onLine); unknown counts as online. */
export function browserOnline(): boolean {
  return navigatorOnline(globalThis.navigator);
}

/**
 * Err(network, OFFLINE_MESSAGE, status 0) while `isOnline()` is false, else null: actions that need
 * the network answer at once offline, without a request or retries (the offline core).
 */
export function offlineError(isOnline: () => boolean = browserOnline): Err<ApiError> | null {
  return isOnline() ? null : offlineAnswer();
}

/** Err(network, OFFLINE_MESSAGE, status 0): the answer of an action that needs the network. */
export function offlineAnswer(): Err<ApiError> {
  return err({ code: ERROR_CODES.network, message: OFFLINE_MESSAGE, status: 0 });
}

const NO_TOKENS: AuthTokens = { access: null, refresh: null };

/** Creates a client; see ApiClient. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const online = options.online ?? browserOnline;
  let tokens: AuthTokens = NO_TOKENS;
  let listener: TokenListener | null = null;
  let refreshing: Promise<Result<string>> | null = null;

  function clearTokens(): void {
    tokens = NO_TOKENS;
    listener?.(null);
  }

  /** One refresh at a time: concurrent 401s all await the same promise (single flight). */
  function refreshAccess(): Promise<Result<string>> {
    refreshing ??= (async (): Promise<Result<string>> => {
      const { refresh, refreshInCookie } = tokens;
      if (!refresh && !refreshInCookie) {
        clearTokens();
        return err(apiError(ERROR_CODES.unauthorized, CLIENT_MESSAGES.noRefreshToken, 401));
      }
      const answer = await send<Partial<RefreshResponse>>(
        API.refresh,
        refresh
          ? { method: 'POST', json: { refresh } }
          : { method: 'POST', json: {}, headers: { [REFRESH_COOKIE_HEADER]: '1' } },
        null,
      );
      if (answer.ok && typeof answer.value?.access === 'string' && answer.value.access) {
        const access = answer.value.access;
        // The server rotates the refresh token (in the body, or in the cookie of a session kept
        // on the device): the one just sent is refused after a short grace.
        const rotated =
          typeof answer.value.refresh === 'string' && answer.value.refresh
            ? answer.value.refresh
            : refresh;
        tokens = refreshInCookie
          ? { access, refresh: null, refreshInCookie: true }
          : { access, refresh: rotated };
        listener?.({ ...tokens });
        return ok(access);
      }
      // No answer at all (offline, timeout) keeps the session: the refresh token may still be good.
      if (!answer.ok && answer.error.status === 0) return answer;
      clearTokens();
      return err(apiError(ERROR_CODES.tokenInvalid, CLIENT_MESSAGES.sessionExpired, 401));
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send<T>(
    path: string,
    options: RequestOptions,
    access: string | null,
  ): Promise<Result<T>> {
    const method = options.method ?? 'GET';
    if (method === 'GET' && !online())
      return err(apiError(ERROR_CODES.network, CLIENT_MESSAGES.network, 0));
    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? TIMEOUTS_MS.default;
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const blob = options.as === 'blob';
    const headers: Record<string, string> = {
      Accept: blob ? 'image/*' : 'application/json',
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    if (access) headers.Authorization = `Bearer ${access}`;
    try {
      const response = await doFetch(buildUrl(baseUrl, path, options.query), {
        method,
        headers,
        body,
        signal: controller.signal,
      });
      if (response.ok && blob) return ok((await response.blob()) as T);
      const data = await readJson(response);
      if (response.ok) return ok(data as T);
      return err(toApiError(response.status, data));
    } catch {
      if (timedOut) return err(apiError(ERROR_CODES.timeout, CLIENT_MESSAGES.timeout, 0));
      return err(apiError(ERROR_CODES.network, CLIENT_MESSAGES.network, 0));
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<Result<T>> {
    if (options.auth === false) return send<T>(path, options, null);
    const used = tokens.access;
    const first = await send<T>(path, options, used);
    if (first.ok || first.error.status !== 401) return first;
    // Another call refreshed while this one was in flight: retry with the new token.
    if (tokens.access && tokens.access !== used) return send<T>(path, options, tokens.access);
    const refreshed = await refreshAccess();
    if (!refreshed.ok) return err(refreshed.error);
    return send<T>(path, options, refreshed.value);
  }

  return {
    request,
    setTokens(next) {
      if (!next) tokens = NO_TOKENS;
      else if (next.refreshInCookie)
        tokens = { access: next.access, refresh: null, refreshInCookie: true };
      else tokens = { access: next.access, refresh: next.refresh };
    },
    resume() {
      tokens = { access: null, refresh: null, refreshInCookie: true };
      return refreshAccess();
    },
    onTokens(next) {
      listener = next;
    },
    tokens: () => ({ ...tokens }),
  };
}

function apiError(
  code: ErrorCode,
  message: string,
  status: number,
  fields?: ApiError['fields'],
): ApiError {
  return fields ? { code, message, status, fields } : { code, message, status };
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const STATUS_DEFAULTS: Record<number, [ErrorCode, string]> = {
  401: [ERROR_CODES.unauthorized, CLIENT_MESSAGES.unauthorized],
  404: [ERROR_CODES.notFound, CLIENT_MESSAGES.notFound],
  429: [ERROR_CODES.rateLimited, CLIENT_MESSAGES.rateLimited],
};

/** Reads the server's `{code, message, fields?, email?, username?}` body (ErrorBody). */
function toApiError(status: number, data: unknown): ApiError {
  const body = (data && typeof data === 'object' ? data : {}) as Partial<ErrorBody>;
  const [fallbackCode, fallbackMessage] =
    STATUS_DEFAULTS[status] ??
    (status >= 500
      ? [ERROR_CODES.server, CLIENT_MESSAGES.server]
      : [ERROR_CODES.validation, CLIENT_MESSAGES.generic]);
  const fields: Partial<Record<string, string[]>> = { ...(body.fields ?? {}) };
  if (Array.isArray(body.email)) fields.email = body.email;
  if (Array.isArray(body.username)) fields.username = body.username;
  return apiError(
    typeof body.code === 'string' ? body.code : fallbackCode,
    typeof body.message === 'string' && body.message ? body.message : fallbackMessage,
    status,
    Object.keys(fields).length ? fields : undefined,
  );
}
