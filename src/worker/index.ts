/**
 * Entry of the API worker (a dedicated module worker started by src/worker-bridge.ts).
 * DON'T import React or UI code here: this bundle runs without a DOM (STYLE.md §5).
 *
 * Offline core (the offline core): the IndexedDB cache (cache.ts) and the like outbox (outbox.ts). The
 * outbox replays on worker start, on the `online` event, when the page relays the service
 * worker's background-sync message (replayOutbox) and when tokens arrive.
 */
import { expose } from 'comlink';
import { createAccountApi } from './account-api';
import { createApiClient, type AuthTokens } from './api-client';
import { createWorkerDb } from './cache';
import { createClubApi } from './club-api';
import { createLikesApi } from './likes-api';
import { createOutbox, type DropListener } from './outbox';
import { createRecommendApi } from './recommend-api';
import { createSavedApi } from './saved-api';
import { createSession } from './session';
import { createSessionApi } from './session-api';

const client = createApiClient();
const db = createWorkerDb();
const outbox = createOutbox({ db, client, canSend: () => Boolean(client.tokens().access) });
const session = createSession({ db, client, outbox });

const api = {
  ...createSessionApi(client),
  ...createRecommendApi(client),
  ...createClubApi(client, { db }),
  ...createLikesApi(client, { db, outbox }),
  ...createSavedApi(client, { db, outbox }),
  ...createAccountApi(client, { db }),
  /**
   * Replaces the worker's copy of the tokens (call after login, logout, app start). A logout
   * (tokens → null after a signed-in session) or another user's tokens clear the cache and the
   * outbox; tokens arriving start a replay of the outbox. See session.ts.
   */
  setTokens(tokens: AuthTokens | null): Promise<void> {
    return session.setTokens(tokens);
  },
  /** Registers the (comlink-proxied) callback told of like intents the server refused (4xx). */
  onLikeDropped(listener: DropListener | null): void {
    outbox.onDrop(listener);
  },
};
expose(api);

addEventListener('online', () => void outbox.replay());

/** The worker's API as the UI sees it through `wrap<WorkerApi>()`. */
export type WorkerApi = typeof api;
export type { AuthTokens, TokenListener } from './api-client';
export type { PendingLike } from './outbox';
