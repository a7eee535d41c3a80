import { describe, expect, it } from 'vitest';
import { categoryInfo, type CategoryName, type Season } from '../../../contract/taxonomy';
import { makeCatalogue } from '../../../test/factories/products';
import { composeOutfits } from './compose';
import { REASONING_MAX_CHARS } from './reasoning';
import { dressingSeason, isWornIn } from './season';

describe(dressingSeason.name, () => {
  it("should dress a tee, a polo or a short-sleeve shirt for today's season (worn under an outer)", () => {
    expect(dressingSeason('반소매 티셔츠', '가을')).toBe('가을');
    expect(dressingSeason('피케&카라 티셔츠 - 반소매', '겨울')).toBe('겨울');
    expect(dressingSeason('셔츠&블라우스 - 반소매', '봄')).toBe('봄');
  });

  it('should dress shorts, sandals and flip-flops for 여름 and a winter coat for 겨울 outside their season', () => {
    expect(dressingSeason('숏팬츠', '가을')).toBe('여름');
    expect(dressingSeason('스포츠/캐주얼 샌들', '겨울')).toBe('여름');
    expect(dressingSeason('쪼리/플립플랍', '봄')).toBe('여름');
    expect(dressingSeason('겨울 더블 코트', '여름')).toBe('겨울');
    expect(isWornIn('숏팬츠', '여름')).toBe(true);
  });

  it('should dress a garment without a season note, fur-lined boots included, for the wanted season', () => {
    expect(dressingSeason('미들/하프 부츠', '가을')).toBe('가을');
    expect(dressingSeason('데님 팬츠', '겨울')).toBe('겨울');
  });
});

describe('outfits dressed for a season', () => {
  const catalogue = makeCatalogue();
  // today is 가을 in Korea; any other season is the one the shopper asked for
  const compose = (category: CategoryName, wanted: Season, seed: number) =>
    composeOutfits({
      garment: { category, slot: categoryInfo(category).slot, colour: '화이트' },
      season: dressingSeason(category, wanted),
      today: '가을',
      ...(wanted !== '가을' ? { asked: wanted } : {}),
      catalogue,
      seed,
    });
  const SEEDS = Array.from({ length: 30 }, (_, i) => i * 7919 + 1);
  const SUMMER_TOPS: CategoryName[] = [
    '반소매 티셔츠',
    '피케&카라 티셔츠 - 반소매',
    '셔츠&블라우스 - 반소매',
    '니트&스웨터 - 반소매',
  ];

  it('should wear a summer top under an outer in 가을 and 겨울, and say it is the inner layer', () => {
    for (const category of SUMMER_TOPS)
      for (const season of ['가을', '겨울'] as const)
        for (const seed of SEEDS)
          for (const o of compose(category, season, seed)) {
            expect(o.season).toBe(season);
            expect(o.items.outer).not.toBeNull();
            expect(o.reasoningText).toMatch(/안에 이너로 받쳐 입/);
            expect([...o.reasoningText].length).toBeLessThanOrEqual(REASONING_MAX_CHARS);
          }
  });

  it('should say why shorts are dressed for 여름 in November, and name the season asked for', () => {
    for (const seed of SEEDS) {
      for (const o of compose('숏팬츠', '가을', seed))
        expect(o.reasoningText).toMatch(
          /숏팬츠는 여름.*지금은 가을이지만 여름|지금은 가을이지만 여름.*숏팬츠는 여름/,
        );
      for (const o of compose('숏팬츠', '겨울', seed))
        expect(o.reasoningText).toMatch(/요청하신 겨울 대신 여름 (코디|날씨)/);
      for (const o of compose('데님 팬츠', '봄', seed))
        expect(o.reasoningText).toContain('요청하신 대로 가을이 아닌 봄 코디로 맞췄습니다.');
    }
  });
});
