/**
 * `npm run bench:pictures`: do the sample catalogue's photographed pictures show what their
 * products say? Every committed picture (server/catalog/sample/photos/) is recognised by the
 * served recogniser as a shopper's photo would be, and compared with its product:
 * - kind: the recognised category is of the product's kind (recognizer/mapping.ts `KIND`: any
 *   pants category for pants, …); exact category too;
 * - colour: the recognised colour is the product's colour, or the product's colour is among the
 *   recognised colour's chips (one tap away);
 * - both again for the pictures cut from validation photos alone: the recogniser never trained
 *   on those, so they read as a shop's own pictures would.
 * Also prints how often two pictures of one category share their pattern label per band of look
 * cosine (what ALIKE_LOOK rests on), pictures per product in the sample catalogue, how many products are photographed
 * per slot, the pictures' bytes on disk, the cut-outs left out by reason (ml/data/
 * catalogue-rejects.csv), and the share of photographed pictures in 200 generator
 * outfits of validation photos (what a shopper sees). Prints figures; not a test.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { categoryInfo, SEASONS, SLOTS, type Season } from '../contract/taxonomy';
import { composeOutfits } from '../server/styling/outfit';
import { lookSimilarity } from '../server/styling/look';
import { buildSampleCatalogue } from '../server/catalog/sample';
import { PHOTO_DIR, PHOTO_PREFIX, samplePhotos } from '../server/catalog/sample/photos';
import { readCatalogueRejects, REJECT_REASONS, splitOf, usableSamplesOrExit } from '../ml/dataset';
import { createRecognizer } from '../server/styling/recognizer/index';
import { isRightKind, kindOf } from '../server/styling/recognizer/mapping';
import { fraction } from './support/figures';
import { validationAnswers } from './support/validation-answers';

/** Generator outfits whose pictures are counted. */
const OUTFITS = 200;

async function main(): Promise<void> {
  const photos = samplePhotos();
  const recognizer = createRecognizer();
  await recognizer.warmUp();
  let kind = 0;
  let category = 0;
  let colour = 0;
  let colourChips = 0;
  let bytes = 0;
  const misses = new Map<string, number>();
  const senderOf = new Map(usableSamplesOrExit().map((s) => [s.image, s.senderId]));
  const unseen = { pictures: 0, kind: 0, colour: 0 };
  for (const photo of photos) {
    const file = path.join(PHOTO_DIR, photo.file);
    bytes += statSync(file).size;
    const r = await recognizer.recognize(readFileSync(file));
    if (isRightKind(kindOf(photo.category), r.category)) kind++;
    if (r.category === photo.category) category++;
    if (r.colour === photo.colour) colour++;
    else {
      const key = `${photo.colour} → ${r.colour}`;
      misses.set(key, (misses.get(key) ?? 0) + 1);
    }
    if (r.colour === photo.colour || r.colourChoices?.includes(photo.colour)) colourChips++;
    const sender = senderOf.get(photo.source);
    if (sender !== undefined && splitOf(sender) === 'val') {
      unseen.pictures++;
      if (isRightKind(kindOf(photo.category), r.category)) unseen.kind++;
      if (r.colour === photo.colour) unseen.colour++;
    }
  }
  console.log(`photographed pictures: ${photos.length} (${(bytes / 1e6).toFixed(1)} MB)`);
  console.log(`recognised kind agrees with the product: ${fraction(kind, photos.length)}`);
  console.log(`recognised category is the product's: ${fraction(category, photos.length)}`);
  console.log(`recognised colour is the product's: ${fraction(colour, photos.length)}`);
  console.log(`… or one of its chips: ${fraction(colourChips, photos.length)}`);
  console.log(
    `cut from validation photos (never trained on): ${unseen.pictures}; kind ${fraction(unseen.kind, unseen.pictures)}, colour ${fraction(unseen.colour, unseen.pictures)}`,
  );
  console.log(
    `colour disagreements (product → recognised): ${[...misses]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ')}`,
  );

  // How much a look cosine says: pairs of pictures of one category, the share that share their
  // pattern label per cosine band (photographed.ts ALIKE_LOOK).
  const pairs: { cosine: number; same: boolean }[] = [];
  photos.forEach((a, i) => {
    for (const b of photos.slice(i + 1))
      if (a.category === b.category)
        pairs.push({ cosine: lookSimilarity(a.look, b.look), same: a.pattern === b.pattern });
  });
  const share = (list: typeof pairs): string =>
    fraction(list.filter((p) => p.same).length, list.length);
  console.log(`same pattern, any two pictures of one category: ${share(pairs)}`);
  for (const lo of [0.9, 0.8, 0.7, 0.6, 0.5])
    console.log(
      `  look cosine ${lo.toFixed(1)}–${(lo + 0.1).toFixed(1)}: ${share(pairs.filter((p) => p.cosine >= lo && p.cosine < lo + 0.1))}; ≥ ${lo.toFixed(1)}: ${share(pairs.filter((p) => p.cosine >= lo))}`,
    );

  const { products } = buildSampleCatalogue(photos);
  const pictures = new Map<string, number>();
  for (const p of products) pictures.set(p.imageUrl, (pictures.get(p.imageUrl) ?? 0) + 1);
  const photographed = products.filter((p) => p.imageUrl.startsWith(PHOTO_PREFIX));
  console.log(
    `sample catalogue: ${products.length} products, ${photographed.length} photographed; ` +
      `products per picture ${(products.length / pictures.size).toFixed(2)}`,
  );
  console.log(
    `photographed per slot: ${SLOTS.map(
      (slot) =>
        `${slot} ${photographed.filter((p) => p.slot === slot).length}/${products.filter((p) => p.slot === slot).length}`,
    ).join(', ')}`,
  );
  const drawnOnly = [...new Set(products.map((p) => p.category))].filter(
    (c) => !photographed.some((p) => p.category === c),
  );
  console.log(
    `categories with drawn pictures only: ${drawnOnly.length} (${drawnOnly.map((c) => `${c} [${categoryInfo(c).slot}]`).join(', ')})`,
  );
  const rejects = [...readCatalogueRejects().values()];
  console.log(
    `cut-outs looked at and left out: ${rejects.length}, by reason: ${REJECT_REASONS.map(
      (reason) => `${reason} ${rejects.filter((r) => r === reason).length}`,
    ).join(', ')}`,
  );
  await picturesInOutfits();
}

/**
 * What a shopper sees: the share of photographed (not drawn) product pictures in OUTFITS generator
 * outfits for the stylist bench's validation photos (4 an answer, seeded), per slot.
 */
async function picturesInOutfits(): Promise<void> {
  const answers = await validationAnswers();
  const seen = new Map(SLOTS.map((slot) => [slot, { photographed: 0, all: 0 }]));
  let outfits = 0;
  for (const [i, { r, index }] of answers.recognised.entries()) {
    if (outfits >= OUTFITS) break;
    const season = categoryInfo(r.category).only ?? (SEASONS[i % SEASONS.length] as Season);
    for (const outfit of composeOutfits({ garment: r, season, catalogue: index, seed: 7 + i })) {
      if (outfits >= OUTFITS) break;
      outfits++;
      for (const slot of SLOTS) {
        const product = outfit.items[slot]?.product;
        const count = seen.get(slot);
        if (!product || !count) continue;
        count.all++;
        if (product.imageUrl.startsWith(PHOTO_PREFIX)) count.photographed++;
      }
    }
  }
  const total = [...seen.values()].reduce(
    (sum, c) => ({ photographed: sum.photographed + c.photographed, all: sum.all + c.all }),
    { photographed: 0, all: 0 },
  );
  console.log(
    `photographed pictures in ${outfits} generator outfits: ${fraction(total.photographed, total.all)} (${SLOTS.map(
      (slot) => `${slot} ${fraction(seen.get(slot)!.photographed, seen.get(slot)!.all)}`,
    ).join(', ')})`,
  );
}

await main();
