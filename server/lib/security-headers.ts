/**
 * The first onRequest hook of every request (ARCHITECTURE.md "Invariants"):
 * - helmet's security headers, with a Content-Security-Policy for the app (scripts, styles,
 *   workers and connections from this origin; images also from data:, blob: and https: for
 *   product images) and no Cross-Origin-Embedder-Policy (product images from other hosts), read
 *   off helmet once at start instead of running its middleware per request: with fixed options
 *   (no directive computed per request, such as a nonce) it sets the same headers on every
 *   answer. Given through Fastify's reply headers, they leave with the answer's own headers in one
 *   `writeHead` (helmet's middleware set each on the raw response, which sent every other header
 *   of the answer through Node's slower `setHeader` path too; @fastify/helmet also builds the
 *   middleware anew on every request);
 * - Strict-Transport-Security only on a request that arrived over HTTPS, directly or per
 *   X-Forwarded-Proto from a proxy TRUST_PROXY trusts (RFC 6797 §7.2: not over plain HTTP);
 * - an HTTP/1.1 request without Host (RFC 9112 §3.2) answered 400 with the Korean
 *   `{code, message}` and these headers, like every other error. Node's own answer to it is an
 *   empty 400, so the server is built with `requireHostHeader: false` and refuses it here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ErrorBody } from '../../contract/api';
import { REQUEST_MESSAGES } from '../messages';

const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
  'upgrade-insecure-requests': null,
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/**
 * The app's Content-Security-Policy with `scriptSources` added to its script-src (e.g.
 * `'sha256-…'` of a page's own inline script): for the one page that needs an inline script, the
 * API reference (routes/docs.routes.ts); every other answer keeps the policy above.
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  const policy = helmetHeaders({
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      directives: { ...CSP_DIRECTIVES, 'script-src': ["'self'", ...scriptSources] },
    },
  })['content-security-policy'];
  if (policy === undefined) throw new Error('helmet set no Content-Security-Policy');
  return policy;
}

/** HSTS over HTTPS: a year, subdomains included (helmet's default value). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The hook; see the module comment. */
export function securityHeaders(): onRequestHookHandler {
  const headers = helmetHeaders(HELMET_OPTIONS);
  return (request, reply, done) => {
    void reply.headers(headers);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      void reply
        .status(400)
        .header('connection', 'close')
        .send({ code: 'validation', message: REQUEST_MESSAGES.badRequest } satisfies ErrorBody);
      return;
    }
    done();
  };
}

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
