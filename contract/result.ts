/**
 * Expected outcomes cross comlink as data (STYLE.md §6.3): comlink keeps only an Error's
 * message, name and stack, so offline, 4xx and validation failures travel as `Err<ApiError>`.
 */
import type { ErrorCode } from './api';

export interface ApiError {
  code: ErrorCode;
  /** Korean, ready to show to the shopper. */
  message: string;
  /** HTTP status, 0 when no response arrived (offline, timeout). */
  status: number;
  fields?: Partial<Record<string, string[]>>;
}

export type Ok<T> = { ok: true; value: T };
export type Err<E> = { ok: false; error: E };
export type Result<T, E = ApiError> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });
