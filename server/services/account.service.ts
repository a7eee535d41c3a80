/**
 * The member's own account (SPEC §5 "Edit profile", "Body info", "Change password",
 * §7 GET/PATCH update/ and PUT change_password/). Input arrives validated by the contract's
 * zod schemas; this service holds the rules that need the database.
 */
import type { AccountProfile, ChangePasswordResponse } from '../../contract/account';
import { HttpError } from '../lib/http-error';
import { hashPassword, verifyPassword } from '../lib/password';
import type { UserRepository, UserRow } from '../repositories/user.repository';
import { AUTH_MESSAGES, PASSWORD_MESSAGES } from '../messages';

/** A validated PATCH update/ body: the member-info group, the body-info group, or both. */
export interface AccountUpdate {
  username?: string | undefined;
  age?: number | undefined;
  sex?: 'M' | 'F' | undefined;
  /** cm, 100–250. */
  height?: number | undefined;
  /** kg, 30–200. */
  weight?: number | undefined;
  /** Optional body measures (cm, cm, mm): undefined leaves the stored value, null clears it. */
  chest_cm?: number | null | undefined;
  waist_cm?: number | null | undefined;
  shoe_mm?: number | null | undefined;
}

export class AccountService {
  constructor(private readonly users: UserRepository) {}

  /**
   * GET update/: name, age, sex, height (cm), weight (kg) and the optional body measures. Throws
   * 401 when the member is gone.
   */
  async profile(userId: number): Promise<AccountProfile> {
    return toProfile(await this.member(userId));
  }

  /**
   * PATCH update/: sets each complete group that was sent (the schema guarantees a group is
   * complete) and answers the new profile. Throws 401 when the member is gone.
   */
  async update(userId: number, input: AccountUpdate): Promise<AccountProfile> {
    let row: UserRow | undefined = await this.member(userId);
    if (input.username !== undefined && input.age !== undefined && input.sex !== undefined) {
      row = await this.users.updateProfile(userId, {
        username: input.username,
        age: input.age,
        sex: input.sex,
      });
    }
    if (input.height !== undefined && input.weight !== undefined) {
      row = await this.users.updateBody(userId, {
        height: input.height,
        weight: input.weight,
        chest_cm: input.chest_cm,
        waist_cm: input.waist_cm,
        shoe_mm: input.shoe_mm,
      });
    }
    if (!row) throw memberGone();
    return toProfile(row);
  }

  /**
   * PUT change_password/: verifies the current password (argon2) and stores the new one.
   * Throws HttpError 400 with `current_password` and `detail` when the current password is
   * wrong — a 400, not a 401, so the client does not take it for an expired session.
   */
  async changePassword(
    userId: number,
    currentPassword: string,
    newPassword: string,
  ): Promise<ChangePasswordResponse> {
    const user = await this.member(userId);
    if (!(await verifyPassword(user.password_hash, currentPassword))) {
      const message = PASSWORD_MESSAGES.wrongCurrent;
      throw new HttpError(400, 'validation', message, {
        fields: { current_password: [message] },
        current_password: [message],
        detail: message,
      });
    }
    if (currentPassword === newPassword) {
      const message = PASSWORD_MESSAGES.same;
      throw new HttpError(400, 'validation', message, {
        fields: { new_password: [message] },
        new_password: [message],
      });
    }
    await this.users.updatePasswordHash(userId, await hashPassword(newPassword));
    return { detail: PASSWORD_MESSAGES.changed };
  }

  private async member(userId: number): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw memberGone();
    return user;
  }
}

function memberGone(): HttpError {
  return new HttpError(401, 'token_invalid', AUTH_MESSAGES.tokenInvalid);
}

function toProfile(user: UserRow): AccountProfile {
  return {
    username: user.username,
    age: user.age,
    sex: user.sex === 'F' ? 'F' : 'M',
    height: user.height,
    weight: user.weight,
    chest_cm: user.chest_cm,
    waist_cm: user.waist_cm,
    shoe_mm: user.shoe_mm,
  };
}
