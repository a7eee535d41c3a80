/**
 * Find-ID and password recovery (SPEC §5 "Find ID", "Find password", §7 find_email/,
 * find_password/, and our reset_password/):
 * - find_email answers the e-mail of the member with that name, masked (SPEC §5 masking);
 * - find_password, when name and e-mail belong to one member, e-mails a 6-digit code valid for
 *   30 minutes; only an HMAC of it is stored and a newer code replaces the older one;
 * - reset_password sets the new password with the code, once, and ends every sign-in session of
 *   the member; after MAX_RESET_ATTEMPTS tries the code is dead and the member asks for a
 *   new one (at most MAX_RESET_MAILS_PER_HOUR of them an hour). A wrong code spends only the tries
 *   of a live code: with no code requested nothing is compared and nothing is counted, so that
 *   strangers cannot lock a member out of the reset. A reset lifts the login's lock
 *   (sign-in-guard.ts): the e-mailed code proves the account the member's.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
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
import type { UserRepository } from '../repositories/user.repository';
import type { SignInGuard } from './sign-in-guard';
import { maskEmail } from '../../contract/mask';
import { RECOVERY_MESSAGES } from '../messages';

/** Lifetime of a reset code (ms): 30 minutes. */
export const RESET_CODE_TTL_MS = 30 * 60_000;
/** Wrong codes tolerated against one issued code. */
export const MAX_RESET_ATTEMPTS = 5;
/** Reset codes (and e-mails) issued to one member per hour at most. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

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
   * Issues a reset code and e-mails it when name and e-mail belong to one member.
   * Throws HttpError 404 `{ success: false, error }` otherwise, 503 when the e-mail could not be sent.
   * At most MAX_RESET_MAILS_PER_HOUR codes are issued (and e-mailed) per member per hour, so that
   * nobody can flood a member's mailbox or buy more code guesses; past that the answer is the
   * same `{ success: true }`, and the live code stays valid.
   */
  async findPassword(username: string, email: string): Promise<FindPasswordResponse> {
    const user = await this.deps.users.findByEmail(email.trim().toLowerCase());
    if (!user || user.username !== username.trim()) {
      const message = RECOVERY_MESSAGES.noMember;
      throw new HttpError(404, 'not_found', message, { success: false, error: message });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.deps.now();
    const issued = await this.deps.resets.issue(
      user.id,
      this.hash(user.id, code),
      new Date(now.getTime() + RESET_CODE_TTL_MS),
      now,
      {
        max: MAX_RESET_MAILS_PER_HOUR,
        since: new Date(now.getTime() - 3_600_000),
      },
    );
    if (!issued) return { success: true };
    try {
      await this.deps.mailer.send({
        to: user.email,
        subject: '[핏픽] 비밀번호 재설정 인증 코드',
        text: this.mailText(user.username, user.email, code),
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
   * Sets the new password with a live code and uses the code up. Throws HttpError 400
   * `{ success: false, error }` for an unknown e-mail or a wrong, expired, used or replaced code,
   * and for any code once MAX_RESET_ATTEMPTS were tried against the live one.
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
    if (!user || !live || !counted || !this.matches(live.code_hash, user.id, code))
      throw invalidCode();
    if (!(await this.deps.resets.consume(live.id, now))) throw invalidCode();
    // The code e-mailed to the member proves the account theirs: their login is not held back.
    await this.deps.guard.clearAccount(email);
    await this.deps.users.updatePasswordHash(user.id, await hashPassword(newPassword));
    await this.deps.sessions.revokeAllOf(user.id);
    return { success: true };
  }

  private hash(userId: number, code: string): string {
    return createHmac('sha256', this.deps.secret)
      .update(`password-reset:${userId}:${code}`)
      .digest('hex');
  }

  private matches(stored: string, userId: number, code: string): boolean {
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(this.hash(userId, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  private mailText(username: string, email: string, code: string): string {
    const link = new URL('/reset-password', this.deps.publicUrl);
    link.search = new URLSearchParams({ username, email, code }).toString();
    return [
      `안녕하세요, ${username}님.`,
      '',
      '핏픽 비밀번호 재설정을 요청하셨습니다. 아래 인증 코드를 30분 안에 입력해 주세요.',
      '',
      `인증 코드: ${code}`,
      '',
      '아래 링크를 누르면 새 비밀번호를 바로 설정할 수 있습니다.',
      link.toString(),
      '',
      '인증 코드는 한 번만 쓸 수 있고, 다시 요청하면 이전 코드는 더 이상 쓸 수 없습니다.',
      '본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
      '',
      '핏픽 드림',
    ].join('\n');
  }
}

function invalidCode(): HttpError {
  const message = RECOVERY_MESSAGES.badCode;
  return new HttpError(400, 'validation', message, { success: false, error: message });
}
