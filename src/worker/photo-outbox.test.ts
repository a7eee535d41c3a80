/** The photo outbox (photo-outbox.ts) over fake IndexedDB and a client with a mocked fetch. */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, IDEMPOTENCY_KEY_HEADER } from '../../contract/api';
import { jsonResponse } from '../../test/factories/responses';
import { createApiClient } from './api-client';
import { createWorkerDb, type WorkerDb } from './cache';
import { createMediaApi } from './media-api';
import { createPhotoOutbox, PHOTO_OUTBOX_LIMITS, type PhotoOutboxEvent } from './photo-outbox';

/** One call as the server saw it. */
interface Sent {
  path: string;
  key: string | undefined;
  body: unknown;
}

const ANSWER = {
  initial_recommendation: { answer: '촬영하신 상품은 데님 팬츠로 보이며…' },
  recognition: { category: '데님 팬츠' },
  product_combinations: [{ recommendation_id: 41, combination: {} }],
};

type Answer = (sent: Sent) => Response | Promise<Response>;
const offline: Answer = () => {
  throw new TypeError('Failed to fetch');
};
const served: Answer = (sent) =>
  sent.path === API.uploadImage
    ? jsonResponse(201, { image_url: `https://fitpick.example/media/uploads/${sent.key}.jpg` })
    : jsonResponse(200, ANSWER);

const dbs: WorkerDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.close();
  globalThis.indexedDB = new IDBFactory();
});

/**
 * An outbox on `db` (fresh by default) whose fetch answers with `answer`; its clock is
 * `clock.now`; it keeps the answers' cut-outs in the picture cache that `media` reads; the
 * browser reports no network while `net.online` is false.
 */
function setup(answer: { current: Answer }, db = createWorkerDb()) {
  dbs.push(db);
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Sent = {
      path: String(input),
      key: headers[IDEMPOTENCY_KEY_HEADER],
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    sent.push(call);
    return answer.current(call);
  });
  const net = { online: true };
  const client = createApiClient({ fetch: fetchMock, online: () => net.online });
  client.setTokens({ access: 'a1', refresh: 'r1' });
  const media = createMediaApi(client, { db });
  let n = 0;
  const clock = { now: Date.parse('2026-11-26T10:00:00Z') };
  const outbox = createPhotoOutbox({
    db,
    client,
    newId: () => `photo-${++n}`,
    now: () => clock.now,
    keepPictures: media.keepPictures,
  });
  const events: PhotoOutboxEvent[] = [];
  outbox.onEvent((event) => void events.push(event));
  return { db, outbox, sent, events, clock, media, net };
}

const jpeg = (tag: string) => new Blob([`jpeg-bytes-${tag}`], { type: 'image/jpeg' });

describe(createPhotoOutbox.name, () => {
  it('should keep a photo taken offline, then upload and answer it once the connection is back', async () => {
    const answer = { current: offline };
    const { outbox, sent, events } = setup(answer);
    expect(await outbox.add({ image: jpeg('a'), category: '데님 팬츠', colour: '중청' })).toEqual({
      ok: true,
      value: { id: 'photo-1', waiting: 1 },
    });
    await outbox.send(); // still offline: tried, kept
    expect(await outbox.waiting()).toEqual([{ id: 'photo-1', takenAt: expect.any(Number) }]);

    answer.current = served;
    await outbox.send();
    expect(await outbox.waiting()).toEqual([]);
    const [upload, generate] = sent.slice(-2);
    expect(upload).toMatchObject({ path: API.uploadImage, key: 'photo-1-upload' });
    expect(generate).toMatchObject({
      path: API.generator,
      key: 'photo-1-answer',
      body: {
        image_url: 'https://fitpick.example/media/uploads/photo-1-upload.jpg',
        category: '데님 팬츠',
        colour: '중청',
      },
    });
    expect(events).toEqual([
      { type: 'answered', photo: expect.objectContaining({ id: 'photo-1', answer: ANSWER }) },
    ]);
    const [recent] = await outbox.recent();
    expect(new TextDecoder().decode(recent!.image)).toBe('jpeg-bytes-a');
  });

  it('should keep the cut-out its answer names, so that its outfits show the shopper’s garment offline', async () => {
    const CUTOUT = 'https://fitpick.example/media/uploads/photo-1.cutout.webp';
    const answer: { current: Answer } = { current: offline };
    const { outbox, sent, media, net } = setup(answer);
    await outbox.add({ image: jpeg('a') });
    answer.current = (call) => {
      if (call.path === '/media/uploads/photo-1.cutout.webp')
        return new Response(new Uint8Array([0x52, 0x49]), {
          headers: { 'Content-Type': 'image/webp' },
        });
      return call.path === API.generator
        ? jsonResponse(200, {
            ...ANSWER,
            recognition: { ...ANSWER.recognition, cutout_url: CUTOUT },
          })
        : served(call);
    };
    await outbox.send();
    expect(sent.map((s) => s.path)).toEqual([
      API.uploadImage,
      API.generator,
      '/media/uploads/photo-1.cutout.webp',
    ]);

    net.online = false;
    const picture = await media.privatePicture(CUTOUT);
    expect(picture.ok && picture.value.type).toBe('image/webp');
    expect(sent).toHaveLength(3);
  });

  it('should ask for outfits within the budget remembered when the photo was taken, as the online path does', async () => {
    const answer = { current: offline };
    const { outbox, sent, events } = setup(answer);
    await outbox.add({ image: jpeg('a'), budget: 250_000 });
    answer.current = served;
    await outbox.send();
    expect(sent.find((s) => s.path === API.generator)?.body).toEqual({
      image_url: 'https://fitpick.example/media/uploads/photo-1-upload.jpg',
      budget: 250_000,
    });
    expect(events).toEqual([
      { type: 'answered', photo: expect.objectContaining({ id: 'photo-1', budget: 250_000 }) },
    ]);
    expect((await outbox.recent())[0]?.budget).toBe(250_000);
  });

  it('should ask once more without the budget when no outfit fits it, and say the answer has none', async () => {
    const answer: { current: Answer } = {
      current: (call) =>
        call.path === API.generator && (call.body as { budget?: number }).budget
          ? jsonResponse(422, {
              code: 'over_budget',
              message: '예산 안에 맞는 코디가 없어요. 가장 저렴한 코디는 215,000원이에요.',
            })
          : served(call),
    };
    const { outbox, sent, events } = setup(answer);
    await outbox.add({ image: jpeg('a'), budget: 100_000 });
    await outbox.send();
    expect(sent.filter((s) => s.path === API.generator)).toEqual([
      expect.objectContaining({
        key: 'photo-1-answer',
        body: expect.objectContaining({ budget: 100_000 }),
      }),
      expect.objectContaining({
        key: 'photo-1-answer-without-budget',
        body: { image_url: 'https://fitpick.example/media/uploads/photo-1-upload.jpg' },
      }),
    ]);
    expect(events).toEqual([
      { type: 'answered', photo: expect.objectContaining({ id: 'photo-1', budget: null }) },
    ]);
  });

  it('should send waiting photos oldest first and stop at the first one the network fails', async () => {
    const answer = { current: offline };
    const { outbox, sent, clock } = setup(answer);
    for (const tag of ['a', 'b', 'c']) {
      await outbox.add({ image: jpeg(tag) });
      clock.now += 60_000;
    }
    let uploads = 0;
    answer.current = (call) => {
      if (call.path === API.uploadImage && ++uploads === 2) throw new TypeError('Failed to fetch');
      return served(call);
    };
    await outbox.send();
    expect(sent.filter((s) => s.path === API.uploadImage).map((s) => s.key)).toEqual([
      'photo-1-upload',
      'photo-2-upload',
    ]);
    expect((await outbox.waiting()).map((p) => p.id)).toEqual(['photo-2', 'photo-3']);
  });

  it('should keep the keys across a restart, so that a lost answer is asked again with the same key', async () => {
    const answer = { current: offline };
    const first = setup(answer);
    await first.outbox.add({ image: jpeg('a') });
    // uploaded, then the connection drops before the generator's answer arrives
    answer.current = (call) => {
      if (call.path === API.generator) throw new TypeError('Failed to fetch');
      return served(call);
    };
    await first.outbox.send();
    await first.db.close();

    // the worker starts again (a new tab) on the same database
    answer.current = served;
    const again = setup(answer, createWorkerDb());
    await again.outbox.send();
    expect(again.sent).toEqual([
      expect.objectContaining({ path: API.generator, key: 'photo-1-answer' }),
    ]);
    expect(again.events).toEqual([{ type: 'answered', photo: expect.anything() }]);
  });

  it('should drop a photo the server refuses (not menswear) with its message, and never send it again', async () => {
    const answer: { current: Answer } = {
      current: (call) =>
        call.path === API.generator
          ? jsonResponse(422, { code: 'recognition_failed', message: '남성 의류를 찾지 못했어요.' })
          : served(call),
    };
    const { outbox, events, sent } = setup(answer);
    await outbox.add({ image: jpeg('a') });
    await outbox.send();
    expect(events).toEqual([
      { type: 'refused', id: 'photo-1', message: '남성 의류를 찾지 못했어요.' },
    ]);
    const calls = sent.length;
    await outbox.send();
    expect(sent.length).toBe(calls);
    expect(await outbox.waiting()).toEqual([]);
  });

  it('should hold at most 10 waiting photos, and drop those older than 7 days with a note', async () => {
    const { outbox, events, clock } = setup({ current: offline });
    for (let i = 0; i < PHOTO_OUTBOX_LIMITS.maxWaiting; i++)
      expect((await outbox.add({ image: jpeg(String(i)) })).ok).toBe(true);
    const full = await outbox.add({ image: jpeg('11') });
    expect(full.ok).toBe(false);
    expect(!full.ok && full.error.message).toMatch(/10장/);

    clock.now += PHOTO_OUTBOX_LIMITS.maxAgeMs + 1;
    await outbox.send();
    expect(await outbox.waiting()).toEqual([]);
    expect(events).toEqual([{ type: 'expired', count: 10 }]);
  });

  it('should keep the last 20 answers for 최근 코디, newest first', async () => {
    const { outbox, clock } = setup({ current: served });
    for (let i = 0; i < PHOTO_OUTBOX_LIMITS.recent + 2; i++) {
      await outbox.add({ image: jpeg(String(i)) });
      await outbox.send();
      clock.now += 1_000;
    }
    const recent = await outbox.recent();
    expect(recent).toHaveLength(PHOTO_OUTBOX_LIMITS.recent);
    expect(recent[0]?.id).toBe('photo-22');
    expect(recent.at(-1)?.id).toBe('photo-3');
  });
});
