import { describe, expect, it } from 'vitest';
import { categoryChips, colourChips } from './corrections';

describe(categoryChips.name, () => {
  it('should drop implausible runner-ups and offer the known confusion that changes the slot', () => {
    const chips = categoryChips(
      '후드 티셔츠',
      [
        { category: '맨투맨&스웨트', confidence: 0.21 },
        { category: '슈트&블레이저 재킷', confidence: 0.002 },
      ],
      '후드 티셔츠',
    );
    expect(chips.map((c) => c.category)).toEqual(['맨투맨&스웨트', '후드 집업']);
  });

  it('should offer flip-flops and sandals beside loafers, at most four, never the chosen category', () => {
    const chips = categoryChips('로퍼', [{ category: '더비 슈즈', confidence: 0.1 }], '로퍼');
    expect(chips.map((c) => c.category)).toEqual([
      '더비 슈즈',
      '쪼리/플립플랍',
      '스포츠/캐주얼 샌들',
      '모카신',
    ]);
  });
});

describe(colourChips.name, () => {
  it('should offer the recogniser’s usual confusions first, then the nearest colours, four at most', () => {
    expect(colourChips('블랙').slice(0, 3)).toEqual(['네이비', '브라운', '흑청']);
    expect(colourChips('스카이블루')).toHaveLength(4);
    expect(colourChips('스카이블루')[0]).toBe('연청');
    expect(colourChips('그레이')).not.toContain('그레이');
  });
});
