/**
 * Which colours and seasons each category is sold in, and the season rules built on them: a
 * category's `only` season, no summer outers, colours within the season palettes.
 */
import {
  CATEGORIES,
  type CategoryName,
  type ColourName,
  type Season,
  SEASON_PALETTES,
  type Slot,
} from '../../../contract/taxonomy';

/**
 * Colours and seasons each category is sold in.
 * - `colours`: realistic colours, the first ones more often.
 * - `seasons`: candidate season sets (ignored for categories with an `only` season).
 */
export interface CategoryPalette {
  colours: readonly ColourName[];
  seasons: readonly string[];
}

/** Colours and season sets of each of the 45 categories (TAXONOMY.md order). */
export const CATEGORY_PALETTES: Record<CategoryName, CategoryPalette> = {
  '데님 팬츠': {
    colours: ['중청', '진청', '연청', '흑청'],
    seasons: ['봄 가을 겨울', '봄 여름 가을', '봄 가을', '봄 여름 가을 겨울'],
  },
  '슈트 팬츠&슬랙스': {
    colours: ['블랙', '네이비', '그레이', '베이지', '오트밀', '브라운', '아이보리', '화이트'],
    seasons: ['봄 가을 겨울', '봄 가을', '봄 여름 가을'],
  },
  '니트&스웨터 - 긴소매': {
    colours: [
      '오트밀',
      '아이보리',
      '그레이',
      '블랙',
      '네이비',
      '베이지',
      '브라운',
      '버건디',
      '카키',
      '화이트',
    ],
    seasons: ['가을 겨울', '봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '겨울 더블 코트': {
    colours: ['블랙', '네이비', '그레이', '카키'],
    seasons: [],
  },
  '피케&카라 티셔츠 - 반소매': {
    colours: ['화이트', '블랙', '네이비', '스카이블루'],
    seasons: [],
  },
  '긴소매 티셔츠': {
    colours: [
      '화이트',
      '블랙',
      '그레이',
      '네이비',
      '아이보리',
      '오트밀',
      '카키',
      '버건디',
      '베이지',
    ],
    seasons: ['봄 가을', '봄 가을 겨울', '가을 겨울'],
  },
  로퍼: {
    colours: ['블랙', '브라운', '버건디', '베이지', '화이트'],
    seasons: ['봄 가을', '봄 여름 가을', '봄 가을 겨울'],
  },
  '패딩 베스트': {
    colours: ['블랙', '네이비', '카키', '베이지', '그레이', '아이보리'],
    seasons: ['가을 겨울', '봄 가을', '봄 가을 겨울'],
  },
  '환절기 코트': {
    colours: ['베이지', '블랙', '카키', '오트밀', '아이보리', '네이비', '브라운'],
    seasons: ['봄 가을'],
  },
  '나일론&코치 재킷': {
    colours: ['블랙', '네이비', '카키', '베이지', '아이보리', '브라운'],
    seasons: ['봄 가을'],
  },
  '셔츠&블라우스 - 반소매': {
    colours: ['화이트', '스카이블루', '블랙', '네이비'],
    seasons: [],
  },
  '플리스&뽀글이': {
    colours: ['아이보리', '오트밀', '베이지', '브라운', '블랙', '네이비', '카키', '그레이'],
    seasons: ['가을 겨울'],
  },
  '더비 슈즈': {
    colours: ['블랙', '브라운', '버건디'],
    seasons: ['봄 가을 겨울', '봄 가을', '가을 겨울'],
  },
  '슈트&블레이저 재킷': {
    colours: ['네이비', '블랙', '그레이', '베이지', '카키', '브라운', '오트밀'],
    seasons: ['봄 가을', '봄 가을 겨울'],
  },
  '사파리&헌팅 재킷': {
    colours: ['베이지', '카키', '브라운', '블랙', '오트밀', '네이비'],
    seasons: ['봄 가을'],
  },
  패션스니커즈화: {
    colours: ['화이트', '블랙', '아이보리', '그레이', '네이비', '베이지'],
    seasons: ['봄 여름 가을', '봄 가을 겨울', '봄 여름 가을 겨울'],
  },
  '겨울 기타 코트': {
    colours: ['블랙', '네이비', '그레이', '카키'],
    seasons: [],
  },
  '블루종&MA-1': {
    colours: ['블랙', '카키', '네이비', '베이지', '브라운', '아이보리', '그레이'],
    seasons: ['봄 가을', '가을 겨울'],
  },
  '앵클/숏 부츠': {
    colours: ['블랙', '브라운', '카키'],
    seasons: ['가을 겨울', '봄 가을 겨울'],
  },
  '후드 티셔츠': {
    colours: [
      '그레이',
      '블랙',
      '네이비',
      '아이보리',
      '오트밀',
      '카키',
      '버건디',
      '화이트',
      '베이지',
      '브라운',
    ],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '스트레이트 팁': {
    colours: ['블랙', '브라운', '버건디'],
    seasons: ['봄 가을 겨울', '봄 가을'],
  },
  '니트&스웨터 - 반소매': {
    colours: ['화이트', '블랙', '네이비', '스카이블루'],
    seasons: [],
  },
  워커: {
    colours: ['블랙', '브라운', '카키'],
    seasons: ['가을 겨울', '봄 가을 겨울'],
  },
  '롱패딩&헤비 아우터': {
    colours: ['블랙', '네이비', '카키', '그레이', '화이트'],
    seasons: [],
  },
  '트레이닝 재킷': {
    colours: ['블랙', '네이비', '버건디', '카키', '화이트', '아이보리'],
    seasons: ['봄 가을'],
  },
  '반소매 티셔츠': {
    colours: ['화이트', '블랙', '네이비', '스카이블루'],
    seasons: [],
  },
  '셔츠&블라우스 - 긴소매': {
    colours: [
      '화이트',
      '아이보리',
      '블랙',
      '네이비',
      '베이지',
      '오트밀',
      '카키',
      '스카이블루',
      '그레이',
      '버건디',
    ],
    seasons: ['봄 가을', '봄 여름 가을', '봄 가을 겨울'],
  },
  '스포츠/캐주얼 샌들': {
    colours: ['블랙', '네이비', '화이트'],
    seasons: [],
  },
  모카신: {
    colours: ['브라운', '베이지', '블랙', '네이비', '버건디', '아이보리'],
    seasons: ['봄 가을', '봄 여름 가을'],
  },
  '트레이닝&조거 팬츠': {
    colours: ['블랙', '그레이', '네이비', '카키', '베이지', '오트밀', '아이보리'],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '쪼리/플립플랍': {
    colours: ['블랙', '화이트', '네이비', '스카이블루'],
    seasons: [],
  },
  '트러커 재킷': {
    colours: ['중청', '진청', '연청', '흑청'],
    seasons: ['봄 가을'],
  },
  '피케&카라 티셔츠 - 긴소매': {
    colours: ['화이트', '블랙', '네이비', '아이보리', '그레이', '버건디', '오트밀', '카키'],
    seasons: ['봄 가을', '봄 가을 겨울'],
  },
  '코튼 팬츠': {
    colours: [
      '베이지',
      '블랙',
      '카키',
      '오트밀',
      '아이보리',
      '네이비',
      '브라운',
      '그레이',
      '화이트',
    ],
    seasons: ['봄 가을', '봄 여름 가을', '가을 겨울'],
  },
  '무스탕&퍼': {
    colours: ['블랙', '카키', '그레이', '네이비'],
    seasons: [],
  },
  '후드 집업': {
    colours: ['그레이', '블랙', '네이비', '오트밀', '아이보리', '카키', '베이지', '버건디'],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '스타디움 재킷': {
    colours: ['네이비', '블랙', '버건디', '그레이', '카키', '브라운', '아이보리'],
    seasons: ['봄 가을', '가을 겨울'],
  },
  '미들/하프 부츠': {
    colours: ['블랙', '브라운', '베이지', '카키'],
    seasons: ['가을 겨울'],
  },
  '겨울 싱글 코트': {
    colours: ['블랙', '네이비', '그레이', '카키'],
    seasons: [],
  },
  '캔버스/단화': {
    colours: ['블랙', '화이트', '아이보리', '네이비', '베이지', '그레이'],
    seasons: ['봄 여름 가을', '봄 가을', '봄 여름 가을 겨울'],
  },
  '맨투맨&스웨트': {
    colours: [
      '그레이',
      '블랙',
      '네이비',
      '아이보리',
      '오트밀',
      '카키',
      '버건디',
      '화이트',
      '베이지',
      '브라운',
    ],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '숏패딩&헤비 아우터': {
    colours: ['블랙', '네이비', '카키', '그레이', '화이트'],
    seasons: [],
  },
  카디건: {
    colours: [
      '네이비',
      '블랙',
      '그레이',
      '오트밀',
      '아이보리',
      '베이지',
      '브라운',
      '버건디',
      '카키',
    ],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '아노락 재킷': {
    colours: ['블랙', '네이비', '카키', '베이지', '아이보리', '오트밀'],
    seasons: ['봄 가을'],
  },
  숏팬츠: {
    colours: ['블랙', '네이비', '화이트', '중청', '연청', '흑청', '스카이블루'],
    seasons: [],
  },
};

/** The outfit slot of each category. */
export const SLOT_OF = new Map<CategoryName, Slot>(CATEGORIES.map((c) => [c.name, c.slot]));

/** A category's `only` season (여름 / 겨울 categories), else undefined. */
export const ONLY_OF = new Map<CategoryName, Season | undefined>(
  CATEGORIES.map((c) => [c.name, 'only' in c ? (c.only as Season) : undefined]),
);

/** Splits a space-separated season list (`봄 가을`). */
export function seasonsOf(text: string): Season[] {
  return text.split(' ').filter(Boolean) as Season[];
}

/** Palette union of a set of seasons (TAXONOMY.md colour palettes). */
export function paletteOf(seasons: readonly Season[]): Set<ColourName> {
  return new Set(seasons.flatMap((s) => SEASON_PALETTES[s]));
}

/** Season sets a category may be sold for; summer is removed from outers (no outer in summer). */
export function seasonSets(category: CategoryName): Season[][] {
  const only = ONLY_OF.get(category);
  if (only) return [[only]];
  const isOuter = SLOT_OF.get(category) === 'outer';
  return CATEGORY_PALETTES[category].seasons.map((s) =>
    seasonsOf(s).filter((x) => !(isOuter && x === '여름')),
  );
}
