/**
 * Step 1 of `npm run train:recognizer`: writes what the PyTorch fine-tuning step (finetune.py)
 * reads, under `<cache>/finetune/` (data/cache/recognizer/finetune/, gitignored, never committed):
 * - `graph.json` + `weights.f32`: nsfwjs's MobileNetV2-mid graph (nodes with op, inputs and the
 *   attributes finetune.py interprets) and its weights dequantized to little-endian float32, each
 *   weight's name, TF shape and float offset listed in graph.json;
 * - `photos.json` + `photos.u8`: every usable dataset photo and the synthetic "no garment" photos
 *   (nogarment.ts), preprocessed exactly as the recogniser does (preprocess.ts, the head's square
 *   mode) to 224×224×3 RGB bytes, with label, split (sender-disjoint, dataset.ts), the project's
 *   fine label where there is one, and the class list; `rightKind[p][t]` says whether answering class p is the right kind for men's label t
 *   (mapping.ts `coarseRightKind`, what the benchmark counts).
 *
 * Photos already exported are kept (the file is rewritten only when the list changes), so a rerun
 * costs seconds. ~4.4k photos × 150 KB ≈ 0.7 GB.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import {
  FEATURE_NODE,
  initBackend,
  INPUT_SIZE,
  readBackboneArtifacts,
  type BackboneArtifacts,
} from '../../server/styling/recognizer/backbone';
import type { CategoryName } from '../../contract/taxonomy';
import { imagePath, readFineLabels, splitSamples, type Sample } from '../dataset';
import { cacheDir, type PhotoSource } from '../features';
import {
  answerKind,
  coarseRightKind,
  KIND,
  MENS_LABELS,
  type MensLabel,
} from '../../server/styling/recognizer/mapping';
import {
  NO_GARMENT,
  NO_GARMENT_TRAIN,
  NO_GARMENT_VAL,
  SEED_NO_GARMENT,
  syntheticPhotos,
} from '../nogarment';
import { prepare, type SquareMode } from '../../server/styling/recognizer/preprocess';

/** Where the exported files go. */
export function finetuneDir(): string {
  return path.join(cacheDir(), 'finetune');
}

/** Node attributes finetune.py reads (the rest, e.g. dtype, is dropped). */
const KEPT_ATTRS = [
  'strides',
  'padding',
  'dilations',
  'fused_ops',
  'ksize',
  'squeeze_dims',
  'data_format',
  'epsilon',
];

/** Writes graph.json and weights.f32 (dequantized) of the backbone. */
export function exportGraph(
  dir: string,
  { artifacts, manifest, weightData }: BackboneArtifacts,
): void {
  const tensors = tf.io.decodeWeights(weightData, manifest.weights);
  const weights: { name: string; shape: number[]; offset: number }[] = [];
  let total = 0;
  for (const spec of manifest.weights) {
    weights.push({ name: spec.name, shape: spec.shape, offset: total });
    total += (tensors[spec.name] as tf.Tensor).size;
  }
  const flat = new Float32Array(total);
  weights.forEach((w) =>
    flat.set((tensors[w.name] as tf.Tensor).dataSync() as Float32Array, w.offset),
  );
  const nodes = (
    artifacts.modelTopology as {
      node: { name: string; op: string; input?: string[]; attr?: Record<string, unknown> }[];
    }
  ).node.map((n) => ({
    name: n.name,
    op: n.op,
    input: n.input ?? [],
    attr: Object.fromEntries(Object.entries(n.attr ?? {}).filter(([k]) => KEPT_ATTRS.includes(k))),
  }));
  writeFileSync(
    path.join(dir, 'graph.json'),
    JSON.stringify({ featureNode: FEATURE_NODE, nodes, weights }),
  );
  writeFileSync(path.join(dir, 'weights.f32'), Buffer.from(flat.buffer));
  tf.dispose(Object.values(tensors));
}

/** How many exported photos get a reference feature vector (finetune.py checks its graph on them). */
const REFERENCE_PHOTOS = 8;

/**
 * Writes `reference.f32`: the bundled graph's 1792-value feature vectors of the first
 * `REFERENCE_PHOTOS` exported photos, computed by tfjs, so finetune.py can prove that its PyTorch
 * rebuild of the graph computes the same function before training it.
 */
async function exportReference(
  dir: string,
  { artifacts, manifest, weightData }: BackboneArtifacts,
): Promise<void> {
  const model = await tf.loadGraphModel(
    tf.io.fromMemory({
      modelTopology: artifacts.modelTopology,
      format: artifacts.format,
      weightSpecs: manifest.weights,
      weightData,
    }),
  );
  const per = INPUT_SIZE * INPUT_SIZE * 3;
  const bytes = Buffer.alloc(REFERENCE_PHOTOS * per);
  const fd = openSync(path.join(dir, 'photos.u8'), 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, 0);
  } finally {
    closeSync(fd);
  }
  const out = tf.tidy(
    () =>
      model.execute(
        tf.tensor4d(
          Float32Array.from(bytes, (b) => b / 255),
          [REFERENCE_PHOTOS, INPUT_SIZE, INPUT_SIZE, 3],
        ),
        FEATURE_NODE,
      ) as tf.Tensor,
  );
  writeFileSync(
    path.join(dir, 'reference.f32'),
    Buffer.from(((await out.data()) as Float32Array).buffer),
  );
  tf.dispose(out);
  model.dispose();
}

interface PhotoRow {
  id: string;
  label: string;
  split: 'train' | 'val';
  /** The project's fine label (dataset.ts `readFineLabels`) when it lies in the label's KIND, else null. */
  fine: CategoryName | null;
}

/**
 * Writes photos.json and photos.u8 for `samples` (usable dataset photos) in square `mode`.
 * @returns number of photos written.
 */
async function exportPhotos(
  dir: string,
  samples: readonly Sample[],
  mode: SquareMode,
  log: (m: string) => void,
): Promise<number> {
  const { train, val } = splitSamples(samples);
  const fineLabels = readFineLabels();
  const fineOf = (s: Sample): CategoryName | null => {
    const category = fineLabels.get(s.image);
    return category &&
      (MENS_LABELS as readonly string[]).includes(s.label) &&
      KIND[s.label as MensLabel].has(category)
      ? category
      : null;
  };
  const rows: (PhotoRow & { source: PhotoSource })[] = [];
  const add = (list: readonly Sample[], split: 'train' | 'val'): void => {
    for (const s of list)
      rows.push({
        id: s.image,
        label: s.label,
        split,
        fine: fineOf(s),
        source: { id: s.image, load: () => readFile(imagePath(s)) },
      });
  };
  add(train, 'train');
  add(val, 'val');
  const synth = [
    ...syntheticPhotos(
      train,
      NO_GARMENT_TRAIN.corners,
      NO_GARMENT_TRAIN.surfaces,
      SEED_NO_GARMENT,
    ).map((p) => ({ p, split: 'train' as const })),
    ...syntheticPhotos(
      val,
      NO_GARMENT_VAL.corners,
      NO_GARMENT_VAL.surfaces,
      SEED_NO_GARMENT + 1,
    ).map((p) => ({ p, split: 'val' as const })),
  ];
  for (const { p, split } of synth)
    rows.push({ id: p.id, label: NO_GARMENT, split, fine: null, source: p });

  const classes = [...new Set(rows.filter((r) => r.split === 'train').map((r) => r.label))].sort();
  const rightKind = classes.map((p) => {
    const kind = answerKind(p);
    return MENS_LABELS.map((t) => (kind ? coarseRightKind(kind, t as MensLabel) : false));
  });
  const index = {
    mode,
    size: INPUT_SIZE,
    classes,
    mensLabels: MENS_LABELS,
    rightKind,
    photos: rows.map(({ id, label, split, fine }) => ({ id, label, split, fine })),
  };
  const jsonFile = path.join(dir, 'photos.json');
  const binFile = path.join(dir, 'photos.u8');
  const photoList = (photos: { id: string }[]): string =>
    `${mode}:${photos.map((p) => p.id).join(',')}`;
  const previous = existsSync(jsonFile)
    ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as typeof index)
    : null;
  writeFileSync(jsonFile, JSON.stringify(index));
  if (
    previous &&
    existsSync(binFile) &&
    photoList(previous.photos) === photoList(index.photos) &&
    previous.mode === mode
  ) {
    log(`photos: ${rows.length} already exported (labels refreshed)`);
    return rows.length;
  }
  const per = INPUT_SIZE * INPUT_SIZE * 3;
  const body = Buffer.alloc(rows.length * per);
  const t0 = performance.now();
  for (let i = 0; i < rows.length; i++) {
    const prepared = await prepare(await (rows[i] as (typeof rows)[number]).source.load(), mode);
    body.set(prepared.rgb, i * per);
    if ((i + 1) % 500 === 0)
      log(
        `  ${i + 1}/${rows.length} photos (${((performance.now() - t0) / (i + 1)).toFixed(0)} ms/photo)`,
      );
  }
  writeFileSync(binFile, body);
  return rows.length;
}

/**
 * Exports the backbone graph and the preprocessed photos for finetune.py.
 * @throws fs errors; ImageDecodeError for an unreadable dataset photo.
 */
export async function exportForFinetune(
  samples: readonly Sample[],
  mode: SquareMode,
  log: (m: string) => void,
): Promise<string> {
  const dir = finetuneDir();
  mkdirSync(dir, { recursive: true });
  await initBackend();
  const artifacts = await readBackboneArtifacts();
  exportGraph(dir, artifacts);
  const n = await exportPhotos(dir, samples, mode, log);
  await exportReference(dir, artifacts);
  log(
    `exported the backbone graph and ${n} photos (${mode}) to ${path.relative(process.cwd(), dir)}`,
  );
  return dir;
}
