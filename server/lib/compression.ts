/**
 * How API answers leave compressed (@fastify/compress's options, registered in app.ts): JSON and
 * SVG illustrations over 1 KB in br, else gzip, when the client accepts it, each in one call.
 * An answer the app serves again and again as the same bytes (the home lists' pooled answers,
 * services/answer-pool.ts) is marked with `compressOnce` and compressed once per encoding: the
 * plugin's one-call compressors are given through its `zlib` option and remember what they made
 * for those buffers. Negotiation, `Vary` and `Content-Length` stay the plugin's.
 */
import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** Compressed copies (by encoding) of the buffers marked by `compressOnce`; unmarked ones are absent. */
const compressedCopies = new WeakMap<Buffer, Map<string, Buffer>>();

/**
 * Marks `answer` as sent many times: each encoding of it is made once and kept while the buffer
 * lives. Returns `answer`. The buffer must not change afterwards.
 */
export function compressOnce(answer: Buffer): Buffer {
  if (!compressedCopies.has(answer)) compressedCopies.set(answer, new Map());
  return answer;
}

type OneCall = (
  payload: Buffer | string,
  options?: zlib.BrotliOptions & zlib.ZlibOptions,
) => Buffer;

/** `compress`, remembering its output for buffers marked by `compressOnce`. */
function remembering(encoding: string, compress: OneCall): OneCall {
  return (payload, options) => {
    const copies = typeof payload === 'string' ? undefined : compressedCopies.get(payload);
    if (!copies) return compress(payload, options);
    let copy = copies.get(encoding);
    if (!copy) copies.set(encoding, (copy = compress(payload, options)));
    return copy;
  };
}

/** @fastify/compress's options for the app (see the module comment). */
export const COMPRESS_OPTIONS: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  // Brotli at quality 4, which costs little CPU per response, with a 256 KB window (lgwin 18)
  // instead of brotli's 4 MB: API answers are smaller, and setting up the large window made every
  // answer slower.
  brotliOptions: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
  // Answers up to 32 KB (the home lists: 4 outfits ≈ 9 KB, three price brackets ≈ 27 KB) are
  // compressed in one call; the plugin's streams cost them more than the compression itself.
  syncThreshold: 32 * 1024,
  zlib: {
    brotliCompressSync: remembering('br', (payload, options) =>
      zlib.brotliCompressSync(payload, options),
    ),
    gzipSync: remembering('gzip', (payload, options) => zlib.gzipSync(payload, options)),
  },
  // Clients never send compressed bodies: no decompression (and no decompression bombs).
  globalDecompression: false,
};
