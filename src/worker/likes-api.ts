/**
 * Worker methods for the hearts (SPEC §4 "Heart", §7 recommend_picked / main_picked toggle and
 * by-time): the liked ids, the like toggles and the like outbox. Each returns a `Result`; paths
 * and shapes are contract/.
 *
 * Like toggles send the wanted state (`liked`) and an `Idempotency-Key` header: one fresh key per
 * intent, so a repeated delivery of the same intent (the offline outbox) applies once.
 */
import { API, IDEMPOTENCY_KEY_HEADER } from '../../contract/api';
import type {
  MainToggleRequest,
  OutfitKind,
  PickedEntry,
  RecommendToggleRequest,
  SavedClubOutfit,
  ToggleResponse,
} from '../../contract/picked';
import { ok, type Result } from '../../contract/result';
import type { ApiClient } from './api-client';
import { networkFirst, requestKey, type OfflineDeps } from './cache';
import type { PendingLike } from './outbox';

/** A fresh idempotency key (RFC 4122 v4) for one like intent. */
export function newIntentKey(): string {
  return crypto.randomUUID();
}

/** Builds the like methods on a client (tests pass a client with a mocked fetch). */
export function createLikesApi(client: ApiClient, deps: OfflineDeps = {}) {
  /** A toggle: through the outbox when there is one and the request names the desired state. */
  function toggle(
    kind: OutfitKind,
    id: number,
    liked: boolean | undefined,
    direct: () => Promise<Result<ToggleResponse>>,
  ) {
    if (!deps.outbox || typeof liked !== 'boolean') return direct();
    return deps.outbox.toggle(kind, id, liked);
  }
  async function likedIds<E>(
    kind: OutfitKind,
    path: string,
    query: Record<string, string>,
    idOf: (entry: E) => number | undefined,
  ): Promise<Result<number[]>> {
    const answer = await networkFirst(deps.db, requestKey(path, query), () =>
      client.request<E[]>(path, { query }),
    );
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
    /**
     * Ids of the member's liked club outfits (GET main_picked/by-time/?order=newest), with the
     * outbox's pending intents applied (a pending like adds, a pending unlike removes). Network
     * first; with no answer at all (offline) the last stored list is used (the offline core).
     */
    likedClubIds(): Promise<Result<number[]>> {
      return likedIds(
        'club',
        API.mainPickedByTime,
        { order: 'newest' },
        (entry: SavedClubOutfit) => entry.main_recommendation?.id,
      );
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
    toggleAiLike(
      request: RecommendToggleRequest,
      intentKey: string = newIntentKey(),
    ): Promise<Result<ToggleResponse>> {
      return toggle('ai', request.recommendation_id, request.liked, () =>
        client.request(API.recommendPickedToggle, {
          method: 'POST',
          json: request,
          headers: { [IDEMPOTENCY_KEY_HEADER]: intentKey },
        }),
      );
    },
    /** POST main_picked/toggle/ asking for `liked`; same outbox and idempotency rules as toggleAiLike. */
    toggleClubLike(
      request: MainToggleRequest,
      intentKey: string = newIntentKey(),
    ): Promise<Result<ToggleResponse>> {
      return toggle('club', request.main_recommendation_id, request.liked, () =>
        client.request(API.mainPickedToggle, {
          method: 'POST',
          json: request,
          headers: { [IDEMPOTENCY_KEY_HEADER]: intentKey },
        }),
      );
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
