import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/api';
import { WARDROBE_API, type WardrobeItem } from '../../contract/wardrobe';
import { jsonResponse } from '../../test/factories/responses';
import { createApiClient } from './api-client';
import { createWorkerDb, type WorkerDb } from './cache';
import { createMediaApi, PICTURE_KEY_PREFIX } from './media-api';
import { createWardrobeApi } from './wardrobe-api';

/** One request as the server saw it. */
interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | undefined;
}

const SHIRT: WardrobeItem = {
  id: 11,
  slot: 'top',
  category: '셔츠&블라우스 - 긴소매',
  colour: '네이비',
  confirmed: { category: true, colour: true },
  seasons: ['봄', '여름', '가을', '겨울'],
  picture_url: 'http://localhost:8000/media/wardrobe/aaaa.webp',
  created_at: '2026-11-20T10:00:00.000Z',
};
const JEANS: WardrobeItem = {
  ...SHIRT,
  id: 12,
  slot: 'bottom',
  category: '데님 팬츠',
  colour: '중청',
  picture_url: 'http://localhost:8000/media/wardrobe/bbbb.webp',
};
const KEEP = {
  image_url: 'http://localhost:8000/media/uploads/cccc.jpg',
  category: '슈트 팬츠&슬랙스',
  colour: '베이지',
} as const;
const CUTOUT = 'http://localhost:8000/media/uploads/cccc.cutout.webp';

const opened: WorkerDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  globalThis.indexedDB = new IDBFactory(); // every test starts from empty databases
});

/** A wardrobe API over a fresh (or the given) database; the server is `serve` (or offline). */
function setup(serve: { current: ((sent: Sent) => Response) | 'offline' }, db = createWorkerDb()) {
  opened.push(db);
  const sent: Sent[] = [];
  let counter = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Sent = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      key: headers[IDEMPOTENCY_KEY_HEADER],
    };
    if (serve.current === 'offline') throw new TypeError('Failed to fetch');
    sent.push(call);
    return serve.current(call);
  });
  const client = createApiClient({ fetch: fetchMock });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  const keepPictures = vi.fn(async () => undefined);
  const api = createWardrobeApi(client, {
    db,
    keepPictures,
    forgetPicture: createMediaApi(client, { db }).forgetPicture,
    newKey: () => `key-${++counter}`,
    now: () => Date.parse('2026-11-27T09:00:00.000Z'),
  });
  return { api, db, sent, keepPictures };
}

/** A server holding `items`: lists them, keeps a new one, deletes one. */
function wardrobeServer(items: WardrobeItem[]) {
  return (sent: Sent): Response => {
    if (sent.method === 'GET') return jsonResponse(200, items);
    if (sent.method === 'POST') {
      const body = sent.body as typeof KEEP;
      const item: WardrobeItem = {
        ...SHIRT,
        id: 13,
        slot: 'bottom',
        category: body.category,
        colour: body.colour,
        picture_url: 'http://localhost:8000/media/wardrobe/dddd.webp',
      };
      items.unshift(item);
      return jsonResponse(201, item);
    }
    const id = Number(sent.path.split('/').at(-2));
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) return jsonResponse(404, { code: 'not_found', message: '없어요' });
    items.splice(index, 1);
    return new Response(null, { status: 204 });
  };
}

describe(createWardrobeApi.name, () => {
  it('should show the stored wardrobe offline, with every picture fetched ahead while online', async () => {
    const serve: { current: ((sent: Sent) => Response) | 'offline' } = {
      current: wardrobeServer([SHIRT, JEANS]),
    };
    const { api, keepPictures } = setup(serve);
    expect(await api.wardrobe()).toEqual({ ok: true, value: [SHIRT, JEANS] });
    expect(keepPictures).toHaveBeenCalledWith([SHIRT.picture_url, JEANS.picture_url]);

    serve.current = 'offline';
    expect(await api.wardrobe()).toEqual({ ok: true, value: [SHIRT, JEANS] });
  });

  it('should keep a garment offline in the outbox, show it as pending, and send it once online', async () => {
    const items = [SHIRT];
    const serve: { current: ((sent: Sent) => Response) | 'offline' } = {
      current: wardrobeServer(items),
    };
    const { api, db, sent } = setup(serve);
    await api.wardrobe();

    serve.current = 'offline';
    expect(await api.keepGarment(KEEP, CUTOUT)).toEqual({ ok: true, value: { state: 'queued' } });
    const offline = await api.wardrobe();
    expect(offline.ok && offline.value).toEqual([
      {
        id: -1,
        slot: 'bottom',
        category: '슈트 팬츠&슬랙스',
        colour: '베이지',
        confirmed: { category: false, colour: false },
        seasons: ['봄', '여름', '가을', '겨울'],
        picture_url: CUTOUT,
        created_at: '2026-11-27T09:00:00.000Z',
        pending: true,
      },
      SHIRT,
    ]);
    // kept across a restart of the worker: a new API over the same database sends it
    serve.current = wardrobeServer(items);
    const restarted = setup(serve, db);
    await restarted.api.sendWardrobeChanges();
    const posts = sent
      .concat(restarted.sent)
      .filter((call) => call.method === 'POST')
      .map(({ body, key }) => ({ body, key }));
    expect(posts).toEqual([{ body: KEEP, key: 'key-1' }]);
    const online = await restarted.api.wardrobe();
    expect(online.ok && online.value.map((item) => [item.id, item.pending])).toEqual([
      [13, undefined],
      [11, undefined],
    ]);
  });

  it('should hide an item deleted offline at once and delete it on the server once online', async () => {
    const items = [SHIRT, JEANS];
    const serve: { current: ((sent: Sent) => Response) | 'offline' } = {
      current: wardrobeServer(items),
    };
    const { api, sent } = setup(serve);
    await api.wardrobe();
    serve.current = 'offline';
    expect(await api.removeGarment(JEANS.id)).toEqual({ ok: true, value: { state: 'queued' } });
    const offline = await api.wardrobe();
    expect(offline.ok && offline.value.map((item) => item.id)).toEqual([SHIRT.id]);

    serve.current = wardrobeServer(items);
    await api.sendWardrobeChanges();
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${WARDROBE_API.wardrobe}${JEANS.id}/`,
    ]);
    expect(items.map((item) => item.id)).toEqual([SHIRT.id]);
    // a delete answered 404 (already gone) is done too: the outbox is empty after it
    expect(await api.removeGarment(JEANS.id)).toEqual({
      ok: true,
      value: { state: 'done', value: undefined },
    });
  });

  it('should remove a deleted item’s picture from the device once the delete lands', async () => {
    const items = [SHIRT, JEANS];
    const { api, db } = setup({ current: wardrobeServer(items) });
    await api.wardrobe();
    const stored = (url: string) => db.get(`${PICTURE_KEY_PREFIX}${new URL(url).pathname}`);
    for (const item of items)
      await db.put(`${PICTURE_KEY_PREFIX}${new URL(item.picture_url).pathname}`, {
        bytes: new ArrayBuffer(4),
        type: 'image/webp',
      });
    await api.removeGarment(JEANS.id);
    expect(await stored(JEANS.picture_url)).toBeUndefined();
    expect(await stored(SHIRT.picture_url)).toBeDefined();
  });

  it("should drop a keep the server refuses and answer with the server's Korean message", async () => {
    const serve = {
      current: (sent: Sent) =>
        sent.method === 'POST'
          ? jsonResponse(422, { code: 'wardrobe_full', message: '내 옷장이 가득 찼어요.' })
          : jsonResponse(200, []),
    };
    const { api, db } = setup(serve);
    const answer = await api.keepGarment(KEEP, CUTOUT);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.message).toBe('내 옷장이 가득 찼어요.');
    expect(await db.wardrobe.all()).toEqual([]);
  });

  it('should forget a pending keep deleted before it was sent, sending nothing', async () => {
    const serve: { current: ((sent: Sent) => Response) | 'offline' } = { current: 'offline' };
    const { api, sent } = setup(serve);
    await api.keepGarment(KEEP, CUTOUT);
    expect(await api.removeGarment(-1)).toEqual({
      ok: true,
      value: { state: 'done', value: undefined },
    });
    serve.current = wardrobeServer([]);
    await api.sendWardrobeChanges();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('should refuse a relabel offline with a Korean message, and update the stored list after one', async () => {
    const items = [SHIRT];
    const serve: { current: ((sent: Sent) => Response) | 'offline' } = {
      current: (sent) =>
        sent.method === 'PATCH'
          ? jsonResponse(200, { ...SHIRT, colour: '화이트' })
          : jsonResponse(200, items),
    };
    const { api } = setup(serve);
    await api.wardrobe();
    expect(await api.relabelGarment(SHIRT.id, { colour: '화이트' })).toMatchObject({
      ok: true,
      value: { colour: '화이트' },
    });
    serve.current = 'offline';
    const stored = await api.wardrobe();
    expect(stored.ok && stored.value[0]?.colour).toBe('화이트');
    const refused = await api.relabelGarment(SHIRT.id, { colour: '블랙' });
    expect(!refused.ok && refused.error.message).toMatch(/오프라인/);
  });
});
