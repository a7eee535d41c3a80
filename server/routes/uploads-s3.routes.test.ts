/**
 * Uploads in S3-compatible object storage (S3_BUCKET, server/lib/upload-store.ts), against a local
 * S3 server started here (s3rver): a photo is stored in the bucket and not on disk, served back
 * under /media/uploads/, read by the generator, and a missing object is a 404, not a 500.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
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
import { ORPHAN_GRACE_MS } from '../services/retention.service';

const BUCKET = 'fitpick-uploads';
let s3Dir: string;
let s3: S3rver;
let endpoint: string;
let h: Harness;
beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'fitpick-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed development credentials, read by the AWS SDK from the environment.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  h = await createHarness({
    recognizer: fakeRecognizer(recognition()),
    config: { s3: { bucket: BUCKET, endpoint, region: 'us-east-1' } },
  });
});
afterAll(async () => {
  await h.close();
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
});

describe('uploads in object storage', () => {
  it('should store the photo in the bucket, serve it under /media/uploads/ and give it to the generator', async () => {
    const { access } = await signUpAndLogIn(h);
    const auth = { authorization: `Bearer ${access}` };
    const upload = await uploadImage(h, access, await solidJpeg(300, 400, '#345'));
    expect(upload.statusCode).toBe(201);
    const { pathname } = new URL(upload.json().image_url);
    const fileName = path.basename(pathname);

    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `uploads/${fileName}` }),
    );
    expect(object.ContentType).toBe('image/jpeg');
    expect(existsSync(path.join(h.dataDir, 'uploads', fileName))).toBe(false);

    const served = await h.app.inject({ method: 'GET', url: pathname, headers: auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store');
    expect((await sharp(served.rawPayload).metadata()).height).toBe(400);

    const generated = await h.app.inject({
      method: 'POST',
      url: '/api/recommend/v1/generator/',
      headers: auth,
      payload: { image_url: upload.json().image_url },
    });
    expect(generated.statusCode).toBe(200);
  });

  it('should answer 404 for a photo the bucket does not hold, and for a name that is not an upload', async () => {
    const { access } = await signUpAndLogIn(h);
    for (const url of [
      '/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.jpg',
      '/media/uploads/..%2Fsecrets.json',
    ]) {
      const res = await h.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${access}` },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('should delete from the bucket a photo no upload names once older than the grace period, keeping a newer one and every upload’s own', async () => {
    const { access } = await signUpAndLogIn(h);
    const upload = await uploadImage(h, access, await solidJpeg(120, 160, '#345'));
    const own = path.basename(new URL(upload.json().image_url).pathname);
    // what an upload stopped (kill -9) after storing its photo leaves: the photo, no row
    const [stale, fresh] = [`${randomUUID()}.jpg`, `${randomUUID()}.jpg`];
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
    for (const name of [stale, fresh])
      await client.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: `uploads/${name}`, Body: Buffer.from('x') }),
      );
    // s3rver answers an object's LastModified from the mtime of its file
    const age = async (name: string, ms: number) => {
      const time = new Date(Date.now() - ms);
      await utimes(path.join(s3Dir, BUCKET, 'uploads', `${name}._S3rver_object`), time, time);
    };
    await age(stale, ORPHAN_GRACE_MS + 60_000);
    await age(own, ORPHAN_GRACE_MS + 60_000);
    await age(fresh, ORPHAN_GRACE_MS - 60_000);

    const swept = await h.retention.sweep();
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }),
    );
    const keys = new Set(listed.Contents?.map((object) => object.Key));
    expect([stale, fresh, own].map((name) => keys.has(`uploads/${name}`))).toEqual([
      false,
      true,
      true,
    ]);
    expect(swept.orphans).toBe(1);
  });
});
