/**
 * The trained classification head: backbone embedding → probabilities of the dataset's coarse
 * labels. Plain TypeScript inference (no tensors) over weights trained by train.ts and committed
 * in weights/head.json: standardisation, then softmax regression or a one-hidden-layer ReLU MLP.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SquareMode } from './preprocess';

/** A dense layer: `out = in · W + b`, W stored row-major as in×out. */
export interface DenseWeights {
  inDim: number;
  outDim: number;
  /** in×out values, row-major (base64 of little-endian float32 in the JSON file). */
  w: Float32Array;
  b: Float32Array;
}

/** The head as stored. */
export interface HeadWeights {
  /** Coarse labels, in output order. */
  classes: string[];
  /** Input handling the head was trained on. */
  mode: SquareMode;
  /** Per-feature mean and 1/std for standardisation; their length D is the embedding prefix used. */
  mean: Float32Array;
  invStd: Float32Array;
  /** One layer (softmax regression) or two (ReLU hidden layer, then softmax). */
  layers: DenseWeights[];
  /** Free-form training facts (date, validation accuracy, options). */
  meta: Record<string, unknown>;
}

interface StoredDense {
  inDim: number;
  outDim: number;
  w: string;
  b: string;
}
interface StoredHead {
  classes: string[];
  mode: SquareMode;
  mean: string;
  invStd: string;
  layers: StoredDense[];
  meta: Record<string, unknown>;
}

/** Default weights file: weights/head.json next to this module. */
export const HEAD_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'weights', 'head.json');

const f32ToB64 = (a: Float32Array): string => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
function b64ToF32(s: string): Float32Array {
  const buf = Buffer.from(s, 'base64');
  const out = new Float32Array(buf.length / 4);
  new Uint8Array(out.buffer).set(buf);
  return out;
}

/** Serialises a head to the JSON stored in weights/ (float arrays as base64 float32). */
export function serialiseHead(h: HeadWeights): string {
  const stored: StoredHead = {
    classes: h.classes,
    mode: h.mode,
    mean: f32ToB64(h.mean),
    invStd: f32ToB64(h.invStd),
    layers: h.layers.map((l) => ({ inDim: l.inDim, outDim: l.outDim, w: f32ToB64(l.w), b: f32ToB64(l.b) })),
    meta: h.meta,
  };
  return JSON.stringify(stored);
}

/**
 * Reads a head written by `serialiseHead`.
 * @throws Error when the file is missing (run `npm run train:recognizer`) or malformed.
 */
export function loadHead(file = HEAD_FILE): HeadWeights {
  let stored: StoredHead;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as StoredHead;
  } catch (err) {
    throw new Error(`recogniser head weights unreadable at ${file} (run npm run train:recognizer): ${String(err)}`, {
      cause: err,
    });
  }
  const layers = stored.layers.map((l) => ({ inDim: l.inDim, outDim: l.outDim, w: b64ToF32(l.w), b: b64ToF32(l.b) }));
  const head: HeadWeights = {
    classes: stored.classes,
    mode: stored.mode,
    mean: b64ToF32(stored.mean),
    invStd: b64ToF32(stored.invStd),
    layers,
    meta: stored.meta,
  };
  if (layers.at(-1)?.outDim !== head.classes.length || layers[0]?.inDim !== head.mean.length) {
    throw new Error(`recogniser head weights at ${file} have inconsistent shapes`);
  }
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

/**
 * Logits of the coarse classes for one embedding: the head reads the first `head.mean.length`
 * values (a prefix of backbone.ts `EMBEDDING_LAYOUT`).
 * @returns one logit per `head.classes` entry.
 */
export function headLogits(head: HeadWeights, embedding: Float32Array): Float32Array {
  let x: Float32Array = new Float32Array(head.mean.length);
  for (let i = 0; i < x.length; i++) x[i] = ((embedding[i] as number) - (head.mean[i] as number)) * (head.invStd[i] as number);
  head.layers.forEach((l, k) => {
    x = dense(x, l, k < head.layers.length - 1);
  });
  return x;
}
