/**
 * The recogniser's answer sentence (TAXONOMY.md): it names the category and the season, e.g.
 * "촬영하신 상품은 데님 팬츠로 보이며, 봄에 잘 어울리는 아이템입니다." The app finds the
 * category in it by TAXONOMY order (SPEC §2 Camera), so the exact category name must appear.
 * When the recogniser is unsure (calibrated confidence below UNSURE_BELOW) the sentence
 * says so and points the shopper to the other categories the app offers beside it.
 */
import type { CategoryName, Season } from '../../contract/taxonomy';
import { josa } from '../../contract/josa';
import { UNSURE_BELOW } from './recognizer/confidence';

/** `confidence`: probability (0–1) of `category`; 1 when the shopper chose it. */
export function answerSentence(category: CategoryName, season: Season, confidence = 1): string {
  const sentence = `촬영하신 상품은 ${josa(category, '으로/로')} 보이며, ${season}에 잘 어울리는 아이템입니다.`;
  return confidence < UNSURE_BELOW
    ? `${sentence} 다만 확실하지 않아요. 다른 제품이라면 아래에서 골라 주세요.`
    : sentence;
}
