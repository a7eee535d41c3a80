/**
 * A shared phone (docs/accounts.md "A shared device"): member A photographs a garment, sees the
 * outfits, sets a budget and logs out; member B signs in on the same browser at 390 px. Nothing
 * of A is left: not in web storage, IndexedDB or Cache Storage, not on any screen B opens, and
 * A's private pictures (the photo and its cut-out) answer no tokenless fetch on the device (the
 * browser's HTTP cache never kept them). The outfit A shared before logging out opens for B and
 * for a visitor who is not signed in (a public snapshot under its own link).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GeneratorResponse } from '../contract/api';
import { SHARE_API, type OutfitShare } from '../contract/share';
import { signUpByApi } from './support/account';
import { PHONE_VIEWPORT, startJourney, type Journey } from './support/browser';
import { waitForServiceWorkerControl } from './support/offline';
import { ARTIFACTS_DIR, DATASET_DIR } from './support/paths';
import { logIn, logOut, newShopper, photoToFashion, type Shopper } from './support/shopper';

/** A pair of jeans photographed on a floor (label Pants). */
const PHOTO = path.join(DATASET_DIR, 'images', '030a5708-f6d7-441f-86ee-0b51b33f3f51.jpg');

/** Everything the device's storage holds for the origin, as text to search A's traces in. */
async function deviceContents(page: Page): Promise<{
  webStorage: Record<string, string>;
  indexedDb: Record<string, number>;
  cachedUrls: string[];
}> {
  return page.evaluate(async () => {
    const webStorage: Record<string, string> = {};
    for (const store of [sessionStorage, localStorage])
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i) ?? '';
        webStorage[key] = store.getItem(key) ?? '';
      }
    const indexedDb: Record<string, number> = {};
    // Only databases that exist: opening a missing one would create it empty.
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        // The owner marker, and the service worker's ages of public product pictures.
        if (store.startsWith('meta') || name === 'workbox-expiration') continue;
        indexedDb[`${name}/${store}`] = await new Promise<number>((resolve, reject) => {
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        });
      }
      db.close();
    }
    const cachedUrls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) cachedUrls.push(request.url);
    return { webStorage, indexedDb, cachedUrls };
  });
}

/** Status of a fetch of `url` on the device without a token, the HTTP cache allowed. */
function tokenlessStatus(page: Page, url: string): Promise<number> {
  return page.evaluate(
    async (address) => (await fetch(address, { cache: 'force-cache' })).status,
    url,
  );
}

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney('shared-device', inject('baseUrl'), [], PHONE_VIEWPORT);
});
afterAll(async () => journey.close());

describe('a shared phone', () => {
  const memberA: Shopper = { ...newShopper(), name: '김민준' };
  const memberB: Shopper = newShopper();
  let privatePictures: string[] = [];
  let shareToken = '';

  it('should let member A photograph a garment, see outfits and set a budget', async () => {
    const { page, shot } = journey;
    await signUpByApi(page, memberA);
    await signUpByApi(page, memberB);
    await logIn(page, memberA);
    await waitForServiceWorkerControl(page);
    await photoToFashion(page, PHOTO);
    const cards = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: /^추천 코디 #\d+$/ }) });
    await cards.first().waitFor();
    await page
      .getByRole('group', { name: '코디 예산' })
      .getByRole('button', { name: '20만원대' })
      .click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('fitpick-outfit-budget')))
      .not.toBeNull();
    await shot('a-fashion');
    const answer = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('recommendResult') ?? 'null') as GeneratorResponse,
    );
    const upload = await page.evaluate(() => sessionStorage.getItem('capturedImageUrl'));
    privatePictures = [upload ?? '', answer.recognition?.cutout_url ?? ''].filter(Boolean);
    expect(privatePictures.length).toBe(2);
    // A's own picture is shown (fetched with A's token), so the device did fetch it.
    await page
      .getByRole('img', { name: /^내 옷 \(촬영한 .+\)$/ })
      .first()
      .waitFor({ timeout: 20_000 });
    // A shares the first outfit, their garment included (what 공유하기 asks, then sends).
    const access = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    const shared = await page.request.post(SHARE_API.shares, {
      headers: { authorization: `Bearer ${access}` },
      data: {
        recommendation_id: answer.product_combinations[0]!.recommendation_id,
        with_own_garment: true,
      },
    });
    expect(shared.status(), await shared.text()).toBe(201);
    shareToken = ((await shared.json()) as OutfitShare).token;
  });

  it('should leave nothing of A on the device after A logs out', async () => {
    const { page, shot } = journey;
    await logOut(page);
    await page.getByRole('heading', { name: '남성 맞춤 패션 스타일링 서비스' }).waitFor();
    await shot('after-logout');

    const device = await deviceContents(page);
    const text = JSON.stringify(device.webStorage);
    for (const trace of [
      'imgSrc',
      'recommendResult',
      'capturedImageUrl',
      'budget',
      ...privatePictures,
    ])
      expect(text, trace).not.toContain(trace);
    expect(Object.entries(device.indexedDb).filter(([, count]) => count > 0)).toEqual([]);
    expect(device.cachedUrls.filter((url) => /\/media\/(uploads|wardrobe)\//.test(url))).toEqual(
      [],
    );
    for (const url of privatePictures) expect(await tokenlessStatus(page, url), url).not.toBe(200);
  });

  it('should show B nothing of A on AI 스타일링, the outfits page or my page', async () => {
    const { page, shot } = journey;
    // The camera guide was seen in this browser session: a device's preference, not A's.
    await page.goto('/login');
    await page.getByLabel('이메일').fill(memberB.email);
    await page.getByLabel('비밀번호').fill(memberB.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/main');
    await page.goto('/camera');
    await page.getByRole('heading', { name: 'AI 스타일링 코디 추천받기' }).waitFor();
    expect(await page.getByRole('img', { name: '촬영한 사진' }).count()).toBe(0);
    expect(await page.getByText(/^촬영하신 제품은/).count()).toBe(0);
    await shot('b-camera');
    await page.goto('/my');
    await page.getByRole('heading', { name: `${memberB.name}님` }).waitFor();
    expect(await page.getByText(memberA.name).count()).toBe(0);
    // No 최근 코디 of A's photo, no picture of A's garment.
    expect(await page.getByRole('img', { name: /^내 옷/ }).count()).toBe(0);
    await shot('b-my');

    const device = await deviceContents(page);
    const text = JSON.stringify(device.webStorage);
    for (const trace of ['imgSrc', 'recommendResult', 'fitpick-outfit-budget', ...privatePictures])
      expect(text, trace).not.toContain(trace);
    expect(device.cachedUrls.filter((url) => /\/media\/(uploads|wardrobe)\//.test(url))).toEqual(
      [],
    );
    for (const url of privatePictures) expect(await tokenlessStatus(page, url), url).not.toBe(200);
  });

  it('should open the outfit A shared for B and for a visitor who is not signed in', async () => {
    const { page, shot, browser } = journey;
    const expectSharedOutfit = async (viewer: Page) => {
      await viewer.goto(`/share/${shareToken}`);
      await viewer.getByRole('heading', { name: '함께 코디한 아이템' }).waitFor();
      await viewer.getByRole('heading', { name: '상품 설명' }).waitFor();
      expect(await viewer.getByText(/[\d,]+원/).count()).toBeGreaterThan(0);
      await viewer.getByRole('link', { name: '나도 내 옷으로 코디 받기' }).waitFor();
    };
    await expectSharedOutfit(page);
    await shot('b-shared-outfit');
    const visitor = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: PHONE_VIEWPORT,
      locale: 'ko-KR',
    });
    const visitorPage = await visitor.newPage();
    await expectSharedOutfit(visitorPage);
    await visitorPage.screenshot({
      path: path.join(ARTIFACTS_DIR, 'shared-device', 'visitor-shared-outfit.png'),
      fullPage: true,
    });
    await visitor.close();
  });
});
