/**
 * Messages between the page and the service worker, and the background-sync tag (STYLE.md §6.4,
 * issue 4 item 3). Shared by src/ and sw/; constants and types only.
 */

// DO NOT CHANGE the tag: a sync registered by an older page must still reach a newer worker.
/** Background-sync tag that wakes the like outbox's replay (persistent, versioned). */
export const OUTBOX_SYNC_TAG = 'fitpick-outbox-sync-v1';

/** Version of the message protocol below. */
export const SW_PROTOCOL_VERSION = 1;

/** Message type tags. */
export const SW_MESSAGE_TYPES = {
  /** Page → service worker: the shopper accepted the new version; activate it now. */
  skipWaiting: 'SKIP_WAITING',
  /** Service worker → page: connectivity is back (background sync); replay the outbox. */
  replayOutbox: 'REPLAY_OUTBOX',
} as const;

/** Page → service worker. (`v` may be missing in messages of pages older than the protocol.) */
export type PageToSwMessage = { v?: typeof SW_PROTOCOL_VERSION; type: typeof SW_MESSAGE_TYPES.skipWaiting };

/** Service worker → page. */
export type SwToPageMessage = { v: typeof SW_PROTOCOL_VERSION; type: typeof SW_MESSAGE_TYPES.replayOutbox };
