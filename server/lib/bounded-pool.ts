/**
 * One task on a piscina pool whose queue is bounded (ARCHITECTURE.md "Invariants": a full queue
 * answers 503 with Retry-After, never an unbounded wait): the recogniser's pool and the HEIC
 * decoding pool both run their photos through it.
 */
import type { MessagePort } from 'node:worker_threads';
import type Piscina from 'piscina';
import type { ServiceBusyError } from './http-error';

type RunTransferList = NonNullable<Parameters<Piscina['run']>[1]>['transferList'];

/**
 * Runs `task` on `pool`, moving `bytes`' buffer to the thread without a copy (the caller must not
 * use `bytes` afterwards), and any `ports` the task holds (MessagePorts). Rejects with `busy()`
 * when `maxQueue` tasks already wait (checked first, and again by piscina's own limit), else
 * with the thread's error.
 */
export async function runBounded<Task, Answer>(
  pool: Piscina<Task, Answer>,
  maxQueue: number,
  task: Task,
  bytes: Uint8Array,
  busy: () => ServiceBusyError,
  ports: MessagePort[] = [],
): Promise<Answer> {
  if (pool.queueSize >= maxQueue) throw busy();
  try {
    // (piscina's TransferList type does not accept an ArrayBuffer under this @types/node.)
    const transferList = [bytes.buffer, ...ports] as unknown as RunTransferList;
    return await pool.run(task, { transferList });
  } catch (error) {
    if (/queue is at limit/i.test(String((error as Error).message))) throw busy();
    throw error;
  }
}
