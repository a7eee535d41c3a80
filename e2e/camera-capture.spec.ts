/**
 * The main job's second journey: the photo is taken through the camera page's capture mode, with
 * chromium's fake camera showing a real garment photo (a blue knit sweater from the dataset).
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { startJourney, type Journey } from './support/browser';
import { writeFakeCameraVideo } from './support/fake-camera';
import { DATASET_DIR } from './support/paths';
import {
  expectCompleteOutfits,
  logIn,
  newShopper,
  signUp,
  startRecommendation,
} from './support/shopper';

const PHOTO = path.join(DATASET_DIR, 'images', '0142c777-baf8-4500-add9-6641b95b90ec.jpg');

let journey: Journey;
beforeAll(async () => {
  const video = await writeFakeCameraVideo(
    PHOTO,
    path.join(os.tmpdir(), `fitpick-fake-camera-${process.pid}.y4m`),
  );
  journey = await startJourney('camera-capture', inject('baseUrl'), [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});
afterAll(async () => journey.close());

describe('camera capture', () => {
  it('should photograph a garment with the camera and show complete outfits for it', async () => {
    const { page, shot } = journey;
    const shopper = newShopper();
    await signUp(page, shopper);
    await logIn(page, shopper);

    await page.goto('/camera');
    await page.getByRole('button', { name: '카메라 켜기' }).click();
    const video = page.getByLabel('카메라 미리보기');
    await video.waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await shot('capture');

    await page.getByRole('button', { name: '카메라 전환' }).click();
    // The old stream keeps a frame size until the new one has loaded: wait for what the shopper
    // waits for, the "카메라를 켜는 중…" hint going away.
    await page.getByText('카메라를 켜는 중…').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
    await page.getByRole('button', { name: '촬영하기' }).click();
    await page.getByRole('img', { name: '촬영한 사진' }).waitFor();
    await shot('preview');

    const category = await startRecommendation(page);
    await shot('analysed');

    await expectCompleteOutfits(page, category);
    await shot('fashion');
  });
});
