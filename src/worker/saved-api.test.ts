import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/api';
import type { OutfitDetail, SavedAiOutfit } from '../../contract/picked';
import { createApiClient } from './api-client';
import { createWorkerDb, type WorkerDb } from './cache';
import { createMediaApi } from './media-api';
import { createSavedApi } from './saved-api';
import { jsonResponse } from '../../test/factories/responses';

function setup(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const client = createApiClient({ fetch: fetchMock });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  const urlOf = (call = 0) => new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://x');
  return { sut: createSavedApi(client), urlOf };
}

describe(createSavedApi.name, () => {
  it('should call by-time with order and user_id for AI outfits', async () => {
    const { sut, urlOf } = setup(() => jsonResponse(200, []));
    const outcome = await sut.savedAi({ by: 'time', order: 'oldest', user_id: 7 });
    expect(outcome).toEqual({ ok: true, value: [] });
    expect(urlOf().pathname).toBe(API.recommendPickedByTime);
    expect(urlOf().searchParams.get('order')).toBe('oldest');
    expect(urlOf().searchParams.get('user_id')).toBe('7');
  });

  it('should call by-price with sort and by-style with the Korean style for club outfits', async () => {
    const { sut, urlOf } = setup(() => jsonResponse(200, []));
    await sut.savedClub({ by: 'price', sort: 'high' });
    await sut.savedClub({ by: 'style', style: '미니멀' });
    expect(urlOf(0).pathname).toBe(API.mainPickedByPrice);
    expect(urlOf(0).searchParams.get('sort')).toBe('high');
    expect(urlOf(0).searchParams.has('user_id')).toBe(false);
    expect(urlOf(1).pathname).toBe(API.mainPickedByStyle);
    expect(urlOf(1).searchParams.get('style')).toBe('미니멀');
  });

  it('should answer an empty list when the body is not a list, and pass errors on', async () => {
    expect(
      await setup(() => jsonResponse(200, null)).sut.savedAi({ by: 'time', order: 'newest' }),
    ).toEqual({ ok: true, value: [] });
    const failed = await setup(() =>
      jsonResponse(500, { code: 'server_error', message: '오류' }),
    ).sut.savedAi({ by: 'time', order: 'newest' });
    expect(failed.ok).toBe(false);
  });
});

describe('the cut-outs of the saved AI outfits, kept for offline', () => {
  const cutout = (n: number) => `https://fitpick.example/media/uploads/u${n}.cutout.webp`;
  const saved = (id: number, cutoutUrl?: string): SavedAiOutfit =>
    ({
      uuid: `s${id}`,
      recommendation: {
        id,
        top: null,
        outer: null,
        bottom: null,
        shoes: null,
        ...(cutoutUrl ? { cutout_url: cutoutUrl, sources: { bottom: 'photo' } } : {}),
      },
    }) as unknown as SavedAiOutfit;
  /** Two outfits of one photo (one cut-out), one of another, one from a server that cuts none. */
  const LIST = [saved(1, cutout(1)), saved(2, cutout(1)), saved(3, cutout(3)), saved(4)];
  const DETAIL = { id: 5, cutout_url: cutout(5) } as unknown as OutfitDetail;
  const picture = () =>
    new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46]), {
      status: 200,
      headers: { 'Content-Type': 'image/webp' },
    });

  const dbs: WorkerDb[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.close();
    globalThis.indexedDB = new IDBFactory();
  });

  /** The saved and media methods of one worker on fake IndexedDB; `net.online` switches its network. */
  function worker(pictures: (path: string) => Response = picture) {
    const db = createWorkerDb();
    dbs.push(db);
    const net = { online: true };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://app.invalid').pathname;
      if (path === API.recommendPickedByTime) return jsonResponse(200, LIST);
      if (path === `${API.recommendPickedDetail}5/`) return jsonResponse(200, DETAIL);
      return pictures(path);
    });
    const client = createApiClient({ fetch: fetchMock, online: () => net.online });
    client.setTokens({ access: 'a1', refresh: 'r1' });
    const media = createMediaApi(client, { db });
    const keeping: Promise<void>[] = [];
    const saved = createSavedApi(client, {
      db,
      keepPictures: (urls) => {
        const kept = media.keepPictures(urls);
        keeping.push(kept);
        return kept;
      },
    });
    /** Resolves once every keeping started so far has settled. */
    const kept = () => Promise.all(keeping);
    const picturesAsked = () =>
      fetchMock.mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.startsWith('/media/uploads/'));
    return { saved, media, net, picturesAsked, kept };
  }

  it('should fetch each cut-out a saved list names once, not again on the next list, and show it offline', async () => {
    const { saved, media, net, picturesAsked, kept } = worker();

    const list = await saved.savedAi({ by: 'time', order: 'newest' });
    expect(list.ok && list.value).toHaveLength(4);
    await kept();
    expect(picturesAsked().sort()).toEqual([
      '/media/uploads/u1.cutout.webp',
      '/media/uploads/u3.cutout.webp',
    ]);

    // The list again (cached first, then the network's): the cut-outs are stored, none asked again.
    const fresh = new Promise(
      (resolve) => void saved.savedAi({ by: 'time', order: 'newest' }, resolve),
    );
    expect(await fresh).toMatchObject({ ok: true });
    await kept();
    expect(picturesAsked()).toHaveLength(2);

    // Offline, on a device where /fashion never showed them: the garment still shows.
    net.online = false;
    const offline = await media.privatePicture(cutout(3));
    expect(offline.ok && offline.value.type).toBe('image/webp');
    expect(picturesAsked()).toHaveLength(2);
  });

  it('should keep the cut-out of a saved outfit’s detail too', async () => {
    const { saved, media, net, picturesAsked, kept } = worker();
    expect((await saved.aiOutfitDetail(5)).ok).toBe(true);
    await kept();
    expect(picturesAsked()).toEqual(['/media/uploads/u5.cutout.webp']);
    net.online = false;
    expect((await media.privatePicture(cutout(5))).ok).toBe(true);
  });

  it('should answer the list as always when the cut-outs cannot be had', async () => {
    const { saved, media, net, picturesAsked, kept } = worker(() =>
      jsonResponse(404, { code: 'not_found', message: '없음' }),
    );
    const list = await saved.savedAi({ by: 'time', order: 'newest' });
    expect(list.ok && list.value.map((entry) => entry.recommendation.id)).toEqual([1, 2, 3, 4]);
    await kept();
    expect(picturesAsked()).toHaveLength(2);
    net.online = false;
    expect((await media.privatePicture(cutout(1))).ok).toBe(false);
  });
});
