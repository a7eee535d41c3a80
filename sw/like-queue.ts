/**
 * The service worker's part of the like outbox (issue 4 item 3; ARCHITECTURE.md "Invariants",
 * Likes): a workbox-background-sync Queue that lets likes made offline land when connectivity
 * returns, also when no tab of the app is open.
 *
 * The API worker's outbox (src/worker/outbox.ts, IndexedDB) is the source of truth: it holds every
 * intent until the server accepted it and replays with live tokens (refreshing on 401). This
 * queue only keeps copies of the toggle requests that failed on the network (each carries the
 * access token of its time and the intent's Idempotency-Key) so that a background sync can send
 * them while no page runs:
 * - a toggle POST that fails on the network is queued (the failure still reaches the outbox);
 * - on sync with a page open, the queue is emptied and the pages are asked to replay their
 *   outbox; with no page open, the requests are sent in order: a 2xx landed; a network failure,
 *   408, 429 or 5xx puts the request back and fails the sync so that the browser retries later
 *   (Workbox's own replay would drop them on any response); a 401 (the stored access token
 *   expired) or another 4xx is dropped here, its intent stays in the outbox and lands on the next
 *   app start with a fresh session;
 * - whenever a page's worker gets a toggle through, or a page starts (CLAIM_OUTBOX), the queue is
 *   emptied: the outbox now delivers, and a queued copy sent after a newer intent of the same
 *   outfit would undo it. A copy sent twice is harmless: the server applies a key once.
 */
import { Queue, type QueueOptions } from 'workbox-background-sync';
import type { WorkboxPlugin } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { API } from '../src/contract/api';
import { LIKE_QUEUE_NAME, SW_MESSAGE_TYPES, SW_PROTOCOL_VERSION, type SwToPageMessage } from '../src/contract/sw-messages';

declare const self: ServiceWorkerGlobalScope;

/** Queued requests older than this are dropped (minutes; the outbox still holds their intents). */
const MAX_RETENTION_MINUTES = 7 * 24 * 60;

/** The two like-toggle endpoints (SPEC §7 picked toggles). */
const TOGGLE_PATHS: readonly string[] = [API.recommendPickedToggle, API.mainPickedToggle];

/** Would the request succeed later (kept queued) rather than never (dropped)? */
function isRetryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Empties `queue` (its copies are superseded by the page's outbox). */
async function drain(queue: Queue): Promise<void> {
  while (await queue.shiftRequest()) {
    // dropped
  }
}

/** The queue's onSync: see the module comment. Rejects to have the browser retry the sync. */
const replay: QueueOptions['onSync'] = async ({ queue }) => {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (pages.length) {
    await drain(queue);
    const message: SwToPageMessage = { v: SW_PROTOCOL_VERSION, type: SW_MESSAGE_TYPES.replayOutbox };
    for (const page of pages) page.postMessage(message);
    return;
  }
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let status: number;
    try {
      status = (await fetch(entry.request.clone())).status;
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (isRetryable(status)) {
      await queue.unshiftRequest(entry);
      throw new Error(`Like replay answered ${status}; the sync will be retried.`);
    }
  }
};

/**
 * Routes the toggle POSTs through NetworkOnly with the queue attached, and handles CLAIM_OUTBOX.
 * Call once at the service worker's start.
 */
export function registerLikeQueue(): void {
  const queue = new Queue(LIKE_QUEUE_NAME, { onSync: replay, maxRetentionTime: MAX_RETENTION_MINUTES });
  const plugin: WorkboxPlugin = {
    async fetchDidFail({ request }) {
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
    if ((event.data as { type?: unknown } | null)?.type === SW_MESSAGE_TYPES.claimOutbox) event.waitUntil(drain(queue));
  });
}
