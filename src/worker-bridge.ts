/**
 * The one owner of the API worker (STYLE.md §3, §6.1) and the only UI module that imports
 * comlink. Starts the worker lazily on first use, wraps it with `wrap<WorkerApi>()`, and hides
 * comlink's `proxy()` for callbacks (token updates, retry progress) from the rest of the UI.
 */
import { proxy, wrap, type Remote } from 'comlink';
import type { GeneratorRequest } from './contract/api';
import type { AuthTokens, TokenListener, WorkerApi } from './worker';

export type { AuthTokens } from './worker';

let remote: Remote<WorkerApi> | null = null;
let tokenListener: TokenListener | null = null;

function worker(): Remote<WorkerApi> {
  if (!remote) {
    const instance = new Worker(new URL('./worker/index.ts', import.meta.url), { type: 'module', name: 'fitpick-api' });
    remote = wrap<WorkerApi>(instance);
    if (tokenListener) void remote.onTokens(proxy(tokenListener));
  }
  return remote;
}

/** Registers the callback through which the worker reports refreshed (or cleared: null) tokens. */
export function listenForTokens(listener: TokenListener): void {
  tokenListener = listener;
  if (remote) void remote.onTokens(proxy(listener));
}

/** Typed calls into the worker; each resolves to a `Result` (see src/worker/api.ts). */
export const apiWorker = {
  setTokens: (tokens: AuthTokens | null) => worker().setTokens(tokens),
  login: (...args: Parameters<WorkerApi['login']>) => worker().login(...args),
  signup: (...args: Parameters<WorkerApi['signup']>) => worker().signup(...args),
  userInfo: () => worker().userInfo(),
  uploadImage: (image: Blob) => worker().uploadImage(image),
  /** `onRetry(n, 3)` runs on the main thread as retry n begins. */
  generate: (request: GeneratorRequest, onRetry?: (retry: number, maxRetries: number) => void) =>
    worker().generate(request, onRetry ? proxy(onRetry) : undefined),
  mainRandom: (count = 4) => worker().mainRandom(count),
  // outfits: home lists, hearts, details (src/worker/outfits-api.ts)
  mainByPrice: (per = 4) => worker().mainByPrice(per),
  mainByStyle: (...args: Parameters<WorkerApi['mainByStyle']>) => worker().mainByStyle(...args),
  likedClubIds: () => worker().likedClubIds(),
  likedAiIds: () => worker().likedAiIds(),
  toggleAiLike: (...args: Parameters<WorkerApi['toggleAiLike']>) => worker().toggleAiLike(...args),
  toggleClubLike: (...args: Parameters<WorkerApi['toggleClubLike']>) => worker().toggleClubLike(...args),
  aiOutfitDetail: (id: number) => worker().aiOutfitDetail(id),
  clubOutfitDetail: (id: number) => worker().clubOutfitDetail(id),
  // account screens and saved lists (SPEC §2 /my, /setting, /edit-profile, /set-password, /set-body, /find-*)
  accountProfile: () => worker().accountProfile(),
  updateAccount: (...args: Parameters<WorkerApi['updateAccount']>) => worker().updateAccount(...args),
  changePassword: (...args: Parameters<WorkerApi['changePassword']>) => worker().changePassword(...args),
  findEmail: (...args: Parameters<WorkerApi['findEmail']>) => worker().findEmail(...args),
  findPassword: (...args: Parameters<WorkerApi['findPassword']>) => worker().findPassword(...args),
  resetPassword: (...args: Parameters<WorkerApi['resetPassword']>) => worker().resetPassword(...args),
  savedAi: (...args: Parameters<WorkerApi['savedAi']>) => worker().savedAi(...args),
  savedClub: (...args: Parameters<WorkerApi['savedClub']>) => worker().savedClub(...args),
};
