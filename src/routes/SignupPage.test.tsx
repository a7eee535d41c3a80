// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({ setTokens: vi.fn(async () => undefined), signup: vi.fn() }));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { SignupPage } = await import('./SignupPage');

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

function fillForm(password: string) {
  type('이메일', 'minjun@example.com');
  type('이름', '김민준');
  type('비밀번호', password);
  type('비밀번호 확인', password);
  fireEvent.click(screen.getByLabelText('전체 동의'));
}

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: '가입하기' })));

describe(SignupPage.name, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/signup');
  });
  afterEach(cleanup);

  it('should show the SPEC §5 password hint under the password field', () => {
    render(<SignupPage />);
    const hint = screen.getByText('영문, 숫자, 특수문자를 포함한 8자 이상');
    expect(
      screen.getByLabelText('비밀번호', { exact: true }).getAttribute('aria-describedby'),
    ).toBe(hint.id);
  });

  it('should show the server’s password errors beneath the password field, joined by a comma', async () => {
    worker.signup.mockResolvedValue({
      ok: false,
      error: {
        code: 'validation',
        message: '비밀번호에 숫자를 포함해 주세요.',
        status: 400,
        fields: {
          password: ['비밀번호에 숫자를 포함해 주세요.', '비밀번호에 특수문자를 포함해 주세요.'],
        },
      },
    });
    render(<SignupPage />);
    fillForm('lettersonly');
    await submit();
    expect(worker.signup).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'minjun@example.com', password: 'lettersonly' }),
    );
    const error = screen.getByText(
      '비밀번호에 숫자를 포함해 주세요., 비밀번호에 특수문자를 포함해 주세요.',
    );
    expect(error.getAttribute('role')).toBe('alert');
    const field = screen.getByLabelText('비밀번호', { exact: true });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByText('영문, 숫자, 특수문자를 포함한 8자 이상')).toBeNull();
    expect(screen.queryByText('회원가입 중 오류가 발생했습니다.')).toBeNull();
  });

  it('should show e-mail and password errors together under their own fields', async () => {
    worker.signup.mockResolvedValue({
      ok: false,
      error: {
        code: 'validation',
        message: 'x',
        status: 400,
        fields: {
          email: ['이미 가입된 이메일입니다.'],
          password: ['비밀번호는 8자 이상이어야 해요.'],
        },
      },
    });
    render(<SignupPage />);
    fillForm('a1!');
    await submit();
    expect(screen.getByText('이미 가입된 이메일입니다.').id).toBe('signup-email-error');
    expect(screen.getByText('비밀번호는 8자 이상이어야 해요.').id).toBe('signup-password-error');
  });

  it('should count down after a successful signup', async () => {
    worker.signup.mockResolvedValue({
      ok: true,
      value: { user_id: 1, email: 'minjun@example.com', username: '김민준' },
    });
    render(<SignupPage />);
    fillForm('fitpick-pass-1!');
    await submit();
    expect(screen.getByText('회원가입이 완료되었습니다!')).toBeTruthy();
  });

  it('should keep 가입하기 off until both required consents are given; marketing stays optional', () => {
    render(<SignupPage />);
    type('이메일', 'minjun@example.com');
    type('이름', '김민준');
    type('비밀번호', 'fitpick-1!');
    type('비밀번호 확인', 'fitpick-1!');
    const button = () => screen.getByRole('button', { name: '가입하기' }) as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('(필수) 이용약관 동의'));
    expect(button().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('(필수) 개인정보 수집·이용 동의'));
    expect(button().disabled).toBe(false);
    expect(
      (screen.getByLabelText('(선택) 마케팅 정보 수신 동의') as HTMLInputElement).checked,
    ).toBe(false);
  });
});
