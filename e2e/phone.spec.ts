/**
 * The main journeys on a phone (390 × 844), where a first-time shopper meets the app: a member
 * with a long e-mail address likes club outfits on /main (one without an outer), photographs a
 * short-sleeved shirt (outfits without an outer), opens an item's detail from /fashion, finds
 * the liked outfits on /my and reads /setting. On the settings, detail and saved pages no text
 * overflows its box and no one-line label breaks (support/overflow.ts); the detail names its
 * prices for what they are and has one bottom bar; a saved card pictures only the items its
 * outfit has.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MainRecommendation } from '../contract/api';
import { MAX_EMAIL_STARS } from '../contract/mask';
import { seasonOf } from '../contract/taxonomy';
import { signUpByApi, tokensByApi } from './support/account';
import { PHONE_VIEWPORT, startJourney, type Journey } from './support/browser';
import { homeCards } from './support/home';
import { expectTextFits } from './support/overflow';
import { DATASET_DIR } from './support/paths';
import { logIn, newShopper, photoToFashion, type Shopper } from './support/shopper';

/** A short-sleeved patterned shirt on a floor (label Shirt): a summer top, worn under an outer outside summer. */
const PHOTO = path.join(DATASET_DIR, 'images', '00143901-a14c-4600-960f-7747b4a3a8cd.jpg');

let journey: Journey;
let shopper: Shopper;
beforeAll(async () => {
  journey = await startJourney('phone', inject('baseUrl'), [], PHONE_VIEWPORT);
  const base = newShopper();
  // A long address: the settings row must not squeeze its label or print a star per letter.
  shopper = { ...base, email: `minjun.kim.fitpick.${base.email}` };
});
afterAll(async () => journey.close());

/** The saved cards shown in the my page's current tab. */
const savedCards = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** The picture sources of a card (the pictures of its link; the heart has none). */
const pictures = (card: ReturnType<Page['locator']>) =>
  card
    .getByRole('link')
    .first()
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));

describe('the main journeys at 390 × 844', () => {
  it('should show home cards without a picture twice, and like a club outfit without an outer', async () => {
    const { page } = journey;
    await signUpByApi(page, shopper);
    await logIn(page, shopper);
    for (const list of [
      '오늘의 추천 코디 목록',
      '10만원대 추천 코디 목록',
      '미니멀 추천 코디 목록',
    ])
      for (const card of await (await homeCards(page, list)).all()) {
        const shown = await pictures(card);
        expect(new Set(shown).size, `${list}: ${shown.join(', ')}`).toBe(shown.length);
      }
    await journey.shot('main');

    // A summer look (no outer) and another, liked through the API as a heart on /main would.
    const { access_token: token } = await tokensByApi(page, shopper);
    const looks: MainRecommendation[] = [];
    for (let id = 1; looks.length < 30; id++) {
      const res = await page.request.get(`/api/picked/v1/main_picked/${id}/`);
      if (!res.ok()) break;
      looks.push({ ...(await res.json()), id } as MainRecommendation);
    }
    const summer = looks.find((look) => !look.outer);
    const layered = looks.find((look) => look.outer);
    expect(summer && layered, 'a club outfit without an outer and one with').toBeTruthy();
    for (const look of [summer, layered]) {
      const res = await page.request.post('/api/picked/v1/main_picked/toggle/', {
        headers: { Authorization: `Bearer ${token}` },
        data: { main_recommendation_id: look?.id },
      });
      expect(res.status()).toBe(201);
    }
  });

  it('should show an item’s detail with its own price, the outfit’s total labelled, and one bottom bar', async () => {
    const { page } = journey;
    await photoToFashion(page, PHOTO);
    const outfit = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: '추천 코디 #1' }) });
    await outfit.waitFor();
    const heart = outfit.getByRole('button', { name: '찜하기' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await journey.shot('fashion');

    const item = outfit
      .getByRole('link')
      .filter({ hasText: /[\d,]+원/ })
      .first();
    const name = ((await item.locator('.item-tile-category').textContent()) ?? '').trim();
    await item.click();
    await page.waitForURL((url) => url.pathname.startsWith('/product-detail/'));
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { name: '함께 코디한 아이템' }).waitFor();
    await expectTextFits(page, 'detail (AI outfit item)');
    await page.getByText('이 상품 가격', { exact: false }).waitFor({ timeout: 1_000 });
    expect(await page.locator('.detail-total-label').textContent()).toMatch(
      /^(코디 합계|내 옷 제외 합계) · 아이템 \d개$/,
    );
    await page.getByRole('region', { name: '상품 메뉴' }).waitFor();
    expect(await page.getByRole('navigation', { name: '하단 메뉴' }).count()).toBe(0);
    await journey.shot('detail-item');
  });

  it('should picture saved outfits by their own items, with whole labels, on /my', async () => {
    const { page } = journey;
    await page.goto('/my');
    await expect.poll(() => savedCards(page).count()).toBe(1);
    await expectTextFits(page, 'my page, AI tab');
    // The short-sleeved shirt is dressed for today's season: in summer top, bottom, shoes (no grey hanger for the
    // outer it does not have), else worn under an outer. The photographed slot's cell shows the
    // shopper's garment (marked 내 옷) once its cut-out loads.
    const pieces = seasonOf(new Date()) === '여름' ? 3 : 4;
    await expect.poll(() => pictures(savedCards(page).first())).toHaveLength(pieces);
    const aiPictures = await pictures(savedCards(page).first());
    expect(aiPictures).not.toContain('/placeholder.svg');
    expect(aiPictures.filter((src) => src?.startsWith('blob:'))).toHaveLength(1);
    expect(await savedCards(page).first().locator('.badge-own').textContent()).toBe('내 옷');
    await journey.shot('my-ai');

    await page.getByRole('tab', { name: /클럽 코디/ }).click();
    await expect.poll(() => savedCards(page).count()).toBe(2);
    await expectTextFits(page, 'my page, club tab');
    const counts = [];
    for (const card of await savedCards(page).all()) {
      const shown = await pictures(card);
      expect(shown).not.toContain('/placeholder.svg');
      expect(new Set(shown).size).toBe(shown.length);
      counts.push(shown.length);
    }
    expect(counts.sort()).toEqual([3, 4]);
    await journey.shot('my-club');

    await savedCards(page).first().getByRole('link').click();
    await page.getByRole('heading', { name: '함께 코디한 아이템' }).waitFor();
    await expectTextFits(page, 'detail (saved club outfit)');
    await journey.shot('detail-club');
  });

  it('should keep the settings rows on one line with a long e-mail address', async () => {
    const { page } = journey;
    await page.goto('/setting');
    const account = page.getByRole('region', { name: '계정 정보' });
    await expect.poll(async () => (await account.locator('dd').allTextContents())[1]).toMatch(/@/);
    await expectTextFits(page, 'settings');
    const email = (await account.locator('dd').allTextContents())[1] ?? '';
    expect(email).toBe(`mi${'*'.repeat(MAX_EMAIL_STARS)}@example.com`);
    await journey.shot('setting');
  });
});
