/**
 * 로그인 상태 유지 in chromium with a persistent profile, as a home-screen app lives: signed in
 * with it checked, every tab closed (the browser quits), the app opened again on /my is still
 * signed in; logout ends the session everywhere (another open tab, the server, the next start);
 * unchecked, the app opened again asks to sign in.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API, REFRESH_COOKIE_HEADER } from '../contract/api';
import { signUpByApi } from './support/account';
import { BASE_ARGS, PHONE_VIEWPORT } from './support/browser';
import { ARTIFACTS_DIR, CHROMIUM_PATH } from './support/paths';
import { closeCameraGuide, logOut, newShopper, type Shopper } from './support/shopper';

const baseUrl = inject('baseUrl');
const SHOTS = path.join(ARTIFACTS_DIR, 'stay-signed-in');
let profiles: string;
let open: BrowserContext | undefined;

beforeAll(async () => {
  profiles = await mkdtemp(path.join(os.tmpdir(), 'fitpick-profiles-'));
  await rm(SHOTS, { recursive: true, force: true });
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await open?.close();
  // Chromium's helper processes may still write the closed profile's cache for a moment
  // (ENOTEMPTY): removing it is retried.
  await rm(profiles, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

/** The app opened on a phone whose browser profile is `profile` (kept between openings). */
async function openApp(profile: string): Promise<{ app: BrowserContext; page: Page }> {
  open = await chromium.launchPersistentContext(path.join(profiles, profile), {
    executablePath: CHROMIUM_PATH,
    args: BASE_ARGS,
    baseURL: baseUrl,
    viewport: PHONE_VIEWPORT,
    locale: 'ko-KR',
  });
  return { app: open, page: open.pages()[0] ?? (await open.newPage()) };
}

/** Closes every tab: with a persistent profile, the browser quits and writes its cookies. */
async function closeApp(app: BrowserContext): Promise<void> {
  await app.close();
  open = undefined;
}

/** Signs in on /login with 로그인 상태 유지 as `keep` says, and waits for the home page. */
async function signIn(page: Page, shopper: Shopper, keep: boolean): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('이메일').fill(shopper.email);
  await page.getByLabel('비밀번호').fill(shopper.password);
  const box = page.getByRole('checkbox', { name: '로그인 상태 유지' });
  expect(await box.isChecked()).toBe(true);
  if (!keep) await box.uncheck();
  await page.screenshot({ path: path.join(SHOTS, `login-${keep ? 'kept' : 'tab'}.png`) });
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL('**/main');
  await closeCameraGuide(page);
}

/** Opens /my and waits for the alert asking to sign in, closes it, and lands on /login. */
async function expectAskedToSignIn(page: Page): Promise<void> {
  await page.goto('/my');
  const alert = page.getByRole('alertdialog').filter({ hasText: '로그인이 필요합니다.' });
  await alert.waitFor();
  await alert.getByRole('button', { name: '확인' }).click();
  await page.waitForURL('**/login');
}

/** The cookie's refresh from outside the browser, as the server answers it now (status). */
async function refreshWith(cookie: string): Promise<number> {
  const res = await fetch(`${baseUrl}${API.refresh}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [REFRESH_COOKIE_HEADER]: '1',
      Cookie: `fitpick_refresh=${cookie}`,
    },
    body: '{}',
  });
  return res.status;
}

describe('로그인 상태 유지 (home-screen app)', () => {
  it('should still be signed in when the app is opened again, until the member logs out', async () => {
    const shopper = { ...newShopper(), name: '정우성' };
    let { app, page } = await openApp('kept');
    await signUpByApi(page, shopper);
    await signIn(page, shopper, true);
    const [cookie] = (await app.cookies()).filter((c) => c.name === 'fitpick_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('fitpick_refresh');
    await closeApp(app);

    ({ app, page } = await openApp('kept'));
    await page.goto('/my');
    await page.getByRole('heading', { name: `${shopper.name}님` }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'my-after-reopening.png') });
    const other = await app.newPage();
    await other.goto('/my');
    await other.getByRole('heading', { name: `${shopper.name}님` }).waitFor();

    const [live] = (await app.cookies()).filter((c) => c.name === 'fitpick_refresh');
    await logOut(page);
    // Ended everywhere: the server refuses the cookie's token, the browser holds it no more, and
    // the tab still open is signed out at its next request.
    expect(await refreshWith(live?.value ?? '')).toBe(401);
    expect((await app.cookies()).filter((c) => c.name === 'fitpick_refresh')).toEqual([]);
    await other.reload();
    await other.waitForURL((url) => url.pathname === '/');
    await closeApp(app);

    ({ page } = await openApp('kept'));
    await expectAskedToSignIn(page);
  });

  it('should ask to sign in when the app is opened again after a sign-in without it', async () => {
    const shopper = newShopper();
    const first = await openApp('tab');
    await signUpByApi(first.page, shopper);
    await signIn(first.page, shopper, false);
    expect((await first.app.cookies()).filter((c) => c.name === 'fitpick_refresh')).toEqual([]);
    await first.page.goto('/my');
    await first.page.getByRole('heading', { name: `${shopper.name}님` }).waitFor();
    await closeApp(first.app);

    const { page } = await openApp('tab');
    await expectAskedToSignIn(page);
  });
});
