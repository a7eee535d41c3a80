/** The seasons a wardrobe item is worn in follow its category (wardrobe-seasons.ts). */
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_NAMES } from '../../contract/taxonomy';
import { wardrobeSeasons } from './wardrobe-seasons';

describe(wardrobeSeasons.name, () => {
  it('should give shorts, sandals and winter coats their only season alone', () => {
    for (const info of CATEGORIES)
      if ('only' in info && info.slot !== 'top')
        expect(wardrobeSeasons(info.name), info.name).toEqual([info.only]);
  });

  it('should wear a summer-only top all year, as the inner layer outside summer', () => {
    for (const info of CATEGORIES)
      if ('only' in info && info.slot === 'top')
        expect(wardrobeSeasons(info.name), info.name).toEqual(['봄', '여름', '가을', '겨울']);
  });

  it('should never wear an outer in summer, and a light one not in winter', () => {
    expect(wardrobeSeasons('슈트&블레이저 재킷')).toEqual(['봄', '가을']);
    expect(wardrobeSeasons('카디건')).toEqual(['봄', '가을']);
    expect(wardrobeSeasons('블루종&MA-1')).toEqual(['봄', '가을', '겨울']);
    for (const info of CATEGORIES)
      if (info.slot === 'outer') expect(wardrobeSeasons(info.name)).not.toContain('여름');
  });

  it('should keep warm tops and boots out of summer, and wear the rest all year', () => {
    expect(wardrobeSeasons('니트&스웨터 - 긴소매')).toEqual(['봄', '가을', '겨울']);
    expect(wardrobeSeasons('워커')).toEqual(['봄', '가을', '겨울']);
    expect(wardrobeSeasons('데님 팬츠')).toEqual(['봄', '여름', '가을', '겨울']);
    expect(wardrobeSeasons('셔츠&블라우스 - 긴소매')).toEqual(['봄', '여름', '가을', '겨울']);
  });

  it('should give every category at least one season', () => {
    for (const name of CATEGORY_NAMES) expect(wardrobeSeasons(name).length).toBeGreaterThan(0);
  });
});
