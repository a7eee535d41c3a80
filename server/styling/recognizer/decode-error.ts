/**
 * The recogniser's error for a photo it cannot read, in a module of its own: the server's event
 * loop tells a bad photo from a failure by it (pool.ts) without loading the model's code, which
 * only the worker threads need.
 */

/** Thrown for a buffer sharp cannot decode as an image (empty, truncated, not an image). */
export class ImageDecodeError extends Error {
  override name = 'ImageDecodeError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
