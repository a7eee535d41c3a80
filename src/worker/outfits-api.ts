/**
 * Worker methods for the home page's club lists, hearts (likes) and outfit details
 * (SPEC §4 "Heart", §7 picked calls). Each returns a `Result`; paths and shapes are src/contract/.
 *
 * Like toggles send the wanted state (`liked`) and an `Idempotency-Key` header: one fresh key per
 * intent, so a repeated delivery of the same intent (the offline outbox of issue 4) applies once.
 */
import { API, IDEMPOTENCY_KEY_HEADER, type MainRecommendation } from '../contract/api';
import type {
  MainByPriceResponse,
  MainToggleRequest,
  OutfitDetail,
  PickedEntry,
  RecommendToggleRequest,
  SavedClubOutfit,
  ToggleResponse,
} from '../contract/picked';
import { ok, type Result } from '../contract/result';
import { PRICE_BRACKETS, type Style } from '../contract/taxonomy';
import type { ApiClient } from './api-client';

/** The `brackets` query of main/by-price (SPEC §7, §9): "100000,200000,300000". */
export const PRICE_BRACKETS_QUERY = PRICE_BRACKETS.map((bracket) => bracket.min).join(',');

/** A fresh idempotency key (RFC 4122 v4) for one like intent. */
export function newIntentKey(): string {
  return crypto.randomUUID();
}

/** Builds the outfit methods on a client (tests pass a client with a mocked fetch). */
export function createOutfitsApi(client: ApiClient) {
  return {
    /** GET main/by-price/?brackets=100000,200000,300000&per=`per`: club outfits keyed by bracket label. */
    mainByPrice(per = 4): Promise<Result<MainByPriceResponse>> {
      return client.request(API.mainByPrice, { query: { brackets: PRICE_BRACKETS_QUERY, per } });
    },
    /** GET main/by-style/?style=미니멀|캐주얼&count=`count`: club outfits of one style. */
    mainByStyle(style: Style, count = 4): Promise<Result<MainRecommendation[]>> {
      return client.request(API.mainByStyle, { query: { style, count } });
    },
    /** Ids of the member's liked club outfits (GET main_picked/by-time/?order=newest). */
    async likedClubIds(): Promise<Result<number[]>> {
      const answer = await client.request<SavedClubOutfit[]>(API.mainPickedByTime, { query: { order: 'newest' } });
      if (!answer.ok) return answer;
      const list = Array.isArray(answer.value) ? answer.value : [];
      return ok(list.map((entry) => entry.main_recommendation?.id).filter((id): id is number => typeof id === 'number'));
    },
    /** Ids of the member's liked AI recommendations (GET /api/picked/v1/by-time/). */
    async likedAiIds(): Promise<Result<number[]>> {
      const answer = await client.request<PickedEntry[]>(API.pickedByTime);
      if (!answer.ok) return answer;
      const list = Array.isArray(answer.value) ? answer.value : [];
      return ok(list.map((entry) => entry.recommendation_id).filter((id): id is number => typeof id === 'number'));
    },
    /**
     * POST recommend_picked/toggle/ asking for `liked`; `intentKey` (default: a fresh UUID) goes in
     * the Idempotency-Key header. Answers status added (201) or removed (200).
     */
    toggleAiLike(request: RecommendToggleRequest, intentKey: string = newIntentKey()): Promise<Result<ToggleResponse>> {
      return client.request(API.recommendPickedToggle, {
        method: 'POST',
        json: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: intentKey },
      });
    },
    /** POST main_picked/toggle/ asking for `liked`; same idempotency rule as toggleAiLike. */
    toggleClubLike(request: MainToggleRequest, intentKey: string = newIntentKey()): Promise<Result<ToggleResponse>> {
      return client.request(API.mainPickedToggle, {
        method: 'POST',
        json: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: intentKey },
      });
    },
    /** GET recommend_picked/{id}/: an AI recommendation's items, total and reasoning (bearer token). */
    aiOutfitDetail(id: number): Promise<Result<OutfitDetail>> {
      return client.request(`${API.recommendPickedDetail}${encodeURIComponent(String(id))}/`);
    },
    /** GET main_picked/{id}/: a club outfit's details, sent without a token (SPEC §6, §7). */
    clubOutfitDetail(id: number): Promise<Result<OutfitDetail>> {
      return client.request(`${API.mainPickedDetail}${encodeURIComponent(String(id))}/`, { auth: false });
    },
  };
}
