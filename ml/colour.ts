/**
 * Trains the colour model (`npm run train:colour`): softmax regression from a garment's pixels and
 * the backbone's block-12 mean (server/styling/recognizer/colour-features.ts `colourInput`) to the
 * photo colour names, on the project's
 * colour labels (data/colour-labels.csv) of training senders; writes
 * server/styling/recognizer/weights/colour.json and prints validation figures.
 *
 * Calibration and the ask level come from 5-fold out-of-fold predictions
 * on the training labels (folds by sender), so validation stays a fair measurement:
 * - temperature: minimises the out-of-fold negative log-likelihood;
 * - askBelow: the lowest calibrated confidence above which out-of-fold answers are right (the
 *   label or its acceptable alternative) ≥ 90 % of the time (the product rule "ask before
 *   asserting").
 *
 *   npx tsx ml/colour.ts            # train and write the weights
 *   npx tsx ml/colour.ts --compare  # the input and regularisation choices, on validation
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isShopColour, PHOTO_COLOUR_NAMES, type PhotoColourName } from '../contract/taxonomy';
import { colourChipsOf, MAX_POLICY_CHIPS } from '../server/styling/recognizer/confidence';
import { COLOUR_FEATURES, colourInput } from '../server/styling/recognizer/colour-features';
import {
  COLOUR_HEAD_FILE,
  rankColours,
  type ColourHead,
} from '../server/styling/recognizer/colour-head';
import { garmentPixels } from '../server/styling/recognizer/garment-pixels';
import {
  headLogits,
  serialiseHead,
  softmax,
  type HeadWeights,
} from '../server/styling/recognizer/head';
import { prepare } from '../server/styling/recognizer/preprocess';
import { hashText } from '../server/styling/prng';
import {
  imagePath,
  readColourLabels,
  splitOf,
  usableSamplesOrExit,
  type ColourLabel,
} from './dataset';
import { embeddings } from './features';
import { fitHead, FINAL, fitTemperatureOnLogits, type TrainOptions } from './train';

/** One labelled photo with its colour features. */
export interface ColourRow {
  image: string;
  senderId: string;
  /** The dataset's garment label (T-Shirt, Pants, …): whether denim washes may answer. */
  kind: string;
  label: ColourLabel;
  x: Float32Array;
}

/** Calibrated answers must be right this often above the ask level (the product rule). */
export const ASK_TARGET = 0.9;
const FOLDS = 5;

const OPTIONS: TrainOptions = {
  ...FINAL,
  flip: false,
  // Signed square root (the Hellinger map of the histograms): fewer asks and better chips and
  // photo-only names on validation for −0.016 shop-colour exact (docs/figures.md "The colour model").
  sqrt: true,
  hidden: 0,
  dims: Number.MAX_SAFE_INTEGER,
  l2: 0.1,
  epochs: 150,
  classWeightPower: 0,
};

/** Colour features of every labelled photo of the dataset's usable samples, decoded as the recogniser does. */
export async function colourRows(log: (m: string) => void = console.log): Promise<ColourRow[]> {
  const labels = readColourLabels();
  const samples = usableSamplesOrExit().filter((s) => labels.has(s.image));
  // The recogniser's embeddings of the centre crop (cached by ml/features.ts; ~1 min a thousand).
  const embedded = await embeddings(samples, { mode: 'crop', flip: false }, log);
  log(`colour features of ${samples.length} labelled photos …`);
  const rows: ColourRow[] = [];
  for (const [i, s] of samples.entries()) {
    const prepared = await prepare(await readFile(imagePath(s)), 'pad');
    const px = garmentPixels(prepared.rgb, 224, 224, prepared.content);
    rows.push({
      image: s.image,
      senderId: s.senderId,
      kind: s.label,
      label: labels.get(s.image) as ColourLabel,
      x: colourInput(px, embedded[i] as Float32Array),
    });
  }
  return rows;
}

/** Is `answer` right for `label` (the name or its acceptable alternative)? */
export const acceptable = (answer: PhotoColourName, label: ColourLabel): boolean =>
  answer === label.colour || answer === label.alt;

async function fit(
  rows: readonly ColourRow[],
  classes: PhotoColourName[],
  opts: TrainOptions,
): Promise<HeadWeights> {
  return fitHead(
    rows.map((r) => r.x),
    rows.map((r) => classes.indexOf(r.label.colour)),
    classes,
    opts,
  );
}

/** Out-of-fold probabilities (uncalibrated, T = 1) for each training row, folds by sender. */
async function outOfFold(
  rows: readonly ColourRow[],
  classes: PhotoColourName[],
  opts: TrainOptions,
): Promise<Float32Array[]> {
  const fold = (r: ColourRow): number => hashText(`colour-fold:${r.senderId}`) % FOLDS;
  const out: Float32Array[] = new Array<Float32Array>(rows.length);
  for (let f = 0; f < FOLDS; f++) {
    const head = await fit(
      rows.filter((r) => fold(r) !== f),
      classes,
      opts,
    );
    rows.forEach((r, i) => {
      if (fold(r) === f) out[i] = headLogits(head, r.x);
    });
  }
  return out;
}

/** The lowest confidence level above which answers are right ≥ ASK_TARGET (1 if none). */
export function askLevel(answers: readonly { confidence: number; right: boolean }[]): number {
  const sorted = [...answers].sort((a, b) => b.confidence - a.confidence);
  let right = 0;
  let level = 1;
  sorted.forEach((a, i) => {
    if (a.right) right++;
    if (right / (i + 1) >= ASK_TARGET) level = a.confidence;
  });
  return level;
}

/** Validation figures of a fitted colour model. */
export interface ColourFigures {
  n: number;
  exact: number;
  acceptable: number;
  withinChips: number;
  shopN: number;
  shopExact: number;
  shopAcceptable: number;
  shopWithinChips: number;
  photoOnlyN: number;
  photoOnlyRight: number;
  asked: number;
  rightWhenNotAsked: number;
  recall: Map<PhotoColourName, [number, number]>;
  confusion: Map<string, number>;
}

/** Dataset labels whose garments may be denim (colour-head.ts `washesFor`: the others never answer a wash). */
const MAYBE_DENIM_KINDS: ReadonlySet<string> = new Set(['Pants', 'Shorts', 'Outwear', 'Shirt']);

/** Figures of `model` on `rows`, washes allowed only for the kinds that can be denim. */
export function figuresOf(model: ColourHead, rows: readonly ColourRow[]): ColourFigures {
  const f: ColourFigures = {
    n: 0,
    exact: 0,
    acceptable: 0,
    withinChips: 0,
    shopN: 0,
    shopExact: 0,
    shopAcceptable: 0,
    shopWithinChips: 0,
    photoOnlyN: 0,
    photoOnlyRight: 0,
    asked: 0,
    rightWhenNotAsked: 0,
    recall: new Map(),
    confusion: new Map(),
  };
  let notAsked = 0;
  for (const r of rows) {
    const ranked = rankColours(model, r.x, MAYBE_DENIM_KINDS.has(r.kind) ? 'allowed' : 'never');
    const top = ranked[0] as { colour: PhotoColourName; p: number };
    const chips = colourChipsOf({ colourChips: MAX_POLICY_CHIPS }, { ranked, others: [] }, false);
    const ok = acceptable(top.colour, r.label);
    const within =
      ok || chips.includes(r.label.colour) || (r.label.alt !== null && chips.includes(r.label.alt));
    f.n++;
    if (top.colour === r.label.colour) f.exact++;
    if (ok) f.acceptable++;
    if (within) f.withinChips++;
    if (isShopColour(r.label.colour)) {
      f.shopN++;
      if (top.colour === r.label.colour) f.shopExact++;
      if (ok) f.shopAcceptable++;
      if (within) f.shopWithinChips++;
    } else {
      f.photoOnlyN++;
      if (ok) f.photoOnlyRight++;
    }
    if (top.p < model.askBelow) f.asked++;
    else {
      notAsked++;
      if (ok) f.rightWhenNotAsked++;
    }
    const rec = f.recall.get(r.label.colour) ?? [0, 0];
    f.recall.set(r.label.colour, [rec[0] + (ok ? 1 : 0), rec[1] + 1]);
    if (!ok) {
      const key = `${r.label.colour} → ${top.colour}`;
      f.confusion.set(key, (f.confusion.get(key) ?? 0) + 1);
    }
  }
  f.rightWhenNotAsked = notAsked ? f.rightWhenNotAsked / notAsked : 0;
  return f;
}

/** Trains on `train` with `opts`: out-of-fold calibration and ask level, then the full fit. */
export async function trainColour(
  train: readonly ColourRow[],
  opts: TrainOptions = OPTIONS,
): Promise<ColourHead> {
  const present = new Set(train.map((r) => r.label.colour));
  const classes = PHOTO_COLOUR_NAMES.filter((c) => present.has(c));
  const oof = await outOfFold(train, classes, opts);
  const head = await fit(train, classes, opts);
  const { t } = fitTemperatureOnLogits(
    oof,
    train.map((r) => classes.indexOf(r.label.colour)),
  );
  const answers = train.map((r, i) => {
    const p = softmax((oof[i] as Float32Array).map((v) => v / t));
    let best = 0;
    for (let k = 1; k < p.length; k++) if ((p[k] as number) > (p[best] as number)) best = k;
    const answer = classes[best] as PhotoColourName;
    return {
      answer,
      label: r.label,
      confidence: p[best] as number,
      right: acceptable(answer, r.label),
    };
  });
  return {
    head: {
      ...head,
      temperature: t,
      meta: { trained: new Date().toISOString().slice(0, 10), rows: train.length },
    },
    askBelow: askLevel(answers),
  };
}

const pct = (k: number, n: number): string => `${(k / Math.max(1, n)).toFixed(3)} (${k}/${n})`;

/** Prints the validation figures README quotes. */
export function printFigures(f: ColourFigures, log = console.log): void {
  log(
    `shop colours: exact ${pct(f.shopExact, f.shopN)}, acceptable ${pct(f.shopAcceptable, f.shopN)}, within chips ${pct(f.shopWithinChips, f.shopN)}`,
  );
  log(`photo-only colours named right: ${pct(f.photoOnlyRight, f.photoOnlyN)}`);
  log(
    `all: exact ${pct(f.exact, f.n)}, acceptable ${pct(f.acceptable, f.n)}, within chips ${pct(f.withinChips, f.n)}`,
  );
  log(
    `asked to confirm ${pct(f.asked, f.n)}; right when not asked ${f.rightWhenNotAsked.toFixed(3)}`,
  );
}

async function main(): Promise<void> {
  const rows = await colourRows();
  const train = rows.filter((r) => splitOf(r.senderId) === 'train');
  const val = rows.filter((r) => splitOf(r.senderId) === 'val');
  console.log(`${train.length} training and ${val.length} validation labels`);
  if (process.argv.includes('--compare')) {
    for (const [name, opts] of [
      ['l2 0.1, no square root', { ...OPTIONS, sqrt: false }],
      ['l2 0.1, pixels alone (no block-12 mean)', { ...OPTIONS, dims: COLOUR_FEATURES }],
      ['l2 0.03', { ...OPTIONS, l2: 0.03 }],
      ['l2 0.1 (adopted)', OPTIONS],
      ['l2 0.3', { ...OPTIONS, l2: 0.3 }],
      ['l2 0.1, hidden layer of 32', { ...OPTIONS, hidden: 32 }],
    ] as const) {
      const model = await trainColour(train, opts);
      console.log(
        `\n${name}: T ${model.head.temperature.toFixed(1)}, askBelow ${model.askBelow.toFixed(3)}`,
      );
      printFigures(figuresOf(model, val));
    }
    return;
  }
  const model = await trainColour(train);
  writeFileSync(
    COLOUR_HEAD_FILE,
    `${JSON.stringify({ head: JSON.parse(serialiseHead(model.head)), askBelow: model.askBelow })}\n`,
  );
  console.log(
    `wrote ${COLOUR_HEAD_FILE}: T ${model.head.temperature.toFixed(1)}, askBelow ${model.askBelow.toFixed(3)}`,
  );
  printFigures(figuresOf(model, val));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
