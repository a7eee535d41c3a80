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

/**
 * The answer sentence around a garment of the member's 내 옷장 (the generator's
 * `wardrobe_item_id`): no photo was taken and nothing was recognised, so it names the garment as
 * theirs, with the exact category name (SPEC §2 Camera: the app finds it in the sentence) and the
 * season, e.g. "갖고 계신 데님 팬츠에 맞춰 가을 코디를 골랐습니다."
 */
export function wardrobeAnswerSentence(category: CategoryName, season: Season): string {
  return `갖고 계신 ${category}에 맞춰 ${season} 코디를 골랐습니다.`;
}
