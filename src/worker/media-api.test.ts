/** The private picture method (media-api.ts) over fake IndexedDB and a client with a mocked fetch. */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/api';
import { jsonResponse } from '../../test/factories/responses';
import { createApiClient } from './api-client';
import { createWorkerDb, type WorkerDb } from './cache';
import { createMediaApi, privateMediaPath } from './media-api';

const CUTOUT =
  'https://fitpick.example/media/uploads/0b6f3c1e-0000-4000-8000-000000000001.cutout.webp';
const PATH = '/media/uploads/0b6f3c1e-0000-4000-8000-000000000001.cutout.webp';
const BYTES = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
const picture = () =>
  new Response(BYTES, { status: 200, headers: { 'Content-Type': 'image/webp' } });

const dbs: WorkerDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.close();
  globalThis.indexedDB = new IDBFactory();
});

/** The method on `db` (fresh by default) whose fetch answers with `answer`; online by `net`. */
function setup(
  answer: (url: string, headers: Record<string, string>) => Response | Promise<Response>,
  db = createWorkerDb(),
  net = { online: true },
) {
  dbs.push(db);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), (init?.headers ?? {}) as Record<string, string>),
  );
  const client = createApiClient({ fetch: fetchMock, online: () => net.online });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  return { fetchMock, client, db, net, sut: createMediaApi(client, { db }) };
}

async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

describe(privateMediaPath.name, () => {
  it('should keep only the path of an upload or wardrobe picture, on whatever host the server named', () => {
    expect(privateMediaPath(CUTOUT)).toBe(PATH);
    expect(privateMediaPath('http://api.example/media/wardrobe/b.webp')).toBe(
      '/media/wardrobe/b.webp',
    );
    expect(privateMediaPath(PATH)).toBe(PATH);
    expect(privateMediaPath('https://evil.example/api/user/')).toBeNull();
    expect(privateMediaPath('/media/catalog/a.webp')).toBeNull();
    expect(privateMediaPath('/media/uploads/a/../../api/x')).toBeNull();
  });
});

describe(createMediaApi.name, () => {
  it('should fetch the picture from the app’s own API with the bearer token and answer a Blob', async () => {
    const { sut, fetchMock } = setup(() => picture());

    const outcome = await sut.privatePicture(CUTOUT);

    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.type).toBe('image/webp');
    expect(await bytesOf(outcome.value)).toEqual([...BYTES]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    // The token never leaves for the host named in the URL: the path goes to the app's API.
    expect(String(url)).toBe(PATH);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer a1');
  });

  it('should refresh the token on 401 and retry once', async () => {
    const { sut, fetchMock, client } = setup((url, headers) => {
      if (url === API.refresh) return jsonResponse(200, { access: 'a2', refresh: 'r2' });
      return headers.Authorization === 'Bearer a2' ? picture() : jsonResponse(401, {});
    });

    const outcome = await sut.privatePicture(CUTOUT);

    expect(outcome.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(client.tokens().access).toBe('a2');
  });

  it('should keep the picture in IndexedDB: a second call, a new worker (a reload) and offline are answered without a request', async () => {
    const first = setup(() => picture());
    await first.sut.privatePicture(CUTOUT);
    expect(first.fetchMock).toHaveBeenCalledTimes(1);

    const again = await first.sut.privatePicture(CUTOUT);
    expect(again.ok && (await bytesOf(again.value))).toEqual([...BYTES]);
    expect(first.fetchMock).toHaveBeenCalledTimes(1);

    // A reload: a new worker with its own connection to the same database, offline.
    await first.db.close();
    const reloaded = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      createWorkerDb(),
      { online: false },
    );
    const offline = await reloaded.sut.privatePicture(CUTOUT);
    expect(offline.ok).toBe(true);
    if (!offline.ok) return;
    expect(offline.value.type).toBe('image/webp');
    expect(await bytesOf(offline.value)).toEqual([...BYTES]);
    expect(reloaded.fetchMock).not.toHaveBeenCalled();
  });

  it('should answer Err and store nothing when the picture is gone or the device is offline', async () => {
    const gone = setup(() => jsonResponse(404, { code: 'not_found', message: '없음' }));
    const missing = await gone.sut.privatePicture(CUTOUT);
    expect(missing.ok ? null : missing.error.status).toBe(404);
    expect(await gone.db.size()).toBe(0);

    gone.net.online = false;
    const offline = await gone.sut.privatePicture(CUTOUT);
    expect(offline.ok ? null : offline.error.status).toBe(0);
  });

  it('should keep pictures ahead two at a time, each once, skipping stored ones, and never reject', async () => {
    const waiting: (() => void)[] = [];
    let inFlight = 0;
    let most = 0;
    const { sut, fetchMock } = setup(async (url) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => waiting.push(resolve));
      inFlight--;
      return url.includes('gone')
        ? jsonResponse(404, { code: 'not_found', message: '없음' })
        : picture();
    });
    const url = (name: string) => `https://fitpick.example/media/uploads/${name}.cutout.webp`;
    // The page showed one already: it is stored.
    const first = sut.privatePicture(CUTOUT);
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    waiting.shift()?.();
    await first;

    const names = ['a', 'b', 'gone', 'c', 'a'];
    const keeping = sut.keepPictures([...names.map(url), CUTOUT, null, 'https://evil.example/x']);
    // The page asks for one of them meanwhile: it joins the request under way.
    const shown = sut.privatePicture(url('a'));
    for (let settled = 0; settled < 4; settled++) {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()?.();
    }
    await expect(keeping).resolves.toBeUndefined();
    expect((await shown).ok).toBe(true);

    expect(most).toBe(2);
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    // CUTOUT was stored before; 'a' asked once for the keeping and the page together.
    expect(asked.slice(1).sort()).toEqual(
      ['a', 'b', 'c', 'gone'].map((name) => `/media/uploads/${name}.cutout.webp`),
    );
  });

  it('should never send the token for a URL that is not a private picture', async () => {
    const { sut, fetchMock } = setup(() => picture());
    const outcome = await sut.privatePicture('https://evil.example/steal');
    expect(outcome.ok).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
