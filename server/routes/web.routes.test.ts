import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeShellFile } from '../../contract/home-shells';
import { SEASONS, type Season } from '../../contract/taxonomy';
import { recognition } from '../../test/factories/recognition';
import { createOAuthProviders } from '../lib/oauth-providers';
import { createHarness, fakeRecognizer, type Harness } from '../../test/harness';

/** The shell with the landing page prerendered (build/route-shells.ts). */
const LANDING =
  '<!doctype html><title>핏픽</title><div id="root"><main class="landing">남성 맞춤 패션 스타일링 서비스</main></div>';
/** The landing page of a server with Kakao and Google login configured. */
const LANDING_KAKAO_GOOGLE =
  '<!doctype html><title>핏픽</title><div id="root"><a href="/accounts/kakao/login/">카카오로 시작하기</a><a href="/accounts/google/login/">구글로 시작하기</a></div>';
/** The shell with the home page drawn for `season`, its first chunks and banner preloaded (build/route-shells.ts). */
const homeShell = (season: Season) =>
  `<!doctype html><title>핏픽</title><link rel="modulepreload" href="/assets/MainPage-abc.js"><div id="root"><section class="banner" data-season="${season}"></section></div>`;
/** A hashed asset big enough to be worth compressing. */
const ASSET = `console.log(${JSON.stringify('핏픽 '.repeat(2_000))});`;

let h: Harness;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>핏픽</title><div id="root"></div>',
  );
  await writeFile(path.join(distDir, 'landing.html'), LANDING);
  await writeFile(path.join(distDir, 'landing.html.br'), brotliCompressSync(LANDING));
  await writeFile(path.join(distDir, 'landing-kakao-google.html'), LANDING_KAKAO_GOOGLE);
  await mkdir(path.join(distDir, 'shells'));
  for (const season of SEASONS)
    await writeFile(path.join(distDir, homeShellFile(season)), homeShell(season));
  await writeFile(path.join(distDir, 'assets', 'main-abc123.js'), ASSET);
  await writeFile(path.join(distDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(ASSET));
  // A night in late November in Korea: autumn.
  h = await createHarness({
    recognizer: fakeRecognizer(recognition()),
    distDir,
    now: () => new Date('2026-11-26T00:30:00+09:00'),
  });
});
afterAll(async () => {
  await h.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('web shell', () => {
  it('should answer client routes with the empty app shell, uncached', async () => {
    // A shared outfit's link (contract/share.ts: a base64url token, never a dot) opens the shell too.
    for (const url of [
      '/camera',
      '/fashion?x=1',
      '/login',
      '/my',
      '/share/Ab-_0123456789abcdefgh',
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('should answer /main with its shell of today’s season, which fetches the home page with the entry', async () => {
    for (const url of ['/main', '/main?tab=1']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<link rel="modulepreload" href="/assets/MainPage-abc.js">');
      expect(res.body, url).toContain('data-season="가을"');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('should answer / with the landing page already in the HTML, uncached and precompressed', async () => {
    for (const url of ['/', '/?from=share']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('남성 맞춤 패션 스타일링 서비스');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const br = await h.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LANDING);
  });

  it('should answer / with the landing page offering only the social logins the server has', async () => {
    const social = await createHarness({
      recognizer: fakeRecognizer(recognition()),
      distDir,
      oauthProviders: createOAuthProviders(
        {
          kakao: { clientId: 'kakao-client', clientSecret: null },
          google: { clientId: 'google-client', clientSecret: 'google-secret' },
        },
        'http://localhost:8000',
      ),
    });
    try {
      const res = await social.app.inject({ method: 'GET', url: '/' });
      expect(res.body).toBe(LANDING_KAKAO_GOOGLE);
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await social.close();
    }
    // Without any (the harness's default): the landing page that leads with e-mail login.
    expect((await h.app.inject({ method: 'GET', url: '/' })).body).toBe(LANDING);
  });

  it('should send helmet’s security headers with pages and API answers alike', async () => {
    for (const url of ['/', '/main', '/api/picked/v1/main/random/?count=1']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('should serve hashed assets as immutable', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('should serve the build’s precompressed asset to a browser that accepts brotli, and the plain one otherwise', async () => {
    const br = await h.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const plain = await h.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('should compress API answers for clients that accept it', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/picked/v1/main/random/?count=8',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveLength(8);
  });

  it('should never answer API, media or missing file paths with the shell', async () => {
    for (const url of [
      '/api/nothing/',
      '/media/uploads/00000000-0000-0000-0000-000000000000.jpg',
      '/accounts/x',
      // A chunk of an earlier build: HTML in its place would fail as a module of the wrong type.
      '/assets/MainPage-old123.js',
      '/icons/missing.png',
      '/robots.txt?x=1',
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      // An uploaded photo asks for its owner's token first.
      expect(res.statusCode, url).toBe(url.startsWith('/media/uploads/') ? 401 : 404);
      expect(res.body, url).not.toContain('<title>');
    }
  });
});
