/**
 * The my page's saved (hearted) outfits (SPEC §2 "My page", §7 picked lists, §9 page size):
 * the sort/filter select, the AI / club tabs, SHOW MORE pagination (4, then +4 per press) and
 * the inline unlike with its confirm dialog.
 */
import { computed, signal } from '@preact/signals-react';
import {
  OUTFIT_KINDS,
  type OutfitKind,
  type SavedAiOutfit,
  type SavedClubOutfit,
  type SavedListQuery,
} from '../../contract/picked';
import { savedShopTotal } from '../lib/own-garment';
import { apiWorker } from '../worker-bridge';
import { user$ } from './auth';
import { askConfirm, showAlert } from './dialog';
import { aiLiked$, clubLiked$ } from './likes';
import { UNLIKE_MESSAGES } from '../messages';

/** The select's choices (SPEC §2): newest, oldest, high price, low price, minimal, casual. */
export const SAVED_SORTS = {
  newest: 'newest',
  oldest: 'oldest',
  high: 'high',
  low: 'low',
  minimal: 'minimal',
  casual: 'casual',
} as const;
export type SavedSort = (typeof SAVED_SORTS)[keyof typeof SAVED_SORTS];

/** Korean labels of the select, in display order. */
export const SAVED_SORT_OPTIONS: readonly { value: SavedSort; label: string }[] = [
  { value: SAVED_SORTS.newest, label: '최신순' },
  { value: SAVED_SORTS.oldest, label: '오래된순' },
  { value: SAVED_SORTS.high, label: '높은 가격순' },
  { value: SAVED_SORTS.low, label: '낮은 가격순' },
  { value: SAVED_SORTS.minimal, label: '미니멀 스타일' },
  { value: SAVED_SORTS.casual, label: '캐주얼 스타일' },
];

/** The choice → the call: by-time (order), by-price (sort) or by-style (style in Korean). */
export function toSavedQuery(sort: SavedSort, userId?: number): SavedListQuery {
  const base = userId === undefined ? {} : { user_id: userId };
  switch (sort) {
    case SAVED_SORTS.oldest:
      return { ...base, by: 'time', order: 'oldest' };
    case SAVED_SORTS.high:
      return { ...base, by: 'price', sort: 'high' };
    case SAVED_SORTS.low:
      return { ...base, by: 'price', sort: 'low' };
    case SAVED_SORTS.minimal:
      return { ...base, by: 'style', style: '미니멀' };
    case SAVED_SORTS.casual:
      return { ...base, by: 'style', style: '캐주얼' };
    default:
      return { ...base, by: 'time', order: 'newest' };
  }
}

/** Outfits shown at first and added per SHOW MORE (SPEC §9). */
export const SAVED_PAGE_SIZE = 4;

/** The first `count` entries. */
export function visibleSlice<T>(list: readonly T[], count: number): T[] {
  return list.slice(0, Math.max(0, count));
}

/** '더보기 (x/y)' (SPEC §2 'SHOW MORE (x/y)' in Korean): x outfits shown of y; null when everything is shown. */
export function showMoreLabel(shown: number, total: number): string | null {
  return shown < total ? `더보기 (${shown}/${total})` : null;
}

export const savedSort$ = signal<SavedSort>(SAVED_SORTS.newest);
export const savedTab$ = signal<OutfitKind>(OUTFIT_KINDS.ai);
/** The lists for the current sort; null until loaded. */
export const savedAi$ = signal<SavedAiOutfit[] | null>(null);
export const savedClub$ = signal<SavedClubOutfit[] | null>(null);
/** A load failure to show in place of the list, or null. */
export const savedError$ = signal<string | null>(null);
/** How many outfits of the current tab are shown. */
export const visibleCount$ = signal(SAVED_PAGE_SIZE);

/** The current tab's full list (empty until loaded). */
export const currentSaved$ = computed<readonly (SavedAiOutfit | SavedClubOutfit)[]>(() =>
  savedTab$.value === OUTFIT_KINDS.ai ? (savedAi$.value ?? []) : (savedClub$.value ?? []),
);

let loadSeq = 0;

/**
 * The saved AI outfits in the order of the price each card shows (`savedShopTotal`: an outfit
 * worn with the shopper's own garment shows its shop items' price) for the price sorts, as the
 * server's order follows the whole `total_price` (SPEC §7); ties keep the server's order.
 */
function inShownOrder(list: SavedAiOutfit[]): SavedAiOutfit[] {
  const sort = savedSort$.peek();
  if (sort !== SAVED_SORTS.high && sort !== SAVED_SORTS.low) return list;
  const direction = sort === SAVED_SORTS.high ? -1 : 1;
  return [...list].sort(
    (a, b) => direction * (savedShopTotal(a.recommendation) - savedShopTotal(b.recommendation)),
  );
}

/** Loads both tabs' lists for the current sort (the latest call wins; cached lists show first). */
export async function loadSaved(): Promise<void> {
  const seq = ++loadSeq;
  const query = toSavedQuery(savedSort$.peek(), user$.peek()?.user_id);
  savedError$.value = null;
  const aiCall = apiWorker.savedAi(query);
  const clubCall = apiWorker.savedClub(query);
  const [ai, club] = await Promise.all([aiCall, clubCall]);
  if (seq !== loadSeq) return;
  savedAi$.value = ai.ok ? inShownOrder(ai.value) : (savedAi$.peek() ?? []);
  savedClub$.value = club.ok ? club.value : (savedClub$.peek() ?? []);
  if (!ai.ok || !club.ok) savedError$.value = UNLIKE_MESSAGES.loadFailed;
  // Cached lists came first (the offline core): the network's replace them when they arrive.
  void aiCall.fresh?.then((fresh) => {
    if (seq === loadSeq && fresh.ok) savedAi$.value = inShownOrder(fresh.value);
  });
  void clubCall.fresh?.then((fresh) => {
    if (seq === loadSeq && fresh.ok) savedClub$.value = fresh.value;
  });
}

/** Picks a sort/filter: back to the first page, then reload. */
export function chooseSort(sort: SavedSort): Promise<void> {
  savedSort$.value = sort;
  visibleCount$.value = SAVED_PAGE_SIZE;
  return loadSaved();
}

/** Switches tab and starts again at the first page. */
export function chooseTab(tab: OutfitKind): void {
  savedTab$.value = tab;
  visibleCount$.value = SAVED_PAGE_SIZE;
}

/** SHOW MORE: four more outfits. */
export function showMore(): void {
  visibleCount$.value += SAVED_PAGE_SIZE;
}

/** The tab and sort the my page shows. */
export interface SavedView {
  tab: OutfitKind;
  sort: SavedSort;
}

const DEFAULT_VIEW: SavedView = { tab: OUTFIT_KINDS.ai, sort: SAVED_SORTS.newest };

/**
 * The my page's address for a tab and sort ('/my', '/my?tab=club', '/my?tab=club&sort=high').
 * The page keeps its address in step, so that the detail's back button (history) and a reload
 * come back to the tab and sort the shopper left.
 */
export function myPageHref(view: Partial<SavedView> = {}): string {
  const params = new URLSearchParams();
  if (view.tab && view.tab !== DEFAULT_VIEW.tab) params.set('tab', view.tab);
  if (view.sort && view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  const search = params.toString();
  return search ? `/my?${search}` : '/my';
}

/** The tab and sort a /my query names; unknown or missing values read as the defaults (AI, newest). */
export function savedViewFromSearch(search: string): SavedView {
  const params = new URLSearchParams(search);
  const tab = Object.values(OUTFIT_KINDS).find((t) => t === params.get('tab')) ?? DEFAULT_VIEW.tab;
  const sort =
    Object.values(SAVED_SORTS).find((s) => s === params.get('sort')) ?? DEFAULT_VIEW.sort;
  return { tab, sort };
}

/** Forgets the lists (a new visit or a new member starts fresh) and shows `view` (default: AI, newest). */
export function resetSaved(view: SavedView = DEFAULT_VIEW): void {
  loadSeq++;
  savedSort$.value = view.sort;
  savedTab$.value = view.tab;
  savedAi$.value = null;
  savedClub$.value = null;
  savedError$.value = null;
  visibleCount$.value = SAVED_PAGE_SIZE;
}

/**
 * The inline heart: asks '찜 해제 / 찜 목록에서 삭제하시겠습니까?' (취소 / 확인); on 확인 asks the
 * server for liked: false and removes the outfit from the list. Failure alerts SPEC §8's text.
 * `id` is the recommendation id (AI) or the club outfit's id (club).
 */
export async function unlikeSaved(tab: OutfitKind, id: number): Promise<boolean> {
  const confirmed = await askConfirm({
    title: UNLIKE_MESSAGES.title,
    message: UNLIKE_MESSAGES.message,
  });
  if (!confirmed) return false;
  const outcome =
    tab === OUTFIT_KINDS.ai
      ? await apiWorker.toggleAiLike({ recommendation_id: id, liked: false })
      : await apiWorker.toggleClubLike({ main_recommendation_id: id, liked: false });
  if (!outcome.ok) {
    await showAlert(UNLIKE_MESSAGES.failed);
    return false;
  }
  // The hearts elsewhere (home, fashion, detail) read the liked maps: keep them in step.
  const liked = tab === OUTFIT_KINDS.ai ? aiLiked$ : clubLiked$;
  liked.value = { ...liked.peek(), [id]: false };
  if (tab === OUTFIT_KINDS.ai)
    savedAi$.value = (savedAi$.peek() ?? []).filter((entry) => entry.recommendation?.id !== id);
  else
    savedClub$.value = (savedClub$.peek() ?? []).filter(
      (entry) => entry.main_recommendation?.id !== id,
    );
  return true;
}
