/** Helpers over the four outfit slots (top, outer, bottom, shoes; SPEC §3). */
import type { ProductItem } from '../../contract/api';
import { SLOTS, type Slot } from '../../contract/taxonomy';

/** The outfit's items in slot order, skipping empty slots. */
export function presentItems(outfit: Partial<Record<Slot, ProductItem | null>>): ProductItem[] {
  return SLOTS.flatMap((slot) => {
    const item = outfit[slot];
    return item ? [item] : [];
  });
}

/**
 * The pictures of an outfit grid at rotation `tick`, one cell per part: cell i shows part
 * (i + tick) mod n, so the part images cycle through the cells (SPEC §2 Home cards) and none
 * shows twice. Empty without parts.
 */
export function rotatedCells<T>(parts: readonly T[], tick: number): T[] {
  return parts.map((_, i) => parts[(i + tick) % parts.length] as T);
}
