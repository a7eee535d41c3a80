/**
 * The garment name the camera page shows in "촬영하신 제품은 {X} 입니다." (SPEC §2 Camera,
 * TAXONOMY.md): the first of the 45 category names, in list order, that occurs in the
 * recogniser's answer; else X from "…상품은 X로 보이며…"-style text; else the trimmed raw answer.
 */
import { CATEGORY_NAMES } from '../../contract/taxonomy';

/** "…(상품|제품)은 X(으)로 보이며/보입니다…": X is captured lazily up to the (으)로 before 보이/보입 (one syllable each). */
const ANSWER_PATTERN = /(?:상품|제품|옷|아이템)(?:은|는)\s*(.+?)\s*(?:으로|로)\s*보(?:이|입)/u;

/** Returns the category to show for an answer; '' for an empty answer. */
export function matchCategory(answer: string | null | undefined): string {
  const text = (answer ?? '').trim();
  if (!text) return '';
  const known = CATEGORY_NAMES.find((name) => text.includes(name));
  if (known) return known;
  const extracted = ANSWER_PATTERN.exec(text)?.[1]?.trim();
  return extracted || text;
}
