/**
 * Slow and idle clients cannot hold connections (lib/body-deadline.ts, config.ts HttpLimits): a
 * body that stops arriving is answered 408 with a Korean JSON body and the connection closed, a
 * photo upload gets longer, idle keep-alive connections close, and connections past the cap are
 * refused. Real sockets on a loopback port, with deadlines of about a second.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  multipartImage,
  signUpAndLogIn,
  solidJpeg,
  type Harness,
} from '../../test/harness';

const LIMITS = {
  requestTimeoutMs: 600,
  uploadTimeoutMs: 2_500,
  keepAliveTimeoutMs: 800,
  maxConnections: 12,
};

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()), config: { http: LIMITS } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
});
afterAll(async () => h.close());

/** A raw connection; `text()` is everything it received until the server closed it. */
function open(): Promise<{ socket: Socket; closed: Promise<{ text: string; afterMs: number }> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const closed = new Promise<{ text: string; afterMs: number }>((done) =>
      socket.on('close', () => done({ text, afterMs: Date.now() - started })),
    );
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

function head(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', ...lines, '', ''].join('\r\n');
}

describe('slow clients', () => {
  it('should answer a body that stops arriving with 408 and a Korean JSON body, and close the connection', async () => {
    const { socket, closed } = await open();
    socket.write(
      head('/api/account/v1/login/', { 'Content-Type': 'application/json', 'Content-Length': 100 }),
    );
    socket.write('{"em');
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as {
      code: string;
      message: string;
    };
    expect(body.code).toBe('timeout');
    expect(body.message).toMatch(/[\uAC00-\uD7A3]/);
    expect(afterMs).toBeLessThan(LIMITS.uploadTimeoutMs);
  });

  it('should give a photo upload longer than other requests, and still cut off one that stops', async () => {
    const { access } = await signUpAndLogIn(h);
    const { payload, headers } = multipartImage(await solidJpeg(64, 48, '#334455'));
    // Sent in parts over about twice the ordinary deadline: accepted.
    const slow = await open();
    slow.socket.write(
      head('/api/account/v1/upload-image/', {
        ...headers,
        Authorization: `Bearer ${access}`,
        'Content-Length': payload.length,
        Connection: 'close',
      }),
    );
    const half = Math.floor(payload.length / 2);
    slow.socket.write(payload.subarray(0, half));
    await new Promise((resolve) => setTimeout(resolve, 2 * LIMITS.requestTimeoutMs));
    slow.socket.write(payload.subarray(half));
    expect((await slow.closed).text).toMatch(/^HTTP\/1\.1 201/);

    // One that stops: 408 after the upload's deadline.
    const stalled = await open();
    stalled.socket.write(
      head('/api/account/v1/upload-image/', {
        ...headers,
        Authorization: `Bearer ${access}`,
        'Content-Length': payload.length,
      }),
    );
    stalled.socket.write(payload.subarray(0, half));
    const { text, afterMs } = await stalled.closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.uploadTimeoutMs - 100);
  });

  it('should close an idle keep-alive connection', async () => {
    const { socket, closed } = await open();
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.keepAliveTimeoutMs - 100);
    expect(afterMs).toBeLessThan(LIMITS.keepAliveTimeoutMs + 3_000);
  });

  it('should refuse connections past the cap, and serve again once they are gone', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnections }, () => open()));
    for (const { socket } of held) socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const extra = await open();
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect((await extra.closed).text).toBe('');
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    const after = await open();
    after.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect((await after.closed).text).toMatch(/^HTTP\/1\.1 200/);
  });
});
