/**
 * Two SPEC §2 flows in chromium. /fashion: '다른 코디 추천받기' and '처음부터 다시' each ask first
 * (취소 keeps the outfits); the re-request shows its progress and SPEC §4's retry text and brings
 * new outfits; starting over lands on /camera's initial mode with the photo forgotten.
 * /product-detail with `source=mypage`, `tab` and `apiPath`: a saved AI outfit (still wearing the
 * shopper's garment, marked 내 옷, the similar item beside it) and a saved club outfit open from
 * /my and the back button returns to the tab they were on; an apiPath naming a
 * saved list or an outfit is honoured; an unknown tab or an outfit missing from the list is said.
 * Last, a stored login the server refuses on /my: alert, then / (SPEC §6).
 * axe-core and both widths on each new screen.
 */
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../contract/api';
import { signUpByApi } from './support/account';
import { startJourney, type Journey } from './support/browser';
import { cardOutfitId, homeCards, wonValue } from './support/home';
import { DATASET_DIR } from './support/paths';
import { checkScreen } from './support/screens';
import { expectOwnGarmentLoaded, logIn, newShopper, photoToFashion } from './support/shopper';

/** A pair of jeans photographed on a floor (label Pants), as in the photo-to-outfits journey. */
const PHOTO = path.join(DATASET_DIR, 'images', '030a5708-f6d7-441f-86ee-0b51b33f3f51.jpg');

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney('detail-and-fashion', inject('baseUrl'));
});
afterAll(async () => journey.close());

/** What the journey remembers between steps. */
const saved = {
  aiId: 0,
  /** What the saved AI outfit's shop items cost (the similar item aside): its detail's total. */
  aiShopTotal: 0,
  aiPrices: [] as number[],
  clubId: 0,
  clubName: '',
  clubTotal: 0,
};

/** The outfit cards of /fashion. */
const fashionCards = (page: Page) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: /^추천 코디 #\d+$/ }) });

/** The recommendation ids of the outfits on /fashion, from their title links. */
async function recommendationIds(page: Page): Promise<number[]> {
  const hrefs = await fashionCards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) =>
    Number(new URL(href, 'http://x').searchParams.get('recommendationId')),
  );
}

/** The saved cards shown in the my page's current tab. */
const savedCards = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** The prices of the detail page's '함께 코디한 아이템', sorted. */
async function detailPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.coord-price').allTextContents();
  return texts.map(wonValue).sort((a, b) => a - b);
}

/** Opens /product-detail with the query `params` (URL-encoded here) for outfit `id`. */
async function openDetail(page: Page, id: number, params: Record<string, string>): Promise<void> {
  await page.goto(`/product-detail/${id}?${new URLSearchParams(params).toString()}`);
}

describe('fashion page and product detail', () => {
  it('should ask before other outfits, keep them on 취소, and bring new ones with progress and retry text on 추천받기', async () => {
    const { page, context } = journey;
    const shopper = newShopper();
    await signUpByApi(page, shopper);
    await logIn(page, shopper);

    // A club outfit saved on /main, for the club tab later.
    const club = (await homeCards(page, '오늘의 추천 코디 목록')).first();
    saved.clubName = (await club.getByRole('heading').textContent()) ?? '';
    saved.clubTotal = wonValue(await club.locator('.club-card-price').textContent());
    saved.clubId = await cardOutfitId(club);
    const clubHeart = club.getByRole('button', { name: '찜하기' });
    await clubHeart.click();
    await expect.poll(() => clubHeart.getAttribute('aria-pressed')).toBe('true');

    await photoToFashion(page, PHOTO);
    await fashionCards(page).first().waitFor();
    const before = await recommendationIds(page);
    expect(before.length).toBeGreaterThanOrEqual(3);

    // Outfit #1 saved, for the AI tab later.
    const first = fashionCards(page).first();
    saved.aiId = before[0] ?? 0;
    // Every item the outfit holds: the shop's, and the similar item offered beside the shopper's
    // own garment (the totals, the card's and the detail's, leave that one out).
    saved.aiPrices = (
      await first.locator('.item-tile-price, .similar-offer-price').allTextContents()
    )
      .map(wonValue)
      .sort((a, b) => a - b);
    saved.aiShopTotal = (await first.locator('.item-tile-price').allTextContents())
      .map(wonValue)
      .reduce((sum, price) => sum + price, 0);
    const heart = first.getByRole('button', { name: '찜하기' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    const other = page.getByRole('button', { name: '다른 코디 추천받기' });
    await other.click();
    const confirm = page.getByRole('dialog', { name: '다른 코디 추천받기' });
    await confirm
      .getByText('같은 사진으로 새로운 코디를 추천받을까요? 지금 보고 있는 코디는 바뀌어요.')
      .waitFor();
    expect(await confirm.getByRole('button').allTextContents()).toEqual(['취소', '추천받기']);
    await checkScreen(journey, 'fashion-other-confirm');
    await confirm.getByRole('button', { name: '취소' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await recommendationIds(page)).toEqual(before);

    // The generator fails once with a 503 (SPEC §4: retried after 1 s, 'n/3' shown), then answers
    // once the progress screen has been checked.
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const generator = async (route: Route): Promise<void> => {
      calls += 1;
      if (calls === 1) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'server_error', message: '잠시 후 다시 시도해 주세요.' }),
        });
        return;
      }
      await held;
      await route.continue();
    };
    await context.route(`**${API.generator}`, generator);
    try {
      await other.click();
      await confirm.getByRole('button', { name: '추천받기' }).click();
      await page.getByText('새로운 코디를 찾고 있어요').waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: '다시 시도하는 중... (1/3)' })
        .waitFor({ timeout: 10_000 });
      // While it waits, the button says what it is doing and cannot be pressed again.
      expect(await page.getByRole('button', { name: '코디를 고르는 중…' }).isDisabled()).toBe(true);
      await checkScreen(journey, 'fashion-other-progress');
      release();
      await page
        .getByText('새로운 코디를 찾고 있어요')
        .waitFor({ state: 'detached', timeout: 60_000 });
    } finally {
      release();
      await context.unroute(`**${API.generator}`, generator);
    }
    expect(calls).toBe(2);
    const after = await recommendationIds(page);
    expect(after.length).toBeGreaterThanOrEqual(3);
    expect(after.filter((id) => before.includes(id))).toEqual([]);
    // The liked map was cleared with the old list: no new outfit shows as saved.
    for (const pressed of await fashionCards(page)
      .getByRole('button', { name: '찜하기' })
      .evaluateAll((b) => b.map((x) => x.getAttribute('aria-pressed')))) {
      expect(pressed).toBe('false');
    }
    // The new list starts at the top of the page.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await journey.shotWidths('fashion-other-done');
  });

  it('should ask before starting over and land on /camera initial mode with the photo forgotten', async () => {
    const { page } = journey;
    const restart = page.getByRole('button', { name: '처음부터 다시' });
    await restart.click();
    const confirm = page.getByRole('dialog', { name: '처음부터 다시' });
    await confirm.getByText('촬영한 사진과 추천 결과를 지우고 처음부터 다시 시작할까요?').waitFor();
    expect(await confirm.getByRole('button').allTextContents()).toEqual(['취소', '다시 시작']);
    await checkScreen(journey, 'fashion-restart-confirm');
    await confirm.getByRole('button', { name: '취소' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await fashionCards(page).count()).toBeGreaterThanOrEqual(3);
    expect(page.url()).toMatch(/\/fashion$/);

    await restart.click();
    await confirm.getByRole('button', { name: '다시 시작' }).click();
    await page.waitForURL((url) => url.pathname === '/camera');
    await page.getByRole('heading', { name: 'AI 스타일링 코디 추천받기' }).waitFor();
    await page.getByRole('button', { name: '카메라 켜기' }).waitFor();
    expect(await page.getByRole('img', { name: '촬영한 사진' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '추천 코디 보기' }).count()).toBe(0);
    const stored = await page.evaluate(() =>
      ['imgSrc', 'recommendResult', 'capturedImageUrl', 'analysisCompleted', 'cameraStep'].map(
        (key) => sessionStorage.getItem(key),
      ),
    );
    const [imgSrc, result, imageUrl, completed, step] = stored;
    expect(imgSrc).toBeNull();
    expect(imageUrl).toBeNull();
    expect([null, 'null']).toContain(result);
    expect([null, 'false']).toContain(completed);
    expect(step).toBe('init');
    await journey.shotWidths('camera-after-restart');

    await page.goto('/fashion');
    await page.getByText('아직 추천받은 코디가 없어요').waitFor();
  });

  it('should open the saved AI outfit from /my with tab=ai and come back to the AI tab', async () => {
    const { page } = journey;
    await page
      .getByRole('navigation', { name: '하단 메뉴' })
      .getByRole('link', { name: '마이페이지' })
      .click();
    await page.waitForURL((url) => url.pathname === '/my');
    expect(
      await page.getByRole('tab', { name: /AI 추천 코디/ }).getAttribute('aria-selected'),
    ).toBe('true');
    await expect.poll(() => savedCards(page).count()).toBe(1);
    await savedCards(page).first().getByRole('link').click();

    await page.waitForURL((url) => url.pathname.startsWith('/product-detail/'));
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/product-detail/${saved.aiId}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source: 'mypage',
      recommendationId: String(saved.aiId),
      tab: 'ai',
    });
    await page.getByRole('heading', { name: '함께 코디한 아이템' }).waitFor();
    expect(wonValue(await page.locator('.detail-total-price').textContent())).toBe(
      saved.aiShopTotal,
    );
    expect(await page.locator('.detail-total-label').textContent()).toMatch(/^내 옷 제외 합계/);
    expect(await detailPrices(page)).toEqual(saved.aiPrices);
    // Saved, the outfit still wears the shopper's garment: its cut-out in its gallery cell (not a
    // shop picture to zoom) and among the items, the shop's similar item beside it to buy.
    const gallery = page.getByRole('region', { name: '코디 이미지' });
    await expectOwnGarmentLoaded(gallery.getByRole('img', { name: /^내 옷 \(촬영한 .+\)$/ }));
    expect(await gallery.getByRole('button', { name: /이미지 크게 보기$/ }).count()).toBe(
      saved.aiPrices.length - 1,
    );
    await page.getByRole('article', { name: /^내 옷 / }).waitFor();
    await page
      .getByRole('article', { name: /^(비슷한|같은 종류|대신할) 상품 / })
      .getByText('상품 구매하기')
      .waitFor();
    await page
      .getByRole('region', { name: '상품 메뉴' })
      .getByRole('button', { name: '찜 완료', pressed: true })
      .waitFor();
    // The coordinated items slide side by side within the column (no page wider than the screen).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(600);
    expect((await page.locator('.coord-slide').first().boundingBox())?.width).toBeLessThan(200);
    await checkScreen(journey, 'detail-my-ai');

    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.waitForURL((url) => url.pathname === '/my');
    await expect
      .poll(() => page.getByRole('tab', { name: /AI 추천 코디/ }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => savedCards(page).count()).toBe(1);
  });

  it('should open the saved club outfit from the club tab with tab=club and come back to the club tab', async () => {
    const { page } = journey;
    await page.getByRole('tab', { name: /클럽 코디/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/my' && url.searchParams.get('tab') === 'club',
    );
    await expect.poll(() => savedCards(page).count()).toBe(1);
    await savedCards(page).first().getByRole('link').click();

    await page.waitForURL((url) => url.pathname.startsWith('/product-detail/'));
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/product-detail/${saved.clubId}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source: 'mypage',
      recommendationId: String(saved.clubId),
      tab: 'club',
    });
    await page.getByRole('heading', { level: 1, name: saved.clubName }).waitFor();
    expect(wonValue(await page.locator('.detail-total-price').textContent())).toBe(saved.clubTotal);
    await page
      .getByRole('region', { name: '상품 메뉴' })
      .getByRole('button', { name: '찜 완료', pressed: true })
      .waitFor();
    await checkScreen(journey, 'detail-my-club');

    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.waitForURL((url) => url.pathname === '/my');
    await expect
      .poll(() => page.getByRole('tab', { name: /클럽 코디/ }).getAttribute('aria-selected'))
      .toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('club');
    await expect
      .poll(() =>
        savedCards(page).getByRole('heading', { name: saved.clubName, exact: true }).count(),
      )
      .toBe(1);
    await journey.shotWidths('my-club-after-back');
  });

  it('should honour an apiPath naming a saved list or an outfit, and say why when it cannot', async () => {
    const { page } = journey;
    const clubList = `${API.mainPickedByTime}?order=newest`;
    // A shared link without a source: the saved club list the apiPath names holds the outfit.
    await openDetail(page, saved.clubId, {
      recommendationId: String(saved.clubId),
      apiPath: clubList,
    });
    await page.getByRole('heading', { level: 1, name: saved.clubName }).waitFor();
    expect(wonValue(await page.locator('.detail-total-price').textContent())).toBe(saved.clubTotal);

    // From the my page's club tab with the list it showed (sorted by price).
    await openDetail(page, saved.clubId, {
      source: 'mypage',
      tab: 'club',
      recommendationId: String(saved.clubId),
      apiPath: `${API.mainPickedByPrice}?sort=high`,
    });
    await page.getByRole('heading', { level: 1, name: saved.clubName }).waitFor();

    // An apiPath naming the AI outfit's own detail call.
    await openDetail(page, saved.aiId, { apiPath: `${API.recommendPickedDetail}${saved.aiId}/` });
    await page.getByRole('heading', { name: '함께 코디한 아이템' }).waitFor();
    expect(wonValue(await page.locator('.detail-total-price').textContent())).toBe(
      saved.aiShopTotal,
    );
    expect(await page.locator('.detail-total-label').textContent()).toMatch(/^내 옷 제외 합계/);
    expect(await detailPrices(page)).toEqual(saved.aiPrices);

    // The saved AI list does not hold a club outfit's id.
    await openDetail(page, saved.clubId, {
      recommendationId: String(saved.clubId),
      apiPath: `${API.recommendPickedByTime}?order=newest`,
    });
    await page
      .getByRole('alert')
      .getByText('해당 추천 코드의 데이터를 찾을 수 없습니다.')
      .waitFor();
    await checkScreen(journey, 'detail-code-not-found');

    await openDetail(page, saved.clubId, {
      source: 'mypage',
      tab: 'outer',
      recommendationId: String(saved.clubId),
    });
    await page.getByRole('alert').getByText('지원하지 않는 탭입니다.').waitFor();

    // A path the page does not know is never requested.
    await openDetail(page, saved.clubId, { apiPath: '/api/account/v1/user_info/' });
    await page.getByRole('alert').getByText('상품 정보를 찾을 수 없습니다.').waitFor();
  });

  it('should alert and go to / when /my meets a stored login the server refuses', async () => {
    const { page } = journey;
    await page.evaluate(() => {
      sessionStorage.setItem('accessToken', 'not-a-token');
      sessionStorage.setItem('refreshToken', 'not-a-token');
    });
    await page.goto('/my');
    const alert = page
      .getByRole('alertdialog')
      .filter({ hasText: '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.' });
    await alert.waitFor();
    await checkScreen(journey, 'my-invalid-login');
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  });
});
