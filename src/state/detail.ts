/**
 * The product-detail page (SPEC §2 "Detail", §4, §7, §8): which outfit to load for the query
 * (source fashion | mypage | main, tab ai | club, recommendationId, apiPath naming an outfit's
 * call or a saved list to find it in; see detail-query.ts), the view the page shows, its actions
 * (heart, share, buy) and where its back button leads. Load errors are SPEC §8's texts, shown in
 * place of the page.
 */
import { signal } from '@preact/signals-react';
import type { ItemSource, ProductItem } from '../../contract/api';
import {
  OUTFIT_KINDS,
  type OutfitKind,
  type SavedAiOutfit,
  type SavedClubOutfit,
  type SavedListQuery,
} from '../../contract/picked';
import type { Result } from '../../contract/result';
import { SLOTS, type Slot, type Style } from '../../contract/taxonomy';
import { isOwnedPiece, ownOutfitTitle, photoSlotOf } from '../lib/own-garment';
import { sharedOutfitUrl, shareOrCopy } from '../lib/share';
import { apiWorker, type Revalidating } from '../worker-bridge';
import { recommendResult$ } from './capture';
import { askChoice, showAlert } from './dialog';
import { parseApiPath, parseId, savedEntryOutfit } from './detail-query';
import { loadLikes, toggleLike } from './likes';
import { recordPurchase } from './purchases';
import { myPageHref } from './saved';
import { DETAIL_MESSAGES, LIKE_MESSAGES, SHARE_MESSAGES } from '../messages';

/** Where the shopper came from (SPEC §2 query `source`). */
export const DETAIL_SOURCES = { fashion: 'fashion', mypage: 'mypage', main: 'main' } as const;

/** The page's route parameter and query, as strings from the URL (null when absent). */
export interface DetailQuery {
  itemId: string;
  recommendationId: string | null;
  source: string | null;
  tab: string | null;
  apiPath: string | null;
}

/**
 * What an outfit's page shows of it: the detail's, and a shared outfit's (/share/:token,
 * src/state/shared-outfit.ts).
 */
export interface OutfitView {
  /** Items of the existing slots, in slot order (top, outer, bottom, shoes). */
  items: ProductItem[];
  /** Name for the page heading and the share title (the item's or the club outfit's goods name). */
  title: string;
  /**
   * The item the heading names, when it names one (an AI outfit opened on one of its items, or
   * titled by its first); null under a club outfit's own title. The page shows its own price
   * there, so that the outfit's total never reads as this item's price.
   */
  titleItem: ProductItem | null;
  style: Style | null;
  /** Brands joined by ' / ', or '브랜드 정보 없음'. */
  brands: string;
  /** Whole won, or null when missing. */
  totalPrice: number | null;
  /** The reasoning text, or '아직 등록된 상세 설명이 없습니다.'. */
  description: string;
  /**
   * The shopper's own garment the outfit wears (the requirement that the outfit shows the
   * shopper's own garment, also once saved): the slot its `sources` marks 'photo' (where `items`
   * keeps the shop's similar item) and the URL of its private cut-out. Null for club outfits and
   * AI outfits without `sources` or `cutout_url` (older answers, a server that does not cut out).
   */
  own: { slot: Slot; cutoutUrl: string } | null;
}

/** What the detail page shows: the outfit, and what its heart toggles. */
export interface DetailView extends OutfitView {
  /** Which like map the heart uses. */
  kind: OutfitKind;
  /** The outfit id the heart toggles (recommendation_id or main_recommendation_id). */
  outfitId: number;
}

/** The page state. */
export type DetailState =
  | { status: 'loading' }
  | { status: 'ready'; view: DetailView }
  | { status: 'error'; message: string };

export const detail$ = signal<DetailState>({ status: 'loading' });

/** Brands of the items, distinct and joined by ' / ' (SPEC §2), or the default text. */
export function joinBrands(items: readonly ProductItem[]): string {
  const brands = [
    ...new Set(items.map((item) => item.brand?.trim()).filter((b): b is string => Boolean(b))),
  ];
  return brands.length ? brands.join(' / ') : DETAIL_MESSAGES.noBrand;
}

type Slots = Partial<Record<Slot, ProductItem | null>>;

function itemsOf(outfit: Slots): ProductItem[] {
  return SLOTS.flatMap((slot) => (outfit[slot] ? [outfit[slot]] : []));
}

/** An outfit as the calls answer it: its slots' items and what the page shows beside them. */
type OutfitParts = Slots & {
  total_price?: number | null;
  reasoning_text?: string | null;
  goods_name?: string | null;
  style?: Style | null;
  sources?: Partial<Record<Slot, ItemSource>>;
  cutout_url?: string | undefined;
};

/** Builds the view of an outfit `outfitId` of `kind`; `itemId` (when given) names the item the page is about. */
export function toDetailView(
  kind: OutfitKind,
  outfitId: number,
  outfit: OutfitParts,
  itemId: number | null,
): DetailView {
  return { kind, outfitId, ...toOutfitView(outfit, itemId) };
}

/** Builds what a page shows of `outfit`; `itemId` (when given) names the item the page is about. */
export function toOutfitView(outfit: OutfitParts, itemId: number | null): OutfitView {
  const items = itemsOf(outfit);
  const ownSlot = photoSlotOf(outfit.sources, outfit);
  // The shop's similar item stands behind the shopper's garment: the page is never titled by it.
  const similar = ownSlot && outfit.cutout_url ? outfit[ownSlot] : undefined;
  const shopItem = (item: ProductItem | undefined): item is ProductItem =>
    Boolean(item?.goods_name) && item !== similar && !isOwnedPiece(item as ProductItem);
  const current = itemId === null ? undefined : items.find((item) => item.id === itemId);
  const titleItem = shopItem(current)
    ? current
    : outfit.goods_name || similar
      ? null
      : (items.find(shopItem) ?? null);
  const total = outfit.total_price;
  return {
    items,
    title:
      titleItem?.goods_name ||
      outfit.goods_name ||
      (similar && ownSlot ? ownOutfitTitle(ownSlot) : '코디 상세'),
    titleItem,
    style: outfit.style ?? null,
    brands: joinBrands(items),
    totalPrice: typeof total === 'number' && Number.isFinite(total) ? total : null,
    description: outfit.reasoning_text?.trim() || DETAIL_MESSAGES.noDescription,
    own: ownSlot && outfit.cutout_url ? { slot: ownSlot, cutoutUrl: outfit.cutout_url } : null,
  };
}

/** Told of the network's answer when the first one came from the cache (the offline core): the view to show instead, or null. */
type FreshSink = (fresh: Promise<DetailView | null>) => void;

/** The answer of one detail call, or the reason it failed. */
type Fetched<T> = { ok: true; value: T } | { ok: false; status: number };

/** The outfit the query names as [view] or an error text (SPEC §8); see loadDetail. */
export async function resolveDetail(
  query: DetailQuery,
  onFresh?: FreshSink,
): Promise<Result<DetailView, string>> {
  const itemId = parseId(query.itemId);
  const recommendationId =
    parseId(query.recommendationId) ?? (query.source === DETAIL_SOURCES.fashion ? null : itemId);
  const fromApiPath = parseApiPath(query.apiPath);

  /** The saved outfit `id` of `kind` by its detail call; `sink` is told of a fresher answer. */
  const byDetail = async (
    kind: OutfitKind,
    id: number,
    current: number | null = null,
    sink: FreshSink | undefined = onFresh,
  ): Promise<Fetched<DetailView>> => {
    const call =
      kind === OUTFIT_KINDS.ai ? apiWorker.aiOutfitDetail(id) : apiWorker.clubOutfitDetail(id);
    sink?.(
      call.fresh?.then((fresh) =>
        fresh.ok ? toDetailView(kind, id, fresh.value, current) : null,
      ) ?? Promise.resolve(null),
    );
    const answer = await call;
    return answer.ok
      ? { ok: true, value: toDetailView(kind, id, answer.value, current) }
      : { ok: false, status: answer.error.status };
  };
  /** The saved outfit `id` of `kind` found in the saved list `listQuery` names; null value when it is not there. */
  const byList = async (
    kind: OutfitKind,
    listQuery: SavedListQuery,
    id: number,
  ): Promise<Fetched<DetailView | null>> => {
    const find = (list: readonly (SavedAiOutfit | SavedClubOutfit)[]): DetailView | null => {
      const outfit = list
        .map((entry) => savedEntryOutfit(kind, entry, id, query.recommendationId))
        .find(Boolean);
      return outfit ? toDetailView(kind, outfit.id, outfit, itemId) : null;
    };
    const call: Revalidating<(SavedAiOutfit | SavedClubOutfit)[]> =
      kind === OUTFIT_KINDS.ai ? apiWorker.savedAi(listQuery) : apiWorker.savedClub(listQuery);
    onFresh?.(
      call.fresh?.then((fresh) => (fresh.ok ? find(fresh.value) : null)) ?? Promise.resolve(null),
    );
    const answer = await call;
    return answer.ok
      ? { ok: true, value: find(answer.value) }
      : { ok: false, status: answer.error.status };
  };
  /**
   * An outfit found in a saved list, shown from its own detail call when that answers: the saved
   * lists leave out the items' size charts, which the page's 사이즈 추천 reads. The list's view
   * otherwise (offline, a failed call).
   */
  const withDetail = async (found: DetailView): Promise<DetailView> => {
    let later: Promise<DetailView | null> | undefined;
    const answer = await byDetail(found.kind, found.outfitId, itemId, (fresh) => (later = fresh));
    if (!answer.ok) return found;
    if (later) onFresh?.(later);
    return answer.value;
  };

  if (query.source === DETAIL_SOURCES.main) {
    if (recommendationId === null) return { ok: false, error: DETAIL_MESSAGES.notFound };
    const answer = await byDetail(OUTFIT_KINDS.club, recommendationId);
    if (!answer.ok)
      return {
        ok: false,
        error: answer.status === 404 ? DETAIL_MESSAGES.notFound : DETAIL_MESSAGES.mainFailed,
      };
    return answer;
  }

  if (query.source === DETAIL_SOURCES.mypage) {
    const kind =
      query.tab === OUTFIT_KINDS.ai
        ? OUTFIT_KINDS.ai
        : query.tab === OUTFIT_KINDS.club
          ? OUTFIT_KINDS.club
          : null;
    if (!kind) return { ok: false, error: DETAIL_MESSAGES.unsupportedTab };
    if (recommendationId === null) return { ok: false, error: DETAIL_MESSAGES.notFound };
    // The saved list the card was in, when the apiPath names one of this tab; else the outfit's own call.
    if (fromApiPath?.call === 'list' && fromApiPath.kind === kind) {
      const found = await byList(kind, fromApiPath.query, recommendationId);
      if (!found.ok) return { ok: false, error: DETAIL_MESSAGES.mypageFailed };
      return found.value
        ? { ok: true, value: await withDetail(found.value) }
        : { ok: false, error: DETAIL_MESSAGES.codeNotFound };
    }
    const answer = await byDetail(kind, recommendationId);
    if (!answer.ok)
      return {
        ok: false,
        error: answer.status === 404 ? DETAIL_MESSAGES.notFound : DETAIL_MESSAGES.mypageFailed,
      };
    return answer;
  }

  if (query.source === DETAIL_SOURCES.fashion) {
    if (recommendationId === null) return { ok: false, error: DETAIL_MESSAGES.notFound };
    const answer = await byDetail(OUTFIT_KINDS.ai, recommendationId, itemId);
    // The stored recommendation result is the fallback (SPEC §8): unsaved outfits, offline.
    const result = recommendResult$.peek();
    const cached = result?.product_combinations?.find(
      (c) => c.recommendation_id === recommendationId,
    );
    const view = answer.ok
      ? answer.value
      : cached
        ? toDetailView(
            OUTFIT_KINDS.ai,
            recommendationId,
            { ...cached.combination, ...cached, cutout_url: result?.recognition?.cutout_url },
            itemId,
          )
        : null;
    if (!view) return { ok: false, error: DETAIL_MESSAGES.codeNotFound };
    if (itemId !== null && !view.items.some((item) => item.id === itemId))
      return { ok: false, error: DETAIL_MESSAGES.itemNotFound };
    return { ok: true, value: view };
  }

  if (fromApiPath?.call === 'detail') {
    const answer = await byDetail(fromApiPath.kind, fromApiPath.id);
    return answer.ok ? answer : { ok: false, error: DETAIL_MESSAGES.apiFailed };
  }
  if (fromApiPath?.call === 'list') {
    if (recommendationId === null) return { ok: false, error: DETAIL_MESSAGES.notFound };
    const found = await byList(fromApiPath.kind, fromApiPath.query, recommendationId);
    if (!found.ok) return { ok: false, error: DETAIL_MESSAGES.apiFailed };
    return found.value
      ? { ok: true, value: await withDetail(found.value) }
      : { ok: false, error: DETAIL_MESSAGES.codeNotFound };
  }
  return { ok: false, error: query.source ? DETAIL_MESSAGES.failed : DETAIL_MESSAGES.notFound };
}

let loadSeq = 0;

/** Loads the outfit the query names into detail$ (loading → ready | error). */
export async function loadDetail(query: DetailQuery): Promise<void> {
  const seq = ++loadSeq;
  detail$.value = { status: 'loading' };
  let outcome: Result<DetailView, string>;
  let fresh: Promise<DetailView | null> | undefined;
  try {
    outcome = await resolveDetail(query, (later) => (fresh = later));
  } catch {
    outcome = { ok: false, error: DETAIL_MESSAGES.failed };
  }
  if (seq !== loadSeq) return;
  detail$.value = outcome.ok
    ? { status: 'ready', view: outcome.value }
    : { status: 'error', message: outcome.error };
  if (!outcome.ok) return;
  void loadLikes(outcome.value.kind);
  // A cached outfit came first (the offline core): the network's answer replaces it when it arrives.
  void fresh?.then((view) => {
    if (seq === loadSeq && view) detail$.value = { status: 'ready', view };
  });
}

/** The detail heart: the shared like flow, with the detail page's error alert (SPEC §8). */
export function toggleDetailLike(view: DetailView): Promise<unknown> {
  return toggleLike(view.kind, view.outfitId, { failureMessage: LIKE_MESSAGES.likeFailed });
}

/**
 * '공유하기' (SPEC §2): the Web Share API with the goods name, the reasoning and the link;
 * without it, copies the link and alerts '링크가 복사되었습니다.'. A club outfit's link is the
 * current URL (its detail is public). An AI outfit's is the link of its public share
 * (shareLink: the requirement that the shared outfit opens for whoever receives the link; its
 * detail is its member's only); one that wears the shopper's garment is shared, when they agreed,
 * with one picture of it too, made only when the browser can share files (outfitPictureFiles).
 * Dismissing the question, or a share that cannot be made (alerted), shares nothing.
 */
export async function shareDetail(view: DetailView): Promise<void> {
  const link =
    view.kind === OUTFIT_KINDS.ai
      ? await shareLink(view)
      : { url: window.location.href, withOwn: false };
  if (!link) return;
  const { own } = view;
  const outcome = await shareOrCopy({
    title: view.title,
    text: view.description,
    url: link.url,
    files: own && link.withOwn ? () => outfitPictureFiles(view.items, own) : undefined,
  });
  if (outcome === 'copied') await showAlert(DETAIL_MESSAGES.linkCopied);
  else if (outcome === 'failed') await showAlert(DETAIL_MESSAGES.copyFailed);
}

/**
 * The public link of AI outfit `view` (contract/share.ts, `/share/<token>` on this origin) and
 * whether it shows the shopper's own garment: an outfit that wears one (the cut-out, or a 내 옷장
 * piece) first asks "내 옷 사진도 함께 보여줄까요?"; the server then makes the share, or answers
 * the live one of the same outfit and answer. Null when the question was dismissed, or the share
 * could not be made (offline, the outfit gone: its Korean message is alerted).
 */
async function shareLink(view: DetailView): Promise<{ url: string; withOwn: boolean } | null> {
  const wearsOwn = view.own !== null || view.items.some(isOwnedPiece);
  const withOwn = wearsOwn
    ? await askChoice({
        title: SHARE_MESSAGES.consentTitle,
        message: SHARE_MESSAGES.consentMessage,
        confirmLabel: SHARE_MESSAGES.consentYes,
        cancelLabel: SHARE_MESSAGES.consentNo,
      })
    : false;
  if (withOwn === null) return null;
  const made = await apiWorker.shareOutfit({
    recommendation_id: view.outfitId,
    with_own_garment: withOwn,
  });
  if (!made.ok) {
    await showAlert(made.error.message);
    return null;
  }
  return { url: sharedOutfitUrl(made.value.token), withOwn };
}

/**
 * The picture of an outfit that wears the shopper's garment, for the share sheet: `items` drawn
 * 2×2 by src/lib/outfit-picture.ts, loaded only now (a dynamic import) so that no route carries
 * it, the cut-out in `own.slot` (from the worker, cache first; when it cannot be had the similar
 * item's picture takes its place, as on the page). Undefined when no picture can be made.
 */
async function outfitPictureFiles(
  items: readonly ProductItem[],
  own: NonNullable<DetailView['own']>,
): Promise<File[] | undefined> {
  try {
    const [{ composeOutfitPicture }, cutout] = await Promise.all([
      import('../lib/outfit-picture'),
      apiWorker.privatePicture(own.cutoutUrl),
    ]);
    const file = await composeOutfitPicture(
      items.map((item) =>
        item.category === own.slot && cutout.ok
          ? { picture: cutout.value, own: true }
          : { picture: item.s3_path, own: false },
      ),
    );
    return file ? [file] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens an item's purchase link in a new tab, or alerts '이 상품은 구매 링크가 없습니다.'; the
 * click is remembered so that my page can ask how the size fitted (purchases.ts). Call
 * synchronously from the click so that popup blockers allow the new tab.
 */
export function openPurchaseLink(item: ProductItem): void {
  const url = item.goods_url?.trim();
  if (!url || !/^https?:\/\//i.test(url)) {
    void showAlert(DETAIL_MESSAGES.noPurchaseLink);
    return;
  }
  recordPurchase(item);
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The back button: the previous page (the my page comes back on the tab it was on, its address
 * carries the tab); opened directly (no history), the page the query says it came from.
 */
export function leaveDetail(
  query: Pick<DetailQuery, 'source' | 'tab'>,
  navigateTo: (path: string) => void,
): void {
  if (window.history.length > 1) window.history.back();
  else navigateTo(detailOrigin(query));
}

/** Where a detail opened from `source` (and `tab`) belongs: /my on that tab, /fashion, else home. */
export function detailOrigin(query: Pick<DetailQuery, 'source' | 'tab'>): string {
  if (query.source === DETAIL_SOURCES.mypage)
    return myPageHref({
      tab: query.tab === OUTFIT_KINDS.club ? OUTFIT_KINDS.club : OUTFIT_KINDS.ai,
    });
  if (query.source === DETAIL_SOURCES.fashion) return '/fashion';
  return '/main';
}
