import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, REFRESH_COOKIE_HEADER } from '../../contract/api';
import { createApiClient, type AuthTokens } from './api-client';
import { CLIENT_MESSAGES } from '../messages';
import { jsonResponse } from '../../test/factories/responses';

const authOf = (init: RequestInit | undefined): string | undefined =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

/**
 * A fetch that accepts only `Bearer fresh` and refreshes `old` → `fresh` after 5 ms, answering
 * the rotated refresh token `rotated` when given (as our server does) or none (as SPEC §7 reads).
 */
function serverWithExpiredToken(refreshStatus = 200, rotated?: string) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    if (url === API.refresh) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return refreshStatus === 200
        ? jsonResponse(200, { access: 'fresh', ...(rotated ? { refresh: rotated } : {}) })
        : jsonResponse(refreshStatus, {
            code: 'token_invalid',
            message: '토큰이 유효하지 않습니다.',
          });
    }
    if (authOf(init) !== 'Bearer fresh')
      return jsonResponse(401, { code: 'unauthorized', message: '인증이 필요합니다.' });
    return jsonResponse(200, { username: '핏픽' });
  });
}

describe(createApiClient.name, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('should send JSON with the bearer token and return the parsed body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const sut = createApiClient();
    sut.setTokens({ access: 'a1', refresh: 'r1' });

    const outcome = await sut.request('/api/x/', {
      method: 'POST',
      json: { a: 1 },
      query: { count: 4 },
    });

    expect(outcome).toEqual({ ok: true, value: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x/?count=4');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer a1',
      'Content-Type': 'application/json',
    });
  });

  it('should refresh once for ten concurrent 401s and retry each call once', async () => {
    const fetchMock = serverWithExpiredToken();
    const listener = vi.fn();
    const sut = createApiClient({ fetch: fetchMock });
    sut.setTokens({ access: 'old', refresh: 'r1' });
    sut.onTokens(listener);

    const outcomes = await Promise.all(Array.from({ length: 10 }, () => sut.request(API.userInfo)));

    expect(outcomes.every((o) => o.ok)).toBe(true);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => String(url) === API.refresh);
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls[0]?.[1]?.body))).toEqual({ refresh: 'r1' });
    expect(fetchMock).toHaveBeenCalledTimes(21); // 10 × 401, 1 refresh, 10 retries
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ access: 'fresh', refresh: 'r1' } satisfies AuthTokens);
    expect(sut.tokens()).toEqual({ access: 'fresh', refresh: 'r1' });
  });

  it('should adopt the rotated refresh token the refresh answers, so the next refresh sends it', async () => {
    const fetchMock = serverWithExpiredToken(200, 'r2');
    const sut = createApiClient({ fetch: fetchMock });
    const listener = vi.fn();
    sut.onTokens(listener);
    sut.setTokens({ access: 'old', refresh: 'r1' });
    expect((await sut.request(API.userInfo)).ok).toBe(true);
    expect(sut.tokens()).toEqual({ access: 'fresh', refresh: 'r2' });
    expect(listener).toHaveBeenCalledWith({ access: 'fresh', refresh: 'r2' } satisfies AuthTokens);
  });

  it('should clear both tokens and report it when the refresh is refused', async () => {
    const fetchMock = serverWithExpiredToken(401);
    const listener = vi.fn();
    const sut = createApiClient({ fetch: fetchMock });
    sut.setTokens({ access: 'old', refresh: 'r1' });
    sut.onTokens(listener);

    const outcomes = await Promise.all([sut.request(API.userInfo), sut.request(API.userInfo)]);

    expect(outcomes.map((o) => !o.ok && o.error.message)).toEqual([
      CLIENT_MESSAGES.sessionExpired,
      CLIENT_MESSAGES.sessionExpired,
    ]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === API.refresh)).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(null);
    expect(sut.tokens()).toEqual({ access: null, refresh: null });
  });

  it('should clear the tokens without a network call when no refresh token is stored', async () => {
    const fetchMock = serverWithExpiredToken();
    const listener = vi.fn();
    const sut = createApiClient({ fetch: fetchMock });
    sut.setTokens({ access: 'old', refresh: null });
    sut.onTokens(listener);

    const outcome = await sut.request(API.userInfo);

    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.message).toBe(CLIENT_MESSAGES.noRefreshToken);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('should not refresh on a 401 from login (auth: false)', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(401, {
        code: 'invalid_credentials',
        message: '이메일 또는 비밀번호가 올바르지 않습니다.',
      }),
    );
    const sut = createApiClient({ fetch: fetchMock });
    const outcome = await sut.request(API.login, { method: 'POST', json: {}, auth: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({
      ok: false,
      error: { status: 401, code: 'invalid_credentials' },
    });
  });

  it('should turn a timeout into a Korean message with status 0', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const sut = createApiClient({ fetch: fetchMock });

    const pending = sut.request(API.uploadImage, { method: 'POST', timeoutMs: 15_000 });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await pending).toEqual({
      ok: false,
      error: { code: 'timeout', status: 0, message: CLIENT_MESSAGES.timeout },
    });
  });

  it('should report a network failure in Korean', async () => {
    const sut = createApiClient({
      fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(await sut.request('/api/x/')).toEqual({
      ok: false,
      error: { code: 'network', status: 0, message: CLIENT_MESSAGES.network },
    });
  });

  it('should answer a read at once without the network while the browser is offline, but still send a like', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse(201, { status: 'added' }),
    );
    let online = false;
    const sut = createApiClient({ fetch: fetchMock, online: () => online });
    sut.setTokens({ access: 'a1', refresh: 'r1' });

    const read = await sut.request(API.mainPickedByTime);
    const like = await sut.request(API.mainPickedToggle, {
      method: 'POST',
      json: { main_recommendation_id: 3, liked: true },
    });
    online = true;
    const readOnline = await sut.request(API.mainPickedByTime);

    expect(read).toEqual({
      ok: false,
      error: expect.objectContaining({ status: 0, message: CLIENT_MESSAGES.network }),
    });
    expect(like.ok).toBe(true);
    expect(readOnline.ok).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      API.mainPickedToggle,
      API.mainPickedByTime,
    ]);
  });

  it("should read the server's error body, including signup field arrays", async () => {
    const sut = createApiClient({
      fetch: vi.fn(async () =>
        jsonResponse(400, {
          code: 'email_taken',
          message: '이미 가입된 이메일입니다.',
          email: ['이미 가입된 이메일입니다.'],
        }),
      ),
    });
    expect(await sut.request(API.signup, { method: 'POST', auth: false })).toEqual({
      ok: false,
      error: {
        code: 'email_taken',
        status: 400,
        message: '이미 가입된 이메일입니다.',
        fields: { email: ['이미 가입된 이메일입니다.'] },
      },
    });
  });

  it('should give a Korean fallback for a 5xx without a body', async () => {
    const sut = createApiClient({ fetch: vi.fn(async () => new Response('', { status: 502 })) });
    expect(await sut.request('/api/x/')).toMatchObject({
      ok: false,
      error: { code: 'server_error', status: 502, message: CLIENT_MESSAGES.server },
    });
  });
});

/**
 * A server holding a session kept on the device (로그인 상태 유지): its refresh token is a cookie
 * the browser sends by itself; token/refresh/ answers `{access}` (access-1, access-2, …) to a
 * request with the app's header and no body token while `live`, else 401. Other calls accept only
 * the last access token, until `expireAccess()`.
 */
function serverWithKeptSession(live = true) {
  let issued = 0;
  let valid = true;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (String(input) === API.refresh) {
      const fromCookie = headers[REFRESH_COOKIE_HEADER] === '1' && init?.body === '{}';
      if (!live || !fromCookie)
        return jsonResponse(401, { code: 'token_invalid', message: '다시 로그인해 주세요.' });
      issued += 1;
      valid = true;
      return jsonResponse(200, { access: `access-${issued}` });
    }
    if (!valid || authOf(init) !== `Bearer access-${issued}`)
      return jsonResponse(401, { code: 'token_invalid', message: '다시 로그인해 주세요.' });
    return jsonResponse(200, { username: '핏픽' });
  });
  return Object.assign(fetch, { expireAccess: () => void (valid = false) });
}

describe('a session kept on the device (로그인 상태 유지)', () => {
  it('should take it up in a new page with one refresh from the cookie, and refresh from it again later', async () => {
    const fetchMock = serverWithKeptSession();
    const listener = vi.fn();
    const sut = createApiClient({ fetch: fetchMock });
    sut.onTokens(listener);

    expect(await sut.resume()).toEqual({ ok: true, value: 'access-1' });
    const kept: AuthTokens = { access: 'access-1', refresh: null, refreshInCookie: true };
    expect(sut.tokens()).toEqual(kept);
    expect(listener).toHaveBeenCalledWith(kept);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(authOf(init)).toBeUndefined();

    // The access token expires: one refresh from the cookie, one retry.
    fetchMock.expireAccess();
    expect(await sut.request(API.userInfo)).toEqual({ ok: true, value: { username: '핏픽' } });
    expect(sut.tokens()).toEqual({ ...kept, access: 'access-2' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      API.refresh,
      API.userInfo,
      API.refresh,
      API.userInfo,
    ]);
  });

  it('should report the session ended when the cookie is refused', async () => {
    const listener = vi.fn();
    const sut = createApiClient({ fetch: serverWithKeptSession(false) });
    sut.onTokens(listener);
    const outcome = await sut.resume();
    expect(outcome).toMatchObject({
      ok: false,
      error: { status: 401, message: CLIENT_MESSAGES.sessionExpired },
    });
    expect(sut.tokens()).toEqual({ access: null, refresh: null });
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('should keep it when the refresh gets no answer (offline), and take it up at the next 401', async () => {
    let online = false;
    const server = serverWithKeptSession();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      online ? server(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const sut = createApiClient({ fetch: fetchMock });
    expect(await sut.resume()).toMatchObject({ ok: false, error: { status: 0 } });
    online = true;
    expect((await sut.request(API.userInfo)).ok).toBe(true);
    expect(sut.tokens()).toEqual({ access: 'access-1', refresh: null, refreshInCookie: true });
  });
});
