// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MainRecommendation } from '../../contract/api';
import { makeProductItem } from '../../test/factories/product-items';
import { CARD_IMAGE_CYCLE_MS, ClubOutfitCard } from './ClubOutfitCard';
import { PLACEHOLDER_IMAGE } from './ProductImage';

/** A summer club outfit: top, bottom and shoes, no outer (TAXONOMY.md). */
const summer: MainRecommendation = {
  id: 3,
  style: '미니멀',
  goods_name: '화이트 반팔 셔츠의 여름 출근룩',
  total_price: 139_000,
  reasoning_text: '',
  top: makeProductItem(1, 'top'),
  outer: null,
  bottom: makeProductItem(2, 'bottom'),
  shoes: makeProductItem(3, 'shoes'),
};

const pictures = () =>
  within(screen.getByRole('article'))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe(ClubOutfitCard.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('should show a three-item outfit in three cells, no item twice, while the pictures rotate', async () => {
    render(<ClubOutfitCard outfit={summer} />);
    for (let turn = 0; turn < 3; turn++) {
      const shown = pictures();
      expect(shown).toHaveLength(3);
      expect(new Set(shown).size).toBe(3);
      expect(shown).not.toContain(PLACEHOLDER_IMAGE);
      await act(() => vi.advanceTimersByTimeAsync(CARD_IMAGE_CYCLE_MS));
    }
  });

  it('should show all four items of an outfit with an outer, 2×2', () => {
    render(<ClubOutfitCard outfit={{ ...summer, outer: makeProductItem(4, 'outer') }} />);
    expect(new Set(pictures()).size).toBe(4);
  });
});
