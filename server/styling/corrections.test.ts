import { describe, expect, it } from 'vitest';
import { categoryChips, colourChips, colourChipsOf } from './corrections';

describe(categoryChips.name, () => {
  it('should drop implausible runner-ups and offer the known confusions (zip-up, tees)', () => {
    const chips = categoryChips(
      '후드 티셔츠',
      [
        { category: '맨투맨&스웨트', confidence: 0.21 },
        { category: '슈트&블레이저 재킷', confidence: 0.002 },
      ],
      '후드 티셔츠',
    );
    expect(chips.map((c) => c.category)).toEqual([
      '맨투맨&스웨트',
      '후드 집업',
      '긴소매 티셔츠',
      '반소매 티셔츠',
    ]);
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

describe(colourChipsOf.name, () => {
  it('should offer the photo’s three likeliest other colours, then the measured confusion, never the answer', () => {
    const chips = colourChipsOf(
      {
        colour: '블랙',
        ranked: [
          { colour: '블랙', p: 0.6 },
          { colour: '네이비', p: 0.25 },
          { colour: '그레이', p: 0.08 },
          { colour: '레드', p: 0.01 },
        ],
      },
      { 블랙: ['그레이', '흑청', '브라운', '블랙'] },
    );
    expect(chips).toEqual(['네이비', '그레이', '레드', '흑청']);
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
    expect(colourChips('스카이블루', { colour: '스카이블루' })).toHaveLength(4);
  });
});
