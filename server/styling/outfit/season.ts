/**
 * The season an answer dresses for (TAXONOMY.md "Seasons" and its season notes; the requirement
 * "the season is today's, not the garment's"): the season the shopper wants — the one they asked
 * for (the generator's `season`), else today's in Korea (contract/taxonomy.ts `seasonOf`) — when
 * the garment is worn then, else the garment's only season. Pure: no clock, no I/O.
 */
import { categoryInfo, type CategoryName, type Season } from '../../../contract/taxonomy';

/**
 * Is a garment of `category` worn in `season`? A category without a season note, yes; one with
 * an only season (TAXONOMY.md) only then — except a summer-only top (반소매 티셔츠, 피케 반소매,
 * 반소매 셔츠, 반소매 니트), worn in the other seasons as the inner layer under an outer (outfits of
 * those seasons have one: taxonomy.ts `slotsForSeason`). Shorts, sandals, flip-flops and the
 * winter-only outers are not.
 */
export function isWornIn(category: CategoryName, season: Season): boolean {
  const { only, slot } = categoryInfo(category);
  return only === undefined || only === season || (only === '여름' && slot === 'top');
}

/**
 * The season to dress a garment of `category` for: `wanted` (the shopper's asked season, else
 * today's in Korea) when it is worn then (`isWornIn`), else its only season (TAXONOMY.md).
 */
export function dressingSeason(category: CategoryName, wanted: Season): Season {
  return isWornIn(category, wanted) ? wanted : (categoryInfo(category).only ?? wanted);
}

/**
 * Is a garment of `category` worn in `season` only as the inner layer under an outer (a
 * summer-only top outside 여름: `isWornIn`)? The outfit's text says so.
 */
export function isInnerLayerIn(category: CategoryName, season: Season): boolean {
  const { only, slot } = categoryInfo(category);
  return only === '여름' && slot === 'top' && season !== '여름';
}
