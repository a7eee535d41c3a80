// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({ setTokens: vi.fn(async () => undefined), login: vi.fn() }));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { LoginPage } = await import('./LoginPage');

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(<LoginPage />);
}

describe(LoginPage.name, () => {
  afterEach(cleanup);

  it('should say social login is not offered when the server sent social=unavailable', () => {
    renderAt('/login?social=unavailable&provider=naver');
    expect(screen.getByRole('alert').textContent).toBe(
      '간편 로그인은 아직 준비 중이에요. 이메일로 로그인해 주세요.',
    );
  });

  it('should say social login failed when the server sent social=failed', () => {
    renderAt('/login?social=failed&provider=kakao');
    expect(screen.getByRole('alert').textContent).toBe(
      '간편 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.',
    );
  });

  it('should show no notice without a known social parameter', () => {
    renderAt('/login?social=toString');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    renderAt('/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should keep the session on the device with 로그인 상태 유지 (checked at first), and in the tab unchecked', async () => {
    const signIn = async (keep: boolean) => {
      renderAt('/login');
      const box = screen.getByRole('checkbox', { name: '로그인 상태 유지' }) as HTMLInputElement;
      expect(box.checked).toBe(true);
      if (!keep) fireEvent.click(box);
      fireEvent.change(screen.getByLabelText('이메일'), {
        target: { value: 'minjun@example.com' },
      });
      fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'fitpick-1!' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
      expect(worker.login).toHaveBeenLastCalledWith(
        { email: 'minjun@example.com', password: 'fitpick-1!' },
        keep,
      );
      cleanup();
    };
    // Kept on the device: the server keeps the refresh token in its cookie, never in the tab.
    worker.login.mockResolvedValue({ ok: true, value: { access_token: 'access-kept' } });
    await signIn(true);
    expect(localStorage.getItem('fitpick-keep-signed-in')).toBe('1');
    expect(sessionStorage.getItem('accessToken')).toBe('access-kept');
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(worker.setTokens).toHaveBeenLastCalledWith({
      access: 'access-kept',
      refresh: null,
      refreshInCookie: true,
    });
    // Unchecked: as SPEC §3 says, both tokens in the tab's sessionStorage, nothing on the device.
    worker.login.mockResolvedValue({
      ok: true,
      value: { access_token: 'access-tab', refresh_token: 'refresh-tab' },
    });
    await signIn(false);
    expect(sessionStorage.getItem('accessToken')).toBe('access-tab');
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-tab');
    expect(localStorage.getItem('fitpick-keep-signed-in')).toBeNull();
  });

  it('should say the login is on its way while the server answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    worker.login.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/login');
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'minjun@example.com' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'fitpick-1!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    const button = screen.getByRole('button', { name: '로그인 중…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () =>
      answer({
        ok: false,
        error: {
          code: 'invalid_credentials',
          message: '아이디 또는 비밀번호가 잘못되었습니다.',
          status: 400,
        },
      }),
    );
    expect(screen.getByRole('button', { name: '로그인' })).toBeTruthy();
  });
});
