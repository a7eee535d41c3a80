/**
 * Rate limits across processes (ARCHITECTURE.md "Invariants", "Scale-out"): two apps sharing one
 * Redis (REDIS_URL) count one account's failed logins together, so running more processes does
 * not multiply the guesses anyone may make. Runs when TEST_REDIS_URL names a Redis (vitest's 'redis'
 * project; `.ci/run` sets it to the machine's Redis).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../test/factories/recognition';
import { FREE_FAILURES } from '../services/sign-in-guard';
import {
  createHarness,
  fakeRecognizer,
  randomClientAddress,
  solidJpeg,
  TEST_PASSWORD,
  uploadImage,
  type Harness,
} from '../../test/harness';
import { hashPassword } from '../lib/password';
import { UPLOADS_PER_MINUTE } from './member-quota';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl)
  throw new Error(
    'TEST_REDIS_URL must name a Redis for the shared rate-limit tests (e.g. redis://127.0.0.1:6379)',
  );

let first: Harness;
let second: Harness;
beforeAll(async () => {
  first = await createHarness({ recognizer: fakeRecognizer(recognition()), config: { redisUrl } });
  // A second process of the same scale-out: the same database, the same Redis.
  second = await createHarness({
    recognizer: fakeRecognizer(recognition()),
    config: { redisUrl },
    sharedWith: first,
  });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('rate limits shared through Redis', () => {
  it('should hold the per-account login lock across two processes, whatever the address', async () => {
    const email = `guessed-${Math.random().toString(36).slice(2)}@example.com`;
    const login = (h: Harness, password = 'wrong') =>
      h.app.inject({
        method: 'POST',
        url: '/api/account/v1/login/',
        remoteAddress: randomClientAddress(),
        payload: { email, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES; i += 1)
      statuses.push((await login(i % 2 === 0 ? first : second)).statusCode);
    expect(statuses).toEqual(Array(FREE_FAILURES).fill(400));
    expect((await login(first)).statusCode).toBe(429);
    expect((await login(second)).statusCode).toBe(429);
    // Another account is not affected.
    const other = await second.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      remoteAddress: randomClientAddress(),
      payload: { email: `other-${email}`, password: 'wrong' },
    });
    expect(other.statusCode).toBe(400);
  });

  it('should compare at most the free tries when guesses at one account arrive at two processes at once', async () => {
    const email = `together-${Math.random().toString(36).slice(2)}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/api/account/v1/login/',
          remoteAddress: randomClientAddress(),
          payload: { email, password: `wrong-${i}` },
        }),
      ),
    );
    const compared = answers.filter((res) => res.statusCode === 400).length;
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(FREE_FAILURES);
    expect(answers.every((res) => res.statusCode === 400 || res.statusCode === 429)).toBe(true);
  });

  it('should hold a member’s upload quota across two processes', async () => {
    // Quotas key on the member id, and other test databases on this Redis number their members
    // from 1 too: this member gets an id of its own.
    const email = `quota-${Math.random().toString(36).slice(2)}@example.com`;
    await first.db
      .insertInto('users')
      .values({
        id: 1_000_000 + Math.floor(Math.random() * 1_000_000_000),
        email,
        username: '김핏픽',
        password_hash: await hashPassword(TEST_PASSWORD),
        height: null,
        weight: null,
        age: null,
        sex: '',
      })
      .execute();
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      remoteAddress: randomClientAddress(),
      payload: { email, password: TEST_PASSWORD },
    });
    const access = login.json<{ access_token: string }>().access_token;
    const photo = await solidJpeg(32, 32, '#445566');
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOADS_PER_MINUTE; i += 1)
      statuses.push((await uploadImage(i % 2 === 0 ? first : second, access, photo)).statusCode);
    expect(statuses).toEqual([...Array(UPLOADS_PER_MINUTE).fill(201), 429]);
  });
});
