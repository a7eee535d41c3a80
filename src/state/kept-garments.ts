/**
 * The garments kept into 내 옷장 during this visit ("옷장에 넣기"), by upload URL, so that the
 * button on /camera and /fashion shows what became of its photo. Apart from state/wardrobe.ts,
 * which those pages load only on the tap.
 */
import { signal } from '@preact/signals-react';

/** How a keep ended: 'kept', or 'queued' while it waits offline in the wardrobe outbox. */
export type KeptState = 'kept' | 'queued';

/** The keeps of this visit, by upload URL. */
export const keptUploads$ = signal<Readonly<Record<string, KeptState>>>({});
/** The upload being kept, else null. */
export const keeping$ = signal<string | null>(null);
