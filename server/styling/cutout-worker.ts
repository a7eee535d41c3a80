/**
 * The cut-out thread (recognizer/pool.ts): cuts the shopper's garment out of a photo by GrabCut
 * (./cutout.ts `shopperCutout`) off the server's event loop, at a lower priority than it
 * (lib/thread-priority.ts). OpenCV.js (~10 MB of wasm, about 100 MB resident once it has worked)
 * loads as the thread starts, on the first cut-out; the pool keeps this one thread for cut-outs
 * and lets it go when idle, so that the recogniser's threads never hold a copy of it.
 * A task is `{ cutout, prior? }` (encoded photo bytes, and the port the mask head's prior comes
 * on once a recogniser thread has read the photo: GrabCut is seeded from it, so this thread holds
 * no backbone, and the estimate-seeded GrabCut is made while it comes); the answer is
 * data, never a thrown error for a photo that cannot be read (errors lose their class between
 * threads).
 */
import { threadId, type MessagePort } from 'node:worker_threads';
import { CUTOUT_NICE, lowerThreadPriority } from '../lib/thread-priority';
import { garmentCutout, openCv, type MaskPrior, type ServedMask } from './cutout';
import { ImageDecodeError } from './recognizer/decode-error';

/** What the cut-out thread answers. */
export type CutoutAnswer =
  | { kind: 'cutout'; webp: Uint8Array; cutout: 'cutout' | 'crop'; threadId: number }
  | { kind: 'undecodable'; message: string; threadId: number }
  | { kind: 'warm'; threadId: number };

/** Starts the thread and loads OpenCV.js, answering once it is ready. */
export interface CutoutWarmUp {
  warmUp: true;
}

/** What comes on a task's `prior` port: the mask head's prior, or none when it could not be made. */
export interface PriorMessage {
  prior?: MaskPrior;
}

export interface CutoutTask {
  cutout: Uint8Array;
  /**
   * Where the mask head's prior comes from a recogniser thread (one `PriorMessage`), while this
   * thread makes the estimate-seeded GrabCut; without a port, GrabCut alone.
   */
  prior?: MessagePort;
  /** Which mask to make from it (cutout.ts `garmentCutout`; default SERVED_CUTOUT_MASK). */
  mask?: ServedMask;
}

lowerThreadPriority(CUTOUT_NICE);
const cv = openCv();

export default async function cutoutInThread(
  task: CutoutTask | CutoutWarmUp,
): Promise<CutoutAnswer> {
  if ('warmUp' in task) {
    await cv;
    return { kind: 'warm', threadId };
  }
  const photo = Buffer.from(task.cutout.buffer, task.cutout.byteOffset, task.cutout.byteLength);
  const port = task.prior;
  const prior =
    port &&
    new Promise<MaskPrior | undefined>((resolve) => {
      port.once('message', (m: PriorMessage) => resolve(m.prior));
      port.once('close', () => resolve(undefined));
    }).finally(() => port.close());
  try {
    const made = await garmentCutout(await cv, photo, { prior, mask: task.mask });
    return { kind: 'cutout', webp: made.webp, cutout: made.kind, threadId };
  } catch (error) {
    if (error instanceof ImageDecodeError)
      return { kind: 'undecodable', message: error.message, threadId };
    throw error;
  }
}
