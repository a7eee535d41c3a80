/**
 * The import's picture reader (./pictures.ts) on servers of this machine: which addresses it
 * fetches, redirects checked again, and its size and time limits. The import's own tests
 * (./bulk-import.test.ts) show the rows a refused picture rejects.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPublicAddress, pictureReader, PictureRefusedError } from './pictures';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0))
    await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A server on `host` (a loopback address) answering with `handler`; its base URL. */
async function serve(host: string, handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  server.closeAllConnections();
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

/** The reader these tests use: 127.0.0.1 stands for a public address, 127.0.0.2 for a private one. */
const read = (options: { maxBytes?: number; timeoutMs?: number } = {}) =>
  pictureReader('/nonexistent', {
    ...options,
    isAllowedAddress: (address) => address === '127.0.0.1',
  });

describe('isPublicAddress', () => {
  it('allows public unicast addresses and refuses loopback, private, link-local, unique-local, unspecified, multicast and their IPv4-mapped forms', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('pictureReader (image_url)', () => {
  it('downloads a picture from an allowed address, by address and by a name resolving to it', async () => {
    const base = await serve('127.0.0.1', (_req, res) => res.end('a hoodie'));
    expect((await read()(`${base}/h.jpg`)).toString()).toBe('a hoodie');
    // every address `localhost` resolves to (127.0.0.1, maybe ::1) allowed: the connection goes
    // to the checked one
    const loopback = pictureReader('/nonexistent', {
      isAllowedAddress: (address) => address === '127.0.0.1' || address === '::1',
    });
    const named = base.replace('127.0.0.1', 'localhost');
    expect((await loopback(`${named}/h.jpg`)).toString()).toBe('a hoodie');
  });

  it('checks a redirect’s address again and refuses one to a private address', async () => {
    let privateRequests = 0;
    const inside = await serve('127.0.0.2', (_req, res) => {
      privateRequests += 1;
      res.end('secret');
    });
    const base = await serve('127.0.0.1', (req, res) => {
      res.writeHead(302, { location: req.url === '/ok' ? '/h.jpg' : `${inside}/metadata` });
      res.end();
    });
    const followed = await serve('127.0.0.1', (req, res) =>
      req.url === '/h.jpg'
        ? res.end('a hoodie')
        : (res.writeHead(302, { location: '/h.jpg' }), res.end()),
    );
    expect((await read()(`${followed}/ok`)).toString()).toBe('a hoodie');
    const refused = read()(`${base}/x.jpg`);
    await expect(refused).rejects.toBeInstanceOf(PictureRefusedError);
    await expect(refused).rejects.toThrow(
      `사진 주소가 공개 인터넷 주소가 아닙니다 (127.0.0.2 → 127.0.0.2)`,
    );
    expect(privateRequests).toBe(0);
  });

  it('stops a picture larger than its limit, with or without a Content-Length', async () => {
    const big = Buffer.alloc(4096, 1);
    const declared = await serve('127.0.0.1', (_req, res) => res.end(big));
    const streamed = await serve('127.0.0.1', (_req, res) => {
      res.write(big);
      res.end(big);
    });
    for (const base of [declared, streamed])
      await expect(read({ maxBytes: 1024 })(`${base}/big.jpg`)).rejects.toThrow(
        '사진이 0.001MB보다 큽니다',
      );
  });

  it('gives up on a server that does not answer within its time limit', async () => {
    const silent = await serve('127.0.0.1', () => undefined);
    await expect(read({ timeoutMs: 100 })(`${silent}/slow.jpg`)).rejects.toThrow(
      '사진을 0.1초 안에 받지 못했습니다',
    );
  }, 1_500);
});
