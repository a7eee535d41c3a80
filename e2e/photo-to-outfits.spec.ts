/**
 * The main job's journey: sign up, log in, go to AI 스타일링, upload a real garment photo, wait on
 * the loading screen, read the analysed sentence, open the outfits and see ≥ 3 complete ones.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { startJourney, type Journey } from './support/browser';
import { DATASET_DIR } from './support/paths';
import {
  expectCompleteOutfits,
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
});
