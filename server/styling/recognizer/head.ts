/**
 * The trained classification head: backbone embedding → probabilities of the dataset's coarse
 * labels. Plain TypeScript inference (no tensors) over weights trained by train.ts and committed
 * in weights/head.json: standardisation, then softmax regression or a one-hidden-layer ReLU MLP.
 */
import { readFileSync } from 'node:fs';
import { serverFile } from '../../lib/source-path';
import type { CategoryName } from '../../../contract/taxonomy';
import type { SquareMode } from './preprocess';

/** A dense layer: `out = in · W + b`, W stored row-major as in×out. */
export interface DenseWeights {
  inDim: number;
  outDim: number;
  /** in×out values, row-major (base64 of little-endian float32 in the JSON file). */
  w: Float32Array;
  b: Float32Array;
}

/**
 * Within-kind classifier for one men's label (fine.ts): a linear softmax over TAXONOMY categories
 * of the standardised, L2-normalised embedding prefix (`fineInput`), trained on the project's
 * fine labels (data/fine-labels.csv). Nearest-centroid classifiers are the special case of
 * scaled unit centroids as rows and zero bias.
 */
export interface FineKind {
  /** Men's dataset label (mapping.ts MENS_LABELS). */
  label: string;
  categories: CategoryName[];
  /** categories.length × dims values, row-major: category k's logit is row k · z + bias[k]. */
  weights: Float32Array;
  /** categories.length values. */
  bias: Float32Array;
}

/** The within-kind classifiers. */
export interface FineHead {
  /** Embedding prefix used (standardised with the coarse head's mean/invStd). */
  dims: number;
  /** How the rows were fitted (`centroid` or `softmax`; for the log and meta only). */
  method: string;
  kinds: FineKind[];
}

/** The head as stored. */
export interface HeadWeights {
  /** backboneFingerprint() of the backbone weights the head was trained on. */
  backbone: string;
  /** Coarse labels, in output order. */
  classes: string[];
  /** Input handling the head was trained on. */
  mode: SquareMode;
  /** Per-feature mean and 1/std for standardisation; their length D is the embedding prefix used. */
  mean: Float32Array;
  invStd: Float32Array;
  /** One layer (softmax regression) or two (ReLU hidden layer, then softmax). */
  layers: DenseWeights[];
  /** Signed square root of every embedding value before standardising (power normalisation). */
  sqrt: boolean;
  /** Softmax temperature fitted on validation (probabilities = softmax(logits / T)); 1 = none. */
  temperature: number;
  /**
   * Reject the photo as not a men's garment when the probability of the non-men classes (every
   * class outside mapping.ts ANSWERABLE_LABELS) is at least this; > 1 never rejects.
   */
  rejectAt: number;
  /** Average the logits of the photo and its mirror image (test-time flip). */
  flipTta: boolean;
  /** Within-kind classifiers, or null (colour/shape rules only). */
  fine: FineHead | null;
  /** Free-form training facts (date, validation accuracy, options). */
  meta: Record<string, unknown>;
}

interface StoredFine {
  dims: number;
  method: string;
  kinds: { label: string; categories: CategoryName[]; weights: string; bias: string }[];
}

interface StoredDense {
  inDim: number;
  outDim: number;
  w: string;
  b: string;
}
interface StoredHead {
  backbone: string;
  classes: string[];
  mode: SquareMode;
  mean: string;
  invStd: string;
  layers: StoredDense[];
  sqrt: boolean;
  temperature: number;
  rejectAt: number;
  flipTta: boolean;
  fine: StoredFine | null;
  meta: Record<string, unknown>;
}

/** Default weights file: weights/head.json beside this module's source. */
export const HEAD_FILE = serverFile('styling', 'recognizer', 'weights', 'head.json');

const f32ToB64 = (a: Float32Array): string =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
function b64ToF32(s: string): Float32Array {
  const buf = Buffer.from(s, 'base64');
  const out = new Float32Array(buf.length / 4);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

/** Serialises a head to the JSON stored in weights/ (float arrays as base64 float32). */
export function serialiseHead(h: HeadWeights): string {
  const stored: StoredHead = {
    backbone: h.backbone,
    classes: h.classes,
    mode: h.mode,
    mean: f32ToB64(h.mean),
    invStd: f32ToB64(h.invStd),
    layers: h.layers.map((l) => ({
      inDim: l.inDim,
      outDim: l.outDim,
      w: f32ToB64(l.w),
      b: f32ToB64(l.b),
    })),
    sqrt: h.sqrt,
    temperature: h.temperature,
    rejectAt: h.rejectAt,
    flipTta: h.flipTta,
    fine: h.fine && {
      dims: h.fine.dims,
      method: h.fine.method,
      kinds: h.fine.kinds.map((k) => ({
        label: k.label,
        categories: k.categories,
        weights: f32ToB64(k.weights),
        bias: f32ToB64(k.bias),
      })),
    },
    meta: h.meta,
  };
  return JSON.stringify(stored);
}

/**
 * Reads a head written by `serialiseHead`.
 * @throws Error when the file is missing (run `npm run train:recognizer`) or malformed.
 */
export function loadHead(file = HEAD_FILE): HeadWeights {
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(
      `recogniser head weights unreadable at ${file} (run npm run train:recognizer): ${String(err)}`,
      {
        cause: err,
      },
    );
  }
  return parseHead(stored, file);
}

/**
 * A head from its stored JSON object (`JSON.parse(serialiseHead(h))`); `file` names it in errors.
 * @throws Error when a field is missing or the shapes disagree.
 */
export function parseHead(json: unknown, file: string): HeadWeights {
  const stored = json as StoredHead;
  const layers = stored.layers.map((l) => ({
    inDim: l.inDim,
    outDim: l.outDim,
    w: b64ToF32(l.w),
    b: b64ToF32(l.b),
  }));
  if (typeof stored.backbone !== 'string' || !stored.backbone) {
    throw new Error(
      `recogniser head at ${file} does not name the backbone it was trained on (run npm run train:recognizer -- --head-only)`,
    );
  }
  const head: HeadWeights = {
    backbone: stored.backbone,
    classes: stored.classes,
    mode: stored.mode,
    mean: b64ToF32(stored.mean),
    invStd: b64ToF32(stored.invStd),
    layers,
    sqrt: stored.sqrt,
    temperature: stored.temperature,
    rejectAt: stored.rejectAt,
    flipTta: stored.flipTta,
    fine: stored.fine
      ? {
          dims: stored.fine.dims,
          method: stored.fine.method,
          kinds: stored.fine.kinds.map((k) => ({
            label: k.label,
            categories: k.categories,
            weights: b64ToF32(k.weights),
            bias: b64ToF32(k.bias),
          })),
        }
      : null,
    meta: stored.meta,
  };
  if (layers.at(-1)?.outDim !== head.classes.length || layers[0]?.inDim !== head.mean.length) {
    throw new Error(`recogniser head weights at ${file} have inconsistent shapes`);
  }
  const fine = head.fine;
  const badKind = (k: FineKind, dims: number): boolean =>
    k.weights.length !== k.categories.length * dims || k.bias.length !== k.categories.length;
  if (fine && (fine.dims > head.mean.length || fine.kinds.some((k) => badKind(k, fine.dims)))) {
    throw new Error(`recogniser fine head at ${file} has inconsistent shapes`);
  }
  if (!(head.temperature > 0))
    throw new Error(`recogniser head at ${file} has a non-positive temperature`);
  return head;
}

function dense(x: Float32Array, l: DenseWeights, relu: boolean): Float32Array {
  const out = Float32Array.from(l.b);
  for (let i = 0; i < l.inDim; i++) {
    const xi = x[i] as number;
    if (xi === 0) continue;
    const row = i * l.outDim;
    for (let j = 0; j < l.outDim; j++) out[j] = (out[j] as number) + xi * (l.w[row + j] as number);
  }
  if (relu) for (let j = 0; j < out.length; j++) out[j] = Math.max(0, out[j] as number);
  return out;
}

/** Numerically stable softmax. */
export function softmax(z: ArrayLike<number>): Float32Array {
  let m = -Infinity;
  for (let i = 0; i < z.length; i++) m = Math.max(m, z[i] as number);
  const out = new Float32Array(z.length);
  let s = 0;
  for (let i = 0; i < z.length; i++) {
    out[i] = Math.exp((z[i] as number) - m);
    s += out[i] as number;
  }
  for (let i = 0; i < z.length; i++) out[i] = (out[i] as number) / s;
  return out;
}

/** sign(v)·√|v|. */
export function signedSqrt(v: number): number {
  return v < 0 ? -Math.sqrt(-v) : Math.sqrt(v);
}

/**
 * The first `dims` values of an embedding standardised with the head's mean and 1/std.
 * @param dims prefix length (default: all the head reads).
 */
export function standardise(
  head: HeadWeights,
  embedding: Float32Array,
  dims = head.mean.length,
): Float32Array {
  const x = new Float32Array(dims);
  for (let i = 0; i < dims; i++) {
    const v = embedding[i] as number;
    x[i] =
      ((head.sqrt ? signedSqrt(v) : v) - (head.mean[i] as number)) * (head.invStd[i] as number);
  }
  return x;
}

/**
 * Logits of the coarse classes for one embedding: the head reads the first `head.mean.length`
 * values (a prefix of backbone.ts `EMBEDDING_LAYOUT`).
 * @returns one logit per `head.classes` entry.
 */
export function headLogits(head: HeadWeights, embedding: Float32Array): Float32Array {
  let x = standardise(head, embedding);
  head.layers.forEach((l, k) => {
    x = dense(x, l, k < head.layers.length - 1);
  });
  return x;
}

/**
 * Checks that `head` was trained on the backbone weights in use (`fingerprint`, backbone.ts
 * backboneFingerprint): a head fitted to other features answers confidently and wrongly.
 * @throws Error naming both fingerprints and how to retrain the head.
 */
export function assertHeadFitsBackbone(
  head: HeadWeights,
  fingerprint: string,
  file = HEAD_FILE,
): void {
  if (head.backbone !== fingerprint) {
    throw new Error(
      `recogniser head at ${file} was trained on backbone ${head.backbone}, but the backbone weights in use are ${fingerprint}: ` +
        'retrain the head (npm run train:recognizer -- --head-only) or restore the weights it was trained on',
    );
  }
}
