/**
 * The Idempotency-Key header of the offline core's requests (like toggles, the photo outbox's
 * upload and generator calls): reading it, and sending a stored answer again marked with
 * `Idempotent-Replayed: true`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/api';
import { idempotencyKeySchema } from '../../contract/schemas';
import { HttpError } from '../lib/http-error';
import { OUTFIT_MESSAGES } from '../messages';

/** The request's Idempotency-Key, if sent. Throws HttpError 400 for a malformed or repeated header. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  if (Array.isArray(raw))
    throw new HttpError(400, 'validation', OUTFIT_MESSAGES.idempotencyKeyRepeated);
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw new HttpError(
      400,
      'validation',
      parsed.error.issues[0]?.message ?? OUTFIT_MESSAGES.idempotencyKeyInvalid,
    );
  return parsed.data;
}

/** Sends an answer with its status; a replayed one carries `Idempotent-Replayed: true`. */
export function sendAnswer(
  reply: FastifyReply,
  answer: { status: number; body: unknown; replayed: boolean },
): FastifyReply {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}
