/**
 * One picture of an outfit for the share sheet (the requirement that the outfit shows the
 * shopper's own garment, also when shared): its pieces drawn on one OUTFIT_PICTURE.size px square
 * PNG, 2×2 in the order given (slot order: top, outer, bottom, shoes), each whole in its cell on
 * the cut-outs' light ground, the shopper's garment marked "내 옷" (OWN_BADGE). The file holds
 * pixels only: no URL of the private cut-out goes anywhere.
 * Loaded lazily (a dynamic import) by the detail's share (src/state/detail.ts `shareDetail`) only
 * when the shopper taps 공유하기, so that no route's bundle carries it.
 */
import { OWN_BADGE } from './own-garment';

/** The picture's side in px, its file name and its type. */
export const OUTFIT_PICTURE = { size: 1080, name: '핏픽-코디.png', type: 'image/png' } as const;

/** The ground: the cut-out's own light ground (server/styling/cutout.ts GROUND), so it blends in. */
const GROUND = '#f4f4f2';
/** Space around each piece in its cell, px. */
const PADDING = 36;
/** The "내 옷" mark: the app's accent (base.css --accent-strong), white bold text. */
const MARK = {
  fill: '#2f49d8',
  text: '#ffffff',
  font: 'bold 34px sans-serif',
  height: 52,
} as const;

/** One piece of the outfit. */
export interface OutfitPiece {
  /**
   * Its picture: a same-origin URL (a shop item's `s3_path`, so that the canvas stays readable)
   * or the bytes themselves (the shopper's cut-out, which only the API worker can fetch).
   */
  picture: string | Blob;
  /** The shopper's own garment: its cell is marked "내 옷". */
  own: boolean;
}

/**
 * The first four of `pieces` drawn as described above, as a PNG File; a picture that fails to
 * load leaves its cell empty (and unmarked). Null when no picture can be made (no canvas, a
 * canvas the browser will not export); never throws.
 */
export async function composeOutfitPicture(pieces: readonly OutfitPiece[]): Promise<File | null> {
  const objectUrls: string[] = [];
  try {
    const { size } = OUTFIT_PICTURE;
    const cell = size / 2;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = GROUND;
    context.fillRect(0, 0, size, size);
    const shown = pieces.slice(0, 4);
    const images = await Promise.all(
      shown.map(({ picture }) => {
        if (typeof picture === 'string') return loadImage(picture);
        const url = URL.createObjectURL(picture);
        objectUrls.push(url);
        return loadImage(url);
      }),
    );
    images.forEach((image, i) => {
      if (!image) return;
      const x = (i % 2) * cell;
      const y = Math.floor(i / 2) * cell;
      const box = cell - 2 * PADDING;
      const scale = Math.min(box / image.naturalWidth, box / image.naturalHeight);
      const width = image.naturalWidth * scale;
      const height = image.naturalHeight * scale;
      context.drawImage(
        image,
        x + PADDING + (box - width) / 2,
        y + PADDING + (box - height) / 2,
        width,
        height,
      );
      if (shown[i]?.own) drawMark(context, x + PADDING / 2, y + PADDING / 2);
    });
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, OUTFIT_PICTURE.type),
    );
    return blob ? new File([blob], OUTFIT_PICTURE.name, { type: OUTFIT_PICTURE.type }) : null;
  } catch {
    return null;
  } finally {
    for (const url of objectUrls) URL.revokeObjectURL(url);
  }
}

/** The decoded picture at `src`, or null when it fails to load. */
async function loadImage(src: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.src = src;
  try {
    await image.decode();
    return image.naturalWidth > 0 && image.naturalHeight > 0 ? image : null;
  } catch {
    return null;
  }
}

/** The "내 옷" mark with its top-left corner at (`x`, `y`). */
function drawMark(context: CanvasRenderingContext2D, x: number, y: number): void {
  context.font = MARK.font;
  const width = context.measureText(OWN_BADGE).width + MARK.height;
  context.fillStyle = MARK.fill;
  context.fillRect(x, y, width, MARK.height);
  context.fillStyle = MARK.text;
  context.textBaseline = 'middle';
  context.fillText(OWN_BADGE, x + MARK.height / 2, y + MARK.height / 2);
}
