/**
 * The photo outbox as the pages see it (the main job on a dropped connection): keeping the
 * captured photo when its outfits cannot be asked for, how many photos wait ("사진 N장 대기 중"),
 * the toast that tells of an answer ("코디가 준비됐어요", opening /fashion with it), a refusal or
 * an expiry, and 최근 코디 (the last answers with their photos). The photos themselves live in
 * the API worker (src/worker/photo-outbox.ts); opening an answer is open-answer.ts (loaded on
 * the tap: it brings the capture session, which the home page does not need).
 */
import { signal } from '@preact/signals-react';
import type { Result } from '../../contract/result';
import { PHOTO_SYNC_TAG } from '../../contract/sw-messages';
import type { CategoryName, PhotoColourName } from '../../contract/taxonomy';
import {
  apiWorker,
  listenForPhotoEvents,
  type AnsweredPhoto,
  type PhotoOutboxEvent,
} from '../worker-bridge';
import { PHOTO_OUTBOX_MESSAGES } from '../messages';

/** How many photos wait to be sent. */
export const waitingPhotos$ = signal(0);

/** 최근 코디: the last answers of waiting photos with their photos, newest first (my page). */
export const recentAnswers$ = signal<readonly AnsweredPhoto[]>([]);

/** Reads 최근 코디 from the worker's IndexedDB (works offline). */
export async function loadRecentAnswers(): Promise<void> {
  recentAnswers$.value = await apiWorker.recentAnswers();
}

/** The photo outbox's toast: a message, and the answered photo it opens. */
export const photoToast$ = signal<{ message: string; photo?: AnsweredPhoto } | null>(null);

/** Re-reads how many photos wait (after keeping one, on start, on every outbox event). */
export async function refreshWaitingPhotos(): Promise<void> {
  waitingPhotos$.value = (await apiWorker.waitingPhotos()).length;
}

/** The toast an outbox event shows. */
export function toastOf(event: PhotoOutboxEvent): { message: string; photo?: AnsweredPhoto } {
  if (event.type === 'answered')
    return { message: PHOTO_OUTBOX_MESSAGES.ready, photo: event.photo };
  if (event.type === 'refused') return { message: PHOTO_OUTBOX_MESSAGES.refused(event.message) };
  return { message: PHOTO_OUTBOX_MESSAGES.expired(event.count) };
}

/**
 * Listens to the worker's photo outbox for the whole visit (src/main.tsx); registered with the
 * worker when it starts, so the landing page still starts none.
 */
export function listenForPhotoOutbox(): void {
  listenForPhotoEvents((event) => {
    photoToast$.value = toastOf(event);
    void refreshWaitingPhotos();
    if (event.type === 'answered') void loadRecentAnswers();
  });
}

/**
 * Keeps the captured photo (downscaled JPEG) to send when the connection returns, with what the
 * shopper confirmed, the outfit budget in won (budget.ts) and, when it was uploaded before the
 * connection dropped, its address. Resolves with how many photos now wait, or the Korean reason
 * it could not be kept.
 */
export async function keepPhotoForLater(
  image: Blob,
  request: {
    category?: CategoryName;
    colour?: PhotoColourName;
    budget?: number;
    imageUrl?: string;
  } = {},
): Promise<Result<{ id: string; waiting: number }>> {
  const kept = await apiWorker.keepPhoto({ image, ...request });
  if (kept.ok) {
    waitingPhotos$.value = kept.value.waiting;
    requestPhotoSync();
    askToNotifyOnce();
  }
  return kept;
}

/** The service worker's registration with its background sync (not in TypeScript's DOM lib). */
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser for a background sync, so that the service worker sends the kept photos when
 * the connection returns, also with no tab open (sw/photo-sync.ts). Without service worker or
 * Background Sync (Safari, Firefox), the photos go when the app is next open and online.
 */
function requestPhotoSync(): void {
  void navigator.serviceWorker?.ready
    .then((registration) => (registration as WithSync).sync?.register(PHOTO_SYNC_TAG))
    .catch(() => undefined);
}

/** localStorage key: the notification permission was asked once. */
const ASKED_KEY = 'fitpick-photo-notify-asked';

/**
 * Asks once, after the shopper's first kept photo (never on a first visit), whether the app may
 * announce the outfits with a notification when no tab is open.
 */
function askToNotifyOnce(): void {
  try {
    if (!('Notification' in window) || Notification.permission !== 'default') return;
    if (localStorage.getItem(ASKED_KEY)) return;
    localStorage.setItem(ASKED_KEY, '1');
    void Notification.requestPermission().catch(() => undefined);
  } catch {
    // Storage or notifications unavailable (private mode): the toast and 최근 코디 remain.
  }
}
