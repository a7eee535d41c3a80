/**
 * Worker methods for the home page's club lists, hearts (likes) and outfit details
 * (SPEC §4 "Heart", §7 picked calls). Each returns a `Result`; paths and shapes are src/contract/.
 *
 * Like toggles send the wanted state (`liked`) and an `Idempotency-Key` header: one fresh key per
 * intent, so a repeated delivery of the same intent (the offline outbox) applies once.
 */
import { API, IDEMPOTENCY_KEY_HEADER, type MainRecommendation } from '../contract/api';
import type { MainByPriceResponse, MainToggleRequest, OutfitDetail, OutfitKind, PickedEntry, RecommendToggleRequest, SavedClubOutfit, ToggleResponse } from '../contract/picked';
import { ok, type Result } from '../contract/result';
import { PRICE_BRACKETS, type Style } from '../contract/taxonomy';
import type { ApiClient } from './api-client';
import { networkFirst, requestKey, staleWhileRevalidate, type WorkerDb } from './cache';
import type { Outbox, PendingLike } from './outbox';

/** Receives the network's answer after a cached one was returned (a comlink-proxied callback). */
export type FreshListener<T> = (fresh: Result<T>) => unknown;

/** Optional offline parts (the offline core): the IndexedDB response cache and the like outbox. */
export interface OfflineDeps {
  db?: WorkerDb;
  outbox?: Outbox;
}

/** The `brackets` query of main/by-price (SPEC §7, §9): "100000,200000,300000". */
export const PRICE_BRACKETS_QUERY = PRICE_BRACKETS.map((bracket) => bracket.min).join(',');

/** A fresh idempotency key (RFC 4122 v4) for one like intent. */
export function newIntentKey(): string {
  return crypto.randomUUID();
}

/** Builds the outfit methods on a client (tests pass a client with a mocked fetch). */
export function createOutfitsApi(client: ApiClient, deps: OfflineDeps = {}) {
  /** A cached GET (stale-while-revalidate, see cache.ts). */
  function cachedGet<T>(path: string, options: { query?: Record<string, string | number>; auth?: boolean }, onFresh?: FreshListener<T>) {
    return staleWhileRevalidate<T>(deps.db, requestKey(path, options.query), () => client.request<T>(path, options), onFresh);
  }
  /** A toggle: through the outbox when there is one and the request names the desired state. */
  function toggle(kind: OutfitKind, id: number, liked: boolean | undefined, direct: () => Promise<Result<ToggleResponse>>) {
    if (!deps.outbox || typeof liked !== 'boolean') return direct();
    return deps.outbox.toggle(kind, id, liked);
  }
  async function likedIds<E>(
    kind: OutfitKind,
    path: string,
    query: Record<string, string>,
    idOf: (entry: E) => number | undefined,
  ): Promise<Result<number[]>> {
    const answer = await networkFirst(deps.db, requestKey(path, query), () => client.request<E[]>(path, { query }));
    if (!answer.ok) return answer;
    const list = Array.isArray(answer.value) ? answer.value : [];
    const ids = new Set(list.map(idOf).filter((id): id is number => typeof id === 'number'));
    for (const intent of deps.outbox ? await deps.outbox.pending() : []) {
      if (intent.kind !== kind) continue;
      if (intent.liked) ids.add(intent.id);
      else ids.delete(intent.id);
    }
    return ok([...ids]);
  }
  return {
    /** GET main/random/?count=`count`: random club outfits for the home page (cached like mainByPrice). */
    mainRandom(count = 4, onFresh?: FreshListener<MainRecommendation[]>): Promise<Result<MainRecommendation[]>> {
      return cachedGet(API.mainRandom, { query: { count } }, onFresh);
    },
    /**
     * GET main/by-price/?brackets=100000,200000,300000&per=`per`: club outfits keyed by bracket label.
     * Cached: resolves at once with the stored answer and calls `onFresh` with the network's.
     */
    mainByPrice(per = 4, onFresh?: FreshListener<MainByPriceResponse>): Promise<Result<MainByPriceResponse>> {
      return cachedGet(API.mainByPrice, { query: { brackets: PRICE_BRACKETS_QUERY, per } }, onFresh);
    },
    /** GET main/by-style/?style=미니멀|캐주얼&count=`count`: club outfits of one style (cached like mainByPrice). */
    mainByStyle(style: Style, count = 4, onFresh?: FreshListener<MainRecommendation[]>): Promise<Result<MainRecommendation[]>> {
      return cachedGet(API.mainByStyle, { query: { style, count } }, onFresh);
    },
    /**
     * Ids of the member's liked club outfits (GET main_picked/by-time/?order=newest), with the
     * outbox's pending intents applied (a pending like adds, a pending unlike removes). Network
     * first; with no answer at all (offline) the last stored list is used (the offline core).
     */
    likedClubIds(): Promise<Result<number[]>> {
      return likedIds('club', API.mainPickedByTime, { order: 'newest' }, (entry: SavedClubOutfit) => entry.main_recommendation?.id);
    },
    /** Ids of the member's liked AI recommendations (GET /api/picked/v1/by-time/); same rules as likedClubIds. */
    likedAiIds(): Promise<Result<number[]>> {
      return likedIds('ai', API.pickedByTime, {}, (entry: PickedEntry) => entry.recommendation_id);
    },
    /**
     * POST recommend_picked/toggle/ asking for `liked`. With the outbox (the offline core) the intent is
     * stored first and its key is the outbox's (`intentKey` is ignored); a queued intent (offline,
     * 5xx) answers Ok with the desired state, a refused one Err. Without the outbox, or without
     * `liked`, it is one request with `intentKey` (default: a fresh UUID) in the Idempotency-Key
     * header. Answers status added (201) or removed (200).
     */
    toggleAiLike(request: RecommendToggleRequest, intentKey: string = newIntentKey()): Promise<Result<ToggleResponse>> {
      return toggle('ai', request.recommendation_id, request.liked, () =>
        client.request(API.recommendPickedToggle, { method: 'POST', json: request, headers: { [IDEMPOTENCY_KEY_HEADER]: intentKey } }),
      );
    },
    /** POST main_picked/toggle/ asking for `liked`; same outbox and idempotency rules as toggleAiLike. */
    toggleClubLike(request: MainToggleRequest, intentKey: string = newIntentKey()): Promise<Result<ToggleResponse>> {
      return toggle('club', request.main_recommendation_id, request.liked, () =>
        client.request(API.mainPickedToggle, { method: 'POST', json: request, headers: { [IDEMPOTENCY_KEY_HEADER]: intentKey } }),
      );
    },
    /** GET recommend_picked/{id}/: an AI recommendation's items, total and reasoning (bearer token); cached. */
    aiOutfitDetail(id: number, onFresh?: FreshListener<OutfitDetail>): Promise<Result<OutfitDetail>> {
      return cachedGet(`${API.recommendPickedDetail}${encodeURIComponent(String(id))}/`, {}, onFresh);
    },
    /** GET main_picked/{id}/: a club outfit's details, sent without a token (SPEC §6, §7); cached. */
    clubOutfitDetail(id: number, onFresh?: FreshListener<OutfitDetail>): Promise<Result<OutfitDetail>> {
      return cachedGet(`${API.mainPickedDetail}${encodeURIComponent(String(id))}/`, { auth: false }, onFresh);
    },
    /** The like intents still waiting in the outbox, oldest first (the UI shows their state). */
    pendingLikes(): Promise<PendingLike[]> {
      return deps.outbox ? deps.outbox.pending() : Promise.resolve([]);
    },
    /** Sends the outbox now (the `online` event, the service worker's sync message). */
    replayOutbox(): Promise<void> {
      return deps.outbox ? deps.outbox.replay() : Promise.resolve();
    },
  };
}
