/**
 * The home page's three club-outfit sections (SPEC §2 Home, §7 main/random, main/by-price,
 * main/by-style): today's random picks, the selected price bracket, the selected style.
 * Failures show nothing and leave the previous list in place (SPEC §8 "Home page"). Each list
 * shows the worker's cached answer at once and the network's when it arrives (the offline core).
 */
import { batch, effect, signal, type Signal } from '@preact/signals-react';
import type { MainRecommendation } from '../../contract/api';
import { OUTFIT_KINDS } from '../../contract/picked';
import {
  PRICE_BRACKETS,
  STYLES,
  type PriceBracketLabel,
  type Style,
} from '../../contract/taxonomy';
import type { Result } from '../../contract/result';
import { presentItems } from '../lib/outfit-parts';
import { apiWorker, type Revalidating } from '../worker-bridge';
import { keepPicturesOffline } from './app-shell';
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
const PRICE_BRACKET_LABELS: readonly PriceBracketLabel[] = PRICE_BRACKETS.map(
  (bracket) => bracket.label,
);
/** Style filter labels in button order; 미니멀 is the default (SPEC §9). */
const STYLE_FILTERS: readonly Style[] = STYLES;

/**
 * A filtered section's shown list and the filter it belongs to. Right after a filter change the
 * shown list is still the previous filter's until the new one arrives (or for good, when its load
 * fails: SPEC §8 leaves the state unchanged), so the list is named after its own filter.
 */
export interface FilteredOutfits<F extends string> {
  readonly filter: F;
  readonly outfits: MainRecommendation[];
}

/**
 * A filtered home section (SPEC §2 "Changing a filter reloads"): its filters in button order, the
 * selected one, its shown list with the filter it belongs to (null until the first load
 * finished), whether its latest load is in flight, a load of the selected filter's list and a
 * filter change. A failure leaves the shown list unchanged (SPEC §8); an answer that arrives after
 * a newer filter change is dropped; the worker's cached answer shows at once and the network's
 * replaces it when it arrives.
 */
export interface FilterableSection<F extends string> {
  readonly options: readonly F[];
  readonly selected$: Signal<F>;
  readonly shown$: Signal<FilteredOutfits<F> | null>;
  readonly loading$: Signal<boolean>;
  load(): Promise<void>;
  select(filter: F): Promise<void>;
}

/**
 * The section over `options` (`initial` selected) whose list for a filter is `ask(filter)`'s answer
 * through `pick(answer, filter)`, null for an answer that is not a list.
 */
function filteredSection<F extends string, A>(
  options: readonly F[],
  initial: F,
  ask: (filter: F) => Revalidating<A>,
  pick: (answer: A, filter: F) => MainRecommendation[] | null,
): FilterableSection<F> {
  const selected$ = signal(initial);
  const shown$ = signal<FilteredOutfits<F> | null>(null);
  const loading$ = signal(false);
  let latest = 0;
  const listOf = (outcome: Result<A>, filter: F): MainRecommendation[] | null =>
    outcome.ok ? (pick(outcome.value, filter)?.slice(0, HOME_SECTION_SIZE) ?? null) : null;

  async function load(): Promise<void> {
    const request = ++latest;
    const filter = selected$.peek();
    loading$.value = true;
    const call = ask(filter);
    const outfits = listOf(await call, filter);
    if (request !== latest) return;
    batch(() => {
      loading$.value = false;
      if (outfits) shown$.value = { filter, outfits };
      else shown$.value ??= { filter, outfits: [] };
    });
    void call.fresh?.then((fresh) => {
      const outfits = listOf(fresh, filter);
      if (request === latest && outfits) shown$.value = { filter, outfits };
    });
  }

  function select(filter: F): Promise<void> {
    if (filter === selected$.peek() && shown$.peek() !== null) return Promise.resolve();
    selected$.value = filter;
    return load();
  }

  return { options, selected$, shown$, loading$, load, select };
}

/**
 * The price section: GET main/by-price (brackets 100000,200000,300000, per 4), keeping the
 * selected bracket's list (none when the answer has no such bracket); 10만원대 by default.
 */
export const priceSection = filteredSection(
  PRICE_BRACKET_LABELS,
  PRICE_BRACKET_LABELS[0] ?? '10만원대',
  () => apiWorker.mainByPrice(HOME_SECTION_SIZE),
  (answer, bracket) => (answer && typeof answer === 'object' ? (answer[bracket] ?? []) : null),
);

/** The style section: GET main/by-style (style in Korean, count 4); 미니멀 by default. */
export const styleSection = filteredSection(
  STYLE_FILTERS,
  STYLE_FILTERS[0] ?? '미니멀',
  (style) => apiWorker.mainByStyle(style, HOME_SECTION_SIZE),
  (answer) => (Array.isArray(answer) ? answer : null),
);

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
    priceSection.load(),
    styleSection.load(),
    loadLikes(OUTFIT_KINDS.club),
  ]).then(() => undefined);
}

/**
 * Keeps the pictures of every part of the shown home lists in the service worker's picture cache
 * (the offline core), also those of the cards the shopper has not scrolled to: cards are drawn,
 * and their pictures loaded, only as they near the screen. Returns a function that stops.
 */
export function keepHomePicturesOffline(): () => void {
  return effect(() => {
    const lists = [
      randomOutfits$.value,
      priceSection.shown$.value?.outfits,
      styleSection.shown$.value?.outfits,
    ];
    keepPicturesOffline(
      lists.flatMap((outfits) =>
        (outfits ?? []).flatMap((outfit) => presentItems(outfit).map((item) => item.s3_path)),
      ),
    );
  });
}
