/**
 * Steps of the offline journeys: Chromium's installability verdict, waiting for the service worker to control the page,
 * recording which requests reached the network, reading the service worker's like queue, firing
 * a background sync with no tab open (Chrome DevTools Protocol), an expired access token signed
 * with the e2e server's secret, and the member's likes as the server holds them.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { API, type LoginResponse } from '../../contract/api';
import type { SavedClubOutfit } from '../../contract/picked';
import { LIKE_QUEUE_NAME } from '../../contract/sw-messages';
import { signUpByApi, tokensByApi } from './account';
import { BASE_ARGS, startJourney, type Journey } from './browser';
import { homeCards } from './home';
import { CHROMIUM_PATH } from './paths';
import { logIn, newShopper, type Shopper } from './shopper';

/**
 * Chromium's installability errors for `url` (CDP Page.getInstallabilityErrors; [] = installable)
 * and the manifest URL it found. Uses a profile on disk: an in-memory context is never installable.
 */
export async function installability(
  url: string,
): Promise<{ errors: string[]; manifestUrl: string }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'fitpick-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: BASE_ARGS,
    locale: 'ko-KR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url: manifestUrl } = await cdp.send('Page.getAppManifest');
    return { errors: installabilityErrors.map((error) => error.errorId), manifestUrl };
  } finally {
    await context.close();
    // A closed profile's cache may still be written for a moment (ENOTEMPTY): retried.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** Waits until /service-worker.js is active and controls `page` (clientsClaim after install). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return Boolean(navigator.serviceWorker.controller);
  });
}

/**
 * Records every request of `context` from now on; `reachedNetwork()` lists the URLs that were not
 * answered by the service worker (sent to the network, or failed trying), data: and blob: aside.
 */
export function recordRequests(context: BrowserContext) {
  const requests: Request[] = [];
  const onRequest = (request: Request) => {
    if (/^https?:/.test(request.url())) requests.push(request);
  };
  context.on('request', onRequest);
  return {
    async reachedNetwork(): Promise<string[]> {
      const outcomes = await Promise.all(
        requests.map(async (request) => ({
          request,
          response: request.failure() ? null : await request.response(),
        })),
      );
      return outcomes
        .filter(({ response }) => !response?.fromServiceWorker())
        .map(({ request }) => `${request.method()} ${request.url()}`);
    },
    stop(): void {
      context.off('request', onRequest);
    },
  };
}

/** Number of like toggles waiting in the service worker's background-sync queue (workbox's IndexedDB). */
export async function queuedLikeRequests(page: Page): Promise<number> {
  return page.evaluate(async (queueName) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('workbox-background-sync');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('requests')) return 0;
      const all = await new Promise<Array<{ queueName?: string }>>((resolve, reject) => {
        const read = db.transaction('requests').objectStore('requests').getAll();
        read.onsuccess = () => resolve(read.result as Array<{ queueName?: string }>);
        read.onerror = () => reject(read.error ?? new Error('read failed'));
      });
      return all.filter((entry) => entry.queueName === queueName).length;
    } finally {
      db.close();
    }
  }, LIKE_QUEUE_NAME);
}

/** Fires the like queue's background sync (`fireSync`). */
export function fireLikeSync(context: BrowserContext, origin: string): Promise<void> {
  return fireSync(context, origin, `workbox-background-sync:${LIKE_QUEUE_NAME}`);
}

/**
 * Fires the background sync `tag` at the service worker of `origin`, from a blank page (no tab of
 * the app open), as Chromium does when connectivity returns. Closes the blank page.
 */
export async function fireSync(
  context: BrowserContext,
  origin: string,
  tag: string,
): Promise<void> {
  const blank = await context.newPage();
  try {
    const cdp = await context.newCDPSession(blank);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: await registrationId,
      tag,
      lastChance: false,
    });
  } finally {
    await blank.close();
  }
}

/** An access token of `tokens`' member that expired an hour ago, signed with the e2e server's secret. */
export async function expiredAccessToken(dataDir: string, tokens: LoginResponse): Promise<string> {
  const { jwtSecret } = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  const payload = JSON.parse(
    Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sub: string };
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(payload.sub)
    .setIssuer('fitpick')
    .setIssuedAt(hourAgo - 1800)
    .setExpirationTime(hourAgo)
    .sign(new TextEncoder().encode(jwtSecret));
}

/** The ids of the club outfits the member of `tokens` has liked, as the server holds them (sorted). */
export async function serverLikedClubIds(
  baseUrl: string,
  tokens: LoginResponse,
): Promise<number[]> {
  const res = await fetch(`${baseUrl}${API.mainPickedByTime}?order=newest`, {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  if (!res.ok) throw new Error(`liked list answered ${res.status}`);
  const saved = (await res.json()) as SavedClubOutfit[];
  return saved.map((entry) => entry.main_recommendation?.id ?? -1).sort((a, b) => a - b);
}

/**
 * A new signed-in shopper on /main, controlled by the service worker, after a second visit (so
 * the API worker and the images go through it): the state of a returning home-screen user. The
 * caller closes the journey.
 */
export async function returningShopper(
  name: string,
  baseUrl: string,
): Promise<{ journey: Journey; shopper: Shopper; tokens: LoginResponse }> {
  const journey = await startJourney(name, baseUrl);
  const shopper = newShopper();
  await signUpByApi(journey.page, shopper);
  await logIn(journey.page, shopper);
  await waitForServiceWorkerControl(journey.page);
  await journey.page.reload();
  await homeCards(journey.page, '10만원대 추천 코디 목록');
  await journey.page.waitForLoadState('networkidle');
  return { journey, shopper, tokens: await tokensByApi(journey.page, shopper) };
}
