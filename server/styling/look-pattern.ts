/**
 * The pattern of the garment in a photo (taxonomy.ts PRODUCT_PATTERNS: 무지, 스트라이프, 체크,
 * 프린트, 기타), read from its look (look.ts: LOOK_DIMS unit values the recogniser returns with
 * every recognition) by a softmax regression that ml/pattern.ts fits on the project's pattern
 * labels of training photos (ml/data/pattern-labels.csv, by eye) and writes to
 * recognizer/weights/pattern.json. The photographed slot offers a similar item of that pattern
 * first (outfit/photographed.ts; the requirement "a similar item that is like it": ranked by
 * sub-kind, pattern and look). Not sure enough to be said to the shopper: it only orders the
 * similar items and withholds claims. Reads its weights once, on first use.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { isProductPattern, type ProductPattern } from '../../contract/taxonomy';
import { serverFile } from '../lib/source-path';
import { LOOK_DIMS } from './look';

/** recognizer/weights/pattern.json as ml/pattern.ts writes it. */
export interface PatternWeights {
  /** sha-256 (hex) of recognizer/weights/look.json, the projection the looks were made with. */
  look: string;
  /** The patterns, in output order. */
  classes: ProductPattern[];
  /** classes.length × LOOK_DIMS values, row-major: pattern k's logit is row k · look + bias[k]. */
  weights: number[];
  bias: number[];
  /**
   * The probability from which a read pattern was right ≥ 90 % of the time on validation senders
   * (ml/pattern.ts): only then may the words call a similar item of it 비슷한, or of another
   * pattern "무늬가 다른" (the product rule "ask before asserting").
   */
  sayAt: number;
}

/** The committed weights' file. */
export const PATTERN_FILE = serverFile('styling', 'recognizer', 'weights', 'pattern.json');

/** The hash `PatternWeights.look` records of a look projection file. */
export function lookFileHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A photo's pattern and its probability under the head (0–1). */
export interface LookPattern {
  readonly pattern: ProductPattern;
  readonly probability: number;
  /** The probability is at least the head's `sayAt`: the words may rely on the pattern. */
  readonly sure: boolean;
}

let loaded: PatternWeights | undefined;

/**
 * Reads pattern.json (default the committed one).
 * @throws Error when the file is missing, names a pattern not in PRODUCT_PATTERNS or its sizes do
 * not fit LOOK_DIMS.
 */
export function loadPatternWeights(file = PATTERN_FILE): PatternWeights {
  const w = JSON.parse(readFileSync(file, 'utf8')) as PatternWeights;
  if (!w.classes.every(isProductPattern))
    throw new Error(`${file}: a class is not a product pattern`);
  if (!(w.sayAt >= 0 && w.sayAt <= 1)) throw new Error(`${file}: sayAt is a probability`);
  if (w.weights.length !== w.classes.length * LOOK_DIMS || w.bias.length !== w.classes.length)
    throw new Error(`${file}: the weights are ${w.classes.length} × ${LOOK_DIMS} values`);
  return w;
}

/**
 * The most likely pattern of the photo whose look is `look` (LOOK_DIMS values), with its
 * probability; null when the look is missing or of another length (a recognition stored before
 * looks).
 */
export function patternOfLook(
  look: ArrayLike<number> | undefined,
  weights: PatternWeights = (loaded ??= loadPatternWeights()),
): LookPattern | null {
  if (look?.length !== LOOK_DIMS) return null;
  const logits = weights.classes.map((_, k) => {
    let sum = weights.bias[k] as number;
    for (let j = 0; j < LOOK_DIMS; j++)
      sum += (weights.weights[k * LOOK_DIMS + j] as number) * (look[j] as number);
    return sum;
  });
  const top = Math.max(...logits);
  const exps = logits.map((v) => Math.exp(v - top));
  const total = exps.reduce((a, b) => a + b, 0);
  const best = logits.indexOf(top);
  const probability = (exps[best] as number) / total;
  return {
    pattern: weights.classes[best] as ProductPattern,
    probability,
    sure: probability >= weights.sayAt,
  };
}
