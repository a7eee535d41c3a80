/**
 * Which club (editorial) outfits the home page's lists show first: those of today's season in
 * Korea (the season the generator composes for, `seasonOf`), so that a shopper in late November
 * does not read "봄 나들이룩" while autumn looks wait. A list takes its outfits tier by tier, in
 * random order within a tier (SPEC §2 Home: random recommendations):
 * 0. the outfit's own season is today's;
 * 1. the next season's looks (what a shop features ahead of the season), the looks a bracket
 *    with too few of today's falls back to: a look titled with the season just gone ("봄
 *    나들이룩" in November) reads out of date even when its items could be worn;
 * 2. every item of it can be worn today (TAXONOMY.md season notes: no summer-only item in
 *    winter, …);
 * 3. the rest.
 * An outfit's season is the one its editorial look was written for: the club outfits are the
 * sample catalogue's looks (server/catalog/sample/club-outfits.ts, seeded into an empty
 * database), found by their title; an outfit that is not one of them has the season its items'
 * categories allow, when only one does, else none (tier 1 or 3 by its items).
 */
import type { MainRecommendation } from '../../contract/api';
import { isCategoryName, isInSeason, SEASONS, SLOTS, type Season } from '../../contract/taxonomy';
import { OUTFITS } from '../catalog/sample/club-outfits';
import { sample } from './club-outfits';

const LOOK_SEASONS = new Map<string, Season>(OUTFITS.map((look) => [look.title, look.season]));

/** The categories of an outfit's items (TAXONOMY.md names; anything else is left out). */
function categoriesOf(outfit: MainRecommendation) {
  return SLOTS.flatMap((slot) => {
    const category = outfit[slot]?.sub_category;
    return category && isCategoryName(category) ? [category] : [];
  });
}

/** The season an outfit was made for, or null when it cannot be told (see the module comment). */
export function clubOutfitSeason(outfit: MainRecommendation): Season | null {
  const look = LOOK_SEASONS.get(outfit.goods_name);
  if (look) return look;
  const categories = categoriesOf(outfit);
  const possible = SEASONS.filter((season) => categories.every((c) => isInSeason(c, season)));
  return possible.length === 1 ? (possible[0] as Season) : null;
}

/** The season after `season` (봄 → 여름 → 가을 → 겨울 → 봄). */
function nextSeason(season: Season): Season {
  return SEASONS[(SEASONS.indexOf(season) + 1) % SEASONS.length] as Season;
}

/** The tier (0 best) of an outfit on a day of season `today`; see the module comment. */
export function seasonTier(outfit: MainRecommendation, today: Season): number {
  const season = clubOutfitSeason(outfit);
  if (season === today) return 0;
  if (season === nextSeason(today)) return 1;
  return categoriesOf(outfit).every((category) => isInSeason(category, today)) ? 2 : 3;
}

/**
 * Tiers already found, by outfit and season: the lists rank the same outfits (kept in memory,
 * club-outfits.ts, never changed in place) on every request, and a reload brings new objects.
 */
const knownTiers = new WeakMap<MainRecommendation, Map<Season, number>>();

/** `seasonTier(outfit, today)`, found once per outfit and season. */
function tierOf(outfit: MainRecommendation, today: Season): number {
  let bySeason = knownTiers.get(outfit);
  if (!bySeason) knownTiers.set(outfit, (bySeason = new Map()));
  let tier = bySeason.get(today);
  if (tier === undefined) bySeason.set(today, (tier = seasonTier(outfit, today)));
  return tier;
}

/**
 * Up to `count` of `entries` (anything holding an outfit), today's season's first, each tier in
 * random order (`random` in [0, 1)); a tier is drawn from only while the list is short.
 */
export function inSeasonFirst<T extends { outfit: MainRecommendation }>(
  entries: readonly T[],
  count: number,
  today: Season,
  random: () => number = Math.random,
): T[] {
  const tiers: T[][] = [[], [], [], []];
  for (const entry of entries) tiers[tierOf(entry.outfit, today)]?.push(entry);
  const picked: T[] = [];
  for (const tier of tiers) {
    if (picked.length >= count) break;
    picked.push(...sample(tier, count - picked.length, random));
  }
  return picked;
}
