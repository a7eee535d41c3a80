/**
 * The frozen image backbone: nsfwjs's bundled `mobilenet_v2_mid` graph model (a TF-Hub
 * MobileNetV2, width 1.4, ImageNet features, with a content-filter head we ignore), run on the
 * tfjs `wasm` backend (single-threaded SIMD in Node; the cpu backend is ~30× slower).
 *
 * Loading follows ../shared/research/recognizer.md: nsfwjs ships each weight shard as a JS file
 * holding one base64 string; `require()` of those costs seconds and gigabytes, so we read the
 * files as text, slice out the base64, decode it with Buffer and hand the bytes to
 * `tf.io.fromMemory` (~0.1–0.4 s). The model is loaded once, lazily, under a promise lock.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { serverFile } from '../../lib/source-path';

const require = createRequire(import.meta.url);

/** Side of the square input the backbone expects, px. */
export const INPUT_SIZE = 224;

const PREFIX =
  'StatefulPartitionedCall/sequential/keras_layer/StatefulPartitionedCall/StatefulPartitionedCall/StatefulPartitionedCall/predict/';

/** Graph node of the pooled 1792-d ImageNet feature vector (research note). */
export const FEATURE_NODE = `${PREFIX}feature_vector/SpatialSqueeze`;

/**
 * Graph nodes of earlier blocks (NHWC activations) that `embed()` mean-pools and appends to the
 * feature vector: the 7×7 output of block 16 (448 ch) and the 14×14 output of block 12 (136 ch),
 * mid-level texture/shape cues (collars, sleeves, denim) the final vector partly washes out.
 */
export const EXTRA_NODES = [
  `${PREFIX}MobilenetV2/expanded_conv_16/project/BatchNorm/FusedBatchNormV3`,
  `${PREFIX}MobilenetV2/expanded_conv_12/add`,
] as const;

/** The last 7×7×1792 conv activation, average-pooled over a 2×2 grid (4×4 windows, stride 3). */
export const GRID_NODE = `${PREFIX}MobilenetV2/Conv_1/Relu6`;

/**
 * Layout of an embedding from `embed()` (offsets into the vector): a head may use any prefix.
 * - [0, 1792): pooled feature vector; [1792, 2240): block 16 mean; [2240, 2376): block 12 mean;
 * - [2376, 9544): Conv_1 2×2 grid (quadrant-major: top-left, top-right, bottom-left, bottom-right,
 *   1792 channels each), where sleeves, collars and hems sit.
 */
export const EMBEDDING_LAYOUT = { featureVector: 1792, withBlocks: 2376, withGrid: 9544 } as const;

/** Thrown when the backbone cannot be loaded (missing nsfwjs files, wasm init failure). */
export class BackboneLoadError extends Error {
  override name = 'BackboneLoadError';
}

let loading: Promise<GraphModel> | null = null;
let outputNodes: string[] = [];

/** Directory of nsfwjs's bundled `mobilenet_v2_mid` model files. */
function modelDir(): string {
  // nsfwjs's "exports" hides package.json; its main entry is <pkg>/dist/cjs/index.js.
  const main = require.resolve('nsfwjs');
  return path.join(path.dirname(main), '..', 'models', 'mobilenet_v2_mid');
}

/** Extracts the single string literal a UMD weight-shard file exports (`exports="<base64>"`). */
function sliceBase64(js: string, file: string): string {
  const marker = 'exports="';
  const start = js.indexOf(marker);
  const end = start < 0 ? -1 : js.indexOf('"', start + marker.length);
  if (start < 0 || end < 0) throw new BackboneLoadError(`no base64 string in ${file}`);
  return js.slice(start + marker.length, end);
}

let backendReady: Promise<void> | null = null;

/**
 * Selects the tfjs `wasm` backend with its .wasm files read from
 * node_modules/@tensorflow/tfjs-backend-wasm/dist/ (a file path; Node's emscripten loader reads it
 * with fs). Idempotent. Also used by training.
 * @throws BackboneLoadError when the backend cannot be initialised.
 */
export function initBackend(): Promise<void> {
  backendReady ??= (async () => {
    const wasmDir = path.join(
      path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
      'dist',
    );
    setWasmPaths(`${wasmDir}${path.sep}`);
    if (!(await tf.setBackend('wasm')))
      throw new BackboneLoadError('tfjs wasm backend failed to initialise');
    await tf.ready();
  })().catch((err: unknown) => {
    backendReady = null;
    throw err;
  });
  return backendReady;
}

/** The bundled model as read from disk: topology, weight manifest and the (quantized) bytes. */
export interface BackboneArtifacts {
  artifacts: tf.io.ModelJSON;
  manifest: tf.io.WeightsManifestConfig[number];
  weightData: ArrayBuffer;
}

function toArrayBuffer(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/**
 * Reads nsfwjs's `mobilenet_v2_mid` files (topology and uint8-quantized weights) without
 * require()-ing the weight shards.
 * @throws BackboneLoadError when the files are missing or malformed.
 */
export async function readBackboneArtifacts(): Promise<BackboneArtifacts> {
  const dir = modelDir();
  // model.min.js is small (130 kB): require() is cheap and gives the parsed model.json object.
  const artifacts = require(path.join(dir, 'model.min.js')) as tf.io.ModelJSON;
  const manifest = artifacts.weightsManifest[0];
  if (!manifest) throw new BackboneLoadError('model has no weights manifest');
  const parts = await Promise.all(
    manifest.paths.map(async (p) => {
      const file = path.join(dir, `${p}.min.js`);
      return Buffer.from(sliceBase64(await readFile(file, 'utf8'), file), 'base64');
    }),
  );
  return { artifacts, manifest, weightData: toArrayBuffer(Buffer.concat(parts)) };
}

/**
 * The project's fine-tuned backbone weights (finetune/finetune.py, `npm run train:recognizer`):
 * a tfjs weights manifest `weights/backbone.json` naming graph weights, with their values in
 * `weights/backbone.bin` (uint16-quantized). Absent → the bundled weights are used unchanged.
 */
export const FINETUNED_MANIFEST = serverFile('styling', 'recognizer', 'weights', 'backbone.json');

/** Fingerprints already computed, keyed on the weight files' paths, sizes and modification times. */
const fingerprints = new Map<string, string>();

/**
 * A short id of the weights the backbone runs with: `bundled`, or the first 12 hex digits of the
 * SHA-256 of the fine-tuned manifest and its bin files (caches of embeddings are keyed on it, and
 * a head records the one it was trained on). Hashed once per version of the files (a fine-tuning
 * run rewrites them), so that calling it often costs a stat of each file.
 */
export function backboneFingerprint(file = FINETUNED_MANIFEST): string {
  if (!existsSync(file)) return 'bundled';
  const [group] = JSON.parse(readFileSync(file, 'utf8')) as tf.io.WeightsManifestConfig;
  const files = [file, ...(group?.paths ?? []).map((p) => path.join(path.dirname(file), p))];
  const version = files
    .map((f) => {
      const { size, mtimeMs } = statSync(f);
      return `${f}:${size}:${mtimeMs}`;
    })
    .join('|');
  let id = fingerprints.get(version);
  if (!id) {
    const hash = createHash('sha256');
    for (const f of files) hash.update(readFileSync(f));
    id = hash.digest('hex').slice(0, 12);
    fingerprints.set(version, id);
  }
  return id;
}

/**
 * The weights the graph runs with: the bundled ones, each replaced by the fine-tuned tensor of the
 * same name where `FINETUNED_MANIFEST` has one (stored as float32 in the result).
 * @throws BackboneLoadError when a fine-tuned tensor names no graph weight or has another shape.
 */
export async function withFinetuned(
  manifest: tf.io.WeightsManifestConfig[number],
  weightData: ArrayBuffer,
  file = FINETUNED_MANIFEST,
): Promise<{ specs: tf.io.WeightsManifestEntry[]; data: ArrayBuffer; replaced: number }> {
  if (!existsSync(file)) return { specs: manifest.weights, data: weightData, replaced: 0 };
  const [group] = JSON.parse(await readFile(file, 'utf8')) as tf.io.WeightsManifestConfig;
  if (!group) throw new BackboneLoadError(`${file} holds no weights group`);
  const bin = toArrayBuffer(
    Buffer.concat(
      await Promise.all(group.paths.map((p) => readFile(path.join(path.dirname(file), p)))),
    ),
  );
  const tuned = new Map(group.weights.map((w) => [w.name, w]));
  const tunedValues = tf.io.decodeWeights(bin, group.weights);
  const original = tf.io.decodeWeights(weightData, manifest.weights);
  const specs: tf.io.WeightsManifestEntry[] = manifest.weights.map((w) => ({
    name: w.name,
    shape: w.shape,
    dtype: 'float32',
  }));
  const flat = new Float32Array(specs.reduce((n, w) => n + w.shape.reduce((a, b) => a * b, 1), 0));
  try {
    let offset = 0;
    for (const spec of manifest.weights) {
      const t = tuned.get(spec.name);
      if (t && t.shape.join('x') !== spec.shape.join('x')) {
        throw new BackboneLoadError(
          `fine-tuned ${spec.name} has shape ${t.shape.join('×')}, the graph ${spec.shape.join('×')}`,
        );
      }
      const value = (t ? tunedValues : original)[spec.name] as tf.Tensor;
      flat.set(value.dataSync() as Float32Array, offset);
      offset += value.size;
      tuned.delete(spec.name);
    }
  } finally {
    tf.dispose([...Object.values(tunedValues), ...Object.values(original)]);
  }
  if (tuned.size > 0)
    throw new BackboneLoadError(
      `fine-tuned weights name no graph weight: ${[...tuned.keys()].join(', ')}`,
    );
  return { specs, data: flat.buffer, replaced: group.weights.length };
}

async function load(): Promise<GraphModel> {
  await initBackend();
  const { artifacts, manifest, weightData } = await readBackboneArtifacts();
  const { specs, data } = await withFinetuned(manifest, weightData);
  const loaded: tf.io.ModelArtifacts = {
    modelTopology: artifacts.modelTopology,
    format: artifacts.format,
    weightSpecs: specs,
    weightData: data,
  };
  const model = await loadGraphModel({ load: () => Promise.resolve(loaded) });
  // The graph keeps the artifacts it was loaded from (for save(), never called here): without
  // this, every recogniser thread would hold the weights (16 MB as float32) twice, once as
  // tensors in the wasm backend's memory and once as this buffer.
  delete loaded.weightData;
  const names = new Set(
    (artifacts.modelTopology as { node: { name: string }[] }).node.map((n) => n.name),
  );
  for (const n of [FEATURE_NODE, ...EXTRA_NODES, GRID_NODE]) {
    if (!names.has(n)) throw new BackboneLoadError(`graph has no node ${n}`);
  }
  outputNodes = [FEATURE_NODE, ...EXTRA_NODES, GRID_NODE];
  return model;
}

/**
 * The loaded graph model (loads it on first call; concurrent callers share one load).
 * @throws BackboneLoadError when the files or the wasm backend are unavailable (the lock is
 * cleared so a later call retries).
 */
export function loadBackbone(): Promise<GraphModel> {
  if (!loading) {
    loading = load().catch((err: unknown) => {
      loading = null;
      throw err instanceof BackboneLoadError ? err : new BackboneLoadError(String(err));
    });
  }
  return loading;
}

/**
 * Embeds a batch of preprocessed images.
 * @param pixels Float32Array of N×224×224×3 RGB values in 0–1 (NHWC, row-major).
 * @param n number of images N.
 * @returns N embeddings of `EMBEDDING_LAYOUT.withGrid` (9544) values each, laid out as described
 *   there.
 * @throws BackboneLoadError when the model cannot be loaded.
 */
export async function embed(pixels: Float32Array, n: number): Promise<Float32Array[]> {
  const model = await loadBackbone();
  const outs = tf.tidy(() => {
    const input = tf.tensor4d(pixels, [n, INPUT_SIZE, INPUT_SIZE, 3]);
    const out = model.execute(input, outputNodes);
    const raw = Array.isArray(out) ? out : [out as tf.Tensor];
    const [fv, b16, b12, conv] = raw as [tf.Tensor2D, tf.Tensor4D, tf.Tensor4D, tf.Tensor4D];
    const grid = tf.reshape(tf.avgPool(conv, 4, 3, 'valid'), [n, -1]);
    return tf.concat([fv, tf.mean(b16, [1, 2]), tf.mean(b12, [1, 2]), grid], 1);
  });
  const data = (await outs.data()) as Float32Array;
  outs.dispose();
  const d = data.length / n;
  return Array.from({ length: n }, (_, i) => data.slice(i * d, (i + 1) * d));
}
