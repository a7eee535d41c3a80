import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  createHarness,
  fakeRecognizer,
  randomClientAddress,
  signUpAndLogIn,
  TEST_PASSWORD,
  type Harness,
} from '../../test/harness';
import { recognition } from '../../test/factories/recognition';
import { KEPT_SESSION_TTL_MS, REFRESH_REUSE_GRACE_MS } from '../services/auth.service';

/** The harness's clock (ms): tests move it to end sessions left unused. */
let clock = Date.now();
let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    recognizer: fakeRecognizer(recognition()),
    now: () => new Date(clock),
  });
});
afterAll(async () => h.close());

const DAY_MS = 86_400_000;
const OPT_IN = { 'x-refresh-cookie': '1' };
const REFRESH_PATH = '/api/account/v1/token/refresh/';
const LOGOUT_PATH = '/api/account/v1/logout/';
const SESSION_ENDED = {
  code: 'token_invalid',
  message: '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.',
};

/** The Set-Cookie lines of an answer. */
function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The refresh cookie's value an answer sets (the same on both paths), or undefined. */
function cookieToken(res: LightMyRequestResponse): string | undefined {
  const values = res.cookies.filter((c) => c.name === 'fitpick_refresh').map((c) => c.value);
  expect(new Set(values).size).toBeLessThanOrEqual(1);
  return values[0];
}

/** A member who signed in with 로그인 상태 유지: the login answer and the cookie's token. */
async function keptSignIn(harness: Harness = h) {
  const { email } = await signUpAndLogIn(harness);
  const res = await harness.app.inject({
    method: 'POST',
    url: '/api/account/v1/login/',
    remoteAddress: randomClientAddress(),
    headers: OPT_IN,
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = cookieToken(res);
  if (!cookie) throw new Error('no refresh cookie set');
  return { res, email, access: res.json<{ access_token: string }>().access_token, cookie };
}

/** The app's cold start: refresh from the cookie only (the sender is the app: it opts in). */
const cookieRefresh = (cookie: string | undefined, headers: Record<string, string> = OPT_IN) =>
  h.app.inject({
    method: 'POST',
    url: REFRESH_PATH,
    headers,
    payload: {},
    ...(cookie ? { cookies: { fitpick_refresh: cookie } } : {}),
  });
const userInfo = (access: string) =>
  h.app.inject({
    method: 'GET',
    url: '/api/account/v1/user_info/',
    headers: { authorization: `Bearer ${access}` },
  });

describe('login with 로그인 상태 유지', () => {
  it('should put the refresh token in an HttpOnly, SameSite=Strict cookie of the refresh and logout routes only, never in the answer', async () => {
    const { res, access } = await keptSignIn();
    expect(Object.keys(res.json())).toEqual(['access_token']);
    expect((await userInfo(access)).statusCode).toBe(200);
    const lines = setCookies(res);
    expect(lines).toHaveLength(2);
    for (const [line, path] of lines.map((l, i) => [l, [REFRESH_PATH, LOGOUT_PATH][i]])) {
      expect(line).toContain(`; Path=${path}`);
      expect(line).toContain('; HttpOnly');
      expect(line).toContain('; SameSite=Strict');
      expect(line).toContain(`; Max-Age=${KEPT_SESSION_TTL_MS / 1000}`);
      // http://localhost: a Secure cookie would not be stored by every browser.
      expect(line).not.toContain('Secure');
    }
  });

  it('should mark the cookie Secure when the server is public over https', async () => {
    const secure = await createHarness({
      recognizer: fakeRecognizer(recognition()),
      config: { publicUrl: 'https://fitpick.example' },
      sharedWith: h,
    });
    try {
      const { res } = await keptSignIn(secure);
      expect(setCookies(res).every((line) => line.includes('; Secure'))).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('should answer the original client as SPEC §7 says: both tokens in the body and no cookie', async () => {
    const { email } = await signUpAndLogIn(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      remoteAddress: randomClientAddress(),
      payload: { email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access_token', 'refresh_token']);
    expect(res.headers['set-cookie']).toBeUndefined();
    const refreshed = await h.app.inject({
      method: 'POST',
      url: REFRESH_PATH,
      payload: { refresh: res.json().refresh_token },
    });
    expect(Object.keys(refreshed.json())).toEqual(['access', 'refresh']);
    expect(refreshed.headers['set-cookie']).toBeUndefined();
  });
});

describe('refresh from the cookie (a cold start of the app)', () => {
  it('should answer a new access token and rotate the cookie', async () => {
    const { cookie } = await keptSignIn();
    const first = await cookieRefresh(cookie);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json())).toEqual(['access']);
    expect((await userInfo(first.json().access)).statusCode).toBe(200);
    const rotated = cookieToken(first);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    expect(setCookies(first).every((line) => line.includes('; HttpOnly'))).toBe(true);
    const second = await cookieRefresh(rotated);
    expect(second.statusCode).toBe(200);
    // The replaced cookie is refused once the grace is over, and ends the session (a stolen copy).
    clock += REFRESH_REUSE_GRACE_MS + 1_000;
    expect((await cookieRefresh(cookie)).statusCode).toBe(401);
    expect((await cookieRefresh(cookieToken(second))).statusCode).toBe(401);
  });

  it('should not read the cookie without the app’s header (another site’s form or request)', async () => {
    const { cookie } = await keptSignIn();
    const res = await cookieRefresh(cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await cookieRefresh(cookie)).statusCode).toBe(200);
  });

  it('should answer 401 and clear the cookie when there is none or it is not a live session’s', async () => {
    const none = await cookieRefresh(undefined);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(SESSION_ENDED);
    const forged = await cookieRefresh('not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(setCookies(forged)).toHaveLength(2);
    expect(setCookies(forged).every((line) => line.includes('Max-Age=0'))).toBe(true);
  });

  it('should end a session left unused for 30 days, and keep one used within them', async () => {
    const used = await keptSignIn();
    const unused = await keptSignIn();
    clock += 29 * DAY_MS;
    const refreshed = await cookieRefresh(used.cookie);
    expect(refreshed.statusCode).toBe(200);
    clock += 29 * DAY_MS;
    expect((await cookieRefresh(cookieToken(refreshed))).statusCode).toBe(200);
    expect((await cookieRefresh(unused.cookie)).json()).toEqual(SESSION_ENDED);
  });

  it('should still end a session without 로그인 상태 유지 after 14 days unused', async () => {
    const tokens = await signUpAndLogIn(h);
    clock += 15 * DAY_MS;
    const res = await h.app.inject({
      method: 'POST',
      url: REFRESH_PATH,
      payload: { refresh: tokens.refresh },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('ending a session kept on the device', () => {
  it('should end the session on logout and clear the cookie on both paths', async () => {
    const { cookie, access } = await keptSignIn();
    const res = await h.app.inject({
      method: 'POST',
      url: LOGOUT_PATH,
      headers: OPT_IN,
      payload: {},
      cookies: { fitpick_refresh: cookie },
    });
    expect(res.statusCode).toBe(204);
    const lines = setCookies(res);
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.startsWith('fitpick_refresh=;'))).toBe(true);
    expect(lines.every((line) => line.includes('Max-Age=0'))).toBe(true);
    expect((await cookieRefresh(cookie)).statusCode).toBe(401);
    expect((await userInfo(access)).statusCode).toBe(401);
  });

  it('should keep the session that changed the password (its new token in the cookie) and end the others', async () => {
    const here = await keptSignIn();
    const other = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      remoteAddress: randomClientAddress(),
      headers: OPT_IN,
      payload: { email: here.email, password: TEST_PASSWORD },
    });
    const changed = await h.app.inject({
      method: 'PUT',
      url: '/api/account/v1/change_password/',
      headers: { authorization: `Bearer ${here.access}` },
      payload: { current_password: TEST_PASSWORD, new_password: 'changed-pass-2!' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      detail: '비밀번호가 성공적으로 변경되었습니다.',
      access_token: expect.any(String),
    });
    const renewed = cookieToken(changed);
    expect(renewed).toBeDefined();
    expect((await cookieRefresh(renewed)).statusCode).toBe(200);
    expect((await cookieRefresh(cookieToken(other))).statusCode).toBe(401);
  });

  it('should end it when the password is reset', async () => {
    const { cookie, email } = await keptSignIn();
    const post = (url: string, payload: object) =>
      h.app.inject({ method: 'POST', url: `/api/account/v1/${url}/`, payload });
    await post('find_password', { username: '김핏픽', email });
    const code = /인증 코드: (\d{6})/.exec(h.outbox.at(-1)?.text ?? '')?.[1];
    const reset = await post('reset_password', { email, code, new_password: 'reset-pass-3!' });
    expect(reset.statusCode).toBe(200);
    const res = await cookieRefresh(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_ENDED);
  });
});
