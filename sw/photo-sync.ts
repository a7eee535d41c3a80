/**
 * The service worker's part of the photo outbox (the main job on a dropped connection): photos
 * kept while the connection was down are sent when it returns, also when no tab of the app is
 * open.
 *
 * The photo outbox in IndexedDB (src/worker/photo-outbox.ts over src/worker/cache.ts) is the one
 * source of truth. The page registers a background sync (PHOTO_SYNC_TAG, the Background Sync API)
 * when it keeps a photo. On that sync:
 * - with a page open, the pages' API workers send (they hold live tokens and refresh them);
 * - with none, this worker sends the waiting photos itself with the same outbox code and keys,
 *   using the access token kept with the newest waiting photo (tokens live in the tab's
 *   sessionStorage, SPEC §3: the like queue's rule, sw/like-queue.ts). Each answer is stored for
 *   최근 코디, the cut-out of the shopper's garment it names fetched into the private picture cache
 *   as the page's worker does (src/worker/media-api.ts), and, if the shopper allowed
 *   notifications, announced ("코디가 준비됐어요"; a tap opens /my). If photos still wait (offline again, 5xx) the sync fails so that the browser retries
 *   later; with an expired token nothing is sent and the photos wait for the next visit.
 * Limit (as the like queue's): a page opening while this worker sends may send a photo again;
 * its keys make the server answer once.
 */
import {
  PHOTO_SYNC_TAG,
  SW_MESSAGE_TYPES,
  SW_PROTOCOL_VERSION,
  type SwToPageMessage,
} from '../contract/sw-messages';
import { categoryLabel } from '../contract/category-labels';
import { PHOTO_OUTBOX_MESSAGES } from '../src/messages';
import { isTokenExpired } from '../contract/access-token';
import { createApiClient } from '../src/worker/api-client';
import { createWorkerDb } from '../src/worker/cache';
import { createMediaApi } from '../src/worker/media-api';
import { createPhotoOutbox } from '../src/worker/photo-outbox';

declare const self: ServiceWorkerGlobalScope;

/** Where a tap on the notification leads: my page, whose 최근 코디 lists the answer. */
const NOTIFICATION_URL = '/my';

/** A background sync event (not in TypeScript's webworker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Sends the waiting photos with no page open; rejects to have the browser retry the sync. */
async function sendWithoutPage(): Promise<void> {
  const db = createWorkerDb();
  try {
    const waiting = (await db.photos.all()).filter((p) => p.state === 'waiting');
    const access = waiting.filter((p) => p.token).at(-1)?.token;
    if (!access || isTokenExpired(access)) return;
    const client = createApiClient();
    client.setTokens({ access, refresh: null });
    const outbox = createPhotoOutbox({
      db,
      client,
      keepPictures: createMediaApi(client, { db }).keepPictures,
    });
    const shown: Promise<void>[] = [];
    outbox.onEvent((event) => {
      if (event.type !== 'answered' || Notification.permission !== 'granted') return;
      shown.push(
        self.registration.showNotification(PHOTO_OUTBOX_MESSAGES.ready, {
          body: PHOTO_OUTBOX_MESSAGES.readyFor(
            categoryLabel(event.photo.answer.recognition?.category ?? '옷'),
          ),
          tag: event.photo.id,
          data: { url: NOTIFICATION_URL },
        }),
      );
    });
    await outbox.send();
    await Promise.all(shown);
    const left = (await outbox.waiting()).length;
    if (left > 0 && !isTokenExpired(access))
      throw new Error(`${left} photo(s) still waiting; the sync will be retried.`);
  } finally {
    await db.close();
  }
}

/** The send in progress: the browser's own sync and another one may arrive together. */
let sending: Promise<void> | null = null;

async function onPhotoSync(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (pages.length === 0) {
    sending ??= sendWithoutPage().finally(() => {
      sending = null;
    });
    return sending;
  }
  const message: SwToPageMessage = { v: SW_PROTOCOL_VERSION, type: SW_MESSAGE_TYPES.replayOutbox };
  for (const page of pages) page.postMessage(message);
}

/** Handles the photo outbox's background sync and its notifications. Call once at start. */
export function registerPhotoSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === PHOTO_SYNC_TAG) sync.waitUntil(onPhotoSync());
  });
  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = (event.notification.data as { url?: string } | null)?.url ?? NOTIFICATION_URL;
    event.waitUntil(self.clients.openWindow(url).then(() => undefined));
  });
}
