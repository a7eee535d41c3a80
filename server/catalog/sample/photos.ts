/**
 * The sample catalogue's photographed product pictures: garment cut-outs of development photos of
 * the clothing dataset (public domain, CC0 1.0), made by ml/catalogue-photos.ts (ml/cutout.ts:
 * GrabCut, a light ground, 480 px WebP) and committed in ./photos/ with `manifest.json`: per
 * picture its file, the dataset photo it was cut from, its category, colour and pattern as
 * labelled by eye (ml/data/) and its look (styling/look.ts). One picture per product, never reused.
 * The server serves them at PHOTO_PREFIX + file (server/routes/media.routes.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverFile } from '../../lib/source-path';
import {
  CATEGORIES,
  isShopColour,
  type CategoryName,
  type ColourName,
} from '../../../contract/taxonomy';
import { PATTERNS, type Pattern } from '../illustration';
import { decodeLook, LOOK_DIMS } from '../../styling/look';

/** Where the pictures are committed. */
export const PHOTO_DIR = serverFile('catalog', 'sample', 'photos');

/** The manifest beside them. */
export const MANIFEST_FILE = path.join(PHOTO_DIR, 'manifest.json');

/** Path the server serves a picture at: PHOTO_PREFIX + file. */
export const PHOTO_PREFIX = '/media/catalog/photos/';

/** A picture's file name: the source photo's id and `.webp` (the route accepts nothing else). */
export const PHOTO_FILE = /^[0-9a-f-]{36}\.webp$/;

/** One row of the manifest as written to disk. */
export interface ManifestRow {
  file: string;
  /** Image id of the dataset photo it was cut from (`images/<source>.jpg`). */
  source: string;
  category: CategoryName;
  colour: ColourName;
  pattern: Pattern;
  /** styling/look.ts `encodeLook` of the picture's look. */
  look: string;
}

/** manifest.json. */
export interface Manifest {
  /** Where the photos come from and under what licence. */
  credit: string;
  licence: 'CC0-1.0';
  pictures: ManifestRow[];
}

/** A picture ready for the sample catalogue. */
export interface SamplePhoto {
  readonly file: string;
  readonly source: string;
  readonly category: CategoryName;
  readonly colour: ColourName;
  readonly pattern: Pattern;
  readonly look: Float32Array;
}

const CATEGORY_NAMES = new Set<string>(CATEGORIES.map((c) => c.name));

/**
 * The committed pictures in manifest order (read once per call: the seed builds the catalogue
 * once). Throws when the manifest is missing or a row names an unknown category, a colour the
 * shop does not sell, an unknown pattern, a bad file name or a look of the wrong size: a broken
 * commit, caught by the tests.
 */
export function samplePhotos(file = MANIFEST_FILE): SamplePhoto[] {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return manifest.pictures.map((row) => {
    const look = decodeLook(row.look);
    if (
      !PHOTO_FILE.test(row.file) ||
      !CATEGORY_NAMES.has(row.category) ||
      !isShopColour(row.colour) ||
      !PATTERNS.includes(row.pattern) ||
      look.length !== LOOK_DIMS
    )
      throw new Error(`${file}: bad picture row ${JSON.stringify({ ...row, look: look.length })}`);
    return { ...row, look };
  });
}
