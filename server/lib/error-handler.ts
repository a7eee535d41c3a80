/**
 * Every 4xx/5xx the server writes is `ErrorBody` JSON — `{code, message, fields?}` with a Korean
 * message — whatever failed (ARCHITECTURE.md "Invariants": bad input is never a 5xx, and a
 * client always gets a message it can show):
 * - `errorHandler`: thrown HttpErrors as they are; Fastify's and plugins' errors by status
 *   (a bad JSON body, a wrong content type, a body over the limit, a rate limit); an error of a
 *   request whose client went away before the answer (a stream closed early, "Premature close":
 *   a shopper who tapped again while an answer was coming) is logged at info and counted 499,
 *   not 500, as nobody is there to answer; anything else is logged and answered 500.
 * - `frameworkErrors`: a URL that cannot be decoded (bad percent-encoding) is a 400.
 * - `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (an
 *   oversized header is a 431, a timed-out one a 408, anything else a 400), on the raw socket.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '../../contract/api';
import { HttpError } from './http-error';
import { REQUEST_MESSAGES } from '../messages';

/** The status logged for a request its client abandoned (nginx's convention; never sent). */
const CLIENT_CLOSED_REQUEST = 499;

/** Fastify's error handler; see the module comment. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.retryAfterS !== undefined)
      void reply.header('retry-after', String(error.retryAfterS));
    return reply.status(error.status).send(error.body());
  }
  const status = error.statusCode ?? 500;
  const known = (code: ErrorCode, message: string) =>
    reply.status(status).send({ code, message } satisfies ErrorBody);
  if (status === 413) return known('payload_too_large', REQUEST_MESSAGES.tooLarge);
  if (status === 429) return known('rate_limited', REQUEST_MESSAGES.rateLimited);
  if (status === 415 || status === 406)
    return known('unsupported_media', REQUEST_MESSAGES.unsupported);
  if (status >= 400 && status < 500) return known('validation', REQUEST_MESSAGES.badRequest);
  if (request.raw.socket.destroyed) {
    request.log.info({ err: error }, 'client went away before the answer');
    return reply.status(CLIENT_CLOSED_REQUEST).send();
  }
  request.log.error(error);
  return reply
    .status(500)
    .send({ code: 'server_error', message: REQUEST_MESSAGES.server } satisfies ErrorBody);
}

/** Fastify's `frameworkErrors`: an undecodable URL (FST_ERR_BAD_URL) and the like are 400s. */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .status(400)
    .send({ code: 'validation', message: REQUEST_MESSAGES.badUrl } satisfies ErrorBody);
}

/** Fastify's `clientErrorHandler` (`this` is the Fastify instance); see the module comment. */
export function clientErrorHandler(
  this: { log: FastifyRequest['log'] },
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, REQUEST_MESSAGES.headerTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_MESSAGES.timeout]
        : [400, REQUEST_MESSAGES.badRequest];
  this.log.debug({ err: error }, 'client error');
  const code = status === 408 ? 'timeout' : 'validation';
  const body = JSON.stringify({ code, message } satisfies ErrorBody);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Content-Type: application/json; charset=utf-8',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
