/**
 * Rate limits across processes (ARCHITECTURE.md "Invariants", "Scale-out"): two apps sharing one
 * Redis (REDIS_URL) count one client's requests together, so running more processes does not
 * multiply what a client may send. Runs when TEST_REDIS_URL names a Redis (vitest's 'redis'
 * project; `.ci/run` sets it to the machine's Redis).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../test/factories/recognition';
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
  it('should hold the login limit (20 a minute per client) across two processes', async () => {
    const client = randomClientAddress();
    const login = (h: Harness) =>
      h.app.inject({
        method: 'POST',
        url: '/api/account/v1/login/',
        remoteAddress: client,
        payload: { email: '', password: '' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push((await login(i % 2 === 0 ? first : second)).statusCode);
    expect(statuses).toEqual(Array(20).fill(400));
    expect((await login(first)).statusCode).toBe(429);
    expect((await login(second)).statusCode).toBe(429);
    // Another client is not affected.
    const other = await second.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      remoteAddress: randomClientAddress(),
      payload: { email: '', password: '' },
    });
    expect(other.statusCode).toBe(400);
  });
});
