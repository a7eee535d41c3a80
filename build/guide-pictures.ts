/**
 * Vite plugin that writes the camera guide's example pictures (src/assets/guide/*.svg, drawn at
 * 240 × 300) as WebP at twice that size (dist/guide/<name>.webp), for the guide's `<img>`s
 * (src/state/guide.ts GUIDE_STEPS). A browser parses every SVG `<img>` as a document of its own on
 * the page's main thread — about 20 ms each on a mid-range phone, four of them as the guide opens
 * on the home page — and decodes a WebP off it. Fails the build when a picture cannot be drawn.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { convertedAssets } from './converted-assets.ts';

/** Where the drawings are, from the project root. */
const SOURCE_DIR = 'src/assets/guide';
/** Pixel density the pictures are written at: sharp on a 2× phone screen. */
const DENSITY = 2;
/** Flat drawings show no artefacts at this WebP quality. */
const WEBP_QUALITY = 80;

/** The plugin; see the module comment. */
export function guidePictures(): Plugin {
  return convertedAssets('fitpick-guide-pictures', {
    dir: (config) => path.join(config.root, SOURCE_DIR),
    extension: '.svg',
    // librsvg renders at 72 dpi per 1×: density 144 draws the 240 × 300 picture at 480 × 600.
    convert: async (svg, name) => [
      {
        fileName: `guide/${name.replace(/\.svg$/, '.webp')}`,
        source: await sharp(svg, { density: 72 * DENSITY })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      },
    ],
  });
}
