import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../messages';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  logout: vi.fn(async () => ({ ok: true, value: null })),
  forgetMember: vi.fn(async () => undefined),
  changePassword: vi.fn(),
  updateAccount: vi.fn(),
  userInfo: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));
const navigation = vi.hoisted(() => ({ navigate: vi.fn(), reloadApp: vi.fn() }));
vi.mock('./navigation', () => navigation);

const { accessToken$, refreshToken$, user$ } = await import('./auth');
const { dialog$ } = await import('./dialog');
const sut = await import('./account');

describe('bodyFormError', () => {
  const check = (height: string, weight: string) => sut.bodyFormError({ height, weight });

  it('should require both values', () => {
    expect(check('', '70')).toBe('모든 정보를 입력해 주세요.');
    expect(check('175', ' ')).toBe('모든 정보를 입력해 주세요.');
    expect(sut.isBodyFormFilled({ height: '175', weight: '' })).toBe(false);
    expect(sut.isBodyFormFilled({ height: '175', weight: '70' })).toBe(true);
  });

  it('should accept height 100–250 cm and weight 30–200 kg, limits included', () => {
    expect(check('100', '30')).toBeNull();
    expect(check('250', '200')).toBeNull();
    expect(check('99.9', '70')).toBe(ACCOUNT_MESSAGES.heightRange);
    expect(check('250.1', '70')).toBe(ACCOUNT_MESSAGES.heightRange);
    expect(check('175', '29.9')).toBe(ACCOUNT_MESSAGES.weightRange);
    expect(check('175', '200.5')).toBe(ACCOUNT_MESSAGES.weightRange);
    expect(check('abc', '70')).toBe(ACCOUNT_MESSAGES.heightRange);
  });

  it('should take the optional measures empty or within their limits, shoes by 5 mm', () => {
    const body = { height: '175', weight: '70' };
    expect(sut.bodyFormError({ ...body, chest_cm: '', waist_cm: '', shoe_mm: '' })).toBeNull();
    expect(
      sut.bodyFormError({ ...body, chest_cm: '96', waist_cm: '82', shoe_mm: '270' }),
    ).toBeNull();
    expect(sut.bodyFormError({ ...body, chest_cm: '59' })).toBe(ACCOUNT_MESSAGES.chestRange);
    expect(sut.bodyFormError({ ...body, waist_cm: '161' })).toBe(ACCOUNT_MESSAGES.waistRange);
    expect(sut.bodyFormError({ ...body, shoe_mm: '272' })).toBe(ACCOUNT_MESSAGES.shoeRange);
  });
});

describe('saveBody', () => {
  beforeEach(() => vi.clearAllMocks());

  it('should send the values as strings and say saved', async () => {
    worker.updateAccount.mockResolvedValue({ ok: true, value: {} });
    expect(await sut.saveBody({ height: ' 175.5 ', weight: '70' })).toEqual({
      ok: true,
      value: '신체 정보가 저장되었습니다.',
    });
    expect(worker.updateAccount).toHaveBeenCalledWith({ height: '175.5', weight: '70' });
    await sut.saveBody({
      height: '175',
      weight: '70',
      chest_cm: ' 98 ',
      waist_cm: '',
      shoe_mm: '270',
    });
    expect(worker.updateAccount).toHaveBeenLastCalledWith({
      height: '175',
      weight: '70',
      chest_cm: '98',
      waist_cm: '',
      shoe_mm: '270',
    });
  });

  it('should alert SPEC §5 모든 정보를 입력해 주세요. for a value out of range too, followed by the rule', async () => {
    expect(await sut.saveBody({ height: '300', weight: '70' })).toEqual({
      ok: false,
      error: '모든 정보를 입력해 주세요. 키는 100~250cm 사이로 입력해 주세요.',
    });
    expect(await sut.saveBody({ height: '175', weight: '20' })).toEqual({
      ok: false,
      error: '모든 정보를 입력해 주세요. 몸무게는 30~200kg 사이로 입력해 주세요.',
    });
    expect(worker.updateAccount).not.toHaveBeenCalled();
  });

  it('should not call the server for an incomplete form and prefix failures with 저장 실패', async () => {
    expect(await sut.saveBody({ height: '', weight: '70' })).toEqual({
      ok: false,
      error: '모든 정보를 입력해 주세요.',
    });
    expect(worker.updateAccount).not.toHaveBeenCalled();
    worker.updateAccount.mockResolvedValue({
      ok: false,
      error: { code: 'server_error', message: '', status: 500 },
    });
    expect(await sut.saveBody({ height: '175', weight: '70' })).toEqual({
      ok: false,
      error: '저장 실패: 알 수 없는 오류',
    });
  });
});

describe('passwordFormErrors', () => {
  it('should require a new password different from the current one and a matching confirmation', () => {
    expect(
      sut.passwordFormErrors({ current: 'same1!aa', next: 'same1!aa', confirm: 'same1!aa' }),
    ).toEqual({
      next: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
    });
    expect(
      sut.passwordFormErrors({ current: 'old', next: 'new1!abcd', confirm: 'new1!abcX' }),
    ).toEqual({ confirm: '비밀번호가 일치하지 않습니다.' });
    expect(
      sut.passwordFormErrors({ current: 'old', next: 'new1!abcd', confirm: 'new1!abcd' }),
    ).toEqual({});
  });

  it('should join server arrays with a space and fall back to detail', () => {
    expect(
      sut.passwordServerErrors({
        code: 'validation',
        message: 'x',
        status: 400,
        fields: { new_password: ['8자 이상이어야 합니다.', '특수문자를 포함해야 합니다.'] },
      }),
    ).toEqual({ next: '8자 이상이어야 합니다. 특수문자를 포함해야 합니다.' });
    expect(
      sut.passwordServerErrors({
        code: 'validation',
        message: '현재 비밀번호가 올바르지 않습니다.',
        status: 400,
      }),
    ).toEqual({
      detail: '현재 비밀번호가 올바르지 않습니다.',
    });
  });
});

describe('changePassword', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    accessToken$.value = null;
  });

  it('should answer no-token without a stored token', async () => {
    expect(await sut.changePassword({ current: 'a', next: 'b', confirm: 'b' })).toEqual({
      kind: 'no-token',
    });
    expect(worker.changePassword).not.toHaveBeenCalled();
  });

  it('should send current_password and new_password', async () => {
    accessToken$.value = 't';
    worker.changePassword.mockResolvedValue({ ok: true, value: { detail: 'ok' } });
    expect(
      await sut.changePassword({ current: 'old1!aaa', next: 'new1!aaa', confirm: 'new1!aaa' }),
    ).toEqual({ kind: 'done' });
    expect(worker.changePassword).toHaveBeenCalledWith({
      current_password: 'old1!aaa',
      new_password: 'new1!aaa',
    });
  });

  it('should keep the session going with the rotated token pair the change answers', async () => {
    accessToken$.value = 'old-access';
    refreshToken$.value = 'old-refresh';
    worker.changePassword.mockResolvedValue({
      ok: true,
      value: { detail: 'ok', access_token: 'new-access', refresh_token: 'new-refresh' },
    });
    expect(
      await sut.changePassword({ current: 'old1!aaa', next: 'new1!aaa', confirm: 'new1!aaa' }),
    ).toEqual({ kind: 'done' });
    expect([accessToken$.value, refreshToken$.value]).toEqual(['new-access', 'new-refresh']);
    expect(worker.setTokens).toHaveBeenLastCalledWith({
      access: 'new-access',
      refresh: 'new-refresh',
    });
  });
});

describe('profileFailureMessage', () => {
  it('should prefer the first username/age/sex error, then the detail, then 알 수 없는 오류', () => {
    expect(
      sut.profileFailureMessage({
        code: 'validation',
        message: 'm',
        status: 400,
        fields: { age: ['나이는 숫자여야 합니다.'] },
      }),
    ).toBe('수정 실패: 나이는 숫자여야 합니다.');
    expect(
      sut.profileFailureMessage({ code: 'server_error', message: '서버 오류', status: 500 }),
    ).toBe('수정 실패: 서버 오류');
    expect(sut.profileFailureMessage({ code: 'server_error', message: '', status: 500 })).toBe(
      '수정 실패: 알 수 없는 오류',
    );
  });

  it('should require username, age and sex M or F', () => {
    expect(sut.isProfileFormComplete({ username: '김핏픽', age: '29', sex: '' })).toBe(false);
    expect(sut.isProfileFormComplete({ username: ' ', age: '29', sex: 'M' })).toBe(false);
    expect(sut.isProfileFormComplete({ username: '김핏픽', age: '29', sex: 'F' })).toBe(true);
  });
});

describe('runSettingsItem', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const item = (key: string) => sut.SETTINGS_MENU.find((entry) => entry.key === key)!;

  it('should ask first and navigate 500 ms after 확인', async () => {
    const navigate = vi.fn();
    const done = sut.runSettingsItem(item('body'), navigate);
    const open = dialog$.value;
    expect(open).toMatchObject({
      kind: 'confirm',
      title: '맞춤 정보',
      confirmLabel: '확인',
      cancelLabel: '취소',
    });
    if (open?.kind === 'confirm') open.resolve(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/set-body');
  });

  it('should do nothing after 취소', async () => {
    const navigate = vi.fn();
    const done = sut.runSettingsItem(item('profile'), navigate);
    const open = dialog$.value;
    if (open?.kind === 'confirm') open.resolve(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await done).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('should remove both tokens on logout and go to /', async () => {
    accessToken$.value = 'a';
    refreshToken$.value = 'r';
    const navigate = vi.fn();
    const done = sut.runSettingsItem(item('logout'), navigate);
    const open = dialog$.value;
    if (open?.kind === 'confirm') open.resolve(true);
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(accessToken$.value).toBeNull();
    expect(refreshToken$.value).toBeNull();
    // A page load of /, not a navigation within the page (which the load would cut short).
    expect(navigation.reloadApp).toHaveBeenCalledWith('/');
    expect(navigate).not.toHaveBeenCalled();
    // The server is asked to end the session, so the refresh token cannot be used again.
    expect(worker.logout).toHaveBeenCalledWith('r');
  });
});

describe('loadMyInfo', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    user$.value = null;
  });

  it('should keep a member the answer names', async () => {
    const user = { user_id: 7, username: '김핏픽', email: 'a@b.kr', height: null, weight: null };
    worker.userInfo.mockResolvedValue({ ok: true, value: user });
    expect(await sut.loadMyInfo()).toEqual({ kind: 'done', user });
    expect(user$.value).toEqual(user);
  });

  it('should send a 401 to / (SPEC §6) and an answer without a member to /login (SPEC §8)', async () => {
    worker.userInfo.mockResolvedValue({
      ok: false,
      error: { code: 'unauthorized', message: 'x', status: 401 },
    });
    expect(await sut.loadMyInfo()).toEqual({ kind: 'invalid', redirect: '/' });
    worker.userInfo.mockResolvedValue({ ok: true, value: { username: '', email: 'a@b.kr' } });
    expect(await sut.loadMyInfo()).toEqual({ kind: 'invalid', redirect: '/login' });
    expect(user$.value).toBeNull();
  });

  it('should pass other failures on with their message', async () => {
    worker.userInfo.mockResolvedValue({
      ok: false,
      error: { code: 'timeout', message: '서버 응답이 너무 늦어요.', status: 0 },
    });
    expect(await sut.loadMyInfo()).toEqual({ kind: 'failed', message: '서버 응답이 너무 늦어요.' });
  });
});
