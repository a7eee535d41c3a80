/**
 * Accounts, tokens and sign-in sessions (SPEC §3 "Session", §5, §7 account calls).
 * Passwords are hashed with argon2id; access tokens (30 min) and refresh tokens (14 days) are
 * HS256 JWTs told apart by their `typ` claim, so a refresh token never passes as an access token.
 *
 * Every sign-in is a session (`auth_sessions`, a refresh-token family) named by the tokens' `sid`
 * claim, so tokens can be revoked (ARCHITECTURE.md "Invariants"): an access token is accepted
 * only while its session exists, and a refresh token only while it is the session's current one.
 * A refresh rotates the refresh token and answers the new one beside the access token; using a
 * replaced refresh token again ends the session (reuse of a stolen token), except within
 * REFRESH_REUSE_GRACE_MS of its rotation, when the same new pair is answered again (a refresh
 * whose answer a flaky connection lost, or two tabs refreshing at once). Logout ends the
 * session; a password change ends the member's other sessions and rotates its own; a reset ends
 * them all. A client that never stores the rotated refresh token (the original client reads only
 * `access`) is asked to sign in again at its second refresh.
 *
 * A session kept on the device (로그인 상태 유지, the app's login opt-in; README "Staying signed
 * in") ends after KEPT_SESSION_TTL_MS unused instead of REFRESH_TTL_MS; the routes hand its
 * refresh tokens over only in the HttpOnly cookie (routes/refresh-cookie.ts).
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type {
  LoginResponse,
  RefreshResponse,
  SignupRequest,
  SignupResponse,
  UserInfo,
} from '../../contract/api';
import { HttpError } from '../lib/http-error';
import { hashPassword, needsRehash, verifyPassword, verifyUnknownMember } from '../lib/password';
import type { SessionRepository } from '../repositories/session.repository';
import type { SignInGuard } from './sign-in-guard';
import type { UserRepository, UserRow } from '../repositories/user.repository';
import { AUTH_MESSAGES } from '../messages';

const ACCESS_TTL = '30m';
/** Lifetime of a refresh token and of its session since the last refresh (ms): 14 days. */
export const REFRESH_TTL_MS = 14 * 86_400_000;
/** The same for a session kept on the device (로그인 상태 유지): it ends after 30 days unused (ms). */
export const KEPT_SESSION_TTL_MS = 30 * 86_400_000;
/** How long a just-replaced refresh token is still answered with its replacement (ms). */
export const REFRESH_REUSE_GRACE_MS = 60_000;
/** Least time between two prunes of expired sessions (ms). */
const PRUNE_INTERVAL_MS = 3_600_000;
const ISSUER = 'fitpick';
/** Largest member id (PostgreSQL `serial`); a larger `sub` is refused, never queried. */
const MAX_USER_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type TokenType = 'access' | 'refresh';

/** The verified claims of a token: member id, session id and (refresh tokens) its own id. */
interface TokenClaims {
  userId: number;
  sessionId: string;
  jti: string;
}

/** A session's new token pair, and whether the session is kept on the device (로그인 상태 유지). */
export interface RenewedSession {
  tokens: LoginResponse;
  keepSignedIn: boolean;
}

/** Who a valid access token signs in. */
export interface Principal {
  userId: number;
  sessionId: string;
}

export class AuthService {
  private readonly key: Uint8Array;
  private lastPrune = Number.NEGATIVE_INFINITY;

  /**
   * `now` is the clock of session expiry and the reuse grace (tests move it); token expiry
   * (`exp`) is checked against the real clock by jose.
   */
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly guard: SignInGuard,
    jwtSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = new TextEncoder().encode(jwtSecret);
  }

  /**
   * Creates a member from a body the route validated with the contract's signupSchema (which
   * holds the password to the same rule as change and reset, SPEC §5). Throws HttpError 400 with
   * an `email` field error when the e-mail is taken.
   */
  async signup(input: SignupRequest): Promise<SignupResponse> {
    const email = input.email.trim().toLowerCase();
    const row = await this.users.create({
      email,
      username: input.username.trim(),
      password_hash: await hashPassword(input.password),
      height: input.height,
      weight: input.weight,
      age: input.age,
      sex: input.sex,
    });
    if (!row) {
      throw new HttpError(400, 'email_taken', AUTH_MESSAGES.emailTaken, {
        email: [AUTH_MESSAGES.emailTaken],
      });
    }
    return { user_id: row.id, email: row.email, username: row.username };
  }

  /**
   * Checks the password and starts a session. Throws HttpError 400 'invalid_credentials' (SPEC §5
   * login message) — a 400, not a 401, so that a client does not take it for an expired session
   * and log out. An unknown e-mail costs the same argon2 verification as a known one, so the
   * answer's timing does not tell which e-mails are members. A stored hash with outdated argon2
   * parameters is re-made with the current ones. Throws ServiceBusyError (503) when too many
   * password checks wait, and TooManyFailuresError (429) while earlier failures lock the account
   * or this client `address`'s tries at it (sign-in-guard.ts); every try is counted before the
   * password is compared. `keepSignedIn` starts a session kept on the device (see the class).
   */
  async login(
    email: string,
    password: string,
    address: string,
    keepSignedIn = false,
  ): Promise<LoginResponse> {
    const counted = await this.guard.takeTry(email, address);
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    const valid = user
      ? await verifyPassword(user.password_hash, password)
      : await verifyUnknownMember(password);
    if (!user || !valid) {
      await counted.failed();
      throw new HttpError(400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
    }
    await counted.succeeded();
    // A hash made with older parameters is re-made now that the password is at hand.
    if (needsRehash(user.password_hash))
      await this.users.updatePasswordHash(user.id, await hashPassword(password));
    return this.issueTokens(user.id, keepSignedIn);
  }

  /**
   * Starts a session for member `userId` and answers its access/refresh token pair: what
   * password login answers, and what social login hands to /social-callback (SPEC §7). The
   * caller has authenticated the member. `keepSignedIn`: a session kept on the device.
   */
  async issueTokens(userId: number, keepSignedIn = false): Promise<LoginResponse> {
    const now = this.now();
    const sessionId = randomUUID();
    const refreshJti = randomUUID();
    const ttlMs = sessionTtlMs(keepSignedIn);
    await this.sessions.create({
      id: sessionId,
      userId,
      refreshJti,
      expiresAt: new Date(now.getTime() + ttlMs),
      keepSignedIn,
    });
    await this.pruneExpired(now);
    return this.pair(userId, sessionId, refreshJti, ttlMs);
  }

  /**
   * A new access token and the rotated refresh token for the session's current refresh token.
   * Throws HttpError 401 'token_invalid' for a bad, expired or revoked token; a replaced one used
   * after the grace also ends its session.
   */
  async refresh(refreshToken: string): Promise<RefreshResponse> {
    const { userId, sessionId, jti } = await this.verify(refreshToken, 'refresh');
    const now = this.now();
    let session = await this.sessions.find(sessionId, userId);
    if (session && session.expires_at > now && session.refresh_jti === jti) {
      const next = randomUUID();
      const ttlMs = sessionTtlMs(session.keep_signed_in);
      if (await this.sessions.rotate(sessionId, jti, next, now, new Date(now.getTime() + ttlMs))) {
        return toRefreshResponse(await this.pair(userId, sessionId, next, ttlMs));
      }
      session = await this.sessions.find(sessionId, userId); // a concurrent refresh rotated it first
    }
    if (!session || session.expires_at <= now) throw invalidToken();
    const justReplaced =
      session.previous_jti === jti &&
      session.rotated_at !== null &&
      now.getTime() - session.rotated_at.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (justReplaced) {
      const ttlMs = sessionTtlMs(session.keep_signed_in);
      return toRefreshResponse(await this.pair(userId, sessionId, session.refresh_jti, ttlMs));
    }
    await this.sessions.revoke(sessionId);
    throw invalidToken();
  }

  /** The member and session of a valid access token whose session is live; throws HttpError 401 'token_invalid'. */
  async authenticate(accessToken: string): Promise<Principal> {
    const { userId, sessionId } = await this.verify(accessToken, 'access');
    const session = await this.sessions.find(sessionId, userId);
    if (!session || session.expires_at <= this.now()) throw invalidToken();
    return { userId, sessionId };
  }

  /**
   * Ends the sessions named by a valid access token and/or a refresh token (even an expired
   * one: logging out must work after a long pause). Anything else is ignored: logout never fails.
   */
  async logout(tokens: {
    access?: string | undefined;
    refresh?: string | undefined;
  }): Promise<void> {
    for (const [token, typ] of [
      [tokens.access, 'access'],
      [tokens.refresh, 'refresh'],
    ] as const) {
      if (!token) continue;
      const claims = await this.verify(token, typ, { allowExpired: typ === 'refresh' }).catch(
        () => null,
      );
      if (claims) await this.sessions.revoke(claims.sessionId);
    }
  }

  /**
   * After a password change made in session `sessionId`: ends the member's other sessions and
   * rotates this one's refresh token, answering the new pair (the old refresh token is refused)
   * and whether the session is kept on the device (its refresh token then goes in the cookie).
   */
  async afterPasswordChange(principal: Principal): Promise<RenewedSession> {
    await this.sessions.revokeAllOf(principal.userId, principal.sessionId);
    const next = randomUUID();
    const session = await this.sessions.find(principal.sessionId, principal.userId);
    if (!session) throw invalidToken();
    const now = this.now();
    const ttlMs = sessionTtlMs(session.keep_signed_in);
    // Rotated without a grace: the replaced token must not be answered again.
    await this.sessions.rotate(
      principal.sessionId,
      session.refresh_jti,
      next,
      new Date(0),
      new Date(now.getTime() + ttlMs),
    );
    return {
      tokens: await this.pair(principal.userId, principal.sessionId, next, ttlMs),
      keepSignedIn: session.keep_signed_in,
    };
  }

  /** The member's profile (SPEC §7 user_info); throws HttpError 401 when the user is gone. */
  async userInfo(userId: number): Promise<UserInfo> {
    const user = await this.users.findById(userId);
    if (!user) throw invalidToken();
    return toUserInfo(user);
  }

  /** An access token and the refresh token `refreshJti`, which expires in `refreshTtlMs`. */
  private async pair(
    userId: number,
    sessionId: string,
    refreshJti: string,
    refreshTtlMs: number,
  ): Promise<LoginResponse> {
    return {
      access_token: await this.sign({ userId, sessionId, jti: randomUUID() }, 'access', ACCESS_TTL),
      refresh_token: await this.sign(
        { userId, sessionId, jti: refreshJti },
        'refresh',
        `${refreshTtlMs / 1000}s`,
      ),
    };
  }

  /** A token of type `typ` that expires in `expiresIn` (jose's form: '30m', '1209600s'). */
  private async sign(claims: TokenClaims, typ: TokenType, expiresIn: string): Promise<string> {
    return new SignJWT({ typ, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(claims.jti)
      .setExpirationTime(expiresIn)
      .sign(this.key);
  }

  /** The claims of a well-formed token of type `typ` signed with our key; throws HttpError 401. */
  private async verify(
    token: string,
    typ: TokenType,
    options: { allowExpired?: boolean } = {},
  ): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        ...(options.allowExpired ? { currentDate: new Date(0) } : {}),
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      const jti = payload.jti;
      const wellFormed =
        payload.typ === typ &&
        Number.isInteger(userId) &&
        userId >= 1 &&
        userId <= MAX_USER_ID &&
        typeof sessionId === 'string' &&
        UUID.test(sessionId) &&
        typeof jti === 'string' &&
        UUID.test(jti);
      if (!wellFormed) throw invalidToken();
      return { userId, sessionId, jti };
    } catch {
      throw invalidToken();
    }
  }

  private async pruneExpired(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now.getTime();
    await this.sessions.pruneExpired(now);
  }
}

/** How long a session lasts unused (ms): 30 days when kept on the device, else 14. */
function sessionTtlMs(keepSignedIn: boolean): number {
  return keepSignedIn ? KEPT_SESSION_TTL_MS : REFRESH_TTL_MS;
}

function invalidToken(): HttpError {
  return new HttpError(401, 'token_invalid', AUTH_MESSAGES.tokenInvalid);
}

function toRefreshResponse(pair: LoginResponse): RefreshResponse {
  return { access: pair.access_token, refresh: pair.refresh_token };
}

function toUserInfo(user: UserRow): UserInfo {
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    height: user.height,
    weight: user.weight,
    age: user.age,
    sex: user.sex === 'F' ? 'F' : 'M',
  };
}
