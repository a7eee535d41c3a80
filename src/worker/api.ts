/**
 * The methods the API worker exposes to the UI over comlink (see index.ts). Each returns a
 * `Result` (never throws for expected failures); the paths and shapes are src/contract/api.ts.
 */
import {
  API,
  ERROR_CODES,
  type GeneratorRequest,
  type GeneratorResponse,
  type LoginRequest,
  type LoginResponse,
  type MainRecommendation,
  type SignupRequest,
  type SignupResponse,
  type UploadImageResponse,
  type UserInfo,
} from '../contract/api';
import { err, type Result } from '../contract/result';
import { TIMEOUTS_MS, type ApiClient, type AuthTokens, type TokenListener } from './api-client';
import { shouldRetryGeneration, withRetry } from './retry';

/** Shown when every attempt answered with an empty combination list. */
export const NO_OUTFIT_MESSAGE = '유효한 추천을 생성하지 못했습니다. 다른 이미지로 시도해 주세요.';

/** Builds the worker API on top of a client (tests pass a client with a mocked fetch). */
export function createWorkerApi(client: ApiClient) {
  return {
    /** Replaces the worker's copy of the tokens (call after login, logout, app start). */
    setTokens(tokens: AuthTokens | null): void {
      client.setTokens(tokens);
    },
    /** Registers the (comlink-proxied) callback that learns of refreshed or cleared tokens. */
    onTokens(listener: TokenListener | null): void {
      client.onTokens(listener);
    },
    /** POST login (SPEC §7); 401 with code invalid_credentials on a wrong e-mail or password. */
    login(request: LoginRequest): Promise<Result<LoginResponse>> {
      return client.request(API.login, { method: 'POST', json: request, auth: false });
    },
    /** POST signup without credentials; field errors arrive in `error.fields.email/username`. */
    signup(request: SignupRequest): Promise<Result<SignupResponse>> {
      return client.request(API.signup, { method: 'POST', json: request, auth: false });
    },
    /** GET the signed-in user's info (10 s timeout, SPEC §9). */
    userInfo(): Promise<Result<UserInfo>> {
      return client.request(API.userInfo, { timeoutMs: TIMEOUTS_MS.userInfo });
    },
    /** POST the photo as multipart field `image` named photo.jpg (15 s timeout, SPEC §7). */
    uploadImage(image: Blob): Promise<Result<UploadImageResponse>> {
      const form = new FormData();
      form.append('image', image, 'photo.jpg');
      return client.request(API.uploadImage, { method: 'POST', form, timeoutMs: TIMEOUTS_MS.upload });
    },
    /**
     * POST the generator with the retry policy of SPEC §4 (4 attempts, 1/2/4 s, 25 s each).
     * `onRetry(n, 3)` is called as retry n begins. After the last attempt an empty list becomes
     * `Err` with code no_outfit.
     */
    async generate(
      request: GeneratorRequest,
      onRetry?: (retry: number, maxRetries: number) => void,
    ): Promise<Result<GeneratorResponse>> {
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
    /** GET `count` random club outfits for the home page (SPEC §7). */
    mainRandom(count = 4): Promise<Result<MainRecommendation[]>> {
      return client.request(API.mainRandom, { query: { count } });
    },
  };
}
