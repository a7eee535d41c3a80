// @vitest-environment jsdom
/**
 * The share's picture of an outfit (outfit-picture.ts), drawn on a recording stand-in for the
 * canvas (jsdom has none) with pictures that "load" unless their URL says broken.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeOutfitPicture, OUTFIT_PICTURE } from './outfit-picture';

/** What was drawn: each picture's source and box, each text and where. */
interface Drawn {
  pictures: { src: string; x: number; y: number; width: number; height: number }[];
  texts: { text: string; x: number; y: number }[];
}

/** An <img> that decodes to 400 × 600 px, or fails for a URL containing 'broken'. */
class FakeImage {
  src = '';
  naturalWidth = 400;
  naturalHeight = 600;
  decode(): Promise<void> {
    return this.src.includes('broken')
      ? Promise.reject(new Error('EncodingError'))
      : Promise.resolve();
  }
}

let drawn: Drawn;
let exported: string | null;

beforeEach(() => {
  drawn = { pictures: [], texts: [] };
  exported = null;
  vi.stubGlobal('Image', FakeImage);
  URL.createObjectURL = vi.fn(() => 'blob:cutout');
  URL.revokeObjectURL = vi.fn();
  const context = {
    fillStyle: '',
    font: '',
    textBaseline: '',
    fillRect: vi.fn(),
    measureText: () => ({ width: 60 }),
    fillText: (text: string, x: number, y: number) => drawn.texts.push({ text, x, y }),
    drawImage: (image: FakeImage, x: number, y: number, width: number, height: number) =>
      drawn.pictures.push({ src: image.src, x, y, width, height }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    exported = `${this.width}×${this.height} ${type}`;
    callback(new Blob([new Uint8Array([0x89, 0x50])], { type: type ?? '' }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe(composeOutfitPicture.name, () => {
  it('should draw the pieces 2×2 in order, the cut-out marked 내 옷 in its cell, as one PNG file', async () => {
    const cutout = new Blob([new Uint8Array([1])], { type: 'image/webp' });

    const file = await composeOutfitPicture([
      { picture: '/media/products/1.webp', own: false },
      { picture: cutout, own: true },
      { picture: '/media/products/3.webp', own: false },
      { picture: '/media/products/4.webp', own: false },
    ]);

    expect(file?.name).toBe(OUTFIT_PICTURE.name);
    expect(file?.type).toBe('image/png');
    expect(exported).toBe('1080×1080 image/png');
    // Each 400 × 600 picture whole in its 540 px cell (36 px around): 312 × 468, centred.
    expect(drawn.pictures).toEqual([
      { src: '/media/products/1.webp', x: 114, y: 36, width: 312, height: 468 },
      { src: 'blob:cutout', x: 654, y: 36, width: 312, height: 468 },
      { src: '/media/products/3.webp', x: 114, y: 576, width: 312, height: 468 },
      { src: '/media/products/4.webp', x: 654, y: 576, width: 312, height: 468 },
    ]);
    expect(drawn.texts).toHaveLength(1);
    expect(drawn.texts[0]?.text).toBe('내 옷');
    // The mark sits in the cut-out's cell (top right), not over another piece.
    expect(drawn.texts[0]?.x).toBeGreaterThan(540);
    expect(drawn.texts[0]?.y).toBeLessThan(540);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:cutout');
  });

  it('should leave the cell of a picture that fails to load empty', async () => {
    const file = await composeOutfitPicture([
      { picture: '/media/products/1.webp', own: false },
      { picture: '/media/products/broken.webp', own: true },
      { picture: '/media/products/3.webp', own: false },
    ]);

    expect(file).not.toBeNull();
    expect(drawn.pictures.map((picture) => picture.src)).toEqual([
      '/media/products/1.webp',
      '/media/products/3.webp',
    ]);
    expect(drawn.texts).toEqual([]);
  });

  it('should answer null, never throw, when the browser gives no canvas or will not export it', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValueOnce(null);
    expect(await composeOutfitPicture([{ picture: '/media/products/1.webp', own: false }])).toBe(
      null,
    );

    vi.mocked(HTMLCanvasElement.prototype.toBlob).mockImplementationOnce(() => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    });
    expect(await composeOutfitPicture([{ picture: '/media/products/1.webp', own: false }])).toBe(
      null,
    );
  });
});
