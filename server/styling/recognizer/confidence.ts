/**
 * The recogniser's confidence threshold, in a module of its own so that wording the answer
 * (server/styling/answer.ts) does not load the model code (TensorFlow.js) just for a number.
 */

/**
 * Below this `Recognition.confidence` (the calibrated probability of the named category) the
 * answer should be phrased as unsure ("…로 보이지만 확실하지 않아요"). Chosen on the validation
 * split (bench/recognizer.bench.ts prints the calibration table): the 20 % of men's validation
 * photos below 0.3 are the right kind only 57 % of the time (32 % below 0.2), those above it 76 %.
 */
export const UNSURE_BELOW = 0.3;

/**
 * Below this `Recognition.confidence` the shopper is asked to confirm the category before it is
 * stated as fact (the product rule: assert only where answers are right ≥ 90 % of the time).
 * `npm run bench:colour` on the validation split: answers above 0.441 are the right kind ≥ 90 %
 * of the time; at 0.45, 14 % of photos are asked and those not asked are right 0.915.
 */
export const ASK_CATEGORY_BELOW = 0.45;
