/**
 * The development photo set (../shared/datasets/clothing, README there): labels.csv reading,
 * filtering and the deterministic sender-disjoint train/validation split that training and the
 * benchmark share.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsv } from '../server/catalog/format';
import { PATTERNS, type Pattern } from '../server/catalog/illustration';
import { hashText } from '../server/styling/prng';
import { MENS_LABELS } from '../server/styling/recognizer/mapping';
import {
  isCategoryName,
  isPhotoColour,
  isShopColour,
  type CategoryName,
  type ColourName,
  type PhotoColourName,
} from '../contract/taxonomy';

/** Repository root (three levels above this file). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Thrown when the dataset folder or its labels.csv is missing. */
export class DatasetMissingError extends Error {
  override name = 'DatasetMissingError';
}

/** One photo of labels.csv. */
export interface Sample {
  /** Image id; the file is `images/<image>.jpg`. */
  image: string;
  label: string;
  kids: boolean;
  senderId: string;
}

/** The dataset folder: `$FITPICK_DATASET`, else `<repo root>/../shared/datasets/clothing`. */
export function datasetDir(): string {
  return (
    process.env.FITPICK_DATASET ?? path.resolve(REPO_ROOT, '..', 'shared', 'datasets', 'clothing')
  );
}

/** Absolute path of a sample's JPEG. */
export function imagePath(sample: Pick<Sample, 'image'>, dir = datasetDir()): string {
  return path.join(dir, 'images', `${sample.image}.jpg`);
}

/**
 * Reads labels.csv (`image,label,kids,sender_id`; labels may be quoted, e.g. "Not sure").
 * @throws DatasetMissingError with the looked-up path when the folder or file is missing.
 */
export function readLabels(dir = datasetDir()): Sample[] {
  const file = path.join(dir, 'labels.csv');
  if (!existsSync(file)) {
    throw new DatasetMissingError(
      `clothing dataset not found: ${file} is missing. Put the dataset at ../shared/datasets/clothing ` +
        'or set FITPICK_DATASET to its folder.',
    );
  }
  return readCsv(readFileSync(file, 'utf8'))
    .slice(1)
    .map(({ fields }) => {
      const [image = '', label = '', kids = '', senderId = ''] = fields.map((c) => c.trim());
      return { image, label, kids: kids === 'True', senderId };
    });
}

/** Labels with no usable class ("Other", "Not sure") or none for adults (Body: all kids). */
export const UNUSABLE_LABELS: ReadonlySet<string> = new Set(['Other', 'Not sure', 'Body']);

/** Adult photos with a usable label (drops kids=True and `UNUSABLE_LABELS`). */
export function usableSamples(samples: readonly Sample[]): Sample[] {
  return samples.filter((s) => !s.kids && !UNUSABLE_LABELS.has(s.label));
}

/**
 * For command-line scripts (training, benchmark): the usable samples, or — when the dataset is
 * missing — its clear message on stderr and exit code 1 instead of a stack trace.
 */
export function usableSamplesOrExit(): Sample[] {
  try {
    return usableSamples(readLabels());
  } catch (err) {
    if (err instanceof DatasetMissingError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Fraction of senders' hash space put in validation (photos: ~18% of usable ones). */
export const VALIDATION_SHARE = 0.18;
// Salt v4 chosen among v1–v30 because it puts 18.4% of usable photos (62 senders) in
// validation with every men's label represented (Hoodie 11, Polo 20, Blazer 23 photos).
const SPLIT_SALT = 'fitpick-recognizer-split-v4';

/**
 * Which side of the split a sender's photos go to: `hashText` (server/styling/prng.ts) of salt + sender id, mapped to
 * [0, 1), below `VALIDATION_SHARE` → validation. Deterministic and sender-disjoint (all of a
 * sender's photos go to one side, so neighbouring shots of a garment never leak across).
 */
export function splitOf(senderId: string): 'train' | 'val' {
  return hashText(`${SPLIT_SALT}:${senderId}`) / 2 ** 32 < VALIDATION_SHARE ? 'val' : 'train';
}

/** Splits samples by `splitOf(sample.senderId)`, keeping input order on each side. */
export function splitSamples<T extends Pick<Sample, 'senderId'>>(
  samples: readonly T[],
): { train: T[]; val: T[] } {
  const train: T[] = [];
  const val: T[] = [];
  for (const s of samples) (splitOf(s.senderId) === 'val' ? val : train).push(s);
  return { train, val };
}

/** Every how-many-th men's validation photo the stylist and budget benchmarks dress. */
export const STYLIST_STEP = 3;

/**
 * The photos the stylist and budget benchmarks dress as shoppers' photos
 * (bench/support/validation-answers.ts): every `step`-th photo of the validation split
 * restricted to the 10 men's labels (MENS_LABELS), in labels.csv order. The photographed sample
 * catalogue never cuts a product picture out of these (ml/catalogue-photos.ts), so a benchmark's
 * similar item is never the shopper's own photo.
 */
export function stylistPhotos<T extends Pick<Sample, 'senderId' | 'label'>>(
  samples: readonly T[],
  step = STYLIST_STEP,
): T[] {
  return splitSamples(samples)
    .val.filter((s) => (MENS_LABELS as readonly string[]).includes(s.label))
    .filter((_, i) => i % step === 0);
}

/** ml/data/: the project's labels. */
const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

/**
 * The project's own within-kind labels of dataset photos: `image,category` rows (TAXONOMY
 * category names; photo ids only, never the photos), made by eye from contact sheets (README).
 */
export const FINE_LABELS_FILE = path.join(DATA_DIR, 'fine-labels.csv');
/**
 * The stylist benchmark's photos (`stylistPhotos`) labelled by eye with their garment's pattern
 * (`image,pattern`: solid, stripe, check, print, block), read by bench:stylist to compare the
 * similar item's pattern; never used for training or the catalogue.
 */
export const STYLIST_PATTERNS_FILE = path.join(DATA_DIR, 'stylist-pattern-labels.csv');

/**
 * The project's fine labels (`FINE_LABELS_FILE`): image id → TAXONOMY category.
 * @throws Error naming the file for a category that is not a TAXONOMY name.
 */
export function readFineLabels(file = FINE_LABELS_FILE): Map<string, CategoryName> {
  return readImageLabels(file, isCategoryName, 'category');
}

/**
 * The category labels of the T-shirt, polo, hoodie, shorts and blazer photos made for the
 * photographed sample catalogue (`image,category`; kept apart from the fine labels so the
 * recogniser's training and figures stay as measured); read with {@link readFineLabels}.
 */
export const KIND_LABELS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'data',
  'kind-labels.csv',
);

/**
 * The project's colour labels of dataset photos: `image,colour,alt` rows — the garment's colour as
 * a shopper would name it (a shop or photo-only colour, taxonomy.ts `PHOTO_COLOURS`) and, where
 * the garment sits between two, a second acceptable name (empty otherwise). Made by eye on
 * contact sheets following `data/colour-cues.md`; photo ids only, never the photos.
 */
export const COLOUR_LABELS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'data',
  'colour-labels.csv',
);

/** One photo's colour label. */
export interface ColourLabel {
  colour: PhotoColourName;
  /** A second acceptable name, or null. */
  alt: PhotoColourName | null;
}

/**
 * The project's colour labels (`COLOUR_LABELS_FILE`): image id → colour and acceptable alternative.
 * @throws Error naming the file for a name that is not a photo colour.
 */
export function readColourLabels(file = COLOUR_LABELS_FILE): Map<string, ColourLabel> {
  const out = new Map<string, ColourLabel>();
  for (const { fields } of readCsv(readFileSync(file, 'utf8')).slice(1)) {
    const [image = '', colour = '', alt = ''] = fields.map((c) => c.trim());
    if (!isPhotoColour(colour) || (alt !== '' && !isPhotoColour(alt)))
      throw new Error(`${file}: unknown colour ${colour}/${alt} for ${image}`);
    out.set(image, { colour, alt: alt === '' || alt === colour ? null : alt });
  }
  return out;
}

/**
 * The reasons a cut-out was left out of the photographed catalogue (catalogue-rejects.csv, whose
 * optional third column says what was seen): the cut-out's quality (remnant, cut), labels that do
 * not fit a men's shop product (not-mens, colour, category, pattern), and what a shop would never
 * publish: a legible third-party brand mark, logo, licensed character or celebrity likeness
 * (brand: the pictures are sold under the shop's invented brands), a dirty, stained or torn
 * garment (dirty), a picture too blurred to show its shape (blurred), profanity (offensive), a
 * camera's date stamp (stamped); and, from the second review of every shipped picture
 * (picture-review-cues.md, "Second review"), what does not look like a new product: crumpled or
 * creased fabric, a twisted or folded lay (crumpled), wear — scuffs, pilling, fading, fraying,
 * heavy shredding, worn footbeds (worn).
 */
export const REJECT_REASONS = [
  'remnant',
  'cut',
  'not-mens',
  'colour',
  'category',
  'pattern',
  'brand',
  'dirty',
  'blurred',
  'offensive',
  'stamped',
  'crumpled',
  'worn',
] as const;

/** `image,pattern` rows of pattern-labels.csv (solid, stripe, check, print, block). */
export function readPatternLabels(
  file = path.join(DATA_DIR, 'pattern-labels.csv'),
): Map<string, Pattern> {
  return readImageLabels(
    file,
    (v): v is Pattern => (PATTERNS as readonly string[]).includes(v),
    'pattern',
  );
}

/** A photographed picture's colour and pattern as seen on the picture itself (catalogue-labels.csv). */
export interface CatalogueLabel {
  colour: ColourName;
  pattern: Pattern;
}

/**
 * `image,colour,pattern,note` rows of catalogue-labels.csv: the shipped pictures whose tags the
 * second review (two blind passes over the pictures at 300–480 px) found wrong, relabelled against
 * the picture; they win over the photo's own colour and pattern labels. Throws on a colour that
 * is not a shop colour or an unknown pattern.
 */
export function readCatalogueLabels(
  file = path.join(DATA_DIR, 'catalogue-labels.csv'),
): Map<string, CatalogueLabel> {
  const out = new Map<string, CatalogueLabel>();
  for (const { fields } of readCsv(readFileSync(file, 'utf8')).slice(1)) {
    const [image = '', colour = '', pattern = ''] = fields.map((c) => c.trim());
    if (!isShopColour(colour) || !(PATTERNS as readonly string[]).includes(pattern))
      throw new Error(`${file}: bad label ${colour} ${pattern} for ${image}`);
    out.set(image, { colour, pattern: pattern as Pattern });
  }
  return out;
}

/** `image,reason` rows of catalogue-rejects.csv: the cut-outs looked at and left out. */
export function readCatalogueRejects(
  file = path.join(DATA_DIR, 'catalogue-rejects.csv'),
): Map<string, (typeof REJECT_REASONS)[number]> {
  return readImageLabels(
    file,
    (v): v is (typeof REJECT_REASONS)[number] => (REJECT_REASONS as readonly string[]).includes(v),
    'reason',
  );
}

/** `image,value` rows after a header, each value checked by `valid`. */
function readImageLabels<T extends string>(
  file: string,
  valid: (value: string) => value is T,
  what: string,
): Map<string, T> {
  const out = new Map<string, T>();
  for (const { fields } of readCsv(readFileSync(file, 'utf8')).slice(1)) {
    const [image = '', value = ''] = fields.map((c) => c.trim());
    if (!valid(value)) throw new Error(`${file}: unknown ${what} ${value} for ${image}`);
    out.set(image, value);
  }
  return out;
}
