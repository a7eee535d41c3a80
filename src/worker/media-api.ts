/**
 * Worker method for the shopper's private pictures: the cut-out of their own garment
 * (contract/api.ts `RecognitionSummary.cutout_url`), which the outfit on /fashion shows in the
 * photographed slot (the requirement that the outfit shows the shopper's own garment, not only
 * the shop's similar item). Such a picture is served only with the member's bearer token
 * (server/routes/media.routes.ts), which an `<img src>` cannot send: the worker fetches it with
 * the token (and the client's refresh and retry on 401), keeps its bytes in the IndexedDB
 * response cache (cleared with the rest on logout or another member) and hands the UI a Blob.
 */
import { ERROR_CODES } from '../../contract/api';
import { err, ok, type Result } from '../../contract/result';
import { CLIENT_MESSAGES } from '../messages';
import type { ApiClient } from './api-client';
import type { WorkerDb } from './cache';

/** The private pictures' paths on the API (an upload's photo or cut-out, one file name). */
const PRIVATE_MEDIA_PATH = /^\/media\/uploads\/[^/]+$/;

/** The cache key prefix of a stored picture (never a request path, so never a GET's key). */
export const PICTURE_KEY_PREFIX = 'picture:';

/** A picture as kept in the response store: its bytes and MIME type (a Blob's parts). */
export interface StoredPicture {
  bytes: ArrayBuffer;
  type: string;
}

/**
 * The API path of a private picture URL, `/media/uploads/<file>`, whatever host it names (the
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

/** Builds the media method on a client; without `db` nothing is cached. */
export function createMediaApi(client: ApiClient, deps: { db?: WorkerDb | undefined } = {}) {
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
      const key = `${PICTURE_KEY_PREFIX}${path}`;
      const cached = await deps.db?.get<StoredPicture>(key);
      if (cached) return ok(new Blob([cached.value.bytes], { type: cached.value.type }));
      const answer = await client.request<Blob>(path, { as: 'blob' });
      if (!answer.ok) return answer;
      const picture = answer.value;
      const stored: StoredPicture = { bytes: await picture.arrayBuffer(), type: picture.type };
      await deps.db?.put(key, stored);
      return ok(new Blob([stored.bytes], { type: stored.type }));
    },
  };
}
