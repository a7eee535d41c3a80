import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recognition } from '../../test/factories/recognition';
import { createHarness, fakeRecognizer, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

describe('club outfits', () => {
  it('should give four random club outfits whose images the server draws', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/picked/v1/main/random/?count=4' });
    expect(res.statusCode).toBe(200);
    const outfits = res.json();
    expect(outfits).toHaveLength(4);
    const image = outfits[0].top.s3_path as string;
    const picture = await h.app.inject({ method: 'GET', url: image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('should answer unknown API paths with a Korean JSON 404', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('요청한 주소를 찾을 수 없어요.');
  });
});

describe('social login', () => {
  it('should send the shopper back to /login with a notice while OAuth is not configured', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/accounts/kakao/login/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?social=unavailable&provider=kakao');
    expect(
      (await h.app.inject({ method: 'GET', url: '/accounts/facebook/login/' })).statusCode,
    ).toBe(404);
  });
});
