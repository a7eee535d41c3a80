/**
 * The sample catalogue's product pictures under /media/catalog/: drawn (server/catalog/illustration/
 * raster.ts) and photographed (server/catalog/sample/photos.ts).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MainRecommendation } from '../../contract/api';
import { SLOTS } from '../../contract/taxonomy';
import { recognition } from '../../test/factories/recognition';
import { createHarness, fakeRecognizer, type Harness } from '../../test/harness';
import { RASTER_SIZE_PX } from '../catalog/illustration/raster';
import { PHOTO_PREFIX, samplePhotos } from '../catalog/sample/photos';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ recognizer: fakeRecognizer(recognition()) });
});
afterAll(async () => h.close());

const get = (url: string) => h.app.inject({ method: 'GET', url });

describe('GET /media/catalog/', () => {
  it('should show the home cards a raster picture of each product, which the browser decodes off its main thread', async () => {
    const outfits = (await get('/api/picked/v1/main/random/?count=2')).json<MainRecommendation[]>();
    const paths = outfits.flatMap((outfit) =>
      SLOTS.flatMap((slot) =>
        outfit[slot] ? [new URL(outfit[slot].s3_path, 'http://localhost').pathname] : [],
      ),
    );
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) {
      expect(path).toMatch(/^\/media\/catalog\/.+\.webp$/);
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        RASTER_SIZE_PX,
        RASTER_SIZE_PX,
      ]);
    }
  });

  it('should make a picture once for shoppers who ask for it at the same moment', async () => {
    const path = '/media/catalog/05-grey-stripe-3.webp';
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(path)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('should still serve the SVG drawing behind a link made before the pictures were rasterised', async () => {
    const res = await get('/media/catalog/05-grey-stripe-3.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('viewBox="0 0 600 600"');
  });

  it('should answer an unknown picture with 404 and a Korean message', async () => {
    for (const file of ['99-grey.webp', '05-grey.png', '05-pink.webp', '05-grey.webp.svg']) {
      const res = await get(`/media/catalog/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });
});

describe('GET /media/catalog/photos/', () => {
  it('should serve each photographed product picture as a cached 480 px WebP', async () => {
    const [first] = samplePhotos();
    const res = await get(`${PHOTO_PREFIX}${first!.file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
  });

  it('should answer a picture it does not have, or the manifest, with 404 and a Korean message', async () => {
    for (const file of [
      '00000000-0000-0000-0000-000000000000.webp',
      'manifest.json',
      '..%2Fphotos.ts',
    ]) {
      const res = await get(`${PHOTO_PREFIX}${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });
});
