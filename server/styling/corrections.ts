/**
 * The correction chips beside the recogniser's answer (SPEC §2 Camera: "다른 제품인가요?"; the
 * analysed screen's colour chips), as the recogniser's asking policy chose them
 * (recognizer/confidence.ts: the answered slot's likely categories and the next likely colours,
 * as many as put the right one among them in ≥ 98 % of asked answers on validation); the UI adds
 * a "다른 색" sheet with every colour name.
 */
import {
  COLOUR_NAMES,
  isShopColour,
  type CategoryName,
  type ColourName,
  type PhotoColourName,
} from '../../contract/taxonomy';
import { colourDistance } from './colour';
import { MAX_POLICY_CHIPS } from './recognizer/confidence';

/** Chips offered at most, categories and colours alike (the asking policy's most). */
export const MAX_CHIPS = MAX_POLICY_CHIPS;

/**
 * Colours confused with each other in photos recognised before the colour model kept its own
 * measured confusions (recognitions stored with an upload earlier), most frequent first.
 */
const LEGACY_COLOUR_CONFUSIONS: Partial<Record<ColourName, readonly ColourName[]>> = {
  블랙: ['네이비', '그레이', '브라운'],
  네이비: ['블랙', '진청'],
  브라운: ['블랙', '카키'],
  그레이: ['블랙', '스카이블루', '화이트'],
  화이트: ['그레이', '아이보리'],
  아이보리: ['베이지', '화이트'],
  베이지: ['아이보리', '오트밀'],
  카키: ['그레이', '브라운'],
};

/**
 * Category chips for an answer: the recognition's runner-ups (the asking policy's chips, most
 * likely first), never `exclude` (the category the outfits were made for), at most MAX_CHIPS.
 */
export function categoryChips(
  runnerUps: readonly { category: CategoryName; confidence: number }[],
  exclude: CategoryName,
): { category: CategoryName; confidence: number }[] {
  return runnerUps.filter((r) => r.category !== exclude).slice(0, MAX_CHIPS);
}

/**
 * The colour chips beside an answer in `chosen`: the recognised colour first when the shopper
 * picked another, then the recognition's own chips (`colourChoices`; for a recognition stored
 * before the colour model, the legacy confusions and the nearest shop colours by ΔE), never
 * `chosen`, at most MAX_CHIPS.
 */
export function colourChips(
  chosen: PhotoColourName,
  recognised: { colour: PhotoColourName; colourChoices?: readonly PhotoColourName[] },
): PhotoColourName[] {
  const own =
    recognised.colourChoices ??
    (isShopColour(recognised.colour)
      ? [
          ...(LEGACY_COLOUR_CONFUSIONS[recognised.colour] ?? []),
          ...COLOUR_NAMES.filter((c) => c !== recognised.colour).sort(
            (a, b) =>
              colourDistance(a, recognised.colour as ColourName) -
              colourDistance(b, recognised.colour as ColourName),
          ),
        ]
      : []);
  return [...new Set([recognised.colour, ...own])].filter((c) => c !== chosen).slice(0, MAX_CHIPS);
}
