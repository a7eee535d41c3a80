/**
 * 내 옷장 (the member's wardrobe), its first step: the garments a member already owns, each kept
 * from one of their uploads as the cut-out of the garment with its labels, so that outfits can
 * later be made from what the shopper owns (the 내 옷장 requirement). Not in SPEC §7 (additive:
 * the original client never calls it); owner only, bearer token required. Pure types and
 * constants; the schemas are in schemas.ts, what is kept and for how long in docs/wardrobe.md.
 */
import type { CategoryName, PhotoColourName, Season, Slot } from './taxonomy';

/** The wardrobe's paths. */
export const WARDROBE_API = {
  /**
   * GET: the member's items, newest first (WardrobeItem[]); POST WardrobeKeepRequest → 201
   * WardrobeItem. Append `${id}/` for one item: PATCH WardrobeUpdateRequest → 200 WardrobeItem;
   * DELETE → 204 (its picture is deleted at once).
   */
  wardrobe: '/api/account/v1/wardrobe/',
  /**
   * Append `<uuid>.webp`: an item's picture (`WardrobeItem.picture_url`), served to its member
   * only (bearer token; anyone else 404), `cache-control: private`.
   */
  pictures: '/media/wardrobe/',
} as const;

/** The most items one member's wardrobe holds; one more is refused (422 'wardrobe_full'). */
export const WARDROBE_LIMIT = 300;

/**
 * POST wardrobe/: keep the garment of one of the member's own uploads. `category` and `colour`
 * as the shopper gives them (one of the 45; a shop or photo colour), else the upload's
 * recognition. A label is confirmed (`WardrobeItem.confirmed`) when it differs from the upload's
 * recognition or the recogniser was sure of it; one equal to an unsure recognition is not (the
 * app sends the answer's labels whether or not the shopper answered its chips).
 */
export interface WardrobeKeepRequest {
  /** An image URL upload-image issued to this member (`<PUBLIC_URL>/media/uploads/<uuid>.jpg`). */
  image_url: string;
  category?: CategoryName;
  colour?: PhotoColourName;
  /**
   * The labels the shopper confirmed as they are (answering the app's question with the guess
   * itself): each true one is confirmed though it equals the unsure recognition.
   */
  confirmed?: { category?: boolean; colour?: boolean };
}

/**
 * PATCH wardrobe/{id}/: relabel an item (at least one of the two), each label sent confirmed
 * (`WardrobeItem.confirmed`), the same value included; its slot and seasons follow.
 */
export interface WardrobeUpdateRequest {
  category?: CategoryName;
  colour?: PhotoColourName;
}

/** One garment of the member's wardrobe. */
export interface WardrobeItem {
  id: number;
  /** The category's slot (taxonomy.ts CATEGORIES). */
  slot: Slot;
  category: CategoryName;
  /** A shop colour or a photo-only one (taxonomy.ts PHOTO_COLOURS). */
  colour: PhotoColourName;
  /**
   * Which labels may be stated as fact: true when the member chose the label (a keep's label
   * other than the recognised one, or any label a PATCH sends) or the recogniser was sure of it
   * (right ≥ 90 % of the time at that confidence: the generator would not have asked it); false
   * while it is the recogniser's unsure guess, and for items kept before this flag. The app marks
   * an item with a false one "확인 필요" (a PATCH with the label confirms it); the outfits' words
   * name only confirmed labels (the colour not at all, the category by its slot: 신발, 아우터).
   */
  confirmed: { category: boolean; colour: boolean };
  /**
   * The seasons the garment is worn in, in SEASONS order, from its category alone: the
   * category's only season when it has one (TAXONOMY.md), else every season its warmth suits
   * (docs/wardrobe.md "Seasons"). Never empty.
   */
  seasons: Season[];
  /**
   * Absolute URL of the garment's picture, `<PUBLIC_URL>/media/wardrobe/<uuid>.webp`: the cut-out
   * of the upload's garment (480 × 480 px WebP on a light ground), a copy of its own that
   * outlives the photo. Private: its member's bearer token only.
   */
  picture_url: string;
  /** When it was kept, ISO 8601. */
  created_at: string;
}
