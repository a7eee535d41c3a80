/**
 * The service worker's part of the like outbox (ARCHITECTURE.md "Invariants",
 * Likes): likes made offline land when connectivity returns, also when no tab of the app is open.
 *
 * The outbox in IndexedDB (src/worker/outbox.ts over src/worker/cache.ts) is the one source of
 * truth: one intent per outfit with its desired state and Idempotency-Key, deleted only once the
 * server accepted it. A workbox-background-sync Queue supplies the rest:
 * - a like toggle POST that fails on the network is kept as the queue's only request: it
 *   registers the background sync (Workbox replays on start where the API is missing) and
 *   carries the member's access token of that moment (tokens live in the tab's sessionStorage,
 *   SPEC §3, so the service worker has no other);
 * - on sync with a page open, the queue is emptied and the pages' API workers replay their
 *   outbox with live tokens (refreshing on 401). With no page open, this worker replays the
 *   outbox itself (the same outbox code, in order, keys unchanged) with the carried token:
 *   delivered intents leave the outbox; if some stay (offline again, 5xx) the request goes back
 *   and the sync fails so that the browser retries later, which Workbox's own replay would not
 *   do; if the carried token has expired (a 401 it cannot refresh without the refresh token) the
 *   request is dropped and the intents wait in the outbox for the member's next visit;
 * - a toggle that gets through (a page's worker is delivering) or a page that starts
 *   (CLAIM_OUTBOX) empties the queue: the page's worker owns the replay then.
 * Limit: a page opening while this worker replays may send one intent twice or, for one outfit
 * toggled in that same moment, in the wrong order; the server applies a key once.
 */
import { Queue, type QueueOptions } from 'workbox-background-sync';
import type { WorkboxPlugin } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { API } from '../contract/api';
import {
  LIKE_QUEUE_NAME,
  SW_MESSAGE_TYPES,
  SW_PROTOCOL_VERSION,
  type SwToPageMessage,
} from '../contract/sw-messages';
import { isTokenExpired } from '../contract/access-token';
import { createApiClient } from '../src/worker/api-client';
import { createWorkerDb } from '../src/worker/cache';
import { createOutbox } from '../src/worker/outbox';

declare const self: ServiceWorkerGlobalScope;

/** A queued request older than this is dropped (minutes); its intents stay in the outbox. */
const MAX_RETENTION_MINUTES = 7 * 24 * 60;

/** The two like-toggle endpoints (SPEC §7 picked toggles). */
const TOGGLE_PATHS: readonly string[] = [API.recommendPickedToggle, API.mainPickedToggle];

/** Empties `queue`. */
async function drain(queue: Queue): Promise<void> {
  while (await queue.shiftRequest()) {
    // dropped: the outbox still holds every intent
  }
}

/** The bearer token of a queued toggle, or null. */
function bearerOf(request: Request): string | null {
  return /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
}

/** Replays the outbox with `access`; resolves to the number of intents still waiting. */
async function replayOutbox(access: string): Promise<number> {
  const db = createWorkerDb();
  const client = createApiClient();
  client.setTokens({ access, refresh: null });
  const outbox = createOutbox({ db, client });
  try {
    await outbox.replay();
    return (await outbox.pending()).length;
  } finally {
    outbox.dispose();
    await db.close();
  }
}

/** The queue's onSync: see the module comment. Rejects to have the browser retry the sync. */
const onSync: QueueOptions['onSync'] = async ({ queue }) => {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const carrier = await queue.shiftRequest();
  await drain(queue);
  if (pages.length) {
    const message: SwToPageMessage = {
      v: SW_PROTOCOL_VERSION,
      type: SW_MESSAGE_TYPES.replayOutbox,
    };
    for (const page of pages) page.postMessage(message);
    return;
  }
  const access = carrier && bearerOf(carrier.request);
  if (!carrier || !access || isTokenExpired(access)) return;
  const waiting = await replayOutbox(access);
  if (waiting > 0 && !isTokenExpired(access)) {
    await queue.unshiftRequest(carrier);
    throw new Error(`${waiting} like intent(s) still waiting; the sync will be retried.`);
  }
};

/**
 * Routes the toggle POSTs through NetworkOnly with the queue attached, and handles CLAIM_OUTBOX.
 * Call once at the service worker's start.
 */
export function registerLikeQueue(): void {
  const queue = new Queue(LIKE_QUEUE_NAME, { onSync, maxRetentionTime: MAX_RETENTION_MINUTES });
  const plugin: WorkboxPlugin = {
    async fetchDidFail({ request }) {
      // Keep one request: the newest, with the newest token.
      await drain(queue);
      await queue.pushRequest({ request });
    },
    async fetchDidSucceed({ response }) {
      if (response.ok) await drain(queue);
      return response;
    },
  };
  registerRoute(
    ({ url }) => url.origin === self.location.origin && TOGGLE_PATHS.includes(url.pathname),
    new NetworkOnly({ plugins: [plugin] }),
    'POST',
  );
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SW_MESSAGE_TYPES.claimOutbox)
      event.waitUntil(drain(queue));
  });
}
