/**
 * Fine-tuned backbone weights (finetune.py's tfjs weights manifest) laid over the bundled ones:
 * replaced by name, dequantized, and refused when they do not fit the graph — a wrong file must
 * stop the recogniser loudly rather than compute garbage features.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BackboneLoadError, backboneFingerprint, initBackend, withFinetuned } from './backbone';

/** A bundled-style manifest of two tensors, uint8-quantized like nsfwjs's. */
const bundled: tf.io.WeightsManifestConfig[number] = {
  paths: ['bundled.bin'],
  weights: [
    {
      name: 'conv/w',
      shape: [2, 2],
      dtype: 'float32',
      quantization: { dtype: 'uint8', min: -1, scale: 0.01 },
    },
    {
      name: 'conv/b',
      shape: [2],
      dtype: 'float32',
      quantization: { dtype: 'uint8', min: 0, scale: 0.5 },
    },
  ],
};
const bundledBytes = Uint8Array.from([0, 100, 200, 255, 2, 4]).buffer;

/** Writes a fine-tuned manifest of `specs` with uint16 values `q` to a new folder. */
function finetuned(specs: tf.io.WeightsManifestEntry[], q: number[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fitpick-backbone-'));
  writeFileSync(
    path.join(dir, 'backbone.json'),
    JSON.stringify([{ paths: ['backbone.bin'], weights: specs }]),
  );
  writeFileSync(path.join(dir, 'backbone.bin'), Buffer.from(Uint16Array.from(q).buffer));
  return path.join(dir, 'backbone.json');
}

beforeAll(async () => {
  await initBackend();
});

describe('fine-tuned backbone weights', () => {
  it('keep the bundled weights when no fine-tuned file exists', async () => {
    const r = await withFinetuned(
      bundled,
      bundledBytes,
      path.join(tmpdir(), 'no-such-dir', 'backbone.json'),
    );
    expect(r.replaced).toBe(0);
    expect(r.specs).toBe(bundled.weights);
    expect(backboneFingerprint(path.join(tmpdir(), 'no-such-dir', 'backbone.json'))).toBe(
      'bundled',
    );
  });

  it('replace the named tensor with its dequantized values and keep the others', async () => {
    const file = finetuned(
      [
        {
          name: 'conv/w',
          shape: [2, 2],
          dtype: 'float32',
          quantization: { dtype: 'uint16', min: -2, scale: 0.001 },
        },
      ],
      [0, 1000, 2000, 65535],
    );
    const r = await withFinetuned(bundled, bundledBytes, file);
    expect(r.replaced).toBe(1);
    const values = tf.io.decodeWeights(r.data, r.specs);
    expect(Array.from((values['conv/w'] as tf.Tensor).dataSync())).toEqual(
      [-2, -1, 0, 63.535].map((v) => expect.closeTo(v, 4)),
    );
    expect(Array.from((values['conv/b'] as tf.Tensor).dataSync())).toEqual([1, 2]);
    expect(backboneFingerprint(file)).toMatch(/^[0-9a-f]{12}$/);
  });

  it('refuse a tensor whose shape differs from the graph', async () => {
    const file = finetuned(
      [
        {
          name: 'conv/w',
          shape: [4],
          dtype: 'float32',
          quantization: { dtype: 'uint16', min: 0, scale: 1 },
        },
      ],
      [1, 2, 3, 4],
    );
    await expect(withFinetuned(bundled, bundledBytes, file)).rejects.toThrow(BackboneLoadError);
  });

  it('refuse a tensor the graph does not have', async () => {
    const file = finetuned(
      [
        {
          name: 'other/w',
          shape: [2],
          dtype: 'float32',
          quantization: { dtype: 'uint16', min: 0, scale: 1 },
        },
      ],
      [1, 2],
    );
    await expect(withFinetuned(bundled, bundledBytes, file)).rejects.toThrow(
      /name no graph weight: other\/w/,
    );
  });
});
