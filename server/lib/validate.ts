/** Validates request input with a contract zod schema; bad input becomes HttpError 400 with field errors. */
import type { z } from 'zod';
import { HttpError } from './http-error';

/** Extra shapes of a validation error some SPEC §7 calls read. */
export interface ParseOptions {
  /** Field names whose message arrays are also copied to the top level (change_password: `current_password`, `new_password`). */
  topLevel?: readonly string[];
  /** Also send the first message as `detail` (SPEC §5 edit profile / change password). */
  detail?: boolean;
  /** Also send the first message as `error` (SPEC §7 find_email / find_password). */
  error?: boolean;
}

/**
 * Returns the parsed value or throws HttpError 400 'validation' whose `fields` (and, for SPEC §5
 * signup, top-level `email` / `username` arrays, plus `options.topLevel`) list the Korean
 * messages per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, options: ParseOptions = {}): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    (fields[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0]?.message ?? '입력값을 확인해 주세요.';
  throw new HttpError(400, 'validation', first, {
    fields,
    ...(fields.email ? { email: fields.email } : {}),
    ...(fields.username ? { username: fields.username } : {}),
    ...Object.fromEntries((options.topLevel ?? []).filter((k) => fields[k]).map((k) => [k, fields[k]])),
    ...(options.detail ? { detail: first } : {}),
    ...(options.error ? { error: first } : {}),
  });
}
