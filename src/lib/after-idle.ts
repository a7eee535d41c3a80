/**
 * Work the first screen does not need waits until the browser is idle after the page has painted,
 * so that it does not block the first paint and the first taps of a visit on a mid-range phone:
 * `requestIdleCallback` with a `timeoutMs` cap (default 2000 ms), or a short timer where idle
 * callbacks are missing (Safari).
 */

/** Runs `run` once the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function afterIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, Math.min(timeoutMs, 500));
  return () => clearTimeout(id);
}
