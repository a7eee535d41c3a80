import { describe, expect, it } from 'vitest';
import type { MainRecommendation } from '../../contract/api';
import { PRICE_BRACKETS, SLOTS, type Season } from '../../contract/taxonomy';
import { makeProductItem } from '../../test/factories/product-items';
import { OUTFITS } from '../catalog/sample/club-outfits';
import { clubOutfitSeason, inSeasonFirst, seasonTier } from './club-outfit-season';

/** The sample catalogue's editorial looks as the lists hold them (title, items' categories, price). */
const looks = OUTFITS.map((look, i) => {
  const outfit = {
    id: i + 1,
    style: look.style,
    goods_name: look.title,
    total_price: PRICE_BRACKETS.find((b) => b.label === look.bracket)!.min,
    reasoning_text: look.text,
    top: null,
    outer: null,
    bottom: null,
    shoes: null,
  } as MainRecommendation;
  for (const slot of SLOTS) {
    const item = look.items[slot];
    if (item) outfit[slot] = makeProductItem(i * 4 + 1, slot, { sub_category: item[0] });
  }
  return { outfit, season: look.season };
});
const seasonOfLook = new Map(looks.map((l) => [l.outfit.id, l.season]));
const seasonsOf = (picked: readonly { outfit: MainRecommendation }[]) =>
  picked.map((e) => seasonOfLook.get(e.outfit.id));

describe(inSeasonFirst.name, () => {
  it('should show only autumn looks on a day in late November when there are enough of them', () => {
    for (let i = 0; i < 20; i++) {
      expect(seasonsOf(inSeasonFirst(looks, 4, '가을'))).toEqual(['가을', '가을', '가을', '가을']);
      const minimal = looks.filter((l) => l.outfit.style === '미니멀');
      expect(new Set(seasonsOf(inSeasonFirst(minimal, 4, '가을')))).toEqual(new Set(['가을']));
    }
  });

  it('should fill a bracket short of the season’s looks with the coming season’s, never summer shorts in winter', () => {
    const cheap = looks.filter((l) => l.outfit.total_price < 200_000);
    for (let i = 0; i < 20; i++) {
      const autumn = seasonsOf(inSeasonFirst(cheap, 4, '가을'));
      expect(autumn.slice(0, 3)).toEqual(['가을', '가을', '가을']);
      expect(autumn).not.toContain('여름');
      expect(autumn).not.toContain('봄');
      expect(seasonsOf(inSeasonFirst(cheap, 4, '겨울'))).not.toContain('여름');
    }
  });

  it('should vary the order within a tier', () => {
    const orders = new Set(
      Array.from({ length: 20 }, () =>
        inSeasonFirst(looks, 4, '가을')
          .map((e) => e.outfit.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe(clubOutfitSeason.name, () => {
  it('should know each editorial look’s season by its title, and tell others by their items', () => {
    for (const look of looks) expect(clubOutfitSeason(look.outfit)).toBe(look.season);
    const shorts = { ...looks[0]!.outfit, goods_name: '새 코디' };
    expect(clubOutfitSeason(shorts)).toBe('여름');
    const cardigan = looks.find((l) => l.outfit.goods_name.includes('카디건 하나로'))!.outfit;
    expect(clubOutfitSeason({ ...cardigan, goods_name: '새 코디' })).toBeNull();
  });

  it('should rank a look by season, then the coming season, then by whether it can be worn', () => {
    const of = (season: Season) => looks.find((l) => l.season === season)!.outfit;
    expect(seasonTier(of('가을'), '가을')).toBe(0);
    expect(seasonTier(of('겨울'), '가을')).toBe(1);
    expect(seasonTier(of('봄'), '가을')).toBe(2);
    expect(seasonTier(of('여름'), '가을')).toBe(3);
  });
});
