/**
 * The one owner of the API worker (STYLE.md §3, §6.1) and the only UI module that imports
 * comlink. Starts the worker lazily on first use, wraps it with `wrap<WorkerApi>()`, and hides
 * comlink's `proxy()` for callbacks (token updates, retry progress) from the rest of the UI.
 */
import { proxy, wrap, type Remote } from 'comlink';
import type { GeneratorRequest, MainRecommendation } from '../contract/api';
import type { Style } from '../contract/taxonomy';
import type {
  MainByPriceResponse,
  OutfitDetail,
  SavedAiOutfit,
  SavedClubOutfit,
  SavedListQuery,
} from '../contract/picked';
import type { Result } from '../contract/result';
import type {
  AuthTokens,
  PendingLike,
  PhotoOutboxEvent,
  TokenListener,
  WardrobeEntry,
  WorkerApi,
} from './worker';

export type {
  AnsweredPhoto,
  AuthTokens,
  PendingLike,
  PhotoOutboxEvent,
  WardrobeEntry,
} from './worker';

/**
 * A cached read (stale-while-revalidate): resolves at once with the worker's
 * cached answer when it has one, else with the network's. `fresh` resolves with the network's
 * answer when the first one came from the cache (it stays pending otherwise); it is optional so
 * that plain promises (test doubles) fit.
 */
export type Revalidating<T> = Promise<Result<T>> & { fresh?: Promise<Result<T>> };
/** Called with a like intent the server refused (it was dropped from the outbox). */
export type LikeDropListener = (intent: PendingLike) => void;

let likeDropListener: LikeDropListener | null = null;
let photoListener: ((event: PhotoOutboxEvent) => void) | null = null;

/** Calls a cached worker method with a proxied onFresh callback (comlink cannot clone functions). */
function revalidating<T>(
  call: (onFresh: (fresh: Result<T>) => void) => Promise<Result<T>>,
): Revalidating<T> {
  let deliver: (fresh: Result<T>) => void = () => undefined;
  const fresh = new Promise<Result<T>>((resolve) => (deliver = resolve));
  return Object.assign(call(proxy((answer: Result<T>) => deliver(answer))), { fresh });
}

let remote: Remote<WorkerApi> | null = null;
let tokenListener: TokenListener | null = null;
let tokenSource: (() => AuthTokens | null) | null = null;

function worker(): Remote<WorkerApi> {
  if (!remote) {
    const instance = new Worker(new URL('./worker/index.ts', import.meta.url), {
      type: 'module',
      name: 'fitpick-api',
    });
    remote = wrap<WorkerApi>(instance);
    // Messages arrive in order: the worker holds the session's tokens before its first call.
    if (tokenSource) void remote.setTokens(tokenSource());
    if (tokenListener) void remote.onTokens(proxy(tokenListener));
    if (likeDropListener) void remote.onLikeDropped(proxy(likeDropListener));
    if (photoListener) void remote.onPhotoEvent(proxy(photoListener));
  }
  return remote;
}

/**
 * Starts the API worker now rather than on its first call: a page that will ask for data at
 * once (every page but the landing page) gains the worker's start-up (its thread, its module
 * and IndexedDB opening) while its own chunk loads and renders.
 */
export function startApiWorker(): void {
  worker();
}

/**
 * Registers the callback through which the worker reports refreshed (or cleared: null) tokens,
 * and `current`, which gives the worker the session's tokens when it starts (on first use, so
 * that a page that never calls the API, like the landing page, never starts it).
 */
export function listenForTokens(listener: TokenListener, current: () => AuthTokens | null): void {
  tokenListener = listener;
  tokenSource = current;
  if (remote) {
    void remote.setTokens(current());
    void remote.onTokens(proxy(listener));
  }
}

/** Registers the callback told of waiting photos answered, refused or expired (the photo outbox). */
export function listenForPhotoEvents(listener: (event: PhotoOutboxEvent) => void): void {
  photoListener = listener;
  if (remote) void remote.onPhotoEvent(proxy(listener));
}

/** Registers the callback told of like intents the server refused (they left the outbox). */
export function listenForLikeDrops(listener: LikeDropListener): void {
  likeDropListener = listener;
  if (remote) void remote.onLikeDropped(proxy(listener));
}

/**
 * Typed calls into the worker, by topic as the worker's modules are (src/worker/*-api.ts); each
 * resolves to a `Result`. Cached reads (the offline core) resolve with the stored answer at once
 * and carry the network's answer later in `.fresh`.
 */
export const apiWorker = {
  // session (session-api.ts; the token copy through index.ts)
  setTokens: (tokens: AuthTokens | null) => worker().setTokens(tokens),
  login: (...args: Parameters<WorkerApi['login']>) => worker().login(...args),
  resumeSession: () => worker().resumeSession(),
  signup: (...args: Parameters<WorkerApi['signup']>) => worker().signup(...args),
  logout: (refresh: string | null) => worker().logout(refresh),
  /** Clears the member's stores in the worker's IndexedDB (logout; worker index.ts). */
  forgetMember: () => worker().forgetMember(),
  socialProviders: () => worker().socialProviders(),
  // recommend (recommend-api.ts) and the photo outbox (photo-outbox.ts)
  uploadImage: (image: Blob) => worker().uploadImage(image),
  keepPhoto: (...args: Parameters<WorkerApi['keepPhoto']>) => worker().keepPhoto(...args),
  waitingPhotos: () => worker().waitingPhotos(),
  sendWaitingPhotos: () => worker().sendWaitingPhotos(),
  recentAnswers: () => worker().recentAnswers(),
  /** `onRetry(n, 3)` runs on the main thread as retry n begins. */
  generate: (request: GeneratorRequest, onRetry?: (retry: number, maxRetries: number) => void) =>
    worker().generate(request, onRetry ? proxy(onRetry) : undefined),
  /**
   * The shopper's private picture at `url` (`/media/uploads/…`, e.g. the garment's cut-out) as a
   * Blob, fetched with the token and kept in the worker's IndexedDB (media-api.ts); Err when it
   * cannot be had (the UI then leaves it out).
   */
  privatePicture: (url: string) => worker().privatePicture(url),
  // club outfits (club-api.ts)
  mainRandom: (count = 4) =>
    revalidating<MainRecommendation[]>((onFresh) => worker().mainRandom(count, onFresh)),
  mainByPrice: (per = 4) =>
    revalidating<MainByPriceResponse>((onFresh) => worker().mainByPrice(per, onFresh)),
  mainByStyle: (style: Style, count = 4) =>
    revalidating<MainRecommendation[]>((onFresh) => worker().mainByStyle(style, count, onFresh)),
  clubOutfitDetail: (id: number) =>
    revalidating<OutfitDetail>((onFresh) => worker().clubOutfitDetail(id, onFresh)),
  // likes (likes-api.ts)
  likedClubIds: () => worker().likedClubIds(),
  likedAiIds: () => worker().likedAiIds(),
  toggleAiLike: (...args: Parameters<WorkerApi['toggleAiLike']>) => worker().toggleAiLike(...args),
  toggleClubLike: (...args: Parameters<WorkerApi['toggleClubLike']>) =>
    worker().toggleClubLike(...args),
  /** Like intents still waiting in the worker's outbox (the hearts show their state). */
  pendingLikes: () => worker().pendingLikes(),
  /** Sends the outbox now (the service worker's background-sync message, `online`). */
  replayOutbox: () => worker().replayOutbox(),
  // saved outfits (saved-api.ts)
  savedAi: (query: SavedListQuery) =>
    revalidating<SavedAiOutfit[]>((onFresh) => worker().savedAi(query, onFresh)),
  savedClub: (query: SavedListQuery) =>
    revalidating<SavedClubOutfit[]>((onFresh) => worker().savedClub(query, onFresh)),
  aiOutfitDetail: (id: number) =>
    revalidating<OutfitDetail>((onFresh) => worker().aiOutfitDetail(id, onFresh)),
  // account (account-api.ts)
  userInfo: () => worker().userInfo(),
  accountProfile: () => worker().accountProfile(),
  updateAccount: (...args: Parameters<WorkerApi['updateAccount']>) =>
    worker().updateAccount(...args),
  changePassword: (...args: Parameters<WorkerApi['changePassword']>) =>
    worker().changePassword(...args),
  findEmail: (...args: Parameters<WorkerApi['findEmail']>) => worker().findEmail(...args),
  findPassword: (...args: Parameters<WorkerApi['findPassword']>) => worker().findPassword(...args),
  resetPassword: (...args: Parameters<WorkerApi['resetPassword']>) =>
    worker().resetPassword(...args),
  fitFeedback: () => worker().fitFeedback(),
  sendFitFeedback: (...args: Parameters<WorkerApi['sendFitFeedback']>) =>
    worker().sendFitFeedback(...args),
  // 내 옷장 (wardrobe-api.ts)
  wardrobe: () => revalidating<WardrobeEntry[]>((onFresh) => worker().wardrobe(onFresh)),
  keepGarment: (...args: Parameters<WorkerApi['keepGarment']>) => worker().keepGarment(...args),
  removeGarment: (id: number) => worker().removeGarment(id),
  relabelGarment: (...args: Parameters<WorkerApi['relabelGarment']>) =>
    worker().relabelGarment(...args),
  // shared outfits (share-api.ts; never cached)
  shareOutfit: (...args: Parameters<WorkerApi['shareOutfit']>) => worker().shareOutfit(...args),
  sharedOutfit: (token: string) => worker().sharedOutfit(token),
  myShares: () => worker().myShares(),
  withdrawShare: (token: string) => worker().withdrawShare(token),
};
