/**
 * Worker method for the shopper's private pictures: the cut-out of their own garment
 * (contract/api.ts `RecognitionSummary.cutout_url`), which the outfit on /fashion shows in the
 * photographed slot (the requirement that the outfit shows the shopper's own garment, not only
 * the shop's similar item). Such a picture is served only with the member's bearer token
 * (server/routes/media.routes.ts), which an `<img src>` cannot send: the worker fetches it with
 * the token (and the client's refresh and retry on 401), keeps its bytes in the IndexedDB
 * response cache (cleared with the rest on logout or another member) and hands the UI a Blob.
 * The outfits keep the garment once saved and offline too: the saved-outfit calls and the photo
 * outbox fetch the cut-outs their answers name into that cache ahead of time (`keepPictures`), so
 * that my page shows them offline even when /fashion never showed them on this device.
 */
import { ERROR_CODES } from '../../contract/api';
import { err, ok, type Result } from '../../contract/result';
import { CLIENT_MESSAGES } from '../messages';
import type { ApiClient } from './api-client';
import type { WorkerDb } from './cache';

/**
 * The private pictures' paths on the API: an upload's photo or cut-out, or a 내 옷장 item's
 * picture (contract/wardrobe.ts), one file name.
 */
const PRIVATE_MEDIA_PATH = /^\/media\/(?:uploads|wardrobe)\/[^/]+$/;

/** The cache key prefix of a stored picture (never a request path, so never a GET's key). */
export const PICTURE_KEY_PREFIX = 'picture:';

/** A picture as kept in the response store: its bytes and MIME type (a Blob's parts). */
export interface StoredPicture {
  bytes: ArrayBuffer;
  type: string;
}

/**
 * The API path of a private picture URL, `/media/uploads/<file>` or `/media/wardrobe/<file>`, whatever host it names (the
 * server issues it on its PUBLIC_URL, which may differ from the app's origin): the token is only
 * ever sent to the app's own API. Null for any other URL.
 */
export function privateMediaPath(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://app.invalid');
  } catch {
    return null;
  }
  return PRIVATE_MEDIA_PATH.test(parsed.pathname) ? parsed.pathname : null;
}

/** At most this many pictures are fetched at once ahead of time (keepPictures). */
const KEEP_PICTURES_CONCURRENCY = 2;

/**
 * Fetches the private pictures at `urls` into the cache ahead of time (best effort); see
 * createMediaApi's `keepPictures`. Never rejects.
 */
export type PictureKeeper = (urls: readonly (string | null | undefined)[]) => Promise<void>;

/** Builds the media methods on a client; without `db` nothing is cached (nor kept ahead). */
export function createMediaApi(client: ApiClient, deps: { db?: WorkerDb | undefined } = {}) {
  const keyOf = (path: string): string => `${PICTURE_KEY_PREFIX}${path}`;
  /** The fetches under way by path: the page's ask and a keeping ahead share one request. */
  const fetching = new Map<string, Promise<Result<Blob>>>();

  /** Fetches the picture at `path` with the token and stores it; Err as the client answers. */
  async function fetchAndStore(path: string): Promise<Result<Blob>> {
    // Kept only for the member it was fetched for (a logout meanwhile drops it).
    const owner = deps.db?.owner();
    const answer = await client.request<Blob>(path, { as: 'blob' });
    if (!answer.ok) return answer;
    const picture = answer.value;
    const stored: StoredPicture = { bytes: await picture.arrayBuffer(), type: picture.type };
    await deps.db?.put(keyOf(path), stored, await owner);
    return ok(new Blob([stored.bytes], { type: stored.type }));
  }

  /** fetchAndStore, joining the fetch of `path` already under way if there is one. */
  function fetchOnce(path: string): Promise<Result<Blob>> {
    let pending = fetching.get(path);
    if (!pending) {
      pending = fetchAndStore(path).finally(() => fetching.delete(path));
      fetching.set(path, pending);
    }
    return pending;
  }

  return {
    /**
     * The private picture at `url` (an absolute or bare `/media/uploads/<file>` URL, e.g. the
     * 480 px WebP cut-out) as a Blob. Cache first: a picture never changes at its path, so a
     * stored one is answered without a request (after a reload, offline); else it is fetched
     * with the access token and stored. Err (not_found, no request) for a URL that is not a
     * private picture; else the client's Err (401 after a failed refresh, 404 once deleted,
     * status 0 offline with nothing stored). The UI leaves the picture out on any Err.
     */
    async privatePicture(url: string): Promise<Result<Blob>> {
      const path = privateMediaPath(url);
      if (!path) {
        return err({ code: ERROR_CODES.notFound, message: CLIENT_MESSAGES.notFound, status: 0 });
      }
      const cached = await deps.db?.get<StoredPicture>(keyOf(path));
      if (cached) return ok(new Blob([cached.value.bytes], { type: cached.value.type }));
      return fetchOnce(path);
    },
    /**
     * Removes the stored private picture at `url` from the device (a deleted 내 옷장 item's, once
     * its delete landed); nothing for a URL that is not a private picture. Never rejects.
     */
    async forgetPicture(url: string): Promise<void> {
      const path = privateMediaPath(url);
      if (path) await deps.db?.delete(keyOf(path));
    },
    /**
     * Fetches the private pictures at `urls` (cut-outs an answer names; empty and non-private
     * ones skipped, each path once) into the cache, so that they show later offline: those
     * already stored or being fetched make no new request, at most KEEP_PICTURES_CONCURRENCY
     * go at once, and one that fails (404 once deleted, offline) is left for the next answer.
     * Resolves when every one is settled; never rejects. Does nothing without a cache.
     */
    async keepPictures(urls: readonly (string | null | undefined)[]): Promise<void> {
      const db = deps.db;
      if (!db) return;
      const paths = [...new Set(urls.flatMap((url) => (url ? (privateMediaPath(url) ?? []) : [])))];
      const keepNext = async (): Promise<void> => {
        for (let path = paths.shift(); path; path = paths.shift()) {
          if (await db.get(keyOf(path))) continue;
          await fetchOnce(path);
        }
      };
      await Promise.allSettled(Array.from({ length: KEEP_PICTURES_CONCURRENCY }, keepNext));
    },
  };
}
