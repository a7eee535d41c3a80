/**
 * Within-kind classifiers (train.ts fits, fine.ts inference): trained on labelled embeddings of
 * two kinds of trousers, both the nearest-centroid and the softmax-regression fit (whose
 * standardisation is folded into its rows) must name the right category for new photos of each,
 * and the shares a shopper sees as runner-ups must be probabilities.
 */
import { describe, expect, it } from 'vitest';
import type { CategoryName } from '../contract/taxonomy';
import { createPrng } from '../server/styling/prng';
import { EMBEDDING_LAYOUT } from '../server/styling/recognizer/backbone';
import { fineInput, kindShares } from '../server/styling/recognizer/fine';
import { headLogits, softmax, type HeadWeights } from '../server/styling/recognizer/head';
import { fitFineCentroids, fitFineSoftmax, foldStandardisation } from './train';

const D = EMBEDDING_LAYOUT.featureVector;
const rand = createPrng(11);

/** An embedding of a photo of `category`: noise plus a direction spread over 200 features. */
function photo(category: CategoryName): Float32Array {
  const x = Float32Array.from({ length: D }, () => rand.next() * 0.5);
  const from = category === '데님 팬츠' ? 0 : 200;
  for (let j = from; j < from + 200; j++) x[j] = (x[j] as number) + 0.3;
  return x;
}

const head: HeadWeights = {
  backbone: 'synthetic',
  classes: ['Pants'],
  mode: 'crop',
  mean: new Float32Array(D).fill(0.25),
  invStd: new Float32Array(D).fill(4),
  layers: [],
  sqrt: false,
  temperature: 1,
  rejectAt: 2,
  flipTta: false,
  fine: null,
  meta: {},
};

const categories: CategoryName[] = ['데님 팬츠', '트레이닝&조거 팬츠'];
const training = categories.flatMap((category) =>
  Array.from({ length: 20 }, () => ({ label: 'Pants' as const, category, x: photo(category) })),
);
const fresh = categories.flatMap((category) =>
  Array.from({ length: 10 }, () => ({ category, x: photo(category) })),
);

describe('within-kind classifiers', () => {
  it.each([
    ['nearest centroid', async () => fitFineCentroids(head, training)],
    ['softmax regression', async () => fitFineSoftmax(head, training)],
  ])('%s names the right category for new photos, with shares summing to 1', async (_, fit) => {
    const fine = await fit();
    const kind = fine.kinds.find((k) => k.label === 'Pants');
    expect(kind?.categories).toEqual([...categories].sort());
    if (!kind) return;
    for (const f of fresh) {
      const shares = kindShares(kind, fine.dims, fineInput(head, fine, f.x));
      expect(shares[0]?.category).toBe(f.category);
      expect(shares.reduce((s, x) => s + x.share, 0)).toBeCloseTo(1, 5);
    }
  });

  it('leaves out kinds with fewer than two labelled categories', async () => {
    const oneCategory = training.filter((r) => r.category === '데님 팬츠');
    expect(fitFineCentroids(head, oneCategory).kinds).toEqual([]);
    expect((await fitFineSoftmax(head, oneCategory)).kinds).toEqual([]);
  });

  it('a folded softmax regression gives the same probabilities as the head it came from', () => {
    const d = 16;
    const k = 3;
    const fitted: HeadWeights = {
      ...head,
      classes: ['데님 팬츠', '코튼 팬츠', '슈트 팬츠&슬랙스'],
      mean: Float32Array.from({ length: d }, () => rand.next() - 0.5),
      invStd: Float32Array.from({ length: d }, () => 0.5 + rand.next() * 3),
      layers: [
        {
          inDim: d,
          outDim: k,
          w: Float32Array.from({ length: d * k }, () => rand.next() - 0.5),
          b: Float32Array.from({ length: k }, () => rand.next()),
        },
      ],
    };
    const kind = foldStandardisation(fitted, 'Pants');
    for (let trial = 0; trial < 5; trial++) {
      const z = Float32Array.from({ length: d }, () => rand.next() * 2 - 1);
      const expected = softmax(headLogits(fitted, z));
      const shares = kindShares(kind, d, z);
      fitted.classes.forEach((c, i) =>
        expect(shares.find((s) => s.category === c)?.share).toBeCloseTo(expected[i] as number, 5),
      );
    }
  });
});
