/**
 * zod schemas for request bodies of SPEC §7, with Korean messages. The server validates every
 * body with them; the app may reuse them for form checks. Pure: no side effects.
 */
import { z } from 'zod';
import { BUDGET_LIMITS_WON } from './api';
import { SHARE_TOKEN_PATTERN } from './share';
import { BODY_MEASURE_LIMITS, FIT_VERDICTS } from './sizes';
import {
  CATEGORY_NAMES,
  isPhotoColour,
  PRICE_BRACKETS,
  SEASONS,
  type CategoryName,
  type PhotoColourName,
} from './taxonomy';

const email = z.string().trim().max(254).email('올바른 이메일 주소를 입력해 주세요.');

/**
 * Nullable number from a form: '' and null become null; strings of digits are accepted. `unit`
 * follows the limits in the messages ('cm').
 */
const optionalNumber = (min: number, max: number, label: string, unit = '') =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: `${label}은(는) 숫자로 입력해 주세요.` })
      .min(min, `${label}은(는) ${min}${unit} 이상이어야 해요.`)
      .max(max, `${label}은(는) ${max}${unit} 이하여야 해요.`)
      .nullable(),
  );

export const loginSchema = z.object({
  email: z.string().trim().min(1, '이메일을 입력해 주세요.'),
  password: z.string().min(1, '비밀번호를 입력해 주세요.'),
});

/**
 * The password rule (SPEC §5 hint "8 or more characters including letters, digits and special
 * characters", SPEC §9): 8–128 characters with a letter, a digit and a character that is
 * neither (whitespace does not count). Every failed part adds its own message. `required` is the
 * message for a missing (non-string) value.
 */
const passwordRule = (required: string) =>
  z
    .string({ message: required })
    .min(8, '비밀번호는 8자 이상이어야 해요.')
    .max(128, '비밀번호는 128자 이하로 입력해 주세요.')
    .regex(/\p{L}/u, '비밀번호에 영문자를 포함해 주세요.')
    .regex(/\p{N}/u, '비밀번호에 숫자를 포함해 주세요.')
    .regex(/[^\p{L}\p{N}\s]/u, '비밀번호에 특수문자를 포함해 주세요.');

/** A new password on change and reset: the password rule (same rule as signup). */
export const newPasswordSchema = passwordRule('새 비밀번호를 입력해 주세요.');

/**
 * A member's name as stored (signup, edit profile): 1–30 characters without `<`, `>`, control
 * characters or bidirectional overrides. Names are shown on other clients too (the original
 * client renders the name as HTML on its loading screen), so markup is refused, not escaped.
 */
const memberName = z
  .string({ message: '이름을 입력해 주세요.' })
  .trim()
  .min(1, '이름을 입력해 주세요.')
  .max(30, '이름은 30자 이하로 입력해 주세요.')
  .regex(
    /^[^<>\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u,
    '이름에는 <, > 기호나 제어 문자를 쓸 수 없어요.',
  );

/**
 * SPEC §5 signup: the password rule (as change and reset), height 100–250 cm, weight 30–200 kg,
 * age an integer; empty sex → M.
 */
export const signupSchema = z.object({
  email,
  username: memberName,
  password: passwordRule('비밀번호를 입력해 주세요.'),
  height: optionalNumber(100, 250, '키'),
  weight: optionalNumber(30, 200, '몸무게'),
  age: optionalNumber(1, 120, '나이').refine(
    (v) => v === null || Number.isInteger(v),
    '나이는 정수로 입력해 주세요.',
  ),
  sex: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'M' : v),
    z.enum(['M', 'F'], { message: '성별은 M 또는 F여야 해요.' }),
  ),
});

export const refreshSchema = z.object({ refresh: z.string().min(1, '리프레시 토큰이 없습니다.') });

/** POST logout/: the refresh token of the session to end (optional beside the bearer token). */
export const logoutSchema = z.object({ refresh: z.string().max(4096).optional() });

/** One of the 45 categories (contract/taxonomy.ts), exact spelling. */
const categoryField = z
  .string()
  .refine(
    (v): v is CategoryName => (CATEGORY_NAMES as readonly string[]).includes(v),
    '알 수 없는 카테고리예요.',
  );

/** One of the four seasons (TAXONOMY.md). */
const seasonField = z.enum(SEASONS, {
  message: '계절은 봄, 여름, 가을, 겨울 중 하나로 보내 주세요.',
});

/** A shop colour or a photo-only one (contract/taxonomy.ts PHOTO_COLOURS). */
const colourField = z
  .string()
  .refine((v): v is PhotoColourName => isPhotoColour(v), '알 수 없는 색상이에요.');

/** An image URL the server issued (checked by the server; here only its shape). */
const imageUrlField = z.string().trim().min(1, '이미지 주소가 필요해요.').max(2048);

/** A wardrobe item's id in a JSON body: a positive 32-bit integer, never a string or boolean. */
const wardrobeItemIdField = z
  .number({ message: '옷 번호(wardrobe_item_id)는 숫자로 보내 주세요.' })
  .int('옷 번호(wardrobe_item_id)가 올바르지 않아요.')
  .positive('옷 번호(wardrobe_item_id)가 올바르지 않아요.')
  .max(2_147_483_647, '옷 번호(wardrobe_item_id)가 올바르지 않아요.');

/**
 * SPEC §7 generator/ (api.ts GeneratorRequest): exactly one garment, a photo (`image_url`, all the
 * original client sends) or a garment of the member's 내 옷장 (`wardrobe_item_id`, the
 * requirement "the generator takes `wardrobe_item_id` instead of `image_url`"); neither or both
 * is 400. A wardrobe item is dressed in its own labels: `category` and `colour` only with a photo.
 */
export const generatorSchema = z
  .object({
    image_url: imageUrlField.optional(),
    wardrobe_item_id: wardrobeItemIdField.optional(),
    category: categoryField.optional(),
    colour: colourField.optional(),
    count: z.number().int().min(1).max(8).optional(),
    season: seasonField.optional(),
    use_wardrobe: z
      .boolean({ message: 'use_wardrobe는 true 또는 false로 보내 주세요.' })
      .optional(),
    budget: z
      .number({ message: '예산은 원 단위 숫자로 보내 주세요.' })
      .int('예산은 원 단위 정수로 보내 주세요.')
      .min(BUDGET_LIMITS_WON.min, '예산은 10,000원 이상이어야 해요.')
      .max(BUDGET_LIMITS_WON.max, '예산은 5,000,000원 이하여야 해요.')
      .optional(),
  })
  .superRefine((v, ctx) => {
    const photo = v.image_url !== undefined;
    const kept = v.wardrobe_item_id !== undefined;
    if (!photo && !kept)
      ctx.addIssue({
        code: 'custom',
        path: ['image_url'],
        message: '사진(image_url)이나 내 옷장의 옷 번호(wardrobe_item_id) 중 하나를 보내 주세요.',
      });
    else if (photo && kept)
      ctx.addIssue({
        code: 'custom',
        path: ['wardrobe_item_id'],
        message: '사진(image_url)과 내 옷장의 옷 번호(wardrobe_item_id) 중 하나만 보내 주세요.',
      });
    else if (kept && (v.category !== undefined || v.colour !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: [v.category !== undefined ? 'category' : 'colour'],
        message:
          '내 옷장의 옷은 담아 둔 카테고리와 색상으로 코디해요. 바꾸려면 내 옷장에서 고쳐 주세요.',
      });
  });

export const countQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(20).default(4),
});

// ---------------------------------------------------------------------------------------------
// Account (SPEC §5, §7): profile and body info, password change, find-ID/find-password,
// reset with the e-mailed code.

/** A number sent as a number or as a string of digits (SPEC §5 body info is sent as strings). */
const requiredNumber = (min: number, max: number, label: string, unit: string) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.trim() === ''
          ? undefined
          : Number(v)
        : v === null
          ? undefined
          : v,
    z
      .number({ message: `${label}을(를) 숫자로 입력해 주세요.` })
      .min(min, `${label}은(는) ${min}${unit} 이상이어야 해요.`)
      .max(max, `${label}은(는) ${max}${unit} 이하여야 해요.`)
      .optional(),
  );

/** An optional body measure of /set-body (BODY_MEASURE_LIMITS): absent keeps, '' or null clears. */
const bodyMeasure = (limits: { min: number; max: number }, label: string, unit: string) =>
  optionalNumber(limits.min, limits.max, label, unit).optional();

/**
 * PATCH /api/account/v1/update/: member info (username, age, sex — all three required together,
 * SPEC §5 "Edit profile") and/or body info (height 100–250 cm and weight 30–200 kg, both
 * required together, sent as strings, SPEC §5 "Body info"; with it, optionally, the measures of
 * BODY_MEASURE_LIMITS). At least one group must be sent.
 */
export const accountUpdateSchema = z
  .object({
    username: memberName.optional(),
    age: requiredNumber(1, 120, '나이', '').refine(
      (v) => v === undefined || Number.isInteger(v),
      '나이는 정수로 입력해 주세요.',
    ),
    sex: z.enum(['M', 'F'], { message: '성별은 M 또는 F여야 해요.' }).optional(),
    height: requiredNumber(100, 250, '키', 'cm'),
    weight: requiredNumber(30, 200, '몸무게', 'kg'),
    chest_cm: bodyMeasure(BODY_MEASURE_LIMITS.chest_cm, '가슴둘레', 'cm'),
    waist_cm: bodyMeasure(BODY_MEASURE_LIMITS.waist_cm, '허리둘레', 'cm'),
    shoe_mm: bodyMeasure(BODY_MEASURE_LIMITS.shoe_mm, '신발 사이즈', 'mm').refine(
      (v) => v == null || v % BODY_MEASURE_LIMITS.shoe_mm.step === 0,
      '신발 사이즈는 5mm 단위로 입력해 주세요.',
    ),
  })
  .superRefine((v, ctx) => {
    const profile = v.username !== undefined || v.age !== undefined || v.sex !== undefined;
    const body =
      v.height !== undefined ||
      v.weight !== undefined ||
      v.chest_cm !== undefined ||
      v.waist_cm !== undefined ||
      v.shoe_mm !== undefined;
    if (!profile && !body) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: '수정할 정보를 입력해 주세요.' });
      return;
    }
    if (profile) {
      if (v.username === undefined)
        ctx.addIssue({ code: 'custom', path: ['username'], message: '이름을 입력해 주세요.' });
      if (v.age === undefined)
        ctx.addIssue({ code: 'custom', path: ['age'], message: '나이를 입력해 주세요.' });
      if (v.sex === undefined)
        ctx.addIssue({ code: 'custom', path: ['sex'], message: '성별을 선택해 주세요.' });
    }
    if (body) {
      if (v.height === undefined)
        ctx.addIssue({ code: 'custom', path: ['height'], message: '모든 정보를 입력해 주세요.' });
      if (v.weight === undefined)
        ctx.addIssue({ code: 'custom', path: ['weight'], message: '모든 정보를 입력해 주세요.' });
    }
  });

/** PUT /api/account/v1/change_password/: the new password differs from the current one (SPEC §5). */
export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ message: '현재 비밀번호를 입력해 주세요.' })
      .min(1, '현재 비밀번호를 입력해 주세요.'),
    new_password: newPasswordSchema,
  })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    message: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  });

const username = z
  .string({ message: '이름을 입력해 주세요.' })
  .trim()
  .min(1, '이름을 입력해 주세요.')
  .max(30, '이름은 30자 이하로 입력해 주세요.');

/** POST /api/account/v1/find_email/ (SPEC §5 "Find ID"). */
export const findEmailSchema = z.object({ username });

/** POST /api/account/v1/find_password/: both name and e-mail (SPEC §5, the intended reading). */
export const findPasswordSchema = z.object({
  username,
  email: z.string({ message: '이메일을 입력해 주세요.' }).pipe(email),
});

/** The e-mailed reset code: 6 digits. */
export const RESET_CODE_PATTERN = /^\d{6}$/;

/** The reset link's token: 32 random bytes in base64url, 43 characters. */
export const RESET_TOKEN_PATTERN = /^[\w-]{43}$/;

/** A token that cannot be a link's (cut short when copied, say). */
const badLinkFormat = '재설정 링크가 올바르지 않아요. 메일의 링크를 다시 눌러 주세요.';

/** POST /api/account/v1/reset_password/ by the e-mailed link: its token and a new password. */
export const resetPasswordByLinkSchema = z.object({
  token: z.string({ message: badLinkFormat }).regex(RESET_TOKEN_PATTERN, badLinkFormat),
  new_password: newPasswordSchema,
});

/** POST /api/account/v1/reset_password/ by the code: e-mail, the 6-digit code from the e-mail, a new password. */
export const resetPasswordSchema = z.object({
  email: z.string({ message: '이메일을 입력해 주세요.' }).pipe(email),
  code: z
    .string({ message: '인증 코드를 입력해 주세요.' })
    .trim()
    .regex(RESET_CODE_PATTERN, '인증 코드는 숫자 6자리예요.'),
  new_password: newPasswordSchema,
});

// ---------------------------------------------------------------------------------------------
// Picked (SPEC §7): saved outfits, toggles, club lists.

/** A positive integer id sent as a number or a string of digits. */
const idOf = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(2_147_483_647, message);

/** POST recommend_picked/toggle/: without `liked` it flips, with it it sets that state. */
export const recommendToggleSchema = z.object({
  recommendation_id: idOf('추천 코디 번호(recommendation_id)가 올바르지 않아요.'),
  liked: z.boolean({ message: 'liked는 true 또는 false여야 해요.' }).optional(),
});

/** POST main_picked/toggle/: without `liked` it flips, with it it sets that state. */
export const mainToggleSchema = z.object({
  main_recommendation_id: idOf('클럽 코디 번호(main_recommendation_id)가 올바르지 않아요.'),
  liked: z.boolean({ message: 'liked는 true 또는 false여야 해요.' }).optional(),
});

/** The Idempotency-Key header (the offline core): a client-made UUID, or any 8–128 [A-Za-z0-9_-] token. */
export const idempotencyKeySchema = z
  .string({ message: 'Idempotency-Key 헤더가 올바르지 않아요.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key는 8~128자의 영문, 숫자, -, _ 로 보내 주세요.');

/** `:id` of recommend_picked/{id}/ and main_picked/{id}/. */
export const outfitIdParamSchema = z.object({ id: idOf('코디 번호가 올바르지 않아요.') });

/** Style filter sent in Korean (SPEC §7); 'minimal' / 'casual' are accepted too. Default 미니멀. */
const styleQuery = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? '미니멀'
      : v === 'minimal'
        ? '미니멀'
        : v === 'casual'
          ? '캐주얼'
          : v,
  z.enum(['미니멀', '캐주얼'], { message: '스타일은 미니멀 또는 캐주얼이어야 해요.' }),
);

/** by-time/?order=newest|oldest (default newest). Any `user_id` is ignored: a member sees only their own. */
export const savedOrderQuerySchema = z.object({
  order: z
    .enum(['newest', 'oldest'], { message: '정렬(order)은 newest 또는 oldest여야 해요.' })
    .default('newest'),
});

/** by-price/?sort=high|low (default high). */
export const savedPriceQuerySchema = z.object({
  sort: z
    .enum(['high', 'low'], { message: '정렬(sort)은 high 또는 low여야 해요.' })
    .default('high'),
});

/** by-style/?style=미니멀|캐주얼 (default 미니멀). */
export const savedStyleQuerySchema = z.object({ style: styleQuery });

const PRICE_BRACKET_MINS: readonly string[] = PRICE_BRACKETS.map((b) => String(b.min));

/** main/by-price/?brackets=100000,200000,300000&per=4: bracket lower bounds of PRICE_BRACKETS, 1–20 each. */
export const mainByPriceQuerySchema = z.object({
  brackets: z
    .string({ message: '가격대(brackets)가 올바르지 않아요.' })
    .default(PRICE_BRACKET_MINS.join(','))
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      ),
    ])
    .refine(
      (list) => list.length > 0 && list.every((s) => PRICE_BRACKET_MINS.includes(s)),
      `가격대(brackets)는 ${PRICE_BRACKET_MINS.join(', ')} 중에서 골라 주세요.`,
    )
    .transform((list) => list.map(Number)),
  per: z.coerce
    .number({ message: '개수(per)는 1~20 사이의 정수여야 해요.' })
    .int('개수(per)는 1~20 사이의 정수여야 해요.')
    .min(1, '개수(per)는 1~20 사이의 정수여야 해요.')
    .max(20, '개수(per)는 1~20 사이의 정수여야 해요.')
    .default(4),
});

/** main/by-style/?style=미니멀&count=4. */
export const mainByStyleQuerySchema = z.object({
  style: styleQuery,
  count: z.coerce
    .number({ message: '개수(count)는 1~20 사이의 정수여야 해요.' })
    .int('개수(count)는 1~20 사이의 정수여야 해요.')
    .min(1, '개수(count)는 1~20 사이의 정수여야 해요.')
    .max(20, '개수(count)는 1~20 사이의 정수여야 해요.')
    .default(4),
});

/** POST /api/account/v1/fit-feedback/: a product, the size bought (1–10 characters) and the verdict. */
export const fitFeedbackSchema = z.object({
  product_id: idOf('상품 번호가 올바르지 않아요.'),
  size: z
    .string({ message: '사이즈를 입력해 주세요.' })
    .trim()
    .min(1, '사이즈를 입력해 주세요.')
    .max(10, '사이즈는 10자 이하로 입력해 주세요.')
    .transform((s) => s.toUpperCase()),
  fit: z.enum(FIT_VERDICTS, { message: '핏은 small, right, large 중 하나여야 해요.' }),
});

// ---------------------------------------------------------------------------------------------
// 내 옷장 (contract/wardrobe.ts): not in SPEC §7.

/** POST /api/account/v1/wardrobe/: one of the member's upload URLs, optionally its labels. */
export const wardrobeKeepSchema = z.object({
  image_url: imageUrlField,
  category: categoryField.optional(),
  colour: colourField.optional(),
  confirmed: z
    .object({ category: z.boolean().optional(), colour: z.boolean().optional() })
    .optional(),
});

/** PATCH /api/account/v1/wardrobe/{id}/: a new category and/or colour (at least one). */
export const wardrobeUpdateSchema = z
  .object({ category: categoryField.optional(), colour: colourField.optional() })
  .refine((v) => v.category !== undefined || v.colour !== undefined, {
    path: ['category'],
    message: '바꿀 카테고리나 색상을 보내 주세요.',
  });

/** `:id` of wardrobe/{id}/. */
export const wardrobeItemIdParamSchema = z.object({ id: idOf('옷 번호가 올바르지 않아요.') });

// ---------------------------------------------------------------------------------------------
// Shared outfits (contract/share.ts): not in SPEC §7.

/** POST /api/share/v1/shares/: one of the member's AI outfits and the answer to the consent question. */
export const shareCreateSchema = z.object({
  recommendation_id: idOf('추천 코디 번호(recommendation_id)가 올바르지 않아요.'),
  with_own_garment: z.boolean({
    message: '내 옷 사진을 보여줄지(with_own_garment) true 또는 false로 보내 주세요.',
  }),
});

/** `:token` of shares/{token}/ and of a share's picture: 22 base64url characters. */
export const shareTokenParamSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN, '공유 링크 주소가 올바르지 않아요.'),
});
