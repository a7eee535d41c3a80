/** The route tests' check of an error answer (ARCHITECTURE.md "Invariants": 4xx with a clear message). */
import { expect } from 'vitest';

/** Asserts that `res` is an error answer of `status` whose body has a `code` and a Korean `message`. */
export function expectKoreanError(
  res: { statusCode: number; json: () => unknown },
  status: number,
): void {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { code?: unknown; message?: unknown };
  expect(typeof body.code).toBe('string');
  expect(body.message).toMatch(/[\uAC00-\uD7A3]/);
}
