/**
 * Per-category styling traits the outfit engine scores with: formality (0 = beachwear …
 * 5 = tailoring), warmth (0 = summer-light … 3 = heavy winter), style affinity (−1 casual …
 * +1 minimal), whether the category is a denim garment, and a short Korean label for prose.
 *
 * The 45 categories come from TAXONOMY.md; the trait values are house styling rules written
 * for the outfit issue ("slacks with loafers/derby/straight tip, joggers with sneakers"; the
 * pairs that never meet are layering.ts's rules). Every category must have an entry (checked by tsc
 * through `Record<CategoryName, …>`).
 */
import type { CategoryName } from '../../../contract/taxonomy';

/** Styling traits of one category. */
export interface CategoryTraits {
  /** 0 (flip-flops) … 5 (straight tips, blazers). */
  readonly formality: number;
  /** 0 (summer-light) … 3 (heavy winter). */
  readonly warmth: number;
  /** −1 (clearly 캐주얼) … +1 (clearly 미니멀). */
  readonly minimal: number;
  /** A denim garment when it comes in a denim wash (연청/중청/진청/흑청). */
  readonly denim?: true;
  /** Short natural Korean name used in reasoning sentences (e.g. '블루종&MA-1' → '블루종'). */
  readonly label: string;
}

/** Traits of every TAXONOMY.md category. */
export const CATEGORY_TRAITS: Record<CategoryName, CategoryTraits> = {
  // bottoms
  '데님 팬츠': { formality: 2, warmth: 1, minimal: -0.1, denim: true, label: '데님 팬츠' },
  '슈트 팬츠&슬랙스': { formality: 4, warmth: 1, minimal: 1, label: '슬랙스' },
  '트레이닝&조거 팬츠': { formality: 1, warmth: 1, minimal: -1, label: '조거 팬츠' },
  '코튼 팬츠': { formality: 3, warmth: 1, minimal: 0.3, label: '코튼 팬츠' },
  숏팬츠: { formality: 1, warmth: 0, minimal: -0.5, denim: true, label: '숏팬츠' },
  // tops
  '니트&스웨터 - 긴소매': { formality: 3, warmth: 2, minimal: 0.6, label: '긴소매 니트' },
  '니트&스웨터 - 반소매': { formality: 3, warmth: 0, minimal: 0.5, label: '반소매 니트' },
  '피케&카라 티셔츠 - 반소매': { formality: 3, warmth: 0, minimal: 0.3, label: '피케 티셔츠' },
  '피케&카라 티셔츠 - 긴소매': {
    formality: 3,
    warmth: 1,
    minimal: 0.4,
    label: '긴소매 피케 티셔츠',
  },
  '긴소매 티셔츠': { formality: 2, warmth: 1, minimal: 0, label: '긴소매 티셔츠' },
  '반소매 티셔츠': { formality: 1, warmth: 0, minimal: -0.1, label: '반소매 티셔츠' },
  '셔츠&블라우스 - 반소매': {
    formality: 3,
    warmth: 0,
    minimal: 0.4,
    denim: true,
    label: '반소매 셔츠',
  },
  '셔츠&블라우스 - 긴소매': { formality: 4, warmth: 1, minimal: 0.7, denim: true, label: '셔츠' },
  '후드 티셔츠': { formality: 1, warmth: 2, minimal: -0.8, label: '후드 티셔츠' },
  '맨투맨&스웨트': { formality: 2, warmth: 2, minimal: -0.5, label: '맨투맨' },
  // outers
  '겨울 더블 코트': { formality: 5, warmth: 3, minimal: 0.9, label: '더블 코트' },
  '겨울 싱글 코트': { formality: 4, warmth: 3, minimal: 0.9, label: '싱글 코트' },
  '겨울 기타 코트': { formality: 4, warmth: 3, minimal: 0.6, label: '코트' },
  '환절기 코트': { formality: 4, warmth: 2, minimal: 0.8, label: '환절기 코트' },
  '슈트&블레이저 재킷': { formality: 5, warmth: 1, minimal: 1, label: '블레이저' },
  카디건: { formality: 3, warmth: 1, minimal: 0.5, label: '카디건' },
  '블루종&MA-1': { formality: 3, warmth: 2, minimal: 0.1, label: '블루종' },
  '무스탕&퍼': { formality: 3, warmth: 3, minimal: 0, label: '무스탕' },
  '사파리&헌팅 재킷': { formality: 3, warmth: 1, minimal: -0.2, label: '사파리 재킷' },
  '트러커 재킷': { formality: 2, warmth: 1, minimal: -0.4, denim: true, label: '트러커 재킷' },
  '나일론&코치 재킷': { formality: 2, warmth: 1, minimal: -0.4, label: '코치 재킷' },
  '아노락 재킷': { formality: 2, warmth: 1, minimal: -0.6, label: '아노락' },
  '스타디움 재킷': { formality: 2, warmth: 2, minimal: -0.7, label: '스타디움 재킷' },
  '플리스&뽀글이': { formality: 2, warmth: 2, minimal: -0.6, label: '플리스' },
  '패딩 베스트': { formality: 2, warmth: 2, minimal: -0.3, label: '패딩 베스트' },
  '숏패딩&헤비 아우터': { formality: 2, warmth: 3, minimal: -0.4, label: '숏패딩' },
  '롱패딩&헤비 아우터': { formality: 2, warmth: 3, minimal: -0.3, label: '롱패딩' },
  '트레이닝 재킷': { formality: 1, warmth: 1, minimal: -0.9, label: '트레이닝 재킷' },
  '후드 집업': { formality: 1, warmth: 1, minimal: -0.8, label: '후드 집업' },
  // shoes
  '스트레이트 팁': { formality: 5, warmth: 1, minimal: 1, label: '스트레이트 팁 슈즈' },
  '더비 슈즈': { formality: 4, warmth: 1, minimal: 0.9, label: '더비 슈즈' },
  로퍼: { formality: 4, warmth: 1, minimal: 0.8, label: '로퍼' },
  모카신: { formality: 3, warmth: 1, minimal: 0.3, label: '모카신' },
  '앵클/숏 부츠': { formality: 3, warmth: 2, minimal: 0.4, label: '앵클 부츠' },
  '미들/하프 부츠': { formality: 2, warmth: 2, minimal: -0.1, label: '미들 부츠' },
  워커: { formality: 2, warmth: 2, minimal: -0.5, label: '워커' },
  패션스니커즈화: { formality: 2, warmth: 1, minimal: -0.1, label: '스니커즈' },
  '캔버스/단화': { formality: 2, warmth: 1, minimal: -0.4, label: '캔버스화' },
  '스포츠/캐주얼 샌들': { formality: 1, warmth: 0, minimal: -0.7, label: '샌들' },
  '쪼리/플립플랍': { formality: 0, warmth: 0, minimal: -0.9, label: '플립플랍' },
};

/**
 * Bottom × shoes pairings that earn a bonus (outfit issue: slacks with loafers / derby /
 * straight tip, joggers with sneakers).
 */
const GOOD_PAIRS: Partial<Record<CategoryName, Partial<Record<CategoryName, number>>>> = {
  '슈트 팬츠&슬랙스': {
    로퍼: 1.5,
    '더비 슈즈': 1.5,
    '스트레이트 팁': 1.5,
    모카신: 0.8,
    '앵클/숏 부츠': 0.8,
  },
  '트레이닝&조거 팬츠': { 패션스니커즈화: 1.5, '캔버스/단화': 1.2, '스포츠/캐주얼 샌들': 0.5 },
  '데님 팬츠': {
    패션스니커즈화: 0.6,
    '캔버스/단화': 0.6,
    워커: 0.6,
    '앵클/숏 부츠': 0.5,
    로퍼: 0.4,
  },
  '코튼 팬츠': { 로퍼: 0.6, 모카신: 0.6, 패션스니커즈화: 0.5, '더비 슈즈': 0.4 },
  숏팬츠: { '스포츠/캐주얼 샌들': 0.8, 패션스니커즈화: 0.6, '캔버스/단화': 0.6 },
};

/** Bonus (≥ 0) for a known-good bottom × shoes pairing, in either order. */
export function pairingBonus(a: CategoryName, b: CategoryName): number {
  return GOOD_PAIRS[a]?.[b] ?? GOOD_PAIRS[b]?.[a] ?? 0;
}

/** Formality gap at or above which two categories never share an outfit. */
export const MAX_FORMALITY_GAP = 4;
