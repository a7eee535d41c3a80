/**
 * The performance-metrics reporter of SPEC §1: the app calls it once with no handler, which does
 * nothing. With a handler it forwards navigation and paint timings (ms) as they arrive.
 */
export type PerformanceHandler = (entry: { name: string; value: number }) => void;

/** Observes navigation and paint entries when `handler` is given; otherwise a no-op. */
export function reportPerformance(handler?: PerformanceHandler): void {
  if (typeof handler !== 'function' || typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      handler({ name: entry.name, value: entry.startTime + entry.duration });
  });
  for (const type of ['navigation', 'paint']) {
    try {
      observer.observe({ type, buffered: true });
    } catch {
      // entry type unsupported in this browser
    }
  }
}
