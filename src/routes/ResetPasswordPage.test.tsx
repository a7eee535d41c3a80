// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  resetPassword: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { DialogHost } = await import('../components/DialogHost');
const { ResetPasswordPage } = await import('./ResetPasswordPage');

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1-';

function renderPage(search: string) {
  window.history.replaceState(null, '', `/reset-password${search}`);
  render(
    <>
      <ResetPasswordPage />
      <DialogHost />
    </>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: '비밀번호 재설정' })));

describe(ResetPasswordPage.name, () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(cleanup);

  it('should reset by the e-mailed link’s token without a code field, then go to /login', async () => {
    worker.resetPassword.mockResolvedValue({ ok: true, value: { success: true } });
    renderPage(`?token=${TOKEN}`);
    expect(screen.queryByLabelText('인증 코드')).toBeNull();
    type('새 비밀번호', 'new-pass-1!');
    type('새 비밀번호 확인', 'new-pass-1!');
    await submit();
    expect(worker.resetPassword).toHaveBeenCalledWith({
      token: TOKEN,
      new_password: 'new-pass-1!',
    });
    expect(window.location.pathname).toBe('/login');
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.',
      ),
    ).toBeTruthy();
  });

  it('should show why a used or expired link failed, with the way to a new one', async () => {
    worker.resetPassword.mockResolvedValue({
      ok: false,
      error: {
        code: 'validation',
        message:
          '재설정 링크가 만료되었거나 이미 사용되었어요. 비밀번호 찾기를 다시 진행해 주세요.',
        status: 400,
      },
    });
    renderPage(`?token=${TOKEN}`);
    type('새 비밀번호', 'new-pass-1!');
    type('새 비밀번호 확인', 'new-pass-1!');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(
      '재설정 링크가 만료되었거나 이미 사용되었어요. 비밀번호 찾기를 다시 진행해 주세요.',
    );
    expect(screen.getByRole('link', { name: '링크 다시 받기' }).getAttribute('href')).toBe(
      '/find-pw',
    );
  });

  it('should ask for the new password twice on the link, not for a code', async () => {
    renderPage(`?token=${TOKEN}`);
    type('새 비밀번호', 'new-pass-1!');
    await submit();
    expect(
      within(screen.getByRole('alertdialog')).getByText('새 비밀번호를 두 번 모두 입력해 주세요.'),
    ).toBeTruthy();
    expect(worker.resetPassword).not.toHaveBeenCalled();
  });

  it('should keep the code path for /find-pw’s username and email', async () => {
    worker.resetPassword.mockResolvedValue({ ok: true, value: { success: true } });
    renderPage('?username=김핏픽&email=fitpick@x.kr');
    type('인증 코드', ' 123456 ');
    type('새 비밀번호', 'new-pass-1!');
    type('새 비밀번호 확인', 'new-pass-1!');
    await submit();
    expect(worker.resetPassword).toHaveBeenCalledWith({
      email: 'fitpick@x.kr',
      code: '123456',
      new_password: 'new-pass-1!',
    });
  });
});
