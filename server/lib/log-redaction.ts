/**
 * The request log: one line per answered request (`logAnswer`, an onSend hook, instead of
 * Fastify's two lines per request; successful fast ones only at debug level — the hot paths
 * answer thousands a second, and an info line each cost them a fifth of their throughput), and
 * what it may say about a URL. Tokens never reach the log: the query string of
 * /social-callback (which carries a fresh token pair, SPEC §2) is dropped whole, and the value
 * of any `token`, `refresh`, `access`, `code` or `state` parameter elsewhere (the OAuth
 * callbacks carry `code` and `state`) becomes `[redacted]`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const SECRET_PARAMS = new Set([
  'token',
  'refresh',
  'access',
  'access_token',
  'refresh_token',
  'code',
  'state',
]);
const CALLBACK_PATHS = new Set(['/social-callback', '/social-callback/']);

/** `url` (path and query, as in a request line) with its secrets removed; see the module comment. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  if (CALLBACK_PATHS.has(path)) return `${path}?[redacted]`;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (!SECRET_PARAMS.has(key.toLowerCase())) continue;
    params.set(key, '[redacted]');
    changed = true;
  }
  return changed ? `${path}?${params.toString()}` : url;
}

/** pino serializer of a request for Fastify's logger: Fastify's default fields, URL redacted. */
export function requestSerializer(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A request slower than this (ms) is logged at info level whatever its status. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * onSend hook: one line per answer with method, redacted URL, status and the time (ms) until the
 * answer was ready to send — at info level for a failure (4xx/5xx) or a slow answer, at debug
 * level otherwise (LOG_LEVEL=debug shows every request; the load balancer's access log usually
 * does that job). An onSend hook rather than onResponse: waiting for every response to finish
 * cost the lightest routes about a tenth of their throughput.
 */
export function logAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const ms = Math.round(reply.elapsedTime * 10) / 10;
  const line = { req: request, status: reply.statusCode, ms };
  if (reply.statusCode >= 400 || ms >= SLOW_REQUEST_MS) request.log.info(line, 'answered');
  else request.log.debug(line, 'answered');
  done(null, payload);
}
