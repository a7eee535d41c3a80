/**
 * The main job on a dropped connection, in chromium: a photo taken offline is kept (the loading
 * screen says so and leads home, the camera tab shows a badge), and once the connection returns
 * it is uploaded and answered exactly once — with the tab open (the toast "코디가 준비됐어요"
 * within 3 s, opening /fashion, its outfits within the budget remembered on /my), and with the tab closed by the service worker's background sync
 * (the answer waits in 최근 코디 and opens on /fashion).
 */
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { API } from '../contract/api';
import { PHOTO_SYNC_TAG } from '../contract/sw-messages';
import type { Journey } from './support/browser';
import { fireSync, returningShopper as returning } from './support/offline';
import { DATASET_DIR } from './support/paths';
import { logIn, pickPhoto } from './support/shopper';

const baseUrl = inject('baseUrl');
const PHOTO = path.join(DATASET_DIR, 'images', '030a5708-f6d7-441f-86ee-0b51b33f3f51.jpg');

let journey: Journey | undefined;
afterEach(async () => {
  await journey?.close();
  journey = undefined;
});

/** `returningShopper` whose journey this file closes after the test. */
async function returningShopper(name: string) {
  const started = await returning(name, baseUrl);
  journey = started.journey;
  return started;
}

/** Counts the upload and generator calls that reached the server from now on (pages and service worker). */
function countCalls(j: Journey) {
  const calls = { upload: 0, generator: 0 };
  j.context.on('requestfinished', (request) => {
    if (request.method() !== 'POST') return;
    const { pathname } = new URL(request.url());
    if (pathname === API.uploadImage) calls.upload++;
    if (pathname === API.generator) calls.generator++;
  });
  return calls;
}

/** Offline: AI 스타일링, pick the photo, 추천 시작하기; the photo is kept and the way leads home. */
async function keepPhotoOffline(j: Journey): Promise<void> {
  const { page } = j;
  await j.context.setOffline(true);
  await pickPhoto(page, PHOTO);
  await page.getByRole('button', { name: '추천 시작하기' }).click();
  const kept = page.getByRole('alertdialog', { name: '사진을 보관했어요' });
  await kept.getByText('연결되면 바로 코디를 찾아드릴게요 (사진 1장 대기 중)').waitFor();
  await kept.getByRole('button', { name: '홈으로' }).click();
  await page.waitForURL('**/main');
  await page.getByLabel('사진 1장 대기 중').waitFor();
}

/**
 * On /my, 코디 예산 → 직접 입력, "25만" typed as a Korean shopper writes it (the field opens the
 * phone's text keypad, where 만 can be typed), 적용: the budget every next photo's outfits keep to.
 */
async function rememberBudget(j: Journey): Promise<void> {
  const { page } = j;
  await page.goto('/my');
  const picker = page.getByRole('region', { name: '코디 예산' });
  await picker.getByRole('button', { name: '직접 입력' }).click();
  const field = picker.getByLabel('예산 (원)');
  expect(await field.getAttribute('inputmode')).toBe('text');
  await field.fill('25만');
  await picker.getByRole('button', { name: '적용' }).click();
  await picker.getByText('다음 사진의 코디도 25만원 이하로 골라 드려요.').waitFor();
}

describe('the photo outbox', () => {
  it('should answer a photo taken offline within 3 s of reconnecting, with the tab open, within the remembered budget', async () => {
    const { journey: j } = await returningShopper('photo-outbox-open');
    await rememberBudget(j);
    const calls = countCalls(j);
    await keepPhotoOffline(j);
    expect(calls).toEqual({ upload: 0, generator: 0 });

    const reconnected = Date.now();
    await j.context.setOffline(false);
    const toast = j.page.getByRole('status').filter({ hasText: '코디가 준비됐어요' });
    await toast.waitFor({ timeout: 3_000 });
    expect(Date.now() - reconnected).toBeLessThan(3_000);
    await toast.getByRole('button', { name: '보기' }).click();
    await j.page.waitForURL('**/fashion');
    await j.page.getByRole('article').first().waitFor();
    expect(calls).toEqual({ upload: 1, generator: 1 });
    expect(await j.page.getByLabel(/대기 중/).count()).toBe(0);
    // the photo sent from the outbox kept the remembered budget, as the online path does
    await j.page.getByText('모든 코디를 25만원 이하로 골랐어요').waitFor();
    const notes = await j.page
      .getByText(/^(내 옷 제외 )?총 [\d,]+원 · 예산 25만원 이하$/)
      .allTextContents();
    expect(notes.length).toBe(
      await j.page.getByRole('heading', { name: /^추천 코디 #\d+$/ }).count(),
    );
    for (const note of notes)
      expect(Number(/총 ([\d,]+)원/.exec(note)![1]!.replace(/,/g, ''))).toBeLessThanOrEqual(
        250_000,
      );
  });

  it('should send a photo taken offline by background sync after the tab was closed, and keep its answer in 최근 코디', async () => {
    const { journey: j, shopper } = await returningShopper('photo-outbox-closed');
    const calls = countCalls(j);
    await keepPhotoOffline(j);
    await j.page.close();

    await j.context.setOffline(false);
    await fireSync(j.context, baseUrl, PHOTO_SYNC_TAG);
    await expect.poll(() => calls.generator, { timeout: 30_000 }).toBe(1);
    expect(calls.upload).toBe(1);

    const page = await j.context.newPage();
    await logIn(page, shopper);
    await page.goto('/my');
    const recent = page.getByRole('region', { name: '최근 코디' });
    await recent.getByRole('button').first().click();
    await page.waitForURL('**/fashion');
    await page.getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The reopened page's worker found nothing left to send: one upload, one answer.
    expect(calls).toEqual({ upload: 1, generator: 1 });
  });
});
