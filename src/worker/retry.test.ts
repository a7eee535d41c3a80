import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeneratorResponse } from '../../contract/api';
import { err, ok, type Result } from '../../contract/result';
import { retryDelayMs, shouldRetryGeneration, withRetry } from './retry';

const response = (count: number): GeneratorResponse =>
  ({
    product_combinations: Array.from({ length: count }, () => ({})),
    initial_recommendation: { answer: '' },
  }) as GeneratorResponse;
const failure = (status: number): Result<GeneratorResponse> =>
  err({ code: status === 0 ? 'network' : 'server_error', message: '실패', status });

describe(withRetry.name, () => {
  afterEach(() => vi.useRealTimers());

  it('should wait 1 s, 2 s and 4 s between four attempts and report retries 1/3..3/3', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn(async () => failure(503));
    const onRetry = vi.fn();
    const sut = withRetry(attempt, { shouldRetry: shouldRetryGeneration, onRetry });

    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenLastCalledWith(1, 3);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(onRetry.mock.calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);

    const outcome = await sut;
    expect(outcome.ok).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('should stop at the first success', async () => {
    const outcomes = [failure(500), ok(response(0)), ok(response(2))];
    const attempt = vi.fn(async (i: number) => outcomes[i] ?? failure(500));
    const sleep = vi.fn(async () => undefined);
    const outcome = await withRetry(attempt, { shouldRetry: shouldRetryGeneration, sleep });
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1_000], [2_000]]);
    expect(outcome.ok && outcome.value.product_combinations.length).toBe(2);
  });

  it('should not retry a 4xx answer', async () => {
    const attempt = vi.fn(async () => failure(422));
    const outcome = await withRetry(attempt, {
      shouldRetry: shouldRetryGeneration,
      sleep: async () => undefined,
    });
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(outcome.ok).toBe(false);
  });
});

describe(shouldRetryGeneration.name, () => {
  it('should fail an attempt on status ≥ 500, no response, or an empty list', () => {
    expect(shouldRetryGeneration(failure(500))).toBe(true);
    expect(shouldRetryGeneration(failure(504))).toBe(true);
    expect(shouldRetryGeneration(failure(0))).toBe(true);
    expect(shouldRetryGeneration(ok(response(0)))).toBe(true);
    expect(shouldRetryGeneration(failure(400))).toBe(false);
    expect(shouldRetryGeneration(ok(response(1)))).toBe(false);
  });
});

describe(retryDelayMs.name, () => {
  it('should double from one second', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n))).toEqual([1_000, 2_000, 4_000]);
  });
});
