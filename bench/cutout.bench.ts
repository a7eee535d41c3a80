/**
 * `npm run bench:cutout [-- <out-dir>]`: how the cut-out of the shopper's garment
 * (server/styling/cutout.ts `shopperCutout`) does on shoppers' photos it never saw: the usable photos
 * of the sender-disjoint validation split (ml/dataset.ts `splitOf` 'val', every label), one
 * at a time on one thread after OpenCV.js has loaded, and prints:
 * - the share whose mask passes `judge` (kind 'cutout', the garment on the light ground) and the
 *   share that fell back to the photo cropped to the garment's box (kind 'crop');
 * - the time per photo (decode, GrabCut, score, the 480 px WebP), median and p95 ms;
 * - that no answer is the whole uncropped photo: a crop's region must be smaller than the
 *   EXIF-rotated photo (the count that is not), and how many cut-outs' squares take in all of it
 *   (their background is gone, so this is only told).
 * `--mask grabcut|head|head-grabcut` picks where the mask comes from (server/styling/cutout.ts
 * `MaskSource`; default grabcut, what the server serves): GrabCut seeded from the foreground
 * estimate, the recogniser's mask head alone, or GrabCut seeded from the head.
 * All 757 validation photos took 6.5 minutes on this shared 2-core machine, so by default every
 * EVERY-th photo (evenly spaced, labels.csv order; 253 photos, ~2 minutes) is cut, and the bench
 * says how many; `--every 1` cuts them all.
 *
 * With an out-dir it writes each answer as `<id>.webp`, `cutouts.csv`
 * (`image,kind,area,border,solidity`) and `review.txt`: REVIEW photos drawn with REVIEW_SEED from
 * those cut, the set labelled by eye (ml/data/cutout-eye-labels.csv, cues in
 * ml/data/cutout-review-cues.md) on contact sheets made from the answers, and
 * `review-second.txt`: REVIEW more drawn with SECOND_REVIEW_SEED, none of the first, the second
 * set labelled by eye (ml/data/cutout-second-eye-labels.csv):
 *
 *   npm run bench:cutout -- /tmp/cutouts          # or -- /tmp/cutouts --every 1
 *   npx tsx ml/contact-sheets.ts /tmp/cutouts/review.txt /tmp/sheets --from /tmp/cutouts --per-sheet 12 --cell 300
 *
 * Never write the out-dir inside the repository: the answers are the dataset's photos.
 * Prints figures; not a test. Exits 1 with a clear message when the dataset folder is missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { datasetDir, imagePath, splitOf, usableSamplesOrExit } from '../ml/dataset';
import { openCv, shopperCutout, type MaskSource } from '../server/styling/cutout';
import { createPrng } from '../server/styling/prng';
import { fraction, quantile } from './support/figures';

/** Every how-many-th validation photo is cut by default (`--every N`). */
const EVERY = 3;
/** Photos looked at by eye, drawn from those cut. */
const REVIEW = 60;
/** Seed of the eye review's draw (`createPrng`). */
const REVIEW_SEED = 2027;
/** Seed of the second review's draw: REVIEW more photos, none of the first draw's. */
const SECOND_REVIEW_SEED = 2028;

/** `count` ids of `images` drawn with `seed` (createPrng order), none of `except`. */
function draw(images: string[], seed: number, count: number, except = new Set<string>()): string[] {
  const random = createPrng(seed);
  return images
    .map((image) => ({ image, k: random.next() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.image)
    .filter((image) => !except.has(image))
    .slice(0, count);
}

/** Width and height of `photo` as displayed (EXIF orientations 5–8 swap them). */
async function displayedSize(photo: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(photo).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  return swap
    ? { width: meta.height ?? 0, height: meta.width ?? 0 }
    : { width: meta.width ?? 0, height: meta.height ?? 0 };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const everyAt = args.indexOf('--every');
  const every = everyAt >= 0 ? Number(args[everyAt + 1]) : EVERY;
  if (!Number.isInteger(every) || every < 1) {
    console.error(
      'usage: npm run bench:cutout [-- <out-dir>] [--every N] [--mask grabcut|head|head-grabcut|union]',
    );
    process.exit(2);
  }
  const maskAt = args.indexOf('--mask');
  const mask = (maskAt >= 0 ? args[maskAt + 1] : 'grabcut') as MaskSource;
  if (!['grabcut', 'head', 'head-grabcut', 'union'].includes(mask)) {
    console.error('--mask is one of grabcut, head, head-grabcut, union');
    process.exit(2);
  }
  const outDir = args.find(
    (a, i) => !a.startsWith('--') && args[i - 1] !== '--every' && args[i - 1] !== '--mask',
  );
  const val = usableSamplesOrExit().filter((s) => splitOf(s.senderId) === 'val');
  const photos = val.filter((_, i) => i % every === 0);
  console.log(`dataset ${datasetDir()}; mask: ${mask}`);
  console.log(
    `validation photos (sender-disjoint, every usable label): ${val.length}; cut: ${photos.length}` +
      (every > 1 ? ` (one in ${every}, evenly spaced; --every 1 for all)` : ''),
  );
  const cv = await openCv();
  if (outDir) mkdirSync(outDir, { recursive: true });

  const times: number[] = [];
  const rows = ['image,kind,area,border,solidity'];
  let cutouts = 0;
  let crops = 0;
  let wholeCrops = 0;
  let wholeSquares = 0;
  const wholeIds: string[] = [];
  for (const [i, sample] of photos.entries()) {
    const photo = await readFile(imagePath(sample));
    const t0 = performance.now();
    const result = await shopperCutout(cv, photo, { mask });
    const ms = performance.now() - t0;
    if (i > 0) times.push(ms); // the first pays for OpenCV.js's first GrabCut
    const { width, height } = await displayedSize(photo);
    const r = result.region;
    const coversAll =
      r.left <= 0 && r.top <= 0 && r.left + r.width >= width && r.top + r.height >= height;
    if (result.kind === 'cutout') {
      cutouts++;
      if (coversAll) wholeSquares++;
    } else {
      crops++;
      if (coversAll || r.width >= width || r.height >= height) {
        wholeCrops++;
        wholeIds.push(sample.image);
      }
    }
    if (outDir) {
      writeFileSync(path.join(outDir, `${sample.image}.webp`), result.webp);
      const s = result.score;
      rows.push(
        [
          sample.image,
          result.kind,
          s.area.toFixed(3),
          s.border.toFixed(3),
          s.solidity.toFixed(3),
        ].join(','),
      );
    }
    if ((i + 1) % 100 === 0) console.log(`  … ${i + 1} of ${photos.length}`);
  }
  times.sort((a, b) => a - b);
  console.log(`mask above the score (kind 'cutout'): ${fraction(cutouts, photos.length)}`);
  console.log(`fell back to the crop (kind 'crop'):   ${fraction(crops, photos.length)}`);
  console.log(
    `time per photo (decode + GrabCut + score + 480 px WebP, one thread): median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms`,
  );
  console.log(
    `crops whose region is not smaller than the whole photo: ${wholeCrops}` +
      (wholeIds.length ? ` (${wholeIds.slice(0, 10).join(', ')})` : ''),
  );
  console.log(`cut-outs whose square takes in the whole photo (background gone): ${wholeSquares}`);

  if (outDir) {
    writeFileSync(path.join(outDir, 'cutouts.csv'), `${rows.join('\n')}\n`);
    const images = photos.map((s) => s.image);
    const review = draw(images, REVIEW_SEED, REVIEW);
    const second = draw(images, SECOND_REVIEW_SEED, REVIEW, new Set(review));
    writeFileSync(path.join(outDir, 'review.txt'), `${review.join('\n')}\n`);
    writeFileSync(path.join(outDir, 'review-second.txt'), `${second.join('\n')}\n`);
    console.log(
      `wrote ${photos.length} answers, cutouts.csv, review.txt (${review.length} drawn with seed ${REVIEW_SEED}) ` +
        `and review-second.txt (${second.length} more, seed ${SECOND_REVIEW_SEED}, none of the first) to ${outDir}`,
    );
  }
}

await main();
