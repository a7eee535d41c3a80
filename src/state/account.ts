/**
 * The signed-in member's account screens (SPEC §2 /my, /setting, /edit-profile, /set-password,
 * /set-body; §5 validation; §6 token checks; §8 messages; §9 limits). Pure rules are exported for
 * tests; actions talk to the API worker and return outcomes the pages show.
 */
import type { AccountProfile } from '../../contract/account';
import type { Sex, UserInfo } from '../../contract/api';
import type { ApiError, Result } from '../../contract/result';
import { BODY_MEASURE_LIMITS, type BodyMeasureName } from '../../contract/sizes';
import { apiWorker } from '../worker-bridge';
import { accessToken$, logout, renewTokens, user$ } from './auth';
import { askConfirm } from './dialog';
import { ACCOUNT_MESSAGES } from '../messages';

/** True while an access token is stored (SPEC §6: pages needing a token check this first). */
export function hasToken(): boolean {
  return Boolean(accessToken$.peek());
}

/**
 * How loading the member's info ended. `invalid`: alert '로그인 정보가 유효하지 않습니다. 다시
 * 로그인해 주세요.', then `redirect`: / after a 401 (SPEC §6), /login when the answer names no
 * member (SPEC §8 "Invalid user info").
 */
export type MyInfoOutcome =
  | { kind: 'done'; user: UserInfo }
  | { kind: 'invalid'; redirect: '/' | '/login' }
  | { kind: 'failed'; message: string };

/** A user info answer that names a member: a user id and a name. */
export function isValidUserInfo(user: Partial<UserInfo> | null | undefined): user is UserInfo {
  return Boolean(
    user &&
    Number.isInteger(user.user_id) &&
    Number(user.user_id) > 0 &&
    typeof user.username === 'string' &&
    user.username,
  );
}

/** GET user_info (10 s timeout) into user$; SPEC §6 "a 401 on user info gives an alert and then /". */
export async function loadMyInfo(): Promise<MyInfoOutcome> {
  const outcome = await apiWorker.userInfo();
  if (outcome.ok) {
    if (!isValidUserInfo(outcome.value)) return { kind: 'invalid', redirect: '/login' };
    user$.value = outcome.value;
    return { kind: 'done', user: outcome.value };
  }
  if (outcome.error.status === 401) return { kind: 'invalid', redirect: '/' };
  return { kind: 'failed', message: outcome.error.message || ACCOUNT_MESSAGES.loadFailed };
}

/** '{height}cm · {weight}kg' when both are known (SPEC §2 My page), else null. */
export function bodySummary(user: Pick<UserInfo, 'height' | 'weight'> | null): string | null {
  if (
    !user ||
    user.height === null ||
    user.height === undefined ||
    user.weight === null ||
    user.weight === undefined
  )
    return null;
  return `${formatMeasure(user.height)}cm · ${formatMeasure(user.weight)}kg`;
}

function formatMeasure(value: number | string): string {
  const number = Number(value);
  return Number.isFinite(number) ? String(Math.round(number * 10) / 10) : String(value);
}

// ── Settings (SPEC §2 "Settings", §9 500 ms) ──────────────────────────────────────────────

/** Delay between a confirmed settings choice and the navigation (SPEC §9). */
export const SETTINGS_NAVIGATE_DELAY_MS = 500;

/** The settings menu: label, confirm question and where it leads ('/' after logging out). */
export const SETTINGS_MENU = [
  {
    key: 'profile',
    label: '회원정보 수정',
    message: '회원정보 수정 화면으로 이동할까요?',
    to: '/edit-profile',
  },
  {
    key: 'password',
    label: '비밀번호 설정',
    message: '비밀번호 설정 화면으로 이동할까요?',
    to: '/set-password',
  },
  {
    key: 'body',
    label: '맞춤 정보',
    message: '키와 몸무게를 설정하는 화면으로 이동할까요?',
    to: '/set-body',
  },
  { key: 'logout', label: '로그아웃', message: '로그아웃하시겠습니까?', to: '/' },
] as const;
export type SettingsMenuItem = (typeof SETTINGS_MENU)[number];

/**
 * Asks the item's confirm popup (취소 / 확인); after 확인 waits 500 ms, then calls
 * `navigate(item.to)`, or for the logout item logs out (both tokens and every member value
 * removed; auth.ts `logout` then loads / anew). Resolves true when it navigated.
 */
export async function runSettingsItem(
  item: SettingsMenuItem,
  navigate: (to: string) => void,
): Promise<boolean> {
  const confirmed = await askConfirm({ title: item.label, message: item.message });
  if (!confirmed) return false;
  await new Promise((resolve) => setTimeout(resolve, SETTINGS_NAVIGATE_DELAY_MS));
  // Logout starts the app anew at item.to ('/'), a page load: no navigation within this page.
  if (item.key === 'logout') await logout();
  else navigate(item.to);
  return true;
}

// ── Edit profile (SPEC §5 "Edit profile") ────────────────────────────────────────────────

/** The member-info form as typed. */
export interface ProfileForm {
  username: string;
  age: string;
  sex: '' | Sex;
}

/** Loads the form's starting values (GET update/); null when it could not be read. */
export async function loadProfile(): Promise<AccountProfile | null> {
  const outcome = await apiWorker.accountProfile();
  return outcome.ok ? outcome.value : null;
}

/** Username, age and sex (M or F) are all required. */
export function isProfileFormComplete(form: ProfileForm): boolean {
  return (
    form.username.trim().length > 0 &&
    form.age.trim().length > 0 &&
    (form.sex === 'M' || form.sex === 'F')
  );
}

/** '수정 실패: {detail, or the first username/age/sex error, or 알 수 없는 오류}' (SPEC §5, §8). */
export function profileFailureMessage(error: ApiError): string {
  // Our server always sends a general message; a field's own error says more, so it goes first.
  const first = ['username', 'age', 'sex'].map((key) => error.fields?.[key]?.[0]).find(Boolean);
  return `수정 실패: ${first || error.message || ACCOUNT_MESSAGES.unknownError}`;
}

/** PATCH the member info; the message is the success or failure text to alert. */
export async function saveProfile(form: ProfileForm): Promise<Result<string, string>> {
  if (!isProfileFormComplete(form)) return { ok: false, error: ACCOUNT_MESSAGES.profileRequired };
  const outcome = await apiWorker.updateAccount({
    username: form.username.trim(),
    age: Number(form.age),
    sex: form.sex as Sex,
  });
  if (!outcome.ok) return { ok: false, error: profileFailureMessage(outcome.error) };
  user$.value = null; // the my page re-reads the new name
  return { ok: true, value: ACCOUNT_MESSAGES.profileUpdated };
}

// ── Change password (SPEC §5 "Change password") ─────────────────────────────────────────

/** The password form as typed. */
export interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}

/** Messages beside the fields: client checks, then the server's arrays (joined by a space) and detail. */
export interface PasswordErrors {
  current?: string;
  next?: string;
  confirm?: string;
  detail?: string;
}

/** The client checks of SPEC §5: new ≠ current, confirm = new (empty when the form may be sent). */
export function passwordFormErrors(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  if (form.next && form.current && form.next === form.current)
    errors.next = ACCOUNT_MESSAGES.samePassword;
  if (form.confirm && form.confirm !== form.next) errors.confirm = ACCOUNT_MESSAGES.mismatch;
  return errors;
}

/** Server field errors for current_password / new_password (joined by ' ') and detail. */
export function passwordServerErrors(error: ApiError): PasswordErrors {
  const current = error.fields?.current_password?.join(' ');
  const next = error.fields?.new_password?.join(' ');
  return {
    ...(current && { current }),
    ...(next && { next }),
    ...(!current && !next && { detail: error.message || ACCOUNT_MESSAGES.unknownError }),
  };
}

/** How a password change ended. */
export type PasswordOutcome =
  { kind: 'no-token' } | { kind: 'invalid'; errors: PasswordErrors } | { kind: 'done' };

/** PUT change_password after the client checks; without a token → no-token (alert '로그인이 필요합니다.'). */
export async function changePassword(form: PasswordForm): Promise<PasswordOutcome> {
  if (!hasToken()) return { kind: 'no-token' };
  const errors = passwordFormErrors(form);
  if (form.next !== form.confirm && !errors.confirm) errors.confirm = ACCOUNT_MESSAGES.mismatch;
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const outcome = await apiWorker.changePassword({
    current_password: form.current,
    new_password: form.next,
  });
  if (!outcome.ok) return { kind: 'invalid', errors: passwordServerErrors(outcome.error) };
  const { access_token: access, refresh_token: refresh } = outcome.value;
  if (access) renewTokens(access, refresh);
  return { kind: 'done' };
}

// ── Body info (SPEC §5 "Body info", §9 limits) ──────────────────────────────────────────

/** Height limits in cm and weight limits in kg (SPEC §9). */
export const BODY_LIMITS = {
  height: { min: 100, max: 250 },
  weight: { min: 30, max: 200 },
} as const;

/**
 * The body form as typed (text, sent as strings): height and weight (SPEC §5), and the optional
 * measures size advice prefers to its estimate (chest and waist girth cm, usual shoe size mm;
 * empty clears them).
 */
export interface BodyForm {
  height: string;
  weight: string;
  chest_cm?: string;
  waist_cm?: string;
  shoe_mm?: string;
}

/** Each optional measure and the message when it breaks its BODY_MEASURE_LIMITS. */
const MEASURE_RULES: readonly { key: BodyMeasureName; message: string }[] = [
  { key: 'chest_cm', message: ACCOUNT_MESSAGES.chestRange },
  { key: 'waist_cm', message: ACCOUNT_MESSAGES.waistRange },
  { key: 'shoe_mm', message: ACCOUNT_MESSAGES.shoeRange },
];

/** The save button is enabled only when both values are present. */
export function isBodyFormFilled(form: BodyForm): boolean {
  return form.height.trim().length > 0 && form.weight.trim().length > 0;
}

/**
 * The first broken rule's message, or null: both required, height 100–250 cm, weight 30–200 kg;
 * the optional measures within BODY_MEASURE_LIMITS when given.
 */
export function bodyFormError(form: BodyForm): string | null {
  if (!isBodyFormFilled(form)) return ACCOUNT_MESSAGES.bodyRequired;
  const height = Number(form.height);
  const weight = Number(form.weight);
  if (
    !Number.isFinite(height) ||
    height < BODY_LIMITS.height.min ||
    height > BODY_LIMITS.height.max
  )
    return ACCOUNT_MESSAGES.heightRange;
  if (
    !Number.isFinite(weight) ||
    weight < BODY_LIMITS.weight.min ||
    weight > BODY_LIMITS.weight.max
  )
    return ACCOUNT_MESSAGES.weightRange;
  for (const { key, message } of MEASURE_RULES) {
    const text = (form[key] ?? '').trim();
    if (text === '') continue;
    const v = Number(text);
    const limits: { min: number; max: number; step?: number } = BODY_MEASURE_LIMITS[key];
    const { min, max, step = 0 } = limits;
    if (!Number.isFinite(v) || v < min || v > max || (step > 0 && v % step !== 0)) return message;
  }
  return null;
}

/** '저장 실패: {detail, or the first height/weight error, or 알 수 없는 오류}' (SPEC §8). */
export function bodyFailureMessage(error: ApiError): string {
  const first = ['height', 'weight', 'chest_cm', 'waist_cm', 'shoe_mm']
    .map((key) => error.fields?.[key]?.[0])
    .find(Boolean);
  return `저장 실패: ${first || error.message || ACCOUNT_MESSAGES.unknownError}`;
}

/**
 * The alert of a refused body form: SPEC §5 says '모든 정보를 입력해 주세요.' for a missing value
 * and for one out of range; after an out-of-range value the field's own rule follows, so the
 * shopper knows what to change.
 */
export function bodyAlertMessage(problem: string): string {
  return problem === ACCOUNT_MESSAGES.bodyRequired
    ? problem
    : `${ACCOUNT_MESSAGES.bodyRequired} ${problem}`;
}

/** PATCH height and weight as strings; the message is the text to alert. */
export async function saveBody(form: BodyForm): Promise<Result<string, string>> {
  const problem = bodyFormError(form);
  if (problem) return { ok: false, error: bodyAlertMessage(problem) };
  const outcome = await apiWorker.updateAccount({
    height: form.height.trim(),
    weight: form.weight.trim(),
    ...Object.fromEntries(
      MEASURE_RULES.flatMap(({ key }) => {
        const text = form[key];
        return text === undefined ? [] : [[key, text.trim()]];
      }),
    ),
  });
  if (!outcome.ok) return { ok: false, error: bodyFailureMessage(outcome.error) };
  user$.value = null;
  return { ok: true, value: ACCOUNT_MESSAGES.bodySaved };
}
