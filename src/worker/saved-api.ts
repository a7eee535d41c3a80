/**
 * Worker methods for the member's saved (hearted) outfits on the my page (SPEC §2 "My page", §7
 * recommend_picked / main_picked by-time, by-price, by-style) and a saved AI outfit's details
 * (recommend_picked/{id}/). Each returns a `Result`; a list's value is always an array.
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
import {
  cachedGet,
  requestKey,
  staleWhileRevalidate,
  type FreshListener,
  type OfflineDeps,
} from './cache';

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

/** Builds the saved-list methods on a client (tests pass a client with a mocked fetch). */
export function createSavedApi(client: ApiClient, deps: OfflineDeps = {}) {
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
  async function list<T>(
    kind: OutfitKind,
    query: SavedListQuery,
    idOf: (entry: T) => number | undefined,
    onFresh?: FreshListener<T[]>,
  ): Promise<Result<T[]>> {
    const path = PATHS[kind][query.by];
    const params = savedListParams(query);
    const answer = await staleWhileRevalidate<T[]>(
      deps.db,
      requestKey(path, params),
      async () => {
        const outcome = await client.request<T[] | null>(path, { query: params });
        if (!outcome.ok) return outcome;
        return ok(Array.isArray(outcome.value) ? outcome.value : []);
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
      return list<SavedAiOutfit>('ai', query, (entry) => entry.recommendation?.id, onFresh);
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
    /** GET recommend_picked/{id}/: an AI recommendation's items, total and reasoning (bearer token); cached. */
    aiOutfitDetail(
      id: number,
      onFresh?: FreshListener<OutfitDetail>,
    ): Promise<Result<OutfitDetail>> {
      const path = `${API.recommendPickedDetail}${encodeURIComponent(String(id))}/`;
      return cachedGet(client, deps.db, path, {}, onFresh);
    },
  };
}
