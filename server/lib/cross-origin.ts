/**
 * Opt-in cross-origin use of the API (CORS_ORIGINS, server/config.ts), for a client served from
 * another origin (the original client on its own host). When origins are configured:
 * - CORS with @fastify/cors for exactly those origins, credentials allowed, the methods of SPEC §7
 *   and the headers a client sends (Authorization, Content-Type, Idempotency-Key); a preflight is
 *   answered 204;
 * - `/media/*` (photos and product images) carries `Cross-Origin-Resource-Policy: cross-origin`,
 *   so those pages may show them (helmet's default is same-origin);
 * - image paths (`s3_path`, SPEC §3 "Product item") in a JSON answer to a request whose Origin is
 *   not PUBLIC_URL's become absolute on PUBLIC_URL, so they load from this server, not the
 *   client's origin.
 * With none configured nothing changes: no CORS headers, preflights are 404, images same-origin.
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/api';

/** Methods SPEC §7 uses, plus the preflight's own. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', IDEMPOTENCY_KEY_HEADER];
/** How long a browser may keep a preflight's answer (s). */
const PREFLIGHT_MAX_AGE_S = 600;

/** Registers the behaviour of the module comment for `origins` (none → nothing). */
export async function registerCrossOrigin(
  app: FastifyInstance,
  options: { origins: readonly string[]; publicUrl: string },
): Promise<void> {
  if (options.origins.length === 0) return;
  await app.register(cors, {
    origin: [...options.origins],
    credentials: true,
    methods: METHODS,
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onSend', async (request: FastifyRequest, reply, payload: unknown) => {
    if (request.url.startsWith('/media/'))
      reply.header('cross-origin-resource-policy', 'cross-origin');
    const origin = request.headers.origin;
    if (
      !origin ||
      origin === publicOrigin ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    )
      return payload;
    // JSON comes as text, or as bytes from the in-memory club outfit lists.
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    if (text === null || !text.includes('"s3_path":"/')) return payload;
    return JSON.stringify(absoluteImagePaths(JSON.parse(text), options.publicUrl));
  });
}

/** A copy of `value` with every `s3_path` that is a root-relative path prefixed by `base` (PUBLIC_URL). */
export function absoluteImagePaths(value: unknown, base: string, depth = 0): unknown {
  if (depth > 16 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => absoluteImagePaths(item, base, depth + 1));
  if (value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 's3_path' &&
      typeof item === 'string' &&
      item.startsWith('/') &&
      !item.startsWith('//')
        ? `${base}${item}`
        : absoluteImagePaths(item, base, depth + 1),
    ]),
  );
}
