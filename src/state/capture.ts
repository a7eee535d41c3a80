/**
 * The capture session of the camera page (SPEC §3, §4): the photo (imgSrc, a JPEG data URL),
 * the camera step, the success flags, the generator result and the uploaded image URL, all kept
 * in sessionStorage so the flow survives the trip to /loading and back and a reload.
 */
import { computed } from '@preact/signals-react';
import type { GeneratorResponse } from '../../contract/api';
import { downscaleToJpeg } from '../lib/downscale-image';
import { persistedJson, persistedText, readText, SESSION_KEYS } from './session-store';

/** Camera page modes (SPEC §4): init → capture → preview → analyzed. */
export const CAMERA_STEPS = {
  init: 'init',
  capture: 'capture',
  preview: 'preview',
  analyzed: 'analyzed',
} as const;
export type CameraStep = (typeof CAMERA_STEPS)[keyof typeof CAMERA_STEPS];

/** The captured photo as a data URL, or null. */
export const imgSrc$ = persistedText<string>(SESSION_KEYS.imgSrc);
/** Stored camera step; null reads as init. */
export const cameraStep$ = persistedText<CameraStep>(SESSION_KEYS.cameraStep);
export const captureSuccess$ = persistedJson<boolean>(SESSION_KEYS.captureSuccess, false);
export const analysisCompleted$ = persistedJson<boolean>(SESSION_KEYS.analysisCompleted, false);
/** The generator's answer for the photo (SPEC §3 "Recommendation result"). */
export const recommendResult$ = persistedJson<GeneratorResponse | null>(
  SESSION_KEYS.recommendResult,
  null,
);
/** URL the server issued for the uploaded photo; reused by "other outfits". */
export const capturedImageUrl$ = persistedText<string>(SESSION_KEYS.capturedImageUrl);
/**
 * The 내 옷장 item (its id) the outfits were made around instead of a photo ("이 옷으로 코디",
 * state/wardrobe.ts); "other outfits" and the budget ask again around it. Null for a photo.
 */
export const wardrobeItemId$ = persistedJson<number | null>(SESSION_KEYS.wardrobeItemId, null);

/** The mode to show: analyzed needs a result, preview needs a photo. */
export const cameraMode$ = computed<CameraStep>(() => {
  const step = cameraStep$.value ?? CAMERA_STEPS.init;
  if (
    step === CAMERA_STEPS.analyzed &&
    !(analysisCompleted$.value && recommendResult$.value && imgSrc$.value)
  ) {
    return imgSrc$.value ? CAMERA_STEPS.preview : CAMERA_STEPS.init;
  }
  if (step === CAMERA_STEPS.preview && !imgSrc$.value) return CAMERA_STEPS.init;
  return step;
});

/** Forgets the photo, the result and the upload; the camera step returns to `step`. */
export function clearCapture(step: CameraStep = CAMERA_STEPS.init): void {
  imgSrc$.value = null;
  captureSuccess$.value = false;
  analysisCompleted$.value = false;
  recommendResult$.value = null;
  capturedImageUrl$.value = null;
  wardrobeItemId$.value = null;
  cameraStep$.value = step;
}

/** Opens the live camera (capture mode). */
export function openCamera(): void {
  cameraStep$.value = CAMERA_STEPS.capture;
}

/** "Retake": clears all stored capture state and returns to capture mode (SPEC §4). */
export function retake(): void {
  clearCapture(CAMERA_STEPS.capture);
}

/**
 * Stores a new photo (a camera frame or a picked file), downscaled to ≤ 1280 px JPEG, and moves
 * to preview. Returns false when the photo could not be decoded or stored.
 */
export async function storePhoto(source: Blob | HTMLCanvasElement): Promise<boolean> {
  let dataUrl: string;
  try {
    dataUrl = await downscaleToJpeg(source);
  } catch {
    return false;
  }
  clearCapture(CAMERA_STEPS.preview);
  imgSrc$.value = dataUrl;
  captureSuccess$.value = true;
  return hasStoredCapture();
}

/** Did the photo really reach sessionStorage? (SPEC §4 "start without a stored capture".) */
export function hasStoredCapture(): boolean {
  const text = readText(SESSION_KEYS.imgSrc);
  return Boolean(text && text !== 'null' && text !== 'undefined');
}

/** Records a successful analysis: the result and the uploaded URL; the camera shows analyzed. */
export function completeAnalysis(result: GeneratorResponse): void {
  recommendResult$.value = result;
  analysisCompleted$.value = true;
  cameraStep$.value = CAMERA_STEPS.analyzed;
}

/** Re-reads the stored image text (the loading page trusts storage, not memory; SPEC §4 step 1). */
export function storedImage(): string | null {
  return hasStoredCapture() ? readText(SESSION_KEYS.imgSrc) : null;
}

/**
 * Records outfits made around the 내 옷장 item `id` (no photo): the fashion page shows them and
 * asks again around the item; the camera starts afresh.
 */
export function completeWardrobeOutfits(id: number, result: GeneratorResponse): void {
  clearCapture();
  wardrobeItemId$.value = id;
  recommendResult$.value = result;
  analysisCompleted$.value = true;
}

/** Stores the uploaded photo URL (SPEC §4 step 3). */
export function rememberUpload(imageUrl: string): void {
  capturedImageUrl$.value = imageUrl;
}

/** A valid result has at least one combination with a non-null item (SPEC §4 "Fashion page"). */
export function isValidResult(result: GeneratorResponse | null): result is GeneratorResponse {
  return Boolean(
    result?.product_combinations?.some((entry) =>
      Object.values(entry.combination ?? {}).some((item) => item !== null),
    ),
  );
}
