import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { ServiceBusyError } from './http-error';
import {
  ARGON2_PARAMS,
  hashPassword,
  MAX_WAITING_HASHES,
  needsRehash,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  it('should hash with argon2id at t=2, p=1 and the configured memory, and verify', async () => {
    const hash = await hashPassword('s3cret-pass!');
    const params = /^\$argon2id\$v=19\$([^$]+)\$/.exec(hash)?.[1]?.split(',').sort();
    expect(params).toEqual([`m=${ARGON2_PARAMS.memoryCost}`, 'p=1', 't=2']);
    expect(await verifyPassword(hash, 's3cret-pass!')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'wrong')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('should ask to re-make a hash made with other parameters', async () => {
    expect(
      needsRehash(
        await argon2.hash('old-pass-1!', {
          type: argon2.argon2id,
          memoryCost: 4096,
          timeCost: 3,
          parallelism: 1,
        }),
      ),
    ).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('should refuse with 503 and Retry-After, not queue without bound, when too many hashes wait', async () => {
    const flood = Array.from({ length: MAX_WAITING_HASHES + 40 }, () =>
      hashPassword('flood-pass-1!').then(
        () => 'hashed',
        (error: unknown) => error,
      ),
    );
    const results = await Promise.all(flood);
    const refused = results.filter((r): r is ServiceBusyError => r instanceof ServiceBusyError);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ status: 503, code: 'server_busy', retryAfterS: 2 });
    expect(results.filter((r) => r === 'hashed').length).toBeGreaterThanOrEqual(MAX_WAITING_HASHES);
  });
});
