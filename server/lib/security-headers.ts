/**
 * Security headers on every answer (helmet's, with the app's Content-Security-Policy), read off
 * helmet once at start instead of running its middleware per request: with fixed options (no
 * directive computed per request, such as a nonce) it sets the same headers on every answer.
 * Given through Fastify's reply headers, they leave with the answer's own headers in one
 * `writeHead`; helmet's middleware set each on the raw response, which sent every other header of
 * the answer through Node's slower `setHeader` path too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet's middleware sets with `options` (lower-case names → values). Throws when
 * the middleware does not finish at once (an option that depends on the request).
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: number | string | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished)
    throw new Error('helmet did not finish at once: its options depend on the request');
  return Object.freeze(headers);
}

/** Registers an onRequest hook giving every answer of `app` the headers of `options`. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
