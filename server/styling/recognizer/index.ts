/**
 * The garment recogniser: one photo → a `Recognition` (server/styling/types.ts) naming one of the
 * 45 TAXONOMY categories, its slot, calibrated confidence, up to 3 runner-ups, the dominant colour
 * and whether the photo shows a men's garment at all.
 *
 * Pipeline: sharp decode + EXIF rotate + centre crop (or white padding, whichever the head was
 * trained with) to 224×224 (preprocess.ts) → frozen MobileNetV2-mid embedding (backbone.ts; of
 * the photo and its mirror image, averaged, when the head asks for test-time flip — the committed
 * one does not, for latency) → trained softmax head over the
 * dataset's coarse labels plus a synthetic "no garment" class, temperature-calibrated
 * (head.ts, weights/head.json) → rejection when the non-men classes (Dress, Skirt, Blouse, Top,
 * Hat, NoGarment) hold at least `head.rejectAt` of the probability → the within-kind category
 * (fine.ts: linear classifiers trained on data/fine-labels.csv, sleeve length for
 * shirts and polos, colour/shape rules otherwise) → the colour model over the whole photo's
 * garment pixels (colour-head.ts), with whether the category and colour should be confirmed → the
 * photo's look (look.ts: the feature vector projected on its principal components), which the
 * photographed slot compares with the products' looks.
 *
 * A rejected photo still gets the best men's guess in its category fields (`menswear: false`).
 */
import {
  CATEGORY_NAMES as MENS_CATEGORIES,
  categoryInfo,
  type CategoryName,
} from '../../../contract/taxonomy';
import { garmentCutout, openCv, SERVED_CUTOUT_MASK, type MaskPrior } from '../cutout';
import type { GarmentCutout, GarmentRecognizer, Recognition } from '../types';
import { backboneFingerprint, embed, loadBackbone } from './backbone';
import { priorOf } from './mask-head';
import {
  categoryQuestion,
  colourChipsOf,
  isColourAsked,
  loadAskingPolicy,
  type AskingPolicy,
  type Scored,
} from './confidence';
import { loadColourHead, readColour, type ColourHead, type ColourReading } from './colour-head';
import { garmentPixels, type GarmentPixels } from './garment-pixels';
import { categoryShares, fineInput } from './fine';
import { assertHeadFitsBackbone, headLogits, loadHead, softmax, type HeadWeights } from './head';
import { ANSWERABLE_LABELS } from './mapping';
import { ImageDecodeError } from './decode-error';
import { prepare, toFloat, type Prepared } from './preprocess';
import { loadLookProjection, lookOf, type LookProjection } from './look';

export { ImageDecodeError } from './decode-error';
export { KIND, MENS_LABELS, isRightKind, kindOf, type MensLabel } from './mapping';

/**
 * Something that can recognise garments: the local model here, later possibly a hosted vision
 * model. `warmUp` loads whatever is needed so the first `recognize` is not slow.
 */
export interface RecognizerProvider extends GarmentRecognizer {
  readonly name: string;
  warmUp(): Promise<void>;
  /** The shopper's garment cut out on the calling thread (GarmentRecognizer.cutout). */
  cutout(image: Buffer): Promise<GarmentCutout>;
  /**
   * The mask head's prior of the photo's garment (../cutout.ts `MaskPrior`), from the backbone
   * this recogniser holds, in its queue of photos; what the cut-out's GrabCut is seeded from.
   * @throws ImageDecodeError when `image` cannot be decoded.
   */
  prior(image: Buffer): Promise<MaskPrior>;
}

/** Options of `createRecognizer`. */
export interface RecognizerOptions {
  /** Head weights file (default weights/head.json). */
  headFile?: string;
  /** Colour model file (default weights/colour.json). */
  colourFile?: string;
  /** Look projection file (default weights/look.json). */
  lookFile?: string;
  /** Asking policy file (default weights/asking.json, confidence.ts). */
  askingFile?: string;
}

/** The local recogniser, which can also give a photo's scores before the asking policy. */
export interface LocalRecognizer extends RecognizerProvider {
  /**
   * The photo's reading (every category's and colour's probability, p(not menswear)): what
   * `npm run fit:asking` fits the asking policy on.
   * @throws as `recognize`.
   */
  read(image: Buffer): Promise<Reading>;
}

/** Dataset labels the head knows that are not men's garments (Dress, Skirt, Hat, …, NoGarment). */
export function isRejectedLabel(label: string): boolean {
  return !ANSWERABLE_LABELS.includes(label);
}

/** What the head says about one photo, before the pixels are consulted. */
export interface Analysis {
  /** Calibrated probabilities of the answerable coarse labels, renormalised; highest first. */
  coarse: { label: string; p: number }[];
  /** Calibrated probability (over all classes) that the photo is not a men's garment. */
  pNotMenswear: number;
  /** Raw coarse logits (all classes, head order). */
  logits: Float32Array;
  /** fine.ts `fineInput` vector, or null without a fine head. */
  z: Float32Array | null;
  /** The backbone embedding analysed (the colour model reads its block-12 mean). */
  embedding: Float32Array;
}

/**
 * Runs the head on one embedding: temperature-scaled softmax over all classes, the probability
 * mass of the non-men classes (rejection), and the answerable labels renormalised.
 */
export function analyse(head: HeadWeights, embedding: Float32Array): Analysis {
  const logits = headLogits(head, embedding);
  const p = softmax(logits.map((v) => v / head.temperature));
  let pNot = 0;
  const coarse: { label: string; p: number }[] = [];
  head.classes.forEach((c, i) => {
    if (isRejectedLabel(c)) pNot += p[i] as number;
    else coarse.push({ label: c, p: p[i] as number });
  });
  const sum = coarse.reduce((s, c) => s + c.p, 0);
  for (const c of coarse) c.p = sum > 0 ? c.p / sum : 1 / coarse.length;
  coarse.sort((a, b) => b.p - a.p);
  return {
    coarse,
    pNotMenswear: pNot,
    logits,
    z: head.fine ? fineInput(head, head.fine, embedding) : null,
    embedding,
  };
}

/** What the models say about one photo before the asking policy: every score it is decided on. */
export interface Reading {
  /**
   * The answer, then every other category by probability (the sum over coarse labels of
   * p(label) × share(category | label), fine.ts `categoryShares`; 0 for a category no classifier
   * gives a share, so that it can still be offered).
   */
  categories: Scored[];
  /** The colour model's reading for the most likely category (colour-head.ts `readColour`). */
  colour: ColourReading;
  /** Calibrated probability that the photo is not a men's garment. */
  pNotMenswear: number;
}

/**
 * Scores one analysed photo. The answer is the most likely category of the most likely men's
 * coarse label (so the answer's kind follows the classifier), put first; the others follow by
 * probability.
 * @throws Error when the head has no answerable classes.
 */
export function readingOf(
  head: HeadWeights,
  colourModel: ColourHead,
  a: Analysis,
  px: GarmentPixels,
  colourPx: GarmentPixels = px,
): Reading {
  const prob = new Map<CategoryName, number>();
  let category: CategoryName | null = null;
  for (const { label, p } of a.coarse) {
    const shares = categoryShares(head, label, a.logits, a.z, px);
    category ??= (shares[0] as { category: CategoryName }).category;
    for (const { category: c, share } of shares) prob.set(c, (prob.get(c) ?? 0) + p * share);
  }
  if (!category) throw new Error('no answerable classes in the head');
  const answer = category;
  const categories = [
    { category: answer, p: prob.get(answer) ?? 0 },
    ...MENS_CATEGORIES.filter((c) => c !== answer)
      .map((c) => ({ category: c, p: prob.get(c) ?? 0 }))
      .sort((x, y) => y.p - x.p),
  ];
  const colour = readColour(colourModel, colourPx, a.embedding, answer, categoryInfo(answer).slot);
  return { categories, colour, pNotMenswear: a.pNotMenswear };
}

/**
 * Turns a reading into a Recognition by the asking policy (confidence.ts): the category
 * question's chips as `runnerUps`, the colour question's as `colourChoices`, and whether each is
 * asked. `menswear` is false when the non-men classes hold at least `head.rejectAt` of the
 * probability.
 */
export function decide(
  head: HeadWeights,
  colourModel: ColourHead,
  policy: AskingPolicy,
  reading: Reading,
): Recognition {
  const { categories, colour } = reading;
  const answer = categories[0] as Scored;
  const question = categoryQuestion(policy, categories);
  return {
    category: answer.category,
    slot: categoryInfo(answer.category).slot,
    confidence: round(answer.p),
    runnerUps: question.chips,
    colour: colour.colour,
    colourConfidence: round(colour.confidence),
    shopColour: colour.shopColour,
    colourChoices: colourChipsOf(policy, colour, question.ask),
    ask: { category: question.ask, colour: isColourAsked(policy, colour) },
    menswear: reading.pNotMenswear < head.rejectAt,
  };
}

const round = (p: number): number => Math.round(p * 1e4) / 1e4;
/** Five decimals keep a look's cosines to 1e-4 and its JSON short. */
const roundLook = (v: number): number => Math.round(v * 1e5) / 1e5;

/** Floats in one 224×224×3 view. */
const VIEW = 224 * 224 * 3;

/** Element-wise mean of equally long vectors (the test-time-flip views). */
export function meanOf(xs: readonly Float32Array[]): Float32Array {
  const first = xs[0];
  if (!first) throw new Error('no embeddings');
  if (xs.length === 1) return first;
  const out = new Float32Array(first.length);
  for (const x of xs)
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + (x[i] as number) / xs.length;
  return out;
}

/**
 * Creates the local recogniser. Weights load on the first call (or `warmUp`), once; concurrent
 * first calls share the load. Calls are served one at a time (a promise queue: the wasm backend is
 * single-threaded anyway), so concurrent callers wait; a failed call does not block later ones.
 * @throws (from recognize/warmUp) Error when weights/head.json is missing or malformed; (from
 *   recognize) when weights/asking.json is.
 */
export function createRecognizer(options: RecognizerOptions = {}): LocalRecognizer {
  let head: HeadWeights | null = null;
  let policy: AskingPolicy | null = null;
  let colourModel: ColourHead | null = null;
  let projection: LookProjection | null = null;
  const ready = async (): Promise<{
    head: HeadWeights;
    colourModel: ColourHead;
    projection: LookProjection;
  }> => {
    if (!head) {
      const loaded = loadHead(options.headFile);
      assertHeadFitsBackbone(loaded, backboneFingerprint(), options.headFile);
      head = loaded;
    }
    if (!colourModel) {
      const loaded = loadColourHead(options.colourFile);
      assertHeadFitsBackbone(loaded.head, backboneFingerprint(), options.colourFile);
      colourModel = loaded;
    }
    if (!projection) {
      const loaded = loadLookProjection(options.lookFile);
      if (loaded.fingerprint !== backboneFingerprint())
        throw new Error(
          `${options.lookFile ?? 'weights/look.json'} was fitted on another backbone`,
        );
      projection = loaded;
    }
    await loadBackbone();
    return { head, colourModel, projection };
  };
  const pixels = new Float32Array(2 * VIEW);
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `job` after every photo before it (the wasm backend is single-threaded). */
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const result = queue.then(job, job);
    queue = result.catch(() => undefined);
    return result;
  };
  /**
   * The last photo read and its 'pad' square: an uploaded photo is recognised, then its mask
   * prior made (pool-worker.ts), from the same square.
   */
  let lastPad: { image: Buffer; prepared: Prepared } | null = null;
  // OpenCV.js (~10 MB of wasm) loads on the first cut-out only.
  let cv: ReturnType<typeof openCv> | null = null;
  /** One photo through the models, one at a time (the queue: the wasm backend is single-threaded). */
  const readPhoto = (image: Buffer): Promise<{ reading: Reading; look: number[] }> =>
    enqueue(async () => {
      if (!Buffer.isBuffer(image)) throw new ImageDecodeError('image must be a Buffer');
      const { head: h, colourModel: cm, projection: lp } = await ready();
      // The colour model reads the whole photo (its border is the background estimate).
      const [prepared, whole] = await Promise.all([
        prepare(image, h.mode),
        h.mode === 'pad' ? null : prepare(image, 'pad'),
      ]);
      // The shared input buffer is used by one photo at a time (`enqueue`).
      const views = h.flipTta ? 2 : 1;
      toFloat(prepared.rgb, pixels, 0);
      if (h.flipTta) toFloat(prepared.rgb, pixels, VIEW, true);
      const embeddings = await embed(views === 2 ? pixels : pixels.subarray(0, VIEW), views);
      const px = garmentPixels(prepared.rgb, 224, 224, prepared.content);
      const colourPx = whole ? garmentPixels(whole.rgb, 224, 224, whole.content) : px;
      const embedding = meanOf(embeddings);
      lastPad = { image, prepared: whole ?? prepared };
      return {
        reading: readingOf(h, cm, analyse(h, embedding), px, colourPx),
        look: Array.from(lookOf(lp, embedding), roundLook),
      };
    });
  return {
    name: 'local-mobilenetv2-mid',
    async warmUp() {
      await ready();
      policy ??= loadAskingPolicy(options.askingFile);
    },
    async cutout(image: Buffer): Promise<GarmentCutout> {
      if (!Buffer.isBuffer(image)) throw new ImageDecodeError('image must be a Buffer');
      cv ??= openCv();
      const prior = SERVED_CUTOUT_MASK === 'grabcut' ? undefined : await this.prior(image);
      return garmentCutout(await cv, image, { prior });
    },
    prior(image: Buffer): Promise<MaskPrior> {
      return enqueue(async () => {
        if (!Buffer.isBuffer(image)) throw new ImageDecodeError('image must be a Buffer');
        await ready();
        const read = lastPad?.image === image ? lastPad.prepared : null;
        lastPad = null;
        // prepare() throws ImageDecodeError for a photo that cannot be decoded.
        return priorOf(read ?? (await prepare(image, 'pad')));
      });
    },
    async recognize(image: Buffer): Promise<Recognition> {
      const { reading, look } = await readPhoto(image);
      const { head: h, colourModel: cm } = await ready();
      policy ??= loadAskingPolicy(options.askingFile);
      return { ...decide(h, cm, policy, reading), look };
    },
    async read(image: Buffer): Promise<Reading> {
      return (await readPhoto(image)).reading;
    },
  };
}
