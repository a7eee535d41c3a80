// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
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
    expect(screen.getByRole('alert').textContent).toBe('간편 로그인은 아직 준비 중이에요. 이메일로 로그인해 주세요.');
  });

  it('should say social login failed when the server sent social=failed', () => {
    renderAt('/login?social=failed&provider=kakao');
    expect(screen.getByRole('alert').textContent).toBe('간편 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.');
  });

  it('should show no notice without a known social parameter', () => {
    renderAt('/login?social=toString');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    renderAt('/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
