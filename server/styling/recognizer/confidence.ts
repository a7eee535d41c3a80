/**
 * The recogniser's one confidence threshold for the category, in a module of its own (no model
 * code): the recogniser sets `Recognition.ask.category` by it, and every word that hedges or names
 * the category follows that `ask` (server/styling/garment.ts `categorySure`), never a threshold of
 * its own.
 */

/**
 * Below this `Recognition.confidence` the shopper is asked to confirm the category before it is
 * stated as fact (the product rule: assert only where answers are right ≥ 90 % of the time); the
 * one threshold of the words too: the answer sentence hedges exactly while the category is asked
 * (server/styling/answer.ts), and no text names the category until it is confirmed.
 * `npm run bench:colour` on the validation split: answers above 0.441 are the right kind ≥ 90 %
 * of the time; at 0.45, 14 % of photos are asked and those not asked are right 0.915.
 */
export const ASK_CATEGORY_BELOW = 0.45;
