/**
 * `npm run fit:asking`: fits the recogniser's asking policy (server/styling/recognizer/
 * confidence.ts) on the sender-disjoint validation split (dataset.ts `splitSamples`) and writes
 * it to weights/asking.json, which the server reads.
 *
 * Every men's validation photo is read once by the served models (index.ts `read`: each
 * category's and colour's probability; cached in data/cache/recognizer/asking-readings.json,
 * keyed by the weights it was read with). Truth: the exact category from the project's labels
 * (fine-labels.csv, kind-labels.csv, and the one category of Shorts and Blazer), the colour from
 * colour-labels.csv (the label or its acceptable alternative counts as right).
 *
 * Fitted, per the requirement (confidence.ts), each level the lowest at which the answers at or
 * above it meet their target: the slot level (slot right ≥ SLOT_TARGET), per answered slot the
 * category level (exact ≥ CATEGORY_TARGET among slot-sure answers), the colour level
 * (acceptable ≥ COLOUR_TARGET; one for every family of the answered colour, see `fitPolicy`);
 * then the fewest chips per slot, and for the colour, that put the right value among the guess
 * and its chips in ≥ CHIPS_TARGET of the answers that ask it (at most MAX_POLICY_CHIPS). It
 * prints the figures on the photos fitted on and, pooled over FOLDS folds of the senders, on each
 * fold with the policy fitted on the others.
 *
 *   npx tsx ml/asking.ts           # read (or reuse the cache), fit, write, print
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { categoryInfo, SLOTS, type CategoryName, type Slot } from '../contract/taxonomy';
import { backboneFingerprint } from '../server/styling/recognizer/backbone';
import { COLOUR_HEAD_FILE } from '../server/styling/recognizer/colour-head';
import {
  ASKING_FILE,
  categoryQuestion,
  COLOUR_FAMILY_NAMES,
  colourChipsOf,
  isColourAsked,
  MAX_POLICY_CHIPS,
  slotProbability,
  type AskingPolicy,
} from '../server/styling/recognizer/confidence';
import { hashText } from '../server/styling/prng';
import { HEAD_FILE } from '../server/styling/recognizer/head';
import { createRecognizer, MENS_LABELS, type Reading } from '../server/styling/recognizer/index';
import { acceptable } from './colour';
import {
  imagePath,
  KIND_LABELS_FILE,
  readColourLabels,
  readFineLabels,
  REPO_ROOT,
  splitSamples,
  usableSamplesOrExit,
  type ColourLabel,
} from './dataset';

/** Asked answers whose right value must be among the guess and its chips. */
export const CHIPS_TARGET = 0.98;
/** Colours stated without asking that must be right (the label or its acceptable name). */
export const COLOUR_TARGET = 0.95;
/** Categories stated without asking that must be exactly right. */
export const CATEGORY_TARGET = 0.85;
/**
 * Answers whose slot is taken as sure that must be of the right slot: the slot-sure chips hold
 * only that slot's categories, so the slot's errors must stay well under 1 − CHIPS_TARGET.
 */
export const SLOT_TARGET = 0.99;

/** One validation photo: its reading and what is known to be true of it. */
export interface LabelledReading {
  image: string;
  label: string;
  senderId: string;
  reading: Reading;
  /** The exact category, when labelled. */
  category: CategoryName | null;
  /** The colour label, when labelled. */
  colour: ColourLabel | null;
}

/** Categories implied by a dataset label of a single category. */
const ONLY_CATEGORY: Readonly<Record<string, CategoryName>> = {
  Shorts: '숏팬츠',
  Blazer: '슈트&블레이저 재킷',
};

const CACHE = path.join(REPO_ROOT, 'data', 'cache', 'recognizer', 'asking-readings.json');

/** The weights a reading depends on, hashed (the cache's key). */
function weightsKey(): string {
  const h = createHash('sha256');
  h.update(backboneFingerprint());
  for (const f of [HEAD_FILE, COLOUR_HEAD_FILE]) h.update(readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

/**
 * Every men's validation photo's reading with its labels (read by the served models, or from the
 * cache when the weights are unchanged).
 */
export async function labelledReadings(log = console.log): Promise<LabelledReading[]> {
  const fine = readFineLabels();
  for (const [image, c] of readFineLabels(KIND_LABELS_FILE))
    if (!fine.has(image)) fine.set(image, c);
  const colours = readColourLabels();
  const photos = splitSamples(usableSamplesOrExit()).val.filter((s) =>
    (MENS_LABELS as readonly string[]).includes(s.label),
  );
  const key = weightsKey();
  let cached: Record<string, Reading> = {};
  if (existsSync(CACHE)) {
    const stored = JSON.parse(readFileSync(CACHE, 'utf8')) as {
      key: string;
      readings: Record<string, Reading>;
    };
    if (stored.key === key) cached = stored.readings;
  }
  const missing = photos.filter((s) => !cached[s.image]);
  if (missing.length > 0) {
    log(`reading ${missing.length} validation photos…`);
    const recognizer = createRecognizer();
    for (const s of missing) cached[s.image] = await recognizer.read(await readFile(imagePath(s)));
    mkdirSync(path.dirname(CACHE), { recursive: true });
    writeFileSync(CACHE, JSON.stringify({ key, readings: cached }));
  }
  return photos.map((s) => ({
    image: s.image,
    label: s.label,
    senderId: s.senderId,
    reading: cached[s.image] as Reading,
    category: fine.get(s.image) ?? ONLY_CATEGORY[s.label] ?? null,
    colour: colours.get(s.image) ?? null,
  }));
}

/**
 * The fewest chips (1–MAX_POLICY_CHIPS) for which `holds` is true of ≥ CHIPS_TARGET of `rows`;
 * MAX_POLICY_CHIPS when none is.
 */
export function fewestChips<T>(rows: readonly T[], holds: (row: T, k: number) => boolean): number {
  for (let k = 1; k < MAX_POLICY_CHIPS; k++)
    if (rows.filter((r) => holds(r, k)).length >= CHIPS_TARGET * rows.length) return k;
  return MAX_POLICY_CHIPS;
}

const share = (k: number, n: number): string => `${(k / Math.max(1, n)).toFixed(3)} (${k}/${n})`;

/** The policy with the levels and chip counts still to fit (chips 1, levels 0). */
const blank = (): Omit<AskingPolicy, 'fittedOn'> => ({
  slotSureAt: 0,
  category: Object.fromEntries(
    SLOTS.map((s) => [s, { askBelow: 0, chips: 1 }]),
  ) as AskingPolicy['category'],
  colour: Object.fromEntries(
    COLOUR_FAMILY_NAMES.map((f) => [f, { askBelow: 0 }]),
  ) as AskingPolicy['colour'],
  colourChips: 1,
});

/**
 * The lowest level such that answers at or above it are right ≥ `target` of the time (walking
 * down from the most confident answer); 1 (always ask) when even the most confident ones miss it.
 */
export function levelFor(
  answers: readonly { confidence: number; right: boolean }[],
  target: number,
): number {
  const sorted = [...answers].sort((a, b) => b.confidence - a.confidence);
  let right = 0;
  let level = 1;
  sorted.forEach((a, i) => {
    if (a.right) right++;
    const next = sorted[i + 1];
    // A level sits between two answers, never inside a run of equal confidences.
    if (right / (i + 1) >= target && (!next || next.confidence < a.confidence))
      level = a.confidence;
  });
  return level;
}

/** The answer's slot. */
const slotOf = (r: LabelledReading): Slot =>
  categoryInfo((r.reading.categories[0] as { category: CategoryName }).category).slot;

/** The policy's decision on one labelled reading, and whether the truth is among guess and chips. */
export function judged(policy: Omit<AskingPolicy, 'fittedOn'>, r: LabelledReading) {
  const answer = r.reading.categories[0] as { category: CategoryName; p: number };
  const question = categoryQuestion({ ...policy, fittedOn: '' }, r.reading.categories);
  const colour = r.reading.colour;
  const label = r.colour;
  const colourChips = colourChipsOf(policy, colour, question.ask);
  return {
    category:
      r.category === null
        ? null
        : {
            asked: question.ask,
            right: answer.category === r.category,
            within:
              answer.category === r.category ||
              question.chips.some((c) => c.category === r.category),
          },
    colour:
      label === null
        ? null
        : {
            asked: isColourAsked({ ...policy, fittedOn: '' }, colour),
            right: acceptable(colour.colour, label),
            within: [colour.colour, ...colourChips].some((c) => acceptable(c, label)),
          },
  };
}

/** A policy, or each reading's own policy (`senderFolds`). */
export type PolicyFor =
  Omit<AskingPolicy, 'fittedOn'> | ((r: LabelledReading) => Omit<AskingPolicy, 'fittedOn'>);

/** Figures of a policy on labelled readings (the bench prints the same from served answers). */
export function figures(policy: PolicyFor, rows: readonly LabelledReading[]) {
  const js = rows.map((r) => judged(typeof policy === 'function' ? policy(r) : policy, r));
  const tally = (xs: ({ asked: boolean; right: boolean; within: boolean } | null)[]) => {
    const all = xs.filter((x) => x !== null);
    const said = all.filter((x) => !x.asked);
    const asked = all.filter((x) => x.asked);
    return {
      n: all.length,
      asked: asked.length,
      rightNotAsked: said.filter((x) => x.right).length,
      notAsked: said.length,
      withinAsked: asked.filter((x) => x.within).length,
    };
  };
  return { category: tally(js.map((j) => j.category)), colour: tally(js.map((j) => j.colour)) };
}

/**
 * Fits the policy on `rows` (see the module comment): the slot level, then per slot the category
 * level and per colour family the colour level, then the fewest chips for the asked answers.
 */
export function fitPolicy(rows: readonly LabelledReading[]): Omit<AskingPolicy, 'fittedOn'> {
  const policy = blank();
  const labelled = rows.filter((r) => r.category !== null);
  policy.slotSureAt = levelFor(
    labelled.map((r) => ({
      confidence: slotProbability(r.reading.categories, slotOf(r)),
      right: categoryInfo(r.category as CategoryName).slot === slotOf(r),
    })),
    SLOT_TARGET,
  );
  for (const slot of SLOTS) {
    const mine = labelled.filter(
      (r) => slotOf(r) === slot && slotProbability(r.reading.categories, slot) >= policy.slotSureAt,
    );
    policy.category[slot].askBelow = levelFor(
      mine.map((r) => ({
        confidence: r.reading.categories[0]?.p ?? 0,
        right: r.reading.categories[0]?.category === r.category,
      })),
      CATEGORY_TARGET,
    );
  }
  const coloured = rows.filter((r) => r.colour !== null);
  // One colour level for every family: five levels fitted on the validation photos let a new
  // sender's wrong colours through (five folds by sender: right when not asked 0.892 with a level
  // per family, 0.940 with one; docs/figures.md "What a new sender meets").
  const colourLevel = levelFor(
    coloured.map((r) => ({
      confidence: r.reading.colour.confidence,
      right: acceptable(r.reading.colour.colour, r.colour as ColourLabel),
    })),
    COLOUR_TARGET,
  );
  for (const family of COLOUR_FAMILY_NAMES) policy.colour[family].askBelow = colourLevel;
  for (const slot of SLOTS) {
    const asked = labelled.filter((r) => slotOf(r) === slot && judged(policy, r).category?.asked);
    policy.category[slot].chips = fewestChips(asked, (r, k) => {
      const category = { ...policy.category, [slot]: { ...policy.category[slot], chips: k } };
      return judged({ ...policy, category }, r).category?.within === true;
    });
  }
  const colourAsked = coloured.filter((r) => judged(policy, r).colour?.asked);
  policy.colourChips = fewestChips(
    colourAsked,
    (r, k) => judged({ ...policy, colourChips: k }, r).colour?.within === true,
  );
  return policy;
}

/** Folds of the senders (`hashText` of the sender id), for the cross-validated figures. */
export const FOLDS = 5;

/**
 * Each reading's policy fitted on the readings of the other folds' senders (FOLDS folds by sender
 * id).
 * @throws Error for a reading not among `rows`.
 */
export function senderFolds(rows: readonly LabelledReading[]): PolicyFor {
  const fold = (r: LabelledReading): number => hashText(`asking-fold:${r.senderId}`) % FOLDS;
  const fitted = Array.from({ length: FOLDS }, (_, f) =>
    fitPolicy(rows.filter((r) => fold(r) !== f)),
  );
  return (r) => {
    if (!rows.includes(r)) throw new Error(`${r.image} was not folded`);
    return fitted[fold(r)] as Omit<AskingPolicy, 'fittedOn'>;
  };
}

/** Prints the figures of a policy (or of each reading's own, `senderFolds`) on `rows`. */
export function printFigures(
  policy: PolicyFor,
  rows: readonly LabelledReading[],
  log = console.log,
): void {
  const { category: c, colour: k } = figures(policy, rows);
  log(
    `  colour: asked ${share(k.asked, k.n)}; right when not asked ${share(k.rightNotAsked, k.notAsked)}; right among the chips when asked ${share(k.withinAsked, k.asked)}`,
  );
  log(
    `  category: asked ${share(c.asked, c.n)}; exact when not asked ${share(c.rightNotAsked, c.notAsked)}; right among the chips when asked ${share(c.withinAsked, c.asked)}`,
  );
}

async function main(): Promise<void> {
  const rows = await labelledReadings();
  const policy: AskingPolicy = {
    fittedOn: `backbone ${backboneFingerprint()}; ${rows.length} men's validation photos (${rows.filter((r) => r.category).length} with a category label, ${rows.filter((r) => r.colour).length} with a colour label)`,
    ...fitPolicy(rows),
  };
  writeFileSync(ASKING_FILE, `${JSON.stringify(policy, null, 2)}\n`);
  console.log(`wrote ${ASKING_FILE}:`);
  console.log(JSON.stringify({ ...policy, fittedOn: undefined }));
  console.log('on the photos it was fitted on:');
  printFigures(policy, rows);
  // Fitted on four fifths of the senders, measured on the fifth, each fifth in turn: what a new
  // sender would see (the levels' own noise included).
  console.log(
    `fitted on ${FOLDS - 1} of ${FOLDS} folds of the senders, measured on the fifth, pooled:`,
  );
  printFigures(senderFolds(rows), rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
