/**
 * Worker methods for the member's saved (hearted) outfit lists on the my page (SPEC §2 "My
 * page", §7 recommend_picked / main_picked by-time, by-price, by-style). Each returns a
 * `Result` whose value is always an array.
 */
import { API } from '../contract/api';
import type { SavedAiOutfit, SavedClubOutfit, SavedListQuery } from '../contract/picked';
import { ok, type Result } from '../contract/result';
import type { ApiClient } from './api-client';

const PATHS = {
  ai: { time: API.recommendPickedByTime, price: API.recommendPickedByPrice, style: API.recommendPickedByStyle },
  club: { time: API.mainPickedByTime, price: API.mainPickedByPrice, style: API.mainPickedByStyle },
} as const;

/** The query string of a saved-list call: `order`, `sort` or `style` (Korean), plus `user_id`. */
export function savedListParams(query: SavedListQuery): Record<string, string | number | undefined> {
  const base = { user_id: query.user_id };
  if (query.by === 'time') return { ...base, order: query.order };
  if (query.by === 'price') return { ...base, sort: query.sort };
  return { ...base, style: query.style };
}

/** Builds the saved-list methods on a client (tests pass a client with a mocked fetch). */
export function createSavedApi(client: ApiClient) {
  async function list<T>(path: string, query: SavedListQuery): Promise<Result<T[]>> {
    const outcome = await client.request<T[] | null>(path, { query: savedListParams(query) });
    if (!outcome.ok) return outcome;
    return ok(Array.isArray(outcome.value) ? outcome.value : []);
  }
  return {
    /** The member's saved AI outfits in the order or filter `query` names. */
    savedAi(query: SavedListQuery): Promise<Result<SavedAiOutfit[]>> {
      return list<SavedAiOutfit>(PATHS.ai[query.by], query);
    },
    /** The member's saved club outfits in the order or filter `query` names. */
    savedClub(query: SavedListQuery): Promise<Result<SavedClubOutfit[]>> {
      return list<SavedClubOutfit>(PATHS.club[query.by], query);
    },
  };
}
