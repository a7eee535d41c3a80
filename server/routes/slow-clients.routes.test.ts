/**
 * Slow and idle clients cannot hold connections (lib/body-deadline.ts, lib/connection-share.ts,
 * config.ts HttpLimits): a body that stops arriving is answered 408 with a Korean JSON body and
 * the connection closed, a photo upload gets longer, a request without a token is refused before
 * its body is read, idle keep-alive connections close, connections past the cap are refused, and
 * one address cannot take them all. Real sockets on loopback addresses (127.0.0.x: one client
 * address each), with deadlines of about a second.
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
  maxConnectionsPerAddress: 5,
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
function open(
  localAddress = '127.0.0.1',
): Promise<{ socket: Socket; closed: Promise<{ text: string; afterMs: number }> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
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

  it('should refuse a photo upload without a token before reading its body, and close the connection after the one answer', async () => {
    const { socket, closed } = await open();
    socket.write(
      head('/api/account/v1/upload-image/', {
        'Content-Type': 'application/json',
        'Content-Length': 1_000_000,
      }),
    );
    // The body trickles on after the answer: it must not hold the connection to a deadline.
    const trickle = setInterval(() => socket.writable && socket.write('{"a":1,'), 100);
    const { text, afterMs } = await closed;
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 401/);
    expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(afterMs).toBeLessThan(LIMITS.requestTimeoutMs);
  });

  it('should keep room for other clients when one address opens many slow connections', async () => {
    const greedy = await Promise.all(
      Array.from({ length: 3 * LIMITS.maxConnections }, () => open('127.0.0.2')),
    );
    for (const { socket } of greedy) if (socket.writable) socket.write('GET /healthz HTTP/1.1\r\n');
    // Past its share, the address's connections are closed at once, unanswered.
    const refused = greedy.slice(LIMITS.maxConnectionsPerAddress);
    for (const { closed } of refused) expect((await closed).text).toBe('');
    const other = await open('127.0.0.3');
    other.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect((await other.closed).text).toMatch(/^HTTP\/1\.1 200/);
    for (const { socket } of greedy) socket.destroy();
    await Promise.all(greedy.map(({ closed }) => closed));
  });

  it('should bound the requests in flight of one forwarded address behind a trusted proxy', async () => {
    const behindProxy = await createHarness({
      recognizer: fakeRecognizer(recognition()),
      config: { http: LIMITS, trustProxy: ['127.0.0.1'] },
    });
    try {
      await behindProxy.app.listen({ port: 0, host: '127.0.0.1' });
      const proxyPort = (behindProxy.app.server.address() as AddressInfo).port;
      const slowBody = (forwardedFor: string) => {
        const socket = connect({ port: proxyPort, host: '127.0.0.1' });
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('error', () => undefined);
        socket.write(
          head('/api/account/v1/login/', {
            'Content-Type': 'application/json',
            'Content-Length': 100,
            'X-Forwarded-For': forwardedFor,
          }),
        );
        return { socket, text: () => text };
      };
      const held = Array.from({ length: LIMITS.maxConnectionsPerAddress }, () =>
        slowBody('198.51.100.20'),
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      const past = slowBody('198.51.100.20');
      const other = slowBody('198.51.100.21');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(past.text()).toMatch(/^HTTP\/1\.1 429/);
      expect(past.text()).toMatch(/[\uAC00-\uD7A3]/);
      // Another shopper behind the same proxy is still being heard (their body is awaited).
      expect(other.text()).toBe('');
      for (const { socket } of [...held, past, other]) socket.destroy();
    } finally {
      await behindProxy.close();
    }
  });

  it('should refuse connections past the cap, and serve again once they are gone', async () => {
    // From three addresses, within each one's share.
    const held = await Promise.all(
      Array.from({ length: LIMITS.maxConnections }, (_, i) => open(`127.0.1.${1 + (i % 3)}`)),
    );
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
