// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  findPassword: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { DialogHost } = await import('../components/DialogHost');
const { FindPwPage } = await import('./FindPwPage');

function renderPage() {
  render(
    <>
      <FindPwPage />
      <DialogHost />
    </>,
  );
}

describe(FindPwPage.name, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/find-pw');
  });
  afterEach(cleanup);

  it('should alert 빈칸 없이 모두 입력해 주세요. when the e-mail is blank', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '김핏픽' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: '재설정 코드 받기' })),
    );
    expect(
      within(screen.getByRole('alertdialog')).getByText('빈칸 없이 모두 입력해 주세요.'),
    ).toBeTruthy();
    expect(worker.findPassword).not.toHaveBeenCalled();
  });

  it('should go to /reset-password with username and email on success', async () => {
    worker.findPassword.mockResolvedValue({ ok: true, value: { success: true } });
    renderPage();
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '김핏픽' } });
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'fitpick@x.kr' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: '재설정 코드 받기' })),
    );
    expect(window.location.pathname).toBe('/reset-password');
    const params = new URLSearchParams(window.location.search);
    expect([params.get('username'), params.get('email')]).toEqual(['김핏픽', 'fitpick@x.kr']);
  });

  it('should show the server error in place', async () => {
    worker.findPassword.mockResolvedValue({
      ok: false,
      error: { code: 'not_found', message: 'x', status: 404 },
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '김핏픽' } });
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'no@x.kr' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: '재설정 코드 받기' })),
    );
    expect(screen.getByRole('alert').textContent).toBe('일치하는 정보가 없습니다.');
  });
});
