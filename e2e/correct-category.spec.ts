/**
 * Correcting the recogniser at a phone's size (390×844): the shopper disagrees with the
 * recognised category, taps one of the category chips ("다른 제품인가요?"), reads the new
 * sentence and gets outfits built around the category they chose; then disagrees with the
 * colour, taps a colour chip ("색상이 다른가요?") and gets similar items in that colour.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATEGORY_LABELS } from '../contract/category-labels';
import { PHOTO_COLOUR_NAMES, type ColourName } from '../contract/taxonomy';
import { signUpByApi } from './support/account';
import { PHONE_VIEWPORT, startJourney, type Journey } from './support/browser';
import { DATASET_DIR } from './support/paths';
import {
  analysedSentence,
  categoryOfLabel,
  expectCompleteOutfits,
  logIn,
  newShopper,
  startRecommendation,
} from './support/shopper';

/** Dark jeans on a hanger (label Pants), a different photo from the upload journey's. */
const PHOTO = path.join(DATASET_DIR, 'images', '041cea74-d96a-45ff-a8e2-d311ee0f21d8.jpg');

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney('correct-category', inject('baseUrl'), [], PHONE);
});

const PHONE = PHONE_VIEWPORT;

/** The accessible names of the fashion page's items like the photographed garment. */
const similarNames = (page: Journey['page']): Promise<string[]> =>
  page
    .getByRole('link', { name: /촬영한 옷(과 비슷한|과 같은 종류| 대신 고른) 상품/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''));
afterAll(async () => journey.close());

/**
 * The camera's chip group about the category or the colour: the correction (`correction`, e.g.
 * "다른 제품인가요?") or the question naming the guess ("데님 팬츠로 보여요. 맞나요?"), also once
 * answered ("코튼 팬츠로 코디를 골랐어요"); `names` are the words a guess can be.
 */
const questionGroup = (page: Journey['page'], names: readonly string[], correction: string) => {
  const guess = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return page.getByRole('group', {
    name: new RegExp(
      `^(${correction.replace('?', '\\?')}|(${guess})(으로|로) (보여요\\. 맞나요\\?|코디를 골랐어요))$`,
    ),
  });
};

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

    await shot('camera-analysed-390');
    // "추천 코디 보기" is on screen without scrolling on a 390×844 phone, above the bottom menu
    const show = await page.getByRole('button', { name: '추천 코디 보기' }).boundingBox();
    const menu = await page.getByRole('navigation', { name: '하단 메뉴' }).boundingBox();
    expect(show && menu && show.y + show.height).toBeLessThanOrEqual(menu?.y ?? 0);
    // nothing claims a colour while the colour is asked: the question names the guess
    if (await questionGroup(page, PHOTO_COLOUR_NAMES, '색상이 다른가요?').count())
      expect(
        await page.getByRole('status').filter({ hasText: '촬영하신 제품은' }).textContent(),
      ).not.toMatch(/비슷한 색|같은 색/);
    // asked first ("데님 팬츠로 보여요. 맞나요?", the answer as a '… 맞아요' chip) when the
    // recogniser is unsure
    const chips = questionGroup(page, Object.values(CATEGORY_LABELS), '다른 제품인가요?')
      .getByRole('button')
      .filter({ hasNotText: /맞아요|다른 종류/ });
    expect(await chips.count()).toBeGreaterThanOrEqual(1);
    expect(await chips.count()).toBeLessThanOrEqual(4);
    // the last chip opens every other category, a group per slot (모든 상의 …), so every
    // category is one tap away whatever the recogniser offered
    const group = questionGroup(page, Object.values(CATEGORY_LABELS), '다른 제품인가요?');
    await group.getByRole('button', { name: '다른 종류' }).click();
    await page.getByRole('group', { name: '모든 상의' }).waitFor();
    const every = page.getByRole('group', { name: /^모든 (상의|아우터|하의|신발)$/ });
    const offered = new Set(
      [
        ...(await group.getByRole('button').allTextContents()),
        ...(await every.getByRole('button').allTextContents()),
        CATEGORY_LABELS[recognised],
      ].map((t) => t.replace('맞아요', '').trim()),
    );
    expect(Object.values(CATEGORY_LABELS).filter((label) => !offered.has(label))).toEqual([]);
    await shot('every-category-390');
    const chosen = categoryOfLabel(((await chips.first().textContent()) ?? '').trim());
    expect(chosen).not.toBe(recognised);
    await chips.first().click();
    await page.getByText(analysedSentence(chosen)).waitFor({ timeout: 60_000 });
    await shot('corrected');

    await expectCompleteOutfits(page, chosen);
    const similar = await similarNames(page);
    expect(similar.length).toBeGreaterThanOrEqual(3);
    for (const name of similar) expect(name).toContain(`· ${CATEGORY_LABELS[chosen]} ·`);
    // every item of the first outfit is on screen at 390 px: none cut off at the right edge
    const card = page.locator('article').first();
    for (const box of await card
      .getByRole('link')
      .filter({ hasText: /[\d,]+원/ })
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(PHONE.width);
    }
    await shot('fashion-390');
  });

  it('should show similar items in the colour the shopper taps', async () => {
    const { page, shot } = journey;
    await page.goBack();
    await page.waitForURL('**/camera');
    // "색상이 다른가요?", or "진청으로 보여요. 맞나요?" first when the colour model is unsure
    const group = questionGroup(page, PHOTO_COLOUR_NAMES, '색상이 다른가요?');
    await group.waitFor();
    // the colours offered, the last chip ("다른 색") opening the rest
    const chips = group.getByRole('button').filter({ hasNotText: '다른 색' });
    expect(await chips.count()).toBeGreaterThanOrEqual(1);
    const texts = await chips.allTextContents();
    const offered = texts.map((t) => t.replace('맞아요', '').trim() as ColourName);
    // a basic every non-denim category is stocked in (server/catalog/sample stockedColours), if
    // offered; else another colour than the guess (jeans are offered the washes they are sold in)
    const colour =
      offered.find((c) => ['블랙', '그레이', '네이비'].includes(c)) ??
      offered.find((_, i) => !texts[i]?.includes('맞아요')) ??
      (offered[0] as ColourName);
    await chips.filter({ hasText: colour }).first().click();
    await page.getByText(new RegExp(`^${colour} · `)).waitFor({ timeout: 60_000 });
    await shot('colour-corrected-390');
    await page.getByRole('button', { name: '추천 코디 보기' }).click();
    await page.waitForURL('**/fashion');
    await page.getByRole('heading', { name: /^추천 코디 #1$/ }).waitFor();
    const similar = await similarNames(page);
    expect(similar.length).toBeGreaterThanOrEqual(3);
    // the sample shop stocks every category in its colours four times over: all in the chosen colour
    for (const name of similar) expect(name).toContain(`(${colour})`);
    await shot('fashion-colour-390');
  });
});
