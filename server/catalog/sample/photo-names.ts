/**
 * Names for the sample catalogue's photographed products (photos.ts). A photographed product's
 * name must agree with its picture, and the picture says only its category, colour and pattern
 * (labelled by eye, ml/data/), so the name claims nothing else: a plain noun for the category, the
 * pattern's word when it has one, and a modifier that describes no material, cut or fit ("데일리",
 * "에센셜"). No 와이드 for a slim pair, no 코듀로이 for a plain chino.
 */
import type { CategoryName } from '../../../src/contract/taxonomy';
import type { Pattern } from '../illustration';

/** The plainest shop noun of every category (TAXONOMY.md order). */
export const PLAIN_NOUNS: Record<CategoryName, string> = {
  '데님 팬츠': '데님 팬츠',
  '슈트 팬츠&슬랙스': '슬랙스',
  '니트&스웨터 - 긴소매': '니트',
  '겨울 더블 코트': '더블 코트',
  '피케&카라 티셔츠 - 반소매': '카라 티셔츠',
  '긴소매 티셔츠': '긴소매 티셔츠',
  로퍼: '로퍼',
  '패딩 베스트': '패딩 베스트',
  '환절기 코트': '코트',
  '나일론&코치 재킷': '나일론 재킷',
  '셔츠&블라우스 - 반소매': '반소매 셔츠',
  '플리스&뽀글이': '플리스 재킷',
  '더비 슈즈': '더비 슈즈',
  '슈트&블레이저 재킷': '블레이저',
  '사파리&헌팅 재킷': '사파리 재킷',
  패션스니커즈화: '스니커즈',
  '겨울 기타 코트': '겨울 코트',
  '블루종&MA-1': '블루종',
  '앵클/숏 부츠': '앵클 부츠',
  '후드 티셔츠': '후드 티셔츠',
  '스트레이트 팁': '스트레이트 팁 슈즈',
  '니트&스웨터 - 반소매': '반소매 니트',
  워커: '워커 부츠',
  '롱패딩&헤비 아우터': '롱패딩',
  '트레이닝 재킷': '트레이닝 재킷',
  '반소매 티셔츠': '반소매 티셔츠',
  '셔츠&블라우스 - 긴소매': '셔츠',
  '스포츠/캐주얼 샌들': '샌들',
  모카신: '모카신',
  '트레이닝&조거 팬츠': '트레이닝 팬츠',
  '쪼리/플립플랍': '플립플랍',
  '트러커 재킷': '트러커 재킷',
  '피케&카라 티셔츠 - 긴소매': '긴소매 카라 티셔츠',
  '코튼 팬츠': '코튼 팬츠',
  '무스탕&퍼': '무스탕',
  '후드 집업': '후드 집업',
  '스타디움 재킷': '스타디움 재킷',
  '미들/하프 부츠': '하프 부츠',
  '겨울 싱글 코트': '싱글 코트',
  '캔버스/단화': '캔버스 스니커즈',
  '맨투맨&스웨트': '맨투맨',
  '숏패딩&헤비 아우터': '숏패딩',
  카디건: '카디건',
  '아노락 재킷': '아노락 재킷',
  숏팬츠: '반바지',
};

/**
 * The word a pattern adds to a name; these are the words `patternOfName` (illustration/variant.ts)
 * reads back, so a photographed product's name and its pattern agree.
 */
export const PATTERN_WORDS: Record<Pattern, string> = {
  solid: '',
  stripe: '스트라이프',
  check: '체크',
  print: '그래픽',
  block: '배색',
};

/** Modifiers that claim nothing a picture could contradict. */
export const PLAIN_MODIFIERS = [
  '데일리',
  '에센셜',
  '베이직',
  '스탠다드',
  '클래식',
  '모던',
] as const;

/** A photographed product's name before its colour, e.g. "에센셜 스트라이프 셔츠". */
export function photoProductName(
  modifier: string,
  pattern: Pattern,
  category: CategoryName,
): string {
  return [modifier, PATTERN_WORDS[pattern], PLAIN_NOUNS[category]].filter(Boolean).join(' ');
}
