/**
 * The OAuth providers of social login (SPEC §1 "kakao, google, naver", §7 "Browser navigation
 * /accounts/{provider}/login/"), built on arctic. Each provider is an adapter with three calls:
 * the authorization URL, the code exchange (arctic's validateAuthorizationCode) and the profile
 * fetch. The adapters are the one boundary to the providers' HTTP APIs: the app takes them as a
 * dependency (AppDeps.oauthProviders), so route tests replace the two network calls with fakes.
 *
 * IMPORTANT: arctic sends its token requests with `globalThis.fetch` and has no option for
 * another one; the profile fetch uses `globalThis.fetch` too, so a test of these adapters stubs
 * that one global (server/lib/oauth-providers.test.ts) and nothing reaches the network.
 */
import * as arctic from 'arctic';
import { z } from 'zod';

/** The social login providers of SPEC §1, as they appear in /accounts/{provider}/… paths. */
export const SOCIAL_PROVIDERS = ['kakao', 'google', 'naver'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** True when `name` is one of SOCIAL_PROVIDERS. */
export function isSocialProvider(name: string): name is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(name);
}

/** An OAuth client registered with a provider. `clientSecret` null: a client without one (Kakao only). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string | null;
}

/** An OAuth client whose provider always needs the secret (Google, Naver). */
export interface ConfidentialClientConfig {
  clientId: string;
  clientSecret: string;
}

/** The enabled providers' OAuth clients (server/config.ts reads them from the environment). */
export interface SocialConfig {
  kakao?: OAuthClientConfig;
  google?: ConfidentialClientConfig;
  naver?: ConfidentialClientConfig;
}

/** What the app keeps of a provider's profile. */
export interface SocialProfile {
  /** The provider's stable id of the user (Kakao's number as a string, Google's `sub`, Naver's `id`). */
  providerUserId: string;
  /**
   * The e-mail only when the provider vouches for it (Kakao: valid and verified; Google:
   * `email_verified`; Naver: a naver.com mailbox, since Naver does not say whether another
   * address was verified), lower-cased; otherwise null. Only such an e-mail may link the
   * login to an existing member.
   */
  verifiedEmail: string | null;
  /** Display name (nickname or name), or null when the provider gave none. */
  name: string | null;
}

/** One provider's adapter. Every call throws on failure (provider error, network, bad JSON). */
export interface OAuthProvider {
  readonly id: SocialProvider;
  /** True when the flow needs a PKCE code verifier (Google). */
  readonly usesPkce: boolean;
  /** The provider's authorization URL for `state` (and the PKCE `codeVerifier` when usesPkce). */
  authorizationUrl(state: string, codeVerifier: string | null): URL;
  /** Exchanges the authorization code for the provider's access token (arctic validateAuthorizationCode). */
  exchangeCode(code: string, codeVerifier: string | null): Promise<string>;
  /** The user's profile, read with the provider's access token. */
  fetchProfile(accessToken: string): Promise<SocialProfile>;
}

/** The adapters of the enabled providers; a provider missing here is not configured. */
export type OAuthProviders = Partial<Record<SocialProvider, OAuthProvider>>;

/** The redirect URI to register with each provider: `${publicUrl}/accounts/{provider}/callback/`. */
export function redirectUri(publicUrl: string, provider: SocialProvider): string {
  return `${publicUrl.replace(/\/+$/, '')}/accounts/${provider}/callback/`;
}

/** Profile endpoints (read with the provider's access token as a bearer token). */
export const PROFILE_URLS: Record<SocialProvider, string> = {
  kakao: 'https://kapi.kakao.com/v2/user/me',
  google: 'https://openidconnect.googleapis.com/v1/userinfo',
  naver: 'https://openapi.naver.com/v1/nid/me',
};

/** Kakao's token endpoint, for a client without a secret (arctic's Kakao always sends one). */
const KAKAO_TOKEN_ENDPOINT = 'https://kauth.kakao.com/oauth/token';
const GOOGLE_SCOPES = ['openid', 'email', 'profile'];
const PROFILE_TIMEOUT_MS = 10_000;

/** Real adapters (arctic + the profile endpoints) for every provider configured in `social`. */
export function createOAuthProviders(social: SocialConfig, publicUrl: string): OAuthProviders {
  const providers: OAuthProviders = {};
  if (social.kakao) providers.kakao = kakaoProvider(social.kakao, redirectUri(publicUrl, 'kakao'));
  if (social.google)
    providers.google = googleProvider(social.google, redirectUri(publicUrl, 'google'));
  if (social.naver) providers.naver = naverProvider(social.naver, redirectUri(publicUrl, 'naver'));
  return providers;
}

function kakaoProvider(client: OAuthClientConfig, redirect: string): OAuthProvider {
  const kakao = new arctic.Kakao(client.clientId, client.clientSecret ?? '', redirect);
  // Without a secret the request must not carry an empty client_secret: the generic client
  // sends client_id alone (RFC 6749 §4.1.3).
  const publicClient =
    client.clientSecret === null ? new arctic.OAuth2Client(client.clientId, null, redirect) : null;
  return {
    id: 'kakao',
    usesPkce: false,
    // No scopes: Kakao then asks for the consent items set in the app's console (nickname, e-mail).
    authorizationUrl: (state) => kakao.createAuthorizationURL(state, []),
    exchangeCode: async (code) =>
      (publicClient
        ? await publicClient.validateAuthorizationCode(KAKAO_TOKEN_ENDPOINT, code, null)
        : await kakao.validateAuthorizationCode(code)
      ).accessToken(),
    fetchProfile: async (accessToken) =>
      parseKakaoProfile(await getProfile(PROFILE_URLS.kakao, accessToken)),
  };
}

function googleProvider(client: ConfidentialClientConfig, redirect: string): OAuthProvider {
  const google = new arctic.Google(client.clientId, client.clientSecret, redirect);
  return {
    id: 'google',
    usesPkce: true,
    authorizationUrl: (state, codeVerifier) =>
      google.createAuthorizationURL(state, required(codeVerifier), GOOGLE_SCOPES),
    exchangeCode: async (code, codeVerifier) =>
      (await google.validateAuthorizationCode(code, required(codeVerifier))).accessToken(),
    fetchProfile: async (accessToken) =>
      parseGoogleProfile(await getProfile(PROFILE_URLS.google, accessToken)),
  };
}

function naverProvider(client: ConfidentialClientConfig, redirect: string): OAuthProvider {
  const naver = new arctic.Naver(client.clientId, client.clientSecret, redirect);
  return {
    id: 'naver',
    usesPkce: false,
    authorizationUrl: (state) => {
      // arctic 3's Naver.createAuthorizationURL() takes no state; Naver requires one.
      const url = naver.createAuthorizationURL();
      url.searchParams.set('state', state);
      return url;
    },
    exchangeCode: async (code) => (await naver.validateAuthorizationCode(code)).accessToken(),
    fetchProfile: async (accessToken) =>
      parseNaverProfile(await getProfile(PROFILE_URLS.naver, accessToken)),
  };
}

function required(codeVerifier: string | null): string {
  if (!codeVerifier) throw new Error('PKCE code verifier missing');
  return codeVerifier;
}

/** GET `url` with the bearer token; the JSON body, or a throw for a non-2xx answer. */
async function getProfile(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`profile request to ${new URL(url).host} answered ${response.status}`);
  }
  return response.json();
}

const text = z.string().trim().min(1);

const kakaoProfile = z.object({
  id: z.union([z.number().int(), text]),
  properties: z.object({ nickname: text.optional() }).partial().nullish(),
  kakao_account: z
    .object({
      email: text.optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      name: text.optional(),
      profile: z.object({ nickname: text.optional() }).partial().nullish(),
    })
    .partial()
    .nullish(),
});

/** Kakao /v2/user/me → SocialProfile; throws when the body has no user id. */
export function parseKakaoProfile(body: unknown): SocialProfile {
  const { id, properties, kakao_account: account } = kakaoProfile.parse(body);
  const verified =
    account?.email && account.is_email_valid === true && account.is_email_verified === true;
  return {
    providerUserId: String(id),
    verifiedEmail: verified ? normaliseEmail(account.email) : null,
    name: account?.profile?.nickname ?? properties?.nickname ?? account?.name ?? null,
  };
}

const googleProfile = z.object({
  sub: text,
  email: text.optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: text.optional(),
  given_name: text.optional(),
});

/** Google OpenID Connect userinfo → SocialProfile; throws when the body has no `sub`. */
export function parseGoogleProfile(body: unknown): SocialProfile {
  const profile = googleProfile.parse(body);
  const verified =
    profile.email && (profile.email_verified === true || profile.email_verified === 'true');
  return {
    providerUserId: profile.sub,
    verifiedEmail: verified ? normaliseEmail(profile.email) : null,
    name: profile.name ?? profile.given_name ?? null,
  };
}

const naverProfile = z.object({
  resultcode: z.literal('00'),
  response: z.object({
    id: text,
    email: text.optional(),
    name: text.optional(),
    nickname: text.optional(),
  }),
});

/** Naver /v1/nid/me → SocialProfile; throws unless `resultcode` is '00' with a user id. */
export function parseNaverProfile(body: unknown): SocialProfile {
  const { response } = naverProfile.parse(body);
  const email = response.email ? normaliseEmail(response.email) : null;
  return {
    providerUserId: response.id,
    verifiedEmail: email?.endsWith('@naver.com') ? email : null,
    name: response.name ?? response.nickname ?? null,
  };
}

function normaliseEmail(email: string | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed && /^[^\s@]+@[^\s@]+$/.test(trimmed) ? trimmed : null;
}
