/**
 * The main job's journey: sign up, log in, go to AI 스타일링, upload a real garment photo, wait on
 * the loading screen, read the analysed sentence, open the outfits and see ≥ 3 complete ones.
 * Then, on a 390 × 844 phone, the first outfit wears the shopper's own jeans cut out of the photo
 * (marked 내 옷, a loaded picture fetched with the token), the shop's similar item is one tap
 * away (비슷한 상품 → its detail), the total leaves the shopper's garment out, and the cut-out
 * shows again after a reload, online and offline; liked, the outfit keeps it on my page, offline too.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GeneratorResponse } from '../contract/api';
import { signUpByApi, tokensByApi } from './support/account';
import { PHONE_VIEWPORT, startJourney, type Journey } from './support/browser';
import { waitForServiceWorkerControl } from './support/offline';
import { ARTIFACTS_DIR, DATASET_DIR } from './support/paths';
import {
  expectCompleteOutfits,
  expectOwnGarmentLoaded,
  logIn,
  newShopper,
  signUp,
  startRecommendation,
} from './support/shopper';

/** A pair of jeans photographed on a floor (label Pants). */
const PHOTO = path.join(DATASET_DIR, 'images', '030a5708-f6d7-441f-86ee-0b51b33f3f51.jpg');

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney('photo-to-outfits', inject('baseUrl'));
});
afterAll(async () => journey.close());

describe('photo to outfits', () => {
  it('should take a new shopper from sign-up to complete outfits for an uploaded photo', async () => {
    const { page, shot } = journey;
    const shopper = newShopper();

    await page.goto('/');
    await page.getByRole('heading', { name: '남성 맞춤 패션 스타일링 서비스' }).waitFor();
    await shot('landing');

    await signUp(page, shopper);
    await shot('signup-done');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    await logIn(page, shopper);
    await page.locator('article').nth(3).waitFor();
    await shot('main');

    await page
      .getByRole('navigation', { name: '하단 메뉴' })
      .getByRole('link', { name: 'AI 스타일링' })
      .click();
    await page.getByRole('heading', { name: 'AI 스타일링 코디 추천받기' }).waitFor();
    await shot('camera');

    await page.getByLabel('사진 파일').setInputFiles(PHOTO);
    await page.getByRole('img', { name: '촬영한 사진' }).waitFor();
    await shot('preview');

    const category = await startRecommendation(page);
    await shot('analysed');

    await expectCompleteOutfits(page, category);
    await shot('fashion');
  });

  it('should show the shopper’s own garment, cut out, in the first outfit on a phone, the similar item one tap away', async () => {
    const { page, shot } = journey;
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.evaluate(() => window.scrollTo(0, 0));
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: '추천 코디 #1' }) });
    const own = card.getByRole('img', { name: /^내 옷 \(촬영한 .+\)$/ });
    await expectOwnGarmentLoaded(own);
    await expect.poll(() => card.locator('.badge-own').textContent()).toBe('내 옷');
    await expect.poll(() => card.getByText(/^내 옷 제외 총 [\d,]+원/).isVisible()).toBe(true);

    // The shop's similar item: one tap away, whole on the screen at 390 px.
    const similar = card.getByRole('link', { name: /^(비슷한|같은 종류|대신할) 상품 / });
    await similar.scrollIntoViewIfNeeded();
    const box = await similar.boundingBox();
    expect(box, 'similar item row').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(await similar.textContent()).toMatch(/[\d,]+원( 추천 \S+)?$/);
    // … and its shop page one tap away too, in a new tab
    const buy = card.getByRole('link', { name: /^구매 .+ \(새 창\)$/ });
    expect(await buy.getAttribute('target')).toBe('_blank');
    expect(await buy.getAttribute('href')).toMatch(/^https?:\/\//);
    const buyBox = await buy.boundingBox();
    expect((buyBox?.x ?? 0) + (buyBox?.width ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    // Nothing of the card is cut off at the right edge (its box clips what would overflow).
    expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(
      await similar.evaluate((row) =>
        [...row.querySelectorAll<HTMLElement>('*')].every(
          (el) => el.scrollWidth <= el.clientWidth + 1,
        ),
      ),
    ).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await shot('fashion-own-garment-390');
    // The first outfit alone, at the phone's scale, to look at.
    await card.screenshot({
      path: path.join(ARTIFACTS_DIR, 'photo-to-outfits', 'own-garment-card-390.png'),
    });

    // After a reload the cut-out shows again, and offline too: from the worker's IndexedDB.
    await page.reload();
    await expectOwnGarmentLoaded(own);
    await waitForServiceWorkerControl(page);
    await journey.context.setOffline(true);
    try {
      await page.reload();
      await expectOwnGarmentLoaded(own);
    } finally {
      await journey.context.setOffline(false);
    }

    // Every outfit of the answer wears the shopper's garment.
    const cards = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: /^추천 코디 #\d+$/ }) });
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const each of await cards.all())
      await expectOwnGarmentLoaded(each.getByRole('img', { name: /^내 옷 \(촬영한 .+\)$/ }));

    // The cut-out is the shopper's only: another member is answered 404, as for a photo that
    // does not exist.
    const answer = await page.evaluate(() => sessionStorage.getItem('recommendResult'));
    const cutout = (JSON.parse(answer ?? '{}') as GeneratorResponse).recognition?.cutout_url;
    expect(cutout).toMatch(/\/media\/uploads\/[^/]+\.cutout\.webp$/);
    const stranger = newShopper();
    await signUpByApi(page, stranger);
    const { access_token: access } = await tokensByApi(page, stranger);
    const other = await page.request.get(new URL(cutout ?? '').pathname, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(other.status()).toBe(404);

    await similar.click();
    await page.waitForURL((url) => url.pathname.startsWith('/product-detail/'));
    expect(new URL(page.url()).searchParams.get('source')).toBe('fashion');
  });

  it('should keep the shopper’s garment in a liked outfit on my page, offline too', async () => {
    const { page, context, shot } = journey;
    await page.goto('/fashion');
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: '추천 코디 #1' }) });
    const heart = card.getByRole('button', { name: '찜하기' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/my');
    // The card's pictures are one link's decoration (its name says the outfit): found by class.
    const saved = page.getByRole('tabpanel').getByRole('article').first();
    await expectOwnGarmentLoaded(saved.locator('.outfit-grid-own-image'));
    expect(await saved.locator('.badge-own').textContent()).toBe('내 옷');
    await shot('my-own-garment-390');

    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await expectOwnGarmentLoaded(saved.locator('.outfit-grid-own-image'));
      await shot('my-own-garment-offline-390');
    } finally {
      await context.setOffline(false);
    }
  });
});
