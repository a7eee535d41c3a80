/**
 * The member's saved (hearted) outfits and the home page's club-outfit lists (SPEC §3, §7).
 * Pure types. A member only ever sees their own saved outfits, whatever `user_id` a query names.
 */
import type { Combination, ItemSource, MainRecommendation } from './api';
import type { PriceBracketLabel, Slot, Style } from './taxonomy';

/**
 * The two kinds of outfit (SPEC §1): AI recommendations and club (editorial) outfits — what a
 * heart saves, what the saved lists and their tabs (SPEC §2 AI 추천 코디, 클럽 코디) hold.
 */
export const OUTFIT_KINDS = { ai: 'ai', club: 'club' } as const;
export type OutfitKind = (typeof OUTFIT_KINDS)[keyof typeof OUTFIT_KINDS];

/** Sort and filter queries of the saved lists (SPEC §7): order, sort, and style sent in Korean. */
export type SavedOrder = 'newest' | 'oldest';
export type SavedPriceSort = 'high' | 'low';

/**
 * POST recommend_picked/toggle/ { recommendation_id } and main_picked/toggle/
 * { main_recommendation_id }. `liked` (the offline core) asks for a state instead of a flip; with an
 * Idempotency-Key header a repeat gets the first answer. 201 → added, 200 → removed.
 */
export interface RecommendToggleRequest {
  recommendation_id: number;
  liked?: boolean;
}
export interface MainToggleRequest {
  main_recommendation_id: number;
  liked?: boolean;
}
export interface ToggleResponse {
  status: 'added' | 'removed';
}

/** GET /api/picked/v1/by-time/: the member's liked AI recommendations, newest first. */
export interface PickedEntry {
  recommendation_id: number;
  created_at: string;
}

/** An AI recommendation as saved lists and details show it. */
export interface SavedRecommendation extends Combination {
  id: number;
  total_price: number;
  style: Style;
  recommendation_code: string;
  /** ISO 8601. */
  created_at: string;
  reasoning_text: string;
  /**
   * Not in SPEC §7 (additive), as the generator's answer has them: the cut-out of the shopper's
   * garment this outfit was composed around (api.ts `RecognitionSummary.cutout_url`; private to
   * the member, kept while the outfit is saved; 404 when it was never made or is gone: the app
   * then shows the similar item), and where each slot's piece comes from (api.ts
   * `ProductCombination.sources`). Both absent when the server does not cut out.
   */
  cutout_url?: string;
  sources?: Partial<Record<Slot, ItemSource>>;
}

/** One entry of recommend_picked/by-time|by-price|by-style (SPEC §3 "Saved AI outfit"). */
export interface SavedAiOutfit {
  uuid: string;
  recommendation: SavedRecommendation;
}

/** One entry of main_picked/by-time|by-price|by-style (SPEC §3 "Saved club outfit"). */
export interface SavedClubOutfit {
  id: number;
  uuid: string;
  main_recommendation: MainRecommendation;
  style: Style;
  goods_name: string;
  total_price: number;
  /** ISO 8601: when the member saved it. */
  created_at: string;
  reasoning_text: string;
}

/** GET recommend_picked/{id}/ and main_picked/{id}/ (SPEC §7). */
export interface OutfitDetail extends Combination {
  id: number;
  total_price: number;
  style: Style;
  /** AI recommendations only. */
  recommendation_code?: string;
  /** Club outfits: the editorial title. */
  goods_name?: string;
  created_at: string;
  reasoning_text: string;
  /** AI recommendations only, as SavedRecommendation's (additive). */
  cutout_url?: string;
  sources?: Partial<Record<Slot, ItemSource>>;
}

/** GET main/by-price/?brackets=100000,200000,300000&per=4: lists keyed by bracket label. */
export type MainByPriceResponse = Partial<Record<PriceBracketLabel, MainRecommendation[]>>;

/**
 * The saved-list call to make (SPEC §7): by-time with `order`, by-price with `sort`, or by-style
 * with `style` (sent in Korean). `user_id` is sent when known; the server ignores it and answers
 * with the caller's own list.
 */
export type SavedListQuery = (
  | { by: 'time'; order: SavedOrder }
  | { by: 'price'; sort: SavedPriceSort }
  | { by: 'style'; style: Style }
) & { user_id?: number };
