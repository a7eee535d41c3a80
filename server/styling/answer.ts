/**
 * The recogniser's answer sentence (TAXONOMY.md): it names the category and the season, e.g.
 * "촬영하신 상품은 데님 팬츠로 보이며, 봄에 잘 어울리는 아이템입니다." The app finds the
 * category in it by TAXONOMY order (SPEC §2 Camera), so the exact category name must appear.
 */
import type { CategoryName, Season } from '../../src/contract/taxonomy';
import { josa } from './outfit/josa';

export function answerSentence(category: CategoryName, season: Season): string {
  return `촬영하신 상품은 ${josa(category, '으로/로')} 보이며, ${season}에 잘 어울리는 아이템입니다.`;
}
