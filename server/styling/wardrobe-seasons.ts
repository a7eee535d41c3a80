/**
 * The seasons a garment of the member's wardrobe (내 옷장) is worn in, from its category alone
 * (the 내 옷장 requirement: an item carries its seasons so that outfits of a season can use it).
 * Pure: no I/O. The rule, in SEASONS order (docs/wardrobe.md "Seasons"):
 * - a category with an only season (TAXONOMY.md: 숏팬츠 여름, 겨울 코트 겨울, …) is worn then only,
 *   but for a summer-only top (반소매 티셔츠, 피케 반소매, 반소매 셔츠, 반소매 니트), worn in every
 *   season: outside 여름 as the inner layer under an outer, as a shop product of its kind is
 *   (outfit/season.ts `isWornIn`; the requirement "a tee in November is worn under an outer");
 * - an outer is never worn in 여름 (summer outfits have no outer: taxonomy.ts `slotsForSeason`,
 *   and the catalogue import refuses outers sold for 여름); a light outer (warmth ≤ 1 on
 *   category-traits.ts's scale: 블레이저, 카디건, 트러커 재킷, …) is not a 겨울 outer either;
 * - any other garment of warmth 2 or more (긴소매 니트, 후드 티셔츠, 부츠, …) is not worn in
 *   여름;
 * - everything else (청바지, 슬랙스, 긴소매 셔츠, 스니커즈, …) in every season.
 */
import { categoryInfo, SEASONS, type CategoryName, type Season } from '../../contract/taxonomy';
import { CATEGORY_TRAITS } from './outfit/category-traits';
import { isWornIn } from './outfit/season';

/** Warmth (CategoryTraits.warmth, 0–3) from which a garment is too warm for 여름. */
const WARM = 2;

/** The seasons a garment of `category` is worn in, in SEASONS order; never empty. */
export function wardrobeSeasons(category: CategoryName): Season[] {
  const info = categoryInfo(category);
  if (info.only) return SEASONS.filter((season) => isWornIn(category, season));
  const warmth = CATEGORY_TRAITS[category].warmth;
  return SEASONS.filter((season) => {
    if (season === '여름') return info.slot !== 'outer' && warmth < WARM;
    if (season === '겨울') return info.slot !== 'outer' || warmth >= WARM;
    return true;
  });
}
