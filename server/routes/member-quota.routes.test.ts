/**
 * Per-member quotas (member-quota.ts): one member cannot make the server recognise, compose and
 * store without bound, and answers carrying member data are never kept by a shared cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { GENERATOR_PER_MINUTE, LIKES_PER_MINUTE, UPLOADS_PER_MINUTE } from './member-quota';

let h: Harness;
let photo: Buffer;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
  photo = await solidJpeg(64, 48, '#1f2a44');
});
afterAll(async () => h.close());

const HANGUL = /[\uAC00-\uD7A3]/;

function generate(access: string, imageUrl: string) {
  return h.app.inject({
    method: 'POST',
    url: '/api/recommend/v1/generator/',
    // A member moving between addresses (Wi-Fi, mobile data) is still one member.
    remoteAddress: randomClientAddress(),
    headers: { authorization: `Bearer ${access}` },
    payload: { image_url: imageUrl },
  });
}

describe('per-member quotas', () => {
  it('should answer a member’s generator calls past the quota with 429, Retry-After and a Korean message, and spare other members', async () => {
    const member = await signUpAndLogIn(h);
    const imageUrl = (await uploadImage(h, member.access, photo)).json<{ image_url: string }>()
      .image_url;
    const statuses: number[] = [];
    for (let i = 0; i < GENERATOR_PER_MINUTE; i += 1)
      statuses.push((await generate(member.access, imageUrl)).statusCode);
    expect(statuses).toEqual(Array(GENERATOR_PER_MINUTE).fill(200));
    const over = await generate(member.access, imageUrl);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect(over.json<{ message: string }>().message).toMatch(HANGUL);
    expect(over.json<{ message: string }>().message).toContain(`${GENERATOR_PER_MINUTE}번`);

    const other = await signUpAndLogIn(h);
    const otherUrl = (await uploadImage(h, other.access, photo)).json<{ image_url: string }>()
      .image_url;
    expect((await generate(other.access, otherUrl)).statusCode).toBe(200);
  });

  it('should answer a member’s uploads past the quota with 429 and a Korean message', async () => {
    const member = await signUpAndLogIn(h);
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_MINUTE; i += 1)
      statuses.push((await uploadImage(h, member.access, photo)).statusCode);
    expect(statuses).toEqual([...Array(UPLOADS_PER_MINUTE).fill(201), 429]);
    const over = await uploadImage(h, member.access, photo);
    expect(over.json<{ message: string }>().message).toContain(`${UPLOADS_PER_MINUTE}장`);
    expect((await uploadImage(h, (await signUpAndLogIn(h)).access, photo)).statusCode).toBe(201);
  });

  it('should answer a member’s like toggles past the quota with 429 and a Korean message the outbox retries later', async () => {
    const member = await signUpAndLogIn(h);
    const [club] = (
      await h.app.inject({ method: 'GET', url: '/api/picked/v1/main/random/?count=1' })
    ).json<{ id: number }[]>();
    const toggle = (access: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/picked/v1/main_picked/toggle/',
        headers: { authorization: `Bearer ${access}` },
        payload: { main_recommendation_id: club!.id },
      });
    const statuses = new Set<number>();
    for (let i = 0; i < LIKES_PER_MINUTE; i += 1)
      statuses.add((await toggle(member.access)).statusCode);
    expect([...statuses].sort()).toEqual([200, 201]);
    const over = await toggle(member.access);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json<{ message: string }>().message).toContain(`${LIKES_PER_MINUTE}번`);
    expect((await toggle((await signUpAndLogIn(h)).access)).statusCode).toBe(201);
  });

  it('should not count calls without a valid token against anyone', async () => {
    const anonymous = await uploadImage(h, null, photo);
    expect(anonymous.statusCode).toBe(401);
    const forged = await uploadImage(h, 'not-a-token', photo);
    expect(forged.statusCode).toBe(401);
  });
});

describe('Cache-Control of member data', () => {
  it('should mark every API answer no-store: login, refresh, user_info, likes, and failures', async () => {
    const member = await signUpAndLogIn(h);
    const auth = { authorization: `Bearer ${member.access}` };
    const answers = await Promise.all([
      h.app.inject({
        method: 'POST',
        url: '/api/account/v1/login/',
        remoteAddress: randomClientAddress(),
        payload: { email: member.email, password: 'wrong-password-1!' },
      }),
      h.app.inject({ method: 'GET', url: '/api/account/v1/user_info/', headers: auth }),
      h.app.inject({ method: 'GET', url: '/api/account/v1/user_info/' }),
      h.app.inject({ method: 'GET', url: '/api/picked/v1/by-time/', headers: auth }),
      h.app.inject({
        method: 'POST',
        url: '/api/account/v1/token/refresh/',
        payload: { refresh: member.refresh },
      }),
    ]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
