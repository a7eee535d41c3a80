/**
 * A shopper's photo stays theirs (media.routes.ts, services/retention.service.ts): served only to
 * the member who uploaded it, privately cached, and deleted with unliked answers after the
 * retention period (a liked outfit keeps its items) or once the member's account is gone. The
 * cut-out of their garment (recognition.cutout_url) is kept and deleted the same way.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import type { GeneratorResponse } from '../../contract/api';
import type { OutfitDetail, SavedAiOutfit } from '../../contract/picked';
import { DEFAULT_RETENTION_DAYS } from '../config';
import { ORPHAN_GRACE_MS } from '../services/retention.service';

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

/** Uploads a photo as `access` and asks for outfits; the photo's path and the answer's outfit ids. */
async function photoWithOutfits(access: string) {
  const imageUrl = (await uploadImage(h, access, photo)).json<{ image_url: string }>().image_url;
  const generated = await h.app.inject({
    method: 'POST',
    url: '/api/recommend/v1/generator/',
    headers: bearer(access),
    payload: { image_url: imageUrl },
  });
  expect(generated.statusCode).toBe(200);
  const answer = generated.json<GeneratorResponse>();
  const ids = answer.product_combinations.map((outfit) => outfit.recommendation_id);
  const cutoutUrl = answer.recognition.cutout_url;
  if (!cutoutUrl) throw new Error('the generator answered without a cutout_url');
  // the app asks for the cut-out as it shows the outfits: made then, and stored
  const shown = await h.app.inject({
    method: 'GET',
    url: new URL(cutoutUrl).pathname,
    headers: bearer(access),
  });
  expect(shown.statusCode).toBe(200);
  return {
    imageUrl,
    pathname: new URL(imageUrl).pathname,
    ids,
    cutout: new URL(cutoutUrl).pathname,
  };
}

async function logIn(email: string): Promise<{ access: string }> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/account/v1/login/',
    remoteAddress: randomClientAddress(),
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { access: res.json<{ access_token: string }>().access_token };
}

const storedFile = (pathname: string) => path.join(h.dataDir, 'uploads', path.basename(pathname));

/** Sets the mtime of store file `file` to `ms` before the sweep's clock. */
async function age(file: string, ms: number): Promise<void> {
  const time = new Date(clock.getTime() - ms);
  await utimes(file, time, time);
}

describe('uploaded photos', () => {
  it('should serve a photo only to the member who uploaded it, kept in no HTTP cache', async () => {
    const owner = await signUpAndLogIn(h);
    const { pathname } = await photoWithOutfits(owner.access);

    const anonymous = await h.app.inject({ method: 'GET', url: pathname });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signUpAndLogIn(h);
    const other = await h.app.inject({
      method: 'GET',
      url: pathname,
      headers: bearer(stranger.access),
    });
    expect(other.statusCode).toBe(404);

    const own = await h.app.inject({ method: 'GET', url: pathname, headers: bearer(owner.access) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('should start the cut-out as the photo arrives, so that it is stored before the app asks for it', async () => {
    const member = await signUpAndLogIn(h);
    const before = recognizer.cutouts;
    const imageUrl = (await uploadImage(h, member.access, photo)).json<{ image_url: string }>()
      .image_url;
    const id = path.basename(new URL(imageUrl).pathname, '.jpg');
    const cutout = `/media/uploads/${id}.cutout.webp`;
    await vi.waitFor(() => expect(existsSync(storedFile(cutout))).toBe(true));
    expect(recognizer.cutouts).toBe(before + 1);
    const shown = await h.app.inject({
      method: 'GET',
      url: cutout,
      headers: bearer(member.access),
    });
    expect(shown.statusCode).toBe(200);
    expect(recognizer.cutouts).toBe(before + 1); // served as stored, not cut again
  });

  it("should serve the cut-out of a member's garment only to them, as a private WebP", async () => {
    const owner = await signUpAndLogIn(h);
    const { cutout } = await photoWithOutfits(owner.access);
    expect(cutout).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.cutout\.webp$/);
    expect(existsSync(storedFile(cutout))).toBe(true);

    // without a token: refused before any look-up, as the photo is (401, nothing told)
    const anonymous = await h.app.inject({ method: 'GET', url: cutout });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signUpAndLogIn(h);
    const other = await h.app.inject({
      method: 'GET',
      url: cutout,
      headers: bearer(stranger.access),
    });
    expect(other.statusCode).toBe(404);

    const own = await h.app.inject({ method: 'GET', url: cutout, headers: bearer(owner.access) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('no-store');
    const meta = await sharp(own.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
  });

  it('should delete photos and unliked answers after the retention period, keeping liked outfits whole with the shopper’s garment', async () => {
    const member = await signUpAndLogIn(h);
    const liked = await photoWithOutfits(member.access);
    const unliked = await photoWithOutfits(member.access);
    const toggle = await h.app.inject({
      method: 'POST',
      url: '/api/picked/v1/recommend_picked/toggle/',
      headers: bearer(member.access),
      payload: { recommendation_id: liked.ids[0] },
    });
    expect(toggle.statusCode).toBe(201);

    // A day before the period ends nothing goes.
    clock = new Date(clock.getTime() + (DEFAULT_RETENTION_DAYS - 1) * 86_400_000);
    await h.retention.sweep();
    expect(existsSync(storedFile(unliked.pathname))).toBe(true);
    expect(existsSync(storedFile(unliked.cutout))).toBe(true);

    clock = new Date(clock.getTime() + 2 * 86_400_000);
    const swept = await h.retention.sweep();
    expect(swept.photos).toBeGreaterThanOrEqual(2);
    expect(existsSync(storedFile(unliked.pathname))).toBe(false);
    expect(existsSync(storedFile(liked.pathname))).toBe(false);
    expect(existsSync(storedFile(unliked.cutout))).toBe(false);
    // the saved outfit keeps the shopper's garment in it, though the photo is gone
    expect(existsSync(storedFile(liked.cutout))).toBe(true);
    // A month on, the member signs in again (sessions end after 14 days).
    const { access } = await logIn(member.email);
    const gone = await h.app.inject({
      method: 'GET',
      url: liked.pathname,
      headers: bearer(access),
    });
    expect(gone.statusCode).toBe(404);
    const garment = await h.app.inject({
      method: 'GET',
      url: liked.cutout,
      headers: bearer(access),
    });
    expect([garment.statusCode, garment.headers['content-type']]).toEqual([200, 'image/webp']);

    // The liked outfit still opens with its items; the unliked answers are gone.
    const kept = await h.app.inject({
      method: 'GET',
      url: `/api/picked/v1/recommend_picked/${liked.ids[0]}/`,
      headers: bearer(access),
    });
    expect(kept.statusCode).toBe(200);
    // … and still shows the shopper's garment, in the detail and the saved list alike
    const detail = kept.json<OutfitDetail>();
    expect(new URL(detail.cutout_url ?? '').pathname).toBe(liked.cutout);
    expect(Object.values(detail.sources ?? {}).filter((from) => from === 'photo')).toHaveLength(1);
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/picked/v1/recommend_picked/by-time/',
      headers: bearer(access),
    });
    const [saved] = list.json<SavedAiOutfit[]>();
    expect(new URL(saved?.recommendation.cutout_url ?? '').pathname).toBe(liked.cutout);
    expect(saved?.recommendation.sources).toEqual(detail.sources);
    const dropped = await h.app.inject({
      method: 'GET',
      url: `/api/picked/v1/recommend_picked/${unliked.ids[0]}/`,
      headers: bearer(access),
    });
    expect(dropped.statusCode).toBe(404);
    // Sweeping again finds nothing more to do.
    expect((await h.retention.sweep()).photos).toBe(0);
    expect(existsSync(storedFile(liked.cutout))).toBe(true);

    // Unliked, the outfit is no longer saved: its answer and the garment go at the next sweeps.
    const unlike = await h.app.inject({
      method: 'POST',
      url: '/api/picked/v1/recommend_picked/toggle/',
      headers: bearer(access),
      payload: { recommendation_id: liked.ids[0] },
    });
    expect(unlike.statusCode).toBeLessThan(300);
    await h.retention.sweep();
    expect(existsSync(storedFile(liked.cutout))).toBe(false);
    const after = await h.app.inject({ method: 'GET', url: liked.cutout, headers: bearer(access) });
    expect(after.statusCode).toBe(404);
  });

  it('should keep the garment of a saved outfit whose cut-out the app never asked for, made from the photo before it goes', async () => {
    const member = await signUpAndLogIn(h);
    const imageUrl = (await uploadImage(h, member.access, photo)).json<{ image_url: string }>()
      .image_url;
    const answer = (
      await h.app.inject({
        method: 'POST',
        url: '/api/recommend/v1/generator/',
        headers: bearer(member.access),
        payload: { image_url: imageUrl },
      })
    ).json<GeneratorResponse>();
    const cutout = new URL(answer.recognition.cutout_url ?? '').pathname;
    // The cut-out started as the photo arrived; here it was skipped (the cut-out thread's queue
    // full then), so none is stored.
    await vi.waitFor(() => expect(existsSync(storedFile(cutout))).toBe(true));
    await rm(storedFile(cutout));
    const liked = await h.app.inject({
      method: 'POST',
      url: '/api/picked/v1/recommend_picked/toggle/',
      headers: bearer(member.access),
      payload: { recommendation_id: answer.product_combinations[0]?.recommendation_id },
    });
    expect(liked.statusCode).toBe(201);

    clock = new Date(clock.getTime() + (DEFAULT_RETENTION_DAYS + 1) * 86_400_000);
    await h.retention.sweep();
    expect(existsSync(storedFile(new URL(imageUrl).pathname))).toBe(false);
    expect(existsSync(storedFile(cutout))).toBe(true);
    const { access } = await logIn(member.email);
    const garment = await h.app.inject({ method: 'GET', url: cutout, headers: bearer(access) });
    expect([garment.statusCode, garment.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('should delete the photos of a member whose account is gone at the next sweep', async () => {
    const member = await signUpAndLogIn(h);
    const { pathname, cutout } = await photoWithOutfits(member.access);
    expect(existsSync(storedFile(cutout))).toBe(true);
    await h.db.deleteFrom('users').where('email', '=', member.email).execute();
    await h.retention.sweep();
    expect(existsSync(storedFile(pathname))).toBe(false);
    expect(existsSync(storedFile(cutout))).toBe(false);
  });

  it('should delete a photo and a cut-out no upload names once older than the grace period (a process stopped between storing the photo and its row), keeping newer ones and every upload’s own', async () => {
    // the clock back at the database's, which stamps the uploads: within their retention period
    clock = new Date();
    const member = await signUpAndLogIn(h);
    const own = await photoWithOutfits(member.access);
    const named = [storedFile(own.pathname), storedFile(own.cutout)];
    // what an upload stopped (kill -9) after storing its photo leaves: the photo, no row
    const orphans = () => [`${randomUUID()}.jpg`, `${randomUUID()}.cutout.webp`].map(storedFile);
    const [stale, fresh] = [orphans(), orphans()];
    for (const file of [...stale, ...fresh]) await writeFile(file, photo);
    for (const file of [...stale, ...named]) await age(file, ORPHAN_GRACE_MS + 60_000);
    // an upload still between its photo and its row
    for (const file of fresh) await age(file, ORPHAN_GRACE_MS - 60_000);

    const swept = await h.retention.sweep();
    expect(stale.map((file) => existsSync(file))).toEqual([false, false]);
    expect([...fresh, ...named].map((file) => existsSync(file))).toEqual([true, true, true, true]);
    expect(swept.orphans).toBe(2);
  });
});
