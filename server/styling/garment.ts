/**
 * The photographed garment the outfits are composed for, from the recogniser's reading and the
 * shopper's corrections (SPEC §7 POST /api/recommend/v1/generator/: `category`, `colour`). The
 * generator and the stylist benchmark build it here, so the benchmark reads what the API answers.
 */
import type { CategoryName, PhotoColourName } from '../../contract/taxonomy';
import { categoryInfo } from '../../contract/taxonomy';
import { categoryChips } from './corrections';
import type { PhotographedGarment } from './outfit/types';
import type { Recognition } from './types';

/** What the shopper gave with the request (both optional). */
export interface Corrections {
  category?: CategoryName;
  colour?: PhotoColourName;
}

/**
 * What the shopper should still confirm ("이 색이 맞나요?"): a value the recogniser is unsure of
 * (the recognition's `ask`, from calibrated confidences below the level at which answers are
 * right ≥ 90 % of the time; a recognition stored before the colour model counts as unsure of its
 * colour) that the request did not give.
 */
export function askOf(
  recognised: Recognition,
  request: Corrections,
): { category: boolean; colour: boolean } {
  return {
    category: !request.category && (recognised.ask?.category ?? false),
    colour: !request.colour && (recognised.ask?.colour ?? true),
  };
}

/**
 * The garment to dress: the recognition with the shopper's category (confidence 1) and colour
 * when given, and `colourSure` / `categorySure` false while that value is still asked (`askOf`);
 * while the category is asked, `slotSure` says whether every category chip offered beside it
 * (corrections.ts `categoryChips`, what the generator answers as `runner_ups`) is of its slot.
 * Its similar items are sought in the colour's one shop colour (outfit/photographed.ts
 * `shopColourOf`), whoever named the colour.
 */
export function garmentOf(
  recognised: Recognition,
  request: Corrections,
): Recognition & PhotographedGarment {
  const chosen: Recognition = request.category
    ? {
        ...recognised,
        category: request.category,
        slot: categoryInfo(request.category).slot,
        confidence: 1,
      }
    : recognised;
  const ask = askOf(recognised, request);
  const chips = ask.category ? categoryChips(recognised.runnerUps, recognised.category) : [];
  return {
    ...chosen,
    colour: request.colour ?? chosen.colour,
    colourSure: !ask.colour,
    categorySure: !ask.category,
    slotSure: chips.every((chip) => categoryInfo(chip.category).slot === chosen.slot),
  };
}
