import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createHarness,
  fakeRecognizer,
  randomClientAddress,
  signUpAndLogIn,
  TEST_PASSWORD,
  type Harness,
  solidJpeg,
  uploadImage,
} from '../../test/harness';
import { recognition } from '../../test/factories/recognition';
import { needsRehash } from '../lib/password';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

describe('account routes', () => {
  it('should sign up, refuse the same e-mail again with a field error, and log in', async () => {
    const email = 'minsu@example.com';
    const payload = {
      email,
      username: '이민수',
      password: 'secret-pass-9',
      height: null,
      weight: null,
      age: null,
      sex: 'M',
    };
    const first = await h.app.inject({ method: 'POST', url: '/api/account/v1/signup/', payload });
    expect(first.statusCode).toBe(201);
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/signup/',
      payload: { ...payload, email: 'MINSU@example.com' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().email).toEqual(['이미 가입된 이메일입니다.']);

    const login = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      payload: { email, password: 'secret-pass-9' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
  });

  it('should answer bad signup input with Korean field errors', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/signup/',
      payload: {
        email: 'not-an-email',
        username: '',
        password: 'short',
        height: '80',
        weight: null,
        age: null,
        sex: '',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.email).toEqual(['올바른 이메일 주소를 입력해 주세요.']);
    expect(body.username).toEqual(['이름을 입력해 주세요.']);
    expect(body.password).toEqual([
      '비밀번호는 8자 이상이어야 해요.',
      '비밀번호에 숫자를 포함해 주세요.',
      '비밀번호에 특수문자를 포함해 주세요.',
    ]);
    expect(body.fields.password).toEqual(body.password);
    expect(body.fields.height[0]).toContain('100 이상');
  });

  it('should hold signup to the same password rule as change and reset (letters, digits, special, 8–128)', async () => {
    const signup = (
      password: unknown,
      email = `rule${Math.random().toString(36).slice(2, 8)}@example.com`,
    ) =>
      h.app.inject({
        method: 'POST',
        url: '/api/account/v1/signup/',
        payload: {
          email,
          username: '규칙',
          password,
          height: null,
          weight: null,
          age: null,
          sex: 'M',
        },
      });
    const refused: [unknown, string[]][] = [
      ['password123', ['비밀번호에 특수문자를 포함해 주세요.']],
      ['12345678!', ['비밀번호에 영문자를 포함해 주세요.']],
      ['letters-only', ['비밀번호에 숫자를 포함해 주세요.']],
      ['pass word 12', ['비밀번호에 특수문자를 포함해 주세요.']],
      ['a1!', ['비밀번호는 8자 이상이어야 해요.']],
      [`a1!${'x'.repeat(126)}`, ['비밀번호는 128자 이하로 입력해 주세요.']],
      [undefined, ['비밀번호를 입력해 주세요.']],
    ];
    for (const [password, messages] of refused) {
      const res = await signup(password);
      expect(res.statusCode, String(password)).toBe(400);
      expect(res.json(), String(password)).toMatchObject({
        code: 'validation',
        password: messages,
        fields: { password: messages },
      });
      expect(res.json().email).toBeUndefined();
    }
    expect((await signup('비밀번호1!좋아')).statusCode).toBe(201);
    expect((await signup(`a1!${'x'.repeat(125)}`)).statusCode).toBe(201);
  });

  it('should refuse a wrong password with SPEC’s login message as a 400, which no client takes for an expired session', async () => {
    const { email } = await signUpAndLogIn(h);
    for (const payload of [
      { email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'wrong-password' },
    ]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/account/v1/login/', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalid_credentials',
        message: '아이디 또는 비밀번호가 올바르지 않습니다.',
      });
    }
  });

  it('should spend one argon2 verification on an unknown e-mail too, so timing does not tell members apart', async () => {
    const { email } = await signUpAndLogIn(h);
    const verify = vi.spyOn(argon2, 'verify');
    try {
      await h.app.inject({
        method: 'POST',
        url: '/api/account/v1/login/',
        payload: { email, password: 'wrong-password' },
      });
      expect(verify).toHaveBeenCalledTimes(1);
      await h.app.inject({
        method: 'POST',
        url: '/api/account/v1/login/',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });

  it('should re-make a stored hash with outdated argon2 parameters at the next login', async () => {
    const { email } = await signUpAndLogIn(h);
    const outdated = await argon2.hash(TEST_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 2048,
      timeCost: 3,
      parallelism: 2,
    });
    await h.db
      .updateTable('users')
      .set({ password_hash: outdated })
      .where('email', '=', email)
      .execute();
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/login/',
      remoteAddress: randomClientAddress(),
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { password_hash: stored } = await h.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).not.toBe(outdated);
    expect(needsRehash(stored)).toBe(false);
    expect(await argon2.verify(stored, TEST_PASSWORD)).toBe(true);
  });

  it('should refuse markup and control characters in a name, at signup and in update/', async () => {
    const names = [
      '<img src=x onerror=alert(7)>',
      '김<b>핏픽',
      '김핏픽>',
      '김\u0007핏픽',
      '김\n핏픽',
      '\u202E픽핏김',
    ];
    for (const username of names) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/account/v1/signup/',
        remoteAddress: randomClientAddress(),
        payload: {
          email: `markup${Math.random().toString(36).slice(2, 8)}@example.com`,
          username,
          password: TEST_PASSWORD,
          height: null,
          weight: null,
          age: null,
          sex: 'M',
        },
      });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().username, username).toEqual([
        '이름에는 <, > 기호나 제어 문자를 쓸 수 없어요.',
      ]);
    }
    const { access } = await signUpAndLogIn(h);
    const patch = await h.app.inject({
      method: 'PATCH',
      url: '/api/account/v1/update/',
      headers: { authorization: `Bearer ${access}` },
      payload: { username: '<script>alert(1)</script>', age: 30, sex: 'M' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().username).toEqual(['이름에는 <, > 기호나 제어 문자를 쓸 수 없어요.']);
    const info = await h.app.inject({
      method: 'GET',
      url: '/api/account/v1/user_info/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(info.json().username).toBe('김핏픽');
  });

  it('should give user info only with a valid access token', async () => {
    const tokens = await signUpAndLogIn(h, 'jiho@example.com');
    const missing = await h.app.inject({ method: 'GET', url: '/api/account/v1/user_info/' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('로그인이 필요합니다.');

    const withRefresh = await h.app.inject({
      method: 'GET',
      url: '/api/account/v1/user_info/',
      headers: { authorization: `Bearer ${tokens.refresh}` },
    });
    expect(withRefresh.statusCode).toBe(401);

    const ok = await h.app.inject({
      method: 'GET',
      url: '/api/account/v1/user_info/',
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      email: 'jiho@example.com',
      username: '김핏픽',
      height: 175,
      weight: null,
      age: 29,
      sex: 'M',
    });
  });

  it('should refresh the access token with a refresh token and refuse garbage', async () => {
    const tokens = await signUpAndLogIn(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(res.statusCode).toBe(200);
    const info = await h.app.inject({
      method: 'GET',
      url: '/api/account/v1/user_info/',
      headers: { authorization: `Bearer ${res.json().access}` },
    });
    expect(info.statusCode).toBe(200);

    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/account/v1/token/refresh/',
      payload: { refresh: tokens.access },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('token_invalid');
  });
});

describe('upload-image', () => {
  let access: string;
  beforeAll(async () => {
    ({ access } = await signUpAndLogIn(h));
  });

  const upload = (data: Buffer, name?: string, type?: string, token: string | null = access) =>
    uploadImage(h, token, data, name, type);

  it('should store a JPEG upright, at most 1280 px, without metadata, and serve it under /media/', async () => {
    // 2000×1000 landscape pixels with EXIF orientation 6 (rotate 90°): upright it is portrait.
    const photo = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#334466' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    const res = await upload(photo);
    expect(res.statusCode).toBe(201);
    const url = new URL(res.json().image_url);
    expect(url.origin).toBe('http://localhost:8000');
    expect(url.pathname).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.jpg$/);

    const served = await h.app.inject({
      method: 'GET',
      url: url.pathname,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 1280]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('should accept PNG and WebP', async () => {
    for (const format of ['png', 'webp'] as const) {
      const image = await sharp({
        create: { width: 300, height: 400, channels: 4, background: '#aa2233' },
      })
        .toFormat(format)
        .toBuffer();
      const res = await upload(image, `photo.${format}`, `image/${format}`);
      expect(res.statusCode).toBe(201);
    }
  });

  it('should accept an iPhone HEIC photo and store it as JPEG', async () => {
    // test/fixtures/navy-64x48.heic: a synthetic 64×48 navy image made with libheif's heif-enc.
    const heic = await readFile(new URL('../../test/fixtures/navy-64x48.heic', import.meta.url));
    const res = await upload(heic, 'IMG_0001.HEIC', 'image/heic');
    expect(res.statusCode).toBe(201);
    const served = await h.app.inject({
      method: 'GET',
      url: new URL(res.json().image_url).pathname,
      headers: { authorization: `Bearer ${access}` },
    });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 64, 48]);
  });

  it('should refuse a HEIC photo claiming more than 50 megapixels from its header, before decoding it', async () => {
    // The fixture with every image's size (its `ispe` boxes) set to 10000 × 10000: 8 KB of file.
    const heic = Buffer.from(
      await readFile(new URL('../../test/fixtures/navy-64x48.heic', import.meta.url)),
    );
    for (let at = heic.indexOf('ispe'); at > 0; at = heic.indexOf('ispe', at + 1)) {
      heic.writeUInt32BE(10_000, at + 8);
      heic.writeUInt32BE(10_000, at + 12);
    }
    const res = await upload(heic, 'IMG_0002.HEIC', 'image/heic');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
    expect(res.json().message).toContain('5,000만 화소');
  });

  it('should refuse a PNG of more than 50 megapixels with 413 and a Korean message', async () => {
    const png = await sharp({
      create: { width: 8_000, height: 7_000, channels: 3, background: '#224466' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(png, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('5,000만 화소');
  });

  it('should refuse a text file with a Korean message', async () => {
    const res = await upload(Buffer.from('hello, this is not a photo'), 'notes.txt', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('JPEG, PNG, WebP, HEIC 형식의 사진만 올릴 수 있어요.');
  });

  it('should refuse a 50 MB upload with 413 and a Korean message', async () => {
    const res = await upload(Buffer.alloc(50 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('10MB 이하');
  });

  it('should refuse an upload without a token', async () => {
    const res = await upload(await solidJpeg(10, 10, '#000'), undefined, undefined, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('로그인이 필요합니다.');
  });
});
