/**
 * 내 옷장 (wardrobe.routes.ts, services/wardrobe.service.ts): a member keeps the garment of their
 * own upload as a wardrobe item (its cut-out copied under a name of its own, its labels), lists,
 * relabels and deletes it; the items and pictures are theirs only; the wardrobe holds at most
 * WARDROBE_LIMIT items; the picture outlives the upload's retention and goes with the item, or
 * with the account at the next sweep.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARDROBE_LIMIT, type WardrobeItem } from '../../contract/wardrobe';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  randomClientAddress,
  signUpAndLogIn,
  solidJpeg,
  TEST_PASSWORD,
  uploadImage,
  type Harness,
} from '../../test/harness';
import { expectKoreanError } from '../../test/korean-error';
import { DEFAULT_RETENTION_DAYS } from '../config';
import { ORPHAN_GRACE_MS } from '../services/retention.service';
import { WARDROBE_KEEPS_PER_MINUTE } from './member-quota';

const WARDROBE = '/api/account/v1/wardrobe/';
const HANGUL = /[\uAC00-\uD7A3]/;

let h: Harness;
let recognizer: ReturnType<typeof fakeRecognizer>;
// Rows are stamped by the database's clock: the test's starts there and moves ahead.
let clock = new Date();
let photo: Buffer;
beforeAll(async () => {
  recognizer = fakeRecognizer(recognition());
  h = await createHarness({ recognizer, now: () => clock });
  photo = await solidJpeg(120, 160, '#2b3a55');
});
afterAll(async () => h.close());

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** Uploads the test photo as `access`; its image_url. */
async function upload(access: string): Promise<string> {
  const res = await uploadImage(h, access, photo);
  expect(res.statusCode).toBe(201);
  return res.json<{ image_url: string }>().image_url;
}

function keep(access: string | null, payload: unknown) {
  return h.app.inject({
    method: 'POST',
    url: WARDROBE,
    // A member moving between addresses is still one member (the quota is per member).
    remoteAddress: randomClientAddress(),
    headers: access ? bearer(access) : {},
    payload: payload as Record<string, unknown>,
  });
}

const list = (access: string) =>
  h.app.inject({ method: 'GET', url: WARDROBE, headers: bearer(access) });

const patch = (access: string, id: number | string, payload: unknown) =>
  h.app.inject({
    method: 'PATCH',
    url: `${WARDROBE}${id}/`,
    headers: bearer(access),
    payload: payload as Record<string, unknown>,
  });

const remove = (access: string, id: number | string) =>
  h.app.inject({ method: 'DELETE', url: `${WARDROBE}${id}/`, headers: bearer(access) });

const picture = (access: string | null, item: Pick<WardrobeItem, 'picture_url'> | string) =>
  h.app.inject({
    method: 'GET',
    url: typeof item === 'string' ? item : new URL(item.picture_url).pathname,
    headers: access ? bearer(access) : {},
  });

/** The stored wardrobe picture files in the upload store (local disk in the tests). */
async function storedPictures(): Promise<string[]> {
  return (await readdir(path.join(h.dataDir, 'uploads'))).filter((f) => f.startsWith('wardrobe-'));
}

/** The upload store's file behind a URL path's file name. */
const storedFile = (name: string) => path.join(h.dataDir, 'uploads', name);

/** The store file of an item's picture (`wardrobe-<uuid>.webp`). */
const pictureFile = (item: WardrobeItem) =>
  storedFile(`wardrobe-${path.basename(new URL(item.picture_url).pathname)}`);

/** Sets the mtime of store file `file` to `ms` before the sweep's clock. */
async function age(file: string, ms: number): Promise<void> {
  const time = new Date(clock.getTime() - ms);
  await utimes(file, time, time);
}

async function logIn(email: string): Promise<string> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/account/v1/login/',
    remoteAddress: randomClientAddress(),
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

describe('내 옷장', () => {
  it('should keep, list, relabel and delete a garment, its picture a private copy of the cut-out that goes with it', async () => {
    const member = await signUpAndLogIn(h);
    const [calls, cutouts] = [recognizer.calls, recognizer.cutouts];
    const imageUrl = await upload(member.access);

    // labels from the recognition (made now: the upload had none), the cut-out made once (it
    // started as the photo arrived)
    const kept = await keep(member.access, { image_url: imageUrl });
    expect(kept.statusCode).toBe(201);
    const jeans = kept.json<WardrobeItem>();
    expect(jeans).toMatchObject({
      slot: 'bottom',
      category: '데님 팬츠',
      colour: '중청',
      seasons: ['봄', '여름', '가을', '겨울'],
    });
    expect(Object.keys(jeans).sort()).toEqual(
      [
        'category',
        'colour',
        'confirmed',
        'created_at',
        'id',
        'picture_url',
        'seasons',
        'slot',
      ].sort(),
    );
    expect(jeans.picture_url).toMatch(
      /^http:\/\/localhost:8000\/media\/wardrobe\/[0-9a-f-]{36}\.webp$/,
    );
    expect(new Date(jeans.created_at).toISOString()).toBe(jeans.created_at);
    expect([recognizer.calls, recognizer.cutouts]).toEqual([calls + 1, cutouts + 1]);
    // a copy of its own beside the upload's cut-out
    const uploadId = path.basename(new URL(imageUrl).pathname, '.jpg');
    expect(existsSync(storedFile(`${uploadId}.cutout.webp`))).toBe(true);
    expect(existsSync(pictureFile(jeans))).toBe(true);

    const shown = await picture(member.access, jeans);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('no-store');
    const meta = await sharp(shown.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);

    // the shopper's labels win; the stored recognition and cut-out are reused
    const second = await keep(member.access, {
      image_url: imageUrl,
      category: '반소매 티셔츠',
      colour: '레드',
    });
    expect(second.statusCode).toBe(201);
    const tee = second.json<WardrobeItem>();
    expect(tee).toMatchObject({
      slot: 'top',
      category: '반소매 티셔츠',
      colour: '레드',
      // worn all year: outside 여름 as the inner layer under an outer
      seasons: ['봄', '여름', '가을', '겨울'],
    });
    expect(tee.picture_url).not.toBe(jeans.picture_url);
    expect([recognizer.calls, recognizer.cutouts]).toEqual([calls + 1, cutouts + 1]);
    const onlyColour = await keep(member.access, { image_url: imageUrl, colour: '블랙' });
    expect(onlyColour.json<WardrobeItem>()).toMatchObject({
      category: '데님 팬츠',
      colour: '블랙',
    });
    expect(recognizer.calls).toBe(calls + 1);
    const third = onlyColour.json<WardrobeItem>();

    const listed = await list(member.access);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<WardrobeItem[]>().map((item) => item.id)).toEqual([
      third.id,
      tee.id,
      jeans.id,
    ]);

    // relabelled: the slot and seasons follow the category, the colour stays
    const relabelled = await patch(member.access, jeans.id, { category: '슈트&블레이저 재킷' });
    expect(relabelled.statusCode).toBe(200);
    expect(relabelled.json<WardrobeItem>()).toEqual({
      ...jeans,
      category: '슈트&블레이저 재킷',
      slot: 'outer',
      seasons: ['봄', '가을'],
    });
    const recoloured = await patch(member.access, jeans.id, { colour: '네이비' });
    expect(recoloured.json<WardrobeItem>()).toMatchObject({
      category: '슈트&블레이저 재킷',
      colour: '네이비',
    });

    // deleted: the picture goes at once
    const deleted = await remove(member.access, jeans.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(existsSync(pictureFile(jeans))).toBe(false);
    expectKoreanError(await picture(member.access, jeans), 404);
    expect((await list(member.access)).json<WardrobeItem[]>().map((item) => item.id)).toEqual([
      third.id,
      tee.id,
    ]);
    expectKoreanError(await remove(member.access, jeans.id), 404);
    expectKoreanError(await patch(member.access, jeans.id, { colour: '블랙' }), 404);
    // the other items keep their pictures
    expect((await picture(member.access, tee)).statusCode).toBe(200);
  });

  it('should say which labels are confirmed: the member’s choice or a sure recognition, never an unsure guess; a PATCH confirms', async () => {
    const member = await signUpAndLogIn(h);
    const before = recognizer.answer;
    // the recogniser sure of the kind, unsure of the colour (it would ask the colour)
    recognizer.answer = recognition({
      colourConfidence: 0.4,
      ask: { category: false, colour: true },
    });
    try {
      const imageUrl = await upload(member.access);
      const guessed = (await keep(member.access, { image_url: imageUrl })).json<WardrobeItem>();
      expect(guessed.confirmed).toEqual({ category: true, colour: false });
      // the app sends the answer's labels: the same guess stays unconfirmed
      const sent = (
        await keep(member.access, { image_url: imageUrl, category: '데님 팬츠', colour: '중청' })
      ).json<WardrobeItem>();
      expect(sent.confirmed).toEqual({ category: true, colour: false });
      // another colour than the recognised one is the member's choice
      const chosen = (
        await keep(member.access, { image_url: imageUrl, colour: '흑청' })
      ).json<WardrobeItem>();
      expect(chosen.confirmed).toEqual({ category: true, colour: true });
      // the shopper answered the app's question with the guess itself: confirmed as it is
      const answered = (
        await keep(member.access, {
          image_url: imageUrl,
          category: '데님 팬츠',
          colour: '중청',
          confirmed: { colour: true },
        })
      ).json<WardrobeItem>();
      expect(answered.confirmed).toEqual({ category: true, colour: true });
      // "확인 필요" answered: a PATCH with the same colour confirms it, the category keeps its flag
      const confirmed = await patch(member.access, guessed.id, { colour: '중청' });
      expect(confirmed.json<WardrobeItem>()).toMatchObject({
        colour: '중청',
        confirmed: { category: true, colour: true },
      });
      expect(
        (await list(member.access)).json<WardrobeItem[]>().find((item) => item.id === guessed.id)
          ?.confirmed,
      ).toEqual({ category: true, colour: true });
    } finally {
      recognizer.answer = before;
    }
  });

  it("should answer another member's item 404 on every route, and refuse to keep their upload", async () => {
    const owner = await signUpAndLogIn(h);
    const imageUrl = await upload(owner.access);
    const item = (await keep(owner.access, { image_url: imageUrl })).json<WardrobeItem>();
    const stranger = await signUpAndLogIn(h);

    expectKoreanError(await picture(stranger.access, item), 404);
    expectKoreanError(await patch(stranger.access, item.id, { colour: '블랙' }), 404);
    expectKoreanError(await remove(stranger.access, item.id), 404);
    expect((await list(stranger.access)).json()).toEqual([]);
    const taken = await keep(stranger.access, { image_url: imageUrl });
    expectKoreanError(taken, 403);
    expect(taken.json()).toMatchObject({ code: 'foreign_image_url' });

    // nothing changed for the owner
    expect((await list(owner.access)).json<WardrobeItem[]>()).toEqual([item]);
    expect((await picture(owner.access, item)).statusCode).toBe(200);
  });

  it('should refuse every route without a token with 401', async () => {
    const member = await signUpAndLogIn(h);
    const item = (
      await keep(member.access, { image_url: await upload(member.access) })
    ).json<WardrobeItem>();
    const answers = await Promise.all([
      h.app.inject({ method: 'GET', url: WARDROBE }),
      keep(null, { image_url: 'x' }),
      h.app.inject({ method: 'PATCH', url: `${WARDROBE}${item.id}/`, payload: { colour: '블랙' } }),
      h.app.inject({ method: 'DELETE', url: `${WARDROBE}${item.id}/` }),
      picture(null, item),
      h.app.inject({
        method: 'GET',
        url: WARDROBE,
        headers: { authorization: 'Bearer not-a-token' },
      }),
    ]);
    for (const res of answers) expectKoreanError(res, 401);
    expect((await picture(member.access, item)).statusCode).toBe(200);
  });

  it('should hold at most WARDROBE_LIMIT items, refusing one more with a Korean 422, even when kept at once', async () => {
    const member = await signUpAndLogIn(h);
    const imageUrl = await upload(member.access);
    const userId = (
      await h.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', member.email)
        .executeTakeFirstOrThrow()
    ).id;
    const rows = Array.from({ length: WARDROBE_LIMIT - 2 }, (_, i) => ({
      user_id: userId,
      category: '데님 팬츠',
      slot: 'bottom',
      colour: '중청',
      seasons: '["봄"]',
      picture_file: `wardrobe-00000000-0000-4000-8000-${String(i).padStart(12, '0')}.webp`,
    }));
    await h.db.insertInto('wardrobe_items').values(rows).execute();
    const before = (await storedPictures()).length;

    // Two keeps at once for the last place: one is stored, the other refused.
    const [a, b, c] = await Promise.all([
      keep(member.access, { image_url: imageUrl }),
      keep(member.access, { image_url: imageUrl }),
      keep(member.access, { image_url: imageUrl }),
    ]);
    expect([a, b, c].map((res) => res.statusCode).sort()).toEqual([201, 201, 422]);
    const refused = [a, b, c].find((res) => res.statusCode === 422);
    expect(refused?.json()).toEqual({
      code: 'wardrobe_full',
      message: `내 옷장에는 옷을 ${WARDROBE_LIMIT}벌까지 담을 수 있어요. 입지 않는 옷을 지운 뒤 다시 담아 주세요.`,
    });
    expect((await list(member.access)).json<WardrobeItem[]>()).toHaveLength(WARDROBE_LIMIT);
    // the refused keep left no picture behind
    expect((await storedPictures()).length).toBe(before + 2);

    const full = await keep(member.access, { image_url: imageUrl });
    expectKoreanError(full, 422);
    expect(full.json()).toMatchObject({ code: 'wardrobe_full' });

    // one deleted, one more fits
    const kept = [a, b, c].find((res) => res.statusCode === 201)?.json<WardrobeItem>();
    expect((await remove(member.access, kept?.id ?? 0)).statusCode).toBe(204);
    expect((await keep(member.access, { image_url: imageUrl })).statusCode).toBe(201);
  });

  it('should refuse bad input with 400 and a Korean message, never a 5xx', async () => {
    const member = await signUpAndLogIn(h);
    const imageUrl = await upload(member.access);
    const item = (await keep(member.access, { image_url: imageUrl })).json<WardrobeItem>();

    const badKeeps: unknown[] = [
      {},
      { image_url: '' },
      { image_url: 42 },
      { image_url: null },
      { image_url: 'x'.repeat(3000) },
      { image_url: imageUrl, category: '치마' },
      { image_url: imageUrl, category: 7 },
      { image_url: imageUrl, colour: '보라' },
      { image_url: imageUrl, colour: ['블랙'] },
    ];
    for (const payload of badKeeps) {
      const res = await keep(member.access, payload);
      expectKoreanError(res, 400);
      expect(res.json()).toMatchObject({ code: 'validation' });
    }
    const unknown = await keep(member.access, { image_url: imageUrl, category: '치마' });
    expect(unknown.json()).toMatchObject({ message: '알 수 없는 카테고리예요.' });
    for (const foreign of [
      'https://evil.example/media/uploads/photo.jpg',
      'http://localhost:8000/media/uploads/00000000-0000-4000-8000-000000000000.jpg',
      'javascript:alert(1)',
      `${imageUrl}?x=1`,
      new URL(imageUrl).pathname.replace('.jpg', '.cutout.webp'),
    ]) {
      const res = await keep(member.access, { image_url: foreign });
      expectKoreanError(res, 400);
      expect(res.json()).toMatchObject({ code: 'foreign_image_url' });
    }
    // bodies of other shapes (sent by another member: each keep counts in the member's quota)
    const other = await signUpAndLogIn(h);
    for (const payload of ['[]', '"text"', '42', 'null', '{"image_url":']) {
      const res = await h.app.inject({
        method: 'POST',
        url: WARDROBE,
        headers: { ...bearer(other.access), 'content-type': 'application/json' },
        payload,
      });
      expectKoreanError(res, 400);
    }

    const nothing = await patch(member.access, item.id, {});
    expectKoreanError(nothing, 400);
    expect(nothing.json()).toMatchObject({ message: '바꿀 카테고리나 색상을 보내 주세요.' });
    for (const payload of [
      { category: '치마' },
      { colour: '무지개' },
      { category: null },
      { colour: 3 },
    ])
      expectKoreanError(await patch(member.access, item.id, payload), 400);
    for (const payload of ['[]', '"text"', 'null']) {
      const res = await h.app.inject({
        method: 'PATCH',
        url: `${WARDROBE}${item.id}/`,
        headers: { ...bearer(member.access), 'content-type': 'application/json' },
        payload,
      });
      expectKoreanError(res, 400);
    }

    // ids that are not item numbers
    for (const id of [
      'abc',
      '-1',
      '0',
      '1.5',
      '99999999999',
      '00000000-0000-4000-8000-000000000000',
      '%00',
      '1e3x',
    ]) {
      expectKoreanError(await patch(member.access, id, { colour: '블랙' }), 400);
      expectKoreanError(await remove(member.access, id), 400);
    }
    // a DELETE with an empty JSON body
    const emptyJson = await h.app.inject({
      method: 'DELETE',
      url: `${WARDROBE}${item.id}/`,
      headers: { ...bearer(member.access), 'content-type': 'application/json' },
    });
    expect(emptyJson.statusCode).toBeLessThan(500);
    expect(emptyJson.json<{ message: string }>().message).toMatch(HANGUL);

    // picture names that are not a picture of theirs
    for (const name of [
      'abc.webp',
      '..%2F..%2Fsecret',
      `${path.basename(new URL(imageUrl).pathname)}`,
      path.basename(new URL(imageUrl).pathname).replace('.jpg', '.cutout.webp'),
      `wardrobe-${path.basename(new URL(item.picture_url).pathname)}`,
      path.basename(new URL(item.picture_url).pathname).toUpperCase(),
    ])
      expectKoreanError(await picture(member.access, `/media/wardrobe/${name}`), 404);

    // the item is untouched
    expect((await list(member.access)).json<WardrobeItem[]>()).toEqual([item]);
  });

  it('should refuse to keep the upload of an account that is gone', async () => {
    const gone = await signUpAndLogIn(h);
    const imageUrl = await upload(gone.access);
    await h.db.deleteFrom('users').where('email', '=', gone.email).execute();
    const member = await signUpAndLogIn(h);
    const res = await keep(member.access, { image_url: imageUrl });
    expectKoreanError(res, 403);
    expect(res.json()).toMatchObject({ code: 'foreign_image_url' });
    expect((await list(member.access)).json()).toEqual([]);
  });

  it('should answer 422 when no cut-out can be made, or the photo shows no menswear, and store nothing', async () => {
    const member = await signUpAndLogIn(h);
    const before = (await storedPictures()).length;
    // the garment cannot be cut out of the photo (from its arrival on)
    const cutout = recognizer.cutout;
    recognizer.cutout = () => Promise.reject(new Error('OpenCV.js failed'));
    try {
      const noCutout = await keep(member.access, {
        image_url: await upload(member.access),
        category: '데님 팬츠',
        colour: '중청',
      });
      expectKoreanError(noCutout, 422);
      expect(noCutout.json()).toMatchObject({ code: 'no_cutout' });
    } finally {
      recognizer.cutout = cutout;
    }

    recognizer.answer = recognition({ menswear: false });
    try {
      const dress = await keep(member.access, { image_url: await upload(member.access) });
      expectKoreanError(dress, 422);
      expect(dress.json()).toMatchObject({ code: 'recognition_failed' });
    } finally {
      recognizer.answer = recognition();
    }
    expect((await storedPictures()).length).toBe(before);
    expect((await list(member.access)).json()).toEqual([]);
  });

  it('should keep a garment once when the same keep is sent again with its Idempotency-Key', async () => {
    const member = await signUpAndLogIn(h);
    const imageUrl = await upload(member.access);
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: WARDROBE,
        headers: { ...bearer(member.access), 'idempotency-key': crypto.randomUUID() },
        payload: { image_url: imageUrl, category: '데님 팬츠', colour: '중청' },
      });
    const key = crypto.randomUUID();
    const resend = () =>
      h.app.inject({
        method: 'POST',
        url: WARDROBE,
        headers: { ...bearer(member.access), 'idempotency-key': key },
        payload: { image_url: imageUrl, category: '데님 팬츠', colour: '중청' },
      });
    const first = await resend();
    const again = await resend();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<WardrobeItem>().id).toBe(first.json<WardrobeItem>().id);
    expect((await list(member.access)).json<WardrobeItem[]>()).toHaveLength(1);
    // another key is another keep
    expect((await send()).statusCode).toBe(201);
    expect((await list(member.access)).json<WardrobeItem[]>()).toHaveLength(2);
  });

  it(`should keep a member to ${WARDROBE_KEEPS_PER_MINUTE} keeps a minute`, async () => {
    const member = await signUpAndLogIn(h);
    const answers = [];
    for (let i = 0; i <= WARDROBE_KEEPS_PER_MINUTE; i += 1)
      answers.push(await keep(member.access, {}));
    expect(answers.slice(0, -1).every((res) => res.statusCode === 400)).toBe(true);
    const over = answers.at(-1);
    expect(over?.statusCode).toBe(429);
    expect(over?.json()).toMatchObject({ code: 'rate_limited' });
    expect(over?.json<{ message: string }>().message).toContain('내 옷장에는 1분에');
  });

  it("should keep the picture through the upload's retention, and delete it at the sweep after the account is gone", async () => {
    const member = await signUpAndLogIn(h);
    const imageUrl = await upload(member.access);
    const item = (await keep(member.access, { image_url: imageUrl })).json<WardrobeItem>();
    const photoFile = storedFile(path.basename(new URL(imageUrl).pathname));
    const cutoutFile = photoFile.replace(/\.jpg$/, '.cutout.webp');
    expect([existsSync(photoFile), existsSync(cutoutFile)]).toEqual([true, true]);

    // the upload's photo and cut-out go after the retention period; the wardrobe picture stays
    clock = new Date(clock.getTime() + (DEFAULT_RETENTION_DAYS + 1) * 86_400_000);
    const swept = await h.retention.sweep();
    expect(swept.photos).toBeGreaterThanOrEqual(1);
    expect([existsSync(photoFile), existsSync(cutoutFile)]).toEqual([false, false]);
    expect(existsSync(pictureFile(item))).toBe(true);
    const access = await logIn(member.email);
    expect((await list(access)).json()).toEqual([item]);
    const shown = await picture(access, item);
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'image/webp']);

    // the account gone: the next sweep deletes the item's picture and row
    const other = await signUpAndLogIn(h);
    const othersItem = (
      await keep(other.access, { image_url: await upload(other.access) })
    ).json<WardrobeItem>();
    await h.db.deleteFrom('users').where('email', '=', member.email).execute();
    expect(existsSync(pictureFile(item))).toBe(true);
    const next = await h.retention.sweep();
    expect(next.wardrobe).toBe(1);
    expect(existsSync(pictureFile(item))).toBe(false);
    expect(
      await h.db.selectFrom('wardrobe_items').select('id').where('id', '=', item.id).execute(),
    ).toEqual([]);
    // another member's item is left alone, and sweeping again finds nothing
    expect(existsSync(pictureFile(othersItem))).toBe(true);
    expect((await h.retention.sweep()).wardrobe).toBe(0);
  });

  it('should delete a picture no item names once older than the grace period (a process stopped between storing it and its row), keeping a newer one and every item’s picture', async () => {
    const member = await signUpAndLogIn(h);
    const item = (
      await keep(member.access, { image_url: await upload(member.access) })
    ).json<WardrobeItem>();
    // what a keep stopped (kill -9) after storing its picture leaves: the picture, no row
    const [stale, fresh] = [randomUUID(), randomUUID()].map((uuid) =>
      storedFile(`wardrobe-${uuid}.webp`),
    ) as [string, string];
    for (const file of [stale, fresh]) await copyFile(pictureFile(item), file);
    await age(stale, ORPHAN_GRACE_MS + 60_000);
    await age(pictureFile(item), ORPHAN_GRACE_MS + 60_000);
    // a keep still between its picture and its row
    await age(fresh, ORPHAN_GRACE_MS - 60_000);

    const swept = await h.retention.sweep();
    expect([stale, fresh, pictureFile(item)].map((file) => existsSync(file))).toEqual([
      false,
      true,
      true,
    ]);
    expect((await picture(member.access, item)).statusCode).toBe(200);
    expect(swept.orphans).toBe(1);
  });
});
