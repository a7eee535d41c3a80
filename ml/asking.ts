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
 * Fitted, per the requirement (confidence.ts): the fewest chips per answered slot, and for the
 * colour, that put the right value among the guess and its chips in ≥ CHIPS_TARGET of asked
 * answers (at most MAX_POLICY_CHIPS).
 *
 *   npx tsx ml/asking.ts           # read (or reuse the cache), fit, write, print
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { categoryInfo, SLOTS, type CategoryName, type Slot } from '../contract/taxonomy';
import { backboneFingerprint } from '../server/styling/recognizer/backbone';
import { COLOUR_HEAD_FILE, loadColourHead } from '../server/styling/recognizer/colour-head';
import {
  ASK_CATEGORY_BELOW,
  ASKING_FILE,
  colourChipsOf,
  MAX_POLICY_CHIPS,
  type AskingPolicy,
} from '../server/styling/recognizer/confidence';
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

/** Is the labelled category the guess or among the first `k` chips (the slot's, by probability)? */
function categoryWithin(r: LabelledReading, k: number): boolean {
  const [answer, ...rest] = r.reading.categories;
  if (!answer || !r.category) return false;
  const slot = categoryInfo(answer.category).slot;
  return [answer, ...rest.filter((c) => categoryInfo(c.category).slot === slot).slice(0, k)].some(
    (c) => c.category === r.category,
  );
}

/** Is the labelled colour (or its alternative) the guess or among the first `k` chips? */
function colourWithin(r: LabelledReading, k: number): boolean {
  const label = r.colour;
  const { colour } = r.reading;
  return (
    label !== null &&
    [colour.colour, ...colourChipsOf({ colourChips: k }, colour)].some((c) => acceptable(c, label))
  );
}

/**
 * The fewest chips (1–MAX_POLICY_CHIPS) that put the truth among the guess and its chips in
 * ≥ CHIPS_TARGET of `rows`; MAX_POLICY_CHIPS when none does.
 */
export function fewestChips<T>(rows: readonly T[], within: (row: T, k: number) => boolean): number {
  for (let k = 1; k < MAX_POLICY_CHIPS; k++)
    if (rows.filter((r) => within(r, k)).length >= CHIPS_TARGET * rows.length) return k;
  return MAX_POLICY_CHIPS;
}

const share = (k: number, n: number): string => `${(k / Math.max(1, n)).toFixed(3)} (${k}/${n})`;

/** Fits the policy on `rows` (see the module comment), printing what it chose. */
export function fitPolicy(
  rows: readonly LabelledReading[],
  askColourBelow: number,
  log = console.log,
): Omit<AskingPolicy, 'fittedOn'> {
  const slotOf = (r: LabelledReading): Slot =>
    categoryInfo((r.reading.categories[0] as { category: CategoryName }).category).slot;
  const category = Object.fromEntries(
    SLOTS.map((slot) => {
      const asked = rows.filter(
        (r) =>
          r.category !== null &&
          slotOf(r) === slot &&
          (r.reading.categories[0]?.p ?? 0) < ASK_CATEGORY_BELOW,
      );
      const chips = fewestChips(asked, categoryWithin);
      log(
        `category chips, ${slot}: ${chips} (asked answers holding the right one ${share(asked.filter((r) => categoryWithin(r, chips)).length, asked.length)})`,
      );
      return [slot, { chips }];
    }),
  ) as AskingPolicy['category'];
  const colourAsked = rows.filter(
    (r) => r.colour !== null && r.reading.colour.confidence < askColourBelow,
  );
  const colourChips = fewestChips(colourAsked, colourWithin);
  log(
    `colour chips: ${colourChips} (asked answers holding the right one ${share(colourAsked.filter((r) => colourWithin(r, colourChips)).length, colourAsked.length)})`,
  );
  return { category, colourChips };
}

async function main(): Promise<void> {
  const rows = await labelledReadings();
  const policy: AskingPolicy = {
    fittedOn: `backbone ${backboneFingerprint()}; ${rows.length} men's validation photos (${rows.filter((r) => r.category).length} with a category label, ${rows.filter((r) => r.colour).length} with a colour label)`,
    ...fitPolicy(rows, loadColourHead().askBelow),
  };
  writeFileSync(ASKING_FILE, `${JSON.stringify(policy, null, 2)}\n`);
  console.log(`wrote ${ASKING_FILE}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
