// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAiOutfit, SavedRecommendation } from '../../contract/picked';
import { makeProductItem as item } from '../../test/factories/product-items';

const worker = vi.hoisted(() => ({ privatePicture: vi.fn() }));
vi.mock('../worker-bridge', () => ({ apiWorker: worker }));

const { SavedAiCard } = await import('./SavedOutfitCard');

const CUTOUT = 'https://fitpick.example/media/uploads/u1.cutout.webp';

/** top 2 (shop), bottom 5 (the photographed slot's similar item), shoes 3 (shop). */
const saved = (extra: Partial<SavedRecommendation> = {}): SavedAiOutfit => ({
  uuid: 'u5',
  recommendation: {
    id: 5,
    top: item(2, 'top', { sub_category: '반소매 티셔츠' }),
    outer: null,
    bottom: item(5, 'bottom', { similar_to_photo: true }),
    shoes: item(3, 'shoes', { sub_category: '패션스니커즈화' }),
    total_price: 100_000,
    style: '캐주얼',
    recommendation_code: 'R5',
    created_at: '2026-01-01T00:00:00Z',
    reasoning_text: '',
    ...extra,
  },
});
const WORN = {
  cutout_url: CUTOUT,
  sources: { top: 'shop', bottom: 'photo', shoes: 'shop' },
} as const;

/** The grid's pictures (it is decorative: the card's link names the outfit). */
const pictures = () =>
  [...document.querySelectorAll('.outfit-grid img')].map((img) => img.getAttribute('src'));
const flush = () => act(async () => undefined);

describe(SavedAiCard.name, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:cutout');
    URL.revokeObjectURL = vi.fn();
    worker.privatePicture.mockResolvedValue({
      ok: true,
      value: new Blob([new Uint8Array([1])], { type: 'image/webp' }),
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('should show the shopper’s cut-out marked 내 옷 in the photographed slot and the shop items’ price', async () => {
    render(<SavedAiCard outfit={saved(WORN)} onUnlike={() => undefined} />);
    // While it loads: a light square marked 내 옷 holds the slot, no similar item's picture.
    expect(screen.getByText('내 옷')).toBeTruthy();
    expect(pictures()).toEqual(['/media/products/2.webp', '/media/products/3.webp']);
    await flush();

    expect(worker.privatePicture).toHaveBeenCalledWith(CUTOUT);
    expect(pictures()).toEqual(['/media/products/2.webp', 'blob:cutout', '/media/products/3.webp']);
    expect(screen.getByText('내 옷')).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: '내 옷 반소매 티셔츠 / 데님 팬츠 내 하의 코디 내 옷 제외 50,000원 상세 보기',
      }),
    ).toBeTruthy();
  });

  it('should show the similar item’s picture when the cut-out cannot be had', async () => {
    worker.privatePicture.mockResolvedValue({
      ok: false,
      error: { code: 'not_found', message: '없음', status: 404 },
    });
    render(<SavedAiCard outfit={saved(WORN)} onUnlike={() => undefined} />);
    await flush();

    expect(pictures()).toEqual([
      '/media/products/2.webp',
      '/media/products/5.webp',
      '/media/products/3.webp',
    ]);
    expect(screen.queryByText('내 옷')).toBeNull();
  });

  it('should ask for no picture for an outfit without a photo slot', async () => {
    render(<SavedAiCard outfit={saved({ cutout_url: CUTOUT })} onUnlike={() => undefined} />);
    await flush();

    expect(worker.privatePicture).not.toHaveBeenCalled();
    expect(pictures()).toHaveLength(3);
    expect(screen.queryByText('내 옷')).toBeNull();
  });
});
