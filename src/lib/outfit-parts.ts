/** Helpers over the four outfit slots (top, outer, bottom, shoes; SPEC §3). */
import type { ProductItem } from '../contract/api';
import { SLOTS, type Slot } from '../contract/taxonomy';

/** The outfit's items in slot order, skipping empty slots. */
export function presentItems(outfit: Partial<Record<Slot, ProductItem | null>>): ProductItem[] {
  return SLOTS.flatMap((slot) => {
    const item = outfit[slot];
    return item ? [item] : [];
  });
}

/**
 * The images for a 2×2 grid at rotation `tick`: cell i shows part (i + tick) mod n, so the
 * available part images cycle through the cells (SPEC §2 Home cards). Empty without parts.
 */
export function rotatedCells<T>(parts: readonly T[], tick: number, cells = 4): T[] {
  if (parts.length === 0) return [];
  return Array.from({ length: cells }, (_, i) => parts[(i + tick) % parts.length] as T);
}
