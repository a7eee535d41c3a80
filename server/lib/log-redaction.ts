/**
 * What the request log may say about a URL. Tokens never reach the log: the query string of
 * /social-callback (which carries a fresh token pair, SPEC §2) is dropped whole, and the value
 * of any `token`, `refresh`, `access`, `code` or `state` parameter elsewhere (the OAuth
 * callbacks carry `code` and `state`) becomes `[redacted]`.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = new Set(['token', 'refresh', 'access', 'access_token', 'refresh_token', 'code', 'state']);
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
