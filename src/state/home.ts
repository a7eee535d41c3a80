/**
 * The home page's three club-outfit sections (SPEC §2 Home, §7 main/random, main/by-price,
 * main/by-style): today's random picks, the selected price bracket, the selected style.
 * Failures show nothing and leave the previous list in place (SPEC §8 "Home page"). Each list
 * shows the worker's cached answer at once and the network's when it arrives (the offline core).
 */
import { batch, signal } from '@preact/signals-react';
import type { MainRecommendation } from '../contract/api';
import { OUTFIT_KINDS } from '../contract/picked';
import { PRICE_BRACKETS, STYLES, type PriceBracketLabel, type Style } from '../contract/taxonomy';
import { apiWorker } from '../worker-bridge';
import { loadLikes } from './likes';

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
    const call = apiWorker.mainRandom(HOME_SECTION_SIZE);
    const outcome = await call;
    if (outcome.ok && Array.isArray(outcome.value)) randomOutfits$.value = outcome.value;
    else randomOutfits$.value ??= [];
    // A cached answer came first (the offline core): the network's replaces it when it arrives.
    void call.fresh?.then((fresh) => {
      if (fresh.ok && Array.isArray(fresh.value)) randomOutfits$.value = fresh.value;
    });
  } finally {
    isLoadingRandom$.value = false;
  }
}

/** Price filter labels in button order (SPEC §2 Home, §9); the first is the default. */
export const PRICE_BRACKET_LABELS: readonly PriceBracketLabel[] = PRICE_BRACKETS.map(
  (bracket) => bracket.label,
);
/** Style filter labels in button order; 미니멀 is the default (SPEC §9). */
export const STYLE_FILTERS: readonly Style[] = STYLES;

/**
 * A filtered section's shown list and the filter it belongs to. Right after a filter change the
 * shown list is still the previous filter's until the new one arrives (or for good, when its load
 * fails: SPEC §8 leaves the state unchanged), so the list is named after its own filter.
 */
export interface FilteredOutfits<F extends string> {
  readonly filter: F;
  readonly outfits: MainRecommendation[];
}

/** The selected price bracket (default 10만원대). */
export const priceBracket$ = signal<PriceBracketLabel>(PRICE_BRACKET_LABELS[0] ?? '10만원대');
/** The price section's shown list; null until the first load finished. */
export const byPrice$ = signal<FilteredOutfits<PriceBracketLabel> | null>(null);
/** True while the price section's latest load is in flight. */
export const isLoadingByPrice$ = signal(false);
/** The selected style (default 미니멀). */
export const homeStyle$ = signal<Style>(STYLE_FILTERS[0] ?? '미니멀');
/** The style section's shown list; null until the first load finished. */
export const byStyle$ = signal<FilteredOutfits<Style> | null>(null);
/** True while the style section's latest load is in flight. */
export const isLoadingByStyle$ = signal(false);

let priceRequest = 0;
let styleRequest = 0;

/**
 * Loads the price section: GET main/by-price (brackets 100000,200000,300000, per 4) and keeps the
 * selected label's list. A failure leaves the shown list unchanged (SPEC §8); an answer that
 * arrives after a newer filter change is dropped.
 */
export async function loadByPrice(): Promise<void> {
  const request = ++priceRequest;
  const filter = priceBracket$.peek();
  isLoadingByPrice$.value = true;
  const call = apiWorker.mainByPrice(HOME_SECTION_SIZE);
  const outcome = await call;
  if (request !== priceRequest) return;
  batch(() => {
    isLoadingByPrice$.value = false;
    if (outcome.ok && outcome.value && typeof outcome.value === 'object')
      byPrice$.value = { filter, outfits: firstOfSection(outcome.value[filter]) };
    else byPrice$.value ??= { filter, outfits: [] };
  });
  void call.fresh?.then((fresh) => {
    if (request !== priceRequest || !fresh.ok || !fresh.value || typeof fresh.value !== 'object')
      return;
    byPrice$.value = { filter, outfits: firstOfSection(fresh.value[filter]) };
  });
}

/** Selects a price bracket and reloads the price section (SPEC §2 "Changing a filter reloads"). */
export function selectPriceBracket(label: PriceBracketLabel): Promise<void> {
  if (label === priceBracket$.peek() && byPrice$.peek() !== null) return Promise.resolve();
  priceBracket$.value = label;
  return loadByPrice();
}

/** Loads the style section: GET main/by-style (style in Korean, count 4); failures change nothing. */
export async function loadByStyle(): Promise<void> {
  const request = ++styleRequest;
  const filter = homeStyle$.peek();
  isLoadingByStyle$.value = true;
  const call = apiWorker.mainByStyle(filter, HOME_SECTION_SIZE);
  const outcome = await call;
  if (request !== styleRequest) return;
  batch(() => {
    isLoadingByStyle$.value = false;
    if (outcome.ok && Array.isArray(outcome.value))
      byStyle$.value = { filter, outfits: firstOfSection(outcome.value) };
    else byStyle$.value ??= { filter, outfits: [] };
  });
  void call.fresh?.then((fresh) => {
    if (request === styleRequest && fresh.ok && Array.isArray(fresh.value))
      byStyle$.value = { filter, outfits: firstOfSection(fresh.value) };
  });
}

/** A section's first HOME_SECTION_SIZE outfits of an answer's list (none when it has none). */
function firstOfSection(list: MainRecommendation[] | undefined): MainRecommendation[] {
  return (list ?? []).slice(0, HOME_SECTION_SIZE);
}

/** Selects a style and reloads the style section. */
export function selectHomeStyle(style: Style): Promise<void> {
  if (style === homeStyle$.peek() && byStyle$.peek() !== null) return Promise.resolve();
  homeStyle$.value = style;
  return loadByStyle();
}

/** The load a visit that opened on the home page started before the page rendered. */
let prefetched: Promise<void> | null = null;

/**
 * Starts loading the home page's lists before React has rendered the page (the app's entry calls
 * it on a visit that opens on /main), so the first cards do not wait for the page's render.
 */
export function prefetchHome(): void {
  prefetched ??= loadHome();
}

/**
 * The home page's load when it mounts: the prefetched one on the visit's first page, else a new
 * one (coming back to the home page brings new random picks).
 */
export function loadHomeForPage(): Promise<void> {
  const load = prefetched ?? loadHome();
  prefetched = null;
  return load;
}

/** Loads all three home sections and, when signed in, the liked club outfits. */
function loadHome(): Promise<void> {
  return Promise.all([
    loadRandomOutfits(),
    loadByPrice(),
    loadByStyle(),
    loadLikes(OUTFIT_KINDS.club),
  ]).then(() => undefined);
}
