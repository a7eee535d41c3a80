/**
 * Find-ID and password recovery (SPEC §5 "Find ID", "Find password", §7 find_email/,
 * find_password/, and our reset_password/; the rules and their reasons: docs/accounts.md
 * "Password reset"):
 * - find_email answers the e-mail of the member with that name, masked (SPEC §5 masking);
 * - find_password, when name and e-mail belong to one member, e-mails a link (a 32-byte random
 *   token) and a 6-digit code, both valid for 30 minutes; only HMACs of them are stored. A newer
 *   e-mail leaves the older links live; only the newest e-mail's code can be tried;
 * - reset_password sets the new password with a link or a code, once, uses up every other link
 *   and code of the member and ends every sign-in session of the member. A code is dead after
 *   MAX_RESET_ATTEMPTS tries; a link is never spent by wrong codes (its token cannot be guessed),
 *   so strangers who know a member's name and e-mail cannot shut the member's reset: every request
 *   is mailed to the member, up to MAX_RESET_MAILS_PER_DAY a day and past that whenever the member
 *   holds no live link (else 429 until the newest link expires). A reset lifts the login's lock
 *   (sign-in-guard.ts): the e-mailed link or code proves the account the member's.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  FindEmailResponse,
  FindPasswordResponse,
  ResetPasswordResponse,
} from '../../contract/account';
import { HttpError } from '../lib/http-error';
import type { Mailer } from '../lib/mailer';
import { hashPassword } from '../lib/password';
import type { PasswordResetRepository } from '../repositories/password-reset.repository';
import type { SessionRepository } from '../repositories/session.repository';
import type { UserRepository, UserRow } from '../repositories/user.repository';
import type { SignInGuard } from './sign-in-guard';
import { maskEmail } from '../../contract/mask';
import { RECOVERY_MESSAGES, resetMailsLimitedMessage } from '../messages';

/** Lifetime of a reset e-mail's link and code (ms): 30 minutes. */
export const RESET_CODE_TTL_MS = 30 * 60_000;
/** Wrong codes tolerated against one issued code (a link has no such count). */
export const MAX_RESET_ATTEMPTS = 5;
/**
 * Reset e-mails to one member in 24 hours before a request may be refused (docs/accounts.md
 * "Password reset": far above honest use, and with the one-per-link-lifetime past it, fewer mails
 * and code guesses a day than the former 5 an hour allowed).
 */
export const MAX_RESET_MAILS_PER_DAY = 50;
/** The window of MAX_RESET_MAILS_PER_DAY (ms). */
const RESET_MAIL_WINDOW_MS = 24 * 3_600_000;
/** Random bytes of a link's token; base64url makes them 43 characters (RESET_TOKEN_PATTERN). */
const RESET_TOKEN_BYTES = 32;

/**
 * find_password/ past the daily cap while the member holds a live link: 429 'rate_limited' with
 * Retry-After (s) until that link expires, `{ success: false, error }` for SPEC §7's client.
 */
export class TooManyResetMailsError extends HttpError {
  constructor(override readonly retryAfterS: number) {
    const message = resetMailsLimitedMessage(retryAfterS);
    super(429, 'rate_limited', message, { success: false, error: message });
    this.name = 'TooManyResetMailsError';
  }
}

export interface PasswordResetDeps {
  users: UserRepository;
  resets: PasswordResetRepository;
  /** Sign-in sessions: a reset ends them all (a thief's included). */
  sessions: SessionRepository;
  mailer: Mailer;
  /** Key of the code HMAC (the server's JWT secret). */
  secret: string;
  /** Origin for the link in the e-mail. */
  publicUrl: string;
  now: () => Date;
  /** The login's guessing limits, lifted by a reset (sign-in-guard.ts). */
  guard: SignInGuard;
}

export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /**
   * The masked e-mail of the member with this name (the oldest account when several share it).
   * Nobody with the name → 200 `{ email: '', error }`: SPEC §5 reads an empty e-mail as
   * RECOVERY_MESSAGES.noMatch (a 404 would not reach that reading in the original client).
   */
  async findEmail(username: string): Promise<FindEmailResponse> {
    const [user] = await this.deps.users.findByUsername(username.trim());
    if (!user) return { email: '', error: RECOVERY_MESSAGES.noMatch };
    return { email: maskEmail(user.email) };
  }

  /**
   * E-mails a reset link and code to the member when name and e-mail belong to one member.
   * Throws HttpError 404 `{ success: false, error }` otherwise, 503 when the e-mail could not be
   * sent, and TooManyResetMailsError (429) past MAX_RESET_MAILS_PER_DAY while the member holds a
   * live link, so that nobody can flood a member's mailbox yet the member always has a way in.
   */
  async findPassword(username: string, email: string): Promise<FindPasswordResponse> {
    const user = await this.deps.users.findByEmail(email.trim().toLowerCase());
    if (!user || user.username !== username.trim()) {
      const message = RECOVERY_MESSAGES.noMember;
      throw new HttpError(404, 'not_found', message, { success: false, error: message });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
    const now = this.deps.now();
    const outcome = await this.deps.resets.issue(
      user.id,
      {
        codeHash: this.codeHash(user.id, code),
        linkHash: this.linkHash(token),
        expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
      },
      now,
      { max: MAX_RESET_MAILS_PER_DAY, since: new Date(now.getTime() - RESET_MAIL_WINDOW_MS) },
    );
    if (!outcome.issued)
      throw new TooManyResetMailsError(
        Math.max(1, Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000)),
      );
    try {
      await this.deps.mailer.send({
        to: user.email,
        subject: '[핏픽] 비밀번호 재설정 안내',
        text: this.mailText(user.username, code, token),
      });
    } catch (error) {
      const message = RECOVERY_MESSAGES.mailFailed;
      throw new HttpError(
        503,
        'server_error',
        message,
        { success: false, error: message },
        { cause: error },
      );
    }
    return { success: true };
  }

  /**
   * Sets the new password with the newest live code of the member of `email` and uses up every
   * link and code of the member. Throws HttpError 400 `{ success: false, error }` for an unknown
   * e-mail or a wrong, expired, used or replaced code, and for any code once MAX_RESET_ATTEMPTS
   * were tried against the live one.
   */
  async resetPassword(
    email: string,
    code: string,
    newPassword: string,
  ): Promise<ResetPasswordResponse> {
    const now = this.deps.now();
    const user = await this.deps.users.findByEmail(email.trim().toLowerCase());
    const live = user ? await this.deps.resets.findLive(user.id, now) : undefined;
    // The attempt is counted before the code is compared, in one statement, so that concurrent
    // guesses cannot all pass the check: at most MAX_RESET_ATTEMPTS are ever compared.
    const counted = live ? await this.deps.resets.takeAttempt(live.id, MAX_RESET_ATTEMPTS) : false;
    if (!user || !live || !counted || !this.matches(live.code_hash, this.codeHash(user.id, code)))
      throw recoveryError(RECOVERY_MESSAGES.badCode);
    if (!(await this.deps.resets.consume(live.id, now)))
      throw recoveryError(RECOVERY_MESSAGES.badCode);
    return this.setPassword(user, newPassword, now);
  }

  /**
   * Sets the new password with a live link's token (RESET_TOKEN_PATTERN) and uses up every link
   * and code of its member; no tries are counted (a 256-bit token is not guessed; the route keeps
   * a flood ceiling per address). Throws HttpError 400 `{ success: false, error }` for an
   * unknown, expired or used link.
   */
  async resetPasswordByLink(token: string, newPassword: string): Promise<ResetPasswordResponse> {
    const now = this.deps.now();
    const userId = await this.deps.resets.consumeLink(this.linkHash(token), now);
    const user = userId === undefined ? undefined : await this.deps.users.findById(userId);
    if (!user) throw recoveryError(RECOVERY_MESSAGES.badLink);
    return this.setPassword(user, newPassword, now);
  }

  /** The reset proper, once a link or code was used: the member's own e-mail proved the account. */
  private async setPassword(
    user: UserRow,
    newPassword: string,
    now: Date,
  ): Promise<ResetPasswordResponse> {
    await this.deps.resets.retireAll(user.id, now);
    // Their login is not held back by strangers' wrong passwords.
    await this.deps.guard.clearAccount(user.email);
    await this.deps.users.updatePasswordHash(user.id, await hashPassword(newPassword));
    await this.deps.sessions.revokeAllOf(user.id);
    return { success: true };
  }

  private codeHash(userId: number, code: string): string {
    return createHmac('sha256', this.deps.secret)
      .update(`password-reset:${userId}:${code}`)
      .digest('hex');
  }

  private linkHash(token: string): string {
    return createHmac('sha256', this.deps.secret)
      .update(`password-reset-link:${token}`)
      .digest('hex');
  }

  private matches(stored: string, hash: string): boolean {
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(hash, 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  private mailText(username: string, code: string, token: string): string {
    const link = new URL('/reset-password', this.deps.publicUrl);
    link.search = new URLSearchParams({ token }).toString();
    return [
      `안녕하세요, ${username}님.`,
      '',
      '핏픽 비밀번호 재설정을 요청하셨습니다. 아래 링크를 30분 안에 눌러 새 비밀번호를 설정해 주세요.',
      link.toString(),
      '',
      '앱에서 인증 코드를 입력해도 됩니다.',
      `인증 코드: ${code}`,
      '',
      '링크와 코드는 한 번만 쓸 수 있어요. 여러 번 요청했다면 링크는 어느 메일의 것이든 쓸 수 있지만, 인증 코드는 가장 최근 메일의 것만 쓸 수 있어요.',
      '본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
      '',
      '핏픽 드림',
    ].join('\n');
  }
}

function recoveryError(message: string): HttpError {
  return new HttpError(400, 'validation', message, { success: false, error: message });
}
