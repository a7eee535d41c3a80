/**
 * Offline-first core in chromium: the app is installable; an offline reload of /main
 * shows the cached home with no request reaching the network, and my page and a seen detail
 * render from the cache; likes and unlikes made offline
 * land exactly once when connectivity returns — by background sync with the tab closed, and by
 * the page's own replay with an expired access token (refresh, then retry) — and with the tab
 * closed and the queued token expired, on the member's next sign-in. A new version waits until
 * the shopper accepts '새로고침'.
 */
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { LoginResponse } from '../contract/api';
import { startJourney, type Journey } from './support/browser';
import { cardOutfitId, homeCards } from './support/home';
import {
  expiredAccessToken,
  fireLikeSync,
  installability,
  queuedLikeRequests,
  recordRequests,
  returningShopper as returning,
  serverLikedClubIds,
  waitForServiceWorkerControl,
} from './support/offline';
import { startServer } from './support/server';
import { logIn, type Shopper } from './support/shopper';

const baseUrl = inject('baseUrl');
const PRICE_LIST = '10만원대 추천 코디 목록';
const OFFLINE_BANNER = '오프라인 상태예요. 저장된 화면을 보여드릴게요.';

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** `returningShopper` whose journey this file closes after the test. */
async function returningShopper(
  name: string,
): Promise<{ journey: Journey; shopper: Shopper; tokens: LoginResponse }> {
  const started = await returning(name, baseUrl);
  journey = started.journey;
  return started;
}

/** Likes the first two cards of the price list, then unlikes the first through '찜 해제'; returns their ids. */
async function likeTwoUnlikeOne(journeyNow: Journey): Promise<[number, number]> {
  const { page } = journeyNow;
  const cards = await homeCards(page, PRICE_LIST);
  const ids: [number, number] = [
    await cardOutfitId(cards.nth(0)),
    await cardOutfitId(cards.nth(1)),
  ];
  const hearts = [
    cards.nth(0).getByRole('button', { name: '찜하기' }),
    cards.nth(1).getByRole('button', { name: '찜하기' }),
  ] as const;
  await hearts[0].click();
  await expect.poll(() => hearts[0].getAttribute('aria-pressed')).toBe('true');
  await hearts[1].click();
  await expect.poll(() => hearts[1].getAttribute('aria-pressed')).toBe('true');
  await hearts[0].click();
  await page.getByRole('dialog', { name: '찜 해제' }).getByRole('button', { name: '확인' }).click();
  await expect.poll(() => hearts[0].getAttribute('aria-pressed')).toBe('false');
  await journeyNow.shot('liked-offline');
  return ids;
}

describe('offline-first core', () => {
  it('should be installable and show the cached home, my page and a detail offline without touching the network', async () => {
    expect(await installability(`${baseUrl}/main`)).toEqual({
      errors: [],
      manifestUrl: `${baseUrl}/manifest.webmanifest`,
    });

    const { journey: j, shopper } = await returningShopper('offline-home');
    const { page } = j;
    // Seen online once: my page and one outfit's detail.
    const detailHref =
      (await (
        await homeCards(page, PRICE_LIST)
      )
        .nth(0)
        .getByRole('link')
        .first()
        .getAttribute('href')) ?? '';
    await page.goto('/my');
    await page.getByRole('heading', { name: `${shopper.name}님` }).waitFor();
    await page.goto(detailHref);
    const onlineTotal = await page.locator('.detail-total-price').textContent();
    await page.goto('/main');
    await homeCards(page, PRICE_LIST);
    await page.waitForLoadState('networkidle');
    // The service worker keeps the pictures of every card, also of those not drawn yet (a card is
    // drawn, and its pictures loaded, only as it nears the screen).
    const pictures = await page
      .locator('.club-card img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(pictures.length).toBeGreaterThanOrEqual(3 * 4 * 4);
    await expect
      .poll(() =>
        page.evaluate(
          async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean),
          pictures,
        ),
      )
      .toBe(true);

    await j.context.setOffline(true);
    const requests = recordRequests(j.context);
    await page.reload();
    await page.getByText(OFFLINE_BANNER).waitFor();
    for (const list of ['오늘의 추천 코디 목록', PRICE_LIST, '미니멀 추천 코디 목록'])
      await homeCards(page, list);
    // Every card, scrolled to as a shopper would, shows its pictures.
    for (const card of await page.locator('.club-card').all()) await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    expect(
      await page
        .locator('.club-card img')
        .evaluateAll(
          (imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth === 0).length,
        ),
    ).toBe(0);
    requests.stop();
    expect(await requests.reachedNetwork()).toEqual([]);
    await j.shot('main-offline');

    await page.getByRole('link', { name: '마이페이지' }).click();
    await page.getByRole('heading', { name: `${shopper.name}님` }).waitFor();
    await j.shot('my-offline');
    await page.goto(detailHref);
    await expect.poll(() => page.locator('.detail-total-price').textContent()).toBe(onlineTotal);
    await j.shot('detail-offline');
  });

  it('should land likes made offline exactly once by background sync after the tab was closed', async () => {
    const { journey: j, shopper, tokens } = await returningShopper('offline-likes-sync');
    await j.context.setOffline(true);
    const [unliked, liked] = await likeTwoUnlikeOne(j);
    // The service worker keeps the newest failed toggle: it registers the sync and carries the token.
    await expect.poll(() => queuedLikeRequests(j.page)).toBe(1);
    await j.page.close();

    await j.context.setOffline(false);
    await fireLikeSync(j.context, baseUrl);
    await expect
      .poll(() => serverLikedClubIds(baseUrl, tokens), { timeout: 15_000 })
      .toEqual([liked]);
    expect(unliked).not.toBe(liked);

    // Back in the app, the outbox delivers the same intents again: the server applies each key once.
    const page = await j.context.newPage();
    await logIn(page, shopper);
    await page.goto('/my');
    await page.getByRole('tab', { name: /클럽 코디/ }).click();
    const saved = page.getByRole('tabpanel').getByRole('article');
    await expect.poll(() => saved.count()).toBe(1);
    expect(await cardOutfitId(saved.first())).toBe(liked);
    await page.waitForLoadState('networkidle');
    expect(await serverLikedClubIds(baseUrl, tokens)).toEqual([liked]);
  });

  it('should replay offline likes with an expired access token by refreshing it, with the page open', async () => {
    const { journey: j, tokens } = await returningShopper('offline-likes-refresh');
    const { page } = j;
    await j.context.setOffline(true);
    const expired = await expiredAccessToken(inject('dataDir'), tokens);
    await page.evaluate((token) => sessionStorage.setItem('accessToken', token), expired);
    await page.reload();
    await page.getByText(OFFLINE_BANNER).waitFor();
    const [, liked] = await likeTwoUnlikeOne(j);
    expect(await serverLikedClubIds(baseUrl, tokens)).toEqual([]);

    await j.context.setOffline(false);
    await expect
      .poll(() => serverLikedClubIds(baseUrl, tokens), { timeout: 15_000 })
      .toEqual([liked]);
    // The refreshed access token replaced the expired one in the session.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('accessToken')))
      .not.toBe(expired);
    expect(await page.getByText(OFFLINE_BANNER).count()).toBe(0);
  });

  it('should keep offline likes whose queued token expired until the member signs in again', async () => {
    const { journey: j, shopper, tokens } = await returningShopper('offline-likes-expired');
    await j.context.setOffline(true);
    await j.page.evaluate(
      (token) => sessionStorage.setItem('accessToken', token),
      await expiredAccessToken(inject('dataDir'), tokens),
    );
    await j.page.reload();
    const [, liked] = await likeTwoUnlikeOne(j);
    await expect.poll(() => queuedLikeRequests(j.page)).toBe(1);
    await j.page.close();

    await j.context.setOffline(false);
    await fireLikeSync(j.context, baseUrl);
    // The service worker's copies carry the expired token: the server refuses them (401).
    // The intents wait in the outbox (IndexedDB) and land once the member signs in again.
    const page = await j.context.newPage();
    await logIn(page, shopper);
    await expect
      .poll(() => serverLikedClubIds(baseUrl, tokens), { timeout: 15_000 })
      .toEqual([liked]);
    await expect.poll(() => queuedLikeRequests(page)).toBe(0);
  });

  it('should show 새 버전이 있습니다 when a new version waits, and activate it on 새로고침', async () => {
    // A server of its own on a copy of the built app, so that a new version can be deployed.
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-dist-'));
    await cp('dist', distDir, { recursive: true });
    const server = await startServer({ distDir });
    try {
      journey = await startJourney('offline-update', server.baseUrl);
      const { page } = journey;
      // An app page: the prerendered landing page loads no app, so it has no update prompt.
      await page.goto('/login');
      await waitForServiceWorkerControl(page);
      // The next deployment: the same service worker with one byte more.
      await appendFile(path.join(distDir, 'service-worker.js'), '\n// next version\n');
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const prompt = page.getByRole('status').filter({ hasText: '새 버전이 있습니다' });
      await prompt.waitFor();
      await journey.shot('update-waiting');

      const reloaded = page.waitForEvent('framenavigated');
      await prompt.getByRole('button', { name: '새로고침' }).click();
      await reloaded;
      await page.getByRole('heading', { name: '로그인', exact: true }).waitFor();
      await expect
        .poll(() =>
          page.evaluate(
            async () =>
              !(await navigator.serviceWorker.ready).waiting &&
              Boolean(navigator.serviceWorker.controller),
          ),
        )
        .toBe(true);
      expect(await prompt.count()).toBe(0);
    } finally {
      await journey?.close();
      journey = undefined;
      await server.stop();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
