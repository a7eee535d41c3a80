/**
 * Messages between the page and the service worker, and the background-sync tag (STYLE.md §6.4).
 * Shared by src/ and sw/; constants and types only.
 */

// DO NOT CHANGE the name: it names the IndexedDB queue and the background-sync tag
// (`workbox-background-sync:<name>`); a renamed queue strands the requests of the old one.
/** The service worker's background-sync queue of like toggles (persistent, versioned; sw/like-queue.ts). */
export const LIKE_QUEUE_NAME = 'fitpick-like-outbox-v1';

// DO NOT CHANGE the name: a renamed tag leaves registered syncs of waiting photos unanswered.
/** The background-sync tag of the photo outbox (sw/photo-sync.ts; src/worker/photo-outbox.ts). */
export const PHOTO_SYNC_TAG = 'fitpick-photo-outbox-v1';

/** Version of the message protocol below. */
export const SW_PROTOCOL_VERSION = 1;

/** Message type tags. */
export const SW_MESSAGE_TYPES = {
  /** Page → service worker: the shopper accepted the new version; activate it now. */
  skipWaiting: 'SKIP_WAITING',
  /** Page → service worker: this page's API worker now owns the like outbox; drop queued copies. */
  claimOutbox: 'CLAIM_OUTBOX',
  /**
   * Page → service worker: keep these product pictures in the picture cache, fetching the ones it
   * lacks (the home cards not yet drawn; src/state/home.ts keepHomePicturesOffline).
   */
  cachePictures: 'CACHE_PICTURES',
  /**
   * Service worker → page: connectivity is back (background sync); replay the like outbox and
   * send the waiting photos.
   */
  replayOutbox: 'REPLAY_OUTBOX',
} as const;

/** Page → service worker. (`v` may be missing in messages of pages older than the protocol.) */
export type PageToSwMessage =
  | {
      v?: typeof SW_PROTOCOL_VERSION;
      type: typeof SW_MESSAGE_TYPES.skipWaiting | typeof SW_MESSAGE_TYPES.claimOutbox;
    }
  | {
      v: typeof SW_PROTOCOL_VERSION;
      type: typeof SW_MESSAGE_TYPES.cachePictures;
      /** Picture URLs, absolute or relative to the origin. */
      urls: string[];
    };

/** Service worker → page. */
export type SwToPageMessage = {
  v: typeof SW_PROTOCOL_VERSION;
  type: typeof SW_MESSAGE_TYPES.replayOutbox;
};
