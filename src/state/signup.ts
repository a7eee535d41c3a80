/**
 * Sign-up rules of SPEC §5: the form's text values become the request (empty numbers → null,
 * empty sex → 'M'), and the server's field errors for email, username and password (the
 * password rule of contract/schemas.ts, enforced by the server) are joined with ', '.
 */
import type { SignupRequest } from '../../contract/api';
import type { ApiError } from '../../contract/result';
import { SIGNUP_MESSAGES } from '../messages';

/** The sign-up form as typed (all text). */
export interface SignupForm {
  email: string;
  username: string;
  password: string;
  confirmPw: string;
  height: string;
  weight: string;
  age: string;
  /** '' (선택 안 함), 'M' or 'F'. */
  sex: '' | 'M' | 'F';
}

/** Signup countdown before returning to / (SPEC §9), in seconds. */
export const SIGNUP_COUNTDOWN_S = 3;

export const EMPTY_SIGNUP_FORM: SignupForm = {
  email: '',
  username: '',
  password: '',
  confirmPw: '',
  height: '',
  weight: '',
  age: '',
  sex: '',
};

/** True when the confirmation is typed and differs (drives the live message). */
export function isPasswordMismatch(form: Pick<SignupForm, 'password' | 'confirmPw'>): boolean {
  return form.confirmPw.length > 0 && form.password !== form.confirmPw;
}

function toNumber(text: string, integer = false): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  return integer ? Math.trunc(value) : value;
}

/** The request body; confirmPw is not sent. */
export function toSignupRequest(form: SignupForm): SignupRequest {
  return {
    email: form.email.trim(),
    username: form.username.trim(),
    password: form.password,
    height: toNumber(form.height),
    weight: toNumber(form.weight),
    age: toNumber(form.age, true),
    sex: form.sex || 'M',
  };
}

/** Messages to show under the email, username and password fields, and the general one. */
export interface SignupErrorView {
  email?: string;
  username?: string;
  password?: string;
  general?: string;
}

/** Maps a failed signup to field messages (arrays joined by ', ') or the generic text. */
export function signupErrorView(error: ApiError): SignupErrorView {
  const email = error.fields?.email?.join(', ');
  const username = error.fields?.username?.join(', ');
  const password = error.fields?.password?.join(', ');
  if (email || username || password)
    return {
      ...(email && { email }),
      ...(username && { username }),
      ...(password && { password }),
    };
  if (error.status === 0) return { general: error.message };
  return { general: SIGNUP_MESSAGES.failed };
}
