/**
 * Every Korean message the API server answers with (the `message` of SPEC §7's error body
 * `{code, message}`, and the few texts of a success body), grouped by the concern that raises
 * them; plus the one the server prints when it cannot start. Content the server composes (the
 * recognition sentence, outfit reasoning, the reset e-mail, catalogue import reports) stays with
 * the code that writes it. docs/spec-messages.md lists the SPEC texts; test/spec-messages.test.ts
 * checks it against this module and src/messages.ts.
 */
import { formatBudget, formatWon } from '../contract/format-won';
import { josa } from '../contract/josa';
/** Errors no service raises itself: malformed requests, limits, timeouts (server/lib/error-handler.ts). */
export const REQUEST_MESSAGES = {
  badRequest: '요청 형식이 올바르지 않아요.',
  badUrl: '주소 형식이 올바르지 않아요.',
  tooLarge: '파일이 너무 커요. 10MB 이하의 사진을 올려 주세요.',
  headerTooLarge: '요청 헤더가 너무 커요. 다시 로그인한 뒤 시도해 주세요.',
  timeout: '요청이 너무 오래 걸려 끊겼어요. 다시 시도해 주세요.',
  rateLimited: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  inProgress: '같은 요청을 처리하고 있어요. 잠시 후 다시 확인해 주세요.',
  unsupported: '지원하지 않는 요청 형식이에요.',
  server: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  pathNotFound: '요청한 주소를 찾을 수 없어요.',
  nulCharacter: '요청에 쓸 수 없는 문자(NUL)가 들어 있어요.',
} as const;

/** A body field that fails its schema (server/lib/validate.ts), by the kind of failure. */
export const VALIDATION_MESSAGES = {
  invalid: '입력값을 확인해 주세요.',
  required: '필수 항목을 입력해 주세요.',
  format: '입력값의 형식이 올바르지 않아요.',
  tooLong: '입력값이 너무 길어요.',
  tooBig: '입력값이 너무 커요.',
  tooShort: '입력값이 너무 짧아요.',
  tooSmall: '입력값이 너무 작아요.',
} as const;

/** Sessions and sign-in (SPEC §5 login, §7 auth). */
export const AUTH_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  tokenInvalid: '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.',
  invalidCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  emailTaken: '이미 가입된 이메일입니다.',
  loginBusy: '지금 로그인하려는 분이 많아요. 잠시 후 다시 시도해 주세요.',
  unknownSocialProvider: '지원하지 않는 간편 로그인이에요.',
} as const;

/** Changing the password (SPEC §5). */
export const PASSWORD_MESSAGES = {
  changed: '비밀번호가 성공적으로 변경되었습니다.',
  wrongCurrent: '현재 비밀번호가 올바르지 않습니다.',
  same: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
} as const;

/** Find ID, find password and reset password (SPEC §5). */
export const RECOVERY_MESSAGES = {
  noMatch: '일치하는 정보가 없습니다.',
  noMember: '입력하신 이름과 이메일에 일치하는 회원 정보가 없습니다.',
  mailFailed: '메일을 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
  badCode: '인증 코드가 올바르지 않거나 만료되었습니다. 비밀번호 찾기를 다시 진행해 주세요.',
  badLink: '재설정 링크가 만료되었거나 이미 사용되었어요. 비밀번호 찾기를 다시 진행해 주세요.',
} as const;

/** Photo uploads and the photos the generator may read (SPEC §7 upload). */
export const UPLOAD_MESSAGES = {
  multipartOnly: '사진은 multipart/form-data의 image 필드로 보내 주세요.',
  noImage: '업로드할 사진(image)이 없어요.',
  unreadable: '사진을 읽지 못했어요. 다시 올려 주세요.',
  unsupportedMedia: 'JPEG, PNG, WebP, HEIC 형식의 사진만 올릴 수 있어요.',
  foreignImage: '이 서비스에 업로드한 사진만 분석할 수 있어요. 사진을 다시 올려 주세요.',
  otherMembersImage: '다른 회원이 올린 사진은 사용할 수 없어요.',
  uploadMissing: '올린 사진을 찾을 수 없어요. 사진을 다시 올려 주세요.',
  imageNotFound: '이미지를 찾을 수 없어요.',
  tooManyPixels: '사진 해상도가 너무 커요. 5,000만 화소 이하의 사진을 올려 주세요.',
  decoderBusy: '지금 사진을 올리려는 분이 많아요. 잠시 후 다시 시도해 주세요.',
} as const;

/** The generator (SPEC §7 generator). */
export const RECOMMEND_MESSAGES = {
  notMenswear: '남성 의류를 찾지 못했어요. 옷 한 벌이 잘 보이도록 다시 찍어 주세요.',
  recognitionFailed: '제품 인식에 실패했어요. 다른 사진으로 다시 시도해 주세요.',
  noOutfit: '이 옷에 맞는 코디를 만들지 못했어요. 다른 사진으로 시도해 주세요.',
  /** `noOutfit` around a garment of the member's 내 옷장 (the generator's `wardrobe_item_id`). */
  noOutfitForWardrobeItem:
    '이 옷에 맞는 코디를 만들지 못했어요. 내 옷장의 다른 옷으로 시도해 주세요.',
  /** A budget below the cheapest outfit the catalogue can make (won), in a price filter's words. */
  overBudget: (budget: number, cheapest: number) =>
    `예산 ${josa(formatBudget(budget), '으로/로')}는 코디를 만들 수 없어요. 이 옷에 맞춰 고를 수 있는 가장 저렴한 코디는 내 옷 제외 ${formatWon(cheapest)}이에요.`,
  recogniserBusy: '지금 사진을 분석하려는 분이 많아요. 잠시 후 다시 시도해 주세요.',
} as const;

/** Saved outfits, club outfits and likes (SPEC §7 likes, saved lists, outfit details). */
export const OUTFIT_MESSAGES = {
  recommendationNotFound: '추천 코디를 찾을 수 없어요.',
  clubNotFound: '클럽 코디를 찾을 수 없어요.',
  idempotencyKeyReused: '이 Idempotency-Key는 이미 다른 요청에 쓰였어요. 새 키로 다시 보내 주세요.',
  idempotencyKeyRepeated: 'Idempotency-Key 헤더는 하나만 보내 주세요.',
  idempotencyKeyInvalid: 'Idempotency-Key 헤더가 올바르지 않아요.',
} as const;

/** Fit feedback on the size a member bought (POST /api/account/v1/fit-feedback/). */
export const SIZE_MESSAGES = {
  productNotFound: '상품을 찾을 수 없어요.',
  unknownSize: (size: string) => `이 상품에는 ${size} 사이즈가 없어요.`,
} as const;

/** 내 옷장, the member's wardrobe (contract/wardrobe.ts; server/services/wardrobe.service.ts). */
export const WARDROBE_MESSAGES = {
  /** The wardrobe already holds `limit` items (WARDROBE_LIMIT). */
  full: (limit: number) =>
    `내 옷장에는 옷을 ${limit}벌까지 담을 수 있어요. 입지 않는 옷을 지운 뒤 다시 담아 주세요.`,
  noCutout: '사진에서 옷을 오려 내지 못했어요. 옷이 잘 보이는 사진을 다시 올려 담아 주세요.',
  itemNotFound: '내 옷장에서 이 옷을 찾을 수 없어요.',
  pictureNotFound: '옷 사진을 찾을 수 없어요.',
} as const;

/** Shared outfits (contract/share.ts; server/services/share.service.ts). */
export const SHARE_MESSAGES = {
  /** An unknown token, a withdrawn share, or another member's share to withdraw. */
  notFound: '공유가 중지되었거나 없는 코디예요. 링크를 보낸 분께 다시 확인해 주세요.',
  pictureNotFound: '공유된 사진을 찾을 수 없어요.',
} as const;

/** Readiness (GET /readyz) while the server cannot serve yet. */
export const READINESS_MESSAGES = {
  loadingModel: '인식 모델을 불러오는 중이에요.',
  noDatabase: '데이터베이스에 연결할 수 없어요.',
} as const;

/** GET /metrics refused (lib/metrics.ts): not configured on this port, or a wrong token. */
export const METRICS_MESSAGES = {
  off: '이 주소에서는 지표를 볼 수 없어요.',
  token: '지표를 보려면 운영자 토큰(METRICS_TOKEN)이 필요해요.',
} as const;

/** The start-up error when another process holds the embedded database of `dataDir`. */
export function databaseLockedMessage(dataDir: string): string {
  return (
    `다른 핏픽 서버 프로세스가 이미 DATA_DIR(${dataDir})의 내장 데이터베이스를 쓰고 있어요. ` +
    '내장 데이터베이스는 한 프로세스만 열 수 있어요. 그 서버를 멈추거나 다른 DATA_DIR을 지정하세요. ' +
    '여러 프로세스로 운영하려면 DATABASE_URL에 PostgreSQL 주소를 지정하세요.'
  );
}

/**
 * The answer to a login tried while the account is locked after too many failures
 * (server/services/sign-in-guard.ts), with the wait in seconds or whole minutes.
 */
export function signInLockedMessage(retryAfterS: number): string {
  return `로그인에 여러 번 실패해서 잠시 막아 두었어요. ${waitOf(retryAfterS)} 후에 다시 시도해 주세요.`;
}

/**
 * The answer to find_password/ past the daily cap of reset e-mails while the member's newest
 * link still works (server/services/password-reset.service.ts), with the wait in seconds or whole
 * minutes.
 */
export function resetMailsLimitedMessage(retryAfterS: number): string {
  return (
    '재설정 메일을 너무 많이 요청했어요. 가장 최근에 보낸 메일의 링크로 비밀번호를 바꿀 수 있어요. ' +
    `새 메일은 ${waitOf(retryAfterS)} 후에 다시 요청해 주세요.`
  );
}

/** A wait of `seconds` in Korean: under a minute in seconds, else in whole minutes (rounded up). */
function waitOf(seconds: number): string {
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

/** What a member quota counts (server/routes/member-quota.ts). */
export type QuotaKind = 'generator' | 'upload' | 'like' | 'wardrobe' | 'share';

/**
 * The answer past a member's quota of generator answers, uploads, likes, garments kept in the
 * wardrobe or outfits shared (server/routes/member-quota.ts).
 */
export function memberQuotaMessage(
  quota: QuotaKind,
  perMinute: number,
  retryAfterS: number,
): string {
  const rules: Record<QuotaKind, string> = {
    generator: `코디 추천은 1분에 ${perMinute}번까지 받을 수 있어요.`,
    upload: `사진은 1분에 ${perMinute}장까지 올릴 수 있어요.`,
    like: `좋아요는 1분에 ${perMinute}번까지 누를 수 있어요.`,
    wardrobe: `내 옷장에는 1분에 ${perMinute}벌까지 담을 수 있어요.`,
    share: `코디 공유는 1분에 ${perMinute}번까지 할 수 있어요.`,
  };
  return `${rules[quota]} ${retryAfterS}초 후에 다시 시도해 주세요.`;
}

/** The line a server prints as it stops because another process took its embedded database's lock. */
export function databaseLockLostMessage(dataDir: string): string {
  return (
    `다른 프로세스가 DATA_DIR(${dataDir})의 내장 데이터베이스 잠금을 가져가서, 데이터가 망가지지 ` +
    '않도록 이 서버를 바로 멈춰요. 같은 DATA_DIR로 다른 서버가 실행 중인지 확인한 뒤 하나만 실행하세요.'
  );
}

/** Start-up refusals besides configuration and the database lock (server/start-refusal.ts). */
export const startFailureMessages = {
  portInUse: (port: number) =>
    `포트 ${port}번을 이미 다른 프로그램이 쓰고 있어요. 그 프로그램을 멈추거나 PORT로 다른 포트를 지정하세요.`,
  portDenied: (port: number) =>
    `포트 ${port}번을 열 권한이 없어요. 1024 이상의 포트를 PORT로 지정하세요.`,
  databaseUnreachable: (code: string) =>
    `DATABASE_URL의 PostgreSQL에 연결하지 못했어요(${code}). 주소, 계정과 데이터베이스 이름을 확인하거나, ` +
    'DATABASE_URL을 지워 내장 데이터베이스로 시작하세요.',
};
