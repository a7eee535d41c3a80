/**
 * `npm run bench:budget`: outfits within a budget, on the stylist bench's validation photos (every
 * STEP-th of the sender-disjoint validation split of the men's labels, recognised by the trained
 * recogniser) over the sample catalogue (without the photo's own sender's pictures), each
 * answered without a budget and with 150,000, 250,000 and 350,000원. Prints per budget:
 * - the share of outfits whose shop items (the photographed slot aside: the shopper wears their
 *   own garment there) are within the budget (the requirement: 100 %), outfits per answer (4
 *   wherever the catalogue allows) and the answers refused as over budget (the generator's 422,
 *   with the cheapest possible outfit's price);
 * - the style score lost against the unbounded answer: the mean, over outfits, of the engine's own
 *   soft score (candidates.ts scoreCandidate) of each item beside the rest of its outfit;
 * - the engine's time per answer as a ratio to the unbounded call's in the same run (median of
 *   ROUNDS rounds; the requirement: ≤ ×1.5).
 * Prints figures; not a test. Exits 1 with a clear message when the dataset folder is missing.
 */
import { performance } from 'node:perf_hooks';
import { categoryInfo, SEASON_PALETTES, SEASONS, SLOTS, type Season } from '../contract/taxonomy';
import { cheapestOutfitPrice, composeOutfits, type Outfit } from '../server/styling/outfit';
import { scoreCandidate } from '../server/styling/outfit/candidates';
import type { Recognition } from '../server/styling/types';
import { fraction, median } from './support/figures';
import { STEP, validationAnswers } from './support/validation-answers';

const SEED = 20261124;
const BUDGETS = [null, 150_000, 250_000, 350_000] as const;
const ROUNDS = 3;

/** The engine's soft score of an outfit: each item beside the rest (no reuse penalties). */
function outfitScore(outfit: Outfit): number {
  const items = SLOTS.flatMap((slot) => (outfit.items[slot] ? [outfit.items[slot]] : []));
  let score = 0;
  for (const item of items) {
    const chosen = items.filter((x) => x !== item).map((x) => x.product);
    score += scoreCandidate(item.product, {
      slot: item.product.slot,
      season: outfit.season,
      style: outfit.style,
      palette: SEASON_PALETTES[outfit.season],
      chosen,
      used: new Set(),
    });
  }
  return score / Math.max(1, items.length);
}

async function main(): Promise<void> {
  const answers = await validationAnswers();
  const { photos } = answers;
  const recognised = answers.recognised.map(({ r }) => r);
  const indexOf = (i: number) => answers.recognised[i]!.index;
  const seasonOf = (r: Recognition, i: number): Season =>
    categoryInfo(r.category).only ?? (SEASONS[i % SEASONS.length] as Season);

  const answer = (r: Recognition, i: number, budget: number | null): Outfit[] =>
    composeOutfits({
      garment: r,
      season: seasonOf(r, i),
      catalogue: indexOf(i),
      seed: SEED + i * 31,
      ...(budget !== null ? { budget } : {}),
    });

  const unbounded = recognised.map((r, i) => answer(r, i, null));
  const baseScore =
    unbounded.flat().reduce((s, o) => s + outfitScore(o), 0) / Math.max(1, unbounded.flat().length);
  console.log(
    `budget benchmark: ${photos} validation photos (every ${STEP}th), ${recognised.length} read as menswear, seed ${SEED}`,
  );
  console.log(
    '| budget | shop items within it | outfits per answer (min / mean) | answers over budget (422) | style score (lost) | engine time × unbounded |',
  );
  console.log('|---|---|---|---|---|---|');
  const times = new Map<number | null, number[]>(BUDGETS.map((b) => [b, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const budget of BUDGETS) {
      const t0 = performance.now();
      recognised.forEach((r, i) => answer(r, i, budget));
      times.get(budget)!.push(performance.now() - t0);
    }
  }
  const base = median(times.get(null)!);
  for (const budget of BUDGETS) {
    let within = 0;
    let outfits = 0;
    let refused = 0;
    let minPer = Infinity;
    let score = 0;
    recognised.forEach((r, i) => {
      const cheapest = budget === null ? 0 : cheapestOutfitPrice(r, seasonOf(r, i), indexOf(i));
      if (budget !== null && cheapest > budget) {
        refused++;
        return;
      }
      const result = answer(r, i, budget);
      minPer = Math.min(minPer, result.length);
      outfits += result.length;
      within += result.filter((o) => budget === null || o.shopPrice <= budget).length;
      score += result.reduce((s, o) => s + outfitScore(o), 0);
    });
    const answered = recognised.length - refused;
    const mean = score / Math.max(1, outfits);
    console.log(
      `| ${budget === null ? 'none' : `${budget.toLocaleString('ko-KR')}원`} | ${fraction(within, outfits)} | ${minPer === Infinity ? '-' : minPer} / ${(outfits / Math.max(1, answered)).toFixed(2)} | ${fraction(refused, recognised.length)} | ${mean.toFixed(2)} (${(baseScore - mean).toFixed(2)}) | ×${(median(times.get(budget)!) / base).toFixed(2)} |`,
    );
  }
  console.log(
    `engine time per ${recognised.length} answers, unbounded: median ${base.toFixed(0)} ms of ${ROUNDS} rounds`,
  );
}

await main();
