/**
 * The photo outbox's calls are answered once (services/replay.ts): an upload and a generator call
 * sent again with their Idempotency-Key — the connection dropped after the server answered — get
 * the first answer, so the server holds one photo and one set of outfits; on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorResponse } from '../../contract/api';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  multipartImage,
  signUpAndLogIn,
  solidJpeg,
  type Harness,
} from '../../test/harness';
import type { GarmentRecognizer, Recognition } from '../styling/types';

/** A recogniser that answers at once, or holds every answer while `hold` is set. */
const recognizer: GarmentRecognizer & { hold: Promise<void> | null; calls: number } = {
  hold: null,
  calls: 0,
  async recognize(): Promise<Recognition> {
    this.calls += 1;
    if (this.hold) await this.hold;
    return recognition();
  },
};
let h: Harness;
let access: string;
let photo: Buffer;

beforeAll(async () => {
  h = await createHarness({ recognizer });
  ({ access } = await signUpAndLogIn(h));
  photo = await solidJpeg(300, 400, '#41577a');
});
afterAll(async () => h.close());

const keyed = (key: string) => ({ authorization: `Bearer ${access}`, 'idempotency-key': key });

function upload(key: string, data = photo) {
  const { payload, headers } = multipartImage(data);
  return h.app.inject({
    method: 'POST',
    url: '/api/account/v1/upload-image/',
    payload,
    headers: { ...headers, ...keyed(key) },
  });
}

function generate(key: string, imageUrl: string) {
  return h.app.inject({
    method: 'POST',
    url: '/api/recommend/v1/generator/',
    headers: keyed(key),
    payload: { image_url: imageUrl },
  });
}

/** How many recommendations the server holds for a photo. */
async function recommendationsFor(imageUrl: string): Promise<number> {
  const id = new URL(imageUrl).pathname.split('/').pop()!.replace('.jpg', '');
  const { n } = await h.db
    .selectFrom('recommendations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('upload_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('the photo outbox: one upload and one answer per photo', () => {
  it('should store a photo sent twice with its key once, and answer the repeat with the same address', async () => {
    const first = await upload('photo-0001-upload');
    const again = await upload('photo-0001-upload');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { n } = await h.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('file_name', '=', new URL(first.json().image_url).pathname.split('/').pop()!)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1);
  });

  it('should answer a generator call whose answer was lost with the same outfits, not new ones', async () => {
    const imageUrl = (await upload('photo-0002-upload')).json().image_url as string;
    const first = await generate('photo-0002-answer', imageUrl);
    expect(first.statusCode).toBe(200);
    const calls = recognizer.calls;
    const again = await generate('photo-0002-answer', imageUrl);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const ids = (r: typeof first) =>
      r.json<GeneratorResponse>().product_combinations.map((c) => c.recommendation_id);
    expect(ids(again)).toEqual(ids(first));
    expect(recognizer.calls).toBe(calls);
    expect(await recommendationsFor(imageUrl)).toBe(4);
  });

  it('should tell a repeat that arrives while the first call is still answered to come back shortly', async () => {
    const imageUrl = (await upload('photo-0003-upload')).json().image_url as string;
    let release = () => {};
    recognizer.hold = new Promise((resolve) => (release = resolve));
    const first = generate('photo-0003-answer', imageUrl);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = await generate('photo-0003-answer', imageUrl);
    recognizer.hold = null;
    release();
    expect(during.statusCode).toBe(409);
    expect(during.headers['retry-after']).toBe('2');
    expect(during.json()).toMatchObject({
      code: 'in_progress',
      message: expect.stringMatching(/[가-힣]/),
    });
    expect((await first).statusCode).toBe(200);
    expect((await generate('photo-0003-answer', imageUrl)).statusCode).toBe(200);
    expect(await recommendationsFor(imageUrl)).toBe(4);
  });

  it('should refuse a key sent again with another photo, and answer a repeat of a refused photo with the same error', async () => {
    await upload('photo-0004-upload');
    const other = await upload('photo-0004-upload', await solidJpeg(300, 400, '#7a4141'));
    expect(other.statusCode).toBe(422);
    const notAnImage = Buffer.from('not an image at all');
    const refused = await upload('photo-0005-upload', notAnImage);
    const again = await upload('photo-0005-upload', notAnImage);
    expect(refused.statusCode).toBe(415);
    expect(again.statusCode).toBe(415);
    expect(again.json()).toEqual(refused.json());
  });

  it('should answer the original client, which sends no key, as before: every call anew', async () => {
    const { payload, headers } = multipartImage(photo);
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/account/v1/upload-image/',
        payload,
        headers: { ...headers, authorization: `Bearer ${access}` },
      });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode).toBe(201);
    expect(b.json().image_url).not.toBe(a.json().image_url);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
  });
});
