/**
 * Background threads yield the CPU to the event loop: a recogniser thread (the event loop only
 * does I/O, ARCHITECTURE.md "Invariants") lowers its own scheduling priority (a higher nice
 * value), so that a light request stays fast while shoppers run the generator — on a machine
 * whose cores the threads keep busy, a request that wakes the event loop runs at once instead
 * of waiting for a thread's time slice. The threads lose nothing while the event loop is idle.
 * Linux only (a thread's nice value is its own there, set by its task id); elsewhere nothing
 * changes.
 */
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The nice value of the recogniser's threads (0 normal … 19 lowest). */
export const BACKGROUND_NICE = 10;

/**
 * The nice value of the cut-out thread: lower still, since its GrabCut may run while another
 * shopper's photo is read on a recogniser thread, and outfits wait for their photo's reading
 * while a cut-out is shown only after its outfits.
 */
export const CUTOUT_NICE = 15;

/**
 * Sets the calling thread's nice value to `nice` (never lower than it is: raising a priority
 * needs privileges). Returns whether it could: false off Linux or where /proc is not mounted.
 */
export function lowerThreadPriority(nice = BACKGROUND_NICE): boolean {
  let taskId: number;
  try {
    // /proc/thread-self → "<pid>/task/<tid>"
    taskId = Number(path.basename(readlinkSync('/proc/thread-self')));
  } catch {
    return false;
  }
  if (!Number.isInteger(taskId) || taskId <= 0) return false;
  try {
    if (os.getPriority(taskId) < nice) os.setPriority(taskId, nice);
    return true;
  } catch {
    return false;
  }
}
