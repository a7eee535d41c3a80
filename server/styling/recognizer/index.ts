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
import { categoryInfo, type CategoryName } from '../../../contract/taxonomy';
import { garmentCutout, openCv } from '../cutout';
import type { GarmentCutout, GarmentRecognizer, Recognition } from '../types';
import { backboneFingerprint, embed, loadBackbone } from './backbone';
import { colourChipsOf } from '../corrections';
import { ASK_CATEGORY_BELOW } from './confidence';
import { loadColourHead, readColour, type ColourHead } from './colour-head';
import { garmentPixels, type GarmentPixels } from './garment-pixels';
import { categoryShares, fineInput } from './fine';
import { assertHeadFitsBackbone, headLogits, loadHead, softmax, type HeadWeights } from './head';
import { ANSWERABLE_LABELS } from './mapping';
import { ImageDecodeError } from './decode-error';
import { prepare, toFloat } from './preprocess';
import { loadLookProjection, lookOf, type LookProjection } from './look';

export { ImageDecodeError } from './decode-error';
export { KIND, MENS_LABELS, isRightKind, kindOf, type MensLabel } from './mapping';

export { ASK_CATEGORY_BELOW } from './confidence';

/**
 * Something that can recognise garments: the local model here, later possibly a hosted vision
 * model. `warmUp` loads whatever is needed so the first `recognize` is not slow.
 */
export interface RecognizerProvider extends GarmentRecognizer {
  readonly name: string;
  warmUp(): Promise<void>;
  /** The shopper's garment cut out on the calling thread (GarmentRecognizer.cutout). */
  cutout(image: Buffer): Promise<GarmentCutout>;
}

/** Options of `createRecognizer`. */
export interface RecognizerOptions {
  /** Head weights file (default weights/head.json). */
  headFile?: string;
  /** Colour model file (default weights/colour.json). */
  colourFile?: string;
  /** Look projection file (default weights/look.json). */
  lookFile?: string;
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

/**
 * Turns the head's analysis and pixel cues into a Recognition. The answer is the most likely
 * category of the most likely men's coarse label (so the answer's kind follows the classifier);
 * category probabilities are the sum over coarse labels of p(label) × share(category | label)
 * (fine.ts `categoryShares`), and runner-ups are the next 3 categories by that probability.
 * `menswear` is false when the non-men classes hold at least `head.rejectAt` of the probability.
 */
export function decide(
  head: HeadWeights,
  colourModel: ColourHead,
  a: Analysis,
  px: GarmentPixels,
  colourPx: GarmentPixels = px,
): Recognition {
  const prob = new Map<CategoryName, number>();
  let category: CategoryName | null = null;
  for (const { label, p } of a.coarse) {
    const shares = categoryShares(head, label, a.logits, a.z, px);
    category ??= (shares[0] as { category: CategoryName }).category;
    for (const { category: c, share } of shares) prob.set(c, (prob.get(c) ?? 0) + p * share);
  }
  if (!category) throw new Error('no answerable classes in the head');
  const runnerUps = [...prob.entries()]
    .filter(([c]) => c !== category)
    .sort((x, y) => y[1] - x[1])
    .slice(0, 3)
    .map(([c, p]) => ({ category: c, confidence: round(p) }));
  const slot = categoryInfo(category).slot;
  const confidence = round(prob.get(category) ?? 0);
  const colour = readColour(colourModel, colourPx, a.embedding, category, slot);
  return {
    category,
    slot,
    confidence,
    runnerUps,
    colour: colour.colour,
    colourConfidence: round(colour.confidence),
    shopColour: colour.shopColour,
    colourChoices: colourChipsOf(colour, colourModel.confusions),
    ask: {
      category: confidence < ASK_CATEGORY_BELOW,
      colour: colour.confidence < colourModel.askBelow,
    },
    menswear: a.pNotMenswear < head.rejectAt,
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
 * @throws (from recognize/warmUp) Error when weights/head.json is missing or malformed.
 */
export function createRecognizer(options: RecognizerOptions = {}): RecognizerProvider {
  let head: HeadWeights | null = null;
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
  // OpenCV.js (~10 MB of wasm) loads on the first cut-out only.
  let cv: ReturnType<typeof openCv> | null = null;
  return {
    name: 'local-mobilenetv2-mid',
    async warmUp() {
      await ready();
    },
    async cutout(image: Buffer): Promise<GarmentCutout> {
      if (!Buffer.isBuffer(image)) throw new ImageDecodeError('image must be a Buffer');
      cv ??= openCv();
      return garmentCutout(await cv, image);
    },
    recognize(image: Buffer): Promise<Recognition> {
      const job = async (): Promise<Recognition> => {
        if (!Buffer.isBuffer(image)) throw new ImageDecodeError('image must be a Buffer');
        const { head: h, colourModel: cm, projection: lp } = await ready();
        // The colour model reads the whole photo (its border is the background estimate).
        const [prepared, whole] = await Promise.all([
          prepare(image, h.mode),
          h.mode === 'pad' ? null : prepare(image, 'pad'),
        ]);
        // The shared input buffer is used by one photo at a time (the queue below).
        const views = h.flipTta ? 2 : 1;
        toFloat(prepared.rgb, pixels, 0);
        if (h.flipTta) toFloat(prepared.rgb, pixels, VIEW, true);
        const embeddings = await embed(views === 2 ? pixels : pixels.subarray(0, VIEW), views);
        const px = garmentPixels(prepared.rgb, 224, 224, prepared.content);
        const colourPx = whole ? garmentPixels(whole.rgb, 224, 224, whole.content) : px;
        const embedding = meanOf(embeddings);
        const recognition = decide(h, cm, analyse(h, embedding), px, colourPx);
        return { ...recognition, look: Array.from(lookOf(lp, embedding), roundLook) };
      };
      const result = queue.then(job, job);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
