/**
 * The colour model: a garment's pixels and the backbone's block-12 mean (colour-features.ts) →
 * calibrated probabilities over every photo colour name (taxonomy.ts `PHOTO_COLOURS`: the shop's
 * 15 and 레드 … 멀티), trained by `ml/colour.ts` on the project's colour labels and committed in
 * weights/colour.json with the out-of-fold level below which the answer must be confirmed (the
 * fallback of the asking policy, confidence.ts).
 *
 * Denim washes are answers only for garments that can be denim: a jeans or trucker-jacket
 * category reads among the washes alone; tops, knits and shoes never read as a wash.
 */
import { readFileSync } from 'node:fs';
import { serverFile } from '../../lib/source-path';
import {
  DENIM_COLOURS,
  isPhotoColour,
  type CategoryName,
  type ColourName,
  type PhotoColourName,
  type Slot,
} from '../../../contract/taxonomy';
import { nearestShopColour } from '../colour';
import { CATEGORY_TRAITS } from '../outfit/category-traits';
import { colourInput } from './colour-features';
import type { GarmentPixels } from './garment-pixels';
import { headLogits, parseHead, softmax, type HeadWeights } from './head';

/** The stored colour model. */
export interface ColourHead {
  /** Softmax regression over colour features; `classes` are photo colour names. */
  head: HeadWeights;
  /**
   * Calibrated probability below which the answer is asked, not asserted: the lowest level at
   * which answers were right (the label or its acceptable alternative) ≥ 90 % of the time on
   * out-of-fold training predictions.
   */
  askBelow: number;
}

/** What the colour model says about one garment. */
export interface ColourReading {
  colour: PhotoColourName;
  /** Calibrated probability of `colour`, 0–1. */
  confidence: number;
  /** Every allowed name with its probability, most likely first. */
  ranked: { colour: PhotoColourName; p: number }[];
  /**
   * The names the category's washes rule keeps from answering (`washesFor`), most likely first:
   * they may still be offered as chips after the allowed ones (black jeans, a chambray shirt).
   */
  others: PhotoColourName[];
  /**
   * The shop colour the similar item is chosen in: the answer itself when the shop has it, else
   * its one fixed nearest (colour.ts `NEAREST_SHOP_COLOUR`, the denim column for a category that
   * can be denim), as the outfit engine and the import take it.
   */
  shopColour: ColourName;
}

/** Default weights file: weights/colour.json beside this module's source. */
export const COLOUR_HEAD_FILE = serverFile('styling', 'recognizer', 'weights', 'colour.json');

/**
 * Reads weights/colour.json (or `file`).
 * @throws Error naming the file when it is missing, malformed or names an unknown colour.
 */
export function loadColourHead(file = COLOUR_HEAD_FILE): ColourHead {
  let stored: { head: unknown; askBelow: number };
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
  } catch (err) {
    throw new Error(
      `colour model unreadable at ${file} (run npm run train:colour): ${String(err)}`,
      {
        cause: err,
      },
    );
  }
  const head = parseHead(stored.head, file);
  const unknown = head.classes.find((c) => !isPhotoColour(c));
  if (unknown !== undefined)
    throw new Error(`colour model at ${file} names an unknown colour: ${unknown}`);
  if (!(stored.askBelow >= 0 && stored.askBelow <= 1))
    throw new Error(`colour model at ${file} has no askBelow level in 0–1`);
  return { head, askBelow: stored.askBelow };
}

const DENIM_ONLY: ReadonlySet<CategoryName> = new Set(['데님 팬츠', '트러커 재킷']);
const MAYBE_DENIM_SLOTS: ReadonlySet<Slot> = new Set(['bottom', 'outer']);

/** Whether denim washes may answer: only them, beside the other names, or never. */
export type Washes = 'only' | 'allowed' | 'never';

/**
 * Washes for a category: only for jeans and trucker jackets; allowed for the other bottoms and
 * outers and for long-sleeved shirts (denim shorts, jackets, shirts); never for tops and shoes.
 */
export function washesFor(category: CategoryName, slot: Slot): Washes {
  if (DENIM_ONLY.has(category)) return 'only';
  return MAYBE_DENIM_SLOTS.has(slot) || category === '셔츠&블라우스 - 긴소매' ? 'allowed' : 'never';
}

function allowed(colour: PhotoColourName, washes: Washes): boolean {
  const wash = (DENIM_COLOURS as readonly string[]).includes(colour);
  return washes === 'only' ? wash : washes === 'allowed' || !wash;
}

/**
 * The colour model's calibrated probabilities for one input vector (colour-features.ts
 * `colourInput`), over the names `washes` allows, renormalised, most likely first.
 * @throws Error when no name is allowed (a model without washes asked for washes only).
 */
export function rankColours(
  model: ColourHead,
  input: Float32Array,
  washes: Washes,
): { colour: PhotoColourName; p: number }[] {
  const { head } = model;
  const p = softmax(headLogits(head, input).map((v) => v / head.temperature));
  const ranked = head.classes
    .map((c, i) => ({ colour: c as PhotoColourName, p: p[i] as number }))
    .filter((r) => allowed(r.colour, washes));
  if (ranked.length === 0) throw new Error('colour model allows no colour');
  const total = ranked.reduce((sum, r) => sum + r.p, 0) || 1;
  for (const r of ranked) r.p /= total;
  return ranked.sort((a, b) => b.p - a.p);
}

/**
 * Reads one garment's colour.
 * @param px the garment pixels of the whole photo (letterboxed, garment-pixels.ts).
 * @param embedding the backbone embedding of the photo's centre crop (the recogniser's).
 * @param category the recognised (or confirmed) category; it decides whether washes may answer.
 * @returns the most likely allowed name, its calibrated probability (renormalised over the
 *   allowed names), all allowed names ranked, the other names ranked, and the shop colour for
 *   the similar item.
 */
export function readColour(
  model: ColourHead,
  px: GarmentPixels,
  embedding: Float32Array,
  category: CategoryName,
  slot: Slot,
): ColourReading {
  const washes = washesFor(category, slot);
  const input = colourInput(px, embedding);
  const ranked = rankColours(model, input, washes);
  const best = ranked[0] as { colour: PhotoColourName; p: number };
  const others = rankColours(model, input, 'allowed')
    .map((r) => r.colour)
    .filter((c) => !ranked.some((r) => r.colour === c));
  return {
    colour: best.colour,
    confidence: best.p,
    ranked,
    others,
    shopColour: nearestShopColour(best.colour, CATEGORY_TRAITS[category].denim === true),
  };
}
