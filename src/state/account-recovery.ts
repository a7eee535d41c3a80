/**
 * Finding a lost ID or password and the social-login hand-over (SPEC §2 /find-id, /find-pw,
 * /social-callback, §5 "Find ID" / "Find password", §8). Pages call these actions and show the
 * outcome; the texts are the Korean messages of SPEC §5 and §8.
 */
import type { ApiError } from '../../contract/result';
import { apiWorker } from '../worker-bridge';
import { startSession } from './auth';
import { RECOVERY_MESSAGES } from '../messages';

/** How a recovery request ended: `invalid` is a form rule (shown as an alert), `failed` a server answer. */
export type RecoveryOutcome<T> =
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; value: T };

/** No answer at all → '서버와 통신 중 오류가 발생했습니다.'; 404 → `notFound`; else the server's message. */
function failureMessage(error: ApiError, notFound: string): string {
  if (error.status === 0) return RECOVERY_MESSAGES.serverError;
  if (error.status === 404 || !error.message) return notFound;
  return error.message;
}

/** SPEC §5 Find ID: the name must be non-blank; the server answers with the masked e-mail. */
export async function findId(name: string): Promise<RecoveryOutcome<string>> {
  const username = name.trim();
  if (!username) return { kind: 'invalid', message: RECOVERY_MESSAGES.nameRequired };
  try {
    const outcome = await apiWorker.findEmail({ username });
    if (!outcome.ok)
      return { kind: 'failed', message: failureMessage(outcome.error, RECOVERY_MESSAGES.noMatch) };
    if (!outcome.value?.email)
      return { kind: 'failed', message: outcome.value?.error || RECOVERY_MESSAGES.noMatch };
    return { kind: 'done', value: outcome.value.email };
  } catch {
    return { kind: 'failed', message: RECOVERY_MESSAGES.serverError };
  }
}

/**
 * SPEC §5 Find password, the intended reading (SPEC records the original's inverted e-mail check
 * as a defect): both name and e-mail are required, else '빈칸 없이 모두 입력해 주세요.'.
 */
export function isFindPasswordFormComplete(name: string, email: string): boolean {
  return name.trim().length > 0 && email.trim().length > 0;
}

/** The address of the reset screen for a matched member (SPEC §2 /find-pw). */
export function resetPasswordHref(name: string, email: string): string {
  return `/reset-password?${new URLSearchParams({ username: name.trim(), email: email.trim() }).toString()}`;
}

/** Asks the server to e-mail a reset code; `done` carries the /reset-password address to go to. */
export async function findPassword(name: string, email: string): Promise<RecoveryOutcome<string>> {
  if (!isFindPasswordFormComplete(name, email))
    return { kind: 'invalid', message: RECOVERY_MESSAGES.fillAll };
  try {
    const outcome = await apiWorker.findPassword({ username: name.trim(), email: email.trim() });
    if (!outcome.ok)
      return { kind: 'failed', message: failureMessage(outcome.error, RECOVERY_MESSAGES.noMatch) };
    if (!outcome.value?.success)
      return { kind: 'failed', message: outcome.value?.error || RECOVERY_MESSAGES.noMatch };
    return { kind: 'done', value: resetPasswordHref(name, email) };
  } catch {
    return { kind: 'failed', message: RECOVERY_MESSAGES.serverError };
  }
}

/** The reset form as typed (`code` is not read on a reset by link). */
export interface ResetForm {
  code: string;
  password: string;
  confirm: string;
}

/**
 * Whose password is reset: the e-mailed link's token (`/reset-password?token=`), or the e-mail
 * of /find-pw with the code typed in the form.
 */
export type ResetProof = { token: string } | { email: string };

/**
 * Sets a new password with the e-mailed link or code; the confirmation must equal the new
 * password. A failure carries the server's message (a used or expired link or code, the
 * password rule).
 */
export async function resetPassword(
  proof: ResetProof,
  form: ResetForm,
): Promise<RecoveryOutcome<void>> {
  const byLink = 'token' in proof;
  if (!form.password || !form.confirm || (!byLink && !form.code.trim()))
    return {
      kind: 'invalid',
      message: byLink ? RECOVERY_MESSAGES.passwordFillAll : RECOVERY_MESSAGES.resetFillAll,
    };
  if (form.password !== form.confirm)
    return { kind: 'invalid', message: RECOVERY_MESSAGES.mismatch };
  try {
    const outcome = await apiWorker.resetPassword(
      byLink
        ? { token: proof.token, new_password: form.password }
        : { email: proof.email.trim(), code: form.code.trim(), new_password: form.password },
    );
    if (!outcome.ok) {
      const fields = outcome.error.fields;
      const fieldError =
        fields?.new_password?.join(' ') || fields?.code?.join(' ') || fields?.token?.join(' ');
      return {
        kind: 'failed',
        message: fieldError || failureMessage(outcome.error, RECOVERY_MESSAGES.resetFailed),
      };
    }
    if (outcome.value && outcome.value.success === false) {
      return { kind: 'failed', message: outcome.value.error || RECOVERY_MESSAGES.resetFailed };
    }
    return { kind: 'done', value: undefined };
  } catch {
    return { kind: 'failed', message: RECOVERY_MESSAGES.serverError };
  }
}

/**
 * SPEC §2 /social-callback: stores `token` and `refresh` from the query as the session tokens
 * and returns '/main'; when either is missing returns '/'.
 */
export function completeSocialLogin(search: string): '/main' | '/' {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const refresh = params.get('refresh');
  if (!token || !refresh) return '/';
  startSession(token, refresh);
  return '/main';
}
