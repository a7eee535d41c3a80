/**
 * Garment cut-outs of development photos for the sample catalogue's product pictures (the
 * photographed-catalogue requirement). Offline tooling: the algorithm (GrabCut through OpenCV.js,
 * scored) is server/styling/cutout.ts, which also cuts the shopper's garment out of their photo;
 * this script runs it on a list of dataset photos.
 *
 *   npx tsx ml/cutout.ts <ids.txt> <out-dir>   # writes <id>.webp and cutouts.csv (id,kept,scores)
 *
 * Exits 1 with the dataset's message when ../shared/datasets/clothing is missing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cutout, openCv } from '../server/styling/cutout';
import { imagePath, usableSamplesOrExit } from './dataset';

async function main(): Promise<void> {
  const [idsFile, outDir] = process.argv.slice(2);
  if (!idsFile || !outDir) {
    console.error('usage: npx tsx ml/cutout.ts <ids.txt> <out-dir>');
    process.exit(2);
  }
  usableSamplesOrExit(); // the dataset's own message and exit 1 when it is missing
  const cv = await openCv();
  const ids = readFileSync(idsFile, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  mkdirSync(outDir, { recursive: true });
  const rows = ['image,kept,area,border,solidity'];
  let kept = 0;
  const t0 = performance.now();
  for (const image of ids) {
    const { webp, score } = await cutout(cv, await readFile(imagePath({ image })));
    if (webp) {
      kept++;
      writeFileSync(path.join(outDir, `${image}.webp`), webp);
    }
    rows.push(
      [
        image,
        score.kept,
        score.area.toFixed(3),
        score.border.toFixed(3),
        score.solidity.toFixed(3),
      ].join(','),
    );
  }
  writeFileSync(path.join(outDir, 'cutouts.csv'), `${rows.join('\n')}\n`);
  console.log(
    `${kept} of ${ids.length} kept (${((performance.now() - t0) / Math.max(1, ids.length)).toFixed(0)} ms a photo) in ${outDir}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
