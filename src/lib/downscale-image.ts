/**
 * Shrinks a photo to at most `maxSidePx` on its long side and re-encodes it as JPEG, so the
 * capture fits sessionStorage (≈5 MB per origin; SPEC §3 imgSrc) and uploads quickly.
 * Returns a `data:image/jpeg;base64,…` URL. Throws when the browser cannot decode the image.
 */
export const MAX_PHOTO_SIDE_PX = 1280;
export const PHOTO_JPEG_QUALITY = 0.85;

/** Target size in px for a `width`×`height` image so the long side is ≤ `maxSidePx`. */
export function fitWithin(
  width: number,
  height: number,
  maxSidePx: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSidePx / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Decodes `source` (a file, a blob or a canvas) and returns the downscaled JPEG data URL. */
export async function downscaleToJpeg(
  source: Blob | HTMLCanvasElement,
  maxSidePx: number = MAX_PHOTO_SIDE_PX,
  quality: number = PHOTO_JPEG_QUALITY,
): Promise<string> {
  const image: CanvasImageSource & { width: number; height: number } =
    source instanceof Blob
      ? await createImageBitmap(source, { imageOrientation: 'from-image' })
      : source;
  const size = fitWithin(image.width, image.height, maxSidePx);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.fillStyle = '#ffffff'; // transparent PNGs become white, not black, in JPEG
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  if ('close' in image && typeof image.close === 'function') image.close();
  return canvas.toDataURL('image/jpeg', quality);
}
