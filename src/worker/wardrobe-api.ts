/**
 * Worker methods for 내 옷장, the member's wardrobe (contract/wardrobe.ts; the 내 옷장
 * requirement: readable offline, adding or deleting offline waits in an outbox like likes do).
 *
 * - The list is cached stale-while-revalidate in the response store, and every item's picture
 *   is fetched ahead into the private picture cache (media-api.ts `keepPictures`), so that the
 *   page shows the wardrobe offline.
 * - Keeping a garment and deleting an item are written to the wardrobe outbox first (cache.ts,
 *   one change per Idempotency-Key), then sent oldest first. A change that got no answer
 *   (offline, timeout, 401 the refresh could not cure, 408, 429, 5xx: outbox.ts `isTransient`)
 *   stays queued with the ones after it and is sent again on the next trigger (worker start,
 *   `online`, tokens arriving, the next list); one the server refused (another 4xx: the wardrobe
 *   is full, no cut-out could be made) is dropped and answered with its Korean message. A delete
 *   answered 404 is done (the item is gone either way). A keep is sent with its Idempotency-Key,
 *   so that a resend after a lost answer keeps the garment once.
 * - While changes wait, the list shows them: a waiting keep as an item with `pending: true`
 *   (negative id, the upload's cut-out as its picture, every season), a waiting delete hides
 *   its item. Deleting a waiting keep just forgets it.
 * - A change the server answered updates the cached list at once (no flash of the old list).
 * Relabelling (PATCH) needs a connection: offline it fails with a Korean message.
 */
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/api';
import { err, ok, type ApiError, type Result } from '../../contract/result';
import { categoryInfo, SEASONS } from '../../contract/taxonomy';
import {
  WARDROBE_API,
  type WardrobeItem,
  type WardrobeKeepRequest,
  type WardrobeUpdateRequest,
} from '../../contract/wardrobe';
import { offlineAnswer, type ApiClient } from './api-client';
import { requestKey, staleWhileRevalidate, type FreshListener, type WorkerDb } from './cache';
import type { StoredWardrobeChange } from './cache';
import type { PictureKeeper } from './media-api';
import { isTransient } from './outbox';

/** A wardrobe item as the page shows it: `pending` while its keep waits for a connection. */
export type WardrobeEntry = WardrobeItem & { pending?: true };

/** How a keep or a delete ended: sent (`done`), waiting in the outbox (`queued`). */
export type WardrobeChangeOutcome<T> = { state: 'done'; value: T } | { state: 'queued' };

export interface WardrobeDeps {
  db?: WorkerDb | undefined;
  keepPictures?: PictureKeeper | undefined;
  /** Removes a stored private picture (media-api.ts `forgetPicture`): a deleted item's. */
  forgetPicture?: ((url: string) => Promise<void>) | undefined;
  /** Fresh idempotency keys; default crypto.randomUUID. */
  newKey?: () => string;
  /** False while nothing can be sent (no tokens): the outbox waits for the next trigger. */
  canSend?: () => boolean;
  now?: () => number;
}

type Delivery = { state: 'done'; item?: WardrobeItem } | { state: 'dropped'; error: ApiError };

/** A sent change's answer: Ok done with the item (a keep's), or Err as the server refused it. */
function answerOf(delivery: Delivery): Result<WardrobeChangeOutcome<WardrobeItem | undefined>> {
  return delivery.state === 'done'
    ? ok({ state: 'done', value: delivery.item })
    : err(delivery.error);
}

/** Builds the wardrobe methods on a client (tests pass a client with a mocked fetch). */
export function createWardrobeApi(client: ApiClient, deps: WardrobeDeps = {}) {
  const { db } = deps;
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  const now = deps.now ?? Date.now;
  const listKey = requestKey(WARDROBE_API.wardrobe);
  /** Each change's delivery, for the call that made it to answer with. */
  const deliveries = new Map<string, Delivery>();
  let sending: Promise<void> | null = null;

  async function waiting(): Promise<StoredWardrobeChange[]> {
    try {
      return (await db?.wardrobe.all()) ?? [];
    } catch {
      return [];
    }
  }

  /** Rewrites the cached list after an answered change (never rejects). */
  async function updateCached(change: (items: WardrobeItem[]) => WardrobeItem[]): Promise<void> {
    const cached = await db?.get<WardrobeItem[]>(listKey);
    if (cached) await db?.put(listKey, change(cached.value));
  }

  async function deliver(change: StoredWardrobeChange): Promise<Delivery | 'queued'> {
    if (change.kind === 'remove') {
      const answer = await client.request<null>(`${WARDROBE_API.wardrobe}${change.id}/`, {
        method: 'DELETE',
      });
      if (!answer.ok && isTransient(answer.error)) return 'queued';
      await db?.wardrobe.delete(change.key);
      // 404: the item is gone either way.
      if (!answer.ok && answer.error.status !== 404)
        return { state: 'dropped', error: answer.error };
      // The item's picture leaves the device with it.
      const gone = (await db?.get<WardrobeItem[]>(listKey))?.value.find((i) => i.id === change.id);
      if (gone) await deps.forgetPicture?.(gone.picture_url);
      await updateCached((items) => items.filter((item) => item.id !== change.id));
      return { state: 'done' };
    }
    const answer = await client.request<WardrobeItem>(WARDROBE_API.wardrobe, {
      method: 'POST',
      json: change.request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: change.key },
    });
    if (!answer.ok && isTransient(answer.error)) return 'queued';
    await db?.wardrobe.delete(change.key);
    if (!answer.ok) return { state: 'dropped', error: answer.error };
    const item = answer.value;
    await updateCached((items) => [item, ...items.filter((other) => other.id !== item.id)]);
    void deps.keepPictures?.([item.picture_url]);
    return { state: 'done', item };
  }

  /** Sends the waiting changes in order until one gets no answer (single flight). */
  function send(): Promise<void> {
    sending ??= (async () => {
      try {
        for (const change of await waiting()) {
          if (deps.canSend && !deps.canSend()) return;
          const delivery = await deliver(change);
          if (delivery === 'queued') return;
          deliveries.set(change.key, delivery);
        }
      } catch {
        // IndexedDB failed: the changes stay where they are for the next trigger.
      } finally {
        sending = null;
      }
    })();
    return sending;
  }

  /**
   * Stores `change`, sends the outbox and answers with its delivery: Ok done / queued, or Err
   * when the server refused it. Without IndexedDB (private mode) it is sent once directly.
   */
  async function submit(
    change: StoredWardrobeChange,
  ): Promise<Result<WardrobeChangeOutcome<WardrobeItem | undefined>>> {
    try {
      if (!db) throw new Error('no IndexedDB');
      await db.wardrobe.put(change);
    } catch {
      const delivery = await deliver(change);
      return delivery === 'queued' ? offlineAnswer() : answerOf(delivery);
    }
    await send();
    // A send already under way when this change was stored may have stopped before it: once more.
    if (!deliveries.has(change.key)) await send();
    const delivery = deliveries.get(change.key);
    deliveries.delete(change.key);
    return delivery ? answerOf(delivery) : ok({ state: 'queued' });
  }

  /** The list with the waiting changes applied (see the module comment). */
  async function withWaiting(items: WardrobeItem[]): Promise<WardrobeEntry[]> {
    const changes = await waiting();
    const removed = new Set(
      changes.flatMap((change) => (change.kind === 'remove' ? [change.id] : [])),
    );
    const kept: WardrobeEntry[] = changes.flatMap((change) => {
      if (change.kind !== 'keep' || !change.request.category || !change.request.colour) return [];
      const category = change.request.category;
      return [
        {
          id: -change.seq,
          slot: categoryInfo(category).slot,
          category,
          colour: change.request.colour,
          // the server decides once the keep is sent (contract/wardrobe.ts `confirmed`)
          confirmed: { category: false, colour: false },
          seasons: [...SEASONS],
          picture_url: change.cutoutUrl ?? '',
          created_at: new Date(change.madeAt).toISOString(),
          pending: true as const,
        },
      ];
    });
    return [...kept.reverse(), ...items.filter((item) => !removed.has(item.id))];
  }

  async function nextSeq(): Promise<number> {
    return (await waiting()).reduce((max, change) => Math.max(max, change.seq), 0) + 1;
  }

  return {
    /**
     * The member's wardrobe, newest first, with the waiting changes applied (waiting keeps first,
     * `pending`). Cached stale-while-revalidate: the stored list at once, `onFresh` with the
     * network's later; offline with nothing stored, the client's Err (status 0). Every item's
     * picture is fetched ahead; the outbox is sent.
     */
    async wardrobe(onFresh?: FreshListener<WardrobeEntry[]>): Promise<Result<WardrobeEntry[]>> {
      void send();
      const answer = await staleWhileRevalidate<WardrobeItem[]>(
        db,
        listKey,
        async () => {
          const fetched = await client.request<WardrobeItem[]>(WARDROBE_API.wardrobe);
          if (fetched.ok) void deps.keepPictures?.(fetched.value.map((item) => item.picture_url));
          return fetched;
        },
        onFresh
          ? async (fresh) => onFresh(fresh.ok ? ok(await withWaiting(fresh.value)) : fresh)
          : undefined,
      );
      return answer.ok ? ok(await withWaiting(answer.value)) : answer;
    },
    /**
     * Keeps the garment of the member's upload (POST wardrobe/ with an Idempotency-Key), through
     * the outbox: Ok done with the item, Ok queued when there is no connection (the list shows
     * it as pending, `cutoutUrl` its picture meanwhile), Err with the server's Korean message
     * when refused (422 wardrobe_full, no_cutout, recognition_failed; 403 another's upload).
     */
    keepGarment(
      request: WardrobeKeepRequest,
      cutoutUrl?: string,
    ): Promise<Result<WardrobeChangeOutcome<WardrobeItem | undefined>>> {
      return nextSeq().then((seq) =>
        submit({
          kind: 'keep',
          key: newKey(),
          seq,
          madeAt: now(),
          request,
          ...(cutoutUrl ? { cutoutUrl } : {}),
        }),
      );
    },
    /**
     * Deletes an item (DELETE wardrobe/{id}/) through the outbox: Ok done, Ok queued offline
     * (the list hides it meanwhile), Err when refused. A pending item (negative id) is forgotten
     * without a request.
     */
    async removeGarment(id: number): Promise<Result<WardrobeChangeOutcome<undefined>>> {
      if (id < 0) {
        const change = (await waiting()).find((entry) => entry.seq === -id);
        if (change) await db?.wardrobe.delete(change.key);
        return ok({ state: 'done', value: undefined });
      }
      const outcome = await submit({
        kind: 'remove',
        key: newKey(),
        seq: await nextSeq(),
        madeAt: now(),
        id,
      });
      return outcome.ok
        ? ok(outcome.value.state === 'done' ? { state: 'done', value: undefined } : outcome.value)
        : outcome;
    },
    /**
     * Relabels an item (PATCH wardrobe/{id}/): Ok the item as now labelled (its slot and seasons
     * follow the category), also in the cached list; Err with a Korean message when refused or
     * offline (status 0: a relabel does not wait in the outbox).
     */
    async relabelGarment(id: number, change: WardrobeUpdateRequest): Promise<Result<WardrobeItem>> {
      const answer = await client.request<WardrobeItem>(`${WARDROBE_API.wardrobe}${id}/`, {
        method: 'PATCH',
        json: change,
      });
      if (!answer.ok) {
        return answer.error.status === 0 ? offlineAnswer() : answer;
      }
      const item = answer.value;
      await updateCached((items) => items.map((other) => (other.id === item.id ? item : other)));
      return answer;
    },
    /** Sends the wardrobe outbox now (worker start, `online`, tokens arriving). */
    sendWardrobeChanges: send,
  };
}
