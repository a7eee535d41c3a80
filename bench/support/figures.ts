/** How the benchmarks print a share: `0.806 (162/201)` (three decimals, 0 of 0 as 0.000). */
export function fraction(k: number, n: number): string {
  return `${(k / Math.max(1, n)).toFixed(3)} (${k}/${n})`;
}

/** Value at quantile q (0–1) of ascending-sorted numbers (nearest rank); NaN when empty. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** The upper median of `xs` (any order; a copy is sorted), 0 when empty: a run's middle time. */
export function median(xs: readonly number[]): number {
  return [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
}
