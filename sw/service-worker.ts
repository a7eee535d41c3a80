/**
 * The offline-cache worker registered at /service-worker.js (SPEC §1), built from workbox
 * modules by vite-plugin-pwa (injectManifest):
 * - precaches the built shell (the manifest is injected at build time);
 * - answers navigations with the shell's index.html, never for /api, /accounts or /media;
 * - keeps product images cache-first in a bounded runtime cache;
 * - never caches API responses (the API worker's IndexedDB cache owns those).
 * A new version waits until the page posts {type: 'SKIP_WAITING'} after the shopper agreed.
 *
 * Background sync (issue 4 item 3): the page registers OUTBOX_SYNC_TAG when it goes offline; when
 * connectivity returns the `sync` event asks every open page to replay the like outbox (the API
 * worker owns it). Limit: the replay needs the session tokens, which live in a tab's
 * sessionStorage (SPEC §3), so with no tab open this worker cannot send the likes itself: it
 * rejects the sync so that the browser tries again later, and the app replays on its next start
 * and on `online`. Where the Background Sync API is missing, start and `online` are the triggers.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, SW_MESSAGE_TYPES, SW_PROTOCOL_VERSION, type PageToSwMessage, type SwToPageMessage } from '../src/contract/sw-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The Background Sync API's event (not in TypeScript's lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Runtime cache names: persistent, change only with a migration of the caches. */
const IMAGE_CACHE = 'fitpick-images-v1';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/accounts\//, /^\/media\//],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && (url.pathname.startsWith('/media/catalog/') || url.origin !== self.location.origin),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as Partial<PageToSwMessage> | null)?.type === SW_MESSAGE_TYPES.skipWaiting) void self.skipWaiting();
});

/** Asks the open pages to replay the outbox; rejects (the browser retries later) when none is open. */
async function wakeOutbox(lastChance: boolean): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const message: SwToPageMessage = { v: SW_PROTOCOL_VERSION, type: SW_MESSAGE_TYPES.replayOutbox };
  for (const page of pages) page.postMessage(message);
  if (!pages.length && !lastChance) throw new Error('No open page to replay the outbox; retry later.');
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(wakeOutbox(sync.lastChance));
});

