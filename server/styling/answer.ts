/**
 * The answer sentence (`initial_recommendation.answer`). SPEC §2 Camera fixes what the original
 * client makes of it: "촬영하신 제품은 {X} 입니다." (then "결과가 맞다면 …"), X being the first of
 * the 45 category names found in it (TAXONOMY.md order), else the noun of "…상품은 X로 보이며",
 * else the whole answer. So the sentence names only what is sure (the requirement: the analysed
 * sentence never states what the same answer asks): the exact category, with the season, when it
 * is sure or the shopper chose it (TAXONOMY.md: "촬영하신 상품은 데님 팬츠로 보이며, 봄에 잘
 * 어울리는 아이템입니다."); while the category is asked, no category name at all but the kind at
 * the level that is sure (outfit/own-piece.ts `ownKind`: "촬영하신 상품은 신발로 보이며, …", so
 * that the camera page reads "촬영하신 제품은 신발 입니다." above "로퍼로 보여요. 맞나요?"), then
 * the hedge and the way to the chips — said exactly when the category is asked (the recogniser's
 * `ask.category`, from recognizer/confidence.ts `categoryQuestion`). No colour is named: while it
 * is asked the chips ask it, and the camera page shows a sure one beside the category.
 */
import type { Season } from '../../contract/taxonomy';
import { josa } from '../../contract/josa';
import { ownKind } from './outfit/own-piece';
import type { PhotographedGarment } from './outfit/types';

/** `garment`: as `garmentOf` makes it (`categorySure` false exactly while the category is asked). */
export function answerSentence(garment: PhotographedGarment, season: Season): string {
  const kind = josa(ownKind(garment, true), '으로/로');
  return garment.categorySure === false
    ? `촬영하신 상품은 ${kind} 보이며, ${season} 코디를 골라 봤어요. 다만 종류는 확실하지 않아요. 다른 제품이라면 아래에서 골라 주세요.`
    : `촬영하신 상품은 ${kind} 보이며, ${season}에 잘 어울리는 아이템입니다.`;
}

/**
 * The answer sentence around a garment of the member's 내 옷장 (the generator's
 * `wardrobe_item_id`): no photo was taken and nothing was recognised, so it names the garment as
 * theirs, with the exact category name when the member confirmed it (SPEC §2 Camera: the app
 * finds it in the sentence), else its slot's noun, and the season, e.g. "갖고 계신 데님 팬츠에
 * 맞춰 가을 코디를 골랐습니다."
 */
export function wardrobeAnswerSentence(garment: PhotographedGarment, season: Season): string {
  return `갖고 계신 ${ownKind(garment, true)}에 맞춰 ${season} 코디를 골랐습니다.`;
}
