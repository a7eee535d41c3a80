/**
 * Social login (SPEC §1, §2 "/" and "/social-callback", §7 "Browser navigation
 * /accounts/{provider}/login/"): the authorization-code flow with kakao, google and naver
 * through the adapters of server/lib/oauth-providers.ts, then find-or-create of the member and
 * the same token pair as password login (AuthService.issueTokens).
 *
 * The flow's state (and Google's PKCE code verifier) travels in a short-lived HS256 JWT that the
 * route keeps in an HttpOnly cookie; its `typ` 'oauth_state' never passes as an access or
 * refresh token.
 *
 * Members: a provider account linked before signs in its member; otherwise a provider e-mail the
 * provider vouches for (SocialProfile.verifiedEmail) links to the member with that e-mail;
 * otherwise a new member is made with an unusable random password, the provider's name and the
 * default profile (no height, weight, age; sex M, SPEC §3).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import * as arctic from 'arctic';
import { SignJWT, jwtVerify } from 'jose';
import type { LoginResponse } from '../../contract/api';
import { hashPassword } from '../lib/password';
import {
  SOCIAL_PROVIDERS,
  type OAuthProviders,
  type SocialProfile,
  type SocialProvider,
} from '../lib/oauth-providers';
import type { SocialTransaction } from '../repositories/transaction';
import type { AuthService } from './auth.service';

/** How long a started login may take at the provider before its state expires. */
export const SOCIAL_STATE_TTL_S = 600;
/** Name given to a new member when the provider gave no name. */
export const DEFAULT_SOCIAL_NAME = '핏픽 회원';
/** Domain of the stand-in e-mail of a member whose provider gave no verified one (RFC 2606 `.invalid`). */
export const SOCIAL_EMAIL_DOMAIN = 'social.fitpick.invalid';

const ISSUER = 'fitpick';
const STATE_TYP = 'oauth_state';
const USERNAME_MAX = 30;

/** Why a social login failed; the route logs it and sends the shopper to /login?social=failed. */
export class SocialLoginError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SocialLoginError';
  }
}

/** A started login: where to send the browser, and the signed state to keep in the cookie. */
export interface SocialLoginStart {
  authorizationUrl: URL;
  /** JWT with provider, state and code verifier; expires after SOCIAL_STATE_TTL_S. */
  stateToken: string;
}

/** The provider's answer on the callback URL (query parameters). */
export interface SocialCallback {
  code?: string | undefined;
  state?: string | undefined;
  /** Set by the provider when the user declined or the request was bad. */
  error?: string | undefined;
}

/** Thrown inside the find-or-create transaction to roll back after losing a race; it is retried once. */
class LostRace extends Error {}

/** What the service needs: provider adapters, the find-or-create transaction, token issuing, the signing key. */
export interface SocialLoginDeps {
  /** Adapters of the configured providers (server/lib/oauth-providers.ts). */
  providers: OAuthProviders;
  transaction: SocialTransaction;
  /** Issues the member's token pair (AuthService.issueTokens), as password login does. */
  auth: AuthService;
  /** Signs the state cookie (the JWT secret of the config). */
  jwtSecret: string;
}

/** Starts and completes social logins; see the module comment for the member rules. */
export class SocialLoginService {
  private readonly key: Uint8Array;

  constructor(private readonly deps: SocialLoginDeps) {
    this.key = new TextEncoder().encode(deps.jwtSecret);
  }

  /** True when the provider has an OAuth client configured. */
  isEnabled(provider: SocialProvider): boolean {
    return this.deps.providers[provider] !== undefined;
  }

  /** The providers with an OAuth client configured: the social logins the landing page offers. */
  enabledProviders(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((provider) => this.isEnabled(provider));
  }

  /**
   * Starts a login: a random state (arctic.generateState), a PKCE verifier when the provider
   * needs one (Google), the provider's authorization URL and the signed state for the cookie.
   * Throws SocialLoginError when the provider is not configured.
   */
  async start(provider: SocialProvider): Promise<SocialLoginStart> {
    const adapter = this.adapter(provider);
    const state = arctic.generateState();
    const codeVerifier = adapter.usesPkce ? arctic.generateCodeVerifier() : null;
    const stateToken = await new SignJWT({
      typ: STATE_TYP,
      provider,
      state,
      ...(codeVerifier ? { cv: codeVerifier } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${SOCIAL_STATE_TTL_S}s`)
      .sign(this.key);
    return { authorizationUrl: adapter.authorizationUrl(state, codeVerifier), stateToken };
  }

  /**
   * Finishes a login: checks the provider's `state` against the signed cookie `stateToken`,
   * exchanges the code, reads the profile, finds or creates the member and issues the token
   * pair. Throws SocialLoginError (provider error, missing or wrong state, missing code) or the
   * adapter's / database's error; the caller turns any throw into /login?social=failed.
   */
  async complete(
    provider: SocialProvider,
    callback: SocialCallback,
    stateToken: string | undefined,
  ): Promise<LoginResponse> {
    const adapter = this.adapter(provider);
    if (callback.error) throw new SocialLoginError(`provider answered error=${callback.error}`);
    const codeVerifier = await this.checkState(provider, callback.state, stateToken);
    if (!callback.code) throw new SocialLoginError('callback without code');
    const accessToken = await adapter.exchangeCode(callback.code, codeVerifier);
    const profile = await adapter.fetchProfile(accessToken);
    const userId = await this.memberFor(provider, profile);
    return this.deps.auth.issueTokens(userId);
  }

  /**
   * The member this provider account signs in: the linked one, else the member with the
   * provider's verified e-mail (linked now), else a new member (linked now). Safe against two
   * first logins of the same account at once: the loser rolls back and finds the winner's link.
   */
  async memberFor(provider: SocialProvider, profile: SocialProfile): Promise<number> {
    const linked = await this.deps.transaction(({ socialAccounts }) =>
      socialAccounts.findUserId(provider, profile.providerUserId),
    );
    if (linked !== undefined) return linked;
    // Hashed outside the transaction: argon2 takes a while and must not hold it open.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.deps.transaction(async ({ users, socialAccounts }) => {
          const link = {
            provider,
            provider_user_id: profile.providerUserId,
            email: profile.verifiedEmail,
          };
          const existing = await socialAccounts.findUserId(provider, profile.providerUserId);
          if (existing !== undefined) return existing;
          const member = profile.verifiedEmail
            ? await users.findByEmail(profile.verifiedEmail)
            : undefined;
          if (member) return socialAccounts.link({ ...link, user_id: member.id });
          const created = await users.create({
            email:
              profile.verifiedEmail ??
              `${provider}-${randomBytes(8).toString('hex')}@${SOCIAL_EMAIL_DOMAIN}`,
            username: displayName(profile.name),
            password_hash: passwordHash,
            height: null,
            weight: null,
            age: null,
            sex: 'M',
          });
          if (!created) throw new LostRace('e-mail taken meanwhile');
          const holder = await socialAccounts.link({ ...link, user_id: created.id });
          if (holder !== created.id) throw new LostRace('provider account linked meanwhile');
          return created.id;
        });
      } catch (error) {
        if (!(error instanceof LostRace) || attempt >= 1) throw error;
      }
    }
  }

  private adapter(provider: SocialProvider) {
    const adapter = this.deps.providers[provider];
    if (!adapter) throw new SocialLoginError(`${provider} login is not configured`);
    return adapter;
  }

  /** Verifies the cookie's JWT and that its provider and state match; returns its code verifier. */
  private async checkState(
    provider: SocialProvider,
    state: string | undefined,
    stateToken: string | undefined,
  ): Promise<string | null> {
    if (!state || !stateToken) throw new SocialLoginError('state or state cookie missing');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(stateToken, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      }));
    } catch (error) {
      throw new SocialLoginError('state cookie invalid or expired', { cause: error });
    }
    if (
      payload.typ !== STATE_TYP ||
      payload.provider !== provider ||
      typeof payload.state !== 'string' ||
      !sameText(payload.state, state)
    ) {
      throw new SocialLoginError('state mismatch');
    }
    return typeof payload.cv === 'string' ? payload.cv : null;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The provider's name cut to the signup limit (30 characters), or DEFAULT_SOCIAL_NAME. */
function displayName(name: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? Array.from(trimmed).slice(0, USERNAME_MAX).join('') : DEFAULT_SOCIAL_NAME;
}
