/**
 * The error handler's log (error-handler.ts): an error of a request whose client went away before
 * its answer (as when a shopper taps again while an answer is coming) is an info line, never an
 * error line nor a 500.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';

const lines: { level: number; msg?: string; res?: { statusCode?: number } }[] = [];
const app = Fastify({
  logger: {
    level: 'info',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    }),
  },
});
app.setErrorHandler(errorHandler);
let handled: () => void;
const reached = new Promise<void>((resolve) => (handled = resolve));
let clientGone: () => void;
const gone = new Promise<void>((resolve) => (clientGone = resolve));
/** An answer whose stream fails because its client left (what a stream pipeline throws then). */
app.get('/slow-answer', async () => {
  handled();
  await gone;
  throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
});
afterAll(async () => app.close());

describe('errorHandler', () => {
  it('should log a client that went away before its answer at info, with no 500', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('GET /slow-answer HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
    );
    await reached;
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    clientGone();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines.some((line) => line.msg === 'client went away before the answer')).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.res?.statusCode === 500)).toEqual([]);
  });
});
