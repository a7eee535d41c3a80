/**
 * composeOutfits: the outfit engine's entry point (ARCHITECTURE.md "Outfit engine",
 * TAXONOMY.md, outfit issue). Pure and deterministic for a given seed: no I/O, no clock,
 * no Math.random.
 */
import {
  isShopColour,
  SEASON_PALETTES,
  SLOTS,
  STYLES,
  categoryInfo,
  slotsForSeason,
  type ColourName,
  type Season,
  type Slot,
  type Style,
} from '../../../contract/taxonomy';
import { indexCatalogue, type CatalogueIndex } from './catalogue-index';
import { pickForSlot } from './candidates';
import {
  ALIKE_LOOK,
  colourMatchOf,
  photographedPool,
  photoSource,
  type PhotoCandidate,
} from './photographed';
import { createPrng, mixSeed } from '../prng';
import { offerOf, writeReasoning, type ReasoningInput } from './reasoning';
import { ownedProduct, pickOwned, wardrobeItemIdOf, wornIn, type OwnedPiece } from './wardrobe';
import type { Product } from '../types';
import type { ChosenItem, ComposeInput, Outfit, OutfitItem, PhotographedGarment } from './types';

/** Default number of outfits per call (SPEC: the fashion page shows 4 cards). */
export const DEFAULT_OUTFIT_COUNT = 4;

/** Order in which the non-photographed slots are filled: bottom and shoes set the formality first. */
const FILL_ORDER: readonly Slot[] = ['bottom', 'shoes', 'top', 'outer'];

/** Stream tags so that outfit choices and wording draw from independent streams. */
const COMPOSE_STREAM = 0x0f17;
const TEXT_STREAM = 0x7e47;

/**
 * Composes `count` (default 4) outfits around a photographed garment.
 *
 * - Slots: `slotsForSeason(season)` (여름: top, bottom, shoes; outer is null), plus the
 *   photographed slot even when the season lacks it (an outer photographed in 여름).
 * - Photographed slot: products of the same category in one colour, the nearest the category
 *   has by CIE76 ΔE to the garment's shop colour (photographed.ts `shopColourOf`: the fixed
 *   nearest when the photo's colour is a photo-only one such as 레드), different products while
 *   that colour has them, then again from the first; `similarToPhoto: true`. A colour with one
 *   product alternates it with the next colour's best, offered as a stand-in (`standIn`).
 * - The other slots go with the garment's own colour when the shop lacks it (the shopper
 *   wears their garment), else with the similar item's.
 *   See `photographedPool` for the fallbacks when the category is missing.
 * - Other slots: in-season products (`seasons` includes `season` and `isInSeason`), chosen by
 *   style, colour harmony, palette and formality with seeded sampling (candidates.ts);
 *   constraints relax palette → style → pairing → reuse before a slot would stay empty.
 *   Products in `recent` (shown in the last answers for this photo) count as used, so that
 *   "다른 코디 추천받기" brings outfits not seen before while the catalogue has alternatives.
 * - The shopper's own pieces (`wardrobe`, 내 옷장) fill a slot before the shop when one passes
 *   the rules a shop product must (wardrobe.ts `pickOwned`), their slots placed before the shop's
 *   so that the shop's products go with them; they cost nothing. The first outfit
 *   wears all it can of them; each later one leaves at least one slot to the shop
 *   (`shopSlotsOf`), so that every outfit after the first offers something to buy while the
 *   catalogue has a product that fits.
 * - No two outfits of a call are alike (the same item in every slot) while the wardrobe's slots
 *   left to the shop can tell them apart.
 * - Styles: `style` for every outfit, else alternating 미니멀/캐주얼 from a seeded start.
 * - Every item costs ≤ MAX_ITEM_PRICE_WON (200,000원); `totalPrice` is their sum in won (the
 *   similar item included, SPEC §7 `total_price`). With a `budget` (won), the shop items the
 *   shopper would buy — every slot but the photographed one, which the shopper already wears —
 *   cost at most that: each slot, filled in turn, may spend what is left minus the cheapest
 *   product of every slot still to fill; below `cheapestOutfitPrice` nothing is composed. The
 *   similar item, offered beside the shopper's garment, is chosen as without a budget.
 * - A slot is null only when the season lacks it or the catalogue has no in-season product
 *   of that slot at or under 200,000원 (for the photographed slot: no product of that slot
 *   under the cap at all).
 *
 * Returns [] when `count` is 0 or the catalogue has no product at all for any of the
 * outfit's slots (nothing to recommend). Throws RangeError when `seed` is not finite, `count` is not a non-negative integer, or
 * `garment.slot` differs from the category's slot (TAXONOMY.md table).
 */
export function composeOutfits(input: ComposeInput): Outfit[] {
  const { garment, season, catalogue, seed } = input;
  const count = input.count ?? DEFAULT_OUTFIT_COUNT;
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be finite, got ${seed}`);
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  const photoSlot = categoryInfo(garment.category).slot;
  if (garment.slot !== photoSlot) {
    throw new RangeError(`${garment.category} belongs to slot ${photoSlot}, not ${garment.slot}`);
  }
  if (count === 0) return [];

  const prng = createPrng(mixSeed(seed, COMPOSE_STREAM));
  const seasonSlots = slotsForSeason(season);
  const palette = SEASON_PALETTES[season];

  const index = Array.isArray(catalogue)
    ? indexCatalogue(catalogue)
    : (catalogue as CatalogueIndex);
  const recent = input.recent ?? new Set<number>();
  const budget = input.budget ?? Infinity;
  const owned = new Map<Slot, Product[]>();
  const pieceOf = new Map<number, OwnedPiece>(); // by wardrobe item id
  for (const piece of input.wardrobe ?? []) {
    if (piece.slot === photoSlot) continue;
    const pieces = owned.get(piece.slot) ?? [];
    pieces.push(ownedProduct(piece));
    owned.set(piece.slot, pieces);
    pieceOf.set(piece.wardrobeItemId, piece);
  }
  const inSeasonSlots = FILL_ORDER.filter((s) => s !== photoSlot && seasonSlots.includes(s));
  // The slots the wardrobe can fill this season: each outfit after the first leaves one of them
  // to the shop in turn (shopSlotOf).
  const coverable = inSeasonSlots.filter((slot) =>
    (owned.get(slot) ?? []).some((p) => wornIn(p, season)),
  );
  // The shopper's own pieces are placed first, so that the shop's products go with them (black
  // loafers owned are not turned away by shop joggers chosen before them).
  const otherSlots = [...coverable, ...inSeasonSlots.filter((s) => !coverable.includes(s))];
  // A budget keeps back, for every slot still to fill, what its cheapest product costs.
  // reserve[k]: what the cheapest products of otherSlots[k…] cost (0 without a budget)
  const reserve = otherSlots.map(() => 0).concat(0);
  if (Number.isFinite(budget))
    for (let k = otherSlots.length - 1; k >= 0; k--)
      reserve[k] =
        (reserve[k + 1] as number) + cheapestInSeason(index, otherSlots[k] as Slot, season);
  const photoPool = photographedPool(garment, season, index, count, prng, recent);
  const used = new Map<Slot, Set<number>>(SLOTS.map((s) => [s, new Set<number>(recent)]));
  const usedColours = new Map<Slot, Map<ColourName, number>>(
    SLOTS.map((s) => [s, new Map<ColourName, number>()]),
  );
  const usable =
    photoPool.candidates.length > 0 || seasonSlots.some((s) => index.kinds(season, s).length > 0);
  if (!usable) return [];
  // Within a budget an outfit without the photographed slot is not one, and none is composed
  // below the cheapest shop parts (cheapestOutfitPrice).
  if (
    Number.isFinite(budget) &&
    (photoPool.candidates.length === 0 || (reserve[0] as number) > budget)
  )
    return [];
  const start = prng.int(STYLES.length);
  const outfits: Outfit[] = [];
  const seen = new Set<string>(); // signatureOf each outfit taken

  for (let i = 0; i < count; i++) {
    const style: Style = input.style ?? (STYLES[(start + i) % STYLES.length] as Style);
    const photo = photoPool.candidates[i % Math.max(1, photoPool.candidates.length)];
    // The shopper wears their own garment: when the shop lacks its colour (레드, 멀티, …), the
    // other slots go with the garment's true colour rather than the substitute's.
    const photoChosen: ChosenItem | null = photo
      ? isShopColour(garment.colour)
        ? photo.product
        : { ...photo.product, colour: garment.colour }
      : null;

    /**
     * The outfit's items and what it costs, the slots of `shopSlots` left to the shop: the
     * shopper's own piece first in every other slot, when one passes the rules. Reads `used`
     * and `usedColours`, never changes them (the caller keeps the outfit it takes).
     */
    const dress = (shopSlots: ReadonlySet<Slot>) => {
      const items: Record<Slot, OutfitItem | null> = {
        top: null,
        outer: null,
        bottom: null,
        shoes: null,
      };
      const chosen: ChosenItem[] = photoChosen ? [photoChosen] : [];
      if (photo)
        items[photoSlot] = { product: photo.product, similarToPhoto: photoPool.sameCategory };
      let left = budget;
      for (const [k, slot] of otherSlots.entries()) {
        const ctx = {
          slot,
          season,
          style,
          palette,
          chosen,
          used: used.get(slot) ?? new Set<number>(),
          usedColours: usedColours.get(slot) ?? new Map<ColourName, number>(),
          maxPrice: left - (reserve[k + 1] as number),
        };
        const mine = shopSlots.has(slot) ? null : pickOwned(owned.get(slot) ?? [], ctx);
        const product = mine ?? pickForSlot(index.kinds(season, slot), ctx, prng)?.product;
        if (!product) continue;
        left -= product.price;
        const own = mine ? pieceOf.get(wardrobeItemIdOf(mine)) : undefined;
        items[slot] = own
          ? { product, similarToPhoto: false, owned: true, own }
          : { product, similarToPhoto: false };
        chosen.push(product);
      }
      return { items, chosen };
    };

    // the first outfit wears all it can of the wardrobe; a later one that would repeat an
    // earlier one leaves the next slot to the shop, and at last all of them (shopSlotsOf)
    const [first, ...others] = shopSlotsOf(coverable, i);
    let outfit = dress(first ?? new Set());
    for (const shopSlots of others) {
      if (!seen.has(signatureOf(outfit.items))) break;
      outfit = dress(shopSlots);
    }
    const { items, chosen } = outfit;
    seen.add(signatureOf(items));
    for (const slot of otherSlots) {
      const product = items[slot]?.product;
      if (!product) continue;
      used.get(slot)?.add(product.id);
      const colours = usedColours.get(slot);
      colours?.set(product.colour, (colours.get(product.colour) ?? 0) + 1);
    }

    const samePatternSure = photo?.samePattern === true && photoPool.patternSure;
    const words: ReasoningInput = {
      garment,
      season,
      ...(input.today ? { today: input.today } : {}),
      ...(input.asked ? { asked: input.asked } : {}),
      style,
      items,
      colourMatch: photo ? colourMatchOf(photo.product.colour, garment.colour) : 'far',
      // "looks like the photo" only of a look that close and, where the product's pattern is
      // known, of the photo's pattern as its look surely reads
      alike:
        photoPool.sameCategory &&
        !photo?.standIn &&
        (photo?.alike ?? -1) >= ALIKE_LOOK &&
        (samePatternSure || photo?.product.pattern === undefined),
      otherPattern: photo?.samePattern === false && photoPool.patternSure,
      patternUnsure: photo?.product.pattern !== undefined && !samePatternSure,
      ...(photo?.standIn
        ? { standInFor: (photoPool.candidates[0] as PhotoCandidate).product.colour }
        : {}),
      photoPattern: photoPool.pattern,
    };
    // the photographed slot's product says what the words call it (비슷한, 같은 종류, 대신할)
    const similar = items[photoSlot];
    if (similar && !similar.owned)
      items[photoSlot] = { ...similar, offer: offerOf(words, similar) };
    const reasoningText = writeReasoning(words, createPrng(mixSeed(seed, TEXT_STREAM, i)));
    const totalPrice = chosen.reduce((sum, p) => sum + p.price, 0);
    const shopPrice = totalPrice - (photo?.product.price ?? 0);
    outfits.push({ style, season, items, totalPrice, shopPrice, reasoningText });
  }
  return outfits;
}

/**
 * The slots outfit `i` leaves to the shop although the wardrobe could fill them (`coverable`),
 * in the order to try them (the requirement "내 옷장 outfits that still shop"): none for the
 * first outfit, which wears all it can of the wardrobe; for each later one, one slot, the
 * coverable slots in turn, so that every outfit after the first offers something to buy — then,
 * should the outfit repeat an earlier one, the next slot, and at last every coverable slot.
 * Never empty.
 */
function shopSlotsOf(coverable: readonly Slot[], i: number): ReadonlySet<Slot>[] {
  if (i === 0 || coverable.length === 0) return [new Set()];
  const one = coverable.map((_, k) => new Set([coverable[(i - 1 + k) % coverable.length] as Slot]));
  return [...one, new Set(coverable)];
}

/** An outfit's items as a key: the product (or owned piece) id in every slot. */
function signatureOf(items: Readonly<Record<Slot, OutfitItem | null>>): string {
  return SLOTS.map((slot) => items[slot]?.product.id ?? '-').join(',');
}

/**
 * The price (won) of the cheapest outfit the catalogue can dress the garment with in `season`,
 * the shopper's own garment aside (a budget is for the shop items: `composeOutfits`): the
 * cheapest in-season product of every other slot of the season (≤ MAX_ITEM_PRICE_WON each), 0
 * for a season with no other slot. What a budget below it is told (the generator's 422).
 * Infinity when the photographed slot has no product at all to offer as the similar item
 * (photographed.ts `photoSource`): no outfit is composed then.
 */
export function cheapestOutfitPrice(
  garment: PhotographedGarment,
  season: Season,
  index: CatalogueIndex,
): number {
  if (!photoSource(garment, season, index)) return Infinity;
  return slotsForSeason(season)
    .filter((slot) => slot !== garment.slot)
    .reduce((sum, slot) => sum + cheapestInSeason(index, slot, season), 0);
}

/** The cheapest in-season product of `slot` (won); 0 when there is none (the slot stays empty). */
function cheapestInSeason(index: CatalogueIndex, slot: Slot, season: Season): number {
  const price = index.cheapest({ slot }, season);
  return Number.isFinite(price) ? price : 0;
}
