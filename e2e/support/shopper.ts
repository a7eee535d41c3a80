/**
 * Page-object steps of the shopper's journey, written against what a shopper sees (roles and
 * Korean names), shared by the journeys.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { CATEGORY_LABELS } from '../../contract/category-labels';
import {
  CATEGORY_NAMES,
  seasonOf,
  SLOT_LABELS,
  slotsForSeason,
  type CategoryName,
} from '../../contract/taxonomy';
import { dressingSeason } from '../../server/styling/outfit/season';

export interface Shopper {
  email: string;
  password: string;
  name: string;
}

/** A new shopper with a unique e-mail. */
export function newShopper(): Shopper {
  return {
    email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'fitpick-e2e-1!',
    name: '박지훈',
  };
}

/** Signs up through /signup and waits for the countdown to bring the shopper back to /. */
export async function signUp(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('이메일').fill(shopper.email);
  await page.getByLabel('이름').fill(shopper.name);
  await page.getByLabel('비밀번호', { exact: true }).fill(shopper.password);
  await page.getByLabel('비밀번호 확인').fill(shopper.password);
  await page.getByLabel('키 (cm)').fill('176');
  await page.getByLabel('몸무게 (kg)').fill('70');
  await page.getByLabel('(필수) 이용약관 동의').check();
  await page.getByLabel('(필수) 개인정보 수집·이용 동의').check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.getByRole('heading', { name: '회원가입이 완료되었습니다!' }).waitFor();
}

/** Logs in through /login and waits for the home page's club outfits. */
export async function logIn(page: Page, shopper: Shopper): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('이메일').fill(shopper.email);
  await page.getByLabel('비밀번호').fill(shopper.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL('**/main');
  await closeCameraGuide(page);
  await page.getByRole('heading', { name: '오늘의 추천 코디' }).waitFor();
}

/** Logs out through /setting (its menu, then 확인) and waits for the landing page's load. */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/setting');
  await page
    .getByRole('navigation', { name: '설정 메뉴' })
    .getByRole('button', { name: '로그아웃' })
    .click();
  await page
    .getByRole('dialog', { name: '로그아웃' })
    .getByRole('button', { name: '확인' })
    .click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The photo guide opens by itself once per browser session (SPEC §2): read it and close it. */
export async function closeCameraGuide(page: Page): Promise<void> {
  const guide = page.getByRole('dialog', { name: '촬영 가이드' });
  await guide.waitFor();
  await guide.getByRole('button', { name: '닫기' }).click();
  await guide.waitFor({ state: 'detached' });
}

/** The category a label on screen stands for ('셔츠' → '셔츠&블라우스 - 긴소매'); fails on any other text. */
export function categoryOfLabel(label: string): CategoryName {
  const category = CATEGORY_NAMES.find((name) => CATEGORY_LABELS[name] === label);
  expect(category, `"${label}" is not a category's label`).toBeDefined();
  return category as CategoryName;
}

/** The sentence of the analysed camera screen for `category` ('촬영하신 제품은 셔츠입니다.'). */
export function analysedSentence(category: CategoryName): string {
  return `촬영하신 제품은 ${CATEGORY_LABELS[category]}입니다.`;
}

/** The names the analysed sentence gives a garment whose category it asks: its slot's, or 의류. */
const ASKED_KINDS: readonly string[] = [...Object.values(SLOT_LABELS), '의류'];

/**
 * From the preview, starts the recommendation and waits for the analysed sentence; returns the
 * category it names. When the screen asks the category instead (the sentence names only the
 * kind that is sure, "촬영하신 제품은 신발입니다.", above "로퍼로 보여요. 맞나요?"), the shopper
 * answers as one who knows what they photographed: `truth`, which must be among the chips (the
 * guess's own chip reads "… 맞아요"), or without it the guess confirmed; the sentence then names
 * the category answered.
 */
export async function startRecommendation(page: Page, truth?: CategoryName): Promise<CategoryName> {
  await page.getByRole('button', { name: '추천 시작하기' }).click();
  const sentence = page.getByText(/^촬영하신 제품은 .+입니다\.$/);
  await sentence.waitFor({ timeout: 60_000 });
  await page.getByText('결과가 맞다면 추천 코디 보기를 눌러주세요.').waitFor();
  const named = /^촬영하신 제품은 (.+)입니다\.$/.exec((await sentence.textContent()) ?? '')?.[1];
  if (!ASKED_KINDS.includes(named ?? '')) {
    const category = categoryOfLabel(named ?? '');
    expect(await sentence.textContent()).toBe(analysedSentence(category));
    return category;
  }
  // the category's question, not the colour's: its guess is a category's label
  const labels = Object.values(CATEGORY_LABELS).map((l) =>
    l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const question = page.getByRole('group', {
    name: new RegExp(`^(${labels.join('|')})(으로|로) 보여요\\. 맞나요\\?$`),
  });
  const guess = categoryOfLabel(
    /^(.+?)(으로|로) 보여요/.exec((await question.getAttribute('aria-label')) ?? '')?.[1] ?? '',
  );
  const answer = truth ?? guess;
  const chip =
    answer === guess
      ? question.getByRole('button', { name: `${CATEGORY_LABELS[guess]} 맞아요` })
      : question.getByRole('button', { name: CATEGORY_LABELS[answer], exact: true });
  expect(await chip.count(), `${CATEGORY_LABELS[answer]} among the chips`).toBe(1);
  await chip.click();
  await page.getByText(analysedSentence(answer)).waitFor({ timeout: 60_000 });
  return answer;
}

/** From any page with the bottom navigation: AI 스타일링, pick `photo`, wait for its preview. */
export async function pickPhoto(page: Page, photo: string): Promise<void> {
  await page
    .getByRole('navigation', { name: '하단 메뉴' })
    .getByRole('link', { name: 'AI 스타일링' })
    .click();
  await page.getByLabel('사진 파일').setInputFiles(photo);
  await page.getByRole('img', { name: '촬영한 사진' }).waitFor();
}

/**
 * From any page with the bottom navigation: AI 스타일링, pick `photo`, analyse it (answering the
 * category with `truth` if asked: `startRecommendation`), open /fashion.
 */
export async function photoToFashion(
  page: Page,
  photo: string,
  truth?: CategoryName,
): Promise<CategoryName> {
  await pickPhoto(page, photo);
  const category = await startRecommendation(page, truth);
  await page.getByRole('button', { name: '추천 코디 보기' }).click();
  await page.waitForURL('**/fashion');
  return category;
}

/**
 * Opens the outfits and checks that at least 3 cards show, each with every slot of the season
 * filled by a product with an image, a name and a price in won. Returns the number of cards.
 */
export async function expectCompleteOutfits(page: Page, category: CategoryName): Promise<number> {
  await page.getByRole('button', { name: '추천 코디 보기' }).click();
  await page.waitForURL('**/fashion');
  const cards = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: /^추천 코디 #\d+$/ }) });
  await cards.first().waitFor();
  const season = dressingSeason(category, seasonOf(new Date()));
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await expect
      .poll(() =>
        card
          .getByText(/^[\d,]+원$/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    const items = card.getByRole('link').filter({ hasText: /[\d,]+원/ });
    expect(await items.count(), `card ${i + 1} in ${season}`).toBe(slotsForSeason(season).length);
    for (const name of await items.allTextContents()) expect(name).toMatch(/[\d,]+원/);
    // Pictures load lazily, as the shopper scrolls to them.
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          card
            .locator('img')
            .evaluateAll((imgs) =>
              imgs.every(
                (img) =>
                  (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
              ),
            ),
        { message: `card ${i + 1} images` },
      )
      .toBe(true);
  }
  return count;
}

/**
 * The shopper's cut-out (`own`: the picture named "내 옷 (촬영한 …)") is an image that loaded: a
 * blob: URL with pixels, after the light square that holds its place while the worker answers —
 * within 20 s: the first cut-out on a cold thread of the recogniser's pool loads OpenCV.js
 * first, seconds on a busy 2-core machine.
 */
export async function expectOwnGarmentLoaded(own: Locator): Promise<void> {
  await own.waitFor({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        own.evaluate((img) => {
          if (!(img instanceof HTMLImageElement)) return false;
          return img.src.startsWith('blob:') && img.complete && img.naturalWidth > 0;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}
