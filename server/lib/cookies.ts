/**
 * Cookies are parsed only where a route reads them (the kept session's refresh cookie, the social
 * login's state): @fastify/cookie is registered with `hook: false` (app.ts), so that the other
 * requests — the home lists above all — do not each pay a parse, an object and a Map. Setting
 * cookies on a reply works as before.
 */
import type { FastifyRequest } from 'fastify';

/** The request's cookies by name, parsed at the first call (@fastify/cookie's parser). */
export function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  // Null until parsed: the plugin decorates it so and no hook fills it (hook: false).
  const parsed = request.cookies as FastifyRequest['cookies'] | null;
  if (parsed) return parsed;
  return (request.cookies = request.server.parseCookie(request.headers.cookie ?? ''));
}
