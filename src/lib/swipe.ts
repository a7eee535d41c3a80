/**
 * Pure gesture and carousel rules. The camera guide (SPEC §2, §9): a horizontal gesture under
 * SWIPE_IGNORE_PX is ignored (no movement at all), and only one over SWIPE_CHANGE_PX changes the
 * step; in between the slide follows the finger and snaps back.
 */

/** Gestures shorter than this (px) are ignored (SPEC §9). */
export const SWIPE_IGNORE_PX = 30;
/** Gestures longer than this (px) change the step (SPEC §9). */
export const SWIPE_CHANGE_PX = 50;

/** True when a horizontal movement of `deltaX` px is too short to count (|Δx| < 30). */
export function isSwipeIgnored(deltaX: number): boolean {
  return Math.abs(deltaX) < SWIPE_IGNORE_PX;
}

/**
 * The step change for a finished horizontal gesture of `deltaX` px (end x − start x):
 * +1 (next) for a swipe left over 50 px, −1 (previous) for a swipe right over 50 px, else 0.
 */
export function swipeStep(deltaX: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= SWIPE_CHANGE_PX) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** The step after a gesture of `deltaX` px from `current`, kept within 0…count−1 (no wrapping). */
export function stepAfterSwipe(current: number, deltaX: number, count: number): number {
  return Math.min(Math.max(current + swipeStep(deltaX), 0), Math.max(count - 1, 0));
}

/** `index` wrapped into 0…count−1 (the zoom viewer's previous/next, SPEC §2 Detail); 0 when empty. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
