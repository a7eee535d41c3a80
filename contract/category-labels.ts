/**
 * What the app shows a men's shopper for each of the 45 shop categories (TAXONOMY.md): the
 * shop's names are a catalogue's ('셔츠&블라우스 - 긴소매', '맨투맨&스웨트'), written for a
 * unisex shop and a category tree; on a men's screen a shopper reads '셔츠', '맨투맨'. The API,
 * the recogniser and every stored row keep TAXONOMY's exact spellings (SPEC: the original client
 * matches them); only what is drawn on screen (and read aloud) uses these labels.
 * Sleeve variants keep the sleeve where the shop has both ('반소매 셔츠'); the usual one of a
 * pair goes without it ('셔츠' is long-sleeved, '피케 티셔츠' short-sleeved).
 */
import { isCategoryName, type CategoryName } from './taxonomy';

/** The on-screen label of every category. */
export const CATEGORY_LABELS: Readonly<Record<CategoryName, string>> = {
  '데님 팬츠': '데님 팬츠',
  '슈트 팬츠&슬랙스': '슬랙스',
  '니트&스웨터 - 긴소매': '니트',
  '겨울 더블 코트': '더블 코트',
  '피케&카라 티셔츠 - 반소매': '피케 티셔츠',
  '긴소매 티셔츠': '긴소매 티셔츠',
  로퍼: '로퍼',
  '패딩 베스트': '패딩 베스트',
  '환절기 코트': '환절기 코트',
  '나일론&코치 재킷': '코치 재킷',
  '셔츠&블라우스 - 반소매': '반소매 셔츠',
  '플리스&뽀글이': '플리스',
  '더비 슈즈': '더비 슈즈',
  '슈트&블레이저 재킷': '블레이저',
  '사파리&헌팅 재킷': '사파리 재킷',
  패션스니커즈화: '스니커즈',
  '겨울 기타 코트': '겨울 코트',
  '블루종&MA-1': '블루종',
  '앵클/숏 부츠': '앵클 부츠',
  '후드 티셔츠': '후드 티셔츠',
  '스트레이트 팁': '스트레이트 팁',
  '니트&스웨터 - 반소매': '반소매 니트',
  워커: '워커',
  '롱패딩&헤비 아우터': '롱패딩',
  '트레이닝 재킷': '트레이닝 재킷',
  '반소매 티셔츠': '반소매 티셔츠',
  '셔츠&블라우스 - 긴소매': '셔츠',
  '스포츠/캐주얼 샌들': '샌들',
  모카신: '모카신',
  '트레이닝&조거 팬츠': '조거 팬츠',
  '쪼리/플립플랍': '플립플랍',
  '트러커 재킷': '트러커 재킷',
  '피케&카라 티셔츠 - 긴소매': '긴소매 피케 티셔츠',
  '코튼 팬츠': '코튼 팬츠',
  '무스탕&퍼': '무스탕',
  '후드 집업': '후드 집업',
  '스타디움 재킷': '스타디움 재킷',
  '미들/하프 부츠': '미들 부츠',
  '겨울 싱글 코트': '싱글 코트',
  '캔버스/단화': '캔버스화',
  '맨투맨&스웨트': '맨투맨',
  '숏패딩&헤비 아우터': '숏패딩',
  카디건: '카디건',
  '아노락 재킷': '아노락 재킷',
  숏팬츠: '숏팬츠',
};

/** The label of a category name ('셔츠&블라우스 - 긴소매' → '셔츠'); any other text as it is. */
export function categoryLabel(name: string): string {
  return isCategoryName(name) ? CATEGORY_LABELS[name] : name;
}
