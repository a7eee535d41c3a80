/**
 * Every Korean message the app shows or returns (SPEC §8's error catalogue and the texts SPEC
 * §2–§7 quote, plus the app's own notices), grouped by the screen or layer that shows them. The
 * audit docs/spec-messages.md names these groups; test/spec-messages.test.ts checks that every
 * text it lists is one of them. Labels of buttons and headings stay with their components.
 * A literal two groups share is written once below and referenced by both.
 */

/**
 * Every new-password field (signup, change and reset password, SPEC §5): the rule's hint and the
 * confirmation's mismatch.
 */
export const PASSWORD_MESSAGES = {
  hint: '영문, 숫자, 특수문자를 포함한 8자 이상',
  mismatch: '비밀번호가 일치하지 않습니다.',
} as const;

/** SPEC §6 and §8: a page that needs a token opened without one. */
const LOGIN_REQUIRED = '로그인이 필요합니다.';
/** SPEC §8: the generator found no valid outfit, in the worker and on /fashion. */
const NO_VALID_OUTFIT = '유효한 추천을 생성하지 못했습니다. 다른 이미지로 시도해 주세요.';
/** SPEC §8: an unlike the shopper confirmed failed (/my and /fashion). */
const UNLIKE_FAILED = '찜 해제 중 오류가 발생했습니다.';
/** The unlike confirm's title (SPEC §2 My page, §4). */
const UNLIKE_TITLE = '찜 해제';

/** The update prompt and the offline banner (the offline core). */
export const APP_SHELL_MESSAGES = {
  updateReady: '새 버전이 있습니다',
  reload: '새로고침',
  offline: '오프라인 상태예요. 저장된 화면을 보여드릴게요.',
  /** The small mark the notice becomes after a few seconds offline. */
  offlineMark: '오프라인',
} as const;

/** The API worker's messages for failures that carry no server message. */
export const CLIENT_MESSAGES = {
  network: '네트워크에 연결할 수 없어요. 인터넷 연결을 확인해 주세요.',
  timeout: '서버 응답이 너무 늦어요. 잠시 후 다시 시도해 주세요.',
  server: '서버에 일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
  unauthorized: LOGIN_REQUIRED,
  sessionExpired: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  noRefreshToken: '리프레시 토큰이 없습니다. 다시 로그인해 주세요.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  rateLimited: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  generic: '요청을 처리하지 못했어요. 다시 시도해 주세요.',
} as const;

/** Answered at once, without a request or retries, for actions that need the network (the offline core). */
export const OFFLINE_MESSAGE = '오프라인 상태예요. 인터넷에 연결한 뒤 다시 시도해 주세요.';

/** The worker's answer when every generator attempt gave an empty combination list (SPEC §8). */
export const NO_OUTFIT_MESSAGE = NO_VALID_OUTFIT;

/** Login failure text (SPEC §5). */
export const LOGIN_FAILED_MESSAGE = '아이디 또는 비밀번호가 올바르지 않습니다.';

/** /login's notices for the server's `social` query parameter (server/routes/social.routes.ts). */
export const SOCIAL_NOTICES: Readonly<Record<string, string>> = {
  unavailable: '간편 로그인은 아직 준비 중이에요. 이메일로 로그인해 주세요.',
  failed: '간편 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.',
};

/** Signup (SPEC §5). */
export const SIGNUP_MESSAGES = {
  mismatch: PASSWORD_MESSAGES.mismatch,
  failed: '회원가입 중 오류가 발생했습니다.',
} as const;

/** The recovery screens: find ID, find password, reset password (SPEC §5, §8). */
export const RECOVERY_MESSAGES = {
  nameRequired: '이름을 입력해 주세요.',
  noMatch: '일치하는 정보가 없습니다.',
  serverError: '서버와 통신 중 오류가 발생했습니다.',
  fillAll: '빈칸 없이 모두 입력해 주세요.',
  resetFillAll: '인증 코드와 새 비밀번호를 모두 입력해 주세요.',
  /** The reset by the e-mailed link, which needs no code. */
  passwordFillAll: '새 비밀번호를 두 번 모두 입력해 주세요.',
  mismatch: PASSWORD_MESSAGES.mismatch,
  resetDone: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.',
  resetFailed: '비밀번호를 재설정하지 못했습니다. 인증 코드를 확인해 주세요.',
} as const;

/** The account screens: my page, settings, edit profile, set password, set body (SPEC §5, §6, §8). */
export const ACCOUNT_MESSAGES = {
  loginRequired: LOGIN_REQUIRED,
  invalidLogin: '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.',
  profileUpdated: '회원 정보가 수정되었습니다!',
  profileRequired: '이름, 나이, 성별을 모두 입력해 주세요.',
  unknownError: '알 수 없는 오류',
  samePassword: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  mismatch: PASSWORD_MESSAGES.mismatch,
  passwordChanged: '비밀번호가 변경되었습니다.',
  bodyRequired: '모든 정보를 입력해 주세요.',
  heightRange: '키는 100~250cm 사이로 입력해 주세요.',
  weightRange: '몸무게는 30~200kg 사이로 입력해 주세요.',
  bodySaved: '신체 정보가 저장되었습니다.',
  chestRange: '가슴둘레는 60~160cm 사이로 입력해 주세요.',
  waistRange: '허리둘레는 50~160cm 사이로 입력해 주세요.',
  shoeRange: '신발 사이즈는 220~300mm 사이, 5mm 단위로 입력해 주세요.',
  loadFailed: '정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** The camera and the photo picker (SPEC §4, §8). */
export const CAMERA_MESSAGES = {
  notReady: '카메라를 준비하고 있어요. 잠시만 기다려 주세요.',
  error: '카메라 오류가 발생했습니다. 다시 시도해 주세요.',
  denied:
    '카메라 권한이 거부되었어요. 브라우저 설정에서 카메라 권한을 허용하거나, 사진 선택으로 사진을 올려 주세요.',
  notFound: '사용할 수 있는 카메라를 찾지 못했어요. 사진 선택으로 사진을 올려 주세요.',
  unsupported: '이 브라우저에서는 카메라를 사용할 수 없어요. 사진 선택으로 사진을 올려 주세요.',
  notSaved: '이미지가 저장되지 않았습니다. 다시 촬영해 주세요.',
  unreadable: '사진을 불러오지 못했어요. 다른 사진을 선택해 주세요.',
} as const;

/** The photo outbox (the main job on a dropped connection; src/worker/photo-outbox.ts). */
export const PHOTO_OUTBOX_MESSAGES = {
  /** The loading screen when the photo was kept to send later. */
  queuedTitle: '사진을 보관했어요',
  queued: '연결되면 바로 코디를 찾아드릴게요',
  full: '보낼 사진이 이미 10장 기다리고 있어요. 연결된 뒤 다시 찍어 주세요.',
  notKept: '사진을 기기에 보관하지 못했어요. 연결된 뒤 다시 시도해 주세요.',
  /** The toast when a waiting photo's outfits arrive. */
  ready: '코디가 준비됐어요',
  /** Its notification's text, naming the garment as the app shows it ('니트'). */
  readyFor: (garment: string) => `촬영하신 ${garment}에 어울리는 코디를 찾았어요.`,
  open: '보기',
  refused: (message: string) => `보관한 사진을 보내지 못했어요: ${message}`,
  expired: (count: number) => `7일이 지난 사진 ${count}장은 보내지 않고 지웠어요.`,
  waiting: (count: number) => `사진 ${count}장 대기 중`,
  home: '홈으로',
} as const;

/** The analysis on /loading and the requests on /fashion (SPEC §2 Fashion, §4, §8). */
export const RECOMMEND_MESSAGES = {
  missingImage: '이미지를 찾을 수 없습니다. 카메라 페이지로 이동합니다.',
  failedTitle: '추천 실패',
  failed: '제품 인식에 실패했어요. 한 번 더 시도해 주세요.',
  unexpected: '예상치 못한 오류가 발생했습니다. 다시 시도해 주세요.',
  noImageInfo: '이미지 정보가 없습니다. 처음부터 다시 시작해 주세요.',
  otherFailed: NO_VALID_OUTFIT,
  /** The fashion page's confirm dialogs (SPEC §2 Fashion: each button asks first). */
  otherTitle: '다른 코디 추천받기',
  otherMessage: '같은 사진으로 새로운 코디를 추천받을까요? 지금 보고 있는 코디는 바뀌어요.',
  otherConfirm: '추천받기',
  restartTitle: '처음부터 다시',
  restartMessage: '촬영한 사진과 추천 결과를 지우고 처음부터 다시 시작할까요?',
  restartConfirm: '다시 시작',
} as const;

/** The hearts on home, /fashion and the detail page (SPEC §4, §8). */
export const LIKE_MESSAGES = {
  loginRequired: '로그인이 필요한 기능입니다. 로그인 페이지로 이동합니다.',
  unlikeTitle: UNLIKE_TITLE,
  unlikeMessage: '찜을 해제하시겠습니까?',
  unlikeCancel: '취소',
  unlikeConfirm: '확인',
  /** Detail page heart error (SPEC §8). */
  likeFailed: '찜 기능 처리 중 오류가 발생했습니다.',
  /** Unlike error where a message is shown (SPEC §8). */
  unlikeFailed: UNLIKE_FAILED,
} as const;

/** The saved lists on /my: the unlike confirm (SPEC §2 My page) and the failure alerts (SPEC §8). */
export const UNLIKE_MESSAGES = {
  title: UNLIKE_TITLE,
  message: '찜 목록에서 삭제하시겠습니까?',
  failed: UNLIKE_FAILED,
  loadFailed: '찜한 코디를 불러오지 못했어요.',
} as const;

/** The product detail page (SPEC §2 Product detail, §8). */
export const DETAIL_MESSAGES = {
  noBrand: '브랜드 정보 없음',
  noDescription: '아직 등록된 상세 설명이 없습니다.',
  notFound: '상품 정보를 찾을 수 없습니다.',
  mypageFailed: '마이페이지 상품을 불러오지 못했습니다.',
  mainFailed: '홈 상품을 불러오지 못했습니다.',
  codeNotFound: '해당 추천 코드의 데이터를 찾을 수 없습니다.',
  itemNotFound: '현재 상품을 찾을 수 없습니다.',
  apiFailed: 'API에서 데이터를 불러오지 못했습니다.',
  failed: '데이터를 불러오지 못했습니다.',
  unsupportedTab: '지원하지 않는 탭입니다.',
  linkCopied: '링크가 복사되었습니다.',
  copyFailed: '링크를 복사하지 못했습니다. 주소창의 링크를 직접 복사해 주세요.',
  noPurchaseLink: '이 상품은 구매 링크가 없습니다.',
} as const;

/**
 * Shared outfits (contract/share.ts): the question before an AI outfit is shared
 * (src/state/detail.ts), the shared page /share/:token and my page's 공유 중인 코디
 * (src/state/shared-outfit.ts).
 */
export const SHARE_MESSAGES = {
  consentTitle: '코디 공유하기',
  consentMessage:
    '내 옷 사진도 함께 보여줄까요? 링크를 받은 사람은 누구나 볼 수 있어요. 공유는 마이페이지에서 언제든 중지할 수 있어요.',
  consentYes: '내 옷 사진도 보여주기',
  consentNo: '상품만 보여주기',
  notFound: '공유가 중지되었거나 없는 코디예요.',
  loadFailed: '공유된 코디를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  withdrawTitle: '공유를 중지할까요?',
  withdrawMessage: '보낸 링크로는 더 이상 이 코디를 볼 수 없어요.',
  /** withdrawMessage's, for a share that shows the sharer's own garment. */
  withdrawMessageOwn:
    '보낸 링크로는 더 이상 이 코디를 볼 수 없어요. 함께 보여준 내 옷 사진도 바로 지워져요.',
  withdrawConfirm: '공유 중지',
  withdrawFailed: '공유를 중지하지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/** Size advice and fit feedback (product detail, outfit cards, my page). */
export const FIT_FEEDBACK_MESSAGES = {
  failed: '사이즈 후기를 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
  sent: '후기를 남겼어요. 다음 사이즈 추천에 반영할게요.',
  needBody: '키와 몸무게를 알려 주시면 사이즈를 추천해 드려요',
} as const;

/** 내 옷장, the member's wardrobe (src/routes/WardrobePage.tsx, src/worker/wardrobe-api.ts). */
export const WARDROBE_MESSAGES = {
  /** The one question before the first keep: may the garment's cut-out be kept? */
  consentTitle: '내 옷장에 보관할까요?',
  consentMessage:
    '사진에서 오려 낸 옷 이미지와 종류·색상만 보관해요. 원본 사진은 보관 기간이 지나면 지워지고, 옷장에 넣은 옷은 언제든 지울 수 있어요. 나만 볼 수 있어요.',
  consentYes: '보관하기',
  consentNo: '보관 안 함',
  declined: '옷장에 보관하지 않기로 하셨어요. 내 옷장에서 언제든 바꿀 수 있어요.',
  keep: '옷장에 넣기',
  kept: '옷장에 넣었어요',
  queued: '연결되면 옷장에 넣을게요',
  keeping: '옷장에 넣는 중…',
  keepFailed: '옷장에 넣지 못했어요. 잠시 후 다시 시도해 주세요.',
  loadFailed: '내 옷장을 불러오지 못했어요.',
  removeTitle: '옷장에서 지울까요?',
  removeMessage: '이 옷과 사진이 바로 지워지고 되돌릴 수 없어요.',
  removeConfirm: '지우기',
  removeFailed: '옷을 지우지 못했어요. 잠시 후 다시 시도해 주세요.',
  saved: '고친 내용을 저장했어요.',
  /** An item whose kind or colour is the recogniser's unsure guess (WardrobeItem.confirmed). */
  needsCheck: '확인 필요',
  /** The answers to the question 옷장에 넣기 asks while the garment's kind or colour is unsure. */
  guessRight: '맞아요',
  guessUnsure: '확인 필요로 넣기',
  needsCheckHint: '사진만 보고 짐작한 분류예요. 맞으면 그대로, 틀리면 고쳐서 저장해 주세요.',
  confirmAsIs: '이대로 맞아요',
  confirmed: '분류를 확인했어요.',
  pending: '연결되면 옷장에 넣어요',
  outfitsFailed: '코디를 만들지 못했어요. 잠시 후 다시 시도해 주세요.',
  notInWardrobe: '옷장에서 이 옷을 찾을 수 없어요.',
} as const;
