// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  logout: vi.fn(async () => ({ ok: true, value: null })),
  forgetMember: vi.fn(async () => undefined),
  userInfo: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));
const navigation = vi.hoisted(() => ({ navigate: vi.fn(), reloadApp: vi.fn() }));
vi.mock('../state/navigation', () => navigation);

const { DialogHost } = await import('../components/DialogHost');
const { accessToken$, refreshToken$, user$ } = await import('../state/auth');
const { SettingPage } = await import('./SettingPage');

const user = {
  user_id: 7,
  username: '김핏픽',
  email: 'fitpick@example.com',
  height: null,
  weight: null,
  age: 29,
  sex: 'M' as const,
};

function renderPage() {
  return render(
    <>
      <SettingPage />
      <DialogHost />
    </>,
  );
}

describe(SettingPage.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/setting');
    accessToken$.value = 'a';
    refreshToken$.value = 'r';
    user$.value = user;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    accessToken$.value = null;
    refreshToken$.value = null;
  });

  it('should show the title and the masked name and e-mail', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: '내 정보' })).toBeTruthy();
    expect(screen.getByText('김*픽')).toBeTruthy();
    expect(screen.getByText('fi*****@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeTruthy();
  });

  it('should show a long e-mail with a few stars, not one per hidden character', () => {
    user$.value = { ...user, email: 'minjun.kim.fitpick.shopper2026@example.com' };
    renderPage();
    expect(screen.getByText('mi******@example.com')).toBeTruthy();
  });

  it.each([
    ['회원정보 수정', '/edit-profile'],
    ['비밀번호 설정', '/set-password'],
    ['맞춤 정보', '/set-body'],
  ])('should confirm %s and go to %s 500 ms later', async (label, path) => {
    renderPage();
    act(() => fireEvent.click(screen.getByRole('button', { name: label })));
    const dialog = screen.getByRole('dialog', { name: label });
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '확인' })));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(window.location.pathname).toBe('/setting');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.pathname).toBe(path);
  });

  it('should stay after 취소', async () => {
    renderPage();
    act(() => fireEvent.click(screen.getByRole('button', { name: '비밀번호 설정' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '취소' })));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/setting');
  });

  it('should log out after confirming: both tokens removed, then / loaded anew', async () => {
    renderPage();
    act(() => fireEvent.click(screen.getByRole('button', { name: '로그아웃' })));
    const dialog = screen.getByRole('dialog', { name: '로그아웃' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '확인' })));
    expect(accessToken$.value).toBe('a');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(accessToken$.value).toBeNull();
    expect(refreshToken$.value).toBeNull();
    expect(navigation.reloadApp).toHaveBeenCalledWith('/');
  });
});
