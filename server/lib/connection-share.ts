/**
 * Room for every client (ARCHITECTURE.md "Invariants": a client cannot hold the server's
 * resources without bound): one address may hold at most `perAddress` of the process's
 * MAX_CONNECTIONS connections at once, so that a client opening thousands of slow sockets cannot
 * take the whole pool. A connection past the bound is closed at once, before Node reads a byte of
 * it. Behind a trusted proxy (TRUST_PROXY) every connection comes from the proxy, so its sockets
 * are not bounded; instead the requests in flight per forwarded address (request.ip) are, and one
 * past the bound is answered 429 'rate_limited' in Korean with the connection closed.
 *
 * The bound is per process. MAX_CONNECTIONS_PER_ADDRESS (config.ts) sets it: high enough for a
 * carrier-grade NAT address with many shoppers behind it, each keeping a few connections.
 */
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/api';
import type { TrustProxy } from '../config';
import { REQUEST_MESSAGES } from '../messages';

/** Registers the bound on `app`'s server (and, behind a proxy, its onRequest hook). */
export function shareConnections(
  app: FastifyInstance,
  options: { perAddress: number; trustProxy: TrustProxy },
): void {
  const { perAddress, trustProxy } = options;
  const isProxy = proxyTest(trustProxy);
  const sockets = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address)) return;
    if (!take(sockets, address, perAddress)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => release(sockets, address));
  });
  if (trustProxy === false) return;

  const requests = new Map<string, number>();
  app.addHook('onRequest', (request, reply, done) => {
    const address = request.ip;
    if (address === request.socket.remoteAddress) return done();
    if (!take(requests, address, perAddress)) {
      void reply
        .status(429)
        .header('connection', 'close')
        .send({ code: 'rate_limited', message: REQUEST_MESSAGES.rateLimited } satisfies ErrorBody);
      return;
    }
    reply.raw.once('close', () => release(requests, address));
    done();
  });
}

/** Whether a socket's address is one of the proxies TRUST_PROXY trusts (a hop count trusts all). */
function proxyTest(trustProxy: TrustProxy): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  const trusted = proxyAddr.compile(trustProxy);
  return (address) => trusted(address, 0);
}

/** Counts one more for `address` unless it holds `max` already; true when counted. */
function take(counts: Map<string, number>, address: string, max: number): boolean {
  const held = counts.get(address) ?? 0;
  if (held >= max) return false;
  counts.set(address, held + 1);
  return true;
}

function release(counts: Map<string, number>, address: string): void {
  const held = (counts.get(address) ?? 1) - 1;
  if (held > 0) counts.set(address, held);
  else counts.delete(address);
}
