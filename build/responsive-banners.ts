/**
 * Vite plugin that writes every home banner (public/banners/*.png, 900 × 480 px) at
 * BANNER_WIDTHS as AVIF and WebP with sharp, beside the PNG (dist/banners/banner-1-480.avif, …),
 * for the <picture> in src/components/BannerImage.tsx: a phone downloads about a third of the
 * PNG's bytes for the home page's largest paint. Fails the build when a banner cannot be read.
 */
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Plugin } from 'vite';
import {
  BANNER_FORMATS,
  BANNER_WIDTHS,
  bannerVariant,
  type BannerFormat,
} from '../contract/shell-files.ts';
import { convertedAssets, type ConvertedAsset } from './converted-assets.ts';

/** Encoder settings: visually lossless on the banners' gradients and product photos (checked by eye). */
const ENCODE: Record<BannerFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 5 }),
};

/** The plugin; see the module comment. */
export function responsiveBanners(): Plugin {
  return convertedAssets('fitpick-responsive-banners', {
    dir: (config) => path.join(config.publicDir, 'banners'),
    extension: '.png',
    convert: async (png, name) => {
      const variants: ConvertedAsset[] = [];
      for (const width of BANNER_WIDTHS)
        for (const format of BANNER_FORMATS)
          variants.push({
            fileName: bannerVariant(`banners/${name}`, width, format),
            source: await ENCODE[format](sharp(png).resize({ width })).toBuffer(),
          });
      return variants;
    },
  });
}
