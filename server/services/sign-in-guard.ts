/**
 * Password and reset-code guessing limits that key on the account, not only the address
 * (ARCHITECTURE.md "Invariants": nothing a client sends turns a defence off). Korean mobile
 * carriers put many shoppers behind one address (carrier-grade NAT), so an address-wide limit on
 * failures would lock every shopper behind it out, and would not stop a botnet guessing one
 * member's password from a thousand addresses. The rules, per guarded action (login, reset code):
 *
 * - **Per account**, whatever the address: FREE_FAILURES failed tries cost nothing; the last of
 *   them and every later failure lock the account's next try for a growing delay
 *   (LOCKOUT_LADDER_S: 1 min, 5 min, then 15 min each time). During the delay even the right password is refused (429,
 *   with Retry-After and the wait in Korean); after it, the right one signs in and clears the
 *   count. Failures are forgotten FAILURE_MEMORY_S after the first one.
 * - **Per address and account**: PAIR_MAX_FAILURES failures of one account from one address
 *   within a day (PAIR_WINDOW_S) lock that pair for an hour (PAIR_LOCK_S): a bound on one
 *   guesser that the member's own sign-in elsewhere, which clears the account's count, does not
 *   lift.
 * - The address-wide ceiling against floods (hundreds a minute) is the route's @fastify/rate-limit.
 *
 * Counters live in Redis when the app has one (every process shares them), else in this process;
 * when Redis fails, the in-process counters stand in (rate-limiter-flexible's insurance limiter)
 * rather than letting guesses through unlimited. Unknown e-mails are counted like members', so
 * the answers do not tell which e-mails are members.
 */
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error';
import { signInLockedMessage } from '../messages';

/** Failed tries of one account that cost no wait. */
export const FREE_FAILURES = 5;
/** The wait (s) after the 1st, 2nd, 3rd… failure beyond the free ones; the last repeats. */
export const LOCKOUT_LADDER_S = [60, 300, 900] as const;
/** How long (s) an account's failures are remembered, from the first one: a day. */
export const FAILURE_MEMORY_S = 86_400;
/** Failures of one account from one address within PAIR_WINDOW_S that lock that pair. */
export const PAIR_MAX_FAILURES = 10;
/** How long (s) one address's failures at an account are remembered: a day. */
export const PAIR_WINDOW_S = 86_400;
/** How long (s) the pair is then locked: an hour. */
export const PAIR_LOCK_S = 3_600;

/** What is guessed: a password at login, or a reset code (SPEC §5 "Find password"). */
export type GuardedAction = 'login' | 'reset';

/** A try refused because of earlier failures: 429 'rate_limited' with Retry-After (s). */
export class TooManyFailuresError extends HttpError {
  constructor(
    action: GuardedAction,
    override readonly retryAfterS: number,
  ) {
    super(429, 'rate_limited', signInLockedMessage(action, retryAfterS));
    this.name = 'TooManyFailuresError';
  }
}

export class SignInGuard {
  private readonly limiters: Record<
    GuardedAction,
    {
      accountFailures: RateLimiterAbstract;
      pairFailures: RateLimiterAbstract;
      locks: RateLimiterAbstract;
    }
  >;

  /** `redis`: the app's Redis connection for shared counters; undefined → in this process. */
  constructor(redis?: Redis) {
    const limiter = (keyPrefix: string, points: number, duration: number) => {
      const options: IRateLimiterOptions = { keyPrefix, points, duration };
      const memory = new RateLimiterMemory(options);
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
        : memory;
    };
    const forAction = (action: GuardedAction) => ({
      accountFailures: limiter(
        `fitpick:${action}-fail-account`,
        Number.MAX_SAFE_INTEGER,
        FAILURE_MEMORY_S,
      ),
      pairFailures: limiter(`fitpick:${action}-fail-pair`, Number.MAX_SAFE_INTEGER, PAIR_WINDOW_S),
      // A lock is a key blocked for its delay (rate-limiter-flexible's block: points + 1 used).
      locks: limiter(`fitpick:${action}-lock`, 1, 1),
    });
    this.limiters = { login: forAction('login'), reset: forAction('reset') };
  }

  /**
   * Throws TooManyFailuresError when the account, or this address's tries at it, is locked.
   * `email` as typed (trimmed and lower-cased here); `address` the client address (request.ip).
   */
  async assertAllowed(action: GuardedAction, email: string, address: string): Promise<void> {
    const { locks } = this.limiters[action];
    const keys = keysOf(email, address);
    const [account, pair] = await Promise.all([locks.get(keys.account), locks.get(keys.pair)]);
    const waitMs = Math.max(lockedMs(account), lockedMs(pair));
    if (waitMs > 0) throw new TooManyFailuresError(action, Math.ceil(waitMs / 1000));
  }

  /** Counts a wrong password or code, and locks the account or the pair when a rule says so. */
  async recordFailure(action: GuardedAction, email: string, address: string): Promise<void> {
    const { accountFailures, pairFailures, locks } = this.limiters[action];
    const keys = keysOf(email, address);
    const [account, pair] = await Promise.all([
      accountFailures.penalty(keys.account),
      pairFailures.penalty(keys.pair),
    ]);
    // The FREE_FAILURES-th failure locks the next try for the ladder's first step.
    const step = account.consumedPoints - FREE_FAILURES;
    if (step >= 0) {
      const seconds = LOCKOUT_LADDER_S[Math.min(step, LOCKOUT_LADDER_S.length - 1)]!;
      await locks.block(keys.account, seconds);
    }
    if (pair.consumedPoints >= PAIR_MAX_FAILURES) {
      await Promise.all([locks.block(keys.pair, PAIR_LOCK_S), pairFailures.delete(keys.pair)]);
    }
  }

  /** Forgets the account's failures (and this address's) after a right password or code. */
  async recordSuccess(action: GuardedAction, email: string, address: string): Promise<void> {
    const { accountFailures, pairFailures } = this.limiters[action];
    const keys = keysOf(email, address);
    await Promise.all([accountFailures.delete(keys.account), pairFailures.delete(keys.pair)]);
  }

  /**
   * Lifts every lock and count of `action` on the account, from any address: the member proved
   * they own it another way (a password reset by the code e-mailed to them lifts the login's).
   */
  async clearAccount(action: GuardedAction, email: string): Promise<void> {
    const { accountFailures, locks } = this.limiters[action];
    const { account } = keysOf(email, '');
    await Promise.all([accountFailures.delete(account), locks.delete(account)]);
  }
}

function keysOf(email: string, address: string): { account: string; pair: string } {
  const account = email.trim().toLowerCase();
  return { account, pair: `${address}|${account}` };
}

/** How long (ms) a lock entry still holds; 0 when there is none. */
function lockedMs(entry: { consumedPoints: number; msBeforeNext: number } | null): number {
  return entry && entry.consumedPoints > 1 ? Math.max(entry.msBeforeNext, 0) : 0;
}
