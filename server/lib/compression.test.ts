import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { COMPRESS_OPTIONS, compressOnce } from './compression';

/** A Fastify app with the app's compression, answering GET /same with one marked buffer and GET /new with a new one. */
async function appWith(answer: Buffer) {
  const app = Fastify();
  await app.register(compress, COMPRESS_OPTIONS);
  app.get('/same', (_request, reply) => reply.type('application/json').send(compressOnce(answer)));
  app.get('/new', (_request, reply) => reply.type('application/json').send(Buffer.from(answer)));
  return app;
}

const answer = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id }))));

describe('COMPRESS_OPTIONS', async () => {
  const app = await appWith(answer);
  afterAll(() => app.close());
  const get = (url: string, encoding: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('should compress an answer marked by compressOnce once per encoding, and others every time', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const gzip = vi.spyOn(zlib, 'gzipSync');
    try {
      const bodies = [];
      for (let i = 0; i < 3; i += 1) bodies.push((await get('/same', 'br, gzip')).rawPayload);
      expect(brotli).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 3; i += 1) await get('/same', 'gzip');
      expect(gzip).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 2; i += 1) await get('/new', 'br');
      expect(brotli).toHaveBeenCalledTimes(3);
      expect(zlib.brotliDecompressSync(bodies[2]!)).toEqual(answer);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it('should still negotiate as the plugin does: br first, gzip, none, and Vary', async () => {
    const br = await get('/same', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const gzip = await get('/same', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(answer);
    const plain = await get('/same', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(answer);
  });
});
