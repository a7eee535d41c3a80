/**
 * Names for the sample catalogue's photographed products (photos.ts). A photographed product's
 * name must agree with its picture, and the picture says only its category, colour and pattern
 * (labelled by eye, ml/data/), so the name claims nothing else: the category's plain name as the
 * app shows it (contract/category-labels.ts), the pattern's word when it has one, and a
 * modifier that describes no material, cut or fit ("데일리", "에센셜"). No 와이드 for a slim pair,
 * no 코듀로이 for a plain chino.
 */
import { CATEGORY_LABELS } from '../../../contract/category-labels';
import type { CategoryName } from '../../../contract/taxonomy';
import type { Pattern } from '../illustration';

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
  return [modifier, PATTERN_WORDS[pattern], CATEGORY_LABELS[category]].filter(Boolean).join(' ');
}
