import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SHELL_MESSAGES } from './messages';

import type { RenderContext } from '../contract/shell-files';

/** The build's render of `path`, on freshly evaluated modules as in build/route-shells.ts. */
async function renderRoute(path: string, context: RenderContext = {}): Promise<string> {
  vi.resetModules();
  const prerender = await import('./prerender');
  return prerender.renderRoute(path, context);
}

vi.mock('./worker-bridge', () => ({
  apiWorker: { setTokens: vi.fn(async () => undefined) },
  listenForTokens: vi.fn(),
}));

describe('prerendered landing page', () => {
  it('should carry the pitch and working links in the HTML itself, without the enter animation', async () => {
    const html = await renderRoute('/', { socialProviders: ['kakao', 'naver', 'google'] });
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

describe('prerendered landing page of a configuration', () => {
  it('should offer only the configured social logins, in the page’s order', async () => {
    const html = await renderRoute('/', { socialProviders: ['kakao', 'google'] });
    expect(html).toContain('카카오로 시작하기');
    expect(html).toContain('구글로 시작하기');
    expect(html).not.toContain('네이버');
    expect(html).not.toContain('/accounts/naver/login/');
    expect(html.indexOf('카카오로')).toBeLessThan(html.indexOf('구글로'));
    expect(html).toMatch(/class="btn btn-outline"[^>]*>이메일로 로그인/);
  });

  it('should lead with e-mail login when no social login is configured', async () => {
    const html = await renderRoute('/', { socialProviders: [] });
    expect(html).not.toContain('/accounts/');
    expect(html).not.toMatch(/카카오|네이버|구글/);
    expect(html).toMatch(/class="btn btn-primary btn-lg"[^>]*>이메일로 로그인/);
  });
});

describe('prerendered home page', () => {
  it('should carry the first screen in the HTML itself: the chrome, the first banner, the service box and the sections loading', async () => {
    const html = await renderRoute('/main', { season: '가을' });
    expect(html).toContain('class="page-transition"');
    expect(html).toContain('class="top-bar"');
    expect(html).toContain('aria-label="하단 메뉴"');
    // The first banner is the page's largest paint: fetched first, without JavaScript.
    expect(html).toMatch(
      /<img[^>]*class="banner-image"[^>]*fetchPriority="high"|<img[^>]*fetchPriority="high"[^>]*class="banner-image"/i,
    );
    expect(html).toContain('사진 한 장으로');
    expect(html).toContain('href="/camera"');
    for (const title of ['오늘의 추천 코디', '가격대별 추천 코디', '스타일별 추천 코디'])
      expect(html).toContain(title);
    expect(html.match(/class="section-loading"/g)).toHaveLength(3);
    // Not the route's loading spinner: the page itself.
    expect(html).not.toContain('화면을 불러오는 중');
  });
});

describe('prerendering on Node 21 and later', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Since Node 21 a global navigator exists (user agent, language, cores) but without `onLine`:
  // the build's render must take that as online, as the browser is when the page arrives.
  it.each(['/', '/main'])('should not carry the offline banner in the HTML of %s', async (path) => {
    vi.stubGlobal('navigator', { userAgent: 'Node.js/24', language: 'en-US' });
    const html = await renderRoute(path);
    expect(html).not.toContain(APP_SHELL_MESSAGES.offline);
    expect(html).not.toContain('class="offline-banner"');
  });
});

describe('prerendered home page of each season', () => {
  it('should show the season’s new arrivals in the banner, never another season’s', async () => {
    const autumn = await renderRoute('/main', { season: '가을' });
    expect(autumn).toContain('/banners/banner-2-autumn-480.avif');
    expect(autumn).toContain('alt="가을 신상 셔츠와 니트로 완성하는 미니멀 룩"');
    expect(autumn).not.toMatch(/봄 신상|spring/);
    const winter = await renderRoute('/main', { season: '겨울' });
    expect(winter).toContain('alt="겨울 신상 셔츠와 니트로 완성하는 미니멀 룩"');
    expect(winter).not.toMatch(/가을|autumn/);
  });
});
