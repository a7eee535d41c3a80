/**
 * The garment recogniser: one photo → a `Recognition` (server/styling/types.ts) naming one of the
 * 45 TAXONOMY categories, its slot, confidence, up to 3 runner-ups and the dominant colour.
 *
 * Pipeline (median ≈72 ms per photo on 2 shared cores): sharp decode + EXIF rotate + centre crop
 * (or white padding, whichever the head was trained with) to 224×224 (preprocess.ts) → frozen MobileNetV2-mid embedding on tfjs-wasm (backbone.ts) →
 * trained head over the dataset's coarse labels (head.ts, weights/head.json) → colour and shape
 * from the pixels (colour.ts) → coarse label split over categories (mapping.ts).
 *
 * In this version the answer is always a men's category: coarse classes with no men's category
 * (Dress, Skirt, Hat, Top, Blouse) are dropped and the rest renormalised; rejecting such photos
 * comes later.
 */
import { categoryInfo, DENIM_COLOURS, type CategoryName, type ColourName } from '../../../src/contract/taxonomy';
import type { Recognition } from '../types';
import { embed, loadBackbone } from './backbone';
import { denimWash, garmentPixels, isDenimBlue, nearestColour, PLAIN_COLOURS, type GarmentPixels } from './colour';
import { headLogits, loadHead, softmax, type HeadWeights } from './head';
import { ANSWERABLE_LABELS, fineCategories } from './mapping';
import { ImageDecodeError, prepare, toFloat } from './preprocess';

export { ImageDecodeError } from './preprocess';
export { KIND, MENS_LABELS, isRightKind, kindOf, type MensLabel } from './mapping';
export { splitOf, splitSamples } from './dataset';

/** Recognises the garment in one photo. */
export interface Recognizer {
  /**
   * @param image encoded photo bytes (JPEG/PNG/WebP/…, any size; EXIF orientation honoured).
   * @returns the garment's category, slot, confidence (0–1), runner-ups and colour.
   * @throws ImageDecodeError when `image` cannot be decoded as an image.
   * @throws BackboneLoadError (backbone.ts) when the model cannot be loaded.
   */
  recognize(image: Buffer): Promise<Recognition>;
}

/**
 * Something that can recognise garments: the local model here, later possibly a hosted vision
 * model. `warmUp` loads whatever is needed so the first `recognize` is not slow.
 */
export interface RecognizerProvider extends Recognizer {
  readonly name: string;
  warmUp(): Promise<void>;
}

/** Options of `createRecognizer`. */
export interface RecognizerOptions {
  /** Head weights file (default weights/head.json). */
  headFile?: string;
}

/** Coarse-label probabilities restricted to answerable labels, renormalised; highest first. */
function coarseProbabilities(head: HeadWeights, embedding: Float32Array): { label: string; p: number }[] {
  const logits = headLogits(head, embedding);
  const idx = head.classes.map((c, i) => [c, i] as const).filter(([c]) => ANSWERABLE_LABELS.includes(c));
  const probs = softmax(idx.map(([, i]) => logits[i] as number));
  return idx.map(([label], k) => ({ label, p: probs[k] as number })).sort((a, b) => b.p - a.p);
}

const DENIM_CATEGORIES: ReadonlySet<CategoryName> = new Set(['데님 팬츠', '트러커 재킷']);

/**
 * The colour name to report: denim washes (연청/중청/진청/흑청) for denim garments (jeans,
 * trucker jackets, blue shorts), otherwise the nearest non-wash TAXONOMY colour.
 */
export function answerColour(category: CategoryName, px: GarmentPixels): ColourName {
  const denim = DENIM_CATEGORIES.has(category) || (category === '숏팬츠' && isDenimBlue(px.lab));
  if (denim) return denimWash(px.lab);
  const c = nearestColour(px.lab, PLAIN_COLOURS);
  return DENIM_COLOURS.includes(c) ? nearestColour(px.lab) : c;
}

/**
 * Turns coarse probabilities and pixel cues into a Recognition. The answer is the main category
 * of the most likely coarse label (so the answer's kind follows the classifier); category
 * probabilities are the sum over coarse labels of p(label) × share(category | label), and
 * runner-ups are the next 3 categories by that probability.
 */
export function decide(coarse: readonly { label: string; p: number }[], px: GarmentPixels): Recognition {
  const prob = new Map<CategoryName, number>();
  for (const { label, p } of coarse) {
    for (const { category, share } of fineCategories(label, px)) prob.set(category, (prob.get(category) ?? 0) + p * share);
  }
  const first = coarse[0];
  if (!first) throw new Error('no answerable classes in the head');
  const category = (fineCategories(first.label, px)[0] as { category: CategoryName }).category;
  const runnerUps = [...prob.entries()]
    .filter(([c]) => c !== category)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([c, p]) => ({ category: c, confidence: round(p) }));
  return {
    category,
    slot: categoryInfo(category).slot,
    confidence: round(prob.get(category) ?? 0),
    runnerUps,
    colour: answerColour(category, px),
  };
}

const round = (p: number): number => Math.round(p * 1e4) / 1e4;

/**
 * Creates the local recogniser. Weights load on the first call (or `warmUp`), once; concurrent
 * first calls share the load. Calls are served one at a time (a promise queue: the wasm backend is
 * single-threaded anyway), so concurrent callers wait; a failed call does not block later ones.
 * @throws (from recognize/warmUp) Error when weights/head.json is missing or malformed.
 */
export function createRecognizer(options: RecognizerOptions = {}): RecognizerProvider {
  let head: HeadWeights | null = null;
  const ready = async (): Promise<HeadWeights> => {
    head ??= loadHead(options.headFile);
    await loadBackbone();
    return head;
  };
  const pixels = new Float32Array(224 * 224 * 3);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: 'local-mobilenetv2-mid',
    async warmUp() {
      await ready();
    },
    recognize(image: Buffer): Promise<Recognition> {
      const job = async (): Promise<Recognition> => {
        if (!Buffer.isBuffer(image)) throw new ImageDecodeError('image must be a Buffer');
        const h = await ready();
        const prepared = await prepare(image, h.mode);
        // The shared input buffer is used by one photo at a time (the queue below).
        const [embedding] = await embed(toFloat(prepared.rgb, pixels), 1);
        const px = garmentPixels(prepared.rgb, 224, 224, prepared.content);
        return decide(coarseProbabilities(h, embedding as Float32Array), px);
      };
      const result = queue.then(job, job);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
