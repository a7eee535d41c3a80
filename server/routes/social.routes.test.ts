import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../contract/api';
import {
  createOAuthProviders,
  type OAuthProvider,
  type OAuthProviders,
  type SocialProfile,
  type SocialProvider,
} from '../lib/oauth-providers';
import { SOCIAL_EMAIL_DOMAIN } from '../services/social-login.service';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signUpAndLogIn,
  TEST_PASSWORD,
  type Harness,
} from '../../test/harness';
import { STATE_COOKIE } from './social.routes';

/**
 * The provider side of the fake: each authorization code the test hands out maps to a profile;
 * the adapters' authorization URLs are arctic's real ones, only the two network calls are fakes.
 */
interface FakeProviderSide {
  profiles: Map<string, SocialProfile>;
  exchanges: { provider: SocialProvider; code: string; codeVerifier: string | null }[];
  failExchange: boolean;
  failProfile: boolean;
}

function fakeProviders(side: FakeProviderSide): OAuthProviders {
  const real = createOAuthProviders(
    {
      kakao: { clientId: 'kakao-client', clientSecret: 'kakao-secret' },
      google: {
        clientId: 'google-client.apps.googleusercontent.com',
        clientSecret: 'google-secret',
      },
      // naver is left unconfigured on purpose
    },
    'http://localhost:8000',
  );
  const fake = (adapter: OAuthProvider): OAuthProvider => ({
    ...adapter,
    async exchangeCode(code, codeVerifier) {
      side.exchanges.push({ provider: adapter.id, code, codeVerifier });
      if (side.failExchange || !side.profiles.has(code)) throw new Error('invalid_grant');
      return `provider-token:${code}`;
    },
    async fetchProfile(accessToken) {
      if (side.failProfile) throw new Error('profile request answered 500');
      const profile = side.profiles.get(accessToken.replace('provider-token:', ''));
      if (!profile) throw new Error('unknown provider token');
      return profile;
    },
  });
  return { kakao: fake(real.kakao!), google: fake(real.google!) };
}

const side: FakeProviderSide = {
  profiles: new Map(),
  exchanges: [],
  failExchange: false,
  failProfile: false,
};
let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    recognizer: fakeRecognizer(recognition()),
    oauthProviders: fakeProviders(side),
  });
});
afterAll(async () => h.close());
beforeEach(() => {
  side.exchanges = [];
  side.failExchange = false;
  side.failProfile = false;
});

/** GET /accounts/{provider}/login/: the provider URL and the state cookie (`name=value`). */
async function startLogin(provider: string) {
  const res = await h.app.inject({ method: 'GET', url: `/accounts/${provider}/login/` });
  expect(res.statusCode).toBe(302);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return {
    url: new URL(String(res.headers.location)),
    setCookie,
    cookie: setCookie.split(';')[0]!,
  };
}

/** GET /accounts/{provider}/callback/ with a query and an optional Cookie header. */
async function callback(provider: string, query: Record<string, string>, cookie?: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/accounts/${provider}/callback/?${new URLSearchParams(query).toString()}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(302);
  return res;
}

/** A full login: start, the provider sends `code` back with the state, the callback answers. */
async function logInWith(provider: SocialProvider, code: string, profile: SocialProfile) {
  side.profiles.set(code, profile);
  const start = await startLogin(provider);
  const res = await callback(
    provider,
    { code, state: start.url.searchParams.get('state')! },
    start.cookie,
  );
  const location = new URL(String(res.headers.location), 'http://localhost:8000');
  return { start, res, location };
}

async function userInfo(access: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: API.userInfo,
    headers: { authorization: `Bearer ${access}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    user_id: number;
    email: string;
    username: string;
    sex: string;
    height: number | null;
  }>();
}

const googleProfile = (sub: string, email: string | null, name = '구글 민준'): SocialProfile => ({
  providerUserId: sub,
  verifiedEmail: email,
  name,
});

describe('GET /api/account/v1/social_providers/', () => {
  it('should name the configured providers only, so that the landing page offers no dead button', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/account/v1/social_providers/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ providers: ['kakao', 'google'] });
  });
});

describe('GET /accounts/{provider}/login/', () => {
  it('should send an unconfigured provider back to /login with the unavailable notice', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/accounts/naver/login/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?social=unavailable&provider=naver');
    expect(res.headers['set-cookie']).toBeUndefined();
    const back = await callback('naver', { code: 'c', state: 's' });
    expect(back.headers.location).toBe('/login?social=unavailable&provider=naver');
  });

  it('should answer 404 for a provider that does not exist', async () => {
    expect(
      (await h.app.inject({ method: 'GET', url: '/accounts/facebook/login/' })).statusCode,
    ).toBe(404);
    expect(
      (await h.app.inject({ method: 'GET', url: '/accounts/facebook/callback/?code=x' }))
        .statusCode,
    ).toBe(404);
  });

  it('should send Google to its authorize URL with client_id, redirect_uri, state and PKCE, and set the state cookie', async () => {
    const { url, setCookie } = await startLogin('google');
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('google-client.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:8000/accounts/google/callback/',
    );
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(setCookie).toMatch(new RegExp(`^${STATE_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; `));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/accounts/');
    expect(setCookie).toContain('Max-Age=600');
    expect(setCookie).not.toContain('Secure'); // PUBLIC_URL is http in tests
    // The cookie is signed, not the bare state.
    expect(setCookie).not.toContain(`=${url.searchParams.get('state')};`);
  });

  it('should send Kakao to its authorize URL with a fresh state each time', async () => {
    const first = await startLogin('kakao');
    const second = await startLogin('kakao');
    expect(`${first.url.origin}${first.url.pathname}`).toBe(
      'https://kauth.kakao.com/oauth/authorize',
    );
    expect(first.url.searchParams.get('client_id')).toBe('kakao-client');
    expect(first.url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:8000/accounts/kakao/callback/',
    );
    expect(first.url.searchParams.get('code_challenge')).toBeNull();
    expect(first.url.searchParams.get('state')).not.toBe(second.url.searchParams.get('state'));
  });
});

describe('GET /accounts/{provider}/callback/', () => {
  it('should refuse a wrong state, a missing cookie, a tampered cookie and another provider’s cookie', async () => {
    side.profiles.set('good-code', googleProfile('g-state', 'state@example.com'));
    const google = await startLogin('google');
    const state = google.url.searchParams.get('state')!;
    const failed = '/login?social=failed&provider=google';

    expect(
      (await callback('google', { code: 'good-code', state: 'not-the-state' }, google.cookie))
        .headers.location,
    ).toBe(failed);
    expect((await callback('google', { code: 'good-code', state })).headers.location).toBe(failed);
    expect((await callback('google', { code: 'good-code' }, google.cookie)).headers.location).toBe(
      failed,
    );
    const tampered = `${google.cookie.slice(0, -2)}xx`;
    expect(
      (await callback('google', { code: 'good-code', state }, tampered)).headers.location,
    ).toBe(failed);
    const kakao = await startLogin('kakao');
    const kakaoState = kakao.url.searchParams.get('state')!;
    expect(
      (await callback('google', { code: 'good-code', state: kakaoState }, kakao.cookie)).headers
        .location,
    ).toBe(failed);
    expect(side.exchanges).toEqual([]);
  });

  it('should fail without exchanging when the provider sends an error, and when the exchange or profile fails', async () => {
    side.profiles.set('denied-code', googleProfile('g-denied', null));
    let start = await startLogin('google');
    let state = start.url.searchParams.get('state')!;
    const denied = await callback('google', { error: 'access_denied', state }, start.cookie);
    expect(denied.headers.location).toBe('/login?social=failed&provider=google');
    expect(side.exchanges).toEqual([]);

    side.failExchange = true;
    start = await startLogin('google');
    state = start.url.searchParams.get('state')!;
    expect(
      (await callback('google', { code: 'denied-code', state }, start.cookie)).headers.location,
    ).toBe('/login?social=failed&provider=google');

    side.failExchange = false;
    side.failProfile = true;
    start = await startLogin('kakao');
    state = start.url.searchParams.get('state')!;
    side.profiles.set('kakao-code-x', { providerUserId: '1', verifiedEmail: null, name: null });
    expect(
      (await callback('kakao', { code: 'kakao-code-x', state }, start.cookie)).headers.location,
    ).toBe('/login?social=failed&provider=kakao');
    expect(side.exchanges.map((e) => e.provider)).toEqual(['google', 'kakao']);
  });

  it('should create a member and hand working tokens to /social-callback', async () => {
    const before = await h.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { start, res, location } = await logInWith(
      'google',
      'code-new',
      googleProfile('google-sub-1', 'minjun@gmail.com', '김민준'),
    );
    expect(location.pathname).toBe('/social-callback');
    const token = location.searchParams.get('token')!;
    const refresh = location.searchParams.get('refresh')!;
    expect(token).toBeTruthy();
    expect(refresh).toBeTruthy();
    // The single-use state cookie is cleared.
    const cleared = String(res.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${STATE_COOKIE}=;`));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Path=\/accounts\//);

    // PKCE: the verifier sent with the code is the one behind the authorize URL's challenge.
    const exchange = side.exchanges.at(-1)!;
    expect(exchange).toMatchObject({ provider: 'google', code: 'code-new' });
    const challenge = createHash('sha256').update(exchange.codeVerifier!).digest('base64url');
    expect(challenge).toBe(start.url.searchParams.get('code_challenge'));

    const info = await userInfo(token);
    expect(info).toMatchObject({
      email: 'minjun@gmail.com',
      username: '김민준',
      sex: 'M',
      height: null,
    });
    const after = await h.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);

    const refreshed = await h.app.inject({
      method: 'POST',
      url: API.refresh,
      payload: { refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    // The member's random password is unusable: nobody can log in with a guess.
    const login = await h.app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: 'minjun@gmail.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(400);
  });

  it('should bring a login started on a page of CORS_ORIGINS back to that origin, and any other to this one', async () => {
    const shop = 'https://shop.example';
    const crossOrigin = await createHarness({
      recognizer: fakeRecognizer(recognition()),
      oauthProviders: fakeProviders(side),
      config: { corsOrigins: [shop] },
    });
    try {
      const logIn = async (referer: string | undefined, code: string) => {
        side.profiles.set(code, googleProfile(`sub-${code}`, `${code}@gmail.com`, '박서준'));
        const start = await crossOrigin.app.inject({
          method: 'GET',
          url: '/accounts/google/login/',
          headers: referer ? { referer } : {},
        });
        const cookies = ([] as string[])
          .concat(start.headers['set-cookie'] ?? [])
          .map((line) => line.split(';')[0]!)
          .filter((pair) => !pair.endsWith('='));
        const state = new URL(String(start.headers.location)).searchParams.get('state')!;
        const res = await crossOrigin.app.inject({
          method: 'GET',
          url: `/accounts/google/callback/?${new URLSearchParams({ code, state }).toString()}`,
          headers: { cookie: cookies.join('; ') },
        });
        return { location: String(res.headers.location) };
      };
      const fromShop = await logIn(`${shop}/login`, 'code-shop');
      expect(fromShop.location).toMatch(new RegExp(`^${shop}/social-callback\\?token=`));
      const fromElsewhere = await logIn('https://evil.example/', 'code-evil');
      expect(fromElsewhere.location).toMatch(/^\/social-callback\?token=/);
      const withoutReferer = await logIn(undefined, 'code-none');
      expect(withoutReferer.location).toMatch(/^\/social-callback\?token=/);
    } finally {
      await crossOrigin.close();
    }
  });

  it('should sign the same provider account into the same member the second time', async () => {
    const first = await logInWith('kakao', 'kakao-code-1', {
      providerUserId: '4242',
      verifiedEmail: 'jiho@kakao.com',
      name: '지호',
    });
    const again = await logInWith('kakao', 'kakao-code-2', {
      providerUserId: '4242',
      verifiedEmail: 'jiho@kakao.com',
      name: '지호 바뀐 이름',
    });
    const firstInfo = await userInfo(first.location.searchParams.get('token')!);
    const againInfo = await userInfo(again.location.searchParams.get('token')!);
    expect(againInfo.user_id).toBe(firstInfo.user_id);
    expect(againInfo.username).toBe('지호');
    expect(side.exchanges.at(-1)).toEqual({
      provider: 'kakao',
      code: 'kakao-code-2',
      codeVerifier: null,
    });
    const links = await h.db
      .selectFrom('social_accounts')
      .selectAll()
      .where('provider_user_id', '=', '4242')
      .execute();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      provider: 'kakao',
      user_id: firstInfo.user_id,
      email: 'jiho@kakao.com',
    });
  });

  it('should link a verified provider e-mail to the member who signed up with it', async () => {
    const member = await signUpAndLogIn(h, 'seojun@example.com');
    const existing = await userInfo(member.access);
    const { location } = await logInWith(
      'google',
      'code-link',
      googleProfile('google-sub-2', 'seojun@example.com', '다른 이름'),
    );
    const info = await userInfo(location.searchParams.get('token')!);
    expect(info.user_id).toBe(existing.user_id);
    expect(info.username).toBe('김핏픽');
    // The password still works, and a Kakao account with the same verified e-mail joins the same member.
    const login = await h.app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: 'seojun@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const kakao = await logInWith('kakao', 'kakao-code-link', {
      providerUserId: '777',
      verifiedEmail: 'seojun@example.com',
      name: null,
    });
    expect((await userInfo(kakao.location.searchParams.get('token')!)).user_id).toBe(
      existing.user_id,
    );
  });

  it('should make one member when the same new provider account finishes two logins at once', async () => {
    const profile = googleProfile('google-sub-race', 'race@gmail.com', '동시');
    side.profiles.set('race-1', profile);
    side.profiles.set('race-2', profile);
    const [a, b] = [await startLogin('google'), await startLogin('google')];
    const [resA, resB] = await Promise.all([
      callback('google', { code: 'race-1', state: a.url.searchParams.get('state')! }, a.cookie),
      callback('google', { code: 'race-2', state: b.url.searchParams.get('state')! }, b.cookie),
    ]);
    const tokenOf = (res: typeof resA) =>
      new URL(String(res.headers.location), 'http://localhost:8000').searchParams.get('token')!;
    const [infoA, infoB] = [await userInfo(tokenOf(resA)), await userInfo(tokenOf(resB))];
    expect(infoA.user_id).toBe(infoB.user_id);
    expect(
      await h.db.selectFrom('users').select('id').where('email', '=', 'race@gmail.com').execute(),
    ).toHaveLength(1);
    expect(
      await h.db
        .selectFrom('social_accounts')
        .select('id')
        .where('provider_user_id', '=', 'google-sub-race')
        .execute(),
    ).toHaveLength(1);
  });

  it('should not link an e-mail the provider does not vouch for: a new member gets a stand-in e-mail', async () => {
    const member = await signUpAndLogIn(h, 'unverified@example.com');
    const existing = await userInfo(member.access);
    const { location } = await logInWith('kakao', 'kakao-code-unverified', {
      providerUserId: '9001',
      verifiedEmail: null,
      name: null,
    });
    const info = await userInfo(location.searchParams.get('token')!);
    expect(info.user_id).not.toBe(existing.user_id);
    expect(info.email).toMatch(
      new RegExp(`^kakao-[0-9a-f]{16}@${SOCIAL_EMAIL_DOMAIN.replaceAll('.', '\\.')}$`),
    );
    expect(info.username).toBe('핏픽 회원');
  });
});
