/**
 * The app's service-worker and connectivity state (the offline core): a waiting new version
 * ('새 버전이 있습니다' → reload), the offline flag for the banner, and the wiring of the outbox
 * replay triggers on the page side (the service worker's background-sync message; telling the
 * service worker that this page's outbox delivers now, sw/like-queue.ts), and the pictures the
 * service worker keeps for offline. No workbox here (STYLE.md §5): raw navigator.serviceWorker
 * calls.
 */
import { signal } from '@preact/signals-react';
import { navigatorOnline } from '../../contract/connectivity';
import { SERVICE_WORKER_URL } from '../../contract/shell-files';
import {
  SW_MESSAGE_TYPES,
  SW_PROTOCOL_VERSION,
  type PageToSwMessage,
  type SwToPageMessage,
} from '../../contract/sw-messages';
import { apiWorker } from '../worker-bridge';
import { waitingPhotos$ } from './photo-outbox';

/** The installed new service worker waiting to take over, or null. */
export const waitingWorker$ = signal<ServiceWorker | null>(null);
/**
 * False while the browser reports no network (navigator.onLine); true where that is unknown, as
 * when the build prerenders a page (contract/connectivity.ts).
 */
export const online$ = signal(navigatorOnline(globalThis.navigator));

let acceptedUpdate = false;

/**
 * Tracks navigator.onLine into online$ (call once at start); back online with photos waiting,
 * the API worker sends them at once (a dedicated worker is not always told of `online`).
 */
export function watchConnectivity(): void {
  window.addEventListener('online', () => {
    online$.value = true;
    if (waitingPhotos$.peek() > 0) void apiWorker.sendWaitingPhotos();
  });
  window.addEventListener('offline', () => (online$.value = false));
}

/**
 * Registers /service-worker.js (SPEC §1), shows the update prompt when a new version is
 * installed and waiting (only when a page is already controlled: a first install is no update),
 * reloads once the accepted version took control, relays the sync message to the worker, and
 * claims the like outbox for this page (the service worker drops its queued copies).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as Partial<SwToPageMessage> | null;
    if (data?.type === SW_MESSAGE_TYPES.replayOutbox) {
      void apiWorker.replayOutbox();
      void apiWorker.sendWaitingPhotos();
    }
  });
  container.addEventListener('controllerchange', () => {
    if (!acceptedUpdate) return;
    acceptedUpdate = false;
    window.location.reload();
  });
  container
    .register(SERVICE_WORKER_URL)
    .then((registration) => {
      const claim: PageToSwMessage = { v: SW_PROTOCOL_VERSION, type: SW_MESSAGE_TYPES.claimOutbox };
      registration.active?.postMessage(claim);
      const watch = (worker: ServiceWorker | null) => {
        if (!worker) return;
        const check = () => {
          if (worker.state === 'installed' && container.controller) waitingWorker$.value = worker;
        };
        check();
        worker.addEventListener('statechange', check);
      };
      watch(registration.waiting);
      registration.addEventListener('updatefound', () => watch(registration.installing));
    })
    .catch(() => undefined);
}

/** Pictures this page has already asked the service worker to keep. */
const keptPictures = new Set<string>();

/**
 * Asks the service worker to keep the product pictures `urls` in its picture cache, fetching in
 * the background those it lacks (the offline core): the home cards are drawn, and their pictures
 * loaded, only as they near the screen (cards.css), so a shopper who goes offline would otherwise
 * miss the pictures of the cards they had not scrolled to. Sent once the service worker is active
 * (it registers after the first screen); each URL once per page. Nothing without service workers.
 */
export function keepPicturesOffline(urls: readonly string[]): void {
  if (!('serviceWorker' in navigator)) return;
  const wanted = urls.filter((url) => url && !keptPictures.has(url));
  if (wanted.length === 0) return;
  wanted.forEach((url) => keptPictures.add(url));
  const message: PageToSwMessage = {
    v: SW_PROTOCOL_VERSION,
    type: SW_MESSAGE_TYPES.cachePictures,
    urls: wanted,
  };
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(message),
  );
}

/** The prompt's reload button: activates the waiting version; the page reloads when it took over. */
export function applyUpdate(): void {
  const worker = waitingWorker$.peek();
  if (!worker) return;
  acceptedUpdate = true;
  const message: PageToSwMessage = { v: SW_PROTOCOL_VERSION, type: SW_MESSAGE_TYPES.skipWaiting };
  worker.postMessage(message);
}
