/**
 * The garment-mask head: a small decoder (ml/segment/segment.py) over four activations of the
 * recogniser's own backbone (backbone.ts; 56×56 to 7×7, SKIP_NODES) that gives, for the photo as
 * the recogniser's 'pad' mode squares it (preprocess.ts), the probability that each pixel is
 * garment — hangers, hooks, clips, hands and the ground are not. Trained on the catalogue's
 * eye-checked cut-outs pasted on carpets, sheets and floors (docs/recogniser.md "The garment's
 * mask"). Weights: weights/mask-head.json + mask-head.bin (a tfjs weights manifest, float32).
 *
 * Runs on the tfjs wasm backend on whichever thread calls it (a recogniser thread or the cut-out
 * thread), never on the event loop.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { serverFile } from '../../lib/source-path';
import { INPUT_SIZE, loadBackbone } from './backbone';
import { prepare, toFloat, type Prepared } from './preprocess';

/** The head's weights manifest. */
export const MASK_HEAD_FILE = serverFile('styling', 'recognizer', 'weights', 'mask-head.json');

const PREFIX =
  'StatefulPartitionedCall/sequential/keras_layer/StatefulPartitionedCall/StatefulPartitionedCall/StatefulPartitionedCall/predict/MobilenetV2/';

/** The backbone activations the head reads, finest first (NHWC: 56², 28², 14², 7²). */
export const SKIP_NODES = [
  `${PREFIX}expanded_conv_2/add`,
  `${PREFIX}expanded_conv_5/add`,
  `${PREFIX}expanded_conv_12/add`,
  `${PREFIX}expanded_conv_16/project/BatchNorm/FusedBatchNormV3`,
] as const;

/** Side of the head's output grid (probabilities), cells; each covers INPUT_SIZE / GRID px. */
export const GRID = 56;

type Weights = Record<string, tf.Tensor>;

let loading: Promise<Weights> | null = null;

/** The head's tensors (read once per thread). @throws fs or manifest errors. */
function weights(file = MASK_HEAD_FILE): Promise<Weights> {
  loading ??= (async () => {
    const [group] = JSON.parse(await readFile(file, 'utf8')) as tf.io.WeightsManifestConfig;
    if (!group) throw new Error(`${file} holds no weights group`);
    const bin = await readFile(path.join(path.dirname(file), group.paths[0] ?? ''));
    const buffer = bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength);
    return tf.io.decodeWeights(buffer as ArrayBuffer, group.weights) as Weights;
  })().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** A 2-D conv of NHWC `x` with the head's `name` (kernel HWIO + bias), SAME padding. */
function conv(w: Weights, name: string, x: tf.Tensor4D): tf.Tensor4D {
  const kernel = w[`${name}.weight`] as tf.Tensor4D;
  const bias = w[`${name}.bias`] as tf.Tensor1D;
  return tf.add(tf.conv2d(x, kernel, 1, 'same'), bias);
}

/** The decoder (segment.py MaskHead.forward) on the skip activations, finest first → N×GRID×GRID×1 logits. */
function decode(w: Weights, skips: tf.Tensor4D[]): tf.Tensor4D {
  let x: tf.Tensor4D | null = null;
  for (let i = skips.length - 1; i >= 0; i--) {
    let lateral = conv(w, `lateral.${i}`, skips[i] as tf.Tensor4D);
    if (x) {
      const [, h, wd] = lateral.shape;
      lateral = tf.add(lateral, tf.image.resizeBilinear(x, [h, wd], false, true));
    }
    x = tf.relu(conv(w, `smooth.${i}`, tf.relu(lateral)));
  }
  return conv(w, 'out', x as tf.Tensor4D);
}

/**
 * The garment probability of each pixel of a 'pad'-mode prepared photo.
 * @param prepared the photo as `prepare(photo, 'pad')` gives it.
 * @returns INPUT_SIZE × INPUT_SIZE probabilities (0–1, row-major) over the square, the padding
 *   included (near 0 there).
 * @throws BackboneLoadError when the backbone cannot load; fs errors when the head's files are
 *   missing.
 */
export async function garmentProbability(prepared: Prepared): Promise<Float32Array> {
  // The backbone's load readies the wasm backend the head's tensors are decoded into.
  const model = await loadBackbone();
  const w = await weights();
  const out = tf.tidy(() => {
    const input = tf.tensor4d(toFloat(prepared.rgb), [1, INPUT_SIZE, INPUT_SIZE, 3]);
    const skips = model.execute(input, [...SKIP_NODES]) as tf.Tensor4D[];
    const logits = decode(w, skips);
    return tf.sigmoid(tf.image.resizeBilinear(logits, [INPUT_SIZE, INPUT_SIZE], false, true));
  });
  const data = (await out.data()) as Float32Array;
  out.dispose();
  return data;
}

/**
 * The mask head's garment probabilities for one photo, as a cut-out's GrabCut is seeded from them
 * (../cutout.ts): `side`² values (0–1, row-major) over the recogniser's 'pad' square, and where
 * the photo sits in that square, px of `side`. Plain data, so it crosses threads.
 */
export interface MaskPrior {
  side: number;
  prob: Float32Array;
  content: Prepared['content'];
}

/**
 * The head's prior for a cut-out: what GrabCut on the cut-out thread is seeded from, so that
 * thread never holds the backbone. Computed on a recogniser thread (pool-worker.ts), which
 * already holds it.
 * @param photo encoded photo bytes (EXIF orientation honoured, as `prepare` does).
 * @throws sharp's Error when the photo cannot be decoded; as `garmentProbability` otherwise.
 */
export async function garmentPrior(photo: Buffer): Promise<MaskPrior> {
  return priorOf(await prepare(photo, 'pad'));
}

/**
 * The head's prior of a photo already prepared in the 'pad' mode (`prepare(photo, 'pad')`).
 * @throws as `garmentProbability`.
 */
export async function priorOf(prepared: Prepared): Promise<MaskPrior> {
  return { side: INPUT_SIZE, prob: await garmentProbability(prepared), content: prepared.content };
}
