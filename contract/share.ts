/**
 * Shared outfits: what a shared link opens (SPEC §2 "Detail": share sends a link; the requirement
 * that the shared outfit opens for whoever receives the link). An AI outfit is private to its
 * member (recommend_picked/{id}/), so sharing one makes a public, read-only snapshot of it under an
 * unguessable token (128 random bits, base64url), opened by the app at `/share/<token>` with no
 * sign-in. The sharer's own garment (the cut-out of their photo, or pieces of their 내 옷장) shows
 * there only when they agreed at share time; then the server copies its picture into a public one
 * of the share's, deleted when the share is withdrawn. Not in SPEC §7 (additive: the original
 * client never calls it). Pure types and constants; the schemas are in schemas.ts, the rules in
 * docs/accounts.md "Shared outfits".
 */
import type { Combination, ItemSource } from './api';
import type { Slot, Style } from './taxonomy';

/** The shares' paths. */
export const SHARE_API = {
  /**
   * POST ShareCreateRequest (member only) → 201 OutfitShare, or 200 with the live share this
   * member already made of this outfit with the same answer to the consent question; GET (member
   * only) → the member's live shares, newest first (OutfitShare[]). Append `${token}/`: GET →
   * SharedOutfit, public (no token; `cache-control: no-store`); DELETE → 204, the sharer only
   * (anyone else, and an unknown or withdrawn token, 404).
   */
  shares: '/api/share/v1/shares/',
  /**
   * Append `<token>/<slot>.webp`: the picture of the sharer's own garment in `slot` of a share
   * made with their consent (SharedOutfit `cutout_url`, or a 내 옷장 piece's `s3_path`): public
   * while the share lives (`cache-control: no-store`), 404 once it is withdrawn.
   */
  pictures: '/media/shares/',
} as const;

/** The app's page of a shared outfit: `${SHARE_PAGE_PATH}<token>` (served the app's shell). */
export const SHARE_PAGE_PATH = '/share/';

/** A share's token: 22 base64url characters, 128 random bits. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** POST shares/: share one of the member's AI outfits. */
export interface ShareCreateRequest {
  /** The AI outfit (a generator answer's `recommendation_id`, liked or not). */
  recommendation_id: number;
  /**
   * The sharer's answer to "내 옷 사진도 함께 보여줄까요?": true shows their own garment's
   * picture to whoever opens the link; false shows the shop's similar item in its slot and
   * leaves out the pieces of their 내 옷장.
   */
  with_own_garment: boolean;
}

/**
 * The public view of a shared AI outfit: a snapshot of the outfit as it was when shared (later
 * changes to the sharer's 내 옷장 or likes do not reach it). Each slot holds the shop item the
 * outfit shows there as SPEC §3 "Product item" (pictures and purchase links; no member's size
 * advice), the photographed slot the shop's similar item; with consent a 내 옷장 piece (as
 * api.ts `ProductItem.wardrobe_item_id`, `s3_path` its picture copied into the share), without
 * it the slot such a piece filled is null.
 */
export interface SharedOutfit extends Combination {
  style: Style;
  /** The outfit's total in won, as its detail counts it (the similar item included). */
  total_price: number;
  /** The outfit's reasoning text (the detail's '상품 설명'). */
  reasoning_text: string;
  /** When it was shared, ISO 8601. */
  shared_at: string;
  /**
   * With consent only, as contract/picked.ts `OutfitDetail.sources`: where each slot's piece
   * comes from ('photo': the sharer's own garment, shown by `cutout_url`; 'wardrobe': a 내 옷장
   * piece). Absent without consent: every piece shown is the shop's.
   */
  sources?: Partial<Record<Slot, ItemSource>>;
  /**
   * With consent, when a cut-out of the sharer's garment could be had: the path of its public
   * copy, `/media/shares/<token>/<slot>.webp` (a path on this server, as the shop items'
   * `s3_path`). Absent otherwise: the similar item stands in that slot.
   */
  cutout_url?: string;
}

/** One live share as its sharer sees it (the POST answer, the list's entries). */
export interface OutfitShare {
  token: string;
  /** The sharer's answer to the consent question (ShareCreateRequest). */
  with_own_garment: boolean;
  /** ISO 8601. */
  created_at: string;
  outfit: SharedOutfit;
}
