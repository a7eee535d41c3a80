/**
 * The shop taxonomy the recogniser and the outfit engine speak (../shared/spec/TAXONOMY.md).
 * Pure data shared by the UI, the worker, the service worker and the server.
 *
 * DO NOT reorder CATEGORIES: the client matches the first name of this list that occurs in the
 * recogniser's answer (TAXONOMY.md, SPEC §2 Camera), so the order is part of the contract.
 */

/** Outfit slots, in display order (SPEC §3 "category"). */
export const SLOTS = ['top', 'outer', 'bottom', 'shoes'] as const;
export type Slot = (typeof SLOTS)[number];

/** Korean slot labels for the UI. */
export const SLOT_LABELS: Record<Slot, string> = {
  top: '상의',
  outer: '아우터',
  bottom: '하의',
  shoes: '신발',
};

export const SEASONS = ['봄', '여름', '가을', '겨울'] as const;
export type Season = (typeof SEASONS)[number];

/** The seasons in file names (the seasonal banner's versions, the home shells). */
export const SEASON_SLUGS: Readonly<Record<Season, string>> = {
  봄: 'spring',
  여름: 'summer',
  가을: 'autumn',
  겨울: 'winter',
};

/** The only two styles (TAXONOMY.md). */
export const STYLES = ['미니멀', '캐주얼'] as const;
export type Style = (typeof STYLES)[number];

export const TOP_FITS = ['슬림', '레귤러', '오버사이즈'] as const;
export const BOTTOM_FITS = ['와이드', '스트레이트', '테이퍼드'] as const;
export type Fit = (typeof TOP_FITS)[number] | (typeof BOTTOM_FITS)[number];

/**
 * A product's pattern (the catalogue's `pattern` column, server/catalog/README.md): 무지 (plain),
 * 프린트 (graphic, logo, lettering), 스트라이프, 체크, 플로럴, 기타 (colour block, camouflage, …).
 * Only a 무지 product may be called plain ("로고나 장식 없이"); a product without one is unknown.
 */
export const PRODUCT_PATTERNS = ['무지', '프린트', '스트라이프', '체크', '플로럴', '기타'] as const;
export type ProductPattern = (typeof PRODUCT_PATTERNS)[number];

/** Is `name` one of PRODUCT_PATTERNS? */
export function isProductPattern(name: string): name is ProductPattern {
  return (PRODUCT_PATTERNS as readonly string[]).includes(name);
}

/**
 * The pattern a product name states, if any: 스트라이프/단가라 → 스트라이프, 체크/깅엄/타탄/
 * 플래드 → 체크, 플로럴/꽃무늬/하와이안/페이즐리 → 플로럴, 그래픽/프린트/로고/레터링 → 프린트,
 * 배색/블록/카모 → 기타, 무지/솔리드 → 무지; undefined for a name that says none (not 무지: a
 * name need not mention a print).
 */
export function patternOfGoodsName(name: string): ProductPattern | undefined {
  if (/스트라이프|단가라/.test(name)) return '스트라이프';
  if (/체크|깅엄|타탄|플래드/.test(name)) return '체크';
  if (/플로럴|꽃무늬|하와이안|페이즐리/.test(name)) return '플로럴';
  if (/그래픽|프린트|로고|레터링/.test(name)) return '프린트';
  if (/배색|블록|카모/.test(name)) return '기타';
  if (/무지|솔리드/.test(name)) return '무지';
  return undefined;
}

/** One garment category (sub_category) of the shop. `only` limits it to one season. */
export interface CategoryInfo {
  readonly name: string;
  readonly slot: Slot;
  readonly only?: '여름' | '겨울';
}

/** The 45 categories, in TAXONOMY.md order (exact spellings). */
export const CATEGORIES = [
  { name: '데님 팬츠', slot: 'bottom' },
  { name: '슈트 팬츠&슬랙스', slot: 'bottom' },
  { name: '니트&스웨터 - 긴소매', slot: 'top' },
  { name: '겨울 더블 코트', slot: 'outer', only: '겨울' },
  { name: '피케&카라 티셔츠 - 반소매', slot: 'top', only: '여름' },
  { name: '긴소매 티셔츠', slot: 'top' },
  { name: '로퍼', slot: 'shoes' },
  { name: '패딩 베스트', slot: 'outer' },
  { name: '환절기 코트', slot: 'outer' },
  { name: '나일론&코치 재킷', slot: 'outer' },
  { name: '셔츠&블라우스 - 반소매', slot: 'top', only: '여름' },
  { name: '플리스&뽀글이', slot: 'outer' },
  { name: '더비 슈즈', slot: 'shoes' },
  { name: '슈트&블레이저 재킷', slot: 'outer' },
  { name: '사파리&헌팅 재킷', slot: 'outer' },
  { name: '패션스니커즈화', slot: 'shoes' },
  { name: '겨울 기타 코트', slot: 'outer', only: '겨울' },
  { name: '블루종&MA-1', slot: 'outer' },
  { name: '앵클/숏 부츠', slot: 'shoes' },
  { name: '후드 티셔츠', slot: 'top' },
  { name: '스트레이트 팁', slot: 'shoes' },
  { name: '니트&스웨터 - 반소매', slot: 'top', only: '여름' },
  { name: '워커', slot: 'shoes' },
  { name: '롱패딩&헤비 아우터', slot: 'outer', only: '겨울' },
  { name: '트레이닝 재킷', slot: 'outer' },
  { name: '반소매 티셔츠', slot: 'top', only: '여름' },
  { name: '셔츠&블라우스 - 긴소매', slot: 'top' },
  { name: '스포츠/캐주얼 샌들', slot: 'shoes', only: '여름' },
  { name: '모카신', slot: 'shoes' },
  { name: '트레이닝&조거 팬츠', slot: 'bottom' },
  { name: '쪼리/플립플랍', slot: 'shoes', only: '여름' },
  { name: '트러커 재킷', slot: 'outer' },
  { name: '피케&카라 티셔츠 - 긴소매', slot: 'top' },
  { name: '코튼 팬츠', slot: 'bottom' },
  { name: '무스탕&퍼', slot: 'outer', only: '겨울' },
  { name: '후드 집업', slot: 'outer' },
  { name: '스타디움 재킷', slot: 'outer' },
  { name: '미들/하프 부츠', slot: 'shoes' },
  { name: '겨울 싱글 코트', slot: 'outer', only: '겨울' },
  { name: '캔버스/단화', slot: 'shoes' },
  { name: '맨투맨&스웨트', slot: 'top' },
  { name: '숏패딩&헤비 아우터', slot: 'outer', only: '겨울' },
  { name: '카디건', slot: 'outer' },
  { name: '아노락 재킷', slot: 'outer' },
  { name: '숏팬츠', slot: 'bottom', only: '여름' },
] as const satisfies readonly CategoryInfo[];

export type CategoryName = (typeof CATEGORIES)[number]['name'];

export const CATEGORY_NAMES: readonly CategoryName[] = CATEGORIES.map((c) => c.name);

const BY_NAME = new Map<string, CategoryInfo>(CATEGORIES.map((c) => [c.name, c]));

/** Is `name` one of the 45 category names (exact spelling)? */
export function isCategoryName(name: string): name is CategoryName {
  return BY_NAME.has(name);
}

/** The category's record; throws RangeError for a name outside the 45. */
export function categoryInfo(name: CategoryName): CategoryInfo {
  const info = BY_NAME.get(name);
  if (!info) throw new RangeError(`unknown category: ${name}`);
  return info;
}

/** Can a garment of this category be worn in `season` (TAXONOMY.md season notes)? */
export function isInSeason(name: CategoryName, season: Season): boolean {
  const only = categoryInfo(name).only;
  return only === undefined || only === season;
}

/** Slots an outfit has in a season: summer has no outer (TAXONOMY.md). */
export function slotsForSeason(season: Season): readonly Slot[] {
  return season === '여름' ? (['top', 'bottom', 'shoes'] as const) : SLOTS;
}

/**
 * The shop's colour names with a representative sRGB value (hex), used to name a garment's
 * dominant colour, to draw sample-product illustrations and to judge colour harmony.
 */
export const COLOURS = {
  화이트: '#f5f5f2',
  아이보리: '#efe8d6',
  오트밀: '#d9ccb4',
  베이지: '#c8b08c',
  그레이: '#8e9094',
  블랙: '#1f1f21',
  네이비: '#1f2a44',
  스카이블루: '#9cc3e4',
  카키: '#6b6b45',
  브라운: '#6e4a2f',
  버건디: '#6d1f2b',
  연청: '#a9bfd6',
  중청: '#5f7fa6',
  진청: '#2f4868',
  흑청: '#2b2f38',
} as const;
export type ColourName = keyof typeof COLOURS;
export const COLOUR_NAMES = Object.keys(COLOURS) as ColourName[];

/**
 * Colours a photographed garment can have that the shop palette does not stock (the recogniser
 * names them; the shopper may pick them; products never have them), with a reference sRGB value
 * for swatches and colour distance. 블루 is royal/cobalt blue (not navy, sky blue or denim);
 * 멀티 is a pattern or colour block with no single main colour (its value is only a swatch
 * fallback: the UI draws it as a colour wheel).
 */
export const PHOTO_ONLY_COLOURS = {
  레드: '#c0262d',
  핑크: '#f0a3b5',
  오렌지: '#e8782a',
  옐로우: '#f0c93a',
  그린: '#2f7a48',
  블루: '#2a55c0',
  퍼플: '#6b4a9b',
  멀티: '#9a8f86',
} as const;
export type PhotoOnlyColourName = keyof typeof PHOTO_ONLY_COLOURS;

/** Every colour a photo may be named with: the shop's 15, then the photo-only ones. */
export const PHOTO_COLOURS = { ...COLOURS, ...PHOTO_ONLY_COLOURS } as const;
export type PhotoColourName = keyof typeof PHOTO_COLOURS;
export const PHOTO_COLOUR_NAMES = Object.keys(PHOTO_COLOURS) as PhotoColourName[];

/** Is `name` one of the shop's 15 colours (a colour products can have)? */
export function isShopColour(name: string): name is ColourName {
  return Object.hasOwn(COLOURS, name);
}

/** Is `name` any colour a photo may be named with (shop or photo-only)? */
export function isPhotoColour(name: string): name is PhotoColourName {
  return Object.hasOwn(PHOTO_COLOURS, name);
}

/** Denim washes: light / mid / dark / black (TAXONOMY.md). */
export const DENIM_COLOURS: readonly ColourName[] = ['연청', '중청', '진청', '흑청'];

/** The palette that suits each season (TAXONOMY.md). */
export const SEASON_PALETTES: Record<Season, readonly ColourName[]> = {
  봄: ['오트밀', '아이보리', '화이트', '블랙', '베이지', '네이비', '흑청', '진청', '연청', '중청'],
  여름: ['스카이블루', '네이비', '화이트', '블랙', '연청', '중청', '흑청'],
  가을: [
    '화이트',
    '블랙',
    '버건디',
    '오트밀',
    '아이보리',
    '카키',
    '베이지',
    '브라운',
    '흑청',
    '진청',
    '중청',
  ],
  겨울: ['화이트', '그레이', '블랙', '네이비', '카키', '흑청', '진청', '중청'],
};

/** A single item in a recommendation costs at most this many won (TAXONOMY.md). */
export const MAX_ITEM_PRICE_WON = 200_000;

/** Club outfit price brackets by total price in won (TAXONOMY.md, SPEC §9). */
export const PRICE_BRACKETS = [
  { label: '10만원대', min: 100_000, max: 199_999 },
  { label: '20만원대', min: 200_000, max: 299_999 },
  { label: '30만원대', min: 300_000, max: 399_999 },
] as const;
export type PriceBracketLabel = (typeof PRICE_BRACKETS)[number]['label'];

/** The season of a date in Korea (UTC+9): Mar–May 봄, Jun–Aug 여름, Sep–Nov 가을, else 겨울. */
export function seasonOf(date: Date): Season {
  const month = new Date(date.getTime() + 9 * 3_600_000).getUTCMonth() + 1;
  if (month >= 3 && month <= 5) return '봄';
  if (month >= 6 && month <= 8) return '여름';
  if (month >= 9 && month <= 11) return '가을';
  return '겨울';
}
