/**
 * An expected failure with an HTTP status, an error code of the contract and a Korean message
 * for the shopper. Services throw it; the app's error handler turns it into `ErrorBody` JSON.
 */
import type { ErrorBody, ErrorCode } from '../../contract/api';

/**
 * Fields sent beside `code` and `message`: ErrorBody's own, plus the extra keys some SPEC §7
 * calls read (`current_password` / `new_password` arrays and `detail` of change_password,
 * `error` and `success` of find_email / find_password / reset_password).
 */
export type ErrorExtra = Omit<ErrorBody, 'code' | 'message'> & { [key: string]: unknown };

export class HttpError extends Error {
  /** Seconds the client should wait before trying again (sent as `Retry-After`), when it should. */
  readonly retryAfterS?: number;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: ErrorExtra = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }

  /** The JSON body sent to the client. */
  body(): ErrorBody {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

/**
 * The server is at capacity for this kind of work (a full queue): 503 with `Retry-After`
 * (`retryAfterS`, seconds), so that a client retries later instead of waiting without bound
 * (ARCHITECTURE.md "Invariants"; the app's SPEC §4 retries already treat ≥ 500 as retryable).
 */
export class ServiceBusyError extends HttpError {
  constructor(
    message: string,
    override readonly retryAfterS: number,
  ) {
    super(503, 'server_busy', message);
    this.name = 'ServiceBusyError';
  }
}
