/**
 * An expected failure with an HTTP status, an error code of the contract and a Korean message
 * for the shopper. Services throw it; the app's error handler turns it into `ErrorBody` JSON.
 */
import type { ErrorBody, ErrorCode } from '../../src/contract/api';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ErrorBody, 'code' | 'message'> = {},
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
