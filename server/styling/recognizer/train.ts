/**
 * Trains the recogniser head (`npm run train:recognizer`).
 *
 * Reads ../shared/datasets/clothing/labels.csv (or $FITPICK_DATASET), drops kids' photos and
 * unusable labels, splits by sender (dataset.ts `splitSamples`, the split the benchmark uses),
 * embeds every photo with the frozen backbone (cached under data/cache/recognizer/; the first run
 * embeds ~11.6k views at 60–140 ms each, 15–25 min), trains the `FINAL` configuration and writes
 * weights/head.json plus weights/train-log.txt. With `--compare` it instead runs the greedy option
 * search on the validation split — input handling (pad vs crop), embedding size, flip
 * augmentation, class weighting, extra non-men classes, MLP vs softmax regression — and keeps the
 * best by right-kind top-1 over the 10 men's labels. Deterministic: fixed seed, zero/seeded
 * initialisation, seeded shuffles, single-threaded wasm.
 *
 * Exit code 1 with a clear message when the dataset is missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { createPrng } from '../prng';
import { EMBEDDING_LAYOUT, initBackend, loadBackbone } from './backbone';
import { DatasetMissingError, readLabels, splitSamples, usableSamples, type Sample } from './dataset';
import { embeddings } from './features';
import { HEAD_FILE, headLogits, serialiseHead, type DenseWeights, type HeadWeights } from './head';
import { ANSWERABLE_LABELS, KIND, MENS_LABELS, type MensLabel } from './mapping';
import type { SquareMode } from './preprocess';

/** Options of one training run. */
export interface TrainOptions {
  mode: SquareMode;
  /** Add left–right mirrored copies of the training photos. */
  flip: boolean;
  /** Class weight exponent α: weight_c = (n_max / n_c)^α (0 = unweighted). */
  classWeightPower: number;
  /** Train on all usable labels (Dress, Skirt, Hat, … as extra classes) or only answerable ones. */
  extraClasses: boolean;
  /** Embedding prefix length used (backbone.ts EMBEDDING_LAYOUT: 1792, 2376 or 9544). */
  dims: number;
  /** Hidden units of a ReLU layer; 0 = softmax regression. */
  hidden: number;
  /** L2 penalty on weights. */
  l2: number;
  epochs: number;
  seed: number;
}

/**
 * Fits a head on embeddings.
 * @param xs embeddings (each length D); ys their class indices into `classes`.
 * @returns weights (standardisation from `xs`), trained with Adam (lr 1e-3, batch 128).
 */
export async function fitHead(
  xs: readonly Float32Array[],
  ys: readonly number[],
  classes: string[],
  opts: TrainOptions,
): Promise<HeadWeights> {
  await initBackend();
  const n = xs.length;
  const d = Math.min(opts.dims, (xs[0] as Float32Array).length);
  const mean = new Float32Array(d);
  const sq = new Float64Array(d);
  for (const x of xs) for (let j = 0; j < d; j++) mean[j] = (mean[j] as number) + (x[j] as number) / n;
  for (const x of xs) for (let j = 0; j < d; j++) sq[j] = (sq[j] as number) + ((x[j] as number) - (mean[j] as number)) ** 2 / n;
  const invStd = Float32Array.from(sq, (v) => 1 / Math.sqrt(v + 1e-4));
  const flat = new Float32Array(n * d);
  xs.forEach((x, i) => {
    for (let j = 0; j < d; j++) flat[i * d + j] = ((x[j] as number) - (mean[j] as number)) * (invStd[j] as number);
  });

  const k = classes.length;
  const counts = new Array<number>(k).fill(0);
  for (const y of ys) counts[y] = (counts[y] as number) + 1;
  const maxCount = Math.max(...counts);
  const cw = counts.map((c) => (c > 0 ? (maxCount / c) ** opts.classWeightPower : 0));
  const cwMean = ys.reduce((s, y) => s + (cw[y] as number), 0) / n;
  const sampleW = Float32Array.from(ys, (y) => (cw[y] as number) / cwMean);

  const X = tf.tensor2d(flat, [n, d]);
  const Y = tf.oneHot(tf.tensor1d(Array.from(ys), 'int32'), k).toFloat();
  const SW = tf.tensor1d(sampleW);
  const dims = opts.hidden > 0 ? [d, opts.hidden, k] : [d, k];
  const vars: { w: tf.Variable; b: tf.Variable }[] = [];
  for (let i = 0; i + 1 < dims.length; i++) {
    const init =
      opts.hidden > 0
        ? tf.initializers.heNormal({ seed: opts.seed + i }).apply([dims[i] as number, dims[i + 1] as number])
        : tf.zeros([dims[i] as number, dims[i + 1] as number]);
    vars.push({ w: tf.variable(init as tf.Tensor2D), b: tf.variable(tf.zeros([dims[i + 1] as number])) });
  }
  const forward = (x: tf.Tensor2D): tf.Tensor2D => {
    let h: tf.Tensor2D = x;
    vars.forEach((v, i) => {
      h = tf.add(tf.matMul(h, v.w), v.b) as tf.Tensor2D;
      if (i < vars.length - 1) h = tf.relu(h);
    });
    return h;
  };
  const optimizer = tf.train.adam(1e-3);
  const rand = createPrng(opts.seed).next;
  const order = Array.from({ length: n }, (_, i) => i);
  const batch = 128;
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (let s = 0; s < n; s += batch) {
      const idx = tf.tensor1d(order.slice(s, s + batch), 'int32');
      optimizer.minimize(() => {
        const xb = tf.gather(X, idx) as tf.Tensor2D;
        const yb = tf.gather(Y, idx);
        const wb = tf.gather(SW, idx);
        const logits = forward(xb);
        const ce = tf.losses.softmaxCrossEntropy(yb, logits, wb);
        const reg = vars.reduce((acc: tf.Scalar, v) => tf.add(acc, tf.sum(tf.square(v.w))) as tf.Scalar, tf.scalar(0));
        return tf.add(ce, tf.mul(opts.l2, reg)) as tf.Scalar;
      });
      idx.dispose();
    }
    await tf.nextFrame();
  }
  const layers: DenseWeights[] = [];
  for (const v of vars) {
    const [inDim, outDim] = v.w.shape as [number, number];
    layers.push({
      inDim,
      outDim,
      w: Float32Array.from(await v.w.data()),
      b: Float32Array.from(await v.b.data()),
    });
  }
  tf.dispose([X, Y, SW, ...vars.flatMap((v) => [v.w, v.b])]);
  optimizer.dispose();
  return { classes, mode: opts.mode, mean, invStd, layers, meta: {} };
}

/** The men's kind a coarse class answers for (Undershirt → T-Shirt; non-men → null). */
export function answerKind(label: string): MensLabel | null {
  if (label === 'Undershirt') return 'T-Shirt';
  return (MENS_LABELS as readonly string[]).includes(label) ? (label as MensLabel) : null;
}

/**
 * Is predicting coarse label `predicted` right-kind for a photo labelled `truth`? Yes when its
 * kind is `truth`'s or all its categories lie in KIND[truth] (a Blazer answer,
 * 슈트&블레이저 재킷, is an outer category, so right for Outwear) — as the benchmark counts it.
 */
export function coarseRightKind(predicted: MensLabel, truth: MensLabel): boolean {
  return predicted === truth || [...KIND[predicted]].every((c) => KIND[truth].has(c));
}

/** Validation figures of a head on men's-label samples. */
export interface Evaluation {
  top1: number;
  top3: number;
  perLabel: Record<string, number>;
}

/**
 * Right-kind accuracy of the coarse prediction restricted to answerable classes (what the
 * recogniser answers; the fine mapping always stays within the predicted label's kind). Top-3
 * here counts the 3 most likely coarse kinds (the benchmark's top-3 counts runner-up categories,
 * which can include within-kind alternatives, so the figures differ slightly).
 */
export function evaluate(head: HeadWeights, xs: readonly Float32Array[], labels: readonly MensLabel[]): Evaluation {
  const answerable = head.classes.map((c) => answerKind(c));
  let hit1 = 0;
  let hit3 = 0;
  const per: Record<string, [number, number]> = {};
  xs.forEach((x, i) => {
    const logits = headLogits(head, x);
    const kinds: [MensLabel, number][] = [];
    for (let c = 0; c < logits.length; c++) {
      const kd = answerable[c];
      if (kd) kinds.push([kd, logits[c] as number]);
    }
    kinds.sort((a, b) => b[1] - a[1]);
    const truth = labels[i] as MensLabel;
    const ranked = [...new Set(kinds.map(([kd]) => kd))];
    const ok = ranked[0] !== undefined && coarseRightKind(ranked[0], truth);
    if (ok) hit1++;
    if (ranked.slice(0, 3).some((kd) => coarseRightKind(kd, truth))) hit3++;
    const p = (per[truth] ??= [0, 0]);
    p[0] += ok ? 1 : 0;
    p[1] += 1;
  });
  const perLabel: Record<string, number> = {};
  for (const l of MENS_LABELS) {
    const p = per[l];
    if (p) perLabel[l] = p[0] / p[1];
  }
  return { top1: hit1 / xs.length, top3: hit3 / xs.length, perLabel };
}

/** Starting point of the `--compare` search: the research note's probe plus two earlier blocks. */
const BASE: TrainOptions = {
  mode: 'pad',
  flip: false,
  classWeightPower: 0,
  extraClasses: true,
  dims: EMBEDDING_LAYOUT.withBlocks,
  hidden: 0,
  l2: 1e-3,
  epochs: 30,
  seed: 20240611,
};

/**
 * The configuration `npm run train:recognizer` trains: the winner of the `--compare` search on
 * the validation split (see weights/train-log.txt, 0.727 right-kind top-1): centre crop (0.727 vs
 * 0.719 for white padding at this configuration), flip augmentation, the full 9544-value
 * embedding (feature vector + blocks 16/12 + Conv_1 2×2 grid), softmax regression on all usable
 * labels, no class weighting.
 */
export const FINAL: TrainOptions = { ...BASE, mode: 'crop', flip: true, dims: EMBEDDING_LAYOUT.withGrid };

async function main(): Promise<void> {
  const lines: string[] = [];
  const log = (m: string): void => {
    const line = `${new Date().toISOString().slice(11, 19)} ${m}`;
    console.log(line);
    lines.push(line);
  };
  let samples: Sample[];
  try {
    samples = usableSamples(readLabels());
  } catch (err) {
    if (err instanceof DatasetMissingError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const t0 = performance.now();
  await loadBackbone();
  const { train, val } = splitSamples(samples);
  const valMen = val.filter((s) => (MENS_LABELS as readonly string[]).includes(s.label));
  log(`usable photos ${samples.length}: train ${train.length}, validation ${val.length} (${valMen.length} of the 10 men's labels)`);

  const emb = new Map<string, Float32Array[]>();
  const get = async (set: 'train' | 'val' | 'trainFlip', mode: SquareMode): Promise<Float32Array[]> => {
    const key = `${set}-${mode}`;
    if (!emb.has(key)) {
      const list = set === 'val' ? valMen : train;
      emb.set(key, await embeddings(list, { mode, flip: set === 'trainFlip' }, log));
    }
    return emb.get(key) as Float32Array[];
  };

  const run = async (opts: TrainOptions): Promise<{ head: HeadWeights; ev: Evaluation }> => {
    const classes = [...new Set(train.map((s) => s.label))]
      .filter((l) => opts.extraClasses || ANSWERABLE_LABELS.includes(l))
      .sort();
    const keep = train.map((s) => classes.includes(s.label));
    const base = await get('train', opts.mode);
    const xs: Float32Array[] = [];
    const ys: number[] = [];
    base.forEach((x, i) => {
      if (!keep[i]) return;
      xs.push(x);
      ys.push(classes.indexOf((train[i] as Sample).label));
    });
    if (opts.flip) {
      const flipped = await get('trainFlip', opts.mode);
      flipped.forEach((x, i) => {
        if (!keep[i]) return;
        xs.push(x);
        ys.push(classes.indexOf((train[i] as Sample).label));
      });
    }
    const t = performance.now();
    const head = await fitHead(xs, ys, classes, opts);
    const ev = evaluate(head, await get('val', opts.mode), valMen.map((s) => s.label as MensLabel));
    const per = Object.entries(ev.perLabel)
      .map(([l, a]) => `${l} ${a.toFixed(2)}`)
      .join(', ');
    log(
      `  ${describe(opts)}: val right-kind top-1 ${ev.top1.toFixed(3)}, top-3 ${ev.top3.toFixed(3)} ` +
        `(${((performance.now() - t) / 1000).toFixed(0)} s)\n           ${per}`,
    );
    return { head, ev };
  };

  let best: { opts: TrainOptions; head: HeadWeights; ev: Evaluation };
  if (process.argv.includes('--compare')) {
    // Greedy comparison (slow, ~12–20 min on 2 shared cores once embeddings are cached): each
    // step keeps the option if it measures better on validation. Measured separately and not kept
    // (older, stricter metric): men's labels only 0.697 vs 0.708 with all labels (pad, 9544 dims);
    // a 64-unit ReLU MLP 0.715 vs 0.716 for softmax regression (pad+flip, 9544 dims).
    log('comparison (--compare): greedy, each step kept only if validation top-1 improves');
    best = { opts: BASE, ...(await run(BASE)) };
    const tryStep = async (change: Partial<TrainOptions>): Promise<void> => {
      const opts = { ...best.opts, ...change };
      const r = await run(opts);
      if (r.ev.top1 > best.ev.top1) best = { opts, ...r };
    };
    await tryStep({ dims: EMBEDDING_LAYOUT.featureVector });
    await tryStep({ dims: EMBEDDING_LAYOUT.withGrid });
    await tryStep({ flip: true });
    await tryStep({ classWeightPower: 0.5 });
    // Input handling last, with every other option settled (an early 2-photo difference between
    // pad and crop would otherwise steer the whole search).
    await tryStep({ mode: 'crop' });
  } else {
    log('training the FINAL configuration (run with --compare to redo the option search)');
    best = { opts: FINAL, ...(await run(FINAL)) };
  }

  const head = best.head;
  head.meta = {
    trainedAt: new Date().toISOString(),
    options: best.opts,
    trainPhotos: train.length,
    valMensPhotos: valMen.length,
    valRightKindTop1: Number(best.ev.top1.toFixed(4)),
    valRightKindTop3: Number(best.ev.top3.toFixed(4)),
  };
  const json = serialiseHead(head);
  mkdirSync(path.dirname(HEAD_FILE), { recursive: true });
  writeFileSync(HEAD_FILE, json);
  log(`kept ${describe(best.opts)}: val right-kind top-1 ${best.ev.top1.toFixed(3)}, top-3 ${best.ev.top3.toFixed(3)}`);
  log(`wrote ${path.relative(process.cwd(), HEAD_FILE)} (${(json.length / 1024).toFixed(0)} KiB) in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  writeFileSync(path.join(path.dirname(HEAD_FILE), 'train-log.txt'), `${lines.join('\n')}\n`);
}

function describe(o: TrainOptions): string {
  return (
    `${o.mode}${o.flip ? '+flip' : ''}, ${o.dims} dims, cw^${o.classWeightPower}, ${o.extraClasses ? 'all labels' : 'men only'}, ` +
    `${o.hidden > 0 ? `MLP ${o.hidden}` : 'softmax'}, l2 ${o.l2}, ${o.epochs} ep`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await main();
}
