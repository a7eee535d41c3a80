/**
 * Styling that knows the shopper, in chromium: a member gives their body on /set-body, asks for
 * outfits within a budget on /fashion (every card within it, "총 … · 예산 …"), sees the size
 * advised on the outfit tiles and on the detail (사이즈 추천), buys two tops, says both were
 * 작아요 on /my (사이즈 후기), and the detail's advice for the top moves one size up. axe-core and
 * both widths per screen.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpByApi } from './support/account';
import { startJourney, type Journey } from './support/browser';
import { DATASET_DIR } from './support/paths';
import { checkScreen } from './support/screens';
import { logIn, newShopper, photoToFashion, type Shopper } from './support/shopper';

/** A pair of jeans photographed on a floor (label Pants), as in the photo-to-outfits journey. */
const PHOTO = path.join(DATASET_DIR, 'images', '030a5708-f6d7-441f-86ee-0b51b33f3f51.jpg');

let journey: Journey;
let shopper: Shopper;
/** The details of the outfits whose tops were bought, and the top's advice before feedback. */
const bought: { url: string; size: string; sizes: string[] }[] = [];

beforeAll(async () => {
  journey = await startJourney('size-and-budget', inject('baseUrl'));
  shopper = { ...newShopper(), name: '한도윤' };
});
afterAll(async () => journey.close());

const outfitCards = (page: Page) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: /^추천 코디 #\d+$/ }) });

/** The 사이즈 추천 row of the detail's top: its advised size. */
async function advisedTopSize(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: '사이즈 추천' });
  const top = section.getByRole('listitem').filter({ hasText: /^상의/ });
  const pick = top.getByText(/^추천 사이즈/);
  await pick.waitFor();
  return (await pick.locator('strong').textContent()) ?? '';
}

describe('size advice and the outfit budget', () => {
  it('should take the body on /set-body, with the optional shoe size', async () => {
    const { page } = journey;
    await signUpByApi(page, shopper);
    await logIn(page, shopper);
    await page.goto('/set-body');
    // The form fills itself from the profile first (176 cm, 70 kg at sign-up).
    await expect.poll(() => page.getByLabel('키 (cm)').inputValue()).toBe('176');
    await page.getByLabel('키 (cm)').fill('168');
    await page.getByLabel('몸무게 (kg)').fill('82');
    await page.getByLabel('신발 사이즈 (mm)').fill('270');
    await checkScreen(journey, 'set-body');
    await page.getByRole('button', { name: '저장하기' }).click();
    const alert = page.getByRole('alertdialog').filter({ hasText: '신체 정보가 저장되었습니다.' });
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForURL('**/setting');
  });

  it('should keep every outfit within the budget chosen on /fashion and advise a size on the tiles', async () => {
    const { page } = journey;
    await page.goto('/main');
    await photoToFashion(page, PHOTO);
    await outfitCards(page).first().waitFor();
    await page
      .getByRole('group', { name: '코디 예산' })
      .getByRole('button', { name: '30만원대' })
      .click();
    const notes = page.getByText(/^(내 옷 제외 )?총 [\d,]+원 · 예산 40만원 미만$/);
    await expect.poll(() => notes.count()).toBeGreaterThanOrEqual(1);
    expect(await notes.count()).toBe(await outfitCards(page).count());
    for (const note of await notes.allTextContents()) {
      const total = Number(/총 ([\d,]+)원/.exec(note)![1]!.replace(/,/g, ''));
      expect(total).toBeLessThanOrEqual(399_999);
    }
    const tiles = outfitCards(page)
      .first()
      .getByRole('link', { name: /추천 \S+ ·/ });
    expect(await tiles.count()).toBeGreaterThanOrEqual(3);
    await checkScreen(journey, 'fashion-budget');
  });

  it('should show 사이즈 추천 on the detail and remember two tops bought', async () => {
    const { page, context } = journey;
    for (const n of [0, 1]) {
      await page.goto('/fashion');
      await outfitCards(page)
        .nth(n)
        .getByRole('link', { name: /^상의|^(비슷한|같은 종류|대신할) 상품 (· )?상의/ })
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/product-detail/'));
      const size = await advisedTopSize(page);
      const section = page.getByRole('region', { name: '사이즈 추천' });
      const top = section.getByRole('listitem').filter({ hasText: /^상의/ });
      expect(await top.textContent()).toMatch(
        /(추정 가슴둘레|가슴둘레) [\d.]+cm · \S+ 가슴단면 [\d.]+cm/,
      );
      await top.getByText('사이즈표', { exact: true }).click();
      const sizes = await top.getByRole('columnheader').allTextContents();
      expect(sizes).toContain(size);
      bought.push({ url: page.url(), size, sizes: sizes.slice(1) });
      if (n === 0) await checkScreen(journey, 'detail-size');
      await page
        .getByRole('region', { name: '상품 메뉴' })
        .getByRole('button', { name: '구매하기' })
        .click();
      const picker = page.getByRole('dialog', { name: '구매할 상품 선택' });
      const tab = context.waitForEvent('page');
      await picker.getByRole('button', { name: /^상의 .*구매하기$/ }).click();
      await (await tab).close();
    }
  });

  it('should take 작아요 for both tops on /my and then advise the next size up', async () => {
    const { page } = journey;
    await page.goto('/my');
    const feedback = page.getByRole('region', { name: '사이즈 후기' });
    await feedback.waitFor();
    const rows = feedback.getByRole('listitem');
    expect(await rows.count()).toBe(2);
    for (let i = 0; i < 2; i++) {
      const row = rows.nth(i);
      await row.getByRole('button', { name: '작아요' }).click();
      await row.getByText('후기를 남겼어요. 다음 사이즈 추천에 반영할게요.').waitFor();
    }
    await checkScreen(journey, 'my-fit-feedback');

    const first = bought[0]!;
    await page.goto(first.url);
    const next = first.sizes[first.sizes.indexOf(first.size) + 1];
    await expect.poll(() => advisedTopSize(page)).toBe(next);
    await page
      .getByText(/핏 후기 반영/)
      .first()
      .waitFor();
  });
});
