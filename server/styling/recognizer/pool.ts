/**
 * The recogniser on a pool of worker threads (piscina; ARCHITECTURE.md "Invariants": the event
 * loop only does I/O). Each thread holds its own model (pool-worker.ts) and recognises one photo
 * at a time, so N threads recognise N photos at once while the event loop keeps answering other
 * requests. Cut-outs of the shopper's garment (GrabCut, ../cutout.ts) share the threads and the
 * queue. The queue is bounded: when `maxQueue` photos already wait, `recognize` rejects at
 * once with ServiceBusyError (503 with Retry-After) instead of letting waits grow without bound.
 */
import os from 'node:os';
import Piscina from 'piscina';
import { runBounded } from '../../lib/bounded-pool';
import { ServiceBusyError } from '../../lib/http-error';
import type { GarmentCutout, GarmentRecognizer } from '../types';
import type { PoolAnswer, PoolTask } from './pool-worker';
import { ImageDecodeError } from './preprocess';
import { RECOMMEND_MESSAGES } from '../../messages';

/** Photos that may wait per thread before the pool answers busy. */
export const QUEUED_PHOTOS_PER_THREAD = 4;
/** Retry-After (s) of a busy answer: about the time a thread takes for a few photos. */
const BUSY_RETRY_AFTER_S = 2;

export interface RecognizerPoolOptions {
  /** Worker threads (default: the machine's cores, RECOGNIZER_THREADS in server/config.ts). */
  threads?: number;
  /** Photos that may wait for a thread (default QUEUED_PHOTOS_PER_THREAD × threads). */
  maxQueue?: number;
}

/** The recogniser on a pool of threads: each photo on a free thread; ServiceBusyError when `maxQueue` photos already wait. */
export interface RecognizerPool extends GarmentRecognizer {
  /** The shopper's garment cut out on a free thread (GarmentRecognizer.cutout). */
  cutout(image: Buffer): Promise<GarmentCutout>;
  /** Resolves once every thread has loaded its model. */
  warmUp(): Promise<void>;
  /** True once warmUp resolved (the server's readiness, GET /readyz). */
  ready(): boolean;
  /** Ids of the threads that have recognised photos so far (diagnostics: photos ran in parallel). */
  readonly threadIds: ReadonlySet<number>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/** Starts the pool; its threads begin loading their models at once. */
export function createRecognizerPool(options: RecognizerPoolOptions = {}): RecognizerPool {
  const threads = options.threads ?? os.availableParallelism();
  const maxQueue = options.maxQueue ?? QUEUED_PHOTOS_PER_THREAD * threads;
  const pool = new Piscina<PoolTask, PoolAnswer>({
    filename: new URL('./pool-thread.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // One photo per thread at a time: the wasm backend of a thread is single-threaded.
    concurrentTasksPerWorker: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    maxQueue,
  });
  const threadIds = new Set<number>();
  let warm = false;
  const busy = () => new ServiceBusyError(RECOMMEND_MESSAGES.recogniserBusy, BUSY_RETRY_AFTER_S);

  return {
    threadIds,
    async recognize(image) {
      // A copy of the bytes, whose buffer moves to the thread without another copy.
      const bytes = new Uint8Array(image);
      const answer = await runBounded(pool, maxQueue, { image: bytes }, bytes, busy);
      threadIds.add(answer.threadId);
      if (answer.kind === 'undecodable') throw new ImageDecodeError(answer.message);
      if (answer.kind !== 'recognised') throw new Error(`unexpected answer ${answer.kind}`);
      return answer.recognition;
    },
    async cutout(image) {
      // The same thread, queue and bound as recognition; OpenCV.js loads on a thread's first one.
      const bytes = new Uint8Array(image);
      const answer = await runBounded(pool, maxQueue, { cutout: bytes }, bytes, busy);
      threadIds.add(answer.threadId);
      if (answer.kind === 'undecodable') throw new ImageDecodeError(answer.message);
      if (answer.kind !== 'cutout') throw new Error(`unexpected answer ${answer.kind}`);
      return { webp: Buffer.from(answer.webp), kind: answer.cutout };
    },
    async warmUp() {
      // Each thread loads its model as it starts; one task per thread waits for all of them.
      await Promise.all(Array.from({ length: threads }, () => pool.run({ warmUp: true })));
      warm = true;
    },
    ready: () => warm,
    close: () => pool.destroy(),
  };
}
