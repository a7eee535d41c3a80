/**
 * Photo → backbone input with sharp: EXIF rotation, alpha flattened on white, then either padded
 * to a white square (the best input handling in ../shared/research/recognizer.md, 5-fold CV 0.762
 * vs 0.747 for a centre crop) or centre-cropped, resized to 224×224 RGB. The recogniser uses the
 * mode its head was trained with; for the committed head that is the crop (0.727 vs 0.719 on our
 * validation split with flip augmentation and the 9544-value embedding, train-log.txt).
 */
import sharp from 'sharp';
import { INPUT_SIZE } from './backbone';
import { ImageDecodeError } from './decode-error';

/** How a non-square photo is made square. */
export type SquareMode = 'pad' | 'crop';

/** One preprocessed photo. */
export interface Prepared {
  /** 224×224×3 RGB bytes (0–255), row-major HWC. */
  rgb: Uint8Array;
  /**
   * The photo's own area inside the 224×224 square in px (the rest is white padding in `pad`
   * mode; the whole square in `crop` mode).
   */
  content: { left: number; top: number; width: number; height: number };
}

/**
 * Decodes, EXIF-rotates and squares one photo.
 * @param image encoded image (JPEG, PNG, WebP, …).
 * @param mode 'pad' (white letterbox) or 'crop' (centre crop).
 * @returns 224×224 RGB bytes and the content rectangle (px).
 * @throws ImageDecodeError when sharp cannot decode `image`.
 */
export async function prepare(image: Buffer, mode: SquareMode = 'pad'): Promise<Prepared> {
  if (!Buffer.isBuffer(image) || image.length === 0)
    throw new ImageDecodeError('empty image buffer');
  try {
    const pipeline = sharp(image, { failOn: 'error' }).rotate();
    const { data, info } = await pipeline
      .flatten({ background: '#ffffff' })
      .resize(INPUT_SIZE, INPUT_SIZE, {
        fit: mode === 'pad' ? 'contain' : 'cover',
        position: 'centre',
        background: '#ffffff',
        kernel: 'lanczos3',
      })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 || info.width !== INPUT_SIZE || info.height !== INPUT_SIZE) {
      throw new ImageDecodeError(
        `unexpected decoded shape ${info.width}×${info.height}×${info.channels}`,
      );
    }
    const rgb = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return { rgb, content: mode === 'pad' ? contentRect(rgb) : full() };
  } catch (err) {
    if (err instanceof ImageDecodeError) throw err;
    throw new ImageDecodeError(`cannot decode image: ${(err as Error).message}`, { cause: err });
  }
}

function full(): Prepared['content'] {
  return { left: 0, top: 0, width: INPUT_SIZE, height: INPUT_SIZE };
}

/**
 * The letterboxed photo's rectangle: `contain` pads only one axis, so find the first/last
 * row and column that is not pure padding white along the centre lines.
 */
function contentRect(rgb: Uint8Array): Prepared['content'] {
  const S = INPUT_SIZE;
  const isPad = (x: number, y: number): boolean => {
    const i = (y * S + x) * 3;
    return rgb[i] === 255 && rgb[i + 1] === 255 && rgb[i + 2] === 255;
  };
  const rowIsPad = (y: number): boolean => {
    for (let x = 0; x < S; x += 4) if (!isPad(x, y)) return false;
    return true;
  };
  const colIsPad = (x: number): boolean => {
    for (let y = 0; y < S; y += 4) if (!isPad(x, y)) return false;
    return true;
  };
  let top = 0;
  let bottom = S - 1;
  let left = 0;
  let right = S - 1;
  while (top < S / 2 - 8 && rowIsPad(top)) top++;
  while (bottom > S / 2 + 8 && rowIsPad(bottom)) bottom--;
  while (left < S / 2 - 8 && colIsPad(left)) left++;
  while (right > S / 2 + 8 && colIsPad(right)) right--;
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * Scales prepared bytes to the backbone's 0–1 floats, optionally mirrored left–right.
 * @param out destination (length ≥ offset + 224·224·3); returned for chaining.
 */
export function toFloat(
  rgb: Uint8Array,
  out: Float32Array = new Float32Array(rgb.length),
  offset = 0,
  flip = false,
): Float32Array {
  const S = INPUT_SIZE;
  if (!flip) {
    for (let i = 0; i < rgb.length; i++) out[offset + i] = (rgb[i] ?? 0) / 255;
    return out;
  }
  for (let y = 0; y < S; y++) {
    for (let x = 0; x < S; x++) {
      const src = (y * S + x) * 3;
      const dst = offset + (y * S + (S - 1 - x)) * 3;
      out[dst] = (rgb[src] ?? 0) / 255;
      out[dst + 1] = (rgb[src + 1] ?? 0) / 255;
      out[dst + 2] = (rgb[src + 2] ?? 0) / 255;
    }
  }
  return out;
}
