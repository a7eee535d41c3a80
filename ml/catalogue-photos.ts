/**
 * Makes the sample catalogue's photographed product pictures (server/catalog/sample/photos.ts):
 * every men's, adult development photo (training senders, and validation photos the stylist
 * benchmark does not dress: `stylistPhotos`) whose category (ml/data/fine-labels.csv,
 * kind-labels.csv), colour (colour-labels.csv; a shop colour the shopper would call it that the
 * shop sells in that category: `productColour`) and pattern (pattern-labels.csv)
 * were labelled by eye and that is not listed in catalogue-rejects.csv is cut out of its
 * background (cutout.ts; masks that fail its score are dropped), and each kept picture gets its
 * look (the recogniser's backbone on the picture, server/styling/recognizer/look.ts); a picture
 * relabelled against itself (catalogue-labels.csv) carries that colour and pattern. Writes the
 * WebP files and manifest.json to server/catalog/sample/photos/, replacing what was there.
 * The stylist benchmark's photos are never used: it measures the similar item on them, and
 * dresses each without the pictures of its own sender's photos. The recogniser never trained on
 * validation photos, so bench:pictures reads their pictures as it would a shop's.
 *
 *   npx tsx ml/catalogue-photos.ts    # ~6 min on 2 cores; cut-outs cached in data/cache/cutouts/
 *
 * Exits 1 with the dataset's message when ../shared/datasets/clothing is missing.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DENIM_COLOURS,
  isShopColour,
  type CategoryName,
  type ColourName,
  type PhotoColourName,
} from '../contract/taxonomy';
import { CATEGORY_PALETTES } from '../server/catalog/sample/palette';
import {
  MANIFEST_FILE,
  PHOTO_DIR,
  type Manifest,
  type ManifestRow,
} from '../server/catalog/sample/photos';
import { encodeLook } from '../server/styling/look';
import { embed, loadBackbone } from '../server/styling/recognizer/backbone';
import { loadLookProjection, lookOf } from '../server/styling/recognizer/look';
import { prepare, toFloat } from '../server/styling/recognizer/preprocess';
import { cutout, openCv } from '../server/styling/cutout';
import {
  imagePath,
  KIND_LABELS_FILE,
  readCatalogueLabels,
  readCatalogueRejects,
  readColourLabels,
  readFineLabels,
  readPatternLabels,
  REPO_ROOT,
  stylistPhotos,
  usableSamplesOrExit,
  type ColourLabel,
} from './dataset';

const CACHE = path.join(REPO_ROOT, 'data', 'cache', 'cutouts');

/**
 * The product colour of a photo's colour label: a shop colour the shopper would call it — the
 * label, else its acceptable second name (`alt`: a royal blue shirt labelled 블루,네이비 is sold as
 * 네이비; never for 멀티, which has no main colour) — that the shop sells in the category: for a
 * denim-only category (데님 팬츠, 트러커 재킷) a wash (grey jeans labelled 그레이,흑청 → 흑청).
 * Null when there is none.
 */
function productColour(category: CategoryName, label: ColourLabel | undefined): ColourName | null {
  if (!label || label.colour === '멀티') return null;
  const denimOnly = CATEGORY_PALETTES[category].colours.every((c) => DENIM_COLOURS.includes(c));
  const sold = (c: PhotoColourName | null): c is ColourName =>
    c !== null && isShopColour(c) && (!denimOnly || DENIM_COLOURS.includes(c));
  return [label.colour, label.alt].find(sold) ?? null;
}

/** The cut-out of one photo from the cache, or made and cached; null when its mask was dropped. */
async function cutoutOf(cv: unknown, image: string): Promise<Buffer | null> {
  const kept = path.join(CACHE, `${image}.webp`);
  const dropped = path.join(CACHE, `${image}.dropped`);
  if (existsSync(kept)) return readFile(kept);
  if (existsSync(dropped)) return null;
  const { webp, score } = await cutout(cv, await readFile(imagePath({ image })));
  if (webp) writeFileSync(kept, webp);
  else writeFileSync(dropped, `${JSON.stringify(score)}\n`);
  return webp;
}

async function main(): Promise<void> {
  const samples = usableSamplesOrExit();
  const categories = new Map([...readFineLabels(), ...readFineLabels(KIND_LABELS_FILE)]);
  const colours = readColourLabels();
  const patterns = readPatternLabels();
  const rejects = readCatalogueRejects();
  const relabels = readCatalogueLabels();
  const benchPhotos = new Set(stylistPhotos(samples).map((s) => s.image));
  const eligible = samples.filter(
    (s) =>
      !s.kids &&
      !benchPhotos.has(s.image) &&
      categories.has(s.image) &&
      productColour(categories.get(s.image)!, colours.get(s.image)) !== null &&
      patterns.has(s.image) &&
      !rejects.has(s.image),
  );
  console.log(`${eligible.length} labelled photos in shop colours`);

  mkdirSync(CACHE, { recursive: true });
  const cv = await openCv();
  const projection = loadLookProjection();
  await loadBackbone();
  const pixels = new Float32Array(224 * 224 * 3);
  const rows: ManifestRow[] = [];
  const pictures = new Map<string, Buffer>();
  for (const [i, s] of eligible.entries()) {
    const webp = await cutoutOf(cv, s.image);
    if ((i + 1) % 100 === 0) console.log(`  ${i + 1}/${eligible.length}, ${rows.length} kept`);
    if (!webp) continue;
    // The look of the picture as a shop shows it, read as the recogniser reads a photo.
    const prepared = await prepare(webp, 'crop');
    toFloat(prepared.rgb, pixels, 0);
    const [embedding] = await embed(pixels, 1);
    const file = `${s.image}.webp`;
    pictures.set(file, webp);
    rows.push({
      file,
      source: s.image,
      category: categories.get(s.image)!,
      colour:
        relabels.get(s.image)?.colour ??
        productColour(categories.get(s.image)!, colours.get(s.image))!,
      pattern: relabels.get(s.image)?.pattern ?? patterns.get(s.image)!,
      look: encodeLook(lookOf(projection, embedding as Float32Array)),
    });
  }

  mkdirSync(PHOTO_DIR, { recursive: true });
  for (const old of readdirSync(PHOTO_DIR).filter((f) => f.endsWith('.webp')))
    rmSync(path.join(PHOTO_DIR, old));
  for (const [file, webp] of pictures) writeFileSync(path.join(PHOTO_DIR, file), webp);
  rows.sort((a, b) => a.source.localeCompare(b.source));
  const manifest: Manifest = {
    credit:
      'Garment cut-outs of photos from the public "clothing-dataset" by Alexey Grigorev, ' +
      'public domain (CC0 1.0); cut out, cropped and set on a light ground by this project.',
    licence: 'CC0-1.0',
    pictures: rows,
  };
  writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 1)}\n`);
  const bytes = [...pictures.values()].reduce((sum, b) => sum + b.length, 0);
  console.log(
    `${rows.length} of ${eligible.length} pictures kept (${(bytes / 1e6).toFixed(1)} MB) → ${PHOTO_DIR}`,
  );
}

await main();
