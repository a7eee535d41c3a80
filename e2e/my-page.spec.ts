/**
 * Member screens of SPEC §2 in chromium: outfits liked on /main and /fashion show on /my in both
 * tabs and follow the sort options; unlike asks first; /setting shows the masked name and e-mail
 * and leads (after a confirm) to /edit-profile, /set-password and /set-body with their messages;
 * logout. axe-core and both widths per route.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpByApi } from './support/account';
import { startJourney, type Journey } from './support/browser';
import { homeCards, wonValue } from './support/home';
import { DATASET_DIR } from './support/paths';
import { checkScreen } from './support/screens';
import { logIn, newShopper, photoToFashion, type Shopper } from './support/shopper';
import type { Page } from 'playwright-core';

/** A pair of jeans photographed on a floor (label Pants), as in the photo-to-outfits journey. */
const PHOTO = path.join(DATASET_DIR, 'images', '030a5708-f6d7-441f-86ee-0b51b33f3f51.jpg');

let journey: Journey;
let shopper: Shopper;
beforeAll(async () => {
  journey = await startJourney('my-page', inject('baseUrl'));
  shopper = { ...newShopper(), name: '최민재' };
});
afterAll(async () => journey.close());

/** The saved cards shown in the my page's current tab. */
const savedCards = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** Presses a settings menu item, checks its confirm question and confirms. */
async function openSetting(page: Page, item: string, question: string): Promise<void> {
  await page
    .getByRole('navigation', { name: '설정 메뉴' })
    .getByRole('button', { name: item })
    .click();
  const confirm = page.getByRole('dialog', { name: item });
  await confirm.getByText(question).waitFor();
  await confirm.getByRole('button', { name: '확인' }).click();
}

/** Closes the alert showing `message` with its 확인 button. */
async function acknowledge(page: Page, message: string): Promise<void> {
  const alert = page.getByRole('alertdialog').filter({ hasText: message });
  await alert.waitFor();
  await alert.getByRole('button', { name: '확인' }).click();
}

describe('my page and settings', () => {
  it('should like club outfits on /main and an AI outfit on /fashion', async () => {
    const { page } = journey;
    await signUpByApi(page, shopper);
    await logIn(page, shopper);
    for (const list of ['오늘의 추천 코디 목록', '미니멀 추천 코디 목록']) {
      // Both lists are random picks and may share an outfit: like one that is not liked yet.
      const hearts = (await homeCards(page, list)).getByRole('button', { name: '찜하기' });
      const pressed = await hearts.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-pressed')),
      );
      const heart = hearts.nth(pressed.indexOf('false'));
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    }

    await photoToFashion(page, PHOTO);
    const outfit = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: '추천 코디 #1' }) });
    await outfit.waitFor();
    await page.getByRole('heading', { name: `${shopper.name}님의 추천 코디` }).waitFor();
    const heart = outfit.getByRole('button', { name: '찜하기' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await checkScreen(journey, 'fashion');
  });

  it('should show the liked outfits on /my in both tabs and sort them', async () => {
    const { page } = journey;
    await page
      .getByRole('navigation', { name: '하단 메뉴' })
      .getByRole('link', { name: '마이페이지' })
      .click();
    await page.getByRole('heading', { name: `${shopper.name}님` }).waitFor();
    await page.getByText('176cm · 70kg').waitFor();
    expect(
      await page.getByRole('tab', { name: /AI 추천 코디/ }).getAttribute('aria-selected'),
    ).toBe('true');
    await expect.poll(() => savedCards(page).count()).toBe(1);
    await checkScreen(journey, 'my-ai');

    await page.getByRole('tab', { name: /클럽 코디/ }).click();
    await expect.poll(() => savedCards(page).count()).toBe(2);
    const sort = page.getByRole('combobox', { name: '정렬 및 스타일' });
    const prices = async () =>
      Promise.all(
        (await savedCards(page).locator('.saved-card-price').allTextContents()).map(wonValue),
      );
    await sort.selectOption({ label: '높은 가격순' });
    await expect
      .poll(async () => {
        const [a = 0, b = 0] = await prices();
        return a >= b;
      })
      .toBe(true);
    await sort.selectOption({ label: '낮은 가격순' });
    await expect
      .poll(async () => {
        const [a = 0, b = 0] = await prices();
        return a <= b;
      })
      .toBe(true);
    await sort.selectOption({ label: '최신순' });
    await checkScreen(journey, 'my-club');
  });

  it('should ask before unliking on /my and drop the card on 확인', async () => {
    const { page } = journey;
    const card = savedCards(page).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `찜 해제: ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: '찜 해제' });
    await confirm.getByText('찜 목록에서 삭제하시겠습니까?').waitFor();
    await journey.shot('my-unlike-confirm');
    await confirm.getByRole('button', { name: '취소' }).click();
    expect(await savedCards(page).count()).toBe(2);
    await card.getByRole('button', { name: `찜 해제: ${name}` }).click();
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => savedCards(page).count()).toBe(1);
    expect(await savedCards(page).getByRole('heading', { name, exact: true }).count()).toBe(0);
  });

  it('should show the masked name and e-mail on /setting and edit the member info on /edit-profile', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: '설정' }).click();
    await page.getByRole('heading', { name: '내 정보' }).waitFor();
    const account = page.getByRole('region', { name: '계정 정보' });
    const values = () => account.locator('dd').allTextContents();
    await expect.poll(async () => (await values())[0]).not.toBe('-');
    const [maskedName = '', maskedEmail = ''] = await values();
    expect(maskedName).toContain('*');
    expect(maskedName).not.toBe(shopper.name);
    expect(maskedName.startsWith(shopper.name.slice(0, 1))).toBe(true);
    expect(maskedEmail).toContain('*');
    expect(maskedEmail.endsWith('@example.com')).toBe(true);
    expect(maskedEmail).not.toBe(shopper.email);
    await checkScreen(journey, 'setting');

    await openSetting(page, '회원정보 수정', '회원정보 수정 화면으로 이동할까요?');
    await page.waitForURL('**/edit-profile');
    const nameField = page.getByLabel('이름');
    await expect.poll(() => nameField.inputValue()).toBe(shopper.name);
    expect(await page.getByLabel('나이').inputValue()).toBe('29');
    expect(await page.getByRole('radio', { name: '남성' }).isChecked()).toBe(true);
    await checkScreen(journey, 'edit-profile');
    shopper = { ...shopper, name: '최민준' };
    await nameField.fill(shopper.name);
    await page.getByLabel('나이').fill('31');
    await page.getByRole('button', { name: '저장하기' }).click();
    await acknowledge(page, '회원 정보가 수정되었습니다!');
    await page.waitForURL('**/setting');
  });

  it('should check and change the password on /set-password', async () => {
    const { page } = journey;
    await openSetting(page, '비밀번호 설정', '비밀번호 설정 화면으로 이동할까요?');
    await page.waitForURL('**/set-password');
    await page.getByLabel('현재 비밀번호').fill(shopper.password);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(shopper.password);
    await page.getByText('새 비밀번호는 현재 비밀번호와 달라야 합니다.').waitFor();
    const next = 'fitpick-next-3#';
    await page.getByLabel('새 비밀번호', { exact: true }).fill(next);
    await page.getByLabel('새 비밀번호 확인').fill(`${next}x`);
    await page.getByText('비밀번호가 일치하지 않습니다.').waitFor();
    expect(await page.getByRole('button', { name: '비밀번호 변경' }).isDisabled()).toBe(true);
    await checkScreen(journey, 'set-password');
    await page.getByLabel('새 비밀번호 확인').fill(next);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await acknowledge(page, '비밀번호가 변경되었습니다.');
    await page.waitForURL('**/setting');
    shopper = { ...shopper, password: next };
  });

  it('should save the body info on /set-body and greet with it on /my', async () => {
    const { page } = journey;
    await openSetting(page, '맞춤 정보', '키와 몸무게를 설정하는 화면으로 이동할까요?');
    await page.waitForURL('**/set-body');
    const height = page.getByLabel('키 (cm)');
    await expect.poll(() => height.inputValue()).toBe('176');
    await height.fill('300');
    await page.getByText('키는 100~250cm 사이로 입력해 주세요.').waitFor();
    await checkScreen(journey, 'set-body');
    await height.fill('181');
    await page.getByLabel('몸무게 (kg)').fill('75');
    await page.getByRole('button', { name: '저장하기' }).click();
    await acknowledge(page, '신체 정보가 저장되었습니다.');
    await page.waitForURL('**/setting');
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.getByRole('heading', { name: `${shopper.name}님` }).waitFor();
    await page.getByText('181cm · 75kg').waitFor();
  });

  it('should log out from /setting and ask for a login on /my afterwards', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: '설정' }).click();
    await openSetting(page, '로그아웃', '로그아웃하시겠습니까?');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/my');
    await acknowledge(page, '로그인이 필요합니다.');
    await page.waitForURL('**/login');
    // The changed password is the one that works now.
    await page.getByLabel('이메일').fill(shopper.email);
    await page.getByLabel('비밀번호').fill(shopper.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/main');
  });
});
