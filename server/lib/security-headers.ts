/**
 * The first onRequest hook of every request (ARCHITECTURE.md "Invariants"):
 * - helmet's security headers, built once (@fastify/helmet builds its middleware anew on every
 *   request, which halved the throughput of the lightest routes), with a Content-Security-Policy
 *   for the app (scripts, styles, workers and connections from this origin; images also from
 *   data:, blob: and https: for product images) and no Cross-Origin-Embedder-Policy (product
 *   images from other hosts);
 * - Strict-Transport-Security only on a request that arrived over HTTPS, directly or per
 *   X-Forwarded-Proto from a proxy TRUST_PROXY trusts (RFC 6797 §7.2: not over plain HTTP);
 * - an HTTP/1.1 request without Host (RFC 9112 §3.2) answered 400 with the Korean
 *   `{code, message}` and these headers, like every other error. Node's own answer to it is an
 *   empty 400, so the server is built with `requireHostHeader: false` and refuses it here.
 */
import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ErrorBody } from '../../contract/api';
import { REQUEST_MESSAGES } from '../messages';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'media-src': ["'self'", 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'connect-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/** HSTS over HTTPS: a year, subdomains included (helmet's default value). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The hook; see the module comment. */
export function securityHeaders(): onRequestHookHandler {
  const headers = helmet(HELMET_OPTIONS);
  return (request, reply, done) =>
    headers(request.raw, reply.raw, () => {
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
      if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
        void reply
          .status(400)
          .header('connection', 'close')
          .send({ code: 'validation', message: REQUEST_MESSAGES.badRequest } satisfies ErrorBody);
        return;
      }
      done();
    });
}
