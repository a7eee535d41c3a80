/**
 * Request bodies that never finish do not hold a connection (ARCHITECTURE.md "Invariants": a
 * client cannot hold the server's resources without bound): a body still incomplete
 * `deadlineMs` after its headers arrived is answered 408 with the Korean `{code, message}` and
 * the connection is closed. A route may give its own deadline in `config.bodyDeadlineMs` (the
 * photo upload allows a slow mobile connection longer). Node's own `requestTimeout`, set to the
 * longest deadline, bounds whatever this hook does not see.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../src/contract/api';
import { REQUEST_MESSAGES } from '../messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long (ms) this route's request body may take to arrive (body-deadline.ts). */
    bodyDeadlineMs?: number;
  }
}

/** Registers the hook on `app`; `deadlineMs` is the deadline of routes without their own. */
export function enforceBodyDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const length = raw.headers['content-length'];
    const hasBody = raw.headers['transfer-encoding'] !== undefined || (length && length !== '0');
    if (!hasBody || raw.complete) return done();
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
