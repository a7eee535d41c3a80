/**
 * Numbered contact sheets for labelling development photos by eye (docs/figures.md "Colour", ml/README.md).
 *
 *   npx tsx ml/contact-sheets.ts <ids.txt> <out-dir> [--per-sheet 16] [--cell 240] [--shuffle seed]
 *     [--from <dir>]   # the pictures <dir>/<id>.webp (e.g. ml/cutout.ts's) instead of the dataset's
 *
 * `ids.txt` holds one dataset image id per line. Writes `<out-dir>/sheet-NNN.png` (a 4-column grid
 * of `--cell` px cells, each photo fitted whole on a neutral grey ground with its number 1…N in
 * the corner) and `<out-dir>/index.csv` (`sheet,index,image`), so a labeller writes
 * `sheet,index,<label>` rows without seeing ids, and a second blind pass can use a shuffled order.
 * Exits 1 with the dataset's message when ../shared/datasets/clothing is missing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createPrng } from '../server/styling/prng';
import { imagePath, usableSamplesOrExit } from './dataset';

const COLUMNS = 4;

function option(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  const v = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} needs a positive number`);
  return v;
}

async function cellOf(image: string, n: number, cell: number, from?: string): Promise<Buffer> {
  const photo = await sharp(from ? path.join(from, `${image}.webp`) : imagePath({ image }))
    .rotate()
    .resize(cell - 8, cell - 8, { fit: 'contain', background: '#808080' })
    .toBuffer();
  const badge = Buffer.from(
    `<svg width="${cell}" height="${cell}"><rect x="0" y="0" width="${cell}" height="${cell}" fill="none" stroke="#333" stroke-width="2"/>` +
      `<rect x="2" y="2" width="34" height="24" fill="#fff"/><text x="19" y="20" font-size="18" font-family="sans-serif" text-anchor="middle" fill="#000">${n}</text></svg>`,
  );
  return sharp({
    create: { width: cell, height: cell, channels: 3, background: '#808080' },
  })
    .composite([
      { input: photo, left: 4, top: 4 },
      { input: badge, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const [idsFile, outDir, ...rest] = process.argv.slice(2);
  if (!idsFile || !outDir) {
    console.error(
      'usage: npx tsx ml/contact-sheets.ts <ids.txt> <out-dir> [--per-sheet 16] [--cell 240] [--shuffle seed]',
    );
    process.exit(2);
  }
  usableSamplesOrExit(); // the dataset's own message and exit 1 when it is missing
  const perSheet = option(rest, '--per-sheet', 16);
  const fromAt = rest.indexOf('--from');
  const from = fromAt >= 0 ? rest[fromAt + 1] : undefined;
  const cell = option(rest, '--cell', 240);
  let ids = readFileSync(idsFile, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (rest.includes('--shuffle')) {
    const random = createPrng(option(rest, '--shuffle', 1));
    ids = ids
      .map((id) => ({ id, k: random.next() }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.id);
  }
  mkdirSync(outDir, { recursive: true });
  const index = ['sheet,index,image'];
  for (let s = 0; s * perSheet < ids.length; s++) {
    const page = ids.slice(s * perSheet, (s + 1) * perSheet);
    const rows = Math.ceil(page.length / COLUMNS);
    const cells = await Promise.all(page.map((id, i) => cellOf(id, i + 1, cell, from)));
    const sheet = `sheet-${String(s + 1).padStart(3, '0')}`;
    await sharp({
      create: { width: COLUMNS * cell, height: rows * cell, channels: 3, background: '#808080' },
    })
      .composite(
        cells.map((input, i) => ({
          input,
          left: (i % COLUMNS) * cell,
          top: Math.floor(i / COLUMNS) * cell,
        })),
      )
      .png()
      .toFile(path.join(outDir, `${sheet}.png`));
    page.forEach((id, i) => index.push(`${sheet},${i + 1},${id}`));
  }
  writeFileSync(path.join(outDir, 'index.csv'), `${index.join('\n')}\n`);
  console.log(`${Math.ceil(ids.length / perSheet)} sheets of ${ids.length} photos in ${outDir}`);
}

await main();
