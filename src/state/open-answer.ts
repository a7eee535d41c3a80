/**
 * Opening an answered photo of the photo outbox (the toast's 보기, 최근 코디): the photo and its
 * answer become the capture session, so that /fashion shows its outfits and "다른 코디 추천받기"
 * asks again for the same upload. The budget its outfits keep to becomes the chosen budget (none
 * when the generator found none within it, as on the online path), so that what /fashion says of
 * the budget is true of the outfits shown.
 */
import type { AnsweredPhoto } from '../worker-bridge';
import { setBudget } from './budget';
import { captureSuccess$, completeAnalysis, imgSrc$, rememberUpload } from './capture';
import { photoToast$ } from './photo-outbox';

/**
 * Makes `photo` the capture session (its JPEG as the captured image, its upload, its answer) and
 * its budget the chosen one.
 */
export function openAnsweredPhoto(photo: AnsweredPhoto): void {
  const bytes = new Uint8Array(photo.image);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  imgSrc$.value = `data:${photo.type};base64,${btoa(binary)}`;
  captureSuccess$.value = true;
  rememberUpload(photo.imageUrl);
  completeAnalysis(photo.answer);
  setBudget(photo.budget);
  photoToast$.value = null;
}
