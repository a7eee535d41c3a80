import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from '../../contract/taxonomy';
import { categoryChips, colourChips, MAX_CHIPS } from './corrections';

describe(categoryChips.name, () => {
  it('should offer the recognition’s runner-ups in order, never the chosen category', () => {
    const chips = categoryChips(
      [
        { category: '모카신', confidence: 0.2 },
        { category: '더비 슈즈', confidence: 0.1 },
        { category: '쪼리/플립플랍', confidence: 0.01 },
      ],
      '더비 슈즈',
    );
    expect(chips.map((c) => c.category)).toEqual(['모카신', '쪼리/플립플랍']);
  });

  it('should offer at most MAX_CHIPS', () => {
    const chips = categoryChips(
      CATEGORY_NAMES.map((category) => ({ category, confidence: 0.01 })),
      '미들/하프 부츠',
    );
    expect(chips).toHaveLength(MAX_CHIPS);
  });
});

describe(colourChips.name, () => {
  it('should put the recognised colour first when the shopper chose another', () => {
    expect(colourChips('레드', { colour: '버건디', colourChoices: ['레드', '브라운'] })).toEqual([
      '버건디',
      '브라운',
    ]);
  });

  it('should offer the usual confusions for a recognition stored before the colour model', () => {
    expect(colourChips('블랙', { colour: '블랙' }).slice(0, 2)).toEqual(['네이비', '그레이']);
    expect(colourChips('스카이블루', { colour: '스카이블루' })).toHaveLength(MAX_CHIPS);
  });
});
