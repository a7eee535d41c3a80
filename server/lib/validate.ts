/** Validates request input with a contract zod schema; bad input becomes HttpError 400 with field errors. */
import type { z } from 'zod';
import { HttpError } from './http-error';
import { VALIDATION_MESSAGES } from '../messages';

/** Keys of ErrorBody that a field's messages never replace. */
const RESERVED = new Set(['code', 'message', 'fields']);

/** Extra shapes of a validation error some SPEC §7 calls read. */
export interface ParseOptions {
  /** Field names whose message arrays are also copied to the top level (change_password: `current_password`, `new_password`). */
  topLevel?: readonly string[];
  /**
   * Also send the first message as `detail`: always (SPEC §5 edit profile's 'Edit failed: {detail}'),
   * or only when it is not about a field ('non_field': change password, whose original client
   * writes `detail` under the current-password field).
   */
  detail?: boolean | 'non_field';
  /** Also send the first message as `error` (SPEC §7 find_email / find_password). */
  error?: boolean;
}

/**
 * Returns the parsed value or throws HttpError 400 'validation' whose `fields` (and, for SPEC §5
 * signup, top-level `email` / `username` arrays, plus `options.topLevel`) list the Korean
 * messages per field.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  options: ParseOptions = {},
): z.infer<S> {
  const result = schema.safeParse(input ?? {}, { error: koreanFallback });
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    (fields[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0]?.message ?? VALIDATION_MESSAGES.invalid;
  const detail =
    options.detail === true
      ? first
      : options.detail === 'non_field'
        ? fields.non_field_errors?.[0]
        : undefined;
  throw new HttpError(400, 'validation', first, {
    fields,
    ...(fields.email ? { email: fields.email } : {}),
    ...(fields.username ? { username: fields.username } : {}),
    // `code` and `message` belong to ErrorBody itself (a field named `code` stays under `fields`).
    ...Object.fromEntries(
      (options.topLevel ?? [])
        .filter((k) => fields[k] && !RESERVED.has(k))
        .map((k) => [k, fields[k]]),
    ),
    ...(detail !== undefined ? { detail } : {}),
    ...(options.error ? { error: first } : {}),
  });
}

/**
 * The Korean message of an issue whose schema gave none (zod's own are English): a missing value,
 * a value of the wrong type, one too long or too short, or anything else. A schema's own message
 * always wins over this one.
 */
function koreanFallback(issue: { code?: string; input?: unknown; origin?: string }): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? VALIDATION_MESSAGES.required
        : VALIDATION_MESSAGES.format;
    case 'too_big':
      return issue.origin === 'string' ? VALIDATION_MESSAGES.tooLong : VALIDATION_MESSAGES.tooBig;
    case 'too_small':
      return issue.origin === 'string'
        ? VALIDATION_MESSAGES.tooShort
        : VALIDATION_MESSAGES.tooSmall;
    default:
      return VALIDATION_MESSAGES.invalid;
  }
}
