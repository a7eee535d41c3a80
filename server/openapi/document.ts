/**
 * The OpenAPI 3.1 document of the whole HTTP surface (ARCHITECTURE.md "Operations"): the calls of
 * SPEC §7 at their exact paths, ours beside them (wardrobe, fit feedback, shares, logout,
 * reset_password, social_providers, the probes, the media and the operator's own routes), served
 * at /api/openapi.json (server/routes/docs.routes.ts). Request bodies, queries and path
 * parameters are the contract's own zod schemas (contract/schemas.ts), the answers those of
 * ./responses.ts, converted by zod-openapi (built on zod 4's JSON Schema output, so what a schema
 * accepts and what the document says cannot drift apart). Every error answer is the Korean
 * `ErrorBody` `{code, message, fields?}`. A route of the app without an operation here fails
 * docs.routes.test.ts.
 */
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import packageJson from '../../package.json' with { type: 'json' };
import { API, IDEMPOTENCY_KEY_HEADER, REFRESH_COOKIE_HEADER } from '../../contract/api';
import * as schemas from '../../contract/schemas';
import { SHARE_API } from '../../contract/share';
import { WARDROBE_API } from '../../contract/wardrobe';
import * as answers from './responses';

/** Where the document and its reference page are served. */
export const OPENAPI_PATHS = { document: '/api/openapi.json', docs: '/api/docs' } as const;

/** Where Prometheus scrapes (server/lib/metrics.ts); refused unless the operator configures it. */
export const METRICS_PATH = '/metrics';

const TAGS = {
  account: '계정',
  recommend: '코디 추천',
  picked: '찜한 코디',
  club: '클럽 코디',
  wardrobe: '내 옷장',
  share: '코디 공유',
  media: '사진',
  ops: '운영',
} as const;

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** The Korean error answers an operation may send, by status. */
const ERRORS: Record<number, string> = {
  400: '입력이 올바르지 않아요 (code: validation, 필드별 메시지는 fields).',
  401: '로그인이 필요하거나 토큰이 만료됐거나 틀렸어요 (unauthorized, token_invalid).',
  404: '찾을 수 없어요 (not_found): 남의 것도 404.',
  409: '같은 Idempotency-Key의 요청을 아직 처리 중이에요 (in_progress).',
  413: '사진이 너무 커요 (payload_too_large).',
  415: '지원하지 않는 형식이에요 (unsupported_media).',
  422: '요청을 처리할 수 없어요 (no_outfit, over_budget, wardrobe_full, recognition_failed …).',
  429: '요청이 너무 많아요 (rate_limited, Retry-After).',
  503: '서버가 바빠요 (server_busy, Retry-After).',
};

/** Responses: the success ones given, the listed error statuses, and any other as ErrorBody. */
function responses(
  success: ZodOpenApiResponsesObject,
  ...errors: (keyof typeof ERRORS)[]
): ZodOpenApiResponsesObject {
  const out: ZodOpenApiResponsesObject = { ...success };
  for (const status of errors)
    out[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: ERRORS[status] ?? '',
      ...json(answers.errorBody),
    };
  out.default = { description: '그 밖의 오류 (server_error 등)', ...json(answers.errorBody) };
  return out;
}

const ok = (schema: z.ZodType, description = 'OK') => ({ '200': { description, ...json(schema) } });
const created = (schema: z.ZodType) => ({ '201': { description: 'Created', ...json(schema) } });
const noContent = { '204': { description: 'No Content' } };
const redirect = { '302': { description: 'Found (Location)' } };

/** An operation behind the bearer token. */
const member = { security: [{ bearer: [] }] };

const idempotencyHeader = z.object({
  [IDEMPOTENCY_KEY_HEADER]: schemas.idempotencyKeySchema.optional().meta({
    description:
      '오프라인 대기열의 요청: 같은 키는 한 번만 적용되고, 다시 보내면 처음 답이 옵니다.',
  }),
});
const refreshCookieHeader = z.object({
  [REFRESH_COOKIE_HEADER]: z.literal('1').optional().meta({
    description: '로그인 상태 유지: refresh 토큰을 HttpOnly 쿠키로 주고받아요.',
  }),
});
/** SPEC §7 lists send `user_id`; it is ignored (a member sees only their own). */
const ignoredUserId = z.object({ user_id: z.string().optional() });
const fileParam = z.object({ file: z.string() });
const providerParam = z.object({ provider: z.enum(['kakao', 'google', 'naver']) });

const picture = (description: string) => ({
  '200': { description, content: { 'image/webp': { schema: z.string() } } },
});

/** A like toggle (SPEC §7 picked toggles): 201 on liking, 200 on unliking, idempotency key. */
const likeToggle = (summary: string, body: z.ZodType) => ({
  tags: [TAGS.picked],
  summary,
  ...member,
  requestParams: { header: idempotencyHeader },
  requestBody: json(body),
  responses: responses(
    { ...ok(answers.toggleResponse, '찜 해제'), ...created(answers.toggleResponse) },
    400,
    401,
    404,
    409,
    429,
  ),
});

/** `:name` (Fastify) → `{name}` (OpenAPI). */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:(\w+)/g, '{$1}');
}

function savedLists(
  tag: string,
  paths: { byTime: string; byPrice: string; byStyle: string },
  item: z.ZodType,
): ZodOpenApiPathsObject {
  const list = (query: z.ZodObject, summary: string): ZodOpenApiOperationObject => ({
    tags: [tag],
    summary,
    ...member,
    requestParams: { query: query.extend(ignoredUserId.shape) },
    responses: responses(ok(z.array(item)), 400, 401),
  });
  return {
    [paths.byTime]: { get: list(schemas.savedOrderQuerySchema, '찜한 순서대로') },
    [paths.byPrice]: { get: list(schemas.savedPriceQuerySchema, '가격순') },
    [paths.byStyle]: { get: list(schemas.savedStyleQuerySchema, '스타일별') },
  };
}

function paths(): ZodOpenApiPathsObject {
  const wardrobeItemPath = openApiPath(`${WARDROBE_API.wardrobe}:id/`);
  const sharePath = openApiPath(`${SHARE_API.shares}:token/`);
  return {
    [METRICS_PATH]: {
      get: {
        tags: [TAGS.ops],
        summary: 'Prometheus 지표: METRICS_TOKEN(Bearer)이 있을 때만, METRICS_PORT면 그 포트에서만',
        security: [{ metricsToken: [] }],
        responses: responses(
          {
            '200': {
              description: 'Prometheus text format',
              content: { 'text/plain': { schema: z.string() } },
            },
          },
          401,
          404,
        ),
      },
    },
    '/healthz': {
      get: { tags: [TAGS.ops], summary: '살아 있음', responses: ok(answers.liveness) },
    },
    '/readyz': {
      get: {
        tags: [TAGS.ops],
        summary: '데이터베이스와 인식 모델이 준비됨',
        responses: responses(ok(answers.readiness), 503),
      },
    },
    [OPENAPI_PATHS.document]: {
      get: {
        tags: [TAGS.ops],
        summary: '이 OpenAPI 3.1 문서',
        responses: ok(z.record(z.string(), z.unknown())),
      },
    },
    [OPENAPI_PATHS.docs]: {
      get: {
        tags: [TAGS.ops],
        summary: 'API 문서 페이지로 이동',
        responses: { '301': { description: 'Moved' } },
      },
    },
    [`${OPENAPI_PATHS.docs}/`]: {
      get: {
        tags: [TAGS.ops],
        summary: 'API 문서 페이지 (Scalar)',
        responses: {
          '200': { description: 'HTML', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    [`${OPENAPI_PATHS.docs}/js/scalar.js`]: {
      get: {
        tags: [TAGS.ops],
        summary: 'API 문서 페이지의 스크립트 (로컬 제공)',
        responses: {
          '200': {
            description: 'JavaScript',
            content: { 'application/javascript': { schema: z.string() } },
          },
        },
      },
    },
    [API.signup]: {
      post: {
        tags: [TAGS.account],
        summary: '회원가입 (SPEC §7)',
        requestBody: json(schemas.signupSchema),
        responses: responses(created(answers.signupResponse), 400, 429),
      },
    },
    [API.login]: {
      post: {
        tags: [TAGS.account],
        summary: '로그인 (SPEC §7)',
        requestParams: { header: refreshCookieHeader },
        requestBody: json(schemas.loginSchema),
        responses: responses(ok(answers.loginResponse), 400, 401, 429),
      },
    },
    [API.refresh]: {
      post: {
        tags: [TAGS.account],
        summary: '토큰 갱신 (SPEC §7): 회전된 refresh 토큰도 함께',
        requestParams: { header: refreshCookieHeader },
        requestBody: json(schemas.refreshSchema),
        responses: responses(ok(answers.refreshResponse), 400, 401),
      },
    },
    [API.logout]: {
      post: {
        tags: [TAGS.account],
        summary: '로그아웃: 보낸 토큰의 세션을 끝내요 (항상 204)',
        requestParams: { header: refreshCookieHeader },
        requestBody: json(schemas.logoutSchema),
        responses: responses(noContent, 400),
      },
    },
    [API.userInfo]: {
      get: {
        tags: [TAGS.account],
        summary: '내 정보 (SPEC §7)',
        ...member,
        responses: responses(ok(answers.userInfo), 401),
      },
    },
    [API.socialProviders]: {
      get: {
        tags: [TAGS.account],
        summary: '설정된 소셜 로그인',
        responses: ok(answers.socialProviders),
      },
    },
    [API.uploadImage]: {
      post: {
        tags: [TAGS.account],
        summary: '사진 올리기 (SPEC §7): multipart의 image 필드',
        ...member,
        requestParams: { header: idempotencyHeader },
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: z.object({
                image: z.string().meta({
                  contentMediaType: 'image/jpeg',
                  description: 'JPEG, PNG, WebP 또는 HEIC',
                }),
              }),
            },
          },
        },
        responses: responses(created(answers.uploadImageResponse), 400, 401, 409, 413, 415, 429),
      },
    },
    [API.accountUpdate]: {
      get: {
        tags: [TAGS.account],
        summary: '회원 정보와 체형 정보 (SPEC §7)',
        ...member,
        responses: responses(ok(answers.accountProfile), 401),
      },
      patch: {
        tags: [TAGS.account],
        summary: '회원 정보 또는 체형 정보 수정 (SPEC §7)',
        ...member,
        requestBody: json(schemas.accountUpdateSchema),
        responses: responses(ok(answers.accountProfile), 400, 401),
      },
    },
    [API.changePassword]: {
      put: {
        tags: [TAGS.account],
        summary: '비밀번호 변경 (SPEC §7): 새 토큰 쌍',
        ...member,
        requestParams: { header: refreshCookieHeader },
        requestBody: json(schemas.changePasswordSchema),
        responses: responses(ok(answers.changePasswordResponse), 400, 401, 429),
      },
    },
    [API.findEmail]: {
      post: {
        tags: [TAGS.account],
        summary: '아이디(이메일) 찾기 (SPEC §7)',
        requestBody: json(schemas.findEmailSchema),
        responses: responses(ok(answers.findEmailResponse), 400, 429),
      },
    },
    [API.findPassword]: {
      post: {
        tags: [TAGS.account],
        summary: '비밀번호 찾기 (SPEC §7): 재설정 코드와 링크를 메일로',
        requestBody: json(schemas.findPasswordSchema),
        responses: responses(ok(answers.successResponse), 400, 429),
      },
    },
    [API.resetPassword]: {
      post: {
        tags: [TAGS.account],
        summary: '메일의 코드 또는 링크로 새 비밀번호 설정',
        requestBody: json(
          z.union([schemas.resetPasswordSchema, schemas.resetPasswordByLinkSchema]),
        ),
        responses: responses(ok(answers.successResponse), 400, 429),
      },
    },
    [API.fitFeedback]: {
      get: {
        tags: [TAGS.account],
        summary: '내가 산 사이즈의 착용감 목록',
        ...member,
        responses: responses(ok(z.array(answers.fitFeedback)), 401),
      },
      post: {
        tags: [TAGS.account],
        summary: '산 사이즈의 착용감 (사이즈 추천에 반영)',
        ...member,
        requestBody: json(schemas.fitFeedbackSchema),
        responses: responses(created(answers.fitFeedback), 400, 401, 404),
      },
    },
    [WARDROBE_API.wardrobe]: {
      get: {
        tags: [TAGS.wardrobe],
        summary: '내 옷장, 최근 것부터',
        ...member,
        responses: responses(ok(z.array(answers.wardrobeItem)), 401),
      },
      post: {
        tags: [TAGS.wardrobe],
        summary: '올린 사진의 옷을 내 옷장에 담기',
        ...member,
        requestParams: { header: idempotencyHeader },
        requestBody: json(schemas.wardrobeKeepSchema),
        responses: responses(created(answers.wardrobeItem), 400, 401, 404, 409, 422, 429),
      },
    },
    [wardrobeItemPath]: {
      patch: {
        tags: [TAGS.wardrobe],
        summary: '옷의 카테고리나 색상 고치기',
        ...member,
        requestParams: { path: schemas.wardrobeItemIdParamSchema },
        requestBody: json(schemas.wardrobeUpdateSchema),
        responses: responses(ok(answers.wardrobeItem), 400, 401, 404),
      },
      delete: {
        tags: [TAGS.wardrobe],
        summary: '옷 빼기 (사진도 바로 지워요)',
        ...member,
        requestParams: { path: schemas.wardrobeItemIdParamSchema },
        responses: responses(noContent, 400, 401, 404),
      },
    },
    [API.generator]: {
      post: {
        tags: [TAGS.recommend],
        summary: '사진이나 내 옷장의 옷으로 코디 만들기 (SPEC §7)',
        ...member,
        requestParams: { header: idempotencyHeader },
        requestBody: json(schemas.generatorSchema),
        responses: responses(ok(answers.generatorResponse), 400, 401, 404, 409, 422, 429, 503),
      },
    },
    [API.pickedByTime]: {
      get: {
        tags: [TAGS.picked],
        summary: '찜한 AI 코디 번호 (SPEC §7)',
        ...member,
        responses: responses(ok(z.array(answers.pickedEntry)), 401),
      },
    },
    [API.recommendPickedToggle]: {
      post: likeToggle('AI 코디 찜 켜기/끄기 (SPEC §7)', schemas.recommendToggleSchema),
    },
    [API.mainPickedToggle]: {
      post: likeToggle(
        '클럽 코디 찜 켜기/끄기 (SPEC §7: 201 추가, 200 해제)',
        schemas.mainToggleSchema,
      ),
    },
    ...savedLists(
      TAGS.picked,
      {
        byTime: API.recommendPickedByTime,
        byPrice: API.recommendPickedByPrice,
        byStyle: API.recommendPickedByStyle,
      },
      answers.savedAiOutfit,
    ),
    ...savedLists(
      TAGS.picked,
      {
        byTime: API.mainPickedByTime,
        byPrice: API.mainPickedByPrice,
        byStyle: API.mainPickedByStyle,
      },
      answers.savedClubOutfit,
    ),
    [openApiPath(`${API.recommendPickedDetail}:id/`)]: {
      get: {
        tags: [TAGS.picked],
        summary: 'AI 코디 상세 (SPEC §7): 본인 것만',
        ...member,
        requestParams: { path: schemas.outfitIdParamSchema },
        responses: responses(ok(answers.outfitDetail), 400, 401, 404),
      },
    },
    [openApiPath(`${API.mainPickedDetail}:id/`)]: {
      get: {
        tags: [TAGS.club],
        summary: '클럽 코디 상세 (SPEC §7): 토큰 없이도, 있으면 사이즈 추천',
        security: [{}, { bearer: [] }],
        requestParams: { path: schemas.outfitIdParamSchema },
        responses: responses(ok(answers.outfitDetail), 400, 404),
      },
    },
    [API.mainRandom]: {
      get: {
        tags: [TAGS.club],
        summary: '홈의 클럽 코디 (SPEC §7)',
        requestParams: { query: schemas.countQuerySchema },
        responses: responses(ok(z.array(answers.mainRecommendation)), 400),
      },
    },
    [API.mainByPrice]: {
      get: {
        tags: [TAGS.club],
        summary: '가격대별 클럽 코디 (SPEC §7)',
        requestParams: { query: schemas.mainByPriceQuerySchema },
        responses: responses(ok(answers.mainByPrice), 400),
      },
    },
    [API.mainByStyle]: {
      get: {
        tags: [TAGS.club],
        summary: '스타일별 클럽 코디 (SPEC §7)',
        requestParams: { query: schemas.mainByStyleQuerySchema },
        responses: responses(ok(z.array(answers.mainRecommendation)), 400),
      },
    },
    [SHARE_API.shares]: {
      get: {
        tags: [TAGS.share],
        summary: '내가 공유 중인 코디',
        ...member,
        responses: responses(ok(z.array(answers.outfitShare)), 401),
      },
      post: {
        tags: [TAGS.share],
        summary: 'AI 코디 공유 링크 만들기 (이미 있으면 200)',
        ...member,
        requestBody: json(schemas.shareCreateSchema),
        responses: responses(
          { ...ok(answers.outfitShare, '이미 만든 공유'), ...created(answers.outfitShare) },
          400,
          401,
          404,
        ),
      },
    },
    [sharePath]: {
      get: {
        tags: [TAGS.share],
        summary: '공유된 코디 (로그인 없이)',
        requestParams: { path: schemas.shareTokenParamSchema },
        responses: responses(ok(answers.sharedOutfit), 404),
      },
      delete: {
        tags: [TAGS.share],
        summary: '공유 거두기 (공유한 사람만)',
        ...member,
        requestParams: { path: schemas.shareTokenParamSchema },
        responses: responses(noContent, 401, 404),
      },
    },
    '/accounts/{provider}/login/': {
      get: {
        tags: [TAGS.account],
        summary: '소셜 로그인 시작 (SPEC §7): 제공자의 로그인 페이지로',
        requestParams: { path: providerParam },
        responses: redirect,
      },
    },
    '/accounts/{provider}/callback/': {
      get: {
        tags: [TAGS.account],
        summary: '소셜 로그인 콜백: /social-callback?token=…&refresh=… 로',
        requestParams: {
          path: providerParam,
          query: z.object({ code: z.string().optional(), state: z.string().optional() }),
        },
        responses: redirect,
      },
    },
    '/media/uploads/{file}': {
      get: {
        tags: [TAGS.media],
        summary: '올린 사진과 그 옷의 컷아웃: 올린 회원만',
        ...member,
        requestParams: { path: fileParam },
        responses: responses(picture('사진 (JPEG) 또는 컷아웃 (WebP)'), 401, 404),
      },
    },
    [`${WARDROBE_API.pictures}{file}`]: {
      get: {
        tags: [TAGS.media],
        summary: '내 옷장 옷의 사진: 그 회원만',
        ...member,
        requestParams: { path: fileParam },
        responses: responses(picture('WebP'), 401, 404),
      },
    },
    [`${SHARE_API.pictures}{token}/{file}`]: {
      get: {
        tags: [TAGS.media],
        summary: '동의하고 공유한 코디의 본인 옷 사진',
        requestParams: { path: schemas.shareTokenParamSchema.extend(fileParam.shape) },
        responses: responses(picture('WebP'), 404),
      },
    },
    '/media/catalog/{file}': {
      get: {
        tags: [TAGS.media],
        summary: '카탈로그 상품 사진',
        requestParams: { path: fileParam },
        responses: responses(picture('WebP'), 404),
      },
    },
  };
}

/** Builds the document (a plain JSON-able object); `serverUrl` is the PUBLIC_URL it is served on. */
export function openApiDocument(serverUrl: string): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: '핏픽 API',
      version: packageJson.version,
      description:
        '사진 한 장으로 완성하는 남성 코디 추천. 모든 오류는 `{code, message, fields?}` 모양이고 message는 한국어예요.',
      license: { name: packageJson.license, identifier: packageJson.license },
    },
    servers: [{ url: serverUrl }],
    tags: Object.values(TAGS).map((name) => ({ name })),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN' },
      },
    },
    paths: paths(),
  });
}
