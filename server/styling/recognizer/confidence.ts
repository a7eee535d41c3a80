/**
 * When the recogniser asks instead of stating, and what its questions offer: the asking policy,
 * fitted on the sender-disjoint validation split by `npm run fit:asking` (ml/asking.ts) and
 * committed as data in weights/asking.json, which the server reads (no hand-typed numbers). No
 * model code: the recogniser sets `Recognition.ask`, `runnerUps` and `colourChoices` by it
 * (index.ts `decide`), and every word that hedges or names the category or colour follows that
 * `ask` (server/styling/garment.ts), never a threshold of its own.
 *
 * The requirement: when asked, the right value is among the guess and its chips in ≥ 98 % of
 * answers, with at most MAX_POLICY_CHIPS chips each (a 390 px phone wraps them).
 */
import { readFileSync } from 'node:fs';
import {
  SLOTS,
  type CategoryName,
  type PhotoColourName,
  type Slot,
} from '../../../contract/taxonomy';
import { categoryInfo } from '../../../contract/taxonomy';
import { serverFile } from '../../lib/source-path';

/** Chips a question offers at most beside its guess (categories and colours alike). */
export const MAX_POLICY_CHIPS = 7;

/** The asking policy as stored in weights/asking.json. */
export interface AskingPolicy {
  /** What it was fitted on (backbone fingerprint and photo counts), for the record. */
  fittedOn: string;
  /** Per answered slot: the category chips offered. */
  category: Record<Slot, { chips: number }>;
  /** Colour chips offered beside the guess. */
  colourChips: number;
}

/** Default file: weights/asking.json beside this module's source. */
export const ASKING_FILE = serverFile('styling', 'recognizer', 'weights', 'asking.json');

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
  const ok = isChips(p.colourChips) && SLOTS.every((s) => isChips(p.category?.[s]?.chips));
  if (!ok) throw new Error(`asking policy at ${file} is malformed (run npm run fit:asking)`);
  return p;
}

/** A category with its calibrated probability. */
export interface Scored {
  category: CategoryName;
  p: number;
}

/**
 * Below this `Recognition.confidence` the shopper is asked to confirm the category before it is
 * stated as fact (the product rule: assert only where answers are right ≥ 90 % of the time);
 * `npm run bench:colour` on the validation split: at 0.45, 14 % of photos are asked and those not
 * asked are the right kind 0.915.
 */
export const ASK_CATEGORY_BELOW = 0.45;

/**
 * The category question of one answer (`ranked[0]`): asked below ASK_CATEGORY_BELOW; the chips
 * are the answered slot's other categories most likely first, as many as the policy gives that
 * slot, each with its probability rounded to 1e-4.
 * @param ranked every scored category, most likely first (non-empty).
 */
export function categoryQuestion(
  policy: AskingPolicy,
  ranked: readonly Scored[],
): { ask: boolean; chips: { category: CategoryName; confidence: number }[] } {
  const answer = ranked[0];
  if (!answer) throw new RangeError('no categories scored');
  const slot = categoryInfo(answer.category).slot;
  const chips = ranked
    .slice(1)
    .filter((r) => categoryInfo(r.category).slot === slot)
    .slice(0, policy.category[slot].chips)
    .map((r) => ({ category: r.category, confidence: Math.round(r.p * 1e4) / 1e4 }));
  return { ask: answer.p < ASK_CATEGORY_BELOW, chips };
}

/**
 * The colour chips of one reading (colour-head.ts `readColour`): the next most likely names
 * (photo-only ones included: 카키 and 그린 beside 블랙 for olive trousers when the model gives
 * them weight), then the names the category's washes rule kept from answering, as many as the
 * policy gives.
 */
export function colourChipsOf(
  policy: Pick<AskingPolicy, 'colourChips'>,
  reading: {
    ranked: readonly { colour: PhotoColourName; p: number }[];
    others: readonly PhotoColourName[];
  },
): PhotoColourName[] {
  return [...reading.ranked.slice(1).map((r) => r.colour), ...reading.others].slice(
    0,
    policy.colourChips,
  );
}
