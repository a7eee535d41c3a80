/**
 * Attempts and backoff for the recommendation request (SPEC §4 step 4, §9): up to 4 attempts
 * (the first plus 3 retries), waiting 1 s, 2 s, 4 s (1000 ms × 2^(retry−1)) before each retry.
 * An attempt fails on HTTP status ≥ 500, on no response at all (offline, timeout) or on an
 * empty combination list; a 4xx answer is final.
 */
import type { GeneratorResponse } from '../../contract/api';
import type { Result } from '../../contract/result';

/** The policy of SPEC §9: total attempts and the first delay in ms. */
export const RETRY_POLICY = { attempts: 4, baseDelayMs: 1_000 } as const;

/** Delay in ms before retry number `retry` (1-based): base × 2^(retry−1). */
export function retryDelayMs(
  retry: number,
  baseDelayMs: number = RETRY_POLICY.baseDelayMs,
): number {
  return baseDelayMs * 2 ** (retry - 1);
}

export interface RetryOptions<T> {
  /** True when the attempt's outcome counts as failed and another attempt may follow. */
  shouldRetry: (outcome: T) => boolean;
  /** Called before waiting for retry `retry` of `maxRetries` (1/3, 2/3, 3/3). */
  onRetry?: (retry: number, maxRetries: number) => void;
  attempts?: number;
  baseDelayMs?: number;
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (given its 0-based index) until it succeeds or the attempts run out, and returns
 * the last outcome. Never throws by itself; a throwing attempt propagates (that is a bug).
 */
export async function withRetry<T>(
  attempt: (index: number) => Promise<T>,
  options: RetryOptions<T>,
): Promise<T> {
  const attempts = options.attempts ?? RETRY_POLICY.attempts;
  const sleep = options.sleep ?? defaultSleep;
  let outcome = await attempt(0);
  for (let retry = 1; retry < attempts && options.shouldRetry(outcome); retry++) {
    options.onRetry?.(retry, attempts - 1);
    await sleep(retryDelayMs(retry, options.baseDelayMs));
    outcome = await attempt(retry);
  }
  return outcome;
}

/** SPEC §4: did this generator attempt fail in a way that deserves another attempt? */
export function shouldRetryGeneration(outcome: Result<GeneratorResponse>): boolean {
  if (outcome.ok) return outcome.value.product_combinations.length === 0;
  return outcome.error.status >= 500 || outcome.error.status === 0;
}
