/**
 * Refuses request input that no field of SPEC §7 can hold and that PostgreSQL cannot store: a
 * NUL character anywhere in the JSON body, the query string or the path parameters. Without it a
 * NUL reaches the database and comes back as a 500 (ARCHITECTURE.md "Invariants").
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { REQUEST_MESSAGES } from '../messages';

/** True when `value` (a parsed body, query or params) holds a NUL in any string, key included. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * A preValidation hook: fails with HttpError 400 'validation' for a NUL in body, query or params.
 * A callback hook, not an async one: every request runs it, and a callback spares each a promise.
 * A NUL reaches the query or the path parameters only as `%00` (Node refuses a raw one in the
 * request line, and overlong UTF-8 forms are not decoded), so they are searched only when the
 * URL holds one: most requests walk nothing.
 */
export function rejectNulBytes(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: HttpError) => void,
): void {
  const inUrl =
    request.url.includes('%00') && (containsNul(request.query) || containsNul(request.params));
  if (inUrl || containsNul(request.body))
    done(new HttpError(400, 'validation', REQUEST_MESSAGES.nulCharacter));
  else done();
}
