/**
 * One thread of the recogniser pool (pool.ts): loads its own copy of the model (tfjs-wasm
 * backbone and head) when the thread starts, then recognises photos one at a time — decode,
 * backbone, head and colour all run here, off the server's event loop, at a lower priority than
 * it (lib/thread-priority.ts). Cut-outs run on a thread of their own (../cutout-worker.ts).
 * A task is `{ image }` (encoded photo bytes: recognise), `{ read }` (encoded photo bytes:
 * recognise, and the mask head's prior that seeds the cut-out's GrabCut, from the backbone this
 * thread holds, so the cut-out thread never loads one) or `{ warmUp: true }`; the answer is
 * data, never a thrown error for a photo that cannot be read (errors lose their class between
 * threads).
 */
import { threadId } from 'node:worker_threads';
import { lowerThreadPriority } from '../../lib/thread-priority';
import type { MaskPrior } from '../cutout';
import type { Recognition } from '../types';
import { createRecognizer, ImageDecodeError } from './index';

/** What a pool thread answers. */
export type PoolAnswer =
  | { kind: 'recognised'; recognition: Recognition; threadId: number }
  | { kind: 'undecodable'; message: string; threadId: number }
  | { kind: 'read'; recognition: Recognition; prior: MaskPrior; threadId: number }
  | { kind: 'warm'; threadId: number };

/** Recognise `image`; recognise `read` and give the mask head's prior of it too; or warm up. */
export type PoolTask = { image: Uint8Array } | { read: Uint8Array } | { warmUp: true };

// The event loop comes first when both want a core (lib/thread-priority.ts).
lowerThreadPriority();
const recognizer = createRecognizer();
await recognizer.warmUp();

export default async function recognizeInThread(task: PoolTask): Promise<PoolAnswer> {
  if ('warmUp' in task) return { kind: 'warm', threadId };
  try {
    if ('read' in task) {
      const photo = Buffer.from(task.read.buffer, task.read.byteOffset, task.read.byteLength);
      const recognition = await recognizer.recognize(photo);
      return { kind: 'read', recognition, prior: await recognizer.prior(photo), threadId };
    }
    const image = Buffer.from(task.image.buffer, task.image.byteOffset, task.image.byteLength);
    return { kind: 'recognised', recognition: await recognizer.recognize(image), threadId };
  } catch (error) {
    if (error instanceof ImageDecodeError)
      return { kind: 'undecodable', message: error.message, threadId };
    throw error;
  }
}
