/** Validates request input with a contract zod schema; bad input becomes HttpError 400 with field errors. */
import type { z } from 'zod';
import { HttpError } from './http-error';

/**
 * Returns the parsed value or throws HttpError 400 'validation' whose `fields` (and, for SPEC §5
 * signup, top-level `email` / `username` arrays) list the Korean messages per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
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
  });
}
