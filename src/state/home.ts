/**
 * The home page's "오늘의 추천 코디": random club outfits (SPEC §2 Home, §7 main/random).
 * Failures show nothing and leave the previous list in place (SPEC §8 "Home page").
 */
import { signal } from '@preact/signals-react';
import type { MainRecommendation } from '../contract/api';
import { apiWorker } from '../worker-bridge';

/** Outfits per home section (SPEC §9). */
export const HOME_SECTION_SIZE = 4;

/** Today's random club outfits; null until the first load finished. */
export const randomOutfits$ = signal<MainRecommendation[] | null>(null);
/** True while a load is in flight. */
export const isLoadingRandom$ = signal(false);

/** Loads HOME_SECTION_SIZE random club outfits into randomOutfits$. */
export async function loadRandomOutfits(): Promise<void> {
  if (isLoadingRandom$.peek()) return;
  isLoadingRandom$.value = true;
  try {
    const outcome = await apiWorker.mainRandom(HOME_SECTION_SIZE);
    if (outcome.ok && Array.isArray(outcome.value)) randomOutfits$.value = outcome.value;
    else randomOutfits$.value ??= [];
  } finally {
    isLoadingRandom$.value = false;
  }
}
