/**
 * Refuses request input that no field of SPEC §7 can hold and that PostgreSQL cannot store: a
 * NUL character anywhere in the JSON body, the query string or the path parameters. Without it a
 * NUL reaches the database and comes back as a 500 (ARCHITECTURE.md "Invariants").
 */
import type { FastifyRequest } from 'fastify';
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

/** A preValidation hook: throws HttpError 400 'validation' for a NUL in body, query or params. */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
    throw new HttpError(400, 'validation', REQUEST_MESSAGES.nulCharacter);
  }
}
