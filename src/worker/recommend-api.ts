/**
 * Worker methods of the recommendation flow (SPEC §4 steps 2–4, §7 upload and generator): the
 * photo upload and the generator with its retry policy. Each returns a `Result`; paths and
 * shapes are contract/api.ts.
 */
import {
  API,
  ERROR_CODES,
  type GeneratorRequest,
  type GeneratorResponse,
  type UploadImageResponse,
} from '../../contract/api';
import { err, type Result } from '../../contract/result';
import { NO_OUTFIT_MESSAGE } from '../messages';
import { offlineError, TIMEOUTS_MS, type ApiClient } from './api-client';
import { shouldRetryGeneration, withRetry } from './retry';

/** Builds the recommendation methods on a client (tests pass a client with a mocked fetch and `isOnline`). */
export function createRecommendApi(client: ApiClient, deps: { isOnline?: () => boolean } = {}) {
  return {
    /** POST the photo as multipart field `image` named photo.jpg (15 s timeout, SPEC §7); offline: Err at once. */
    async uploadImage(image: Blob): Promise<Result<UploadImageResponse>> {
      const unreachable = offlineError(deps.isOnline);
      if (unreachable) return unreachable;
      const form = new FormData();
      form.append('image', image, 'photo.jpg');
      return client.request(API.uploadImage, {
        method: 'POST',
        form,
        timeoutMs: TIMEOUTS_MS.upload,
      });
    },
    /**
     * POST the generator with the retry policy of SPEC §4 (4 attempts, 1/2/4 s, 25 s each).
     * `onRetry(n, 3)` is called as retry n begins. After the last attempt an empty list becomes
     * `Err` with code no_outfit. Offline: Err status 0 with OFFLINE_MESSAGE at once, no retries.
     */
    async generate(
      request: GeneratorRequest,
      onRetry?: (retry: number, maxRetries: number) => void,
    ): Promise<Result<GeneratorResponse>> {
      const unreachable = offlineError(deps.isOnline);
      if (unreachable) return unreachable;
      const outcome = await withRetry(
        () =>
          client.request<GeneratorResponse>(API.generator, {
            method: 'POST',
            json: request,
            timeoutMs: TIMEOUTS_MS.generator,
          }),
        { shouldRetry: shouldRetryGeneration, onRetry: (n, of) => void onRetry?.(n, of) },
      );
      if (outcome.ok && outcome.value.product_combinations.length === 0) {
        return err({ code: ERROR_CODES.noOutfit, message: NO_OUTFIT_MESSAGE, status: 200 });
      }
      return outcome;
    },
  };
}
