// A thread of the HEIC decoding pool (heic-pool.ts): decodes a HEIC/HEIF photo's primary image to
// RGBA with heic-decode (libheif compiled to WebAssembly, which would otherwise block the event
// loop for about a second per 36 megapixels) and hands the pixels back without a copy (piscina's
// transferable value: the pixel buffer is transferred, the object around it cloned).
import decode from 'heic-decode';
import { threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';

/** `{ bytes: Uint8Array }` → `{ width, height, data, threadId }` (RGBA, 4 bytes a pixel; px). */
export default async function decodeHeic({ bytes }) {
  const image = await decode({ buffer: bytes });
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return move({
    [transferableSymbol]: data.buffer,
    [valueSymbol]: { width: image.width, height: image.height, data, threadId },
  });
}
