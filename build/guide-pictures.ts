/**
 * Vite plugin that writes the camera guide's example pictures (src/assets/guide/*.svg, drawn at
 * 240 × 300) as WebP at twice that size (dist/guide/<name>.webp), for the guide's `<img>`s
 * (src/state/guide.ts GUIDE_STEPS). A browser parses every SVG `<img>` as a document of its own on
 * the page's main thread — about 20 ms each on a mid-range phone, four of them as the guide opens
 * on the home page — and decodes a WebP off it. Fails the build when a picture cannot be drawn.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** Where the drawings are, from the project root. */
const SOURCE_DIR = 'src/assets/guide';
/** Pixel density the pictures are written at: sharp on a 2× phone screen. */
const DENSITY = 2;
/** Flat drawings show no artefacts at this WebP quality. */
const WEBP_QUALITY = 80;

/** The plugin; see the module comment. */
export function guidePictures(): Plugin {
  let root = '';
  return {
    name: 'fitpick-guide-pictures',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const dir = path.join(root, SOURCE_DIR);
      for (const name of (await readdir(dir)).filter((file) => file.endsWith('.svg'))) {
        const svg = await readFile(path.join(dir, name));
        // librsvg renders at 72 dpi per 1×: density 144 draws the 240 × 300 picture at 480 × 600.
        const webp = await sharp(svg, { density: 72 * DENSITY })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
        this.emitFile({
          type: 'asset',
          fileName: `guide/${name.replace(/\.svg$/, '.webp')}`,
          source: webp,
        });
      }
    },
  };
}
