/**
 * 내 옷장 on a 390 × 844 phone: three photos (a shirt, jeans, sneakers) kept with "옷장에 넣기"
 * (asked once whether garments may be kept) → 내 옷장, reached from my page, lists them by slot
 * with their pictures, also offline → "이 옷으로 코디" on the shirt gives outfits that wear the
 * kept jeans and sneakers where they fit, marked 내 옷, the rest from the shop with prices → one
 * liked shows on my page with the member's pieces. axe-core and both widths on the wardrobe.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpByApi } from './support/account';
import { PHONE_VIEWPORT, startJourney, type Journey } from './support/browser';
import { waitForServiceWorkerControl } from './support/offline';
import { DATASET_DIR } from './support/paths';
import { checkScreen } from './support/screens';
import { expectOwnGarmentLoaded, logIn, newShopper, photoToFashion } from './support/shopper';

const photo = (id: string) => path.join(DATASET_DIR, 'images', `${id}.jpg`);
/** A long-sleeved shirt (label Shirt), jeans on a floor (Pants), sneakers (Shoes). */
const SHIRT = photo('01938e19-ece6-4f67-8e48-bfd6dd6ce399');
const JEANS = photo('030a5708-f6d7-441f-86ee-0b51b33f3f51');
const SNEAKERS = photo('01c5cb43-4ce1-4d08-8b71-c0a20ba94a63');

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney('wardrobe', inject('baseUrl'), [], PHONE_VIEWPORT);
});
afterAll(async () => journey.close());

/** The wardrobe's section of `slot` ('상의', '하의', '신발'). */
const slotSection = (page: Page, slot: string) =>
  page.getByRole('region', { name: new RegExp(`^${slot} \\d+$`) });

/**
 * On /fashion: keeps the photographed garment, answering the consent question the first time,
 * and "…로 보여요. 맞나요?" (맞아요) when the answer still asks the garment's colour or kind.
 */
async function keepIntoWardrobe(page: Page, first: boolean): Promise<void> {
  await page.getByRole('button', { name: '옷장에 넣기' }).click();
  if (first) {
    const ask = page.getByRole('dialog', { name: '내 옷장에 보관할까요?' });
    await ask.getByText(/원본 사진은 보관 기간이 지나면 지워지고/).waitFor();
    await ask.getByRole('button', { name: '보관하기' }).click();
  }
  const kept = page.getByText('옷장에 넣었어요');
  const guess = page.getByRole('dialog', { name: '옷장에 넣기' });
  await kept.or(guess).waitFor({ timeout: 20_000 });
  if (await guess.isVisible()) {
    await guess.getByText(/보여요\. 맞나요\?$/).waitFor();
    await guess.getByRole('button', { name: '맞아요' }).click();
  }
  await kept.waitFor({ timeout: 20_000 });
}

describe('내 옷장', () => {
  it('should keep three photographed garments and list them by slot, also offline', async () => {
    const { page, context, shot } = journey;
    const shopper = newShopper();
    await signUpByApi(page, shopper);
    await logIn(page, shopper);

    // the shopper knows what each is, and says so if the screen asks
    const garments = [
      [SHIRT, '셔츠&블라우스 - 긴소매'],
      [JEANS, '데님 팬츠'],
      [SNEAKERS, '패션스니커즈화'],
    ] as const;
    for (const [i, [garment, truth]] of garments.entries()) {
      await photoToFashion(page, garment, truth);
      await keepIntoWardrobe(page, i === 0);
      // the next photo starts afresh
      await page.getByRole('button', { name: '처음부터 다시' }).click();
      await page
        .getByRole('dialog', { name: '처음부터 다시' })
        .getByRole('button', { name: '다시 시작' })
        .click();
      await page.waitForURL('**/camera');
    }
    await shot('kept');

    await page
      .getByRole('navigation', { name: '하단 메뉴' })
      .getByRole('link', { name: '마이페이지' })
      .click();
    await page.getByRole('link', { name: /^내 옷장/ }).click();
    await page.waitForURL('**/wardrobe');
    for (const [slot, label] of [
      ['상의', '셔츠'],
      ['하의', '데님 팬츠'],
      ['신발', /스니커즈/],
    ] as const) {
      const section = slotSection(page, slot);
      await section.waitFor();
      await expectOwnGarmentLoaded(section.getByRole('img', { name: /^내 옷 \(옷장의 / }));
      await section.getByText(label).first().waitFor();
    }
    await checkScreen(journey, 'wardrobe');

    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    try {
      await page.reload();
      for (const slot of ['상의', '하의', '신발'])
        await expectOwnGarmentLoaded(
          slotSection(page, slot).getByRole('img', { name: /^내 옷 \(옷장의 / }),
        );
      await shot('wardrobe-offline');
    } finally {
      await context.setOffline(false);
    }
  });

  it('should dress the kept shirt with the kept jeans and sneakers, the rest from the shop, and keep a liked one on my page', async () => {
    const { page, shot } = journey;
    await page.goto('/wardrobe');
    await slotSection(page, '상의').getByRole('link').first().click();
    await page.waitForURL(/\/wardrobe\/\d+$/);
    // the item's own view (the list may still be leaving)
    await expectOwnGarmentLoaded(
      page.locator('.wardrobe-item').getByRole('img', { name: /^내 옷 \(옷장의 / }),
    );
    await checkScreen(journey, 'wardrobe-item');
    await page.getByRole('button', { name: '이 옷으로 코디' }).click();
    await page.waitForURL('**/fashion', { timeout: 60_000 });
    await page.getByText(/내 옷장의 .+에 어울리는 코디예요/).waitFor();

    const cards = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: /^추천 코디 #\d+$/ }) });
    await cards.first().waitFor();
    const first = cards.first();
    // the shirt, and the kept jeans and sneakers, each marked as the member's
    const owned = first.getByRole('img', { name: /^내 옷 \(옷장의 / });
    await expect.poll(() => owned.count()).toBe(3);
    for (const picture of await owned.all()) await expectOwnGarmentLoaded(picture);
    expect(await first.locator('.badge-own').count()).toBe(3);
    expect(await first.getByText(/내 옷 3 \+ 상품 \d/).count()).toBe(1);
    // another outfit offers something from the shop, with its price, beside the member's pieces
    const shopTiles = cards.getByRole('link').filter({ hasText: /[\d,]+원/ });
    expect(await shopTiles.count()).toBeGreaterThan(0);
    await shot('fashion-from-wardrobe');

    const heart = first.getByRole('button', { name: '찜하기' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/my');
    const saved = page.getByRole('tabpanel').getByRole('article').first();
    const pieces = saved.locator('.outfit-grid-own-image');
    await expect.poll(() => pieces.count()).toBe(3);
    for (const picture of await pieces.all()) await expectOwnGarmentLoaded(picture);
    await shot('my-page-wardrobe-outfit');
  });
});
