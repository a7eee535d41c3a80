/**
 * Account screens of SPEC §2 in chromium: /, /signup (live mismatch message, server field error,
 * 3-second countdown), /login (failure message), /find-id (masked e-mail), /find-pw →
 * /reset-password with the code from the server's mail outbox, then a login with the new
 * password, and /social-callback with and without tokens. axe-core and both widths per route.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readResetCode, signUpByApi, tokensByApi } from './support/account';
import { startJourney, type Journey } from './support/browser';
import { checkScreen } from './support/screens';
import { closeCameraGuide, newShopper, type Shopper } from './support/shopper';

let journey: Journey;
/** Signed up through the UI in the sign-up step; the later steps recover and reset its password. */
let member: Shopper;

beforeAll(async () => {
  journey = await startJourney('account', inject('baseUrl'));
  member = { ...newShopper(), name: `이서준${Math.random().toString(36).slice(2, 6)}` };
});
afterAll(async () => journey.close());

describe('account screens', () => {
  it('should pitch the service on / and, on a server without social login, lead with e-mail login', async () => {
    const { page } = journey;
    const scripts: string[] = [];
    const onRequest = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    await page.goto('/');
    await page.getByRole('heading', { name: '남성 맞춤 패션 스타일링 서비스' }).waitFor();
    await page.waitForLoadState('load');
    page.off('request', onRequest);
    // The landing page is complete as HTML: it loads its own small entry, not the app and React.
    expect(scripts.some((script) => script.startsWith('/assets/landing-'))).toBe(true);
    expect(scripts.filter((script) => script.startsWith('/assets/index-'))).toEqual([]);
    // The e2e server configures no social login: no button may lead to '아직 준비 중이에요'.
    expect(await page.getByRole('link', { name: /로 시작하기$/ }).count()).toBe(0);
    expect(await page.locator('a[href^="/accounts/"]').count()).toBe(0);
    const account = page.getByRole('navigation', { name: '계정' });
    for (const name of ['회원가입', '아이디 찾기', '비밀번호 찾기'])
      await account.getByRole('link', { name }).waitFor();
    const email = page.getByRole('link', { name: '이메일로 로그인' });
    expect(await email.getAttribute('class')).toContain('btn-primary');
    await checkScreen(journey, 'landing');
    await email.click();
    await page.waitForURL('**/login');

    // An old link to a provider that is not configured still says so on /login.
    await page.goto('/accounts/kakao/login/');
    await page.getByText('간편 로그인은 아직 준비 중이에요. 이메일로 로그인해 주세요.').waitFor();
  });

  it('should sign up on /signup with a live mismatch message, a field error and a 3-second countdown to /', async () => {
    const { page } = journey;
    const taken = newShopper();
    await signUpByApi(page, taken);

    await page.goto('/');
    await page
      .getByRole('navigation', { name: '계정' })
      .getByRole('link', { name: '회원가입' })
      .click();
    await page.getByRole('heading', { name: '회원가입', exact: true }).waitFor();
    await page.getByLabel('이메일').fill(taken.email);
    await page.getByLabel('이름').fill(member.name);
    await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await page.getByLabel('비밀번호 확인').fill(`${member.password}x`);
    await page.getByText('비밀번호가 일치하지 않습니다.').waitFor();
    expect(await page.getByRole('button', { name: '가입하기' }).isDisabled()).toBe(true);
    await checkScreen(journey, 'signup-mismatch');

    await page.getByLabel('비밀번호 확인').fill(member.password);
    await page.getByText('비밀번호가 일치하지 않습니다.').waitFor({ state: 'detached' });
    await page.getByLabel('키 (cm)').fill('178');
    await page.getByLabel('몸무게 (kg)').fill('72');
    expect(await page.getByRole('button', { name: '가입하기' }).isDisabled()).toBe(true); // consents first
    await page.getByLabel('전체 동의').check();
    await journey.shotWidths('signup-consents');
    await page.getByRole('button', { name: '가입하기' }).click();
    // The server's field error shows under the e-mail field.
    const emailError = page.locator('#signup-email-error');
    await emailError.waitFor();
    expect(await emailError.textContent()).toMatch(/이메일/);

    await page.getByLabel('이메일').fill(member.email);
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByRole('heading', { name: '회원가입이 완료되었습니다!' }).waitFor();
    await page.getByText('3초 후 처음 화면으로 이동합니다.').waitFor();
    await journey.shot('signup-done');
    await page.getByText('2초 후 처음 화면으로 이동합니다.').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
    await page.getByRole('heading', { name: '남성 맞춤 패션 스타일링 서비스' }).waitFor();
  });

  it('should say why /login failed', async () => {
    const { page } = journey;
    await page.goto('/login');
    await page.getByLabel('이메일').fill(member.email);
    await page.getByLabel('비밀번호').fill('wrong-password-1!');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '아이디 또는 비밀번호가 올바르지 않습니다.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await checkScreen(journey, 'login-failed');
  });

  it('should show the masked e-mail on /find-id', async () => {
    const { page } = journey;
    await page.goto('/login');
    await page
      .getByRole('navigation', { name: '계정' })
      .getByRole('link', { name: '아이디 찾기' })
      .click();
    await page.getByRole('heading', { name: '아이디 찾기' }).waitFor();
    await page.getByLabel('이름').fill(member.name);
    await page.getByRole('button', { name: '아이디 찾기' }).click();
    const result = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: '회원님의 아이디를 찾았어요' }) });
    await result.waitFor();
    const shown = (await result.locator('.result-card-value').textContent()) ?? '';
    const [local = '', domain = ''] = member.email.split('@');
    expect(shown).toContain('*');
    expect(shown).not.toBe(member.email);
    expect(shown.startsWith(local.slice(0, 2))).toBe(true);
    expect(shown.endsWith(`@${domain}`)).toBe(true);
    await checkScreen(journey, 'find-id');
  });

  it('should reset the password on /find-pw → /reset-password with the e-mailed code, then log in with it', async () => {
    const { page } = journey;
    await page.goto('/find-pw');
    await page.getByRole('heading', { name: '비밀번호 찾기' }).waitFor();
    await page.getByRole('button', { name: '재설정 코드 받기' }).click();
    const blank = page.getByRole('alertdialog');
    await blank.getByText('빈칸 없이 모두 입력해 주세요.').waitFor();
    await blank.getByRole('button', { name: '확인' }).click();
    await page.getByLabel('이름').fill(member.name);
    await page.getByLabel('이메일').fill(member.email);
    await checkScreen(journey, 'find-pw');
    await page.getByRole('button', { name: '재설정 코드 받기' }).click();

    await page.waitForURL((url) => url.pathname === '/reset-password');
    const query = new URL(page.url()).searchParams;
    expect([query.get('username'), query.get('email')]).toEqual([member.name, member.email]);
    await page.getByRole('heading', { name: '비밀번호 재설정' }).waitFor();
    await page.getByText('으로 인증 코드를 보냈어요.').waitFor();
    await checkScreen(journey, 'reset-password');

    const code = await readResetCode(inject('dataDir'), member.email);
    const newPassword = 'fitpick-new-2@';
    await page.getByLabel('인증 코드').fill(code);
    await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
    await page.getByLabel('새 비밀번호 확인').fill(newPassword);
    await page.getByRole('button', { name: '비밀번호 재설정' }).click();
    const done = page.getByRole('alertdialog', { name: '비밀번호 재설정 완료' });
    await done.getByText('비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.').waitFor();
    await done.getByRole('button', { name: '확인' }).click();
    expect(new URL(page.url()).pathname).toBe('/login');

    member = { ...member, password: newPassword };
    await page.getByLabel('이메일').fill(member.email);
    await page.getByLabel('비밀번호').fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/main');
    await closeCameraGuide(page);
    await page.getByRole('heading', { name: '오늘의 추천 코디' }).waitFor();
  });

  it('should send /social-callback without tokens to / and with tokens to /main', async () => {
    const { page } = journey;
    // A fresh session: no tokens (and the photo guide shows again on /main).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/social-callback?token=only-one');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: '남성 맞춤 패션 스타일링 서비스' }).waitFor();

    const tokens = await tokensByApi(page, member);
    const query = new URLSearchParams({
      token: tokens.access_token,
      refresh: tokens.refresh_token,
    });
    await page.goto(`/social-callback?${query.toString()}`);
    await page.waitForURL((url) => url.pathname === '/main');
    await closeCameraGuide(page);
    await page.getByRole('heading', { name: '오늘의 추천 코디' }).waitFor();
    // Signed in with the callback's tokens: my page greets the member.
    await page
      .getByRole('navigation', { name: '하단 메뉴' })
      .getByRole('link', { name: '마이페이지' })
      .click();
    await page.getByRole('heading', { name: `${member.name}님` }).waitFor();
    await checkScreen(journey, 'social-callback-signed-in');
  });
});
