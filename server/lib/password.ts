/**
 * Password hashing for every account path (signup, login, change, reset): argon2id at OWASP's
 * recommended parameters (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1).
 *
 * Hashing is the costliest thing a request can ask for, so at most one hash (or verification)
 * runs per core at a time (p-limit); the rest wait in a queue of at most MAX_WAITING_HASHES, and
 * past that a request is refused with ServiceBusyError (503, Retry-After) instead of slowing every
 * other request down. A stored hash made with other parameters is re-made at the next login
 * (`needsRehash`).
 *
 * ARGON2_MEMORY_KIB (environment, default 19456) lowers the memory cost for tests only; every
 * code path stays the same.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { ServiceBusyError } from './http-error';
import { AUTH_MESSAGES } from '../messages';

/** argon2id parameters of new hashes (memoryCost in KiB). */
export const ARGON2_PARAMS = {
  type: argon2.argon2id,
  memoryCost: Number(process.env.ARGON2_MEMORY_KIB) || 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes waiting for a core beyond which a request is refused (503). */
export const MAX_WAITING_HASHES = 64;
/** Retry-After (s) of a refused request. */
const BUSY_RETRY_AFTER_S = 2;

const limit = pLimit(os.availableParallelism());

/** Runs `work` when a core is free; rejects with ServiceBusyError when too many already wait. */
function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= MAX_WAITING_HASHES) {
    return Promise.reject(new ServiceBusyError(AUTH_MESSAGES.loginBusy, BUSY_RETRY_AFTER_S));
  }
  return limit(work);
}

/** An argon2id hash of `password` (PHC string). Throws ServiceBusyError when the queue is full. */
export function hashPassword(password: string): Promise<string> {
  return bounded(() => argon2.hash(password, ARGON2_PARAMS));
}

/**
 * True when `password` matches the PHC `hash`; false (never a throw) for a malformed hash.
 * Throws ServiceBusyError when the queue is full.
 */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/** True when `hash` was not made with ARGON2_PARAMS (or is not an argon2 hash): re-make it. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_PARAMS);
  } catch {
    return true;
  }
}

let unknownMemberHash: Promise<string> | undefined;

/**
 * Always false, after the same argon2 verification a member's password costs: login with an
 * unknown e-mail must take as long as with a known one, so that its timing does not tell which
 * e-mails are members. The hash is of a random secret, made once per process.
 */
export async function verifyUnknownMember(password: string): Promise<false> {
  unknownMemberHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await unknownMemberHash, password);
  return false;
}
