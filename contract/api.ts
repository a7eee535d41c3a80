/**
 * The HTTP contract between the app (through the API worker) and the server: paths exactly as
 * SPEC §7 writes them (trailing slashes), request and response shapes, error codes.
 * Pure: no side effects, imported by UI, worker, service worker and server alike.
 */
import type { SizeAdvice, SizeChart } from './sizes';
import type {
  CategoryName,
  ColourName,
  Fit,
  PhotoColourName,
  Season,
  Slot,
  Style,
} from './taxonomy';

/** API paths of SPEC §7. */
export const API = {
  login: '/api/account/v1/login/',
  signup: '/api/account/v1/signup/',
  refresh: '/api/account/v1/token/refresh/',
  userInfo: '/api/account/v1/user_info/',
  uploadImage: '/api/account/v1/upload-image/',
  generator: '/api/recommend/v1/generator/',
  // account (the account screens)
  accountUpdate: '/api/account/v1/update/',
  changePassword: '/api/account/v1/change_password/',
  findEmail: '/api/account/v1/find_email/',
  findPassword: '/api/account/v1/find_password/',
  /** Not in SPEC §7: sets a new password with the e-mailed reset code (our /reset-password). */
  resetPassword: '/api/account/v1/reset_password/',
  /** Not in SPEC §7: ends the sign-in session of the tokens sent (the app's logout calls it). */
  logout: '/api/account/v1/logout/',
  /**
   * Not in SPEC §7: the social logins the server has configured (SocialProvidersResponse); the
   * landing page offers only these.
   */
  socialProviders: '/api/account/v1/social_providers/',
  /**
   * Not in SPEC §7: the member's verdicts on the sizes they bought (POST one, FitFeedbackRequest;
   * GET the list), which shift their size advice.
   */
  fitFeedback: '/api/account/v1/fit-feedback/',
  // picked: the member's saved outfits (SPEC §7)
  pickedByTime: '/api/picked/v1/by-time/',
  recommendPickedToggle: '/api/picked/v1/recommend_picked/toggle/',
  mainPickedToggle: '/api/picked/v1/main_picked/toggle/',
  recommendPickedByTime: '/api/picked/v1/recommend_picked/by-time/',
  recommendPickedByPrice: '/api/picked/v1/recommend_picked/by-price/',
  recommendPickedByStyle: '/api/picked/v1/recommend_picked/by-style/',
  mainPickedByTime: '/api/picked/v1/main_picked/by-time/',
  mainPickedByPrice: '/api/picked/v1/main_picked/by-price/',
  mainPickedByStyle: '/api/picked/v1/main_picked/by-style/',
  /** Append `${id}/`: details of an AI recommendation. */
  recommendPickedDetail: '/api/picked/v1/recommend_picked/',
  /** Append `${id}/`: details of a club outfit (sent without a token). */
  mainPickedDetail: '/api/picked/v1/main_picked/',
  // club outfits for the home page
  mainRandom: '/api/picked/v1/main/random/',
  mainByPrice: '/api/picked/v1/main/by-price/',
  mainByStyle: '/api/picked/v1/main/by-style/',
} as const;

/**
 * Header carrying an idempotency key (the offline core: like intents, and the photo outbox's
 * upload and generator calls); the server applies each key once and answers a repeat with the
 * first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Not in SPEC §7: the app's opt-in to a session kept on the device (로그인 상태 유지; README
 * "Staying signed in"), value '1'; the original client never sends it and gets the answers of
 * SPEC §7. On login/ the refresh token goes into an HttpOnly cookie instead of the answer
 * (CookieLoginResponse); on token/refresh/ without a `refresh` in the body the cookie's token is
 * refreshed (the answer: `{access}`, the rotated token in the cookie); on logout/ the cookie's
 * session ends and the cookie is cleared. A cross-site page cannot send it without a CORS
 * preflight, which the server refuses.
 */
export const REFRESH_COOKIE_HEADER = 'X-Refresh-Cookie';

/** Machine-readable error codes; every error body carries one with a Korean `message`. */
export const ERROR_CODES = {
  validation: 'validation',
  invalidCredentials: 'invalid_credentials',
  emailTaken: 'email_taken',
  unauthorized: 'unauthorized',
  tokenInvalid: 'token_invalid',
  notFound: 'not_found',
  unsupportedMedia: 'unsupported_media',
  payloadTooLarge: 'payload_too_large',
  foreignImageUrl: 'foreign_image_url',
  recognitionFailed: 'recognition_failed',
  noOutfit: 'no_outfit',
  rateLimited: 'rate_limited',
  /** 422: no outfit fits the budget; the message names the cheapest possible one's price. */
  overBudget: 'over_budget',
  /** 422: the member's wardrobe (내 옷장) holds WARDROBE_LIMIT items already (contract/wardrobe.ts). */
  wardrobeFull: 'wardrobe_full',
  /** 422: no cut-out of the garment can be made from the upload (its photo gone, or the cut failed). */
  noCutout: 'no_cutout',
  /** 409: a request with the same Idempotency-Key is still being answered; retry shortly. */
  inProgress: 'in_progress',
  /** 503 with Retry-After: a queue of the server is full (password hashing, recognition). */
  busy: 'server_busy',
  server: 'server_error',
  // client-side only (never sent by the server)
  network: 'network',
  timeout: 'timeout',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Body of every 4xx/5xx answer. Field errors (signup) come as arrays per field (SPEC §5). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Partial<Record<string, string[]>>;
  /** SPEC §5 reads `email` and `username` arrays at the top level of a signup error. */
  email?: string[];
  username?: string[];
  /** Signup also sends the password rule's messages (SPEC §5 hint) as a top-level array. */
  password?: string[];
}

/** GET social_providers/: the configured providers among SPEC §1's kakao, google and naver. */
export interface SocialProvidersResponse {
  providers: ('kakao' | 'google' | 'naver')[];
}

export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  access_token: string;
  refresh_token: string;
}
/** login/ with REFRESH_COOKIE_HEADER: the refresh token is in the HttpOnly cookie, not here. */
export type CookieLoginResponse = Pick<LoginResponse, 'access_token'>;

export type Sex = 'M' | 'F';

export interface SignupRequest {
  email: string;
  username: string;
  password: string;
  height: number | null;
  weight: number | null;
  age: number | null;
  sex: Sex;
}
export interface SignupResponse {
  user_id: number;
  email: string;
  username: string;
}

/**
 * SPEC §7 token/refresh answers `access`; `refresh` is the rotated refresh token, which replaces
 * the stored one (the one sent is refused after a short grace).
 */
export interface RefreshResponse {
  access: string;
  refresh: string;
}

export interface UserInfo {
  user_id: number;
  username: string;
  email: string;
  height: number | null;
  weight: number | null;
  age: number | null;
  sex: Sex;
}

export interface UploadImageResponse {
  /** Absolute URL under /media/uploads/ issued by this server. */
  image_url: string;
}

/** How the photographed slot's shop product relates to the shopper's garment (`similar_offer`). */
export const SIMILAR_OFFERS = ['similar', 'same_kind', 'stand_in'] as const;
export type SimilarOffer = (typeof SIMILAR_OFFERS)[number];

/** Is `value` one of SIMILAR_OFFERS? */
export function isSimilarOffer(value: unknown): value is SimilarOffer {
  return (SIMILAR_OFFERS as readonly unknown[]).includes(value);
}

/** A product as the app shows it (SPEC §3 "Product item"); prices in whole won. */
export interface ProductItem {
  id: number;
  s3_path: string;
  goods_name: string;
  goods_url: string;
  brand: string;
  price: number;
  category: Slot;
  sub_category: CategoryName;
  colour: ColourName;
  /** True for the photographed slot: a shop product like the shopper's garment. */
  similar_to_photo?: boolean;
  /**
   * Not in SPEC §7: how the photographed slot's shop product relates to the shopper's garment, as
   * the outfit's words say it (`SIMILAR_OFFERS`): 'similar' (비슷한 상품: its category, and its
   * pattern surely the photo's or not known), 'same_kind' (같은 종류 상품: its category, its pattern
   * not surely the photo's), 'stand_in' (대신할 상품: another category, another colour than the
   * answer's, a pattern surely another, or a colour far from the photo's). Absent on other slots
   * and in answers made before it (read as 'similar' where `similar_to_photo`).
   */
  similar_offer?: SimilarOffer;
  /**
   * Not in SPEC §7: set on a garment of the member's 내 옷장 standing in an outfit (`sources`
   * 'wardrobe'): its wardrobe item id (also `id`). Such an item is not the shop's: `goods_url` is
   * empty, `price` 0, `s3_path` its private picture (bearer token), `colour` the shop colour
   * nearest its own.
   */
  wardrobe_item_id?: number;
  /**
   * The fit the product is cut in (TAXONOMY.md fits); the size advice reads its ease band. Sent
   * with the size chart, on the outfit details only.
   */
  fit?: Fit;
  /**
   * The product's size chart, smallest size first; sent on the outfit details only
   * (main_picked/{id}/, recommend_picked/{id}/: the 사이즈표 and the sizes fit feedback offers),
   * never on the home lists, saved lists or generator tiles. Absent when the shop gave none.
   */
  sizes?: SizeChart;
  /**
   * For a signed-in member with height and weight, on a product with a chart: the size to buy
   * (one of the chart's sizes), how sure, and why. On the generator's tiles, the saved lists and
   * the details.
   */
  size_advice?: SizeAdvice;
}

export type Combination = Record<Slot, ProductItem | null>;

/**
 * Where the outfit's piece in a slot comes from: 'photo', the shopper's own garment the outfit
 * is built around (the one photographed, or the wardrobe item the request named by
 * `wardrobe_item_id`: the app shows `RecognitionSummary.cutout_url`, or the photo when there is
 * none);
 * 'shop', a product of the shop; 'wardrobe', a garment of the member's 내 옷장 (contract/
 * wardrobe.ts; with `use_wardrobe`), whose item in `combination` is then that wardrobe item
 * (`wardrobe_item_id`, its private picture as `s3_path`, price 0).
 */
export type ItemSource = 'photo' | 'shop' | 'wardrobe';

export interface ProductCombination {
  recommendation_id: number;
  total_price: number;
  style: Style;
  season: Season;
  reasoning_text: string;
  /** SPEC §7: one product per slot; the photographed slot holds the similar item (`similar_to_photo`). */
  combination: Combination;
  /**
   * Not in SPEC §7 (additive): for each slot of `combination` holding an item, where the outfit's
   * piece there comes from (ARCHITECTURE.md "Outfit engine": the outfit shows the shopper's own
   * garment). Exactly one slot, the photographed one (`RecognitionSummary.slot`), is 'photo': the
   * outfit wears the shopper's garment there, and `combination` keeps the shop's similar item in
   * that slot as before, offered beside it (so the original client, which reads only
   * `combination`, is answered exactly as before); every other slot with an item is 'shop'. Slots
   * without an item are absent. Sent by the generator only, e.g.
   * `{ top: 'photo', bottom: 'shop', shoes: 'shop' }`.
   */
  sources?: Partial<Record<Slot, ItemSource>>;
}

/**
 * SPEC §7 generator/: the garment to dress is either a photo (`image_url`, SPEC §7: all the
 * original client sends) or, not in SPEC §7, a garment of the member's 내 옷장
 * (`wardrobe_item_id`): exactly one of the two, else 400 (schemas.ts `generatorSchema`).
 */
export interface GeneratorRequest {
  /**
   * SPEC §7: an image URL upload-image issued to this member (`<PUBLIC_URL>/media/uploads/
   * <uuid>.jpg`); the garment is recognised from it. Absent when `wardrobe_item_id` is sent.
   */
  image_url?: string;
  /**
   * Not in SPEC §7 (additive; the wardrobe's "이 옷으로 코디"): the id of one of the member's own
   * wardrobe items (contract/wardrobe.ts), dressed as the photographed garment is: its category
   * and colour, confirmed (no recognition, nothing asked), its slot `sources` 'photo' with the
   * shop's similar item beside it in `combination`, its picture as `recognition.cutout_url`.
   * Another member's item, or none, answers 404. `category` and `colour` may not be sent with it
   * (400: the item's labels are changed in the wardrobe, PATCH).
   */
  wardrobe_item_id?: number;
  /** Overrides recognition when given (one of the 45); photos only. */
  category?: CategoryName;
  /**
   * The shopper's colour, overriding the recognised one: a shop colour or a photo-only one
   * (taxonomy.ts `PHOTO_COLOURS`). Given, it is confirmed: the text may state it as fact. Photos
   * only.
   */
  colour?: PhotoColourName;
  /** Outfits to compose, 1–8; default 4. */
  count?: number;
  /**
   * Not in SPEC §7 (additive; the app's season chip): the season to dress for instead of today's
   * in Korea (Asia/Seoul, the server's clock: taxonomy.ts `seasonOf`), one of TAXONOMY.md's four;
   * anything else is 400. Either way a garment not worn in that season — 숏팬츠, 샌들, 플립플랍
   * outside 여름, a winter-only outer outside 겨울 — is dressed for its only season instead, and
   * the outfits' `reasoning_text` says so; a summer-only top (반소매 티셔츠, 피케 반소매, …) is
   * worn under an outer in the other seasons. The season dressed for is each outfit's `season`
   * and `recognition.season`. The original client sends none and gets today's.
   */
  season?: Season;
  /**
   * Not in SPEC §7 (additive): fill the outfits' other slots from the member's 내 옷장 first
   * (contract/wardrobe.ts), where a kept garment passes the rules a shop product must; those
   * slots' `sources` say 'wardrobe'. The first outfit wears all it can of them, each later one
   * offers at least one shop item beside them (while the catalogue has one that fits), and no two
   * outfits of an answer are alike. With `wardrobe_item_id`, that item is the outfit's garment
   * and never also one of these. Default false.
   */
  use_wardrobe?: boolean;
  /**
   * The budget in won (BUDGET_LIMITS_WON) for what the shopper would buy: each outfit's shop
   * items — every slot but the photographed one, where the shopper wears their own garment
   * (`sources` 'photo') — cost at most this together (`total_price` minus the similar item's
   * price), or 422 `over_budget` names the cheapest possible outfit's shop items. The similar
   * item is chosen as without a budget. The original client sends none and is answered as before.
   */
  budget?: number;
}

/** The budgets the generator takes, in won. */
export const BUDGET_LIMITS_WON = { min: 10_000, max: 5_000_000 } as const;

export interface RunnerUp {
  category: CategoryName;
  confidence: number;
}

export interface RecognitionSummary {
  category: CategoryName;
  slot: Slot;
  /** 0–1. */
  confidence: number;
  /** The colour the outfits were composed for: the shopper's `colour`, else the recognised one. */
  colour: PhotoColourName;
  /**
   * The shop colour every similar item of this answer is in, and the one the reasoning text calls
   * nearest: `colour` itself when the shop sells it, else its one fixed nearest (레드 → 버건디,
   * 핑크 → 오트밀, 오렌지 and 옐로우 → 베이지, 그린 → 카키, 블루 and 퍼플 → 네이비 or for denim
   * 중청 / 진청, 멀티 → 그레이); when the catalogue has none of the garment's kind in it, the
   * nearest colour it has.
   */
  shop_colour: ColourName;
  /**
   * The season the outfits are dressed for (GeneratorRequest `season`): the asked one, else
   * today's in Korea, unless the garment is worn only in another (then that one).
   */
  season: Season;
  runner_ups: RunnerUp[];
  /** Colours to offer as correction chips (the photo's likely other colours first), at most 10. */
  colour_alternatives: PhotoColourName[];
  /**
   * What the shopper should confirm before it is taken as fact ("이 색이 맞나요?"): true when
   * the recogniser's calibrated confidence is below the level at which it is right ≥ 90 % of the
   * time and the shopper has not given that value.
   */
  ask: { category: boolean; colour: boolean };
  /**
   * Not in SPEC §7 (additive): the shopper's own garment cut out of their photo, which the outfit
   * shows in the photographed slot (ProductCombination `sources`: 'photo') — an absolute URL of
   * the same form as the upload's `image_url`, `<PUBLIC_URL>/media/uploads/<uuid>.cutout.webp`:
   * a 480 × 480 px WebP on a light ground, the garment cut out (GrabCut) or, when the cut is
   * poor, the photo cropped to the garment. Private as the photo: served only to the member who
   * uploaded it (bearer token; anyone else 404) and deleted with the photo, except while a saved
   * (liked) outfit of the answer shows it (then until it is unliked). Made on its first
   * request (about 200 ms), so that the outfits are answered without waiting for it; a cut-out
   * that cannot be made answers 404 (the app then shows the similar item). Absent when the
   * server does not cut out.
   * For a request with `wardrobe_item_id`: that item's own picture, `WardrobeItem.picture_url`
   * (`<PUBLIC_URL>/media/wardrobe/<uuid>.webp`, private to the member likewise), always present.
   */
  cutout_url?: string;
}

export interface GeneratorResponse {
  product_combinations: ProductCombination[];
  initial_recommendation: { answer: string };
  recognition: RecognitionSummary;
}

/** A club (editorial) outfit for the home page (SPEC §3 "Main (club) recommendation"). */
export interface MainRecommendation extends Combination {
  id: number;
  style: Style;
  goods_name: string;
  total_price: number;
  reasoning_text: string;
}
