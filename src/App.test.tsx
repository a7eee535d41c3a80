// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';

vi.mock('./worker-bridge', () => ({
  apiWorker: {
    setTokens: vi.fn(async () => undefined),
    socialProviders: vi.fn(async () => ({ ok: true, value: { providers: [] } })),
    waitingPhotos: vi.fn(async () => []),
    recentAnswers: vi.fn(async () => []),
  },
  listenForTokens: vi.fn(),
}));
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

const { App, preloadRoute } = await import('./App');

describe('App page transitions', () => {
  afterEach(cleanup);

  it('should show the first page of a visit at once and animate the pages navigated to', async () => {
    window.history.replaceState(null, '', '/');
    const { container } = render(<App />);
    await screen.findByRole('heading', { name: '남성 맞춤 패션 스타일링 서비스' });
    // no enter animation: Chromium records first-contentful-paint for a static first page
    expect(container.querySelector('.page-transition')?.classList.contains('is-entering')).toBe(
      false,
    );

    await act(async () => navigate('/find-id'));
    await screen.findByRole('heading', { name: '아이디 찾기' }, { timeout: 3_000 });
    expect(container.querySelector('.page-transition')?.classList.contains('is-entering')).toBe(
      true,
    );
  });

  it('should render a page loaded ahead at once, without the loading spinner', async () => {
    await preloadRoute('/find-pw');
    window.history.replaceState(null, '', '/find-pw');
    render(<App />);
    // In the very first render: no spinner committed, so React never holds the page behind it.
    expect(screen.queryByRole('status', { name: '화면을 불러오는 중' })).toBeNull();
    expect(screen.getByRole('heading', { name: '비밀번호 찾기' })).toBeTruthy();
  });

  it('should title the document after the page, and keep the top bar off pages without the chrome', async () => {
    await preloadRoute('/find-id');
    window.history.replaceState(null, '', '/find-id');
    const { container } = render(<App />);
    await screen.findByRole('heading', { name: '아이디 찾기' });
    expect(document.title).toBe('아이디 찾기 | 핏픽');
    expect(container.querySelector('.app')?.classList.contains('has-chrome')).toBe(false);
  });

  it('should give the product detail one bottom bar, its own 찜 / 공유 / 구매 bar, not the navigation too', async () => {
    await preloadRoute('/product-detail/5');
    window.history.replaceState(null, '', '/product-detail/5?source=main&recommendationId=5');
    render(<App />);
    await screen.findByText('상세 페이지');
    // The top bar's logo still leads home; the bottom of the screen is the page's own.
    expect(screen.getByRole('link', { name: '핏픽 홈' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '하단 메뉴' })).toBeNull();
  });

  it('should keep the bottom navigation on the other chrome routes', async () => {
    window.history.replaceState(null, '', '/main');
    render(<App />);
    await screen.findByRole('navigation', { name: '하단 메뉴' }, { timeout: 3_000 });
  });
});
