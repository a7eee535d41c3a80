/**
 * The recogniser on a pool of worker threads (piscina; ARCHITECTURE.md "Invariants": the event
 * loop only does I/O). Each thread holds its own model (pool-worker.ts) and recognises one photo
 * at a time, so N threads recognise N photos at once while the event loop keeps answering other
 * requests; threads beyond the first start while photos wait and end when idle (THREAD_IDLE_MS).
 * Cut-outs of the shopper's garment (GrabCut, ../cutout-worker.ts) run on one thread of
 * their own, started on the first cut-out and let go after THREAD_IDLE_MS without one: OpenCV.js
 * is then held once per process, and only while shoppers' photos are being cut out, never once
 * per recogniser thread. Every thread's young generation is bounded (THREAD_YOUNG_GENERATION_MB):
 * V8 otherwise sizes it for the machine's memory, not for the thread's short-lived objects.
 * The queues are bounded: when `maxQueue` photos already wait, `recognize` (or `cutout`) rejects
 * at once with ServiceBusyError (503 with Retry-After) instead of letting waits grow without bound.
 */
import os from 'node:os';
import Piscina from 'piscina';
import { runBounded } from '../../lib/bounded-pool';
import { ServiceBusyError } from '../../lib/http-error';
import type { PoolView } from '../../lib/metrics';
import type { GarmentCutout, GarmentRecognizer } from '../types';
import type { CutoutAnswer, CutoutTask } from '../cutout-worker';
import type { PoolAnswer, PoolTask } from './pool-worker';
import { ImageDecodeError } from './decode-error';
import { RECOMMEND_MESSAGES } from '../../messages';

/** Photos that may wait per thread before the pool answers busy. */
export const QUEUED_PHOTOS_PER_THREAD = 4;
/** Retry-After (s) of a busy answer: about the time a thread takes for a few photos. */
const BUSY_RETRY_AFTER_S = 2;
/**
 * The young generation of each thread, MB: objects of one photo die young, and a larger one
 * only holds more resident memory (V8 would size it from the machine's memory).
 */
export const THREAD_YOUNG_GENERATION_MB = 16;
/**
 * How long a thread beyond the first recogniser thread, or the cut-out thread, stays without a
 * photo before it ends, ms: a process holds the memory of several models only while photos
 * arrive faster than one thread recognises them.
 */
export const THREAD_IDLE_MS = 60_000;

export interface RecognizerPoolOptions {
  /**
   * The most worker threads that recognise at once (default: the machine's cores,
   * RECOGNIZER_THREADS in server/config.ts); one stays, the others start while photos wait.
   */
  threads?: number;
  /** Photos that may wait for a thread (default QUEUED_PHOTOS_PER_THREAD × threads). */
  maxQueue?: number;
  /** How long an idle thread beyond the first, or the cut-out thread, lives, ms (THREAD_IDLE_MS). */
  idleMs?: number;
}

/** The recogniser on a pool of threads: each photo on a free thread; ServiceBusyError when `maxQueue` photos already wait. */
export interface RecognizerPool extends GarmentRecognizer {
  /** The shopper's garment cut out on the cut-out thread (GarmentRecognizer.cutout). */
  cutout(image: Buffer): Promise<GarmentCutout>;
  /** Resolves once the first thread has loaded its model. */
  warmUp(): Promise<void>;
  /** True once warmUp resolved (the server's readiness, GET /readyz). */
  ready(): boolean;
  /** Ids of the threads that have recognised photos so far (diagnostics: photos ran in parallel). */
  readonly threadIds: ReadonlySet<number>;
  /** Recogniser threads alive now (diagnostics: more start while photos wait, and end idle). */
  liveThreads(): number;
  /** The recogniser's and the cut-out's queues and timings (the operator's metrics, lib/metrics.ts). */
  readonly pools: Readonly<Record<'recogniser' | 'cutout', PoolView>>;
  /** Stops the threads. */
  close(): Promise<void>;
}

/** Starts the pool; its threads begin loading their models at once. */
export function createRecognizerPool(options: RecognizerPoolOptions = {}): RecognizerPool {
  const threads = options.threads ?? os.availableParallelism();
  const maxQueue = options.maxQueue ?? QUEUED_PHOTOS_PER_THREAD * threads;
  const idleTimeout = options.idleMs ?? THREAD_IDLE_MS;
  const pool = new Piscina<PoolTask, PoolAnswer>({
    filename: new URL('./pool-thread.mjs', import.meta.url).href,
    // One thread always; up to `threads` while photos wait for one (piscina adds a thread when a
    // task finds none free), each let go after THREAD_IDLE_MS without a photo.
    minThreads: 1,
    maxThreads: threads,
    // One photo per thread at a time: the wasm backend of a thread is single-threaded.
    concurrentTasksPerWorker: 1,
    idleTimeout,
    maxQueue,
    resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
  });
  const cutouts = new Piscina<CutoutTask, CutoutAnswer>({
    filename: new URL('./cutout-thread.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout,
    maxQueue,
    resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
  });
  const threadIds = new Set<number>();
  let warm = false;
  const busy = () => new ServiceBusyError(RECOMMEND_MESSAGES.recogniserBusy, BUSY_RETRY_AFTER_S);

  return {
    threadIds,
    pools: { recogniser: pool, cutout: cutouts },
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
      const bytes = new Uint8Array(image);
      const answer = await runBounded(cutouts, maxQueue, { cutout: bytes }, bytes, busy);
      if (answer.kind === 'undecodable') throw new ImageDecodeError(answer.message);
      return { webp: Buffer.from(answer.webp), kind: answer.cutout };
    },
    async warmUp() {
      // The first thread loads its model as it starts; a task waits for it.
      await pool.run({ warmUp: true });
      warm = true;
    },
    liveThreads: () => pool.threads.length,
    ready: () => warm,
    close: async () => {
      await Promise.all([pool.destroy(), cutouts.destroy()]);
    },
  };
}
