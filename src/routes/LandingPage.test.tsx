// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  socialProviders: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));

const { LandingPage } = await import('./LandingPage');
const { socialProviders$ } = await import('../state/social-providers');

async function renderPage() {
  render(<LandingPage />);
  await act(async () => undefined);
}

describe(LandingPage.name, () => {
  afterEach(() => {
    cleanup();
    socialProviders$.value = [];
  });

  it('should lead with e-mail login, and show no social button, when the server has none', async () => {
    worker.socialProviders.mockResolvedValue({ ok: true, value: { providers: [] } });
    await renderPage();
    expect(screen.queryByRole('link', { name: /로 시작하기$/ })).toBeNull();
    const email = screen.getByRole('link', { name: '이메일로 로그인' });
    expect(email.className).toContain('btn-primary');
  });

  it('should offer exactly the social logins the server has configured', async () => {
    worker.socialProviders.mockResolvedValue({
      ok: true,
      value: { providers: ['google', 'kakao'] },
    });
    await renderPage();
    const social = screen.getAllByRole('link', { name: /로 시작하기$/ });
    expect(social.map((link) => link.textContent)).toEqual([
      '카카오로 시작하기',
      '구글로 시작하기',
    ]);
    expect(social[0]?.getAttribute('href')).toBe('/accounts/kakao/login/');
    expect(screen.getByRole('link', { name: '이메일로 로그인' }).className).toContain(
      'btn-outline',
    );
  });
});
