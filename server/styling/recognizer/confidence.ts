/**
 * When the recogniser asks instead of stating, and what its questions offer: the asking policy,
 * fitted on the sender-disjoint validation split by `npm run fit:asking` (ml/asking.ts) and
 * committed as data in weights/asking.json, which the server reads (no hand-typed numbers). No
 * model code: the recogniser sets `Recognition.ask`, `runnerUps` and `colourChoices` by it
 * (index.ts `decide`), and every word that hedges or names the category or colour follows that
 * `ask` (server/styling/garment.ts), never a threshold of its own.
 *
 * The requirement: a value stated without asking is right ≥ 95 % of the time (colour: the label
 * or its acceptable alternative) and ≥ 85 % (exact category); when asked, the right value is
 * among the guess and its chips in ≥ 98 % of answers, with at most MAX_POLICY_CHIPS chips each
 * (the app shows them in one row that scrolls sideways: a shoe question can offer every other
 * shoe); a garment whose slot is uncertain is asked, its chips then
 * reaching into the other slots, never dressed as sure of another slot.
 */
import { readFileSync } from 'node:fs';
import {
  DENIM_COLOURS,
  SLOTS,
  type CategoryName,
  type PhotoColourName,
  type Slot,
} from '../../../contract/taxonomy';
import { categoryInfo } from '../../../contract/taxonomy';
import { serverFile } from '../../lib/source-path';

/** Chips a question offers at most beside its guess (categories and colours alike). */
export const MAX_POLICY_CHIPS = 10;

/**
 * Colour families, each of which may have its own ask level (dark tones are confused more than
 * brights): the family of the colour answered. Every photo colour belongs to exactly one. The
 * committed policy gives them one level: levels per family, fitted on the 631 validation photos,
 * let more of a new sender's wrong colours through (ml/asking.ts `fitPolicy`).
 */
export const COLOUR_FAMILIES = {
  light: ['화이트', '아이보리', '오트밀', '베이지'],
  dark: ['그레이', '블랙', '네이비'],
  denim: DENIM_COLOURS,
  earth: ['카키', '브라운', '버건디'],
  bright: ['스카이블루', '레드', '핑크', '오렌지', '옐로우', '그린', '블루', '퍼플', '멀티'],
} as const satisfies Record<string, readonly PhotoColourName[]>;
export type ColourFamily = keyof typeof COLOUR_FAMILIES;
export const COLOUR_FAMILY_NAMES = Object.keys(COLOUR_FAMILIES) as ColourFamily[];

/**
 * The family of a photo colour (COLOUR_FAMILIES).
 * @throws RangeError for a name of no family (none: every photo colour has one).
 */
export function colourFamilyOf(colour: PhotoColourName): ColourFamily {
  const family = COLOUR_FAMILY_NAMES.find((f) =>
    (COLOUR_FAMILIES[f] as readonly string[]).includes(colour),
  );
  if (!family) throw new RangeError(`no colour family for ${colour}`);
  return family;
}

/** The asking policy as stored in weights/asking.json. */
export interface AskingPolicy {
  /** What it was fitted on (backbone fingerprint and photo counts), for the record. */
  fittedOn: string;
  /** The answered slot is sure at or above this probability (summed over its categories). */
  slotSureAt: number;
  /** Per answered slot: ask the category below this calibrated confidence; the chips offered. */
  category: Record<Slot, { askBelow: number; chips: number }>;
  /** Per family of the answered colour: ask the colour below this calibrated confidence. */
  colour: Record<ColourFamily, { askBelow: number }>;
  /** Colour chips offered beside the guess. */
  colourChips: number;
}

/** Default file: weights/asking.json beside this module's source. */
export const ASKING_FILE = serverFile('styling', 'recognizer', 'weights', 'asking.json');

const isLevel = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 1;
const isChips = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_POLICY_CHIPS;

/**
 * Reads weights/asking.json (or `file`).
 * @throws Error naming the file when it is missing, malformed, lacks a slot or family, or holds a
 *   level outside 0–1 or a chip count outside 1–MAX_POLICY_CHIPS.
 */
export function loadAskingPolicy(file = ASKING_FILE): AskingPolicy {
  let p: AskingPolicy;
  try {
    p = JSON.parse(readFileSync(file, 'utf8')) as AskingPolicy;
  } catch (err) {
    throw new Error(
      `asking policy unreadable at ${file} (run npm run fit:asking): ${String(err)}`,
      {
        cause: err,
      },
    );
  }
  const ok =
    isLevel(p.slotSureAt) &&
    isChips(p.colourChips) &&
    SLOTS.every((s) => isLevel(p.category?.[s]?.askBelow) && isChips(p.category[s].chips)) &&
    COLOUR_FAMILY_NAMES.every((f) => isLevel(p.colour?.[f]?.askBelow));
  if (!ok) throw new Error(`asking policy at ${file} is malformed (run npm run fit:asking)`);
  return p;
}

/** A category with its calibrated probability. */
export interface Scored {
  category: CategoryName;
  p: number;
}

/**
 * The slot's probability: the summed probability of its categories in `ranked` (every category
 * the recogniser scored).
 */
export function slotProbability(ranked: readonly Scored[], slot: Slot): number {
  return ranked.reduce((sum, r) => sum + (categoryInfo(r.category).slot === slot ? r.p : 0), 0);
}

/**
 * The category question of one answer (`ranked[0]`): asked when its confidence is below its
 * slot's level or its slot is unsure (below `slotSureAt`); the chips are the answered slot's
 * other categories most likely first — any slot's while the slot is unsure — as many as the
 * policy gives that slot, each with its probability rounded to 1e-4.
 * @param ranked every scored category, the answer first (non-empty).
 * @throws RangeError when `ranked` is empty.
 */
export function categoryQuestion(
  policy: AskingPolicy,
  ranked: readonly Scored[],
): { ask: boolean; chips: { category: CategoryName; confidence: number }[] } {
  const answer = ranked[0];
  if (!answer) throw new RangeError('no categories scored');
  const slot = categoryInfo(answer.category).slot;
  const slotSure = slotProbability(ranked, slot) >= policy.slotSureAt;
  const chips = ranked
    .slice(1)
    .filter((r) => !slotSure || categoryInfo(r.category).slot === slot)
    .slice(0, policy.category[slot].chips)
    .map((r) => ({ category: r.category, confidence: Math.round(r.p * 1e4) / 1e4 }));
  return { ask: !slotSure || answer.p < policy.category[slot].askBelow, chips };
}

/**
 * Whether to ask the colour of one reading: its calibrated confidence is below the level of the
 * answered colour's family.
 */
export function isColourAsked(
  policy: AskingPolicy,
  reading: { colour: PhotoColourName; confidence: number },
): boolean {
  return reading.confidence < policy.colour[colourFamilyOf(reading.colour)].askBelow;
}

/**
 * The colour chips of one reading (colour-head.ts `readColour`): the next most likely names the
 * category can be, photo-only ones included (카키 and 그린 beside 블랙 for olive trousers when the
 * model gives them weight), then — only while the category is asked (`categoryAsked`) — the
 * names its washes rule kept from answering, as many as the policy gives. So jeans stated
 * without asking are offered the other washes alone (black jeans are 흑청, the shop's name for
 * them: a 블랙 chip would dress 흑청 jeans under another name), while an answer of jeans that may
 * be black joggers also offers 블랙.
 */
export function colourChipsOf(
  policy: Pick<AskingPolicy, 'colourChips'>,
  reading: {
    ranked: readonly { colour: PhotoColourName; p: number }[];
    others: readonly PhotoColourName[];
  },
  categoryAsked: boolean,
): PhotoColourName[] {
  return [
    ...reading.ranked.slice(1).map((r) => r.colour),
    ...(categoryAsked ? reading.others : []),
  ].slice(0, policy.colourChips);
}
