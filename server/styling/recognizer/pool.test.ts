/**
 * The recogniser on worker threads (pool.ts): the same answer as in the server's own thread,
 * photos recognised on a second thread while they keep waiting (which ends once idle), a typed error for an undecodable photo, and a
 * busy answer instead of an unbounded wait; the shopper's garment cut out on a thread, from a
 * reading of the photo that also answers the generator's recognition. Needs
 * ../shared/datasets/clothing (or $FITPICK_DATASET).
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceBusyError } from '../../lib/http-error';
import { imagePath, readLabels, splitSamples, usableSamples } from '../../../ml/dataset';
import { garmentCutout, openCv } from '../cutout';
import { createRecognizer, ImageDecodeError } from './index';
import { garmentPrior } from './mask-head';
import { createRecognizerPool, type RecognizerPool } from './pool';

let pool: RecognizerPool;
let photos: Buffer[] = [];
beforeAll(async () => {
  const val = splitSamples(usableSamples(readLabels())).val; // throws naming the path when the dataset is missing
  photos = await Promise.all(
    val
      .filter((s) => s.label === 'T-Shirt' || s.label === 'Pants')
      .slice(0, 4)
      .map((s) => readFile(imagePath(s))),
  );
  pool = createRecognizerPool({ threads: 1 });
  await pool.warmUp();
});
afterAll(async () => pool?.close());

describe('recogniser pool', () => {
  it('should be ready only after warm-up', async () => {
    expect(pool.ready()).toBe(true);
    const cold = createRecognizerPool({ threads: 1 });
    expect(cold.ready()).toBe(false);
    await cold.close();
  });

  it('should answer exactly what the recogniser answers in the server’s own thread', async () => {
    const local = createRecognizer();
    for (const photo of photos.slice(0, 2))
      expect(await pool.recognize(photo)).toEqual(await local.recognize(photo));
  });

  it('should start a second thread while photos keep waiting, and end it once idle', async () => {
    const busy = createRecognizerPool({ threads: 2, idleMs: 300 });
    try {
      await busy.warmUp();
      expect(busy.liveThreads()).toBe(1);
      // Photos sent four at a time (the queue's bound) until the second thread has taken some.
      const deadline = Date.now() + 60_000;
      while (busy.threadIds.size < 2 && Date.now() < deadline) {
        const answers = await Promise.all(photos.map((photo) => busy.recognize(photo)));
        expect(answers.every((a) => a.category)).toBe(true);
      }
      expect(busy.threadIds.size).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(busy.liveThreads()).toBe(1);
      expect((await busy.recognize(photos[0]!)).category).toBeTruthy();
    } finally {
      await busy.close();
    }
  });

  it('should keep the cut-out thread warm past the recogniser threads’ idle time, and end it after its own', async () => {
    const quiet = createRecognizerPool({ threads: 1, idleMs: 200, cutoutIdleMs: 1_200 });
    try {
      await quiet.warmUp();
      await quiet.cutout(photos[0]!);
      expect(quiet.pools.cutout.threads.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      // a shopper after the recogniser's idle time finds OpenCV.js loaded
      expect(quiet.pools.cutout.threads.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(quiet.pools.cutout.threads.length).toBe(0);
    } finally {
      await quiet.close();
    }
  });

  it('should cut the garment out on a thread as a 480 px WebP, loading OpenCV.js there', async () => {
    const made = await pool.cutout(photos[0]!);
    expect(['cutout', 'crop']).toContain(made.kind);
    const meta = await sharp(made.webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
    // the mask head's prior reached the cut-out thread: the picture of the served mask, made
    // here from the same prior, not GrabCut's own
    const prior = await garmentPrior(photos[0]!);
    const cv = await openCv();
    expect(made.webp).toEqual((await garmentCutout(cv, photos[0]!, { prior })).webp);
    expect(made.webp).not.toEqual((await garmentCutout(cv, photos[0]!)).webp);
    await expect(pool.cutout(Buffer.from('not a photo'))).rejects.toBeInstanceOf(ImageDecodeError);
  });

  it('should recognise a photo whose cut-out was made once, answering the generator with that reading', async () => {
    const local = createRecognizer();
    const photo = photos[2]!;
    const tasks = () => pool.pools.recogniser.completed;
    const before = tasks();
    const made = await pool.cutout(photo);
    expect(made.kind).toBe('cutout');
    expect(tasks()).toBe(before + 1); // one task read the photo: recognition and mask prior
    expect(await pool.recognize(photo)).toEqual(await local.recognize(photo));
    expect(tasks()).toBe(before + 1); // the generator's recognition was that reading
    await pool.recognize(photo);
    expect(tasks()).toBe(before + 2); // taken once: a second ask recognises again
  });

  it('should throw ImageDecodeError for bytes that are not a photo', async () => {
    await expect(pool.recognize(Buffer.from('not a photo'))).rejects.toBeInstanceOf(
      ImageDecodeError,
    );
  });

  it('should answer busy (503, Retry-After) at once when its queue is full, and recognise the rest', async () => {
    const small = createRecognizerPool({ threads: 1, maxQueue: 1 });
    try {
      await small.warmUp();
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          small.recognize(photos[0]!).then(
            () => 'recognised',
            (error: unknown) => error,
          ),
        ),
      );
      const busy = results.filter((r): r is ServiceBusyError => r instanceof ServiceBusyError);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]).toMatchObject({ status: 503, code: 'server_busy', retryAfterS: 2 });
      expect(results.filter((r) => r === 'recognised').length).toBeGreaterThanOrEqual(2);
    } finally {
      await small.close();
    }
  });
});
