/**
 * The photo outbox (the offline core, for the main job): a photo the shopper asked outfits for
 * while the connection was down is kept in IndexedDB (cache.ts's photos store) with its time,
 * the category and colour they confirmed, the outfit budget remembered then, and two
 * Idempotency-Keys (its upload's and its generator call's), then sent when the connection
 * returns with what the online path sends (src/state/recommend.ts):
 * - at most PHOTO_OUTBOX_LIMITS.maxWaiting photos wait; a photo waiting longer than maxAgeMs is
 *   dropped when the outbox next runs, and reported (`expired`);
 * - photos are sent oldest first, each uploaded and then answered once: the keys are stored
 *   with the photo before the first try, so a retry after a restart or a lost answer gets the
 *   server's first answer (server/services/replay.ts), never a second upload or new outfits;
 * - a failure that says nothing about the photo (no answer, timeout, 401 the refresh could not
 *   cure, 408, 409 in_progress, 429, 5xx: outbox.ts `isTransient`) keeps it and every later one
 *   waiting for the next trigger; any other 4xx (not menswear, too large) drops it and reports
 *   the server's message (`refused`), never retried;
 * - with a budget, the generator is asked for outfits within it; when no outfit of this garment
 *   fits (422 `over_budget`) it is asked once more without one, as the online path does, under a
 *   key of its own kept with the photo (`${answerKey}${WITHOUT_BUDGET}`), and the answer says it
 *   has no budget;
 * - an answer is stored with its photo (`answered`) and the budget its outfits keep to, and the
 *   last PHOTO_OUTBOX_LIMITS.recent answers are kept for 최근 코디; the cut-out of the shopper's
 *   garment it names (`recognition.cutout_url`) is then fetched into the private picture cache
 *   (`keepPictures`, media-api.ts; best effort), so that its outfits show the shopper's own
 *   garment offline too.
 * `send` runs on the worker's start, on `online` and when tokens arrive (index.ts), and in the
 * service worker on a background sync when no page is open (sw/photo-sync.ts).
 */
import {
  API,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  type GeneratorRequest,
  type GeneratorResponse,
  type UploadImageResponse,
} from '../../contract/api';
import { err, ok, type ApiError, type Result } from '../../contract/result';
import type { CategoryName, PhotoColourName } from '../../contract/taxonomy';
import { PHOTO_OUTBOX_MESSAGES } from '../messages';
import { TIMEOUTS_MS, type ApiClient } from './api-client';
import type { StoredPhoto, WorkerDb } from './cache';
import type { PictureKeeper } from './media-api';
import { isTransient } from './outbox';

/** Bounds of the photo outbox (the offline core's requirement). */
export const PHOTO_OUTBOX_LIMITS = {
  maxWaiting: 10,
  maxAgeMs: 7 * 24 * 3600 * 1000,
  recent: 20,
} as const;

/** A photo waiting to be sent, as the UI lists it. */
export interface WaitingPhoto {
  id: string;
  takenAt: number;
}

/** An answered photo (최근 코디): its answer and its photo's bytes. */
export interface AnsweredPhoto {
  id: string;
  takenAt: number;
  answeredAt: number;
  image: ArrayBuffer;
  type: string;
  imageUrl: string;
  answer: GeneratorResponse;
  /** The whole outfit's budget every outfit of `answer` keeps to, in won; null for none. */
  budget: number | null;
}

/** What the outbox tells the UI. */
export type PhotoOutboxEvent =
  | { type: 'answered'; photo: AnsweredPhoto }
  | { type: 'refused'; id: string; message: string }
  | { type: 'expired'; count: number };

export type PhotoOutboxListener = (event: PhotoOutboxEvent) => unknown;

/** What the shopper asked outfits for. */
export interface PhotoRequest {
  image: Blob;
  category?: CategoryName;
  colour?: PhotoColourName;
  /** The whole outfit's budget remembered when the photo was taken, in won (src/state/budget.ts). */
  budget?: number;
  /** The server's address when the photo was uploaded before the connection dropped. */
  imageUrl?: string;
}

/** Ends the key of the generator call asked again without the budget (module comment). */
export const WITHOUT_BUDGET = '-without-budget';

export interface PhotoOutboxOptions {
  db: WorkerDb;
  client: ApiClient;
  /** Fresh ids and keys; default crypto.randomUUID. */
  newId?: () => string;
  /** Clock in ms; default Date.now. */
  now?: () => number;
  /** False while nothing can be sent (no tokens): `send` waits for the next trigger. */
  canSend?: () => boolean;
  /** The member's access token, kept with a photo for the service worker's send (sw/photo-sync.ts). */
  accessToken?: () => string | null;
  /** Fetches an answer's cut-out into the private picture cache (media-api.ts); never rejects. */
  keepPictures?: PictureKeeper;
}

export interface PhotoOutbox {
  /**
   * Keeps a photo to send when the connection returns. Err (status 0, Korean message) when
   * PHOTO_OUTBOX_LIMITS.maxWaiting photos already wait or IndexedDB cannot store it.
   */
  add(request: PhotoRequest): Promise<Result<{ id: string; waiting: number }>>;
  /** Sends the waiting photos, oldest first (one run at a time; a call during a run joins it). */
  send(): Promise<void>;
  /** The photos waiting, oldest first. */
  waiting(): Promise<WaitingPhoto[]>;
  /** The last answers with their photos, newest first (최근 코디). */
  recent(): Promise<AnsweredPhoto[]>;
  /** Registers the (comlink-proxied) listener of answers, refusals and expiries; null removes it. */
  onEvent(listener: PhotoOutboxListener | null): void;
}

const asAnswered = (p: StoredPhoto): AnsweredPhoto => ({
  id: p.id,
  takenAt: p.takenAt,
  answeredAt: p.answeredAt ?? p.takenAt,
  image: p.image,
  type: p.type,
  imageUrl: p.imageUrl ?? '',
  answer: p.answer as GeneratorResponse,
  budget: p.budget ?? null,
});

/** Creates the photo outbox; see the module comment. */
export function createPhotoOutbox(options: PhotoOutboxOptions): PhotoOutbox {
  const { db, client } = options;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? Date.now;
  const canSend = options.canSend ?? (() => true);
  let listener: PhotoOutboxListener | null = null;
  let running: Promise<void> | null = null;

  const tell = (event: PhotoOutboxEvent): void => {
    try {
      void Promise.resolve(listener?.(event)).catch(() => undefined);
    } catch {
      // A closed page's callback: the answer stays stored for 최근 코디.
    }
  };

  async function waitingPhotos(): Promise<StoredPhoto[]> {
    return (await db.photos.all()).filter((p) => p.state === 'waiting');
  }

  /** Drops photos waiting longer than maxAgeMs, reporting how many; the ones still waiting. */
  async function expire(): Promise<StoredPhoto[]> {
    const cutoff = now() - PHOTO_OUTBOX_LIMITS.maxAgeMs;
    const waiting = await waitingPhotos();
    const old = waiting.filter((p) => p.takenAt < cutoff);
    for (const p of old) await db.photos.delete(p.id);
    if (old.length > 0) tell({ type: 'expired', count: old.length });
    return waiting.filter((p) => p.takenAt >= cutoff);
  }

  /** Keeps the newest `recent` answers. */
  async function pruneAnswers(): Promise<void> {
    const answered = (await db.photos.all())
      .filter((p) => p.state === 'answered')
      .sort((a, b) => (b.answeredAt ?? 0) - (a.answeredAt ?? 0));
    for (const p of answered.slice(PHOTO_OUTBOX_LIMITS.recent)) await db.photos.delete(p.id);
  }

  /** Sends one photo; false when it must wait for the next trigger (and the later ones too). */
  async function deliver(photo: StoredPhoto): Promise<boolean> {
    let stored = photo;
    if (!stored.imageUrl) {
      const form = new FormData();
      form.append('image', new Blob([stored.image], { type: stored.type }), 'photo.jpg');
      const uploaded = await client.request<UploadImageResponse>(API.uploadImage, {
        method: 'POST',
        form,
        timeoutMs: TIMEOUTS_MS.upload,
        headers: { [IDEMPOTENCY_KEY_HEADER]: stored.uploadKey },
      });
      if (!uploaded.ok) return settleFailure(stored, uploaded.error);
      stored = { ...stored, imageUrl: uploaded.value.image_url };
      await db.photos.put(stored);
    }
    let answered = await generate(stored);
    if (!answered.ok && answered.error.code === ERROR_CODES.overBudget && stored.budget) {
      const { budget: _dropped, ...rest } = stored;
      stored = { ...rest, answerKey: `${stored.answerKey}${WITHOUT_BUDGET}` };
      await db.photos.put(stored);
      answered = await generate(stored);
    }
    if (!answered.ok) return settleFailure(stored, answered.error);
    const done: StoredPhoto = {
      ...stored,
      state: 'answered',
      answer: answered.value,
      answeredAt: now(),
    };
    await db.photos.put(done);
    tell({ type: 'answered', photo: asAnswered(done) });
    await options.keepPictures?.([answered.value.recognition?.cutout_url]);
    return true;
  }

  /** Asks for the outfits of an uploaded photo with what the shopper chose (its answer key). */
  function generate(photo: StoredPhoto): Promise<Result<GeneratorResponse>> {
    const request: GeneratorRequest = {
      image_url: photo.imageUrl as string,
      ...(photo.category ? { category: photo.category } : {}),
      ...(photo.colour ? { colour: photo.colour } : {}),
      ...(photo.budget ? { budget: photo.budget } : {}),
    };
    return client.request<GeneratorResponse>(API.generator, {
      method: 'POST',
      json: request,
      timeoutMs: TIMEOUTS_MS.generator,
      headers: { [IDEMPOTENCY_KEY_HEADER]: photo.answerKey },
    });
  }

  async function settleFailure(photo: StoredPhoto, error: ApiError): Promise<boolean> {
    if (isTransient(error)) return false;
    await db.photos.delete(photo.id);
    tell({ type: 'refused', id: photo.id, message: error.message });
    return true;
  }

  async function run(): Promise<void> {
    const waiting = await expire();
    if (!canSend()) return;
    for (const photo of waiting) {
      if (!(await deliver(photo))) break;
    }
    await pruneAnswers();
  }

  return {
    async add(request) {
      try {
        const waiting = await expire();
        if (waiting.length >= PHOTO_OUTBOX_LIMITS.maxWaiting)
          return err({ code: ERROR_CODES.network, message: PHOTO_OUTBOX_MESSAGES.full, status: 0 });
        const id = newId();
        const token = options.accessToken?.();
        await db.photos.put({
          id,
          image: await request.image.arrayBuffer(),
          type: request.image.type || 'image/jpeg',
          takenAt: now(),
          ...(request.category ? { category: request.category } : {}),
          ...(request.colour ? { colour: request.colour } : {}),
          ...(request.budget ? { budget: request.budget } : {}),
          ...(request.imageUrl ? { imageUrl: request.imageUrl } : {}),
          ...(token ? { token } : {}),
          uploadKey: `${id}-upload`,
          answerKey: `${id}-answer`,
          state: 'waiting',
        });
        return ok({ id, waiting: waiting.length + 1 });
      } catch {
        return err({
          code: ERROR_CODES.network,
          message: PHOTO_OUTBOX_MESSAGES.notKept,
          status: 0,
        });
      }
    },
    send() {
      running ??= run()
        .catch(() => undefined)
        .finally(() => {
          running = null;
        });
      return running;
    },
    async waiting() {
      try {
        return (await waitingPhotos()).map(({ id, takenAt }) => ({ id, takenAt }));
      } catch {
        return [];
      }
    },
    async recent() {
      try {
        return (await db.photos.all())
          .filter((p) => p.state === 'answered')
          .sort((a, b) => (b.answeredAt ?? 0) - (a.answeredAt ?? 0))
          .map(asAnswered);
      } catch {
        return [];
      }
    },
    onEvent(next) {
      listener = next;
    },
  };
}
