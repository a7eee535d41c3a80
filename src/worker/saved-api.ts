/**
 * Worker methods for the member's saved (hearted) outfits on the my page (SPEC §2 "My page", §7
 * recommend_picked / main_picked by-time, by-price, by-style) and a saved AI outfit's details
 * (recommend_picked/{id}/). Each returns a `Result`; a list's value is always an array.
 * The cut-outs of the shopper's garment that the AI answers name (`cutout_url`) are fetched into
 * the private picture cache as each answer arrives from the network (media-api.ts
 * `keepPictures`, best effort, never holding the answer back), so that the saved outfits show the
 * shopper's own garment offline too (the requirement that the outfit shows it, also once saved).
 */
import { API } from '../../contract/api';
import type {
  OutfitDetail,
  OutfitKind,
  SavedAiOutfit,
  SavedClubOutfit,
  SavedListQuery,
} from '../../contract/picked';
import { ok, type Result } from '../../contract/result';
import type { ApiClient } from './api-client';
import { requestKey, staleWhileRevalidate, type FreshListener, type OfflineDeps } from './cache';
import type { PictureKeeper } from './media-api';

const PATHS = {
  ai: {
    time: API.recommendPickedByTime,
    price: API.recommendPickedByPrice,
    style: API.recommendPickedByStyle,
  },
  club: { time: API.mainPickedByTime, price: API.mainPickedByPrice, style: API.mainPickedByStyle },
} as const;

/** The query string of a saved-list call: `order`, `sort` or `style` (Korean), plus `user_id`. */
export function savedListParams(
  query: SavedListQuery,
): Record<string, string | number | undefined> {
  const base = { user_id: query.user_id };
  if (query.by === 'time') return { ...base, order: query.order };
  if (query.by === 'price') return { ...base, sort: query.sort };
  return { ...base, style: query.style };
}

/**
 * Builds the saved-list methods on a client (tests pass a client with a mocked fetch);
 * `keepPictures` (media-api.ts) is given the cut-outs the AI answers name.
 */
export function createSavedApi(
  client: ApiClient,
  deps: OfflineDeps & { keepPictures?: PictureKeeper | undefined } = {},
) {
  /** Hides outfits whose unlike still waits in the outbox (they left the list on screen already). */
  async function withoutPendingUnlikes<T>(
    kind: OutfitKind,
    answer: Result<T[]>,
    idOf: (entry: T) => number | undefined,
  ): Promise<Result<T[]>> {
    if (!answer.ok || !deps.outbox) return answer;
    const pending = await deps.outbox.pending();
    const unliked = new Set(
      pending.filter((intent) => intent.kind === kind && !intent.liked).map((intent) => intent.id),
    );
    if (!unliked.size) return answer;
    return ok(answer.value.filter((entry) => !unliked.has(idOf(entry) ?? -1)));
  }
  /** Fetches the cut-outs at `urls` into the picture cache, in the background. */
  const keep = (urls: readonly (string | undefined)[]): void => void deps.keepPictures?.(urls);
  async function list<T>(
    kind: OutfitKind,
    query: SavedListQuery,
    idOf: (entry: T) => number | undefined,
    onFresh?: FreshListener<T[]>,
    cutoutOf?: (entry: T) => string | undefined,
  ): Promise<Result<T[]>> {
    const path = PATHS[kind][query.by];
    const params = savedListParams(query);
    const answer = await staleWhileRevalidate<T[]>(
      deps.db,
      requestKey(path, params),
      async () => {
        const outcome = await client.request<T[] | null>(path, { query: params });
        if (!outcome.ok) return outcome;
        const entries = Array.isArray(outcome.value) ? outcome.value : [];
        if (cutoutOf) keep(entries.map(cutoutOf));
        return ok(entries);
      },
      onFresh
        ? async (fresh) => onFresh(await withoutPendingUnlikes(kind, fresh, idOf))
        : undefined,
    );
    return withoutPendingUnlikes(kind, answer, idOf);
  }
  return {
    /**
     * The member's saved AI outfits in the order or filter `query` names. Cached per query
     * (stale-while-revalidate): the stored list at once, `onFresh` with the network's later.
     * Outfits with a pending unlike in the outbox are left out (the offline core).
     */
    savedAi(
      query: SavedListQuery,
      onFresh?: FreshListener<SavedAiOutfit[]>,
    ): Promise<Result<SavedAiOutfit[]>> {
      return list<SavedAiOutfit>(
        'ai',
        query,
        (entry) => entry.recommendation?.id,
        onFresh,
        (entry) => entry.recommendation?.cutout_url,
      );
    },
    /** The member's saved club outfits in the order or filter `query` names; cached like savedAi. */
    savedClub(
      query: SavedListQuery,
      onFresh?: FreshListener<SavedClubOutfit[]>,
    ): Promise<Result<SavedClubOutfit[]>> {
      return list<SavedClubOutfit>(
        'club',
        query,
        (entry) => entry.main_recommendation?.id,
        onFresh,
      );
    },
    /**
     * GET recommend_picked/{id}/: an AI recommendation's items, total and reasoning (bearer
     * token); cached as the lists are, its cut-out kept ahead.
     */
    aiOutfitDetail(
      id: number,
      onFresh?: FreshListener<OutfitDetail>,
    ): Promise<Result<OutfitDetail>> {
      const path = `${API.recommendPickedDetail}${encodeURIComponent(String(id))}/`;
      return staleWhileRevalidate<OutfitDetail>(
        deps.db,
        requestKey(path),
        async () => {
          const answer = await client.request<OutfitDetail>(path);
          if (answer.ok) keep([answer.value.cutout_url]);
          return answer;
        },
        onFresh,
      );
    },
  };
}
