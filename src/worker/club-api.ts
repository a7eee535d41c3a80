/**
 * Worker methods for the club outfits (SPEC §2 Home, §7 main/* and main_picked/{id}/): the home
 * page's random, by-price and by-style lists and a club outfit's details, cached
 * stale-while-revalidate (the offline core). Each returns a `Result`.
 */
import { API, type MainRecommendation } from '../../contract/api';
import type { MainByPriceResponse, OutfitDetail } from '../../contract/picked';
import type { Result } from '../../contract/result';
import { PRICE_BRACKETS, type Style } from '../../contract/taxonomy';
import type { ApiClient } from './api-client';
import { cachedGet, type FreshListener, type OfflineDeps } from './cache';

/** The `brackets` query of main/by-price (SPEC §7, §9): "100000,200000,300000". */
export const PRICE_BRACKETS_QUERY = PRICE_BRACKETS.map((bracket) => bracket.min).join(',');

/** Builds the club methods on a client (tests pass a client with a mocked fetch). */
export function createClubApi(client: ApiClient, deps: OfflineDeps = {}) {
  return {
    /** GET main/random/?count=`count`: random club outfits for the home page (cached like mainByPrice). */
    mainRandom(
      count = 4,
      onFresh?: FreshListener<MainRecommendation[]>,
    ): Promise<Result<MainRecommendation[]>> {
      return cachedGet(client, deps.db, API.mainRandom, { query: { count } }, onFresh);
    },
    /**
     * GET main/by-price/?brackets=100000,200000,300000&per=`per`: club outfits keyed by bracket label.
     * Cached: resolves at once with the stored answer and calls `onFresh` with the network's.
     */
    mainByPrice(
      per = 4,
      onFresh?: FreshListener<MainByPriceResponse>,
    ): Promise<Result<MainByPriceResponse>> {
      return cachedGet(
        client,
        deps.db,
        API.mainByPrice,
        { query: { brackets: PRICE_BRACKETS_QUERY, per } },
        onFresh,
      );
    },
    /** GET main/by-style/?style=미니멀|캐주얼&count=`count`: club outfits of one style (cached like mainByPrice). */
    mainByStyle(
      style: Style,
      count = 4,
      onFresh?: FreshListener<MainRecommendation[]>,
    ): Promise<Result<MainRecommendation[]>> {
      return cachedGet(client, deps.db, API.mainByStyle, { query: { style, count } }, onFresh);
    },
    /**
     * GET main_picked/{id}/: a club outfit's details (SPEC §7); cached. The token goes with it when
     * there is one, so that a member's items carry their size advice; without one it is sent
     * bare and answered as SPEC §6 says (no token needed).
     */
    clubOutfitDetail(
      id: number,
      onFresh?: FreshListener<OutfitDetail>,
    ): Promise<Result<OutfitDetail>> {
      return cachedGet(
        client,
        deps.db,
        `${API.mainPickedDetail}${encodeURIComponent(String(id))}/`,
        {},
        onFresh,
      );
    },
  };
}
