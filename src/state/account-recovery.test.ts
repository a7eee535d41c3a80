import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_MESSAGES } from '../messages';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  findEmail: vi.fn(),
  findPassword: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { accessToken$, refreshToken$ } = await import('./auth');
const sut = await import('./account-recovery');

const okOf = <T>(value: T) => ({ ok: true as const, value });
const errOf = (status: number, message = '') => ({
  ok: false as const,
  error: { code: 'validation' as const, message, status },
});

describe('findId', () => {
  beforeEach(() => vi.clearAllMocks());

  it('should ask for a non-blank name without calling the server', async () => {
    expect(await sut.findId('   ')).toEqual({ kind: 'invalid', message: '이름을 입력해 주세요.' });
    expect(worker.findEmail).not.toHaveBeenCalled();
  });

  it('should show the masked e-mail the server returns', async () => {
    worker.findEmail.mockResolvedValue(okOf({ email: 'fi*****@x.kr' }));
    expect(await sut.findId(' 김핏픽 ')).toEqual({ kind: 'done', value: 'fi*****@x.kr' });
    expect(worker.findEmail).toHaveBeenCalledWith({ username: '김핏픽' });
  });

  it('should say no match on an empty e-mail or a 404, the server error otherwise, and a communication error offline', async () => {
    worker.findEmail.mockResolvedValueOnce(okOf({ email: '' }));
    expect(await sut.findId('a')).toEqual({ kind: 'failed', message: RECOVERY_MESSAGES.noMatch });
    worker.findEmail.mockResolvedValueOnce(errOf(404, '요청한 정보를 찾을 수 없습니다.'));
    expect(await sut.findId('a')).toEqual({ kind: 'failed', message: '일치하는 정보가 없습니다.' });
    worker.findEmail.mockResolvedValueOnce(errOf(400, '이름은 30자 이하여야 합니다.'));
    expect(await sut.findId('a')).toEqual({
      kind: 'failed',
      message: '이름은 30자 이하여야 합니다.',
    });
    worker.findEmail.mockResolvedValueOnce(errOf(0, '네트워크'));
    expect(await sut.findId('a')).toEqual({
      kind: 'failed',
      message: '서버와 통신 중 오류가 발생했습니다.',
    });
  });
});

describe('findPassword', () => {
  beforeEach(() => vi.clearAllMocks());

  it('should require both name and e-mail (the intended reading of SPEC §5)', async () => {
    expect(sut.isFindPasswordFormComplete('김핏픽', '')).toBe(false);
    expect(sut.isFindPasswordFormComplete('', 'a@b.kr')).toBe(false);
    expect(sut.isFindPasswordFormComplete(' ', ' ')).toBe(false);
    expect(sut.isFindPasswordFormComplete('김핏픽', 'a@b.kr')).toBe(true);
    expect(await sut.findPassword('김핏픽', '')).toEqual({
      kind: 'invalid',
      message: '빈칸 없이 모두 입력해 주세요.',
    });
    expect(worker.findPassword).not.toHaveBeenCalled();
  });

  it('should lead to /reset-password with username and email on success', async () => {
    worker.findPassword.mockResolvedValue(okOf({ success: true }));
    const outcome = await sut.findPassword('김핏픽', 'fit pick@x.kr');
    expect(outcome.kind).toBe('done');
    const href = outcome.kind === 'done' ? outcome.value : '';
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('username')).toBe('김핏픽');
    expect(url.searchParams.get('email')).toBe('fit pick@x.kr');
  });

  it('should show the server’s message past the daily cap of reset e-mails (429)', async () => {
    const message =
      '재설정 메일을 너무 많이 요청했어요. 가장 최근에 보낸 메일의 링크로 비밀번호를 바꿀 수 있어요. 새 메일은 12분 후에 다시 요청해 주세요.';
    worker.findPassword.mockResolvedValue(errOf(429, message));
    expect(await sut.findPassword('김핏픽', 'a@b.kr')).toEqual({ kind: 'failed', message });
  });
});

describe('resetPassword', () => {
  beforeEach(() => vi.clearAllMocks());

  it('should check the confirmation before sending the code', async () => {
    expect(
      await sut.resetPassword({ email: 'a@b.kr' }, { code: '1', password: 'x', confirm: 'y' }),
    ).toEqual({
      kind: 'invalid',
      message: RECOVERY_MESSAGES.mismatch,
    });
    worker.resetPassword.mockResolvedValue(okOf({ success: true }));
    expect(
      await sut.resetPassword(
        { email: 'a@b.kr' },
        { code: ' 123456 ', password: 'x', confirm: 'x' },
      ),
    ).toEqual({ kind: 'done', value: undefined });
    expect(worker.resetPassword).toHaveBeenCalledWith({
      email: 'a@b.kr',
      code: '123456',
      new_password: 'x',
    });
  });

  it('should send the link’s token instead of e-mail and code, and need no code', async () => {
    expect(
      await sut.resetPassword({ token: 't' }, { code: '', password: 'x', confirm: '' }),
    ).toEqual({ kind: 'invalid', message: RECOVERY_MESSAGES.passwordFillAll });
    worker.resetPassword.mockResolvedValue(okOf({ success: true }));
    expect(
      await sut.resetPassword({ token: 't' }, { code: '', password: 'x', confirm: 'x' }),
    ).toEqual({ kind: 'done', value: undefined });
    expect(worker.resetPassword).toHaveBeenCalledWith({ token: 't', new_password: 'x' });
  });
});

describe('completeSocialLogin', () => {
  afterEach(() => {
    accessToken$.value = null;
    refreshToken$.value = null;
  });

  it('should store token and refresh and go to /main', () => {
    expect(sut.completeSocialLogin('?token=acc&refresh=ref')).toBe('/main');
    expect(accessToken$.value).toBe('acc');
    expect(refreshToken$.value).toBe('ref');
    expect(worker.setTokens).toHaveBeenLastCalledWith({ access: 'acc', refresh: 'ref' });
  });

  it('should go to / when either is missing', () => {
    expect(sut.completeSocialLogin('?token=acc')).toBe('/');
    expect(sut.completeSocialLogin('?refresh=ref')).toBe('/');
    expect(accessToken$.value).toBeNull();
  });
});
