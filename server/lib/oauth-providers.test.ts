import { createHash } from 'node:crypto';
import * as arctic from 'arctic';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOAuthProviders,
  parseGoogleProfile,
  parseKakaoProfile,
  parseNaverProfile,
  PROFILE_URLS,
  redirectUri,
} from './oauth-providers';

/** A stand-in for the providers' HTTP APIs: answers by URL, records every request. */
interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

let requests: Recorded[];
let answers: Map<string, () => Response>;

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests = [];
  answers = new Map();
  // arctic and the profile fetch both use globalThis.fetch: nothing here reaches the network.
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    });
    const answer = answers.get(request.url);
    if (!answer) throw new TypeError(`unexpected request to ${request.url}`);
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const PUBLIC_URL = 'https://fitpick.example';
const tokenAnswer = json(200, {
  access_token: 'provider-access',
  token_type: 'bearer',
  expires_in: 3600,
});

describe(createOAuthProviders.name, () => {
  it('should build only the configured providers, each with the callback redirect URI', () => {
    const providers = createOAuthProviders(
      { kakao: { clientId: 'k', clientSecret: null } },
      `${PUBLIC_URL}/`,
    );
    expect(Object.keys(providers)).toEqual(['kakao']);
    expect(redirectUri(`${PUBLIC_URL}/`, 'naver')).toBe(
      'https://fitpick.example/accounts/naver/callback/',
    );
    const url = providers.kakao!.authorizationUrl('st', null);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://fitpick.example/accounts/kakao/callback/',
    );
    expect(url.searchParams.get('scope')).toBeNull();
  });

  it('should exchange a Kakao code with the secret and read the profile with the bearer token', async () => {
    const { kakao } = createOAuthProviders(
      { kakao: { clientId: 'kakao-id', clientSecret: 'kakao-secret' } },
      PUBLIC_URL,
    );
    answers.set('https://kauth.kakao.com/oauth/token', tokenAnswer);
    answers.set(
      PROFILE_URLS.kakao,
      json(200, {
        id: 123456789,
        kakao_account: {
          email: 'Jiho@Kakao.com',
          is_email_valid: true,
          is_email_verified: true,
          profile: { nickname: '지호' },
        },
      }),
    );
    expect(await kakao!.exchangeCode('the-code', null)).toBe('provider-access');
    const body = new URLSearchParams(requests[0]!.body);
    expect(Object.fromEntries(body)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'https://fitpick.example/accounts/kakao/callback/',
      client_id: 'kakao-id',
      client_secret: 'kakao-secret',
    });
    expect(await kakao!.fetchProfile('provider-access')).toEqual({
      providerUserId: '123456789',
      verifiedEmail: 'jiho@kakao.com',
      name: '지호',
    });
    expect(requests[1]!.headers.get('authorization')).toBe('Bearer provider-access');
  });

  it('should send no client_secret for a Kakao client without one', async () => {
    const { kakao } = createOAuthProviders(
      { kakao: { clientId: 'kakao-id', clientSecret: null } },
      PUBLIC_URL,
    );
    answers.set('https://kauth.kakao.com/oauth/token', tokenAnswer);
    await kakao!.exchangeCode('the-code', null);
    const body = new URLSearchParams(requests[0]!.body);
    expect(body.get('client_id')).toBe('kakao-id');
    expect(body.has('client_secret')).toBe(false);
    expect(requests[0]!.headers.get('authorization')).toBeNull();
  });

  it('should exchange a Google code with the PKCE verifier and read the OpenID userinfo', async () => {
    const { google } = createOAuthProviders(
      { google: { clientId: 'g-id', clientSecret: 'g-secret' } },
      PUBLIC_URL,
    );
    answers.set('https://oauth2.googleapis.com/token', tokenAnswer);
    answers.set(
      PROFILE_URLS.google,
      json(200, { sub: '1098', email: 'minjun@gmail.com', email_verified: true, name: '김민준' }),
    );
    const verifier = arctic.generateCodeVerifier();
    const url = google!.authorizationUrl('state-1', verifier);
    expect(url.searchParams.get('code_challenge')).toBe(
      createHash('sha256').update(verifier).digest('base64url'),
    );
    expect(await google!.exchangeCode('g-code', verifier)).toBe('provider-access');
    expect(new URLSearchParams(requests[0]!.body).get('code_verifier')).toBe(verifier);
    expect(requests[0]!.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('g-id:g-secret').toString('base64')}`,
    );
    expect(await google!.fetchProfile('provider-access')).toEqual({
      providerUserId: '1098',
      verifiedEmail: 'minjun@gmail.com',
      name: '김민준',
    });
    await expect(google!.exchangeCode('g-code', null)).rejects.toThrow('PKCE');
  });

  it('should put the state on Naver’s authorize URL and read its nid/me profile', async () => {
    const { naver } = createOAuthProviders(
      { naver: { clientId: 'n-id', clientSecret: 'n-secret' } },
      PUBLIC_URL,
    );
    const url = naver!.authorizationUrl('naver-state', null);
    expect(`${url.origin}${url.pathname}`).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(url.searchParams.get('state')).toBe('naver-state');
    expect(url.searchParams.get('client_id')).toBe('n-id');
    answers.set('https://nid.naver.com/oauth2.0/token', tokenAnswer);
    answers.set(
      PROFILE_URLS.naver,
      json(200, {
        resultcode: '00',
        message: 'success',
        response: { id: 'nAbC-12_x', email: 'seoyeon@naver.com', name: '정서연' },
      }),
    );
    expect(await naver!.exchangeCode('n-code', null)).toBe('provider-access');
    expect(await naver!.fetchProfile('provider-access')).toEqual({
      providerUserId: 'nAbC-12_x',
      verifiedEmail: 'seoyeon@naver.com',
      name: '정서연',
    });
  });

  it('should throw when the token endpoint refuses the code or the profile call fails', async () => {
    const { kakao } = createOAuthProviders(
      { kakao: { clientId: 'kakao-id', clientSecret: 'kakao-secret' } },
      PUBLIC_URL,
    );
    answers.set(
      'https://kauth.kakao.com/oauth/token',
      json(400, { error: 'invalid_grant', error_description: 'authorization code not found' }),
    );
    await expect(kakao!.exchangeCode('stale', null)).rejects.toBeInstanceOf(
      arctic.OAuth2RequestError,
    );
    answers.set(
      PROFILE_URLS.kakao,
      json(401, { msg: 'this access token does not exist', code: -401 }),
    );
    await expect(kakao!.fetchProfile('expired')).rejects.toThrow('answered 401');
    answers.delete(PROFILE_URLS.kakao);
    await expect(kakao!.fetchProfile('offline')).rejects.toThrow(TypeError);
  });
});

describe('profile parsing', () => {
  it('should keep a Kakao e-mail only when it is valid and verified', () => {
    expect(
      parseKakaoProfile({
        id: 1,
        kakao_account: { email: 'a@b.kr', is_email_valid: true, is_email_verified: false },
      }).verifiedEmail,
    ).toBeNull();
    expect(
      parseKakaoProfile({
        id: 1,
        kakao_account: { email: 'a@b.kr', is_email_valid: false, is_email_verified: true },
      }).verifiedEmail,
    ).toBeNull();
    expect(parseKakaoProfile({ id: 1, properties: { nickname: '별명' } })).toEqual({
      providerUserId: '1',
      verifiedEmail: null,
      name: '별명',
    });
    expect(() => parseKakaoProfile({ kakao_account: {} })).toThrow();
  });

  it('should keep a Google e-mail only when email_verified', () => {
    expect(
      parseGoogleProfile({ sub: 's', email: 'a@b.kr', email_verified: false }).verifiedEmail,
    ).toBeNull();
    expect(parseGoogleProfile({ sub: 's', email: 'a@b.kr' }).verifiedEmail).toBeNull();
    expect(
      parseGoogleProfile({ sub: 's', email: 'A@B.kr', email_verified: 'true' }).verifiedEmail,
    ).toBe('a@b.kr');
    expect(() => parseGoogleProfile({ email: 'a@b.kr' })).toThrow();
  });

  it('should keep a Naver e-mail only for a naver.com mailbox, and refuse a failed resultcode', () => {
    expect(
      parseNaverProfile({
        resultcode: '00',
        response: { id: 'x', email: 'someone@gmail.com', nickname: '닉' },
      }),
    ).toEqual({
      providerUserId: 'x',
      verifiedEmail: null,
      name: '닉',
    });
    expect(() =>
      parseNaverProfile({ resultcode: '024', message: 'Authentication failed' }),
    ).toThrow();
  });
});
