/**
 * Entry of the API worker (a dedicated module worker started by src/worker-bridge.ts).
 * DON'T import React or UI code here: this bundle runs without a DOM (STYLE.md §5).
 *
 * Offline core: the IndexedDB cache (cache.ts), the like outbox (outbox.ts), the photo outbox
 * (photo-outbox.ts) and the wardrobe outbox (wardrobe-api.ts). The like outbox replays on worker
 * start, on the `online` event, when the page relays the service worker's background-sync
 * message (replayOutbox) and when tokens arrive; the photo and wardrobe outboxes send on the same
 * triggers but the relay.
 */
import { expose } from 'comlink';
import { createAccountApi } from './account-api';
import { createApiClient, type AuthTokens } from './api-client';
import { createWorkerDb } from './cache';
import { createClubApi } from './club-api';
import { createLikesApi } from './likes-api';
import { createMediaApi } from './media-api';
import { createOutbox, type DropListener } from './outbox';
import { createPhotoOutbox, type PhotoOutboxListener, type PhotoRequest } from './photo-outbox';
import { createRecommendApi } from './recommend-api';
import { createSavedApi } from './saved-api';
import { createSession } from './session';
import { createSessionApi } from './session-api';
import { createShareApi } from './share-api';
import { createWardrobeApi } from './wardrobe-api';

const client = createApiClient();
const db = createWorkerDb();
const outbox = createOutbox({ db, client, canSend: () => Boolean(client.tokens().access) });
const session = createSession({ db, client, outbox });
const media = createMediaApi(client, { db });
const photos = createPhotoOutbox({
  db,
  client,
  canSend: () => Boolean(client.tokens().access),
  accessToken: () => client.tokens().access,
  keepPictures: media.keepPictures,
});
const wardrobe = createWardrobeApi(client, {
  db,
  keepPictures: media.keepPictures,
  forgetPicture: media.forgetPicture,
  canSend: () => Boolean(client.tokens().access),
});

const api = {
  ...createSessionApi(client),
  ...createRecommendApi(client),
  ...createClubApi(client, { db }),
  ...createLikesApi(client, { db, outbox }),
  ...createSavedApi(client, { db, outbox, keepPictures: media.keepPictures }),
  ...createAccountApi(client, { db }),
  ...wardrobe,
  ...createShareApi(client),
  /** The shopper's private picture (a cut-out) as a Blob, cache first (media-api.ts). */
  privatePicture: media.privatePicture,
  /**
   * Replaces the worker's copy of the tokens (call after login, logout, app start). A logout
   * (tokens → null after a signed-in session) or another user's tokens clear the cache and the
   * outbox; tokens arriving start a replay of the outbox. See session.ts.
   */
  async setTokens(tokens: AuthTokens | null): Promise<void> {
    await session.setTokens(tokens);
    void photos.send();
    void wardrobe.sendWardrobeChanges();
  },
  /**
   * Logout (docs/accounts.md "A shared device"): forgets the tokens and clears every store of the
   * member — responses, private pictures, the like, photo and wardrobe outboxes — whichever
   * member this worker found them from. Resolves once cleared.
   */
  forgetMember(): Promise<void> {
    return session.forget();
  },
  /**
   * Keeps a photo whose outfits could not be asked for (no connection) to send when the
   * connection returns (photo-outbox.ts). Err with a Korean message when 10 photos already wait.
   */
  keepPhoto(request: PhotoRequest) {
    return photos.add(request);
  },
  /** Sends the waiting photos now (the service worker's background sync, relayed by the page). */
  sendWaitingPhotos() {
    return photos.send();
  },
  /** The photos waiting to be sent, oldest first. */
  waitingPhotos() {
    return photos.waiting();
  },
  /** The last answers of waiting photos with their photos, newest first (최근 코디). */
  recentAnswers() {
    return photos.recent();
  },
  /** Registers the (comlink-proxied) listener of waiting photos answered, refused or expired. */
  onPhotoEvent(listener: PhotoOutboxListener | null): void {
    photos.onEvent(listener);
  },
  /** Registers the (comlink-proxied) callback told of like intents the server refused (4xx). */
  onLikeDropped(listener: DropListener | null): void {
    outbox.onDrop(listener);
  },
};
expose(api);

addEventListener('online', () => {
  void outbox.replay();
  void photos.send();
  void wardrobe.sendWardrobeChanges();
});

/** The worker's API as the UI sees it through `wrap<WorkerApi>()`. */
export type WorkerApi = typeof api;
export type { AuthTokens, TokenListener } from './api-client';
export type { PendingLike } from './outbox';
export type { AnsweredPhoto, PhotoOutboxEvent, WaitingPhoto } from './photo-outbox';
export type { WardrobeChangeOutcome, WardrobeEntry } from './wardrobe-api';
