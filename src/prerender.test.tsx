import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from './prerender';

vi.mock('./worker-bridge', () => ({
  apiWorker: { setTokens: vi.fn(async () => undefined) },
  listenForTokens: vi.fn(),
}));

describe('prerendered landing page', () => {
  it('should carry the pitch and working links in the HTML itself, without the enter animation', () => {
    const html = renderRoute('/');
    expect(html).toContain('남성 맞춤 패션 스타일링 서비스');
    // Painted as it arrives: the first page of a visit does not fade in from opacity 0.
    expect(html).toContain('class="page-transition"');
    for (const href of [
      '/accounts/kakao/login/',
      '/accounts/naver/login/',
      '/accounts/google/login/',
      '/login',
      '/signup',
      '/find-id',
      '/find-pw',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });
});
