/**
 * Account calls beyond sign-up and login (SPEC §5, §7): profile update, password
 * change, find-ID, find-password and the reset that follows it. Pure types.
 */
import type { LoginResponse, Sex } from './api';

/**
 * GET /api/account/v1/update/ and the answer of PATCH. Height in cm, weight in kg; the optional
 * measures size advice prefers to its estimate: chest and waist girth (cm), usual shoe size (mm).
 */
export interface AccountProfile {
  username: string;
  age: number | null;
  sex: Sex;
  height: number | null;
  weight: number | null;
  chest_cm: number | null;
  waist_cm: number | null;
  shoe_mm: number | null;
}

/**
 * PATCH /api/account/v1/update/: either the member info (username, age, sex — all required,
 * SPEC §5 "Edit profile") or the body info (height 100–250 cm and weight 30–200 kg, sent as
 * strings, SPEC §5 "Body info").
 */
export type AccountUpdateRequest =
  | { username: string; age: number | string; sex: Sex }
  | {
      height: string;
      weight: string;
      chest_cm?: string | null;
      waist_cm?: string | null;
      shoe_mm?: string | null;
    };

/** PUT /api/account/v1/change_password/. Errors come as `current_password` / `new_password` arrays and `detail`. */
export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}
/**
 * PUT change_password/: SPEC §8's success message; the change ends the member's other sessions
 * and rotates this one, so the answer carries the session's new token pair (store both).
 */
export interface ChangePasswordResponse extends Partial<LoginResponse> {
  detail: string;
}

/** POST /api/account/v1/find_email/: the e-mail comes masked (SPEC §5 masking rule). */
export interface FindEmailRequest {
  username: string;
}
export interface FindEmailResponse {
  email: string;
  error?: string;
}

/**
 * POST /api/account/v1/find_password/: e-mails a single-use reset link and code when name and
 * e-mail match; 429 `{success: false, error}` with Retry-After past the member's daily cap of
 * reset e-mails while their newest link still works.
 */
export interface FindPasswordRequest {
  username: string;
  email: string;
}
export interface FindPasswordResponse {
  success: boolean;
  error?: string;
}

/**
 * POST /api/account/v1/reset_password/ (ours): the link's token or the code from the e-mail sets a
 * new password. A body with `token` is a reset by link (`email` and `code` are not read).
 */
export type ResetPasswordRequest =
  { email: string; code: string; new_password: string } | { token: string; new_password: string };
export interface ResetPasswordResponse {
  success: boolean;
  error?: string;
}
