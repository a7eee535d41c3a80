/** How the benchmarks print a share: `0.806 (162/201)` (three decimals, 0 of 0 as 0.000). */
export function fraction(k: number, n: number): string {
  return `${(k / Math.max(1, n)).toFixed(3)} (${k}/${n})`;
}
