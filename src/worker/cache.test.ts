import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/api';
import { createApiClient } from './api-client';
import { createWorkerDb, DB_NAME, requestKey, STORES, type WorkerDb } from './cache';
import { createOutbox } from './outbox';
import { createClubApi } from './club-api';
import { createSavedApi } from './saved-api';
import { isTokenExpired, userIdOfToken } from '../../contract/access-token';
import { createSession } from './session';
import { jsonResponse } from '../../test/factories/responses';
import { tokenFor } from '../../test/factories/tokens';

const opened: WorkerDb[] = [];
function openCache(options: Parameters<typeof createWorkerDb>[0] = {}): WorkerDb {
  const db = createWorkerDb(options);
  opened.push(db);
  return db;
}

function setup(answer: (url: string) => Response | Promise<Response>, db = openCache()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    answer(String(input)),
  );
  const client = createApiClient({ fetch: fetchMock });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  return {
    db,
    client,
    fetchMock,
    club: createClubApi(client, { db }),
    saved: createSavedApi(client, { db }),
  };
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
  vi.restoreAllMocks();
  globalThis.indexedDB = new IDBFactory(); // every test starts from empty databases
});

describe(requestKey.name, () => {
  it('should key by path and the query sorted by name, without undefined values', () => {
    expect(requestKey('/a/', { style: '캐주얼', count: 4, user_id: undefined })).toBe(
      `/a/?count=4&style=${encodeURIComponent('캐주얼')}`,
    );
    expect(requestKey('/a/', { count: 4, style: '캐주얼' })).toBe(
      requestKey('/a/', { style: '캐주얼', count: 4 }),
    );
    expect(requestKey('/a/')).toBe('/a/');
  });
});

describe(createWorkerDb.name, () => {
  it('should return a stored entry with its fetch time and miss unknown keys', async () => {
    const db = openCache({ now: () => 1_000 });
    await db.put('k', { a: 1 });
    expect(await db.get('k')).toEqual({ key: 'k', value: { a: 1 }, fetchedAt: 1_000 });
    expect(await db.get('other')).toBeUndefined();
  });

  it('should serve the cached list at once and deliver the fresh one through onFresh', async () => {
    let release: () => void = () => undefined;
    let body: unknown = [{ id: 1 }];
    const { club, fetchMock } = setup(async () => {
      const answer = jsonResponse(200, body);
      if (fetchMock.mock.calls.length > 1)
        await new Promise<void>((resolve) => (release = resolve));
      return answer;
    });
    // Nothing cached: the network's answer, and no callback.
    const first = vi.fn();
    expect(await club.mainByStyle('캐주얼', 4, first)).toEqual({ ok: true, value: [{ id: 1 }] });
    expect(first).not.toHaveBeenCalled();
    // Cached: answered before the (held) network call ends, then the fresh list arrives.
    body = [{ id: 2 }];
    const onFresh = vi.fn();
    expect(await club.mainByStyle('캐주얼', 4, onFresh)).toEqual({ ok: true, value: [{ id: 1 }] });
    expect(onFresh).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(onFresh).toHaveBeenCalledWith({ ok: true, value: [{ id: 2 }] }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('should send the request while the cache is still being read, not after', async () => {
    let openCacheRead: () => void = () => undefined;
    const db = openCache();
    const read = db.get.bind(db);
    // A first visit's IndexedDB that takes its time to open and answer.
    vi.spyOn(db, 'get').mockImplementation(async (key) => {
      await new Promise<void>((resolve) => (openCacheRead = resolve));
      return read(key);
    });
    const { club, fetchMock } = setup(() => jsonResponse(200, [{ id: 1 }]), db);
    const answer = club.mainRandom(4);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    openCacheRead();
    expect(await answer).toEqual({ ok: true, value: [{ id: 1 }] });
  });

  it('should cache saved lists per query and club details per id', async () => {
    const { saved, club, db } = setup((url) =>
      jsonResponse(200, url.includes('by-price') ? [{ id: 9 }] : { id: 5, total_price: 1 }),
    );
    await saved.savedClub({ by: 'price', sort: 'high', user_id: 3 });
    await club.clubOutfitDetail(5);
    expect(
      (await db.get(requestKey(API.mainPickedByPrice, { sort: 'high', user_id: 3 })))?.value,
    ).toEqual([{ id: 9 }]);
    expect((await db.get(`${API.mainPickedDetail}5/`))?.value).toEqual({ id: 5, total_price: 1 });
    expect(
      await db.get(requestKey(API.mainPickedByPrice, { sort: 'low', user_id: 3 })),
    ).toBeUndefined();
  });

  it('should answer from the network when offline and nothing is cached, and keep the cache on failure', async () => {
    let online = true;
    const { club } = setup(() => {
      if (!online) throw new TypeError('offline');
      return jsonResponse(200, { id: 5 });
    });
    online = false;
    expect((await club.clubOutfitDetail(5)).ok).toBe(false);
    online = true;
    await club.clubOutfitDetail(5);
    online = false;
    const onFresh = vi.fn();
    expect(await club.clubOutfitDetail(5, onFresh)).toEqual({ ok: true, value: { id: 5 } });
    await vi.waitFor(() =>
      expect(onFresh).toHaveBeenCalledWith(expect.objectContaining({ ok: false })),
    );
    expect(await club.clubOutfitDetail(5)).toEqual({ ok: true, value: { id: 5 } });
  });

  it('should evict the oldest entries beyond the count bound', async () => {
    let clock = 0;
    const db = openCache({ now: () => ++clock, maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await db.put(key, key);
    expect(await db.size()).toBe(3);
    expect(await db.get('a')).toBeUndefined();
    expect(await db.get('b')).toBeUndefined();
    expect((await db.get('e'))?.value).toBe('e');
  });

  it('should neither return nor keep entries older than the age bound', async () => {
    let clock = 0;
    const db = openCache({ now: () => clock, maxAgeMs: 1_000 });
    await db.put('old', 1);
    clock = 500;
    await db.put('young', 2);
    clock = 1_200;
    expect(await db.get('old')).toBeUndefined();
    expect((await db.get('young'))?.value).toBe(2);
    await db.put('new', 3); // a write sweeps expired entries
    expect(await db.size()).toBe(2);
  });

  it('should evict the oldest and retry when the quota is full, never failing the request', async () => {
    let clock = 0;
    const db = openCache({ now: () => ++clock });
    for (const key of ['a', 'b', 'c', 'd']) await db.put(key, key);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    put.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await db.put('e', 'e');
    expect((await db.get('e'))?.value).toBe('e');
    expect(await db.get('a')).toBeUndefined(); // the oldest quarter made room
    expect(await db.size()).toBe(4);

    // A store that never has room: the answer still reaches the page.
    put.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { club } = setup(() => jsonResponse(200, [{ id: 1 }]), db);
    expect(await club.mainByStyle('미니멀', 4)).toEqual({ ok: true, value: [{ id: 1 }] });
  });

  it('should clear responses and the outbox on logout and when another user signs in', async () => {
    const db = openCache();
    const fill = async () => {
      await db.put('k', 1);
      await db.outbox.put({
        target: 'club:1',
        kind: 'club',
        id: 1,
        liked: true,
        key: 'x',
        seq: 1,
        attempts: 0,
      });
    };
    expect(await db.setOwner(1)).toBe(false); // an anonymous cache is adopted
    await fill();
    expect(await db.setOwner(1)).toBe(false);
    expect(await db.get('k')).toBeDefined();
    expect(await db.setOwner(2)).toBe(true);
    expect(await db.get('k')).toBeUndefined();
    expect(await db.outbox.all()).toEqual([]);
    await fill();
    expect(await db.setOwner(null)).toBe(true);
    expect(await db.size()).toBe(0);
    expect(await db.outbox.all()).toEqual([]);
  });

  it('should clear on an explicit logout or another user, not on a start without tokens', async () => {
    const { db, client } = setup(() => jsonResponse(200, {}));
    const outbox = createOutbox({ db, client, canSend: () => false });
    const session = createSession({ db, client, outbox });
    await db.setOwner(1);
    await db.put('k', 1);
    await session.setTokens(null); // a new tab: sessionStorage is empty
    expect(await db.get('k')).toBeDefined();
    await session.setTokens({ access: tokenFor(1), refresh: 'r' });
    expect(await db.get('k')).toBeDefined();
    await session.setTokens({ access: tokenFor(2), refresh: 'r' });
    expect(await db.get('k')).toBeUndefined();
    await db.put('k', 2);
    await session.setTokens(null); // logout
    expect(await db.get('k')).toBeUndefined();
    expect(client.tokens()).toEqual({ access: null, refresh: null });
    outbox.dispose();
  });

  it('should read the user id from the token’s sub claim', () => {
    expect(userIdOfToken(tokenFor(42))).toBe(42);
    expect(userIdOfToken('not-a-jwt')).toBeNull();
    expect(userIdOfToken(null)).toBeNull();
  });

  it('should tell an access token whose exp claim has passed (the service worker gives up its replay)', () => {
    const token = tokenFor(7, 1_000);
    expect(isTokenExpired(token, 999_000)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
    expect(isTokenExpired(tokenFor(7))).toBe(false);
  });

  it('should clear every store at logout, also in a worker that never held the member’s tokens', async () => {
    const db = openCache();
    await db.setOwner(1);
    await db.put('picture:/media/uploads/a.cutout.webp', { bytes: new ArrayBuffer(1), type: 'x' });
    const client = createApiClient({ fetch: vi.fn() });
    const outbox = createOutbox({ db, client, canSend: () => false });
    await outbox.toggle('ai', 3, true);
    expect(await db.outbox.all()).toHaveLength(1);
    const session = createSession({ db, client, outbox }); // a page started after the sign-in
    await session.forget();
    expect(await db.size()).toBe(0);
    expect(await db.outbox.all()).toEqual([]);
    expect(await db.owner()).toBeNull();
    outbox.dispose();
  });

  it('should drop an answer that arrives after its member logged out, never keeping it for the next', async () => {
    const db = openCache();
    await db.setOwner(1);
    let answer: (response: Response) => void = () => undefined;
    const { saved } = setup(() => new Promise<Response>((resolve) => (answer = resolve)), db);
    const loading = saved.savedAi({ by: 'time', order: 'newest' });
    await vi.waitFor(() => expect(answer).not.toBe(undefined));
    await db.clear();
    await db.setOwner(null); // logout while the request was on its way
    answer(jsonResponse(200, []));
    await loading;
    expect(await db.size()).toBe(0);
  });

  it('should upgrade a version 1 database and keep its entries', async () => {
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(database) {
        database
          .createObjectStore(STORES.responses, { keyPath: 'key' })
          .createIndex('fetchedAt', 'fetchedAt');
        database.createObjectStore(STORES.meta);
      },
    });
    await v1.put(STORES.responses, { key: 'k', value: 'kept', fetchedAt: Date.now() });
    expect([...v1.objectStoreNames]).not.toContain(STORES.outbox);
    v1.close();

    const db = openCache();
    expect((await db.get('k'))?.value).toBe('kept');
    await db.outbox.put({
      target: 'ai:1',
      kind: 'ai',
      id: 1,
      liked: true,
      key: 'x',
      seq: 1,
      attempts: 0,
    });
    expect(await db.outbox.all()).toHaveLength(1);
  });
});
