/**
 * Request bodies that never finish do not hold a connection (ARCHITECTURE.md "Invariants": a
 * client cannot hold the server's resources without bound): a body still incomplete
 * `deadlineMs` after its headers arrived is answered 408 with the Korean `{code, message}` and
 * the connection is closed. A route may give its own deadline in `config.bodyDeadlineMs` (the
 * photo upload allows a slow mobile connection longer). Node's own `requestTimeout`, set to the
 * longest deadline, bounds whatever this hook does not see. An answer sent before its request's
 * body is complete (a 401 or 429 decided from the headers) closes the connection, so that the rest
 * of the body cannot hold it until a deadline and draw a second answer.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/api';
import { REQUEST_MESSAGES } from '../messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long (ms) this route's request body may take to arrive (body-deadline.ts). */
    bodyDeadlineMs?: number;
  }
}

/** Registers the hooks on `app`; `deadlineMs` is the deadline of routes without their own. */
export function enforceBodyDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && hasBody(request.raw)) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (!hasBody(raw) || raw.complete) return done();
    const timer = setTimeout(() => {
      if (raw.complete || reply.sent) return;
      void reply
        .status(408)
        .header('connection', 'close')
        .send({ code: 'timeout', message: REQUEST_MESSAGES.timeout } satisfies ErrorBody);
    }, request.routeOptions.config.bodyDeadlineMs ?? deadlineMs);
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('finish', clear);
    done();
  });
}

/** Whether a request announces a body (a length above 0, or chunks). */
function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
