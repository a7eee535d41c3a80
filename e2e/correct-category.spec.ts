/**
 * Issue 3's correction step: the shopper disagrees with the recognised category, taps one of
 * the runner-up chips under the analysed sentence ("다른 제품인가요?"), reads the new sentence,
 * and gets outfits built around the category they chose.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CategoryName } from '../src/contract/taxonomy';
import { signUpByApi } from './support/account';
import { startJourney, type Journey } from './support/browser';
import { DATASET_DIR } from './support/paths';
import { expectCompleteOutfits, logIn, newShopper, startRecommendation } from './support/shopper';

/** Dark jeans on a hanger (label Pants), a different photo from the upload journey's. */
const PHOTO = path.join(DATASET_DIR, 'images', '041cea74-d96a-45ff-a8e2-d311ee0f21d8.jpg');

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney('correct-category', inject('baseUrl'));
});
afterAll(async () => journey.close());

describe('correcting the recognised category', () => {
  it('should show outfits for the runner-up category the shopper taps', async () => {
    const { page, shot } = journey;
    const shopper = newShopper();
    await signUpByApi(page, shopper);
    await logIn(page, shopper);

    await page.goto('/camera');
    await page.getByLabel('사진 파일').setInputFiles(PHOTO);
    await page.getByRole('img', { name: '촬영한 사진' }).waitFor();
    const recognised = await startRecommendation(page);

    const chips = page.getByRole('group', { name: '다른 제품인가요?' }).getByRole('button');
    expect(await chips.count()).toBeGreaterThanOrEqual(1);
    const chosen = ((await chips.first().textContent()) ?? '').trim() as CategoryName;
    expect(chosen).not.toBe(recognised);
    await shot('chips');
    await chips.first().click();
    await page.getByText(`촬영하신 제품은 ${chosen} 입니다.`).waitFor({ timeout: 60_000 });
    await shot('corrected');

    await expectCompleteOutfits(page, chosen);
    const similar = page.getByRole('link', { name: /촬영한 옷과 비슷한 상품/ });
    expect(await similar.count()).toBeGreaterThanOrEqual(3);
    for (const name of await similar.allTextContents()) expect(name).toContain(chosen);
    await shot('fashion');
  });
});
