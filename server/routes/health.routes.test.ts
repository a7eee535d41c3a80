import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../test/factories/recognition';
import {
  createHarness,
  fakeRecognizer,
  signUpAndLogIn,
  type Harness,
  solidJpeg,
  uploadImage,
} from '../../test/harness';
import { ServiceBusyError } from '../lib/http-error';

/** A recogniser whose readiness and busyness the test sets. */
const recognizer = Object.assign(fakeRecognizer(recognition()), {
  loaded: false,
  busy: false,
  ready() {
    return this.loaded;
  },
});
const answer = recognizer.recognize.bind(recognizer);
recognizer.recognize = async (image: Buffer) => {
  if (recognizer.busy)
    throw new ServiceBusyError(
      '지금 사진을 분석하려는 분이 많아요. 잠시 후 다시 시도해 주세요.',
      2,
    );
  return answer(image);
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer });
});
afterAll(async () => h.close());

describe('GET /healthz and /readyz', () => {
  it('should say alive at once, and ready only once the models are loaded', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const loading = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(loading.statusCode).toBe(503);
    expect(loading.json()).toEqual({
      code: 'server_busy',
      message: '인식 모델을 불러오는 중이에요.',
    });
    recognizer.loaded = true;
    const ready = await h.app.inject({ method: 'GET', url: '/readyz' });
    // with the size of the catalogue this process's outfits are made from (the seeded sample)
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', products: expect.any(Number) as number });
    expect(ready.json<{ products: number }>().products).toBeGreaterThan(500);
  });
});

describe('a full recognition queue', () => {
  it('should answer the generator with 503, Retry-After and a Korean message, and work again after', async () => {
    const { access } = await signUpAndLogIn(h);
    const auth = { authorization: `Bearer ${access}` };
    const upload = await uploadImage(h, access, await solidJpeg(40, 40, '#222'));
    const generate = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/recommend/v1/generator/',
        headers: auth,
        payload: { image_url: upload.json().image_url },
      });
    recognizer.busy = true;
    const busy = await generate();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toEqual({
      code: 'server_busy',
      message: '지금 사진을 분석하려는 분이 많아요. 잠시 후 다시 시도해 주세요.',
    });
    recognizer.busy = false;
    expect((await generate()).statusCode).toBe(200);
  });
});
