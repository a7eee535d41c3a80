/**
 * Fits the look projection (server/styling/recognizer/look.ts): the first LOOK_DIMS principal
 * components of the power-normalised 1,792-value feature vector of every training photo (centre
 * crop, as the recogniser embeds), by subspace iteration on their covariance with TensorFlow.js.
 * Writes weights/look.json; prints the share of variance kept.
 *
 *   npx tsx ml/look.ts        # ~1 min with the embeddings cached (ml/features.ts)
 *
 * Exits 1 with the dataset's message when ../shared/datasets/clothing is missing.
 */
import { writeFileSync } from 'node:fs';
import * as tf from '@tensorflow/tfjs';
import { backboneFingerprint, initBackend } from '../server/styling/recognizer/backbone';
import { encodeLook, LOOK_DIMS } from '../server/styling/look';
import { LOOK_FILE, powerNormalised, type LookWeights } from '../server/styling/recognizer/look';
import { splitOf, usableSamplesOrExit } from './dataset';
import { embeddings } from './features';

const ITERATIONS = 60;

async function main(): Promise<void> {
  const train = usableSamplesOrExit().filter((s) => splitOf(s.senderId) === 'train');
  const embedded = await embeddings(train, { mode: 'crop', flip: false }, console.log);
  await initBackend();
  const rows = embedded.map(powerNormalised);
  const dim = (rows[0] as Float32Array).length;
  const flat = new Float32Array(rows.length * dim);
  rows.forEach((r, i) => flat.set(r, i * dim));

  const [mean, components, kept] = tf.tidy(() => {
    const x = tf.tensor2d(flat, [rows.length, dim]);
    const mu = x.mean(0);
    const centred = x.sub(mu);
    const cov = tf.matMul(centred, centred, true, false).div(rows.length) as tf.Tensor2D;
    let q = tf.randomNormal([dim, LOOK_DIMS], 0, 1, 'float32', 7) as tf.Tensor2D;
    for (let i = 0; i < ITERATIONS; i++) q = tf.linalg.qr(tf.matMul(cov, q))[0] as tf.Tensor2D;
    // Rayleigh quotients: the variance along each component.
    const variance = tf.sum(tf.mul(q, tf.matMul(cov, q)), 0);
    const share = variance.sum().div(tf.square(centred).sum().div(rows.length));
    return [mu, q.transpose(), share];
  });
  const weights: LookWeights = {
    fingerprint: backboneFingerprint(),
    mean: Array.from(await mean.data(), (v) => Math.round(v * 1e6) / 1e6),
    components: encodeLook(new Float32Array(await components.data())),
  };
  writeFileSync(LOOK_FILE, `${JSON.stringify(weights)}\n`);
  console.log(
    `look projection: ${LOOK_DIMS} of ${dim} dimensions from ${rows.length} training photos keep ` +
      `${((await kept.data())[0]! * 100).toFixed(1)} % of the variance → ${LOOK_FILE}`,
  );
}

await main();
