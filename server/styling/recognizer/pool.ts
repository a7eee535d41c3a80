/**
 * The recogniser on a pool of worker threads (piscina; ARCHITECTURE.md "Invariants": the event
 * loop only does I/O). Each thread holds its own model (pool-worker.ts) and recognises one photo
 * at a time, so N threads recognise N photos at once while the event loop keeps answering other
 * requests; threads beyond the first start while photos wait and end when idle (THREAD_IDLE_MS).
 * Cut-outs of the shopper's garment run in two steps: the photo read on a recogniser thread (it
 * holds the backbone) — its recognition, kept for the generator that follows (READ_AHEAD_KEPT),
 * and the garment-mask head's prior — then GrabCut seeded from it (../cutout-worker.ts)
 * on one thread of their own, started on the first cut-out and let go after CUTOUT_THREAD_IDLE_MS
 * without one (it never loads the backbone or tfjs): OpenCV.js
 * is then held once per process, and only while shoppers' photos are being cut out, never once
 * per recogniser thread. Every thread's young generation is bounded (THREAD_YOUNG_GENERATION_MB):
 * V8 otherwise sizes it for the machine's memory, not for the thread's short-lived objects.
 * The queues are bounded: when `maxQueue` photos already wait, `recognize` (or `cutout`) rejects
 * at once with ServiceBusyError (503 with Retry-After) instead of letting waits grow without bound.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import Piscina from 'piscina';
import { runBounded } from '../../lib/bounded-pool';
import { ServiceBusyError } from '../../lib/http-error';
import type { PoolView } from '../../lib/metrics';
import type { GarmentCutout, GarmentRecognizer, Recognition } from '../types';
import type { CutoutAnswer, CutoutTask, CutoutWarmUp, PriorMessage } from '../cutout-worker';
import { SERVED_CUTOUT_MASK, type ServedMask } from '../cutout';
import type { PoolAnswer, PoolTask, ReadMessage } from './pool-worker';
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
 * How long a thread beyond the first recogniser thread stays without a photo before it ends, ms:
 * a process holds the memory of several models only while photos arrive faster than one thread
 * recognises them.
 */
export const THREAD_IDLE_MS = 60_000;

/**
 * How long the cut-out thread stays without a photo before it ends, ms. A started thread loads
 * OpenCV.js and runs its first GrabCut on cold code (about 0.35 s more than a warm thread's
 * cut-out), so a shopper who comes after a quiet minute would wait for the cut-out; kept ten
 * minutes, the thread's ~95 MB go back only after a quiet spell. The peak a process must be
 * sized for holds the thread anyway (docs/scaling.md "A process's memory").
 */
export const CUTOUT_THREAD_IDLE_MS = 10 * 60_000;

export interface RecognizerPoolOptions {
  /**
   * The most worker threads that recognise at once (default: the machine's cores,
   * RECOGNIZER_THREADS in server/config.ts); one stays, the others start while photos wait.
   */
  threads?: number;
  /** Photos that may wait for a thread (default QUEUED_PHOTOS_PER_THREAD × threads). */
  maxQueue?: number;
  /** How long an idle thread beyond the first lives, ms (THREAD_IDLE_MS). */
  idleMs?: number;
  /** How long the idle cut-out thread lives, ms (CUTOUT_THREAD_IDLE_MS). */
  cutoutIdleMs?: number;
  /**
   * The cut-out's mask (default SERVED_CUTOUT_MASK, ../cutout.ts): 'grabcut' (the cut-out thread
   * alone), or 'head-grabcut' / 'union' (the mask head's prior from a recogniser thread first).
   */
  cutoutMask?: ServedMask;
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

/**
 * Recognitions read ahead with a cut-out (at the photo's upload) kept for the generator that
 * asks next, at most: a few minutes of uploads at the rate one recogniser thread answers.
 */
export const READ_AHEAD_KEPT = 64;

/** A photo's identity for the read-ahead: the SHA-256 of its bytes. */
function photoKey(image: Buffer): string {
  return createHash('sha256').update(image).digest('base64');
}

/** Starts the pool; its threads begin loading their models at once. */
export function createRecognizerPool(options: RecognizerPoolOptions = {}): RecognizerPool {
  const threads = options.threads ?? os.availableParallelism();
  const maxQueue = options.maxQueue ?? QUEUED_PHOTOS_PER_THREAD * threads;
  const idleTimeout = options.idleMs ?? THREAD_IDLE_MS;
  const cutoutMask = options.cutoutMask ?? SERVED_CUTOUT_MASK;
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
  const cutouts = new Piscina<CutoutTask | CutoutWarmUp, CutoutAnswer>({
    filename: new URL('./cutout-thread.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: options.cutoutIdleMs ?? CUTOUT_THREAD_IDLE_MS,
    maxQueue,
    resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_GENERATION_MB },
  });
  const threadIds = new Set<number>();
  /** Recognitions made with a cut-out's prior, by photo (`photoKey`), oldest first. */
  const readAhead = new Map<string, Promise<Recognition>>();
  let warm = false;
  const busy = () => new ServiceBusyError(RECOMMEND_MESSAGES.recogniserBusy, BUSY_RETRY_AFTER_S);

  /**
   * Reads `image` on a recogniser thread for its cut-out (it holds the backbone): the
   * recognition, kept for the generator that asks next (READ_AHEAD_KEPT), then the mask head's
   * prior, sent on `priorPort` to the cut-out thread, which makes the estimate-seeded GrabCut
   * meanwhile; a photo the recogniser cannot read, or a full queue, sends no prior and leaves
   * GrabCut to its own seed. An ended cut-out thread starts now, loading OpenCV.js meanwhile.
   * @returns when the recognition is made (or failed), the prior's port, and when the read ends.
   */
  const readForCutout = (
    image: Buffer,
  ): { recognised: Promise<unknown>; priorPort: MessagePort; done: Promise<unknown> } => {
    if (cutouts.threads.length === 0 && cutouts.queueSize === 0)
      cutouts.run({ warmUp: true }).catch(() => undefined);
    const forRead = new Uint8Array(image);
    // The recognition comes on the port as soon as it is made; the prior is the answer.
    const { port1, port2 } = new MessageChannel();
    const read = runBounded(pool, maxQueue, { read: forRead, port: port2 }, forRead, busy, [port2]);
    const recognition = new Promise<Recognition>((resolve, reject) => {
      port1.once('message', (m: ReadMessage) =>
        m.kind === 'recognised' ? resolve(m.recognition) : reject(new ImageDecodeError(m.message)),
      );
      read.catch(reject); // busy, or the thread failed before it posted
    }).finally(() => port1.close());
    const key = photoKey(image);
    readAhead.delete(key);
    readAhead.set(key, recognition);
    for (const old of readAhead.keys()) {
      if (readAhead.size <= READ_AHEAD_KEPT) break;
      readAhead.delete(old);
    }
    // The cut-out thread closes the channel once the prior (or its absence) has come.
    const channel = new MessageChannel();
    read.then(
      (a) => {
        threadIds.add(a.threadId);
        const message: PriorMessage = { prior: a.kind === 'prior' ? a.prior : undefined };
        channel.port1.postMessage(message);
      },
      () => channel.port1.postMessage({} satisfies PriorMessage),
    );
    return {
      // a failed recognition is the generator's to handle, if one asks
      recognised: recognition.catch(() => undefined),
      priorPort: channel.port2,
      done: read.catch(() => undefined),
    };
  };

  return {
    threadIds,
    pools: { recogniser: pool, cutout: cutouts },
    async recognize(image) {
      // A photo whose cut-out started (at its upload) was recognised then, in the same task as
      // its mask prior: the generator that follows takes that answer instead of waiting again.
      const key = photoKey(image);
      const ahead = readAhead.get(key);
      if (ahead) {
        readAhead.delete(key);
        const early = await ahead.then(
          (recognition) => recognition,
          (error: unknown) => {
            if (error instanceof ImageDecodeError) throw error;
            return null; // busy then, or the thread failed: recognise now
          },
        );
        if (early) return early;
      }
      // A copy of the bytes, whose buffer moves to the thread without another copy.
      const bytes = new Uint8Array(image);
      const answer = await runBounded(pool, maxQueue, { image: bytes }, bytes, busy);
      threadIds.add(answer.threadId);
      if (answer.kind === 'undecodable') throw new ImageDecodeError(answer.message);
      if (answer.kind !== 'recognised') throw new Error(`unexpected answer ${answer.kind}`);
      return answer.recognition;
    },
    async cutout(image) {
      // The photo is read on a recogniser thread first when the mask needs the head's prior
      // (readForCutout); the cut-out starts once the recognition is made: started at the upload,
      // its GrabCut slowed the reading the outfits wait for (photo → outfits ×1.08–1.15 against
      // ×1.02–1.04, bench:generator).
      const read = cutoutMask === 'grabcut' ? null : readForCutout(image);
      await read?.recognised;
      const bytes = new Uint8Array(image);
      const task = { cutout: bytes, prior: read?.priorPort, mask: cutoutMask };
      const ports = read ? [read.priorPort] : [];
      // Done when all it started is: an undecodable photo's cut-out answers before its reading.
      const [answer] = await Promise.all([
        runBounded(cutouts, maxQueue, task, bytes, busy, ports),
        read?.done,
      ]);
      if (answer.kind === 'undecodable') throw new ImageDecodeError(answer.message);
      if (answer.kind !== 'cutout') throw new Error(`unexpected answer ${answer.kind}`);
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
