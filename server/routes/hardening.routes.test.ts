/**
 * Defences a client cannot switch off (ARCHITECTURE.md "Invariants"): rate limits keyed on an
 * address the client cannot pick, opt-in CORS, tokens kept out of the log, upload limits that
 * always hold, malformed input answered 4xx with a Korean `{code, message}`, private files.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  multipartImage,
  signUpAndLogIn,
  type Harness,
  solidJpeg,
  uploadImage,
} from '../../test/harness';
import { loadConfig } from '../config';
import { MAX_UPLOAD_BYTES } from '../services/upload.service';

const HANGUL = /[\uAC00-\uD7A3]/;
/** The original client's origin in the cross-origin deployment. */
const SHOP = 'https://shop.example';

let h: Harness;
let logLines: string[];
beforeAll(async () => {
  logLines = [];
  const logger = {
    level: 'debug',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  };
  h = await createHarness({ recognizer: fakeRecognizer(recognition()), logger });
});
afterAll(async () => h.close());

/**
 * The app of `h`, listening on a loopback port (closed with the harness), with `send`, which
 * writes the body's parts with a pause between them (as a slow connection delivers them) and
 * resolves to the answer.
 */
async function listening() {
  if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = h.app.server.address() as AddressInfo;
  return {
    send(request: {
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: Buffer[];
    }): Promise<{ status: number; body: string }> {
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: request.method,
            path: request.path,
            headers: request.headers,
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        const parts = [...(request.body ?? [])];
        const next = () => {
          const part = parts.shift();
          if (part === undefined) return void req.end();
          req.write(part);
          setTimeout(next, 200);
        };
        next();
      });
    },
  };
}

/** 21 signups with a bad body (cheap: refused before hashing), each claiming another X-Forwarded-For. */
async function signupsWithSpoofedAddresses(app: Harness['app']): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/v1/signup/',
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
      payload: { email: 'not-an-email' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('should not let X-Forwarded-For reset a rate limit when no proxy is trusted (the default)', async () => {
    const statuses = await signupsWithSpoofedAddresses(h.app);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      remoteAddress: '192.0.2.11',
      headers: { 'x-forwarded-for': '203.0.113.99' },
      payload: { email: '', password: '' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('should count X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    const behindProxy = await createHarness({
      recognizer: fakeRecognizer(recognition()),
      config: { trustProxy: ['192.0.2.10'] },
    });
    try {
      expect(await signupsWithSpoofedAddresses(behindProxy.app)).toEqual(Array(21).fill(400));
    } finally {
      await behindProxy.close();
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('should not be sent over plain HTTP, nor for an X-Forwarded-Proto nobody trusted sent', async () => {
    const plain = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const claimed = await h.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('should be sent when a trusted proxy says the request arrived over HTTPS', async () => {
    const behindProxy = await createHarness({
      recognizer: fakeRecognizer(recognition()),
      config: { trustProxy: ['192.0.2.10'] },
    });
    try {
      const res = await behindProxy.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
      });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('CORS_ORIGINS', () => {
  let cross: Harness;
  beforeAll(async () => {
    cross = await createHarness({
      recognizer: fakeRecognizer(recognition()),
      config: { corsOrigins: [SHOP] },
    });
  });
  afterAll(async () => cross.close());

  it('should answer the original client’s preflight and credentialed call from a named origin', async () => {
    const preflight = await cross.app.inject({
      method: 'OPTIONS',
      url: '/api/account/v1/user_info/',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SHOP);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');

    const { access } = await signUpAndLogIn(cross);
    const info = await cross.app.inject({
      method: 'GET',
      url: '/api/account/v1/user_info/',
      headers: {
        origin: SHOP,
        authorization: `Bearer ${access}`,
        accept: 'application/json, text/plain, */*',
        'content-type': 'application/json',
      },
    });
    expect(info.statusCode).toBe(200);
    expect(info.headers['access-control-allow-origin']).toBe(SHOP);
    expect(info.headers['access-control-allow-credentials']).toBe('true');
  });

  it('should give another origin absolute image URLs and images it may embed; the app’s own origin keeps paths', async () => {
    const fromShop = await cross.app.inject({
      method: 'GET',
      url: '/api/picked/v1/main/random/?count=1',
      headers: { origin: SHOP },
    });
    const [outfit] = fromShop.json<{ top?: { s3_path: string } }[]>();
    expect(outfit?.top?.s3_path).toMatch(/^http:\/\/localhost:8000\/media\//);
    const image = await cross.app.inject({
      method: 'GET',
      url: new URL(outfit!.top!.s3_path).pathname,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const sameOrigin = await cross.app.inject({
      method: 'GET',
      url: '/api/picked/v1/main/random/?count=1',
    });
    expect(sameOrigin.json()[0].top.s3_path).toMatch(/^\/media\//);
  });

  it('should refuse an origin it does not name, and be off by default', async () => {
    const other = await cross.app.inject({
      method: 'GET',
      url: '/api/picked/v1/main/random/?count=1',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/account/v1/user_info/',
      headers: { origin: SHOP, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const [outfit] = (
      await h.app.inject({
        method: 'GET',
        url: '/api/picked/v1/main/random/?count=1',
        headers: { origin: SHOP },
      })
    ).json();
    expect(outfit.top.s3_path).toMatch(/^\/media\//);
    const image = await h.app.inject({ method: 'GET', url: outfit.top.s3_path });
    expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('request log', () => {
  it('should never write the tokens of /social-callback nor an OAuth code or state', async () => {
    await h.app.inject({
      method: 'GET',
      url: '/social-callback?token=SECRET-ACCESS-1&refresh=SECRET-REFRESH-2',
    });
    await h.app.inject({
      method: 'GET',
      url: '/accounts/kakao/callback/?code=SECRET-CODE-3&state=SECRET-STATE-4',
    });
    await h.app.inject({
      method: 'GET',
      url: '/api/picked/v1/main/random/?count=1&token=SECRET-5',
    });
    const log = logLines.join('');
    expect(log).toContain('/social-callback');
    expect(log).toContain('/accounts/kakao/callback/');
    expect(log).not.toMatch(/SECRET-/);
  });
});

describe('upload limits and malformed bodies', () => {
  let access: string;
  beforeAll(async () => {
    ({ access } = await signUpAndLogIn(h));
  });
  const upload = (payload: Buffer, contentType: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/account/v1/upload-image/',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${access}` },
    });

  it('should answer 413 every time for a file one byte over 10 MB and for an 11 MB one', async () => {
    for (const size of [MAX_UPLOAD_BYTES + 1, 11 * 1024 * 1024]) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { payload, headers } = multipartImage(Buffer.alloc(size, 7));
        const res = await upload(payload, headers['content-type']!);
        expect(res.statusCode, `${size} #${attempt}`).toBe(413);
        expect(res.json()).toEqual({
          code: 'payload_too_large',
          message: '파일이 너무 커요. 10MB 이하의 사진을 올려 주세요.',
        });
      }
    }
    // Over a socket, the byte past the limit arriving on its own (a slow mobile upload) must not
    // let the file through cut to 10 MB.
    const server = await listening();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { payload, headers } = multipartImage(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7));
      const boundary = headers['content-type']!.split('boundary=')[1]!;
      const lastByteAt = payload.length - Buffer.byteLength(`\r\n--${boundary}--\r\n`) - 1;
      const answer = await server.send({
        method: 'POST',
        path: '/api/account/v1/upload-image/',
        headers: {
          ...headers,
          'content-length': String(payload.length),
          authorization: `Bearer ${access}`,
        },
        body: [payload.subarray(0, lastByteAt), payload.subarray(lastByteAt)],
      });
      expect(answer.status, `socket #${attempt}`).toBe(413);
    }
    // Exactly 10 MB is within the limit: it is read whole (and refused as not a photo, not as too large).
    const { payload, headers } = multipartImage(Buffer.alloc(MAX_UPLOAD_BYTES, 7));
    expect((await upload(payload, headers['content-type']!)).statusCode).toBe(415);
  });

  it('should answer a malformed multipart body with 400 and a Korean message', async () => {
    const boundary = '----fitpickbroken';
    const type = `multipart/form-data; boundary=${boundary}`;
    const photo = await solidJpeg(8, 8, '#123');
    const bodies = [
      // no closing boundary: the form ends mid-file
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n`,
        ),
        photo,
      ]),
      // a part header that never ends
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"`,
      ),
      // garbage instead of parts
      Buffer.from('this is not multipart at all'),
    ];
    for (const body of bodies) {
      const res = await upload(body, type);
      expect(res.statusCode, body.toString('latin1', 0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toMatch(HANGUL);
    }
    const noBoundary = await upload(Buffer.from('x'), 'multipart/form-data');
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(noBoundary.json().message).toMatch(HANGUL);
  });

  it('should take a multipart body on the photo upload only: elsewhere 415 in Korean', async () => {
    const { payload, headers } = multipartImage(await solidJpeg(8, 8, '#123'));
    for (const url of ['/api/account/v1/signup/', '/api/account/v1/fit-feedback/']) {
      const res = await h.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, authorization: `Bearer ${access}` },
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json(), url).toEqual({
        code: 'unsupported_media',
        message: expect.stringMatching(HANGUL),
      });
    }
  });
});

describe('malformed requests', () => {
  it('should answer a NUL character in any string field with 400, never 500', async () => {
    const { access } = await signUpAndLogIn(h);
    const auth = { authorization: `Bearer ${access}` };
    const answers = await Promise.all([
      h.app.inject({
        method: 'POST',
        url: '/api/account/v1/login/',
        payload: { email: 'a\u0000@example.com', password: 'x' },
      }),
      h.app.inject({
        method: 'POST',
        url: '/api/account/v1/find_email/',
        payload: { username: '김\u0000핏픽' },
      }),
      h.app.inject({
        method: 'PATCH',
        url: '/api/account/v1/update/',
        headers: auth,
        payload: { username: '김\u0000', age: 3, sex: 'M' },
      }),
      h.app.inject({
        method: 'GET',
        url: '/api/picked/v1/main/by-style/?style=%00',
        headers: auth,
      }),
      h.app.inject({ method: 'GET', url: '/api/picked/v1/recommend_picked/%00/', headers: auth }),
      h.app.inject({
        method: 'POST',
        url: '/api/recommend/v1/generator/',
        headers: auth,
        payload: { image_url: 'http://localhost:8000/media/uploads/\u0000.jpg' },
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(HANGUL);
    }
  });

  it('should answer a URL with broken percent-encoding with 400 and a Korean message', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/picked/v1/recommend_picked/%E0%A4%A/',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation', message: '주소 형식이 올바르지 않아요.' });
  });

  it('should answer an oversized header with 431 and a Korean JSON body', async () => {
    const server = await listening();
    const answer = await server.send({
      method: 'GET',
      path: '/api/picked/v1/main/random/',
      headers: { 'x-big': 'a'.repeat(64 * 1024) },
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'validation',
      message: expect.stringMatching(HANGUL),
    });
  });

  it('should answer an HTTP/1.1 request without Host with 400, a Korean JSON body and the security headers', async () => {
    await listening();
    const { port } = h.app.server.address() as AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n'),
      );
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Record<string, string>;
    expect(body).toEqual({ code: 'validation', message: expect.stringMatching(HANGUL) });
  });

  it('should never put anything but an error code in `code` (reset_password with a bad code)', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/reset_password/',
      payload: { email: 'a@example.com', code: 'abc', new_password: 'new-pass-2024!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(res.json().fields.code).toEqual(['인증 코드는 숫자 6자리예요.']);
  });
});

describe('files on disk', () => {
  it('should create the data directory 0700 and narrow an existing one to it', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'fitpick-perm-'));
    try {
      const dataDir = path.join(parent, 'data');
      loadConfig({ DATA_DIR: dataDir });
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(dataDir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('should store uploads readable by the server’s user only', async () => {
    const { access } = await signUpAndLogIn(h);
    const res = await uploadImage(h, access, await solidJpeg(20, 20, '#456'));
    const file = path.join(
      h.dataDir,
      'uploads',
      path.basename(new URL(res.json().image_url).pathname),
    );
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
  });
});
