/**
 * zod schemas of the answers the API sends, for the OpenAPI document only (server/openapi/
 * document.ts): the server never validates its own answers with them. Each is typed
 * `z.ZodType<T>` against the contract's interface (contract/api.ts, picked.ts, account.ts,
 * sizes.ts, share.ts, wardrobe.ts), so that a field the contract adds, renames or retypes fails
 * `tsc` here until the document says it too. Descriptions are the operator's and integrator's
 * reading of SPEC §3 and §7.
 */
import { z } from 'zod';
import type {
  Combination,
  ErrorBody,
  GeneratorResponse,
  LoginResponse,
  MainRecommendation,
  ProductCombination,
  ProductItem,
  RecognitionSummary,
  RefreshResponse,
  SignupResponse,
  SocialProvidersResponse,
  UploadImageResponse,
  UserInfo,
} from '../../contract/api';
import { ERROR_CODES, SIMILAR_OFFERS } from '../../contract/api';
import type {
  AccountProfile,
  ChangePasswordResponse,
  FindEmailResponse,
  FindPasswordResponse,
  ResetPasswordResponse,
} from '../../contract/account';
import type {
  MainByPriceResponse,
  OutfitDetail,
  PickedEntry,
  SavedAiOutfit,
  SavedClubOutfit,
  SavedRecommendation,
  ToggleResponse,
} from '../../contract/picked';
import type { OutfitShare, SharedOutfit } from '../../contract/share';
import {
  FIT_VERDICTS,
  MEASURES,
  type FitFeedbackResponse,
  type SizeAdvice,
  type SizeRow,
} from '../../contract/sizes';
import {
  BOTTOM_FITS,
  CATEGORY_NAMES,
  COLOUR_NAMES,
  PHOTO_COLOURS,
  PRICE_BRACKETS,
  SEASONS,
  SLOTS,
  STYLES,
  TOP_FITS,
  type CategoryName,
  type ColourName,
  type PhotoColourName,
} from '../../contract/taxonomy';
import type { WardrobeItem } from '../../contract/wardrobe';

/** Server-sent error codes (the client-only `network` and `timeout` never cross the wire). */
const SERVER_ERROR_CODES = Object.values(ERROR_CODES).filter(
  (code) => code !== ERROR_CODES.network && code !== ERROR_CODES.timeout,
);

/** Every 4xx/5xx body: a code, a Korean message, and per-field Korean messages on a 400. */
export const errorBody: z.ZodType<ErrorBody> = z
  .object({
    code: z.enum(SERVER_ERROR_CODES as [ErrorBody['code'], ...ErrorBody['code'][]]),
    message: z.string().meta({ description: '사용자에게 보여 줄 한국어 메시지' }),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: '필드별 한국어 메시지 (400 validation)' }),
    email: z.array(z.string()).optional().meta({ description: 'signup: SPEC §5 top-level' }),
    username: z.array(z.string()).optional().meta({ description: 'signup: SPEC §5 top-level' }),
    password: z.array(z.string()).optional().meta({ description: 'signup: the password rule' }),
  })
  .meta({ id: 'ErrorBody', description: 'Korean error shape of every 4xx/5xx answer.' });

const slot = z.enum(SLOTS);
const style = z.enum(STYLES);
const season = z.enum(SEASONS);
const category = z.enum(CATEGORY_NAMES as [CategoryName, ...CategoryName[]]);
const colour = z.enum(COLOUR_NAMES as [ColourName, ...ColourName[]]);
const photoColour = z.enum(Object.keys(PHOTO_COLOURS) as [PhotoColourName, ...PhotoColourName[]]);
const isoTime = z.string().meta({ format: 'date-time' });
const won = z.number().int().meta({ description: '원 (KRW)' });
const itemSource = z.enum(['photo', 'shop', 'wardrobe']);
const sources = z.partialRecord(slot, itemSource);

const sizeRow: z.ZodType<SizeRow> = z.object({
  size: z.string(),
  measures: z.partialRecord(z.enum(MEASURES), z.number()),
});

const sizeAdvice: z.ZodType<SizeAdvice> = z
  .object({
    size: z.string(),
    confidence: z.enum(['sure', 'likely', 'unsure']),
    reason: z.string(),
    also: z.string().optional(),
  })
  .meta({ id: 'SizeAdvice' });

/** SPEC §3 "Product item". */
export const productItem: z.ZodType<ProductItem> = z
  .object({
    id: z.number().int(),
    s3_path: z.string(),
    goods_name: z.string(),
    goods_url: z.string(),
    brand: z.string(),
    price: won,
    category: slot,
    sub_category: category,
    colour,
    similar_to_photo: z.boolean().optional(),
    similar_offer: z.enum(SIMILAR_OFFERS).optional(),
    wardrobe_item_id: z.number().int().optional(),
    fit: z.enum([...TOP_FITS, ...BOTTOM_FITS]).optional(),
    sizes: z.array(sizeRow).optional(),
    size_advice: sizeAdvice.optional(),
  })
  .meta({ id: 'ProductItem' });

const combinationShape = {
  top: productItem.nullable(),
  outer: productItem.nullable(),
  bottom: productItem.nullable(),
  shoes: productItem.nullable(),
} satisfies Record<keyof Combination, z.ZodType>;

const productCombination: z.ZodType<ProductCombination> = z
  .object({
    recommendation_id: z.number().int(),
    total_price: won,
    style,
    season,
    reasoning_text: z.string(),
    combination: z.object(combinationShape),
    sources: sources.optional(),
  })
  .meta({ id: 'ProductCombination' });

const recognitionSummary: z.ZodType<RecognitionSummary> = z
  .object({
    category,
    slot,
    confidence: z.number().min(0).max(1),
    colour: photoColour,
    shop_colour: colour,
    season,
    runner_ups: z.array(z.object({ category, confidence: z.number() })),
    colour_alternatives: z.array(photoColour),
    ask: z.object({ category: z.boolean(), colour: z.boolean() }),
    cutout_url: z.string().optional(),
  })
  .meta({ id: 'RecognitionSummary' });

export const generatorResponse: z.ZodType<GeneratorResponse> = z
  .object({
    product_combinations: z.array(productCombination),
    initial_recommendation: z.object({ answer: z.string() }),
    recognition: recognitionSummary,
  })
  .meta({ id: 'GeneratorResponse' });

/** SPEC §3 "Main (club) recommendation". */
export const mainRecommendation: z.ZodType<MainRecommendation> = z
  .object({
    ...combinationShape,
    id: z.number().int(),
    style,
    goods_name: z.string(),
    total_price: won,
    reasoning_text: z.string(),
  })
  .meta({ id: 'MainRecommendation' });

export const mainByPrice: z.ZodType<MainByPriceResponse> = z.partialRecord(
  z.enum(PRICE_BRACKETS.map((b) => b.label) as [MainByPriceKey, ...MainByPriceKey[]]),
  z.array(mainRecommendation),
);
type MainByPriceKey = keyof MainByPriceResponse;

const savedRecommendation: z.ZodType<SavedRecommendation> = z.object({
  ...combinationShape,
  id: z.number().int(),
  total_price: won,
  style,
  recommendation_code: z.string(),
  created_at: isoTime,
  reasoning_text: z.string(),
  cutout_url: z.string().optional(),
  sources: sources.optional(),
});

export const savedAiOutfit: z.ZodType<SavedAiOutfit> = z
  .object({ uuid: z.string(), recommendation: savedRecommendation })
  .meta({ id: 'SavedAiOutfit' });

export const savedClubOutfit: z.ZodType<SavedClubOutfit> = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    main_recommendation: mainRecommendation,
    style,
    goods_name: z.string(),
    total_price: won,
    created_at: isoTime,
    reasoning_text: z.string(),
  })
  .meta({ id: 'SavedClubOutfit' });

export const outfitDetail: z.ZodType<OutfitDetail> = z
  .object({
    ...combinationShape,
    id: z.number().int(),
    total_price: won,
    style,
    recommendation_code: z.string().optional(),
    goods_name: z.string().optional(),
    created_at: isoTime,
    reasoning_text: z.string(),
    cutout_url: z.string().optional(),
    sources: sources.optional(),
  })
  .meta({ id: 'OutfitDetail' });

export const pickedEntry: z.ZodType<PickedEntry> = z.object({
  recommendation_id: z.number().int(),
  created_at: isoTime,
});

export const toggleResponse: z.ZodType<ToggleResponse> = z.object({
  status: z.enum(['added', 'removed']),
});

export const loginResponse: z.ZodType<LoginResponse> = z.object({
  access_token: z.string(),
  refresh_token: z.string().meta({ description: 'absent with X-Refresh-Cookie: 1 (the cookie)' }),
});

export const refreshResponse: z.ZodType<RefreshResponse> = z.object({
  access: z.string(),
  refresh: z.string().meta({ description: 'absent with X-Refresh-Cookie: 1 (the cookie)' }),
});

export const signupResponse: z.ZodType<SignupResponse> = z.object({
  user_id: z.number().int(),
  email: z.string(),
  username: z.string(),
});

const sex = z.enum(['M', 'F']);

export const userInfo: z.ZodType<UserInfo> = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  age: z.number().nullable(),
  sex,
});

export const accountProfile: z.ZodType<AccountProfile> = z.object({
  username: z.string(),
  age: z.number().nullable(),
  sex,
  height: z.number().nullable(),
  weight: z.number().nullable(),
  chest_cm: z.number().nullable(),
  waist_cm: z.number().nullable(),
  shoe_mm: z.number().nullable(),
});

export const changePasswordResponse: z.ZodType<ChangePasswordResponse> = z.object({
  detail: z.string(),
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
});

export const findEmailResponse: z.ZodType<FindEmailResponse> = z.object({
  email: z.string(),
  error: z.string().optional(),
});

export const successResponse: z.ZodType<FindPasswordResponse & ResetPasswordResponse> = z.object({
  success: z.boolean(),
  error: z.string().optional(),
});

export const socialProviders: z.ZodType<SocialProvidersResponse> = z.object({
  providers: z.array(z.enum(['kakao', 'google', 'naver'])),
});

export const uploadImageResponse: z.ZodType<UploadImageResponse> = z.object({
  image_url: z.string().meta({ description: '<PUBLIC_URL>/media/uploads/<uuid>.jpg' }),
});

export const fitFeedback: z.ZodType<FitFeedbackResponse> = z.object({
  product_id: z.number().int(),
  size: z.string(),
  fit: z.enum(FIT_VERDICTS),
});

export const wardrobeItem: z.ZodType<WardrobeItem> = z
  .object({
    id: z.number().int(),
    slot,
    category,
    colour: photoColour,
    confirmed: z.object({ category: z.boolean(), colour: z.boolean() }),
    seasons: z.array(season),
    picture_url: z.string(),
    created_at: isoTime,
  })
  .meta({ id: 'WardrobeItem' });

export const sharedOutfit: z.ZodType<SharedOutfit> = z
  .object({
    ...combinationShape,
    style,
    total_price: won,
    reasoning_text: z.string(),
    shared_at: isoTime,
    sources: sources.optional(),
    cutout_url: z.string().optional(),
  })
  .meta({ id: 'SharedOutfit' });

export const outfitShare: z.ZodType<OutfitShare> = z
  .object({
    token: z.string(),
    with_own_garment: z.boolean(),
    created_at: isoTime,
    outfit: sharedOutfit,
  })
  .meta({ id: 'OutfitShare' });

/** GET /healthz. */
export const liveness = z.object({ status: z.literal('ok') });

/** GET /readyz when ready: `products` the size of this process's catalogue index. */
export const readiness = z.object({ status: z.literal('ready'), products: z.number().int() });
