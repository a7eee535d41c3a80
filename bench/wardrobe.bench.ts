/**
 * `npm run bench:wardrobe`: outfits from the shopper's own clothes (내 옷장), completed by the
 * shop. Synthetic wardrobes of 10, 30 and 100 items are drawn (seeded) from the validation photos
 * the project labelled by eye (sender-disjoint split, ml/dataset.ts `splitOf`; category from the
 * fine labels, colour from the colour labels; the engine dresses a photo-only one in its nearest
 * shop colour).
 * Every item of a wardrobe is in turn the photographed garment ("이 옷으로 코디"): 4 outfits in
 * its season (its category's only season, else the four in turn) over the sample catalogue,
 * with the rest of the wardrobe and without it (a shop-only answer). Prints per wardrobe size:
 * - the share of outfits wearing ≥ 2 owned pieces besides the photographed one (the
 *   requirement at 30 items: ≥ 60 %), the share needing no shop item, and the share of answers
 *   with at least one outfit needing no shop item (requirement: every answer where the wardrobe
 *   allows it);
 * - the outfits after an answer's first that need no shop item (the requirement "내 옷장 outfits
 *   that still shop": 0 while the catalogue has one that fits), the answers with two alike outfits
 *   (the same item in every slot: 0), and the outfits breaking a layering rule
 *   (outfit/layering.ts: 0);
 * - compose time with the wardrobe as a ratio to the shop-only answer in the same run (median of
 *   ROUNDS rounds; requirement ≤ ×1.5).
 * Prints figures; not a test. Exits 1 with a clear message when the dataset folder is missing.
 */
import { performance } from 'node:perf_hooks';
import { categoryInfo, isPhotoColour, SEASONS, SLOTS, type Season } from '../contract/taxonomy';
import { readColourLabels, readFineLabels, splitOf, usableSamplesOrExit } from '../ml/dataset';
import { buildSampleCatalogue } from '../server/catalog/sample';
import { composeOutfits, indexCatalogue } from '../server/styling/outfit';
import type { Outfit } from '../server/styling/outfit/types';
import { layeringClash } from '../server/styling/outfit/layering';
import type { OwnedPiece } from '../server/styling/outfit/wardrobe';
import { wardrobeSeasons } from '../server/styling/wardrobe-seasons';
import { createPrng } from '../server/styling/prng';
import { fraction, median } from './support/figures';

const SEED = 20261127;
const SIZES = [10, 30, 100] as const;
const ROUNDS = 3;

function labelledPieces(): OwnedPiece[] {
  const samples = usableSamplesOrExit();
  const categories = readFineLabels();
  const colours = readColourLabels();
  const pieces: OwnedPiece[] = [];
  for (const s of samples) {
    const category = categories.get(s.image);
    const colour = colours.get(s.image)?.colour;
    if (!category || !colour || !isPhotoColour(colour) || splitOf(s.senderId) !== 'val') continue;
    pieces.push({
      wardrobeItemId: pieces.length + 1,
      category,
      slot: categoryInfo(category).slot,
      colour,
      seasons: wardrobeSeasons(category),
      imageUrl: `/media/wardrobe/${s.image}.webp`,
    });
  }
  return pieces;
}

function main(): void {
  const pool = labelledPieces();
  const index = indexCatalogue(
    buildSampleCatalogue().products.map((p, i) => ({ ...p, id: i + 1 })),
  );
  console.log(
    `wardrobe benchmark: ${pool.length} labelled validation garments, wardrobes of ${SIZES.join(' / ')} items, seed ${SEED}`,
  );
  console.log(
    '| wardrobe | answers | outfits with ≥ 2 owned pieces | outfits with no shop item | answers with a no-shop outfit | later outfits with no shop item | answers with two alike outfits | layering violations | compose × shop-only |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const size of SIZES) {
    const wardrobe = createPrng(SEED + size).sample(pool, Math.min(size, pool.length));
    const asks = wardrobe.map((item, i) => ({
      garment: { category: item.category, slot: item.slot, colour: item.colour },
      season: (categoryInfo(item.category).only ?? SEASONS[i % SEASONS.length]) as Season,
      rest: wardrobe.filter((other) => other !== item),
      seed: SEED + i,
    }));
    const answer = (ask: (typeof asks)[number], withWardrobe: boolean): Outfit[] =>
      composeOutfits({
        garment: ask.garment,
        season: ask.season,
        catalogue: index,
        seed: ask.seed,
        ...(withWardrobe ? { wardrobe: ask.rest } : {}),
      });
    const times = { shop: [] as number[], wardrobe: [] as number[] };
    for (let r = 0; r < ROUNDS; r++)
      for (const mode of ['shop', 'wardrobe'] as const) {
        const t0 = performance.now();
        for (const ask of asks) answer(ask, mode === 'wardrobe');
        times[mode].push(performance.now() - t0);
      }
    let outfits = 0;
    let twoOwned = 0;
    let noShop = 0;
    let answersNoShop = 0;
    let later = 0;
    let laterNoShop = 0;
    let alike = 0;
    let clashes = 0;
    for (const ask of asks) {
      const result = answer(ask, true);
      let any = false;
      const keys = result.map((o) => SLOTS.map((s) => o.items[s]?.product.id ?? '-').join(','));
      if (new Set(keys).size < keys.length) alike++;
      for (const [i, o] of result.entries()) {
        const pieces = SLOTS.flatMap((s) => (o.items[s] ? [o.items[s].product] : []));
        if (pieces.some((a, k) => pieces.slice(k + 1).some((b) => layeringClash(a, b)))) clashes++;
        const others = SLOTS.filter((s) => s !== ask.garment.slot && o.items[s]);
        const owned = others.filter((s) => o.items[s]?.owned).length;
        outfits++;
        if (owned >= 2) twoOwned++;
        if (owned === others.length) {
          noShop++;
          any = true;
        }
        if (i > 0) {
          later++;
          if (owned === others.length) laterNoShop++;
        }
      }
      if (any) answersNoShop++;
    }
    console.log(
      `| ${size} items | ${asks.length} | ${fraction(twoOwned, outfits)} | ${fraction(noShop, outfits)} | ${fraction(answersNoShop, asks.length)} | ${fraction(laterNoShop, later)} | ${alike} of ${asks.length} | ${clashes} of ${outfits} | ×${(median(times.wardrobe) / median(times.shop)).toFixed(2)} (${median(times.shop).toFixed(0)} ms shop-only) |`,
    );
  }
}

main();
