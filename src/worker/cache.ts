/**
 * The ONLY module that touches IndexedDB (STYLE.md §5, §6.5).
 *
 * One database with five stores:
 * - responses: GET answers of the catalogue (club outfits random / by-price / by-style, outfit
 *   details) and of the member's saved lists, keyed by request (path + sorted query, see
 *   requestKey), each entry with its fetch time in ms. Bounded by count and age; a full quota
 *   evicts the oldest entries and retries, and never fails the request.
 * - outbox: the like intents of src/worker/outbox.ts, one per outfit (`target` = 'ai:3').
 * - photos: the photo outbox of src/worker/photo-outbox.ts: photos taken without a connection,
 *   waiting to be sent, and the last answers with their photos (최근 코디).
 * - wardrobe outbox: changes to 내 옷장 (keeps, deletes) waiting for a connection
 *   (src/worker/wardrobe-api.ts).
 * - meta: the owner's user id, so that a logout or another user clears the stores.
 *
 * Everything here resolves; IndexedDB failures (private mode, quota) degrade to "no cache".
 */
import {
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import { ok, type Result } from '../../contract/result';
import type { OutfitKind } from '../../contract/picked';
import type { GeneratorResponse } from '../../contract/api';
import type { CategoryName, PhotoColourName } from '../../contract/taxonomy';
import type { WardrobeKeepRequest } from '../../contract/wardrobe';
import type { ApiClient, RequestOptions } from './api-client';
import type { Outbox } from './outbox';

// DO NOT CHANGE the persisted names below: renaming one loses every shopper's cache and
// outbox. A schema change bumps DB_VERSION and adds a step to `upgrade`.
/** The database name (persistent). */
export const DB_NAME = 'fitpick-worker-v1';
/** Store names, each with a version suffix (persistent). */
export const STORES = {
  responses: 'responses-v1',
  outbox: 'outbox-v1',
  meta: 'meta-v1',
  photos: 'photos-v1',
  wardrobe: 'wardrobe-outbox-v1',
} as const;
/** Schema version: 1 = responses + meta, 2 = + outbox, 3 = + photos, 4 = + wardrobe outbox. */
export const DB_VERSION = 4;
const META_OWNER = 'owner';

/** Bounds of the response store (the offline core). */
export const CACHE_LIMITS = { maxEntries: 200, maxAgeMs: 7 * 24 * 3600 * 1000 } as const;

/** One cached GET answer; `fetchedAt` in ms since the epoch. */
export interface CacheEntry<T = unknown> {
  key: string;
  value: T;
  fetchedAt: number;
}

/** A like intent as stored in the outbox (see outbox.ts). */
export interface StoredIntent {
  /** `${kind}:${id}`: one intent per outfit. */
  target: string;
  kind: OutfitKind;
  id: number;
  /** The desired state the server must end in. */
  liked: boolean;
  /** The Idempotency-Key sent with every delivery of this intent. */
  key: string;
  /** Order of the intent (larger = newer). */
  seq: number;
  /** Failed deliveries so far. */
  attempts: number;
}

/** A photo of the photo outbox (see photo-outbox.ts): waiting to be sent, or answered. */
export interface StoredPhoto {
  id: string;
  /** The downscaled JPEG's bytes (the camera page's capture) and MIME type. */
  image: ArrayBuffer;
  type: string;
  /** When the shopper asked for outfits, ms since the epoch. */
  takenAt: number;
  /** What the shopper confirmed before asking, sent with the generator call. */
  category?: CategoryName;
  colour?: PhotoColourName;
  /**
   * The whole outfit's budget in won: remembered when the photo was kept and sent with the
   * generator call; dropped when no outfit fits it (photo-outbox.ts), so an answer keeps to it.
   */
  budget?: number;
  /** Idempotency-Keys of its upload and of its generator call, kept across restarts. */
  uploadKey: string;
  answerKey: string;
  /** The server's address of the photo once uploaded. */
  imageUrl?: string;
  /**
   * The member's access token when the photo was kept: the service worker sends with it when no
   * page is open (sw/photo-sync.ts; the like queue's token rule), nothing else does.
   */
  token?: string;
  state: 'waiting' | 'answered';
  answer?: GeneratorResponse;
  /** When the answer arrived, ms since the epoch. */
  answeredAt?: number;
}

/**
 * A change to the member's 내 옷장 made while it could not be sent (wardrobe-api.ts): keeping a
 * garment (`keep`, its request and the upload's cut-out to show meanwhile) or deleting an item
 * (`remove`, its id).
 */
export type StoredWardrobeChange = {
  /** The Idempotency-Key of its delivery; also the store's key. */
  key: string;
  /** Order of the change (larger = newer). */
  seq: number;
  /** When the shopper made it, ms since the epoch. */
  madeAt: number;
} & (
  | { kind: 'keep'; request: WardrobeKeepRequest; cutoutUrl?: string }
  | { kind: 'remove'; id: number }
);

interface FitpickDb extends DBSchema {
  'responses-v1': { key: string; value: CacheEntry; indexes: { fetchedAt: number } };
  'outbox-v1': { key: string; value: StoredIntent; indexes: { seq: number } };
  'meta-v1': { key: string; value: number | null };
  'photos-v1': { key: string; value: StoredPhoto; indexes: { takenAt: number } };
  'wardrobe-outbox-v1': { key: string; value: StoredWardrobeChange; indexes: { seq: number } };
}

/** The cache key of a request: the path plus its query, sorted by name ('' values dropped). */
export function requestKey(
  path: string,
  query: Record<string, string | number | undefined> = {},
): string {
  const params = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return params ? `${path}?${params}` : path;
}

/** Is `error` a full-quota failure (DOMException QuotaExceededError)? */
export function isQuotaError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'QuotaExceededError';
}

export interface WorkerDbOptions {
  /** Database name (tests may use their own); default DB_NAME. */
  name?: string;
  /** Clock in ms; default Date.now. */
  now?: () => number;
  maxEntries?: number;
  /** Entries older than this (ms) are neither returned nor kept. */
  maxAgeMs?: number;
}

/** The worker's IndexedDB; see the module comment. */
export interface WorkerDb {
  /** The fresh-enough entry for `key`, or undefined (also when IndexedDB fails). */
  get<T>(key: string): Promise<CacheEntry<T> | undefined>;
  /**
   * Stores an answer with fetchedAt = now; evicts to stay bounded; never rejects. With `owner`
   * (the owner() read when the request left), the answer is stored only while that is still the
   * owner: an answer of a member who logged out (or was replaced) meanwhile is dropped, never
   * kept for the next one.
   */
  put(key: string, value: unknown, owner?: number | null): Promise<void>;
  /** Removes the response (or picture) under `key`; never rejects. */
  delete(key: string): Promise<void>;
  /** The stored owner's user id (null: none, also when IndexedDB fails). */
  owner(): Promise<number | null>;
  /** Number of stored responses (for tests and diagnostics). */
  size(): Promise<number>;
  /**
   * Records the signed-in user (null = signed out). A logout (a user → null) or another user
   * (a user → a different user) clears responses and the outboxes; null → a user adopts the cache.
   * Resolves to true when it cleared.
   */
  setOwner(userId: number | null): Promise<boolean>;
  /** Clears responses, the like, photo and wardrobe outboxes (meta keeps no owner). */
  clear(): Promise<void>;
  /** The outbox store (outbox.ts's persistence). */
  outbox: {
    all(): Promise<StoredIntent[]>;
    get(target: string): Promise<StoredIntent | undefined>;
    put(intent: StoredIntent): Promise<void>;
    /** Deletes `target` only while its stored key is still `key` (a newer intent stays). */
    deleteIfKey(target: string, key: string): Promise<void>;
  };
  /** The photo outbox's store (photo-outbox.ts's persistence); rejects when IndexedDB fails. */
  photos: {
    /** Every stored photo, oldest first. */
    all(): Promise<StoredPhoto[]>;
    put(photo: StoredPhoto): Promise<void>;
    delete(id: string): Promise<void>;
  };
  /** The wardrobe outbox's store (wardrobe-api.ts); rejects when IndexedDB fails. */
  wardrobe: {
    /** Every waiting change, oldest first. */
    all(): Promise<StoredWardrobeChange[]>;
    put(change: StoredWardrobeChange): Promise<void>;
    delete(key: string): Promise<void>;
  };
  /** Closes the connection (tests; the next call reopens). */
  close(): Promise<void>;
}

/** Opens (lazily) and upgrades the database; see WorkerDb. */
export function createWorkerDb(options: WorkerDbOptions = {}): WorkerDb {
  const name = options.name ?? DB_NAME;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? CACHE_LIMITS.maxEntries;
  const maxAgeMs = options.maxAgeMs ?? CACHE_LIMITS.maxAgeMs;
  let opening: Promise<IDBPDatabase<FitpickDb>> | null = null;

  function db(): Promise<IDBPDatabase<FitpickDb>> {
    opening ??= openDB<FitpickDb>(name, DB_VERSION, {
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          const responses = database.createObjectStore(STORES.responses, { keyPath: 'key' });
          responses.createIndex('fetchedAt', 'fetchedAt');
          database.createObjectStore(STORES.meta);
        }
        if (oldVersion < 2) {
          const outbox = database.createObjectStore(STORES.outbox, { keyPath: 'target' });
          outbox.createIndex('seq', 'seq');
        }
        if (oldVersion < 3) {
          const photos = database.createObjectStore(STORES.photos, { keyPath: 'id' });
          photos.createIndex('takenAt', 'takenAt');
        }
        if (oldVersion < 4) {
          const wardrobe = database.createObjectStore(STORES.wardrobe, { keyPath: 'key' });
          wardrobe.createIndex('seq', 'seq');
        }
      },
      blocking() {
        // A newer version wants the database: let it upgrade, reopen on the next call.
        void close();
      },
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  }

  async function close(): Promise<void> {
    const current = opening;
    opening = null;
    if (current) (await current.catch(() => null))?.close();
  }

  /** Runs `work` in one transaction over `stores` and waits for it to commit. */
  async function tx<R, M extends IDBTransactionMode>(
    stores: StoreNames<FitpickDb>[],
    mode: M,
    work: (t: IDBPTransaction<FitpickDb, StoreNames<FitpickDb>[], M>) => Promise<R>,
  ): Promise<R> {
    const t = (await db()).transaction(stores, mode);
    const [result] = await Promise.all([work(t), t.done]);
    return result;
  }

  /** Deletes the `count` oldest responses and those older than maxAgeMs. */
  async function evict(count: number): Promise<void> {
    await tx([STORES.responses], 'readwrite', async (t) => {
      const store = t.objectStore(STORES.responses);
      const cutoff = now() - maxAgeMs;
      let cursor = await store.index('fetchedAt').openCursor();
      let removed = 0;
      while (cursor && (removed < count || cursor.value.fetchedAt < cutoff)) {
        await cursor.delete();
        removed++;
        cursor = await cursor.continue();
      }
    });
  }

  /** Writes `entry`; with `owner`, only while the stored owner is that one. */
  async function writeEntry(entry: CacheEntry, owner: number | null | undefined): Promise<void> {
    await tx([STORES.responses, STORES.meta], 'readwrite', async (t) => {
      if (
        owner !== undefined &&
        ((await t.objectStore(STORES.meta).get(META_OWNER)) ?? null) !== owner
      )
        return;
      await t.objectStore(STORES.responses).put(entry);
    });
  }

  async function clearAll(): Promise<void> {
    const stores = [STORES.responses, STORES.outbox, STORES.photos, STORES.wardrobe] as const;
    await tx([...stores], 'readwrite', async (t) => {
      await Promise.all(stores.map((store) => t.objectStore(store).clear()));
    });
  }

  return {
    async get<T>(key: string) {
      try {
        const entry = await (await db()).get(STORES.responses, key);
        if (!entry || now() - entry.fetchedAt > maxAgeMs) return undefined;
        return entry as CacheEntry<T>;
      } catch {
        return undefined;
      }
    },
    async put(key, value, owner) {
      const entry: CacheEntry = { key, value, fetchedAt: now() };
      try {
        // Quota full: evict the oldest quarter (at least one) and retry, a few times at most.
        for (let attempt = 0; ; attempt++) {
          try {
            await writeEntry(entry, owner);
            break;
          } catch (error) {
            if (!isQuotaError(error) || attempt >= 3) return;
            const total = await (await db()).count(STORES.responses);
            if (total === 0) return;
            await evict(Math.max(1, Math.ceil(total / 4)));
          }
        }
        const total = await (await db()).count(STORES.responses);
        await evict(Math.max(0, total - maxEntries));
      } catch {
        // A cache that cannot write is no cache; the request already succeeded.
      }
    },
    async delete(key) {
      try {
        await (await db()).delete(STORES.responses, key);
      } catch {
        // Nothing stored to remove.
      }
    },
    async owner() {
      try {
        return (await (await db()).get(STORES.meta, META_OWNER)) ?? null;
      } catch {
        return null;
      }
    },
    async size() {
      return (await db()).count(STORES.responses);
    },
    async setOwner(userId) {
      try {
        const stored = await (await db()).get(STORES.meta, META_OWNER);
        const previous = stored ?? null;
        const clears = previous !== null && previous !== userId;
        if (clears) await clearAll();
        if (previous !== userId) await (await db()).put(STORES.meta, userId, META_OWNER);
        return clears;
      } catch {
        return false;
      }
    },
    async clear() {
      try {
        await clearAll();
      } catch {
        // Nothing stored to clear.
      }
    },
    outbox: {
      async all() {
        return (await db()).getAllFromIndex(STORES.outbox, 'seq');
      },
      async get(target) {
        return (await db()).get(STORES.outbox, target);
      },
      async put(intent) {
        await (await db()).put(STORES.outbox, intent);
      },
      async deleteIfKey(target, key) {
        await tx([STORES.outbox], 'readwrite', async (t) => {
          const store = t.objectStore(STORES.outbox);
          const current = await store.get(target);
          if (current?.key === key) await store.delete(target);
        });
      },
    },
    photos: {
      async all() {
        return (await db()).getAllFromIndex(STORES.photos, 'takenAt');
      },
      async put(photo) {
        await (await db()).put(STORES.photos, photo);
      },
      async delete(id) {
        await (await db()).delete(STORES.photos, id);
      },
    },
    wardrobe: {
      async all() {
        return (await db()).getAllFromIndex(STORES.wardrobe, 'seq');
      },
      async put(change) {
        await (await db()).put(STORES.wardrobe, change);
      },
      async delete(key) {
        await (await db()).delete(STORES.wardrobe, key);
      },
    },
    close,
  };
}

/** Receives the network's answer after a cached one was returned (a comlink-proxied callback). */
export type FreshListener<T> = (fresh: Result<T>) => unknown;

/** Optional offline parts of the worker's API modules: the IndexedDB response cache and the like outbox. */
export interface OfflineDeps {
  db?: WorkerDb | undefined;
  outbox?: Outbox | undefined;
}

/**
 * A GET through `client`, cached stale-while-revalidate under its path and query (see
 * staleWhileRevalidate); without `db`, just the request.
 */
export function cachedGet<T>(
  client: ApiClient,
  db: WorkerDb | undefined,
  path: string,
  options: Pick<RequestOptions, 'query' | 'auth'> = {},
  onFresh?: FreshListener<T>,
): Promise<Result<T>> {
  return staleWhileRevalidate<T>(
    db,
    requestKey(path, options.query),
    () => client.request<T>(path, options),
    onFresh,
  );
}

/**
 * Stale-while-revalidate (the offline core): resolves at once with the cached value when there is
 * one and calls `onFresh` with the network's Result when it arrives (errors included, the cache
 * is kept); with nothing cached it resolves with the network's Result. Successful answers are
 * stored under `key`.
 */
export async function staleWhileRevalidate<T>(
  cache: WorkerDb | undefined,
  key: string,
  load: () => Promise<Result<T>>,
  onFresh?: FreshListener<T>,
): Promise<Result<T>> {
  if (!cache) return load();
  // The request leaves before the cache is read: on a first visit, opening IndexedDB must not
  // hold the network back. Its answer is kept only for the owner of when it left.
  const owner = cache.owner();
  const network = load().then(async (answer) => {
    if (answer.ok) await cache.put(key, answer.value, await owner);
    return answer;
  });
  const cached = await cache.get<T>(key);
  if (!cached) return network;
  void network.then((answer) => {
    try {
      void Promise.resolve(onFresh?.(answer)).catch(() => undefined);
    } catch {
      // A closed page's callback: nothing to update.
    }
  });
  return ok(cached.value);
}

/**
 * Network first (the offline core): the network's answer, stored under `key` when it succeeded; when
 * no answer arrived at all (offline, timeout: status 0) the stored value instead, if any. Used
 * where an answer from the server must win when there is one (user info, whose 401 sends the
 * member to /; the liked ids).
 */
export async function networkFirst<T>(
  cache: WorkerDb | undefined,
  key: string,
  load: () => Promise<Result<T>>,
): Promise<Result<T>> {
  const owner = cache?.owner();
  const answer = await load();
  if (answer.ok) await cache?.put(key, answer.value, await owner);
  else if (answer.error.status === 0) {
    const cached = await cache?.get<T>(key);
    if (cached) return ok(cached.value);
  }
  return answer;
}
