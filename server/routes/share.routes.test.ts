/**
 * Shared outfits (share.routes.ts, services/share.service.ts): a member shares one of their AI
 * outfits as a public snapshot under an unguessable token, which another member and a visitor
 * without a token open; their own garment shows only with their consent, as a public copy while
 * the private original stays theirs; the sharer alone withdraws it, and its link and pictures
 * then answer 404; sharing again gives the same link; bad input is a Korean 4xx.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorResponse } from '../../contract/api';
import type { OutfitShare, SharedOutfit } from '../../contract/share';
import type { WardrobeItem } from '../../contract/wardrobe';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  randomClientAddress,
  signUpAndLogIn,
  solidJpeg,
  uploadImage,
  type Harness,
} from '../../test/harness';
import { expectKoreanError } from '../../test/korean-error';
import { ORPHAN_GRACE_MS } from '../services/retention.service';
import { SHARES_PER_MINUTE } from './member-quota';

const SHARES = '/api/share/v1/shares/';

let h: Harness;
let photo: Buffer;
// 2026-11-21 in Korea: autumn.
const NOW = new Date('2026-11-21T03:00:00Z');
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()), now: () => NOW });
  photo = await solidJpeg(120, 160, '#2b3a55');
});
afterAll(async () => h.close());

const bearer = (access: string | null) => (access ? { authorization: `Bearer ${access}` } : {});

/** Asks for outfits around a new photo of `access` (`body` beside its image_url); the answer. */
async function outfits(access: string, body: object = {}): Promise<GeneratorResponse> {
  const imageUrl = (await uploadImage(h, access, photo)).json<{ image_url: string }>().image_url;
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/recommend/v1/generator/',
    headers: bearer(access),
    payload: { image_url: imageUrl, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GeneratorResponse>();
}

function share(access: string | null, payload: unknown) {
  return h.app.inject({
    method: 'POST',
    url: SHARES,
    remoteAddress: randomClientAddress(),
    headers: bearer(access),
    payload: payload as Record<string, unknown>,
  });
}

const read = (token: string, access: string | null = null) =>
  h.app.inject({ method: 'GET', url: `${SHARES}${token}/`, headers: bearer(access) });

const withdraw = (access: string | null, token: string) =>
  h.app.inject({ method: 'DELETE', url: `${SHARES}${token}/`, headers: bearer(access) });

const get = (url: string, access: string | null = null) =>
  h.app.inject({ method: 'GET', url, headers: bearer(access) });

/** The share files in the upload store (local disk in the tests). */
async function storedShareFiles(): Promise<string[]> {
  return (await readdir(path.join(h.dataDir, 'uploads'))).filter((f) => f.startsWith('share-'));
}

describe('shared outfits', () => {
  it('should open an AI outfit for another member and a visitor without a token, without the sharer’s garment unless they agreed, until withdrawn', async () => {
    const a = await signUpAndLogIn(h);
    const b = await signUpAndLogIn(h);
    const answer = await outfits(a.access);
    const outfit = answer.product_combinations[0]!;
    const cutout = new URL(answer.recognition.cutout_url!).pathname;

    // Before: the outfit is A's alone.
    const detail = `/api/picked/v1/recommend_picked/${outfit.recommendation_id}/`;
    expect((await get(detail, b.access)).statusCode).toBe(404);

    // Without consent: the shop's similar item in the photographed slot, no own garment.
    const plain = await share(a.access, {
      recommendation_id: outfit.recommendation_id,
      with_own_garment: false,
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const withoutOwn = plain.json<OutfitShare>();
    expect(withoutOwn.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(withoutOwn.with_own_garment).toBe(false);
    for (const reader of [b.access, null]) {
      const res = await read(withoutOwn.token, reader);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const shared = res.json<SharedOutfit>();
      expect(shared.reasoning_text).toBe(outfit.reasoning_text);
      expect(shared.total_price).toBe(outfit.total_price);
      expect(shared.style).toBe(outfit.style);
      expect(shared.bottom).toMatchObject({
        id: outfit.combination.bottom!.id,
        goods_url: outfit.combination.bottom!.goods_url,
        similar_to_photo: true,
      });
      expect(shared.top?.s3_path).toBe(outfit.combination.top!.s3_path);
      expect(shared.cutout_url).toBeUndefined();
      expect(shared.sources).toBeUndefined();
      expect(res.body).not.toContain('/media/uploads/');
      expect(res.body).not.toContain('size_advice');
    }

    // With consent: a public copy of the cut-out; the private original stays A's.
    const agreed = await share(a.access, {
      recommendation_id: outfit.recommendation_id,
      with_own_garment: true,
    });
    expect(agreed.statusCode, agreed.body).toBe(201);
    const withOwn = agreed.json<OutfitShare>();
    expect(withOwn.token).not.toBe(withoutOwn.token);
    const shared = (await read(withOwn.token)).json<SharedOutfit>();
    expect(shared.sources).toMatchObject({ bottom: 'photo' });
    expect(shared.cutout_url).toBe(`/media/shares/${withOwn.token}/bottom.webp`);
    const picture = await get(shared.cutout_url!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('no-store');
    expect(picture.rawPayload.equals((await get(cutout, a.access)).rawPayload)).toBe(true);
    expect((await get(cutout)).statusCode).toBe(401);
    expect((await get(cutout, b.access)).statusCode).toBe(404);
    expect(await storedShareFiles()).toContain(`share-${withOwn.token}-bottom.webp`);

    // The sharer's list: both, newest first.
    const listed = await get(SHARES, a.access);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<OutfitShare[]>().map((s) => s.token)).toEqual([
      withOwn.token,
      withoutOwn.token,
    ]);
    expect((await get(SHARES, b.access)).json()).toEqual([]);

    // B cannot withdraw A's share, nor can a visitor.
    expectKoreanError(await withdraw(b.access, withOwn.token), 404);
    expectKoreanError(await withdraw(null, withOwn.token), 401);
    expect((await read(withOwn.token)).statusCode).toBe(200);

    // A withdraws: the link and its picture answer 404, the copy is gone.
    expect((await withdraw(a.access, withOwn.token)).statusCode).toBe(204);
    expectKoreanError(await read(withOwn.token, b.access), 404);
    expectKoreanError(await get(shared.cutout_url!), 404);
    expect(existsSync(path.join(h.dataDir, 'uploads', `share-${withOwn.token}-bottom.webp`))).toBe(
      false,
    );
    expectKoreanError(await withdraw(a.access, withOwn.token), 404);
    // A's own cut-out and the other share are untouched.
    expect((await get(cutout, a.access)).statusCode).toBe(200);
    expect((await read(withoutOwn.token)).statusCode).toBe(200);
    expect((await get(SHARES, a.access)).json<OutfitShare[]>()).toHaveLength(1);
  });

  it('should give the same link when an outfit is shared again with the same answer, a new one after a withdrawal', async () => {
    const a = await signUpAndLogIn(h);
    const id = (await outfits(a.access)).product_combinations[0]!.recommendation_id;
    const body = { recommendation_id: id, with_own_garment: true };
    const first = await share(a.access, body);
    expect(first.statusCode).toBe(201);
    const again = await share(a.access, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<OutfitShare>()).toEqual(first.json<OutfitShare>());
    const token = first.json<OutfitShare>().token;
    expect(await storedShareFiles()).toEqual(
      expect.arrayContaining([`share-${token}-bottom.webp`]),
    );
    expect((await storedShareFiles()).filter((f) => f.includes(token))).toHaveLength(1);

    expect((await withdraw(a.access, token)).statusCode).toBe(204);
    const anew = await share(a.access, body);
    expect(anew.statusCode).toBe(201);
    expect(anew.json<OutfitShare>().token).not.toBe(token);
  });

  it('should show the sharer’s 내 옷장 pieces only with their consent, as public copies', async () => {
    const a = await signUpAndLogIn(h);
    const keep = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/wardrobe/',
      remoteAddress: randomClientAddress(),
      headers: bearer(a.access),
      payload: {
        image_url: (await uploadImage(h, a.access, photo)).json().image_url,
        category: '로퍼',
        colour: '블랙',
      },
    });
    expect(keep.statusCode, keep.body).toBe(201);
    const loafers = keep.json<WardrobeItem>();
    const answer = await outfits(a.access, {
      category: '셔츠&블라우스 - 긴소매',
      colour: '화이트',
      use_wardrobe: true,
    });
    const outfit = answer.product_combinations.find((o) => o.sources?.shoes === 'wardrobe');
    if (!outfit) throw new Error('no outfit wears the loafers');

    const shareOf = async (withOwn: boolean) => {
      const res = await share(a.access, {
        recommendation_id: outfit.recommendation_id,
        with_own_garment: withOwn,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (await read(res.json<OutfitShare>().token)).json<SharedOutfit>();
    };

    const without = await shareOf(false);
    expect(without.shoes).toBeNull();
    expect(JSON.stringify(without)).not.toContain('/media/wardrobe/');

    const agreed = await shareOf(true);
    expect(agreed.sources).toMatchObject({ top: 'photo', shoes: 'wardrobe' });
    expect(agreed.shoes).toMatchObject({ wardrobe_item_id: loafers.id, price: 0, goods_url: '' });
    expect(agreed.shoes!.s3_path).toMatch(/^\/media\/shares\/[A-Za-z0-9_-]{22}\/shoes\.webp$/);
    expect((await get(agreed.shoes!.s3_path)).statusCode).toBe(200);
    expect(JSON.stringify(agreed)).not.toContain('/media/wardrobe/');
    // the private original stays the member's
    expect((await get(new URL(loafers.picture_url).pathname)).statusCode).toBe(401);
  });

  it('should not share another member’s outfit, and refuse without a token', async () => {
    const a = await signUpAndLogIn(h);
    const b = await signUpAndLogIn(h);
    const id = (await outfits(a.access)).product_combinations[0]!.recommendation_id;
    expectKoreanError(
      await share(b.access, { recommendation_id: id, with_own_garment: false }),
      404,
    );
    expectKoreanError(await share(null, { recommendation_id: id, with_own_garment: false }), 401);
    expectKoreanError(await get(SHARES), 401);
    expect(await get(SHARES, b.access).then((res) => res.json())).toEqual([]);
  });

  it('should answer unknown tokens and bad input with a Korean 4xx, never a 5xx', async () => {
    const a = await signUpAndLogIn(h);
    expectKoreanError(await read('AAAAAAAAAAAAAAAAAAAAAA'), 404);
    expectKoreanError(await read('not-a-token'), 400);
    expectKoreanError(await read(`${'A'.repeat(21)}%00`), 400);
    expectKoreanError(await withdraw(a.access, 'AAAAAAAAAAAAAAAAAAAAAA'), 404);
    expectKoreanError(await withdraw(a.access, '..%2F..%2Fetc'), 400);
    for (const url of [
      '/media/shares/AAAAAAAAAAAAAAAAAAAAAA/bottom.webp',
      '/media/shares/AAAAAAAAAAAAAAAAAAAAAA/photo.jpg',
      '/media/shares/..%2F..%2Fpasswd/bottom.webp',
      '/media/shares/x/..%2F..%2Fuploads%2Fa.jpg',
    ])
      expectKoreanError(await get(url), 404);
    for (const payload of [
      {},
      { recommendation_id: 1 },
      { recommendation_id: 'abc', with_own_garment: true },
      { recommendation_id: -1, with_own_garment: true },
      { recommendation_id: 2 ** 40, with_own_garment: true },
      { recommendation_id: 1, with_own_garment: 'yes' },
      [],
    ])
      expectKoreanError(await share(a.access, payload), 400);
    expectKoreanError(await share(a.access, 'text'), 415);
    expectKoreanError(
      await share(a.access, { recommendation_id: 99999, with_own_garment: true }),
      404,
    );
  });

  it(`should keep a member to ${SHARES_PER_MINUTE} shares a minute`, async () => {
    const a = await signUpAndLogIn(h);
    const body = { recommendation_id: 99999, with_own_garment: false };
    for (let i = 0; i < SHARES_PER_MINUTE; i += 1)
      expect((await share(a.access, body)).statusCode).toBe(404);
    expectKoreanError(await share(a.access, body), 429);
  });

  it('should stop serving the shares of an account that is gone, and delete them at the sweep', async () => {
    const a = await signUpAndLogIn(h);
    const id = (await outfits(a.access)).product_combinations[0]!.recommendation_id;
    const made = (
      await share(a.access, { recommendation_id: id, with_own_garment: true })
    ).json<OutfitShare>();
    const pictureUrl = made.outfit.cutout_url!;
    expect((await get(pictureUrl)).statusCode).toBe(200);

    await h.db.deleteFrom('users').where('email', '=', a.email).execute();
    expectKoreanError(await read(made.token), 404);
    expectKoreanError(await get(pictureUrl), 404);
    expect(await storedShareFiles()).toContain(`share-${made.token}-bottom.webp`);
    expect((await h.retention.sweep()).shares).toBeGreaterThanOrEqual(1);
    expect(await storedShareFiles()).not.toContain(`share-${made.token}-bottom.webp`);
    expect(
      await h.db.selectFrom('outfit_shares').where('token', '=', made.token).selectAll().execute(),
    ).toEqual([]);
  });

  it('should delete a share picture no share names once older than the grace period (a process stopped between copying it and its row), keeping a newer one and every share’s own', async () => {
    const a = await signUpAndLogIn(h);
    const id = (await outfits(a.access)).product_combinations[0]!.recommendation_id;
    const made = (
      await share(a.access, { recommendation_id: id, with_own_garment: true })
    ).json<OutfitShare>();
    const stored = (file: string) => path.join(h.dataDir, 'uploads', file);
    const own = stored(`share-${made.token}-bottom.webp`);
    const [stale, fresh] = [0, 1].map(() =>
      stored(`share-${randomBytes(16).toString('base64url')}-bottom.webp`),
    ) as [string, string];
    const age = async (file: string, ms: number) => {
      const time = new Date(NOW.getTime() - ms);
      await utimes(file, time, time);
    };
    for (const file of [stale, fresh]) await copyFile(own, file);
    await age(stale, ORPHAN_GRACE_MS + 60_000);
    await age(own, ORPHAN_GRACE_MS + 60_000);
    await age(fresh, ORPHAN_GRACE_MS - 60_000);

    await h.retention.sweep();
    expect([stale, fresh, own].map((file) => existsSync(file))).toEqual([false, true, true]);
    expect((await get(made.outfit.cutout_url!)).statusCode).toBe(200);
  });
});
