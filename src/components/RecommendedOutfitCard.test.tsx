// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCombination } from '../../contract/api';
import { makeProductItem as item } from '../../test/factories/product-items';
import { RecommendedOutfitCard } from './RecommendedOutfitCard';

// The member's 내 옷장 pictures come through the API worker; here one that never answers.
vi.mock('../worker-bridge', () => ({
  apiWorker: { privatePicture: () => new Promise(() => undefined) },
}));

/** outer 4 (the photographed slot's similar item, 40,000원), bottom 6 and shoes 1 from the shop. */
const outfit = (sources?: ProductCombination['sources']): ProductCombination => ({
  recommendation_id: 8,
  total_price: 110_000,
  style: '미니멀',
  season: '겨울',
  reasoning_text: '',
  combination: {
    top: null,
    outer: item(4, 'outer', { sub_category: '블루종&MA-1', similar_to_photo: true }),
    bottom: item(6, 'bottom'),
    shoes: item(1, 'shoes', { sub_category: '로퍼' }),
  },
  ...(sources ? { sources } : {}),
});
const SOURCES = { outer: 'photo', bottom: 'shop', shoes: 'shop' } as const;

afterEach(cleanup);

describe(RecommendedOutfitCard.name, () => {
  it('should hold the photographed slot with a light square named 내 옷 while the cut-out loads', () => {
    render(
      <RecommendedOutfitCard
        outfit={outfit(SOURCES)}
        index={2}
        own={{ src: null, label: '블루종', from: 'photo' }}
      />,
    );
    const card = screen.getByRole('article', { name: '추천 코디 #2' });
    const pending = within(card).getByRole('img', { name: '내 옷 (촬영한 블루종)' });
    expect(pending.tagName).toBe('SPAN');
    // 60,000 + 10,000: the shop items only.
    expect(within(card).getByText('내 옷 제외 총 70,000원')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /^비슷한 상품 · 아우터 브랜드4 상품 4 40,000원 · 블루종 ·/ })
        .getAttribute('href'),
    ).toBe('/product-detail/4?source=fashion&recommendationId=8');
    // and bought from the shop in a new tab, beside it
    const buy = within(card).getByRole('link', { name: '구매 상품 4 (새 창)' });
    expect([buy.getAttribute('href'), buy.getAttribute('target')]).toEqual([
      'https://shop.example/goods/4',
      '_blank',
    ]);
  });

  it('should call the shop’s product beside the shopper’s garment what the outfit’s words call it', () => {
    const named = [
      ['similar', '비슷한 상품', '촬영한 옷과 비슷한 상품'],
      ['same_kind', '같은 종류 상품', '촬영한 옷과 같은 종류 상품'],
      ['stand_in', '대신할 상품', '촬영한 옷 대신 고른 상품'],
    ] as const;
    for (const [offer, label, badge] of named) {
      const shown = outfit(SOURCES);
      const similar = shown.combination.outer;
      if (similar) shown.combination.outer = { ...similar, similar_offer: offer };
      render(
        <RecommendedOutfitCard
          outfit={shown}
          index={5}
          own={{ src: 'blob:x', label: '블루종', from: 'photo' }}
        />,
      );
      const card = screen.getByRole('article', { name: '추천 코디 #5' });
      const link = within(card).getByRole('link', { name: new RegExp(`^${label} · 아우터 `) });
      expect(link.getAttribute('aria-label')).toMatch(new RegExp(`· ${badge}$`));
      for (const [, other] of named)
        if (other !== label) expect(within(card).queryByText(new RegExp(`^${other}`))).toBeNull();
      cleanup();
    }
  });

  it('should show the size advised to the member beside the similar item’s price', () => {
    const advised = outfit(SOURCES);
    const similar = advised.combination.outer;
    if (similar)
      advised.combination.outer = {
        ...similar,
        size_advice: { size: 'L', confidence: 'sure', reason: '키와 몸무게로 고른 치수' },
      };
    render(
      <RecommendedOutfitCard
        outfit={advised}
        index={4}
        own={{ src: 'blob:x', label: '블루종', from: 'photo' }}
      />,
    );
    const card = screen.getByRole('article', { name: '추천 코디 #4' });
    const offer = within(card).getByRole('link', { name: /^비슷한 상품 · 아우터 / });
    expect(offer.textContent).toContain('40,000원 추천 L');
  });

  it('should show the similar item in the strip but still count the shop items only when the cut-out cannot be had', () => {
    render(<RecommendedOutfitCard outfit={outfit(SOURCES)} index={3} budget={100_000} />);
    const card = screen.getByRole('article', { name: '추천 코디 #3' });
    expect(within(card).queryByRole('img', { name: /내 옷/ })).toBeNull();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    // 70,000 of shop items within a budget of 100,000 (the similar item's 40,000 aside)
    expect(within(card).getByText('내 옷 제외 총 70,000원 · 예산 10만원 이하')).toBeTruthy();
    expect(within(card).queryByText(/^비슷한 상품 ·/)).toBeNull();
  });

  it('should be as before without sources even when the cut-out is there', () => {
    render(
      <RecommendedOutfitCard
        outfit={outfit()}
        index={1}
        own={{ src: 'blob:x', label: '블루종', from: 'photo' }}
      />,
    );
    const card = screen.getByRole('article', { name: '추천 코디 #1' });
    expect(within(card).queryByRole('img', { name: /내 옷/ })).toBeNull();
    expect(within(card).queryByText(/내 옷/)).toBeNull();
    expect(within(card).getByText('110,000원')).toBeTruthy();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  it('should mark the pieces from the wardrobe as the member’s, count only shop items and say 내 옷 3 + 상품 1', () => {
    const owned = (id: number, slot: 'bottom' | 'shoes', sub: '데님 팬츠' | '로퍼') =>
      item(id, slot, {
        sub_category: sub,
        price: 0,
        goods_url: '',
        s3_path: `http://localhost:8000/media/wardrobe/${id}.webp`,
        wardrobe_item_id: id,
      });
    const wardrobeOutfit: ProductCombination = {
      ...outfit({ outer: 'photo', bottom: 'wardrobe', shoes: 'wardrobe' }),
      combination: {
        top: item(9, 'top', { price: 30_000 }),
        outer: item(4, 'outer', { sub_category: '블루종&MA-1' }),
        bottom: owned(6, 'bottom', '데님 팬츠'),
        shoes: owned(1, 'shoes', '로퍼'),
      },
      sources: { top: 'shop', outer: 'photo', bottom: 'wardrobe', shoes: 'wardrobe' },
    };
    render(
      <RecommendedOutfitCard
        outfit={wardrobeOutfit}
        index={1}
        own={{ src: 'blob:x', label: '블루종', from: 'photo' }}
      />,
    );
    const card = screen.getByRole('article', { name: '추천 코디 #1' });
    expect(within(card).getByText(/내 옷 3 \+ 상품 1/)).toBeTruthy();
    expect(within(card).getByText('내 옷 제외 총 30,000원')).toBeTruthy();
    // the wardrobe's pieces are pictures named as the member's, never links to a shop product
    expect(within(card).getAllByRole('img', { name: /^내 옷 \(옷장의/ })).toHaveLength(2);
    const links = within(card)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).not.toContain('/product-detail/6?source=fashion&recommendationId=8');
    expect(links).not.toContain('/product-detail/1?source=fashion&recommendationId=8');
    // the card opens the shop's top
    expect(within(card).getByRole('link', { name: '추천 코디 #1' }).getAttribute('href')).toBe(
      '/product-detail/9?source=fashion&recommendationId=8',
    );
  });

  it('should say 새로 살 것 없음, never 0원, for an outfit of the member’s own pieces only (오늘 뭐 입지)', () => {
    const owned = (id: number, slot: 'top' | 'bottom' | 'shoes') =>
      item(id, slot, {
        price: 0,
        goods_url: '',
        s3_path: `http://localhost:8000/media/wardrobe/${id}.webp`,
        wardrobe_item_id: id,
      });
    const closet: ProductCombination = {
      ...outfit(),
      total_price: 0,
      combination: {
        top: owned(1, 'top'),
        outer: null,
        bottom: owned(2, 'bottom'),
        shoes: owned(3, 'shoes'),
      },
      sources: { top: 'wardrobe', bottom: 'wardrobe', shoes: 'wardrobe' },
    };
    render(<RecommendedOutfitCard outfit={closet} index={1} budget={100_000} />);
    const card = screen.getByRole('article', { name: '추천 코디 #1' });
    expect(within(card).getAllByText(/새로 살 것 없음/).length).toBeGreaterThan(0);
    expect(within(card).queryByText(/(^|\D)0원/)).toBeNull();
  });
});
