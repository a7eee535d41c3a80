/**
 * HEIC/HEIF decoding on a worker thread (ARCHITECTURE.md "Invariants": image decoding runs off
 * the event loop). sharp decodes JPEG, PNG and WebP on libuv's threads already; HEIC's decoder
 * (heic-decode, WebAssembly) runs in heic-thread.mjs instead of on the event loop. One thread,
 * started on the first HEIC photo and stopped after a minute idle; when HEIC_QUEUE photos
 * already wait, `decode` rejects with ServiceBusyError (503 with Retry-After).
 */
import Piscina from 'piscina';
import { runBounded } from './bounded-pool';
import { ServiceBusyError } from './http-error';
import type { PoolView } from './metrics';
import { UPLOAD_MESSAGES } from '../messages';

/** HEIC photos that may wait for the decoding thread before uploads answer busy. */
export const HEIC_QUEUE = 4;

/** A decoded image: RGBA pixels, width and height in px. */
export interface DecodedImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface HeicPool {
  /**
   * Decodes a HEIC/HEIF file's primary image. Rejects with ServiceBusyError when the queue is
   * full, and with the decoder's error for a file it cannot read.
   */
  decode(bytes: Buffer): Promise<DecodedImage>;
  /** Ids of the threads that decoded photos so far (the work ran off the event loop). */
  readonly threadIds: ReadonlySet<number>;
  /** The pool's queue and timings (the operator's metrics, lib/metrics.ts). */
  readonly pool: PoolView;
  /** Stops the thread. */
  close(): Promise<void>;
}

/** The pool; no thread starts until the first HEIC photo. */
export function createHeicPool(): HeicPool {
  const pool = new Piscina<{ bytes: Uint8Array }, DecodedImage & { threadId: number }>({
    filename: new URL('./heic-thread.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    maxQueue: HEIC_QUEUE,
  });
  const threadIds = new Set<number>();
  const busy = () => new ServiceBusyError(UPLOAD_MESSAGES.decoderBusy, 2);
  return {
    threadIds,
    pool,
    async decode(bytes) {
      // A copy of the file, whose buffer moves to the thread without another copy.
      const copy = new Uint8Array(bytes);
      const image = await runBounded(pool, HEIC_QUEUE, { bytes: copy }, copy, busy);
      threadIds.add(image.threadId);
      return image;
    },
    close: () => pool.destroy(),
  };
}
