import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, fakeRecognizer, signUpAndLogIn, type Harness } from '../../test/harness';
import { recognition } from '../../test/factories/recognition';
import { REFRESH_REUSE_GRACE_MS } from '../services/auth.service';

/** The harness's clock (ms): tests move it past the reuse grace. */
let clock = Date.now();
let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    recognizer: fakeRecognizer(recognition()),
    now: () => new Date(clock),
  });
});
afterAll(async () => h.close());

const refresh = (token: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/account/v1/token/refresh/',
    payload: { refresh: token },
  });
const userInfo = (access: string) =>
  h.app.inject({
    method: 'GET',
    url: '/api/account/v1/user_info/',
    headers: { authorization: `Bearer ${access}` },
  });
const logout = (payload: object, access?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/account/v1/logout/',
    payload,
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });

/**
 * The id (`jti`) of a token: a refresh answered again is the same token, though signed anew
 * (its issue time may fall in the next second).
 */
function tokenId(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti: string }).jti;
}

describe('refresh token rotation', () => {
  it('should answer a new access token and a rotated refresh token, and keep the session going with them', async () => {
    const tokens = await signUpAndLogIn(h);
    const first = await refresh(tokens.refresh);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ access: string; refresh: string }>();
    expect(rotated.refresh).not.toBe(tokens.refresh);
    expect((await userInfo(rotated.access)).statusCode).toBe(200);
    const second = await refresh(rotated.refresh);
    expect(second.statusCode).toBe(200);
    expect((await userInfo(second.json().access)).statusCode).toBe(200);
  });

  it('should answer a retry of the same refresh within the grace (a lost answer), with the same new refresh token', async () => {
    const tokens = await signUpAndLogIn(h);
    const first = await refresh(tokens.refresh);
    const retry = await refresh(tokens.refresh);
    expect(retry.statusCode).toBe(200);
    expect(tokenId(retry.json().refresh)).toBe(tokenId(first.json().refresh));
  });

  it('should refuse a replaced refresh token after the grace and end the whole session (a stolen token)', async () => {
    const tokens = await signUpAndLogIn(h);
    const rotated = (await refresh(tokens.refresh)).json<{ access: string; refresh: string }>();
    clock += REFRESH_REUSE_GRACE_MS + 1_000;
    const reused = await refresh(tokens.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      code: 'token_invalid',
      message: '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.',
    });
    // The legitimate holder of the new pair is signed out too: the thief's copy is worthless.
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
    expect((await userInfo(rotated.access)).statusCode).toBe(401);
  });

  it('should make two concurrent refreshes with one token both succeed with the same new refresh token', async () => {
    const tokens = await signUpAndLogIn(h);
    const [a, b] = await Promise.all([refresh(tokens.refresh), refresh(tokens.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(tokenId(a.json().refresh)).toBe(tokenId(b.json().refresh));
  });
});

describe('POST /api/account/v1/logout/', () => {
  it('should end the session: its refresh and access tokens are refused afterwards', async () => {
    const tokens = await signUpAndLogIn(h);
    const other = await signUpAndLogIn(h, tokens.email.replace('@', '+2@'));
    const res = await logout({ refresh: tokens.refresh });
    expect(res.statusCode).toBe(204);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await userInfo(tokens.access)).statusCode).toBe(401);
    // Another member's session is untouched.
    expect((await userInfo(other.access)).statusCode).toBe(200);
  });

  it('should end the session of a bearer token alone, and never fail on garbage', async () => {
    const tokens = await signUpAndLogIn(h);
    expect((await logout({}, tokens.access)).statusCode).toBe(204);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await logout({ refresh: 'not-a-token' }, 'not-a-token')).statusCode).toBe(204);
  });

  it("should tell the browser to drop its HTTP cache, so no member's picture outlives the session", async () => {
    const tokens = await signUpAndLogIn(h);
    const res = await logout({ refresh: tokens.refresh });
    expect(res.headers['clear-site-data']).toBe('"cache"');
  });
});

describe('tokens of members and sessions that do not exist', () => {
  const sign = (claims: { sub: string; typ: string; sid: string }) =>
    new SignJWT({ typ: claims.typ, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('fitpick')
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('test-secret-0123456789'));

  it('should answer 401, never 500, for a signed sub above 2³¹−1 or a session id that is not a uuid', async () => {
    for (const claims of [
      { sub: '2147483648', typ: 'access', sid: crypto.randomUUID() },
      { sub: '99999999999999999999', typ: 'access', sid: crypto.randomUUID() },
      { sub: '1', typ: 'access', sid: 'not-a-uuid' },
    ]) {
      const res = await userInfo(await sign(claims));
      expect(res.statusCode, claims.sub).toBe(401);
      expect(res.json().code).toBe('token_invalid');
      const refreshed = await refresh(await sign({ ...claims, typ: 'refresh' }));
      expect(refreshed.statusCode, claims.sub).toBe(401);
    }
  });

  it('should answer 401 for a deleted member’s tokens on every authenticated call', async () => {
    const tokens = await signUpAndLogIn(h);
    const me = (await userInfo(tokens.access)).json<{ user_id: number }>();
    await h.db.deleteFrom('users').where('id', '=', me.user_id).execute();
    const headers = { authorization: `Bearer ${tokens.access}` };
    const calls = [
      h.app.inject({ method: 'GET', url: '/api/account/v1/user_info/', headers }),
      h.app.inject({ method: 'GET', url: '/api/picked/v1/by-time/', headers }),
      h.app.inject({
        method: 'POST',
        url: '/api/picked/v1/main_picked/toggle/',
        headers,
        payload: { main_recommendation_id: 1 },
      }),
      h.app.inject({
        method: 'PATCH',
        url: '/api/account/v1/update/',
        headers,
        payload: { height: '170', weight: '60' },
      }),
      refresh(tokens.refresh),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });
});
