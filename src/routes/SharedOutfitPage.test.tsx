// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedOutfit } from '../../contract/share';
import { makeProductItem } from '../../test/factories/product-items';
import { SHARE_MESSAGES } from '../messages';

const worker = vi.hoisted(() => ({
  setTokens: vi.fn(async () => undefined),
  sharedOutfit: vi.fn(),
  privatePicture: vi.fn(),
}));
vi.mock('../worker-bridge', () => ({ apiWorker: worker, listenForTokens: vi.fn() }));
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

const { App, preloadRoute } = await import('../App');
const { accessToken$ } = await import('../state/auth');

const TOKEN = 'Ab-_0123456789abcdefgh';
const item = makeProductItem;

const shared = (overrides: Partial<SharedOutfit> = {}): SharedOutfit => ({
  top: item(1, 'top'),
  outer: null,
  bottom: item(2, 'bottom', { similar_to_photo: true }),
  shoes: item(3, 'shoes'),
  style: '미니멀',
  total_price: 60_000,
  reasoning_text: '차분한 톤으로 맞춘 가을 코디예요.',
  shared_at: '2026-11-21T03:00:00.000Z',
  ...overrides,
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

/** Opens `/share/<token>` in the app, as a link received opens it. */
async function open(token = TOKEN) {
  await preloadRoute(`/share/${token}`);
  window.history.replaceState(null, '', `/share/${token}`);
  render(<App />);
  await flush();
}

describe('the shared outfit page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    accessToken$.value = null;
    worker.sharedOutfit.mockResolvedValue({ ok: true, value: shared() });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.clearAllMocks();
    accessToken$.value = null;
  });

  it('should show a signed-out visitor the outfit, its items with buy links and the way in', async () => {
    await open();
    expect(worker.sharedOutfit).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('heading', { level: 1, name: '상품 1' })).toBeTruthy();
    expect(screen.getByText('차분한 톤으로 맞춘 가을 코디예요.')).toBeTruthy();
    expect(document.querySelector('.detail-total')?.textContent).toBe(
      '코디 합계 · 아이템 3개60,000원',
    );
    const items = screen.getByRole('region', { name: '함께 코디한 아이템' });
    expect(
      within(items)
        .getAllByRole('link', { name: /상품 구매하기/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://shop.example/goods/1',
      'https://shop.example/goods/2',
      'https://shop.example/goods/3',
    ]);
    expect(screen.getByRole('region', { name: '코디 이미지' })).toBeTruthy();
    // Without the sharer's consent nothing of theirs shows, and nothing private is asked for.
    expect(screen.queryByText('내 옷')).toBeNull();
    expect(worker.privatePicture).not.toHaveBeenCalled();
    // No sign-in asked for; the way into the app leads a visitor to the landing page.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      screen.getByRole('link', { name: '나도 내 옷으로 코디 받기' }).getAttribute('href'),
    ).toBe('/');
    expect(document.title).toBe('공유된 코디 | 핏픽');
  });

  it('should show the sharer’s garment they agreed to show from its public picture, the total the shop items’', async () => {
    const picture = `/media/shares/${TOKEN}/bottom.webp`;
    worker.sharedOutfit.mockResolvedValue({
      ok: true,
      value: shared({
        sources: { top: 'shop', bottom: 'photo', shoes: 'shop' },
        cutout_url: picture,
      }),
    });
    await open();
    const gallery = screen.getByRole('region', { name: '코디 이미지' });
    expect(
      within(gallery).getByRole('img', { name: '내 옷 (촬영한 데님 팬츠)' }).getAttribute('src'),
    ).toBe(picture);
    expect(worker.privatePicture).not.toHaveBeenCalled();
    expect(document.querySelector('.detail-total')?.textContent).toBe(
      '내 옷 제외 합계 · 아이템 2개40,000원',
    );
  });

  it('should say a withdrawn link is no longer shared, and still lead a member into the app', async () => {
    accessToken$.value = 'access-1';
    worker.sharedOutfit.mockResolvedValue({
      ok: false,
      error: { code: 'not_found', message: '공유가 중지되었거나 없는 코디예요.', status: 404 },
    });
    await open();
    expect(screen.getByRole('alert').textContent).toBe(SHARE_MESSAGES.notFound);
    expect(
      screen.getByRole('link', { name: '나도 내 옷으로 코디 받기' }).getAttribute('href'),
    ).toBe('/camera');
  });
});
