/**
 * One thread of the recogniser pool (pool.ts): loads its own copy of the model (tfjs-wasm
 * backbone and head) when the thread starts, then recognises photos one at a time — decode,
 * backbone, head and colour all run here, off the server's event loop, at a lower priority than
 * it (lib/thread-priority.ts). Cut-outs run on a thread of their own (../cutout-worker.ts).
 * A task is `{ image }` (encoded photo bytes: recognise), `{ read, port }` (encoded photo bytes:
 * recognise, posting the recognition on `port` (a `ReadMessage`) as soon as it is made, then
 * answer the mask head's prior that seeds the cut-out's GrabCut, from the backbone this thread
 * holds, so the cut-out thread never loads one) or `{ warmUp: true }`; the answer is
 * data, never a thrown error for a photo that cannot be read (errors lose their class between
 * threads).
 */
import { threadId, type MessagePort } from 'node:worker_threads';
import { lowerThreadPriority } from '../../lib/thread-priority';
import type { MaskPrior } from '../cutout';
import type { Recognition } from '../types';
import { createRecognizer, ImageDecodeError } from './index';

/** What a pool thread answers. */
export type PoolAnswer =
  | { kind: 'recognised'; recognition: Recognition; threadId: number }
  | { kind: 'undecodable'; message: string; threadId: number }
  | { kind: 'prior'; prior: MaskPrior; threadId: number }
  | { kind: 'warm'; threadId: number };

/** What a `read` task posts on its port once the photo is recognised (or cannot be read). */
export type ReadMessage =
  { kind: 'recognised'; recognition: Recognition } | { kind: 'undecodable'; message: string };

/** Recognise `image`; recognise `read` (posted on `port`), then answer its mask prior; or warm up. */
export type PoolTask =
  { image: Uint8Array } | { read: Uint8Array; port: MessagePort } | { warmUp: true };

// The event loop comes first when both want a core (lib/thread-priority.ts).
lowerThreadPriority();
const recognizer = createRecognizer();
await recognizer.warmUp();

export default async function recognizeInThread(task: PoolTask): Promise<PoolAnswer> {
  if ('warmUp' in task) return { kind: 'warm', threadId };
  try {
    if ('read' in task) {
      const photo = Buffer.from(task.read.buffer, task.read.byteOffset, task.read.byteLength);
      try {
        const message: ReadMessage = {
          kind: 'recognised',
          recognition: await recognizer.recognize(photo),
        };
        task.port.postMessage(message);
      } catch (error) {
        if (error instanceof ImageDecodeError)
          task.port.postMessage({ kind: 'undecodable', message: error.message } as ReadMessage);
        throw error;
      } finally {
        task.port.close();
      }
      return { kind: 'prior', prior: await recognizer.prior(photo), threadId };
    }
    const image = Buffer.from(task.image.buffer, task.image.byteOffset, task.image.byteLength);
    return { kind: 'recognised', recognition: await recognizer.recognize(image), threadId };
  } catch (error) {
    if (error instanceof ImageDecodeError)
      return { kind: 'undecodable', message: error.message, threadId };
    throw error;
  }
}
