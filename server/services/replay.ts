/**
 * Requests answered once per Idempotency-Key, for calls too long to hold a database transaction
 * (the upload and the generator: a photo is normalised and recognised in between). The photo
 * outbox sends each waiting photo with its own keys, so a photo sent again after a dropped
 * connection is stored and answered once (the offline core's requirement).
 *
 * The first request with a key claims it (committed at once), runs, and stores its answer; a
 * repeat with the same request gets that answer again (a 4xx too: the same error); a repeat
 * while the first still runs gets 409 `in_progress` with Retry-After; a key reused for another
 * request gets 422. When the first request fails with a server error (5xx, a busy queue) the
 * key is released, so a retry runs again. A claim left unfinished ABANDONED_AFTER_MS (a killed
 * process) is taken over by the next repeat. Keys share the like outbox's table and its
 * seven-day pruning (like.service.ts). Without a key a request simply runs.
 */
import { createHash } from 'node:crypto';
import type { ErrorBody } from '../../contract/api';
import { HttpError } from '../lib/http-error';
import type { IdempotencyRepository } from '../repositories/idempotency.repository';
import { OUTFIT_MESSAGES, REQUEST_MESSAGES } from '../messages';

/** How long a claimed key's first request may run before a repeat takes the key over (ms). */
export const ABANDONED_AFTER_MS = 120_000;
/** Retry-After (s) of a repeat that arrives while the first request still runs. */
export const IN_PROGRESS_RETRY_S = 2;

/** An answer: status, JSON body, and whether it is the stored answer of an earlier request. */
export interface ReplayableAnswer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/** SHA-256 (hex) of a request's parts: what a key is bound to. */
export function requestHash(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** 409 `in_progress`: the key's first request is still being answered (Retry-After). */
export class InProgressError extends HttpError {
  override readonly retryAfterS = IN_PROGRESS_RETRY_S;

  constructor() {
    super(409, 'in_progress', REQUEST_MESSAGES.inProgress);
    this.name = 'InProgressError';
  }
}

export class RequestReplay {
  constructor(private readonly deps: { idempotency: IdempotencyRepository; now: () => Date }) {}

  /**
   * Runs `work` once per member and key (see the module comment).
   * @throws HttpError 409 `in_progress` (Retry-After) while the key's first request runs, 422
   *   when the key was used for another request, the stored 4xx of the first request, or what
   *   `work` throws.
   */
  async once<T>(
    userId: number,
    key: string | undefined,
    hash: string,
    work: () => Promise<{ status: number; body: T }>,
  ): Promise<ReplayableAnswer<T>> {
    if (key === undefined) return { ...(await work()), replayed: false };
    const { idempotency, now } = this.deps;
    const prior = await idempotency.claim(userId, key, hash, now());
    if (prior) {
      if (prior.request_hash !== hash)
        throw new HttpError(422, 'validation', OUTFIT_MESSAGES.idempotencyKeyReused);
      if (prior.status >= 400) {
        const error = JSON.parse(prior.body) as ErrorBody;
        const { code, message, ...extra } = error;
        throw new HttpError(prior.status, code, message, extra);
      }
      if (prior.status !== 0)
        return { status: prior.status, body: JSON.parse(prior.body) as T, replayed: true };
      const staleBefore = new Date(now().getTime() - ABANDONED_AFTER_MS);
      if (!(await idempotency.takeOver(userId, key, hash, staleBefore, now()))) {
        throw new InProgressError();
      }
    }
    try {
      const answer = await work();
      await idempotency.complete(userId, key, answer.status, JSON.stringify(answer.body));
      return { ...answer, replayed: false };
    } catch (error) {
      if (error instanceof HttpError && error.status < 500)
        await idempotency.complete(userId, key, error.status, JSON.stringify(error.body()));
      else await idempotency.release(userId, key);
      throw error;
    }
  }
}
