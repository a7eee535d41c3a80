/**
 * The recommendation flows: the loading screen's analysis of the captured photo (SPEC §4
 * "Loading (fromCamera)" steps 1–5) and the fashion page's "other outfits" re-request. Pages
 * call these and map the outcome to navigation and dialogs.
 */
import { signal } from '@preact/signals-react';
import { ERROR_CODES, type GeneratorRequest, type GeneratorResponse } from '../../contract/api';
import type { ApiError, Result } from '../../contract/result';
import type { CategoryName, PhotoColourName, Season } from '../../contract/taxonomy';
import { dataUrlToBlob } from '../lib/data-url';
import { apiWorker } from '../worker-bridge';
import {
  analysisCompleted$,
  capturedImageUrl$,
  clearCapture,
  completeAnalysis,
  isValidResult,
  recommendResult$,
  rememberUpload,
  storedImage,
  wardrobeItemId$,
} from './capture';
import { budget$, setBudget } from './budget';
import { keepPhotoForLater } from './photo-outbox';
import { readJson, SESSION_KEYS } from './session-store';
import { RECOMMEND_MESSAGES } from '../messages';

/** SPEC §4 status text during retry `n` of `of`: '다시 시도하는 중... (n/3)'. */
export function retryText([n, of]: readonly [number, number]): string {
  return `다시 시도하는 중... (${n}/${of})`;
}

/** Retry in progress as [n, of] (e.g. [1, 3]), or null; drives '다시 시도하는 중... (n/3)'. */
export const retry$ = signal<readonly [number, number] | null>(null);
/** True while "other outfits" is being requested. */
export const isRerequesting$ = signal(false);

/** How the loading screen's analysis ended. */
export type AnalysisOutcome =
  | { kind: 'missing-image' }
  | { kind: 'already-done' }
  | { kind: 'done' }
  | { kind: 'failed'; message: string }
  /** No connection: the photo waits in the photo outbox (`waiting` photos in all). */
  | { kind: 'queued'; waiting: number };

let analysis: Promise<AnalysisOutcome> | null = null;

/**
 * SPEC §4 steps 1–5. A second call while one runs returns the same promise (the double-execution
 * guard; React StrictMode mounts effects twice). On failure the capture session is cleared; with
 * no connection the photo is kept in the photo outbox first (`queued`), never lost.
 */
export function analyseCapturedPhoto(): Promise<AnalysisOutcome> {
  analysis ??= runAnalysis()
    .catch((): AnalysisOutcome => {
      clearCapture();
      return { kind: 'failed', message: RECOMMEND_MESSAGES.unexpected };
    })
    .finally(() => {
      analysis = null;
      retry$.value = null;
    });
  return analysis;
}

async function runAnalysis(): Promise<AnalysisOutcome> {
  const image = storedImage();
  if (!image) return { kind: 'missing-image' };
  if (analysisCompleted$.peek() && recommendResult$.peek()) return { kind: 'already-done' };

  retry$.value = null;
  let imageUrl = capturedImageUrl$.peek();
  if (!imageUrl) {
    const uploaded = await apiWorker.uploadImage(dataUrlToBlob(image));
    if (!uploaded.ok)
      return uploaded.error.status === 0
        ? keepForLater(image)
        : fail(isQuota(uploaded.error) ? uploaded.error.message : RECOMMEND_MESSAGES.failed);
    imageUrl = uploaded.value.image_url;
    rememberUpload(imageUrl);
  }

  const budget = budget$.peek();
  const onRetry = (n: number, of: number) => {
    retry$.value = [n, of];
  };
  let generated = await apiWorker.generate(
    { image_url: imageUrl, ...(budget !== null ? { budget } : {}) },
    onRetry,
  );
  if (!generated.ok && generated.error.code === ERROR_CODES.overBudget) {
    // The remembered budget is below any outfit of this garment: outfits without it, and the
    // fashion page's budget choice back at 전체 (the shopper may choose again and see why).
    setBudget(null);
    generated = await apiWorker.generate({ image_url: imageUrl }, onRetry);
  }
  if (!generated.ok) {
    // SPEC §4's retries are spent and no answer came: the photo waits for the connection.
    if (generated.error.status === 0) return keepForLater(image, imageUrl);
    return fail(
      generated.error.code === ERROR_CODES.recognitionFailed || isQuota(generated.error)
        ? generated.error.message
        : RECOMMEND_MESSAGES.failed,
    );
  }
  completeAnalysis(generated.value);
  return { kind: 'done' };
}

/** A member's quota of uploads or generator answers is used up: its message says how long to wait. */
function isQuota(error: ApiError): boolean {
  return error.code === ERROR_CODES.rateLimited;
}

function fail(message: string): AnalysisOutcome {
  clearCapture();
  return { kind: 'failed', message };
}

/**
 * No connection (the browser is offline, or the upload or the generator got no answer after
 * SPEC §4's retries): the photo goes to the photo outbox with the remembered budget, to be
 * answered when the connection returns as it would have been now, and the capture session is
 * cleared for the next photo. Fails with the outbox's reason when it cannot keep it (10 photos
 * wait).
 */
async function keepForLater(image: string, imageUrl?: string): Promise<AnalysisOutcome> {
  const budget = budget$.peek();
  const kept = await keepPhotoForLater(dataUrlToBlob(image), {
    ...(imageUrl ? { imageUrl } : {}),
    ...(budget !== null ? { budget } : {}),
  });
  if (!kept.ok) return fail(kept.error.message);
  clearCapture();
  return { kind: 'queued', waiting: kept.value.waiting };
}

/** How "other outfits" ended. */
export type RerequestOutcome = { kind: 'no-image' } | { kind: 'done' } | { kind: 'failed' };

/**
 * "다른 코디 추천받기" (SPEC §4): asks the generator again for the stored uploaded photo, with the
 * same retry policy, and replaces the result on success. Keeps the category and colour so the
 * photographed slot stays the same garment; the server avoids the products of the last answers.
 */
export async function requestOtherOutfits(): Promise<RerequestOutcome> {
  const garment = garmentOfAnswer();
  if (!garment) return { kind: 'no-image' };
  if (isRerequesting$.peek()) return { kind: 'failed' };
  const generated = await askAgain(garment);
  if (!generated.ok || !isValidResult(generated.value)) return { kind: 'failed' };
  recommendResult$.value = generated.value;
  return { kind: 'done' };
}

/**
 * What the outfits on /fashion are made around: the uploaded photo (`image_url`), or the 내 옷장
 * item of "이 옷으로 코디" with the rest of the wardrobe (`wardrobe_item_id`, `use_wardrobe`);
 * null when there is neither.
 */
function garmentOfAnswer(): GarmentRequest | null {
  const wardrobeItemId = wardrobeItemId$.peek();
  if (wardrobeItemId !== null) return { wardrobe_item_id: wardrobeItemId, use_wardrobe: true };
  const imageUrl = capturedImageUrl$.peek();
  return imageUrl ? { image_url: imageUrl } : null;
}

/** The garment part of a generator request (see garmentOfAnswer). */
type GarmentRequest = { image_url: string } | { wardrobe_item_id: number; use_wardrobe: true };

/**
 * Asks the generator again around `garment` (`requestFor`: its category, colour and budget)
 * with SPEC §4's retry policy, isRerequesting$ set meanwhile: "다른 코디 추천받기" and the budget.
 */
async function askAgain(garment: GarmentRequest): Promise<Result<GeneratorResponse>> {
  isRerequesting$.value = true;
  try {
    return await apiWorker.generate(requestFor(garment), (n, of) => {
      retry$.value = [n, of];
    });
  } finally {
    isRerequesting$.value = false;
    retry$.value = null;
  }
}

/** How correcting the recognised category ended. */
export type CorrectionOutcome =
  { kind: 'done' } | { kind: 'no-image' } | { kind: 'failed'; message: string };

/** The category or colour the shopper is switching to while the generator answers, else null. */
export const correctingTo$ = signal<CategoryName | PhotoColourName | null>(null);

/**
 * Correcting a wrong guess: the shopper taps one of the category chips ("다른 제품인가요?") in the
 * analysed camera mode; the generator is asked again for the stored photo with that `category`
 * (keeping the colour outfits were made for), and the new result (sentence and outfits) replaces
 * the old one. Same retry policy as SPEC §4.
 */
export function correctCategory(category: CategoryName): Promise<CorrectionOutcome> {
  return correctRecognition({ category }, category);
}

/**
 * Correcting the recognised colour: the shopper taps one of the colour chips ("색상이 다른가요?");
 * the generator is asked again with that `colour` (keeping the category), so that the similar
 * item comes in the colour the shopper says. Same retry policy as SPEC §4.
 */
export function correctColour(colour: PhotoColourName): Promise<CorrectionOutcome> {
  return correctRecognition({ colour }, colour);
}

async function correctRecognition(
  change: { category?: CategoryName; colour?: PhotoColourName },
  pending: CategoryName | PhotoColourName,
): Promise<CorrectionOutcome> {
  const imageUrl = capturedImageUrl$.peek();
  if (!imageUrl) return { kind: 'no-image' };
  if (correctingTo$.peek()) return { kind: 'failed', message: RECOMMEND_MESSAGES.failed };
  correctingTo$.value = pending;
  try {
    const generated = await apiWorker.generate(
      requestFor({ image_url: imageUrl }, change),
      (n, of) => {
        retry$.value = [n, of];
      },
    );
    if (!generated.ok) return { kind: 'failed', message: generated.error.message };
    if (!isValidResult(generated.value))
      return { kind: 'failed', message: RECOMMEND_MESSAGES.otherFailed };
    completeAnalysis(generated.value);
    return { kind: 'done' };
  } finally {
    correctingTo$.value = null;
    retry$.value = null;
  }
}

/**
 * A generator request around `garment`: for a photo the current category and colour, with
 * `change` applied (a 내 옷장 item brings its own labels), and the chosen budget (budget.ts). A
 * category or colour the server still asks about (`recognition.ask`) is left out: sent, it would
 * count as the shopper's answer (the outfits' text would state it as fact and the question would
 * look answered).
 */
function requestFor(
  garment: GarmentRequest,
  change: { category?: CategoryName; colour?: PhotoColourName } = {},
): GeneratorRequest {
  const budget = budget$.peek();
  const asked = askedSeason$.peek();
  const season = asked?.garment === garmentKey(garment) ? asked.season : null;
  const kept = {
    ...(budget !== null ? { budget } : {}),
    ...(season !== null ? { season } : {}),
  };
  if ('wardrobe_item_id' in garment) return { ...garment, ...kept };
  const current = recommendResult$.peek()?.recognition;
  const category = change.category ?? (current?.ask?.category ? undefined : current?.category);
  const colour = change.colour ?? (current?.ask?.colour ? undefined : current?.colour);
  return {
    ...garment,
    ...(category ? { category } : {}),
    ...(colour ? { colour } : {}),
    ...kept,
  };
}

/**
 * The season the shopper asked the outfits for with the season chip on /fashion, and the garment
 * (garmentKey) it was asked for; else null (today's in Korea, as the server decides:
 * GeneratorRequest `season`). Kept for that garment's later requests ("다른 코디", the budget, a
 * correction); another photo or 내 옷장 item starts from today's again.
 */
const askedSeason$ = signal<{ garment: string; season: Season } | null>(null);

/** The identity of a garment asked about: its photo's URL or its 내 옷장 item. */
function garmentKey(garment: GarmentRequest): string {
  return 'image_url' in garment ? garment.image_url : `wardrobe:${garment.wardrobe_item_id}`;
}

/**
 * The fashion page's season chip: asks the generator again for the stored garment dressed for
 * `season` and shows the new outfits (whose `season`, and the recognition's, say what they were
 * dressed for: a garment worn only in another season keeps its own). The season stays as it was
 * when the request fails.
 */
export async function applySeason(season: Season): Promise<CorrectionOutcome> {
  const garment = garmentOfAnswer();
  if (!garment) return { kind: 'no-image' };
  if (isRerequesting$.peek()) return { kind: 'failed', message: RECOMMEND_MESSAGES.failed };
  const before = askedSeason$.peek();
  askedSeason$.value = { garment: garmentKey(garment), season };
  const generated = await askAgain(garment);
  if (!generated.ok || !isValidResult(generated.value)) {
    askedSeason$.value = before;
    return {
      kind: 'failed',
      message: generated.ok ? RECOMMEND_MESSAGES.otherFailed : generated.error.message,
    };
  }
  recommendResult$.value = generated.value;
  return { kind: 'done' };
}

/**
 * The fashion page's budget choice: asks the generator again for the stored photo within
 * `budget` won (null: none) and shows the new outfits. When no outfit fits, the server's reason
 * (naming the cheapest possible outfit) comes back and the budget and outfits stay as they were.
 */
export async function applyBudget(budget: number | null): Promise<CorrectionOutcome> {
  const garment = garmentOfAnswer();
  if (!garment) return { kind: 'no-image' };
  if (isRerequesting$.peek()) return { kind: 'failed', message: RECOMMEND_MESSAGES.failed };
  const before = budget$.peek();
  setBudget(budget);
  const generated = await askAgain(garment);
  if (!generated.ok || !isValidResult(generated.value)) {
    setBudget(before);
    return {
      kind: 'failed',
      message: generated.ok ? RECOMMEND_MESSAGES.otherFailed : generated.error.message,
    };
  }
  recommendResult$.value = generated.value;
  return { kind: 'done' };
}

/** Where a non-camera /loading visit goes and what it carries (SPEC §2 /loading, §4). */
export function passedData<T = unknown>(fromState: T | undefined): T | null {
  return fromState ?? readJson<T | null>(SESSION_KEYS.tempDataToPass, null);
}

/** SPEC §9: wait before a non-camera loading redirect, in ms. */
export const LOADING_REDIRECT_DELAY_MS = 1_200;
