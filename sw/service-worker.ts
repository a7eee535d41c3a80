/**
 * The offline-cache worker registered at /service-worker.js (SPEC §1), built from workbox
 * modules by vite-plugin-pwa (injectManifest):
 * - precaches the built shell (the manifest is injected at build time); answers `/` from the
 *   network (the server's landing page offers the social logins it has configured) and offline
 *   with the landing page's prerendered shell without them (LANDING_FILE);
 * - answers navigations with the shell's index.html, never for /api, /accounts or /media;
 * - keeps product images cache-first in a bounded runtime cache, and on a page's CACHE_PICTURES
 *   message fetches into it the pictures it lacks (the home cards not drawn yet, for offline);
 * - never caches API responses (the API worker's IndexedDB cache owns those);
 * - sends the photos kept while offline on a background sync when no page is open
 *   (sw/photo-sync.ts), announcing their outfits if the shopper allowed notifications;
 * - queues like toggles that failed on the network for background sync (sw/like-queue.ts), so
 *   that likes made offline land when connectivity returns, also with no tab open; where the
 *   Background Sync API is missing, Workbox replays the queue when this worker starts, and the
 *   page's API worker replays its outbox on start and on `online`.
 * A new version waits until the page posts {type: 'SKIP_WAITING'} after the shopper agreed.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { LANDING_FILE } from '../contract/shell-files';
import { SW_MESSAGE_TYPES, type PageToSwMessage } from '../contract/sw-messages';
import { registerLikeQueue } from './like-queue';
import { registerPhotoSync } from './photo-sync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Runtime cache names: persistent, change only with a migration of the caches. */
const IMAGE_CACHE = 'fitpick-images-v1';

// `/` comes from the server, whose landing page offers the social logins it has configured;
// offline, the precached one without them (e-mail login first). Before the precache's route.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(LANDING_FILE)) ?? Response.error();
    }
  },
);
// Every other route is answered with index.html (the NavigationRoute below).
precacheAndRoute(self.__WB_MANIFEST);
registerLikeQueue();
registerPhotoSync();
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/accounts\//, /^\/media\//],
  }),
);

/** Product pictures: the sample catalogue's, or a shop's from its image host. */
const isPicture = (url: URL): boolean =>
  url.pathname.startsWith('/media/catalog/') || url.origin !== self.location.origin;

const pictures = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new ExpirationPlugin({
      maxEntries: 600,
      maxAgeSeconds: 30 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(({ request, url }) => request.destination === 'image' && isPicture(url), pictures);

/** The most pictures one CACHE_PICTURES message may ask for (the home lists hold about 50). */
const MAX_PICTURES_PER_MESSAGE = 200;

/**
 * Puts the product pictures among `urls` in the picture cache, fetching those it lacks (the same
 * cache-first strategy as the pages' own requests). Anything else in the list is ignored: a URL
 * that is not a product picture, more than MAX_PICTURES_PER_MESSAGE, a picture that fails.
 */
async function keepPictures(urls: unknown[], event: ExtendableEvent): Promise<void> {
  const wanted = urls.slice(0, MAX_PICTURES_PER_MESSAGE).flatMap((value) => {
    if (typeof value !== 'string') return [];
    try {
      const url = new URL(value, self.location.origin);
      return url.protocol.startsWith('http') && isPicture(url) ? [url] : [];
    } catch {
      return [];
    }
  });
  await Promise.allSettled(
    wanted.map((url) =>
      pictures.handle({
        event,
        request: new Request(url, {
          mode: url.origin === self.location.origin ? 'same-origin' : 'no-cors',
        }),
      }),
    ),
  );
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as Partial<PageToSwMessage> | null;
  if (data?.type === SW_MESSAGE_TYPES.skipWaiting) void self.skipWaiting();
  else if (data?.type === SW_MESSAGE_TYPES.cachePictures && Array.isArray(data.urls))
    event.waitUntil(keepPictures(data.urls, event));
});
