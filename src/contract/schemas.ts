/**
 * zod schemas for request bodies of SPEC §7, with Korean messages. The server validates every
 * body with them; the app may reuse them for form checks. Pure: no side effects.
 */
import { z } from 'zod';
import { CATEGORY_NAMES, type CategoryName } from './taxonomy';

const email = z.string().trim().max(254).email('올바른 이메일 주소를 입력해 주세요.');

/** Nullable number from a form: '' and null become null; strings of digits are accepted. */
const optionalNumber = (min: number, max: number, label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ message: `${label}은(는) 숫자로 입력해 주세요.` }).min(min, `${label}은(는) ${min} 이상이어야 해요.`).max(max, `${label}은(는) ${max} 이하여야 해요.`).nullable(),
  );

export const loginSchema = z.object({
  email: z.string().trim().min(1, '이메일을 입력해 주세요.'),
  password: z.string().min(1, '비밀번호를 입력해 주세요.'),
});

/** SPEC §5 signup: height 100–250 cm, weight 30–200 kg, age an integer; empty sex → M. */
export const signupSchema = z.object({
  email,
  username: z.string().trim().min(1, '이름을 입력해 주세요.').max(30, '이름은 30자 이하로 입력해 주세요.'),
  password: z.string().min(8, '비밀번호는 8자 이상이어야 해요.').max(128, '비밀번호는 128자 이하로 입력해 주세요.'),
  height: optionalNumber(100, 250, '키'),
  weight: optionalNumber(30, 200, '몸무게'),
  age: optionalNumber(1, 120, '나이').refine((v) => v === null || Number.isInteger(v), '나이는 정수로 입력해 주세요.'),
  sex: z.preprocess((v) => (v === '' || v === null || v === undefined ? 'M' : v), z.enum(['M', 'F'], { message: '성별은 M 또는 F여야 해요.' })),
});

export const refreshSchema = z.object({ refresh: z.string().min(1, '리프레시 토큰이 없습니다.') });

export const generatorSchema = z.object({
  image_url: z.string().trim().min(1, '이미지 주소가 필요해요.').max(2048),
  category: z
    .string()
    .refine((v): v is CategoryName => (CATEGORY_NAMES as readonly string[]).includes(v), '알 수 없는 카테고리예요.')
    .optional(),
  count: z.number().int().min(1).max(8).optional(),
});

export const countQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(20).default(4),
});
