// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  resumeSession: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

/** The localStorage flag a login with 로그인 상태 유지 leaves (src/state/auth.ts). */
const KEEP_SIGNED_IN_KEY = 'fitpick-keep-signed-in';

/** The app opened again (a new page: fresh modules, an empty sessionStorage) on a member page. */
async function openMyPage(): Promise<void> {
  vi.resetModules();
  const { RequireLogin } = await import('./RequireLogin');
  const { DialogHost } = await import('./DialogHost');
  render(
    <>
      <RequireLogin className="page my-page">
        <h1>마이페이지</h1>
      </RequireLogin>
      <DialogHost />
    </>,
  );
}

describe('RequireLogin on a new start of the app', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    worker.setTokens.mockClear();
    worker.resumeSession.mockReset();
  });
  afterEach(cleanup);

  it('should show the page to a shopper who chose 로그인 상태 유지, once the session is taken up', async () => {
    localStorage.setItem(KEEP_SIGNED_IN_KEY, '1');
    let answer: (value: unknown) => void = () => undefined;
    worker.resumeSession.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await openMyPage();
    expect(screen.getByRole('status', { name: '로그인 확인 중' })).toBeTruthy();
    answer({ ok: true, value: 'access-1' });
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(worker.resumeSession).toHaveBeenCalledTimes(1);
    expect(worker.setTokens).toHaveBeenCalledWith({
      access: 'access-1',
      refresh: null,
      refreshInCookie: true,
    });
    // The access token is the tab's, as SPEC §3 keeps it; the refresh token is the server's cookie.
    expect(sessionStorage.getItem('accessToken')).toBe('access-1');
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem(KEEP_SIGNED_IN_KEY)).toBe('1');
  });

  it('should ask to sign in when that session has ended (logged out elsewhere, 30 days unused)', async () => {
    localStorage.setItem(KEEP_SIGNED_IN_KEY, '1');
    worker.resumeSession.mockResolvedValue({
      ok: false,
      error: { code: 'token_invalid', message: '세션이 만료되었습니다.', status: 401 },
    });
    await openMyPage();
    expect(
      within(await screen.findByRole('alertdialog')).getByText('로그인이 필요합니다.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '마이페이지' })).toBeNull();
    expect(localStorage.getItem(KEEP_SIGNED_IN_KEY)).toBeNull();
  });

  it('should keep the flag when the app starts offline, to try again at the next start', async () => {
    localStorage.setItem(KEEP_SIGNED_IN_KEY, '1');
    worker.resumeSession.mockResolvedValue({
      ok: false,
      error: { code: 'network', message: '인터넷 연결을 확인해 주세요.', status: 0 },
    });
    await openMyPage();
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(localStorage.getItem(KEEP_SIGNED_IN_KEY)).toBe('1');
  });

  it('should ask to sign in at once, without a request, when 로그인 상태 유지 was not chosen', async () => {
    await openMyPage();
    expect(
      within(await screen.findByRole('alertdialog')).getByText('로그인이 필요합니다.'),
    ).toBeTruthy();
    expect(worker.resumeSession).not.toHaveBeenCalled();
  });

  it('should show the page at once after a reload, and refresh that session from the cookie', async () => {
    sessionStorage.setItem('accessToken', 'access-1');
    localStorage.setItem(KEEP_SIGNED_IN_KEY, '1');
    await openMyPage();
    expect(screen.getByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect(worker.resumeSession).not.toHaveBeenCalled();
    // What the API worker starts from: no refresh token, the cookie's instead.
    const { listenForTokens } = await import('../worker-bridge');
    const current = vi.mocked(listenForTokens).mock.calls[0]?.[1];
    expect(current?.()).toEqual({ access: 'access-1', refresh: null, refreshInCookie: true });
  });

  it('should show the page at once for a session kept in the tab (SPEC §3)', async () => {
    sessionStorage.setItem('accessToken', 'access-tab');
    sessionStorage.setItem('refreshToken', 'refresh-tab');
    localStorage.setItem(KEEP_SIGNED_IN_KEY, '1');
    await openMyPage();
    expect(screen.getByRole('heading', { name: '마이페이지' })).toBeTruthy();
    expect(worker.resumeSession).not.toHaveBeenCalled();
  });
});
