/**
 * The product pictures the sample catalogue's products point at: each drawing (./index.ts)
 * rasterised to a WebP of RASTER_SIZE_PX × RASTER_SIZE_PX by sharp (librsvg), on libuv's thread
 * pool, so a browser decodes it off the main thread as it would a shop's photo (an SVG `<img>` is
 * parsed as a document on the main thread). Rendering takes 15–95 ms of CPU (a plain drawing's
 * median 32–41 ms, 14 ms of it without the ground shadow's blur), so each process keeps
 * the pictures it made in a bounded LRU cache (RASTER_CACHE_BYTES) and makes a picture once when
 * several shoppers ask for it at the same moment.
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { drawProduct } from './index';
import {
  parseIllustrationFileName,
  type IllustrationFormat,
  type IllustrationRequest,
} from './paths';

/**
 * Width and height of the rasterised picture, px: a home card's picture is about 80 CSS px wide
 * and the detail page's about 160 CSS px, so 480 px stays sharp up to a device pixel ratio of 3.
 */
export const RASTER_SIZE_PX = 480;
/** WebP quality: flat illustrations show no artefacts at 80, 4–6 KB a picture. */
const WEBP_QUALITY = 80;
/** Bytes of rasterised pictures kept per process (about 6,000 pictures of 5 KB). */
const RASTER_CACHE_BYTES = 32 * 1024 * 1024;

/** Rasters by file name; a miss draws the parsed request (the fetch's context) and rasterises it. */
const rasters = new LRUCache<string, Buffer, IllustrationRequest>({
  maxSize: RASTER_CACHE_BYTES,
  sizeCalculation: (picture) => picture.length,
  fetchMethod: (_name, _stale, { context }) =>
    sharp(Buffer.from(drawProduct(context.category, context.colour, context.variant)))
      .resize(RASTER_SIZE_PX, RASTER_SIZE_PX)
      .webp({ quality: WEBP_QUALITY })
      .toBuffer(),
});

/** A picture to send: its bytes or text and its `content-type`. */
export interface IllustrationFile {
  contentType: 'image/webp' | 'image/svg+xml';
  body: Buffer | string;
}

const CONTENT_TYPES: Record<IllustrationFormat, IllustrationFile['contentType']> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * The picture for an illustration file name (`05-grey-stripe-3.webp` or `.svg`, bare or under
 * /media/catalog/): the WebP raster or the SVG drawing; null for any other name (the route's 404).
 * Rejects only when sharp fails on a drawing, which the tests render for every category.
 */
export async function illustrationFile(fileName: string): Promise<IllustrationFile | null> {
  const request = parseIllustrationFileName(fileName);
  if (request === null) return null;
  const contentType = CONTENT_TYPES[request.format];
  if (request.format === 'svg') {
    return {
      contentType,
      body: drawProduct(request.category, request.colour, request.variant),
    };
  }
  const picture = await rasters.fetch(fileName, { context: request });
  return picture === undefined ? null : { contentType, body: picture };
}
