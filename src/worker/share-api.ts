/**
 * Worker methods for shared outfits (contract/share.ts; the requirement that the shared outfit
 * opens for whoever receives the link): share one of the member's AI outfits, read a shared
 * outfit without a token (a signed-out visitor's, or another member's), list and withdraw the
 * member's shares. Nothing here is cached: a withdrawn share must not show from a device's
 * store (the server answers no-store for the same reason), and sharing and withdrawing need the
 * connection (offline: Err status 0 with OFFLINE_MESSAGE at once). Each returns a `Result`.
 */
import type { Result } from '../../contract/result';
import {
  SHARE_API,
  type OutfitShare,
  type ShareCreateRequest,
  type SharedOutfit,
} from '../../contract/share';
import { offlineError, type ApiClient } from './api-client';

/** Builds the share methods on a client (tests pass a client with a mocked fetch and `isOnline`). */
export function createShareApi(client: ApiClient, deps: { isOnline?: () => boolean } = {}) {
  const sharePath = (token: string) => `${SHARE_API.shares}${encodeURIComponent(token)}/`;
  return {
    /**
     * POST shares/: shares the member's AI outfit, with or without their own garment's picture;
     * Ok with the share (a new one, or the live one of the same outfit and answer). Err 404 for
     * an outfit that is not theirs.
     */
    async shareOutfit(request: ShareCreateRequest): Promise<Result<OutfitShare>> {
      return (
        offlineError(deps.isOnline) ??
        client.request(SHARE_API.shares, { method: 'POST', json: request })
      );
    },
    /** GET shares/{token}/ without a token: the shared outfit; Err 404 when unknown or withdrawn. */
    sharedOutfit(token: string): Promise<Result<SharedOutfit>> {
      return client.request(sharePath(token), { auth: false });
    },
    /** GET shares/: the member's live shares, newest first. */
    myShares(): Promise<Result<OutfitShare[]>> {
      return client.request(SHARE_API.shares);
    },
    /** DELETE shares/{token}/: withdraws the member's share; Ok(null) once done. */
    async withdrawShare(token: string): Promise<Result<null>> {
      return offlineError(deps.isOnline) ?? client.request(sharePath(token), { method: 'DELETE' });
    },
  };
}
