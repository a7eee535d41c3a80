/**
 * Accounts and tokens (SPEC §3 "Session", §5, §7 account calls).
 * Passwords are hashed with argon2id; access tokens (30 min) and refresh tokens (14 days) are
 * HS256 JWTs told apart by their `typ` claim, so a refresh token never passes as an access token.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { LoginResponse, SignupRequest, SignupResponse, UserInfo } from '../../src/contract/api';
import { HttpError } from '../lib/http-error';
import { hashPassword, verifyPassword } from '../lib/password';
import type { UserRepository, UserRow } from '../repositories/user.repository';

const ACCESS_TTL = '30m';
const REFRESH_TTL = '14d';
const ISSUER = 'fitpick';

type TokenType = 'access' | 'refresh';

export class AuthService {
  private readonly key: Uint8Array;

  constructor(
    private readonly users: UserRepository,
    jwtSecret: string,
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
      throw new HttpError(400, 'email_taken', '이미 가입된 이메일입니다.', {
        email: ['이미 가입된 이메일입니다.'],
      });
    }
    return { user_id: row.id, email: row.email, username: row.username };
  }

  /** Checks the password; throws HttpError 401 'invalid_credentials' (SPEC §5 login message). */
  async login(email: string, password: string): Promise<LoginResponse> {
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    const valid = user ? await verifyPassword(user.password_hash, password) : false;
    if (!user || !valid) {
      throw new HttpError(401, 'invalid_credentials', '아이디 또는 비밀번호가 올바르지 않습니다.');
    }
    return this.issueTokens(user.id);
  }

  /**
   * A fresh access/refresh token pair for member `userId`: what password login answers, and what
   * social login hands to /social-callback (SPEC §7). The caller has authenticated the member.
   */
  async issueTokens(userId: number): Promise<LoginResponse> {
    return {
      access_token: await this.sign(userId, 'access'),
      refresh_token: await this.sign(userId, 'refresh'),
    };
  }

  /** Issues a new access token for a valid refresh token; throws HttpError 401 otherwise. */
  async refresh(refreshToken: string): Promise<{ access: string }> {
    const userId = await this.verify(refreshToken, 'refresh');
    if (!(await this.users.findById(userId))) throw invalidToken();
    return { access: await this.sign(userId, 'access') };
  }

  /** The user id of a valid access token; throws HttpError 401 'token_invalid'. */
  async authenticate(accessToken: string): Promise<number> {
    return this.verify(accessToken, 'access');
  }

  /** The member's profile (SPEC §7 user_info); throws HttpError 401 when the user is gone. */
  async userInfo(userId: number): Promise<UserInfo> {
    const user = await this.users.findById(userId);
    if (!user) throw invalidToken();
    return toUserInfo(user);
  }

  private async sign(userId: number, typ: TokenType): Promise<string> {
    return new SignJWT({ typ })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .setExpirationTime(typ === 'access' ? ACCESS_TTL : REFRESH_TTL)
      .sign(this.key);
  }

  private async verify(token: string, typ: TokenType): Promise<number> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.typ !== typ || !Number.isInteger(userId)) throw invalidToken();
      return userId;
    } catch {
      throw invalidToken();
    }
  }
}

function invalidToken(): HttpError {
  return new HttpError(401, 'token_invalid', '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.');
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
