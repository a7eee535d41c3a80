/**
 * The like outbox (ARCHITECTURE.md "Invariants", Likes). Every heart toggle, AI
 * or club, is written to IndexedDB first (cache.ts's outbox store) with the desired state and an
 * Idempotency-Key, then sent:
 * - one intent per outfit: a newer toggle of the same outfit replaces the pending one; a flip of
 *   the desired state gets a fresh key, the same desired state keeps its key (a resend is one
 *   application on the server);
 * - intents are sent in order (oldest first); a transient failure (no answer, timeout, 401 the
 *   refresh could not cure, 408, 429, 5xx) keeps the intent and every later one queued and retries
 *   with backoff (base × 2^(n−1), capped); other 4xx answers mean the server refused it: the
 *   intent is dropped and reported to the drop listener. Nothing else is dropped;
 * - an intent is deleted only when the answer was for its current key (a toggle made while the
 *   send was in flight stays and is sent next);
 * - replay runs on worker start, on `online`, on the service worker's background-sync message
 *   and when tokens arrive (index.ts wires these).
 * A 401 goes through the api-client's single-flight refresh and one retry (ApiClient.request).
 */
import { API, ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '../../contract/api';
import type { ToggleResponse } from '../../contract/picked';
import { err, ok, type ApiError, type Result } from '../../contract/result';
import type { ApiClient, RequestOptions } from './api-client';
import type { StoredIntent, WorkerDb } from './cache';

/** The two outfit sources whose hearts go through the outbox. */
export type IntentKind = StoredIntent['kind'];

/** A pending intent as the UI sees it (pendingLikes). */
export interface PendingLike {
  kind: IntentKind;
  id: number;
  liked: boolean;
}

/** Called with an intent the server refused (4xx other than 401/408/429) and its error. */
export type DropListener = (intent: PendingLike, error: ApiError) => void;

/** Backoff of replays after transient failures, in ms. */
export const OUTBOX_BACKOFF = { baseDelayMs: 2_000, maxDelayMs: 5 * 60_000 } as const;

export interface OutboxOptions {
  db: WorkerDb;
  client: ApiClient;
  /** Fresh idempotency keys; default crypto.randomUUID. */
  newKey?: () => string;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** False while nothing can be sent (no tokens): replay waits for the next trigger. */
  canSend?: () => boolean;
}

/**
 * Is a failed send worth another try later (kept queued) rather than a refusal (dropped)? No
 * answer, 401, 408, 429, 5xx, and 409 `in_progress` (the same key's first request still runs).
 */
export function isTransient(error: ApiError): boolean {
  const { status } = error;
  return (
    status === 0 ||
    status === 401 ||
    status === 408 ||
    status === 429 ||
    status >= 500 ||
    error.code === ERROR_CODES.inProgress
  );
}

/** The outbox; see the module comment. */
export interface Outbox {
  /**
   * Writes the intent (coalescing with a pending one of the same outfit), then replays the queue.
   * Resolves with the server's answer for this intent; when it stays queued (offline, 5xx,
   * unauthorised) with Ok of the desired state (`added` / `removed`), since it will land later;
   * with Err when the server refused it (the intent is dropped).
   */
  toggle(kind: IntentKind, id: number, liked: boolean): Promise<Result<ToggleResponse>>;
  /** Writes (or coalesces) an intent without sending it; resolves with the stored intent. */
  enqueue(kind: IntentKind, id: number, liked: boolean): Promise<StoredIntent>;
  /** Sends the queue in order until it is empty or a transient failure stops it (single flight). */
  replay(): Promise<void>;
  /** The queued intents, oldest first. */
  pending(): Promise<PendingLike[]>;
  onDrop(listener: DropListener | null): void;
  /** Stops the backoff timer (tests, worker shutdown). */
  dispose(): void;
}

/** The request of one toggle intent: path and options with its Idempotency-Key. */
function toggleRequest(
  intent: Pick<StoredIntent, 'kind' | 'id' | 'liked' | 'key'>,
): [string, RequestOptions] {
  const json =
    intent.kind === 'ai'
      ? { recommendation_id: intent.id, liked: intent.liked }
      : { main_recommendation_id: intent.id, liked: intent.liked };
  const path = intent.kind === 'ai' ? API.recommendPickedToggle : API.mainPickedToggle;
  return [path, { method: 'POST', json, headers: { [IDEMPOTENCY_KEY_HEADER]: intent.key } }];
}

type Delivery =
  | { state: 'accepted'; answer: ToggleResponse }
  | { state: 'dropped'; error: ApiError }
  | { state: 'queued' };

/** Creates the outbox over `db` and `client`; see Outbox. */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, client } = options;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const baseDelayMs = options.baseDelayMs ?? OUTBOX_BACKOFF.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? OUTBOX_BACKOFF.maxDelayMs;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dropListener: DropListener | null = null;
  /** Outcome of each key's latest delivery, for toggle() to answer with. */
  const outcomes = new Map<string, Delivery>();
  const awaited = new Set<string>();

  let writing: Promise<unknown> = Promise.resolve();

  /** Writes one intent at a time, so that two quick toggles of one outfit coalesce in call order. */
  function enqueue(kind: IntentKind, id: number, liked: boolean): Promise<StoredIntent> {
    const next = writing.then(() => write(kind, id, liked));
    writing = next.catch(() => undefined);
    return next;
  }

  async function write(kind: IntentKind, id: number, liked: boolean): Promise<StoredIntent> {
    const target = `${kind}:${id}`;
    const all = await db.outbox.all();
    const existing = all.find((intent) => intent.target === target);
    if (existing && existing.liked === liked) return existing;
    const seq = all.reduce((max, intent) => Math.max(max, intent.seq), 0) + 1;
    const intent: StoredIntent = { target, kind, id, liked, key: newKey(), seq, attempts: 0 };
    await db.outbox.put(intent);
    return intent;
  }

  async function send(intent: StoredIntent): Promise<Delivery> {
    const answer = await client.request<ToggleResponse>(...toggleRequest(intent));
    if (answer.ok) {
      await db.outbox.deleteIfKey(intent.target, intent.key);
      return { state: 'accepted', answer: answer.value };
    }
    if (isTransient(answer.error)) {
      const current = await db.outbox.get(intent.target);
      if (current?.key === intent.key)
        await db.outbox.put({ ...current, attempts: current.attempts + 1 });
      return { state: 'queued' };
    }
    await db.outbox.deleteIfKey(intent.target, intent.key);
    dropListener?.({ kind: intent.kind, id: intent.id, liked: intent.liked }, answer.error);
    return { state: 'dropped', error: answer.error };
  }

  async function drain(): Promise<void> {
    for (;;) {
      const queue = await db.outbox.all();
      const next = queue[0];
      if (!next) {
        failures = 0;
        return;
      }
      if (options.canSend && !options.canSend()) return;
      const delivery = await send(next);
      if (awaited.has(next.key)) outcomes.set(next.key, delivery);
      if (delivery.state === 'queued') {
        failures++;
        schedule();
        return;
      }
      failures = 0;
    }
  }

  function schedule(): void {
    clearTimeout(timer);
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
    timer = setTimeout(() => {
      timer = undefined;
      void replay();
    }, delay);
  }

  function replay(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(timer);
    timer = undefined;
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again && timer === undefined);
      } catch {
        // IndexedDB failed: the intents stay where they are; try again later.
        failures++;
        schedule();
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    enqueue,
    replay,
    async toggle(kind, id, liked) {
      let intent: StoredIntent;
      try {
        intent = await enqueue(kind, id, liked);
      } catch {
        // No IndexedDB (private mode): send once without the outbox, the key still dedupes.
        return client.request<ToggleResponse>(...toggleRequest({ kind, id, liked, key: newKey() }));
      }
      awaited.add(intent.key);
      try {
        await replay();
        // A replay already running when we joined may have stopped before reaching us: once more.
        if (!outcomes.has(intent.key) && timer === undefined) await replay();
      } finally {
        awaited.delete(intent.key);
      }
      const delivery = outcomes.get(intent.key);
      outcomes.delete(intent.key);
      if (delivery?.state === 'accepted') return ok(delivery.answer);
      if (delivery?.state === 'dropped') return err(delivery.error);
      return ok({ status: liked ? 'added' : 'removed' });
    },
    async pending() {
      try {
        return (await db.outbox.all()).map(({ kind, id, liked }) => ({ kind, id, liked }));
      } catch {
        return [];
      }
    },
    onDrop(listener) {
      dropListener = listener;
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
