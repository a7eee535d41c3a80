import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '../../contract/api';
import { createApiClient } from './api-client';
import { createWorkerDb, type WorkerDb } from './cache';
import { createOutbox, isTransient, type Outbox } from './outbox';
import { createLikesApi } from './likes-api';
import { createSavedApi } from './saved-api';
import { jsonResponse } from '../../test/factories/responses';

/** One toggle request as the server saw it. */
interface Sent {
  path: string;
  body: Record<string, unknown>;
  key: string | undefined;
  auth: string | undefined;
}

type Answer = (sent: Sent) => Response | Promise<Response>;

const opened: { db: WorkerDb; outbox: Outbox }[] = [];

/** An outbox over a fresh (or the given) database and a client whose fetch `answer`s toggles. */
function setup(answer: Answer, options: { db?: WorkerDb } = {}) {
  const db = options.db ?? createWorkerDb();
  const sent: Sent[] = [];
  let counter = 0;
  let refreshes = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (path === API.refresh) {
      refreshes++;
      return jsonResponse(200, { access: `a${refreshes + 1}` });
    }
    const call: Sent = {
      path,
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      key: headers[IDEMPOTENCY_KEY_HEADER],
      auth: headers.Authorization,
    };
    sent.push(call);
    return answer(call);
  });
  const client = createApiClient({ fetch: fetchMock });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  const outbox = createOutbox({ db, client, newKey: () => `key-${++counter}`, baseDelayMs: 1_000 });
  const dropped = vi.fn();
  outbox.onDrop(dropped);
  opened.push({ db, outbox });
  return { db, client, outbox, sent, dropped, fetchMock, refreshes: () => refreshes };
}

const added = () => jsonResponse(201, { status: 'added' });
const offline = (): Response => {
  throw new TypeError('Failed to fetch');
};

afterEach(async () => {
  for (const { db, outbox } of opened.splice(0)) {
    outbox.dispose();
    await db.close();
  }
  vi.useRealTimers();
  globalThis.indexedDB = new IDBFactory(); // every test starts from empty databases
});

describe(createOutbox.name, () => {
  it('should write the intent before sending it and delete it once the server accepted it', async () => {
    const { outbox, sent, db } = setup(async () => {
      expect(await db.outbox.all()).toMatchObject([
        { target: 'club:7', liked: true, key: 'key-1' },
      ]);
      return added();
    });
    expect(await outbox.toggle('club', 7, true)).toEqual({ ok: true, value: { status: 'added' } });
    expect(sent).toEqual([
      {
        path: API.mainPickedToggle,
        body: { main_recommendation_id: 7, liked: true },
        key: 'key-1',
        auth: 'Bearer a1',
      },
    ]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('should keep offline intents queued, answer with the desired state, and send them in order later', async () => {
    let answer: Answer = offline;
    const { outbox, sent } = setup((call) => answer(call));
    expect(await outbox.toggle('club', 1, true)).toEqual({ ok: true, value: { status: 'added' } });
    await outbox.toggle('ai', 2, true);
    await outbox.toggle('club', 3, false);
    expect(await outbox.pending()).toEqual([
      { kind: 'club', id: 1, liked: true },
      { kind: 'ai', id: 2, liked: true },
      { kind: 'club', id: 3, liked: false },
    ]);
    sent.length = 0;
    answer = added;
    await outbox.replay();
    expect(sent.map((call) => call.body)).toEqual([
      { main_recommendation_id: 1, liked: true },
      { recommendation_id: 2, liked: true },
      { main_recommendation_id: 3, liked: false },
    ]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('should coalesce a like then an unlike made offline into one intent with the final state', async () => {
    let answer: Answer = offline;
    const { outbox, sent } = setup((call) => answer(call));
    await outbox.toggle('club', 7, true);
    await outbox.toggle('ai', 1, true);
    await outbox.toggle('club', 7, false);
    expect(await outbox.pending()).toEqual([
      { kind: 'ai', id: 1, liked: true },
      { kind: 'club', id: 7, liked: false },
    ]);
    sent.length = 0;
    answer = (call) =>
      jsonResponse(call.body.liked ? 201 : 200, { status: call.body.liked ? 'added' : 'removed' });
    await outbox.replay();
    expect(sent.filter((call) => call.path === API.mainPickedToggle)).toEqual([
      expect.objectContaining({ body: { main_recommendation_id: 7, liked: false }, key: 'key-3' }),
    ]);
  });

  it('should coalesce toggles made at the same moment in call order', async () => {
    const { outbox } = setup(offline);
    await Promise.all([
      outbox.enqueue('club', 7, true),
      outbox.enqueue('club', 7, false),
      outbox.enqueue('ai', 1, true),
    ]);
    expect(await outbox.pending()).toEqual([
      { kind: 'club', id: 7, liked: false },
      { kind: 'ai', id: 1, liked: true },
    ]);
  });

  it('should resend with the same key and use a new key when the desired state flips', async () => {
    let answer: Answer = () => jsonResponse(503, {});
    const { outbox, sent } = setup((call) => answer(call));
    await outbox.toggle('club', 7, true);
    await outbox.toggle('club', 7, true); // the same wish again: same intent, same key
    await outbox.replay();
    expect(sent.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-1']);
    await outbox.toggle('club', 7, false);
    expect(sent.at(-1)?.key).toBe('key-2');
    answer = () => jsonResponse(200, { status: 'removed' });
    await outbox.replay();
    expect(sent.at(-1)).toMatchObject({ key: 'key-2', body: { liked: false } });
    expect(await outbox.pending()).toEqual([]);
  });

  it('should keep an intent made while an older one was in flight and send it next', async () => {
    let release: (response: Response) => void = () => undefined;
    const { outbox, sent } = setup((call) =>
      call.key === 'key-1'
        ? new Promise<Response>((resolve) => (release = resolve))
        : jsonResponse(200, { status: 'removed' }),
    );
    const first = outbox.toggle('club', 7, true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const second = outbox.toggle('club', 7, false);
    await vi.waitFor(async () =>
      expect(await outbox.pending()).toEqual([{ kind: 'club', id: 7, liked: false }]),
    );
    release(added());
    expect(await first).toEqual({ ok: true, value: { status: 'added' } });
    expect(await second).toEqual({ ok: true, value: { status: 'removed' } });
    expect(sent.map((call) => [call.key, call.body.liked])).toEqual([
      ['key-1', true],
      ['key-2', false],
    ]);
    expect(await outbox.pending()).toEqual([]);
  });

  it('should refresh the token on a 401 during replay and then succeed', async () => {
    let answer: Answer = offline;
    const { outbox, sent, refreshes, client } = setup((call) => answer(call));
    await outbox.toggle('ai', 4, true);
    sent.length = 0;
    answer = (call) =>
      call.auth === 'Bearer a1' ? jsonResponse(401, { code: 'token_not_valid' }) : added();
    await outbox.replay();
    expect(refreshes()).toBe(1);
    expect(sent.map((call) => [call.auth, call.key])).toEqual([
      ['Bearer a1', 'key-1'],
      ['Bearer a2', 'key-1'],
    ]);
    expect(client.tokens().access).toBe('a2');
    expect(await outbox.pending()).toEqual([]);
  });

  it('should retry a 5xx with backoff until the server accepts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let failures = 2;
    const { outbox, sent } = setup(() => (failures-- > 0 ? jsonResponse(503, {}) : added()));
    expect(await outbox.toggle('club', 5, true)).toEqual({ ok: true, value: { status: 'added' } });
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sent).toHaveLength(2)); // after 1 s
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sent).toHaveLength(3)); // after 2 s more
    await vi.waitFor(async () => expect(await outbox.pending()).toEqual([]));
    expect(new Set(sent.map((call) => call.key))).toEqual(new Set(['key-1']));
  });

  it('should drop and report an intent the server refused (4xx), and keep later ones', async () => {
    const { outbox, dropped } = setup((call) =>
      call.body.main_recommendation_id === 404 ? jsonResponse(404, { message: '없음' }) : added(),
    );
    const outcome = await outbox.toggle('club', 404, true);
    expect(outcome).toMatchObject({ ok: false, error: { status: 404 } });
    expect(dropped).toHaveBeenCalledWith(
      { kind: 'club', id: 404, liked: true },
      expect.objectContaining({ status: 404 }),
    );
    expect(await outbox.toggle('club', 1, true)).toEqual({ ok: true, value: { status: 'added' } });
    expect(await outbox.pending()).toEqual([]);
  });

  it('should replay an intent written before a crash, with its key, after reopening', async () => {
    const before = setup(added);
    await before.outbox.enqueue('club', 9, true); // written, never sent: the worker died here
    before.outbox.dispose();
    await before.db.close();

    const after = setup(added, { db: createWorkerDb() });
    expect(await after.outbox.pending()).toEqual([{ kind: 'club', id: 9, liked: true }]);
    await after.outbox.replay();
    expect(after.sent).toEqual([
      expect.objectContaining({ key: 'key-1', body: { main_recommendation_id: 9, liked: true } }),
    ]);
    expect(await after.outbox.pending()).toEqual([]);
  });

  it('should wait while nothing can be sent', async () => {
    const db = createWorkerDb();
    const client = createApiClient({ fetch: vi.fn(async () => added()) });
    const outbox = createOutbox({ db, client, canSend: () => false });
    opened.push({ db, outbox });
    expect(await outbox.toggle('ai', 1, true)).toEqual({ ok: true, value: { status: 'added' } });
    expect(await outbox.pending()).toHaveLength(1);
  });

  it('should class errors: no answer, 401, 408, 429 and 5xx stay, other 4xx are refusals', () => {
    const error = (status: number) => ({ code: ERROR_CODES.server, message: 'x', status });
    for (const status of [0, 401, 408, 429, 500, 503])
      expect(isTransient(error(status))).toBe(true);
    for (const status of [400, 403, 404, 409, 422]) expect(isTransient(error(status))).toBe(false);
  });
});

describe('outfits API through the outbox', () => {
  it('should route toggles through the outbox and show pending intents in the liked ids', async () => {
    let online = false;
    const db = createWorkerDb();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (!online) throw new TypeError('offline');
      if (String(input).startsWith(API.mainPickedByTime))
        return jsonResponse(200, [
          { id: 1, main_recommendation: { id: 11 } },
          { id: 2, main_recommendation: { id: 12 } },
        ]);
      return added();
    });
    const client = createApiClient({ fetch: fetchMock });
    client.setTokens({ access: 'a1', refresh: 'r1' });
    const outbox = createOutbox({ db, client });
    opened.push({ db, outbox });
    const sut = createLikesApi(client, { db, outbox });

    expect(await sut.toggleClubLike({ main_recommendation_id: 13, liked: true })).toEqual({
      ok: true,
      value: { status: 'added' },
    });
    await sut.toggleClubLike({ main_recommendation_id: 12, liked: false });
    expect(await sut.pendingLikes()).toEqual([
      { kind: 'club', id: 13, liked: true },
      { kind: 'club', id: 12, liked: false },
    ]);
    online = true;
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(200, [
        { id: 1, main_recommendation: { id: 11 } },
        { id: 2, main_recommendation: { id: 12 } },
      ]),
    );
    expect(await sut.likedClubIds()).toEqual({ ok: true, value: [11, 13] });
    // Offline the last stored list stands in, with the pending intents applied.
    online = false;
    expect(await sut.likedClubIds()).toEqual({ ok: true, value: [11, 13] });
    online = true;
    await sut.replayOutbox();
    expect(await sut.pendingLikes()).toEqual([]);
  });

  it('should leave outfits with a pending unlike out of the saved lists', async () => {
    let online = false;
    const db = createWorkerDb();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      if (!online) throw new TypeError('offline');
      return String(input).startsWith(API.mainPickedByTime)
        ? jsonResponse(200, [
            { id: 1, main_recommendation: { id: 11 } },
            { id: 2, main_recommendation: { id: 12 } },
          ])
        : added();
    });
    const client = createApiClient({ fetch: fetchMock });
    client.setTokens({ access: 'a1', refresh: 'r1' });
    const outbox = createOutbox({ db, client });
    opened.push({ db, outbox });
    const saved = createSavedApi(client, { db, outbox });
    const outfits = createLikesApi(client, { db, outbox });
    await outfits.toggleClubLike({ main_recommendation_id: 12, liked: false });
    online = true;
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(200, [
        { id: 1, main_recommendation: { id: 11 } },
        { id: 2, main_recommendation: { id: 12 } },
      ]),
    );
    const outcome = await saved.savedClub({ by: 'time', order: 'newest' });
    expect(outcome.ok && outcome.value.map((entry) => entry.main_recommendation.id)).toEqual([11]);
  });
});
