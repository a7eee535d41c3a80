/**
 * The within-kind choice: which TAXONOMY category of a men's label the garment is (denim vs
 * slacks vs jogger pants, sneakers vs boots, padding vs blouson, knit vs sweatshirt, …).
 *
 * - Pants, Shoes, Outwear, Longsleeve, Shirt: linear softmax classifiers over the standardised,
 *   L2-normalised embedding prefix (softmax regression or nearest centroids, whichever train.ts
 *   measured better), trained on the project's own labels in data/fine-labels.csv.
 * - Polo (no fine labels), and Shirt under a head without a Shirt classifier: short vs long
 *   sleeves read off the coarse head itself (T-Shirt/Polo/Undershirt logits against Longsleeve).
 * - Other labels, and any head without fine weights: mapping.ts colour/shape rules.
 */
import type { CategoryName } from '../../../contract/taxonomy';
import type { GarmentPixels } from './garment-pixels';
import { softmax, standardise, type FineHead, type FineKind, type HeadWeights } from './head';
import { fineCategories, type FineShare } from './mapping';

/** L2-normalised copy (a zero vector stays zero). */
export function unit(x: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < x.length; i++) n += (x[i] as number) ** 2;
  const inv = n > 0 ? 1 / Math.sqrt(n) : 0;
  return x.map((v) => v * inv);
}

/** The unit, standardised embedding prefix the fine classifiers read. */
export function fineInput(
  head: HeadWeights,
  fine: FineHead,
  embedding: Float32Array,
): Float32Array {
  return unit(standardise(head, embedding, fine.dims));
}

/** Category probabilities of one within-kind classifier for a `fineInput` vector, most likely first. */
export function kindShares(kind: FineKind, dims: number, z: Float32Array): FineShare[] {
  const logits = kind.categories.map((_, k) => {
    let s = kind.bias[k] as number;
    const row = k * dims;
    for (let j = 0; j < dims; j++) s += (z[j] as number) * (kind.weights[row + j] as number);
    return s;
  });
  const p = softmax(logits);
  return kind.categories
    .map((category, k) => ({ category, share: p[k] as number }))
    .sort((a, b) => b.share - a.share);
}

/** Probability of short sleeves from the coarse logits (T-Shirt/Polo/Undershirt vs Longsleeve). */
export function shortSleeveProbability(head: HeadWeights, logits: Float32Array): number {
  const at = (c: string): number | null => {
    const i = head.classes.indexOf(c);
    return i < 0 ? null : (logits[i] as number);
  };
  const short = ['T-Shirt', 'Polo', 'Undershirt'].map(at).filter((v): v is number => v !== null);
  const long = at('Longsleeve');
  if (short.length === 0 || long === null) return 0.5;
  const p = softmax([...short, long]);
  return 1 - (p[short.length] as number);
}

const SLEEVES: Readonly<Record<string, readonly [CategoryName, CategoryName]>> = {
  Shirt: ['셔츠&블라우스 - 반소매', '셔츠&블라우스 - 긴소매'],
  Polo: ['피케&카라 티셔츠 - 반소매', '피케&카라 티셔츠 - 긴소매'],
};

/**
 * How a coarse label's probability splits over TAXONOMY categories for this photo: the trained
 * fine classifier when the head has one for `label`, the sleeve length for shirts and polos,
 * otherwise mapping.ts `fineCategories` rules.
 * @param z `fineInput` of the photo (unused without a fine head).
 * @returns shares summing to 1, most likely first.
 * @throws RangeError for a label that has no men's category.
 */
export function categoryShares(
  head: HeadWeights,
  label: string,
  logits: Float32Array,
  z: Float32Array | null,
  px: GarmentPixels,
): FineShare[] {
  const kind = head.fine?.kinds.find((k) => k.label === label);
  if (kind && head.fine && z) return kindShares(kind, head.fine.dims, z);
  const sleeves = SLEEVES[label];
  if (sleeves && head.fine) {
    const ps = shortSleeveProbability(head, logits);
    const out: FineShare[] = [
      { category: sleeves[0], share: ps },
      { category: sleeves[1], share: 1 - ps },
    ];
    return out.sort((a, b) => b.share - a.share);
  }
  return fineCategories(label, px);
}
