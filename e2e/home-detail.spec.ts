/**
 * Home, guide, camera, loading and detail screens of SPEC §2 in chromium: the /main banner, the
 * price and style filters reloading their sections, like / unlike with '찜 해제', /camera-guide
 * steps by swipe and dots, /camera, /loading with returnPath, and /product-detail from a home
 * card with zoom, the share fallback and the buy picker. axe-core and both widths per route.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpByApi } from './support/account';
import { startJourney, type Journey } from './support/browser';
import { dragHorizontally, homeCards, homeList, wonValue } from './support/home';
import { checkScreen } from './support/screens';
import { closeCameraGuide, newShopper } from './support/shopper';

let journey: Journey;
beforeAll(async () => {
  journey = await startJourney('home-detail', inject('baseUrl'));
  // Without the Web Share API the detail page copies the link (SPEC §2 Detail fallback).
  await journey.context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await journey.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});
afterAll(async () => journey.close());

describe('home and detail', () => {
  it('should open the photo guide once on /main, then show the banner and the three sections', async () => {
    const { page } = journey;
    const shopper = newShopper();
    await signUpByApi(page, shopper);
    await page.goto('/login');
    await page.getByLabel('이메일').fill(shopper.email);
    await page.getByLabel('비밀번호').fill(shopper.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL('**/main');
    await page.getByRole('dialog', { name: '촬영 가이드' }).waitFor();
    await checkScreen(journey, 'main-guide');
    await closeCameraGuide(page);

    const banner = page.getByRole('region', { name: '이벤트 배너' });
    await banner.waitFor();
    const active = banner.locator('.swiper-slide-active');
    const first = await active.getAttribute('aria-label');
    // Autoplay every 2.5 s moves the banner on by itself.
    await expect.poll(() => active.getAttribute('aria-label'), { timeout: 6_000 }).not.toBe(first);
    expect(
      new Set(
        await banner
          .getByRole('img')
          .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src)),
      ).size,
    ).toBe(6);

    await homeCards(page, '오늘의 추천 코디 목록');
    await homeCards(page, '10만원대 추천 코디 목록');
    await homeCards(page, '미니멀 추천 코디 목록');
    await page.reload();
    // Once per browser session: no guide after a reload.
    await homeCards(page, '오늘의 추천 코디 목록');
    expect(await page.getByRole('dialog', { name: '촬영 가이드' }).count()).toBe(0);
    await checkScreen(journey, 'main');
  });

  it('should paint /main from its first HTML response and bring those same elements to life', async () => {
    // A first visit: no service worker yet, so the server's prerendered home shell is what loads.
    const context = await journey.browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Marks the banner and the service box of the HTML as it arrives, before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const element of document.querySelectorAll('.banner-image, .service-box'))
          element.setAttribute('data-from-html', '');
      });
    });
    const response = await page.goto('/main');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('class="banner-image"');
    expect(html).toContain('오늘의 추천 코디');

    await homeCards(page, '오늘의 추천 코디 목록');
    // Hydrated, not drawn again: the service box is the element the HTML brought, and works.
    await expect.poll(() => page.locator('.service-box[data-from-html]').count()).toBe(1);
    // The banner's swiper starts on the pictures the HTML brought (the first two), without
    // drawing them again, and with the other four put in their slides.
    const banner = page.getByRole('region', { name: '이벤트 배너' });
    await banner.locator('.swiper-initialized').waitFor();
    expect(await banner.locator('.banner-image[data-from-html]').count()).toBe(2);
    expect(await banner.locator('.banner-image').count()).toBe(6);
    await page.getByRole('dialog', { name: '촬영 가이드' }).waitFor();
    await closeCameraGuide(page);
    await page.getByRole('link', { name: '코디 추천받기' }).click();
    await page.waitForURL('**/camera');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should reload the price and style sections when a filter is chosen on /main', async () => {
    const { page } = journey;
    const prices = page.getByRole('group', { name: '가격대 선택' });
    expect(
      await prices.getByRole('button', { name: '10만원대' }).getAttribute('aria-pressed'),
    ).toBe('true');
    for (const card of await (await homeCards(page, '10만원대 추천 코디 목록')).all()) {
      const won = wonValue(await card.locator('.club-card-price').textContent());
      expect(won >= 100_000 && won < 200_000, `10만원대 card ${won}`).toBe(true);
    }
    const reload = page.waitForResponse((res) =>
      res.url().includes('/api/picked/v1/main/by-price/'),
    );
    await prices.getByRole('button', { name: '20만원대' }).click();
    await reload;
    expect(
      await prices.getByRole('button', { name: '20만원대' }).getAttribute('aria-pressed'),
    ).toBe('true');
    for (const card of await (await homeCards(page, '20만원대 추천 코디 목록')).all()) {
      const won = wonValue(await card.locator('.club-card-price').textContent());
      expect(won >= 200_000 && won < 300_000, `20만원대 card ${won}`).toBe(true);
    }
    expect(await homeList(page, '10만원대 추천 코디 목록').count()).toBe(0);

    const styles = page.getByRole('group', { name: '스타일 선택' });
    expect(await styles.getByRole('button', { name: '미니멀' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await styles.getByRole('button', { name: '캐주얼' }).click();
    const casual = await homeCards(page, '캐주얼 추천 코디 목록');
    for (const label of await casual.evaluateAll((cards) =>
      cards.map((c) => c.getAttribute('aria-label') ?? ''),
    ))
      expect(label).toMatch(/^캐주얼 /);
    await journey.shot('main-filters');
  });

  it('should like a home card and ask 찜 해제 before unliking it', async () => {
    const { page } = journey;
    const heart = (await homeCards(page, '오늘의 추천 코디 목록'))
      .first()
      .getByRole('button', { name: '찜하기' });
    const saved = page.waitForResponse((res) =>
      res.url().includes('/api/picked/v1/main_picked/toggle/'),
    );
    await heart.click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    const confirm = page.getByRole('dialog', { name: '찜 해제' });
    await confirm.getByText('찜을 해제하시겠습니까?').waitFor();
    await journey.shot('main-unlike-confirm');
    await confirm.getByRole('button', { name: '취소' }).click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('should step through /camera-guide by swipe and dots, then land on /camera', async () => {
    const { page } = journey;
    await page.goto('/camera-guide');
    const guide = page.getByRole('dialog', { name: '촬영 가이드' });
    const dots = guide.getByRole('group', { name: '가이드 단계' });
    const current = () => dots.locator('[aria-current="step"]').getAttribute('aria-label');
    await guide.getByRole('heading', { name: '깔끔한 배경에서 촬영해 주세요' }).waitFor();
    // The shown step has its bad (X) and good (O) example.
    await guide.getByText('나쁜 예').first().waitFor();
    expect(await guide.getByRole('img').count()).toBeGreaterThanOrEqual(2);
    await checkScreen(journey, 'camera-guide');

    const viewport = guide.getByTestId('guide-viewport');
    // Which step's slide is in the viewport: the one whose left edge is the viewport's.
    const slideInView = async () => {
      const left = (await viewport.boundingBox())?.x ?? NaN;
      const slides = guide.getByRole('region', { name: /^\d단계: / });
      for (const slide of await slides.all())
        if (Math.abs(((await slide.boundingBox())?.x ?? NaN) - left) < 2)
          return (await slide.getAttribute('aria-label'))?.slice(0, 3);
      return null;
    };
    await dragHorizontally(page, viewport, -20);
    expect(await current()).toBe('1단계 보기');
    await dragHorizontally(page, viewport, -140);
    await expect.poll(current).toBe('2단계 보기');
    await expect.poll(slideInView).toBe('2단계');
    await guide.getByRole('button', { name: '확인했어요' }).waitFor();
    await journey.shot('camera-guide-step-2');
    await dots.getByRole('button', { name: '1단계 보기' }).click();
    await expect.poll(current).toBe('1단계 보기');
    await expect.poll(slideInView).toBe('1단계');
    await guide.getByRole('button', { name: '다음' }).click();
    await expect.poll(current).toBe('2단계 보기');
    await expect.poll(slideInView).toBe('2단계');
    await guide.getByRole('button', { name: '확인했어요' }).click();

    await page.waitForURL((url) => url.pathname === '/camera');
    await page.getByRole('heading', { name: 'AI 스타일링 코디 추천받기' }).waitFor();
    await page.getByRole('button', { name: '카메라 켜기' }).waitFor();
    await checkScreen(journey, 'camera');
  });

  it('should open /product-detail from a home card, zoom with wrapping, copy the link and offer the buy picker', async () => {
    const { page, context } = journey;
    await page
      .getByRole('navigation', { name: '하단 메뉴' })
      .getByRole('link', { name: '홈' })
      .click();
    const card = (await homeCards(page, '오늘의 추천 코디 목록')).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const price = wonValue(await card.locator('.club-card-price').textContent());
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/product-detail/'));
    const url = new URL(page.url());
    const id = url.pathname.split('/').pop();
    expect(url.searchParams.get('source')).toBe('main');
    expect(url.searchParams.get('recommendationId')).toBe(id);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(wonValue(await page.locator('.detail-total-price').textContent())).toBe(price);
    await page.getByRole('heading', { name: '함께 코디한 아이템' }).waitFor();
    await page.getByRole('heading', { name: '상품 설명' }).waitFor();
    await checkScreen(journey, 'product-detail');

    const cells = page.getByRole('button', { name: /이미지 크게 보기$/ });
    const count = await cells.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await cells.first().click();
    const zoom = page.getByRole('dialog', { name: '이미지 확대 보기' });
    await zoom.getByText(`1 / ${count}`).waitFor();
    await zoom.getByRole('button', { name: '이전 이미지' }).click();
    await zoom.getByText(`${count} / ${count}`).waitFor();
    await journey.shot('product-detail-zoom');
    await zoom.getByRole('button', { name: '다음 이미지' }).click();
    await zoom.getByText(`1 / ${count}`).waitFor();
    await zoom.getByRole('button', { name: '닫기' }).click();
    await zoom.waitFor({ state: 'detached' });

    const actions = page.getByRole('region', { name: '상품 메뉴' });
    await actions.getByRole('button', { name: '공유하기' }).click();
    const copied = page.getByRole('alertdialog');
    await copied.getByText('링크가 복사되었습니다.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await copied.getByRole('button', { name: '확인' }).click();

    await actions.getByRole('button', { name: '찜하기' }).click();
    await actions.getByRole('button', { name: '찜 완료', pressed: true }).waitFor();

    await actions.getByRole('button', { name: '구매하기' }).click();
    const picker = page.getByRole('dialog', { name: '구매할 상품 선택' });
    const options = picker.getByRole('button', { name: /구매하기$/ });
    await options.first().waitFor();
    expect(await options.count()).toBe(count);
    await checkScreen(journey, 'product-detail-buy');
    // The item's purchase link opens in a new tab (or, without one, the page says so).
    const opened = Promise.race([
      context.waitForEvent('page').then(() => 'tab' as const),
      page
        .getByText('이 상품은 구매 링크가 없습니다.')
        .waitFor()
        .then(() => 'no-link' as const),
    ]);
    await options.first().click();
    expect(['tab', 'no-link']).toContain(await opened);
    await picker.waitFor({ state: 'detached' });
  });

  it('should show /loading and then go to its returnPath', async () => {
    const { page } = journey;
    await page.goto('/loading?returnPath=/main');
    await page.getByRole('heading', { name: '로딩 중...' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/main', { timeout: 10_000 });
    await page.getByRole('heading', { name: '오늘의 추천 코디' }).waitFor();
  });

  it('should send /loading from the camera without a photo back to /camera with a message', async () => {
    const { page } = journey;
    // Router state fromCamera (SPEC §2 /loading), as the camera page sets it, but no photo taken.
    await page.evaluate(() => history.replaceState({ fromCamera: true }, '', '/loading'));
    await page.reload();
    await page.getByRole('heading', { name: /님의 코디는…$/ }).waitFor();
    const alert = page
      .getByRole('alertdialog')
      .filter({ hasText: '이미지를 찾을 수 없습니다. 카메라 페이지로 이동합니다.' });
    await alert.waitFor();
    await checkScreen(journey, 'loading-missing-image');
    await alert.getByRole('button', { name: '확인' }).click();
    await page.waitForURL((url) => url.pathname === '/camera');
  });
});
