/** A counter that increases every `intervalMs` (image cycling 2000 ms, icon shuffle 400 ms; SPEC §9). */
import { useEffect, useState } from 'react';

/** Returns 0, 1, 2, … advancing every `intervalMs`; stops when `enabled` is false. */
export function useTicker(intervalMs: number, enabled = true): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, enabled]);
  return tick;
}
