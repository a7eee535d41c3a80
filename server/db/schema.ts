/**
 * Kysely table types. The tables themselves are made by the numbered migrations in
 * ./migrations (never edit a migration after it landed; add a new one).
 */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string;
  height: number | null;
  weight: number | null;
  age: number | null;
  sex: string;
  /** Chest girth, cm, entered on /set-body (null: estimated from height and weight). */
  chest_cm: ColumnType<number | null, number | null | undefined, number | null>;
  /** Waist girth, cm, entered on /set-body. */
  waist_cm: ColumnType<number | null, number | null | undefined, number | null>;
  /** Usual shoe size, mm (220–300). */
  shoe_mm: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Generated<number>;
  goods_name: string;
  brand: string;
  /** Whole won. */
  price: number;
  slot: string;
  category: string;
  colour: string;
  style: string;
  fit: string;
  /** JSON array of season names. */
  seasons: string;
  goods_url: string;
  image_url: string;
  /** The picture's look: base64 of LOOK_DIMS little-endian Float32 values (recognizer/look.ts). */
  look: string | null;
  /** The size chart as JSON (contract/sizes.ts SizeChart), or null when the shop gave none. */
  sizes: ColumnType<string | null, string | null | undefined, string | null>;
  /** The pattern (contract/taxonomy.ts PRODUCT_PATTERNS), or null when unknown. */
  pattern: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** A member's verdict on the size they bought: one per member and product. */
export interface FitFeedbackTable {
  user_id: number;
  product_id: number;
  /** The slot of the product (the advice shifts per slot). */
  slot: string;
  size: string;
  /** small | right | large */
  fit: string;
  /** When the member said it (a new verdict replaces the old one and its time). */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UploadsTable {
  id: string;
  user_id: number | null;
  file_name: string;
  width: number;
  height: number;
  bytes: number;
  /** How many generator requests used this upload: the next one's seed. */
  generations: Generated<number>;
  /** JSON of the recogniser's answer, kept so 'other outfits' does not recognise again. */
  recognition: string | null;
  /** When retention deleted the stored photo (the row stays for a liked outfit); null while kept. */
  photo_deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface RecommendationsTable {
  id: Generated<number>;
  user_id: number | null;
  /** The photo the outfit was composed around; null when it was a wardrobe item (migration 015). */
  upload_id: string | null;
  /**
   * The member's wardrobe item the outfit was composed around instead of a photo (the generator's
   * `wardrobe_item_id`, migration 015); null for a photo, and once the item is deleted.
   */
  wardrobe_item_id: ColumnType<number | null, number | null | undefined, number | null>;
  recommendation_code: string;
  category: string;
  season: string;
  style: string;
  top_id: number | null;
  outer_id: number | null;
  bottom_id: number | null;
  shoes_id: number | null;
  /** Slot of the photographed garment (its items are 'similar to the photo'). */
  similar_slot: string;
  /**
   * 022: what the words call the photographed slot's shop product (contract/api.ts
   * `similar_offer`); null for outfits made before, or without a shop product there.
   */
  similar_offer: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The slots the member's own wardrobe pieces fill: JSON slot → wardrobe item id (migration
   * 014); null when none.
   */
  owned_items: string | null;
  total_price: number;
  reasoning_text: string;
  created_at: CreatedAt;
}

export interface MainRecommendationsTable {
  id: Generated<number>;
  style: string;
  goods_name: string;
  reasoning_text: string;
  top_id: number | null;
  outer_id: number | null;
  bottom_id: number | null;
  shoes_id: number | null;
  total_price: number;
  created_at: CreatedAt;
}

/** 002: a member's like of an AI recommendation (unique per member and recommendation). */
export interface RecommendationLikesTable {
  id: Generated<number>;
  uuid: Generated<string>;
  user_id: number;
  recommendation_id: number;
  created_at: CreatedAt;
}

/** 002: a member's like of a club outfit (unique per member and club outfit). */
export interface MainRecommendationLikesTable {
  id: Generated<number>;
  uuid: Generated<string>;
  user_id: number;
  main_recommendation_id: number;
  created_at: CreatedAt;
}

/** 002: the first answer to a request carrying an Idempotency-Key (primary key: user_id, key). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** SHA-256 of method, path and body: a key reused for another request is refused. */
  request_hash: string;
  /** HTTP status of the first answer. */
  status: number;
  /** JSON text of the first answer's body. */
  body: string;
  created_at: CreatedAt;
}

/**
 * 002: single-use password reset codes, one row per reset e-mail; only an HMAC of the code is
 * kept. 018: and of the e-mail's link token.
 */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  /** 018: HMAC of the link's token (unique); null for a code e-mailed before 018. */
  link_hash: string | null;
  expires_at: Date;
  used_at: Date | null;
  /** Wrong codes tried against this row; its code is dead after a few (its link is not). */
  attempts: Generated<number>;
  created_at: CreatedAt;
}

/** 003: a provider account that signs in a member (unique per provider and provider_user_id). */
export interface SocialAccountsTable {
  id: Generated<number>;
  /** 'kakao', 'google' or 'naver'. */
  provider: string;
  /** The provider's stable user id (Kakao's number as text, Google's `sub`, Naver's `id`). */
  provider_user_id: string;
  user_id: number;
  /** The verified e-mail the provider gave when the link was made, or null. */
  email: string | null;
  created_at: CreatedAt;
}

/** 004: one sign-in (a refresh-token family); deleting it revokes all of its tokens. */
export interface AuthSessionsTable {
  /** The `sid` claim of the session's tokens. */
  id: string;
  user_id: number;
  /** `jti` of the refresh token that may be used next. */
  refresh_jti: string;
  /** `jti` of the refresh token it replaced, and when (a retry of that refresh within a grace is answered again). */
  previous_jti: string | null;
  rotated_at: Date | null;
  expires_at: Date;
  /** 010: kept on the device (로그인 상태 유지): its refresh token travels only in the HttpOnly cookie. */
  keep_signed_in: Generated<boolean>;
  created_at: CreatedAt;
}

/** 013: a garment of a member's wardrobe (내 옷장), kept from one of their uploads. */
export interface WardrobeItemsTable {
  id: Generated<number>;
  /** The member; null once their account is gone (the retention sweep then deletes the item). */
  user_id: number | null;
  /** One of the 45 categories. */
  category: string;
  /** The category's slot. */
  slot: string;
  /** A shop colour or a photo-only one. */
  colour: string;
  /** JSON array of season names, in SEASONS order. */
  seasons: string;
  /** The picture's name in the upload store: `wardrobe-<uuid>.webp`. */
  picture_file: string;
  /**
   * How many generator requests were made around this item (`wardrobe_item_id`, migration 015):
   * the next one's seed.
   */
  generations: Generated<number>;
  /**
   * 020: may the category be stated as fact (the member chose it, or the recogniser was sure)?
   * False for items kept before 020.
   */
  category_confirmed: Generated<boolean>;
  /** 020: may the colour be stated as fact? As `category_confirmed`. */
  colour_confirmed: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** 016: one imported catalogue file, resumable (server/catalog/bulk-import.ts). */
export interface CatalogueImportsTable {
  /** SHA-256 (hex) of the file's bytes. */
  fingerprint: string;
  file_name: string;
  /** Data rows consumed and committed (imported or rejected), from the file's start. */
  rows_done: Generated<number>;
  imported: Generated<number>;
  rejected: Generated<number>;
  started_at: CreatedAt;
  finished_at: Date | null;
}

/** 016: a row of an imported file that was not imported, and why (Korean). */
export interface CatalogueImportRejectsTable {
  fingerprint: string;
  /** The row as the operator sees it (CSV: the line the record starts on; JSON Lines: the line). */
  row: number;
  field: string | null;
  reason: string;
}

/** 019: a live share of a member's AI outfit (contract/share.ts), under its unguessable token. */
export interface OutfitSharesTable {
  /** 22 base64url characters (128 random bits): the share's link and its pictures' folder. */
  token: string;
  /** The sharer; null once their account is gone (the retention sweep then deletes the share). */
  user_id: number | null;
  /** The AI outfit shared (no foreign key: the snapshot outlives the answer). */
  recommendation_id: number;
  /** The sharer agreed to show their own garment's picture. */
  with_own_garment: boolean;
  /** JSON of contract/share.ts SharedOutfit, as shared. */
  snapshot: string;
  /** JSON array of the slots whose picture the share holds (`share-<token>-<slot>.webp`). */
  picture_slots: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface DB {
  users: UsersTable;
  products: ProductsTable;
  uploads: UploadsTable;
  recommendations: RecommendationsTable;
  main_recommendations: MainRecommendationsTable;
  recommendation_likes: RecommendationLikesTable;
  main_recommendation_likes: MainRecommendationLikesTable;
  idempotency_keys: IdempotencyKeysTable;
  password_reset_codes: PasswordResetCodesTable;
  social_accounts: SocialAccountsTable;
  auth_sessions: AuthSessionsTable;
  fit_feedback: FitFeedbackTable;
  wardrobe_items: WardrobeItemsTable;
  catalogue_imports: CatalogueImportsTable;
  catalogue_import_rejects: CatalogueImportRejectsTable;
  outfit_shares: OutfitSharesTable;
}
