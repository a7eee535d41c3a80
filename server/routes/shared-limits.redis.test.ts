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
  type Harness,
} from '../../test/harness';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl)
  throw new Error(
    'TEST_REDIS_URL must name a Redis for the shared rate-limit tests (e.g. redis://127.0.0.1:6379)',
  );

let first: Harness;
let second: Harness;
beforeAll(async () => {
  first = await createHarness({ recognizer: fakeRecognizer(recognition()), config: { redisUrl } });
  second = await createHarness({ recognizer: fakeRecognizer(recognition()), config: { redisUrl } });
});
afterAll(async () => {
  await first.close();
  await second.close();
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
});
