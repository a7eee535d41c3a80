/**
 * The API worker's session, sign-in and recommendation methods for the UI over comlink (see
 * index.ts; the home lists, hearts and details are in outfits-api.ts, the other account calls in
 * account-api.ts, the saved lists in saved-api.ts). Each returns a `Result` (never throws for
 * expected failures); the paths and shapes are src/contract/api.ts.
 */
import {
  API,
  ERROR_CODES,
  type GeneratorRequest,
  type GeneratorResponse,
  type LoginRequest,
  type LoginResponse,
  type SignupRequest,
  type SignupResponse,
  type UploadImageResponse,
  type UserInfo,
} from '../contract/api';
import { err, type Result } from '../contract/result';
import { browserOnline, TIMEOUTS_MS, type ApiClient, type AuthTokens, type TokenListener } from './api-client';
import { networkFirst, type WorkerDb } from './cache';
import { shouldRetryGeneration, withRetry } from './retry';

/** Shown at once, without a request or retries, for actions that need the network (the offline core). */
export const OFFLINE_MESSAGE = '오프라인 상태예요. 인터넷에 연결한 뒤 다시 시도해 주세요.';

/** Shown when every attempt answered with an empty combination list. */
export const NO_OUTFIT_MESSAGE = '유효한 추천을 생성하지 못했습니다. 다른 이미지로 시도해 주세요.';

/** Builds the worker API on top of a client (tests pass a client with a mocked fetch). */
export function createWorkerApi(client: ApiClient, deps: { db?: WorkerDb; isOnline?: () => boolean } = {}) {
  const isOnline = deps.isOnline ?? browserOnline;
  /** Err(network, OFFLINE_MESSAGE) when the browser is offline, else null. */
  const offline = () => (isOnline() ? null : err({ code: ERROR_CODES.network, message: OFFLINE_MESSAGE, status: 0 }));
  return {
    /** Replaces the worker's copy of the tokens (call after login, logout, app start). */
    setTokens(tokens: AuthTokens | null): void {
      client.setTokens(tokens);
    },
    /** Registers the (comlink-proxied) callback that learns of refreshed or cleared tokens. */
    onTokens(listener: TokenListener | null): void {
      client.onTokens(listener);
    },
    /**
     * POST login (SPEC §7); 401 with code invalid_credentials on a wrong e-mail or password.
     * Offline: Err status 0 with OFFLINE_MESSAGE at once.
     */
    async login(request: LoginRequest): Promise<Result<LoginResponse>> {
      return offline() ?? client.request(API.login, { method: 'POST', json: request, auth: false });
    },
    /** POST signup without credentials; field errors arrive in `error.fields.email/username/password`. */
    signup(request: SignupRequest): Promise<Result<SignupResponse>> {
      return client.request(API.signup, { method: 'POST', json: request, auth: false });
    },
    /**
     * GET the signed-in user's info (10 s timeout, SPEC §9). Network first: offline, the last
     * answer stored for this member (so /my renders from the cache).
     */
    userInfo(): Promise<Result<UserInfo>> {
      return networkFirst(deps.db, API.userInfo, () => client.request<UserInfo>(API.userInfo, { timeoutMs: TIMEOUTS_MS.userInfo }));
    },
    /** POST the photo as multipart field `image` named photo.jpg (15 s timeout, SPEC §7); offline: Err at once. */
    async uploadImage(image: Blob): Promise<Result<UploadImageResponse>> {
      const unreachable = offline();
      if (unreachable) return unreachable;
      const form = new FormData();
      form.append('image', image, 'photo.jpg');
      return client.request(API.uploadImage, { method: 'POST', form, timeoutMs: TIMEOUTS_MS.upload });
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
      const unreachable = offline();
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
