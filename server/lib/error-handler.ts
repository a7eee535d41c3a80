/**
 * Every 4xx/5xx the server writes is `ErrorBody` JSON — `{code, message, fields?}` with a Korean
 * message — whatever failed (ARCHITECTURE.md "Invariants": bad input is never a 5xx, and a
 * client always gets a message it can show):
 * - `errorHandler`: thrown HttpErrors as they are; Fastify's and plugins' errors by status
 *   (a bad JSON body, a wrong content type, a body over the limit, a rate limit); anything
 *   else is logged and answered 500.
 * - `frameworkErrors`: a URL that cannot be decoded (bad percent-encoding) is a 400.
 * - `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (an
 *   oversized header is a 431, a timed-out one a 408, anything else a 400), on the raw socket.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '../../src/contract/api';
import { HttpError, ServiceBusyError } from './http-error';

/** Korean messages of the errors no service throws itself. */
export const GENERIC_ERRORS = {
  badRequest: '요청 형식이 올바르지 않아요.',
  badUrl: '주소 형식이 올바르지 않아요.',
  tooLarge: '파일이 너무 커요. 10MB 이하의 사진을 올려 주세요.',
  headerTooLarge: '요청 헤더가 너무 커요. 다시 로그인한 뒤 시도해 주세요.',
  timeout: '요청이 너무 오래 걸려 끊겼어요. 다시 시도해 주세요.',
  rateLimited: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  unsupported: '지원하지 않는 요청 형식이에요.',
  server: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/** Fastify's error handler; see the module comment. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ServiceBusyError) void reply.header('retry-after', String(error.retryAfterS));
  if (error instanceof HttpError) return reply.status(error.status).send(error.body());
  const status = error.statusCode ?? 500;
  const known = (code: ErrorCode, message: string) => reply.status(status).send({ code, message } satisfies ErrorBody);
  if (status === 413) return known('payload_too_large', GENERIC_ERRORS.tooLarge);
  if (status === 429) return known('rate_limited', GENERIC_ERRORS.rateLimited);
  if (status === 415 || status === 406) return known('unsupported_media', GENERIC_ERRORS.unsupported);
  if (status >= 400 && status < 500) return known('validation', GENERIC_ERRORS.badRequest);
  request.log.error(error);
  return reply.status(500).send({ code: 'server_error', message: GENERIC_ERRORS.server } satisfies ErrorBody);
}

/** Fastify's `frameworkErrors`: an undecodable URL (FST_ERR_BAD_URL) and the like are 400s. */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(400).send({ code: 'validation', message: GENERIC_ERRORS.badUrl } satisfies ErrorBody);
}

/** Fastify's `clientErrorHandler` (`this` is the Fastify instance); see the module comment. */
export function clientErrorHandler(this: { log: FastifyRequest['log'] }, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, GENERIC_ERRORS.headerTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, GENERIC_ERRORS.timeout]
        : [400, GENERIC_ERRORS.badRequest];
  this.log.debug({ err: error }, 'client error');
  const body = JSON.stringify({ code: 'validation', message } satisfies ErrorBody);
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
