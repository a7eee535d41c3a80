/**
 * Password guessing limits that key on the account, not only the address (ARCHITECTURE.md
 * "Invariants": nothing a client sends turns a defence off). Korean mobile carriers put many
 * shoppers behind one address (carrier-grade NAT), so an address-wide limit on failures would
 * lock every shopper behind it out, and would not stop a botnet guessing one member's password
 * from a thousand addresses. The rules:
 *
 * - **Every try is counted before its password is compared**, with an atomic counter (one Redis
 *   script, or this process's memory), so that tries sent together cannot all pass the check:
 *   whatever the concurrency and however many processes share the store, at most FREE_FAILURES
 *   passwords are compared before the first lock, and one per lock after it.
 * - **Per account**, whatever the address: the first FREE_FAILURES - 1 tries are compared freely.
 *   The FREE_FAILURES-th and every later try must first take the account's lock, which holds the
 *   next try back for a growing delay (LOCKOUT_LADDER_S: 1 min, 5 min, then 15 min each time);
 *   tries arriving while the lock is held are refused uncompared (429 with Retry-After and the
 *   wait in Korean), even with the right password. The right password clears the count and the
 *   lock. Tries are forgotten FAILURE_MEMORY_S after the first one.
 * - **Per address and account**: PAIR_MAX_FAILURES tries at one account from one address within a
 *   day (PAIR_WINDOW_S), the last of them wrong, lock that pair for an hour (PAIR_LOCK_S): a bound
 *   on one guesser that the member's own sign-in elsewhere, which clears the account's count, does
 *   not lift.
 * - The address-wide ceiling against floods (hundreds a minute) is the route's @fastify/rate-limit.
 *
 * Counters live in Redis when the app has one (every process shares them), else in this process;
 * when Redis fails, the in-process counters stand in (rate-limiter-flexible's insurance limiter)
 * rather than letting guesses through unlimited. Unknown e-mails are counted like members', so
 * the answers do not tell which e-mails are members. Resets are not guarded here: each code
 * counts its own tries and no wrong code spends an e-mail's link (password-reset.service.ts), so
 * that strangers cannot lock a member out of the reset that lifts this lock.
 */
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error';
import { signInLockedMessage } from '../messages';

/** Tries of one account before the first lock (the last of them takes it). */
export const FREE_FAILURES = 5;
/** The wait (s) after the 1st, 2nd, 3rd… try that takes the lock; the last repeats. */
export const LOCKOUT_LADDER_S = [60, 300, 900] as const;
/** How long (s) an account's tries are remembered, from the first one: a day. */
export const FAILURE_MEMORY_S = 86_400;
/** Tries at one account from one address within PAIR_WINDOW_S that lock that pair. */
export const PAIR_MAX_FAILURES = 10;
/** How long (s) one address's tries at an account are remembered: a day. */
export const PAIR_WINDOW_S = 86_400;
/** How long (s) the pair is then locked: an hour. */
export const PAIR_LOCK_S = 3_600;

/** A try refused because of earlier failures: 429 'rate_limited' with Retry-After (s). */
export class TooManyFailuresError extends HttpError {
  constructor(override readonly retryAfterS: number) {
    super(429, 'rate_limited', signInLockedMessage(retryAfterS));
    this.name = 'TooManyFailuresError';
  }
}

/** A counted try whose password may now be compared; report how the comparison went. */
export interface SignInTry {
  /** The password was wrong: the try stays counted (and locks the pair at its limit). */
  failed(): Promise<void>;
  /** The password was right: the account's count and lock, and this address's count, go. */
  succeeded(): Promise<void>;
}

export class SignInGuard {
  /** Tries per account (never refused: the lock decides). */
  private readonly accountTries: RateLimiterAbstract;
  /** Tries per address + account. */
  private readonly pairTries: RateLimiterAbstract;
  /**
   * Locks of accounts and pairs. Taking the account's lock is a consume of its single point
   * (atomic: one taker wins); holding it is a block for the ladder's delay (points + 1 used).
   */
  private readonly locks: RateLimiterAbstract;

  /** `redis`: the app's Redis connection for shared counters; undefined → in this process. */
  constructor(redis?: Redis) {
    const limiter = (keyPrefix: string, points: number, duration: number) => {
      const options: IRateLimiterOptions = { keyPrefix, points, duration };
      const memory = new RateLimiterMemory(options);
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
        : memory;
    };
    const forever = Number.MAX_SAFE_INTEGER;
    this.accountTries = limiter('fitpick:login-try-account', forever, FAILURE_MEMORY_S);
    this.pairTries = limiter('fitpick:login-try-pair', forever, PAIR_WINDOW_S);
    this.locks = limiter('fitpick:login-lock', 1, LOCKOUT_LADDER_S[0]);
  }

  /**
   * Counts a try at the account of `email` (as typed; trimmed and lower-cased here) from
   * `address` (request.ip) before its password is compared. Throws TooManyFailuresError when
   * the account or the pair is locked, or when another try holds the account's lock; a refused
   * try is not counted.
   */
  async takeTry(email: string, address: string): Promise<SignInTry> {
    const keys = keysOf(email, address);
    await this.assertUnlocked(keys);
    const pairTry = await this.pairTries.consume(keys.pair);
    if (pairTry.consumedPoints > PAIR_MAX_FAILURES) {
      await this.pairTries.reward(keys.pair);
      throw await this.refusal(keys);
    }
    const accountTry = await this.accountTries.consume(keys.account);
    const step = accountTry.consumedPoints - FREE_FAILURES;
    if (step >= 0) {
      if (!(await this.takeLock(keys.account))) {
        await Promise.all([
          this.accountTries.reward(keys.account),
          this.pairTries.reward(keys.pair),
        ]);
        throw await this.refusal(keys);
      }
      const seconds = LOCKOUT_LADDER_S[Math.min(step, LOCKOUT_LADDER_S.length - 1)]!;
      await this.locks.block(keys.account, seconds);
    }
    return {
      failed: async () => {
        if (pairTry.consumedPoints < PAIR_MAX_FAILURES) return;
        await Promise.all([
          this.locks.block(keys.pair, PAIR_LOCK_S),
          this.pairTries.delete(keys.pair),
        ]);
      },
      succeeded: async () => {
        await Promise.all([
          this.accountTries.delete(keys.account),
          this.pairTries.delete(keys.pair),
          this.locks.delete(keys.account),
        ]);
      },
    };
  }

  /**
   * Lifts the account's lock and count, from any address: the member proved they own it another
   * way (a password reset by the code e-mailed to them).
   */
  async clearAccount(email: string): Promise<void> {
    const { account } = keysOf(email, '');
    await Promise.all([this.accountTries.delete(account), this.locks.delete(account)]);
  }

  private async assertUnlocked(keys: Keys): Promise<void> {
    const waitMs = await this.lockedMs(keys);
    if (waitMs > 0) throw new TooManyFailuresError(Math.ceil(waitMs / 1000));
  }

  /** True when this try took the account's lock; false when another try holds it. */
  private async takeLock(account: string): Promise<boolean> {
    try {
      await this.locks.consume(account);
      return true;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return false;
      throw refused;
    }
  }

  /** The 429 of a try refused after it was counted: the lock's wait, at least a second. */
  private async refusal(keys: Keys): Promise<TooManyFailuresError> {
    const waitMs = await this.lockedMs(keys, 0);
    return new TooManyFailuresError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /**
   * How long (ms) the account's or the pair's lock still holds; 0 when neither is locked. An
   * entry counts as a lock above `takenPoints` used (1: a lock taken but not yet blocked for its
   * delay does not hold other tries back before they are counted; they lose the take instead).
   */
  private async lockedMs(keys: Keys, takenPoints = 1): Promise<number> {
    const entries = await Promise.all([this.locks.get(keys.account), this.locks.get(keys.pair)]);
    return Math.max(
      0,
      ...entries.map((entry) =>
        entry && entry.consumedPoints > takenPoints ? entry.msBeforeNext : 0,
      ),
    );
  }
}

interface Keys {
  account: string;
  pair: string;
}

function keysOf(email: string, address: string): Keys {
  const account = email.trim().toLowerCase();
  return { account, pair: `${address}|${account}` };
}
