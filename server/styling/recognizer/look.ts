/**
 * Computing a garment's look (../look.ts: what it is and how looks compare) from the backbone's
 * embedding of a photo or product picture.
 *
 * The look is the backbone's 1,792-value feature vector (backbone.ts, the same one the category
 * head reads) power-normalised (signed square root), centred and projected on its first
 * LOOK_DIMS principal components (fitted by ml/look.ts on the training photos, weights/look.json),
 * then scaled to unit length.
 */
import { readFileSync } from 'node:fs';
import { serverFile } from '../../lib/source-path';
import { decodeLook, LOOK_DIMS } from '../look';
import { EMBEDDING_LAYOUT } from './backbone';

/** weights/look.json: the projection ml/look.ts fitted. */
export interface LookWeights {
  /** backbone.ts `backboneFingerprint()` of the backbone the projection was fitted on. */
  fingerprint: string;
  /** Mean of the power-normalised feature vector (1,792 values). */
  mean: number[];
  /** LOOK_DIMS × 1,792 principal components, row-major, base64 of little-endian Float32. */
  components: string;
}

/** A loaded projection. */
export interface LookProjection {
  readonly fingerprint: string;
  readonly mean: Float32Array;
  readonly components: Float32Array;
}

/** The committed projection's file. */
export const LOOK_FILE = serverFile('styling', 'recognizer', 'weights', 'look.json');

/**
 * Reads a projection file (default weights/look.json).
 * @throws Error when the file is missing or its sizes do not match the backbone's feature vector.
 */
export function loadLookProjection(file = LOOK_FILE): LookProjection {
  const w = JSON.parse(readFileSync(file, 'utf8')) as LookWeights;
  const dim = EMBEDDING_LAYOUT.featureVector;
  const components = decodeLook(w.components);
  if (w.mean.length !== dim || components.length !== dim * LOOK_DIMS)
    throw new Error(`${file}: a look projection is ${LOOK_DIMS} × ${dim} values`);
  return { fingerprint: w.fingerprint, mean: Float32Array.from(w.mean), components };
}

/** Signed square root of the feature vector's first 1,792 values (the head's power normalisation). */
export function powerNormalised(embedding: Float32Array): Float32Array {
  const x = new Float32Array(EMBEDDING_LAYOUT.featureVector);
  for (let i = 0; i < x.length; i++) {
    const v = embedding[i] as number;
    x[i] = Math.sign(v) * Math.sqrt(Math.abs(v));
  }
  return x;
}

/**
 * The unit-length look of one backbone embedding (at least the 1,792-value feature vector).
 * All zeros only for an embedding equal to the mean.
 */
export function lookOf(projection: LookProjection, embedding: Float32Array): Float32Array {
  const x = powerNormalised(embedding);
  const dim = x.length;
  for (let i = 0; i < dim; i++) x[i] = (x[i] as number) - (projection.mean[i] as number);
  const look = new Float32Array(LOOK_DIMS);
  let norm = 0;
  for (let k = 0; k < LOOK_DIMS; k++) {
    let s = 0;
    const row = k * dim;
    for (let i = 0; i < dim; i++)
      s += (projection.components[row + i] as number) * (x[i] as number);
    look[k] = s;
    norm += s * s;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let k = 0; k < LOOK_DIMS; k++) look[k] = (look[k] as number) * scale;
  return look;
}
