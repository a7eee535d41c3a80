/**
 * Dataset (coarse) labels → the 45 TAXONOMY categories (../shared/spec/TAXONOMY.md).
 *
 * `KIND` says, for each men's dataset label, which categories count as "the right kind" (the
 * benchmark's measure). `fineCategories()` splits a coarse label's probability over the
 * categories of its kind using the garment's colour and shape (rules below, from shop
 * conventions: blue trousers are jeans, dark trousers slacks, beige/khaki ones chinos; dark
 * shoes leather, light ones sneakers; long outerwear coats, blue jackets trucker jackets).
 */
import type { CategoryName, ColourName } from '../../../contract/taxonomy';
import { isDenimBlue } from '../colour';
import type { GarmentPixels } from './garment-pixels';

/** The 10 men's dataset labels the benchmark scores (../shared/research/recognizer.md). */
export const MENS_LABELS = [
  'T-Shirt',
  'Longsleeve',
  'Pants',
  'Shoes',
  'Shirt',
  'Outwear',
  'Shorts',
  'Polo',
  'Hoodie',
  'Blazer',
] as const;
export type MensLabel = (typeof MENS_LABELS)[number];

/** Dataset labels that may be answered with a men's category (the 10 plus Undershirt). */
export const ANSWERABLE_LABELS: readonly string[] = [...MENS_LABELS, 'Undershirt'];

const OUTER: readonly CategoryName[] = [
  '겨울 더블 코트',
  '패딩 베스트',
  '환절기 코트',
  '나일론&코치 재킷',
  '플리스&뽀글이',
  '슈트&블레이저 재킷',
  '사파리&헌팅 재킷',
  '겨울 기타 코트',
  '블루종&MA-1',
  '롱패딩&헤비 아우터',
  '트레이닝 재킷',
  '트러커 재킷',
  '무스탕&퍼',
  '후드 집업',
  '스타디움 재킷',
  '겨울 싱글 코트',
  '숏패딩&헤비 아우터',
  '카디건',
  '아노락 재킷',
];

const SHOES: readonly CategoryName[] = [
  '로퍼',
  '더비 슈즈',
  '패션스니커즈화',
  '앵클/숏 부츠',
  '스트레이트 팁',
  '워커',
  '스포츠/캐주얼 샌들',
  '모카신',
  '쪼리/플립플랍',
  '미들/하프 부츠',
  '캔버스/단화',
];

/**
 * The right-kind table: for each men's dataset label, the categories an answer may have to count
 * as correct (brief of the recogniser issue; TAXONOMY.md names).
 */
export const KIND: Readonly<Record<MensLabel, ReadonlySet<CategoryName>>> = {
  'T-Shirt': new Set<CategoryName>(['반소매 티셔츠', '니트&스웨터 - 반소매']),
  Longsleeve: new Set<CategoryName>([
    '니트&스웨터 - 긴소매',
    '맨투맨&스웨트',
    '긴소매 티셔츠',
    '피케&카라 티셔츠 - 긴소매',
  ]),
  Pants: new Set<CategoryName>([
    '데님 팬츠',
    '슈트 팬츠&슬랙스',
    '트레이닝&조거 팬츠',
    '코튼 팬츠',
  ]),
  Shoes: new Set<CategoryName>(SHOES),
  Shirt: new Set<CategoryName>(['셔츠&블라우스 - 반소매', '셔츠&블라우스 - 긴소매']),
  Outwear: new Set<CategoryName>(OUTER),
  Shorts: new Set<CategoryName>(['숏팬츠']),
  Polo: new Set<CategoryName>(['피케&카라 티셔츠 - 반소매', '피케&카라 티셔츠 - 긴소매']),
  Hoodie: new Set<CategoryName>(['후드 티셔츠', '후드 집업']),
  Blazer: new Set<CategoryName>(['슈트&블레이저 재킷']),
};

/** Is `category` the right kind for dataset label `label`? */
export function isRightKind(label: MensLabel, category: CategoryName): boolean {
  return KIND[label].has(category);
}

/** The men's label whose kind contains `category` first in MENS_LABELS order (for tables). */
export function kindOf(category: CategoryName): MensLabel {
  for (const l of MENS_LABELS) if (KIND[l].has(category)) return l;
  throw new RangeError(`no men's kind for ${category}`);
}

/** A category with its share of its coarse label's probability (shares sum to 1). */
export interface FineShare {
  category: CategoryName;
  share: number;
}

const DARK: ReadonlySet<ColourName> = new Set(['블랙', '네이비', '그레이', '흑청']);
const EARTH: ReadonlySet<ColourName> = new Set(['베이지', '오트밀', '아이보리', '카키', '브라운']);

/** Splits with the main category at 0.8 and the alternatives sharing the rest. */
function split(main: CategoryName, ...alts: CategoryName[]): FineShare[] {
  if (alts.length === 0) return [{ category: main, share: 1 }];
  const rest = 0.2 / alts.length;
  return [{ category: main, share: 0.8 }, ...alts.map((category) => ({ category, share: rest }))];
}

/**
 * How a coarse label's probability splits over TAXONOMY categories for this garment.
 * @param label a label of ANSWERABLE_LABELS.
 * @param px the garment's colour and shape (colour.ts).
 * @returns shares summing to 1, main category first.
 * @throws RangeError for a label that has no men's category (Dress, Skirt, Hat, …).
 */
export function fineCategories(label: string, px: GarmentPixels): FineShare[] {
  const c = px.colour;
  switch (label) {
    case 'T-Shirt':
    case 'Undershirt':
      return split('반소매 티셔츠', '니트&스웨터 - 반소매');
    case 'Longsleeve':
      if (EARTH.has(c) || c === '버건디')
        return split('니트&스웨터 - 긴소매', '긴소매 티셔츠', '맨투맨&스웨트');
      if (c === '그레이' || c === '네이비')
        return split('맨투맨&스웨트', '긴소매 티셔츠', '니트&스웨터 - 긴소매');
      return split('긴소매 티셔츠', '맨투맨&스웨트', '니트&스웨터 - 긴소매');
    case 'Polo':
      return split('피케&카라 티셔츠 - 반소매', '피케&카라 티셔츠 - 긴소매');
    case 'Shirt':
      return split('셔츠&블라우스 - 긴소매', '셔츠&블라우스 - 반소매');
    case 'Hoodie':
      return split('후드 티셔츠', '후드 집업');
    case 'Blazer':
      return split('슈트&블레이저 재킷');
    case 'Shorts':
      return split('숏팬츠');
    case 'Pants':
      // Blue trousers are jeans; 흑청 (blue-black, nearer than 블랙) is a black-denim wash.
      if (isDenimBlue(px.lab) || c === '흑청') return split('데님 팬츠', '슈트 팬츠&슬랙스');
      if (DARK.has(c)) return split('슈트 팬츠&슬랙스', '트레이닝&조거 팬츠', '데님 팬츠');
      if (EARTH.has(c)) return split('코튼 팬츠', '슈트 팬츠&슬랙스');
      return split('코튼 팬츠', '트레이닝&조거 팬츠', '데님 팬츠');
    case 'Shoes':
      if (c === '블랙' || c === '브라운' || c === '버건디' || c === '흑청')
        return split('더비 슈즈', '로퍼', '앵클/숏 부츠');
      return split('패션스니커즈화', '캔버스/단화', '로퍼');
    case 'Outwear': {
      const long = px.aspect >= 1.45;
      if (isDenimBlue(px.lab) && !long) return split('트러커 재킷', '블루종&MA-1');
      if (long) return split('환절기 코트', '블루종&MA-1');
      if (c === '카키' || c === '베이지' || c === '브라운')
        return split('사파리&헌팅 재킷', '블루종&MA-1', '환절기 코트');
      return split('블루종&MA-1', '나일론&코치 재킷', '환절기 코트');
    }
    default:
      throw new RangeError(`label ${label} has no men's category`);
  }
}

/** The men's kind a coarse class answers for (Undershirt → T-Shirt; non-men → null). */
export function answerKind(label: string): MensLabel | null {
  if (label === 'Undershirt') return 'T-Shirt';
  return (MENS_LABELS as readonly string[]).includes(label) ? (label as MensLabel) : null;
}

/**
 * Is predicting coarse label `predicted` right-kind for a photo labelled `truth`? Yes when its
 * kind is `truth`'s or all its categories lie in KIND[truth] (a Blazer answer,
 * 슈트&블레이저 재킷, is an outer category, so right for Outwear) — as the benchmark counts it.
 */
export function coarseRightKind(predicted: MensLabel, truth: MensLabel): boolean {
  return predicted === truth || [...KIND[predicted]].every((c) => KIND[truth].has(c));
}
