/**
 * The one place that decides how the words name the shopper's own piece — the photographed
 * garment, a 내 옷장 item the outfits are built around, or a 내 옷장 piece standing in another
 * slot — in the reasoning text (reasoning.ts) and the answer sentence (styling/answer.ts).
 *
 * The requirement (the product rule "say only what the model knows", STYLE.md §6.13): the piece
 * is named with only what is sure or confirmed. Its colour is said only when sure (the recogniser
 * right ≥ 90 % of the time at that confidence, or the shopper's own answer) and then it is its
 * own colour, never the shop's similar item's (a green polo is "그린 피케 티셔츠", not the 카키 one
 * offered beside it); a garment of many colours (멀티) is called by its kind alone. No pattern
 * is said: none is sure (the photo's is only read from its look — at the probability the words
 * rely on it to call the similar item 비슷한, right for 0.83 of the stylist photos labelled by
 * eye, bench:stylist: below the 90 % rule — and a 내 옷장 item has none). Its kind is said at the level that is sure: the category's
 * natural noun, else its slot's noun (신발, 아우터), else 의류 when even the slot is in question
 * (the category chips offer another slot). The similar item is never named here.
 * Pure: no I/O.
 */
import {
  PHOTO_COLOUR_NAMES,
  SLOT_LABELS,
  type CategoryName,
  type PhotoColourName,
  type ProductPattern,
  type Season,
  type Slot,
} from '../../../contract/taxonomy';
import { wardrobeSeasons } from '../wardrobe-seasons';
import { CATEGORY_TRAITS } from './category-traits';

/** What is known of one of the shopper's own pieces; PhotographedGarment and OwnedPiece are such. */
export interface OwnPieceFacts {
  readonly category: CategoryName;
  readonly slot: Slot;
  /** Its own colour (a shop colour or a photo-only one such as 그린 or 멀티). */
  readonly colour: PhotoColourName;
  /** May the words state the colour (sure or confirmed)? Default true. */
  readonly colourSure?: boolean | undefined;
  /** May the words state the category (sure or confirmed)? Default true. */
  readonly categorySure?: boolean | undefined;
  /** While the category is not sure: is the slot (every category offered is of it)? Default true. */
  readonly slotSure?: boolean | undefined;
}

/**
 * The word a pattern puts before a shop product's name ('블랙 스트라이프 셔츠'); 무지 and 기타
 * have none.
 */
export const PATTERN_WORD: Partial<Record<ProductPattern, string>> = {
  프린트: '그래픽',
  스트라이프: '스트라이프',
  체크: '체크',
  플로럴: '플로럴',
};

/** The noun for a piece whose slot is in question (the answer sentence's "…의류로 보이며"). */
const ANY_GARMENT = '의류';

/**
 * The piece's kind at the level that is sure: the category's natural noun (CATEGORY_TRAITS
 * label; with `exact`, the taxonomy's own name, which the answer sentence must carry: SPEC §2
 * Camera), else the slot's noun (SLOT_LABELS: 상의, 아우터, 하의, 신발), else 의류.
 */
export function ownKind(piece: OwnPieceFacts, exact = false): string {
  if (piece.categorySure !== false) return exact ? piece.category : label(piece.category);
  return piece.slotSure === false ? ANY_GARMENT : SLOT_LABELS[piece.slot];
}

/** The colour the words may call the piece by: its own when sure, never 멀티 (not a colour); else null. */
export function ownColour(piece: OwnPieceFacts): PhotoColourName | null {
  return piece.colourSure === false || piece.colour === '멀티' ? null : piece.colour;
}

/**
 * What the words call the piece, without whose it is ("사진 속 …", "갖고 계신 …" belong to the
 * sentence): its sure colour and its sure kind — "그린 피케 티셔츠", "셔츠" (colour asked, or
 * 멀티), "신발" (category asked).
 */
export function ownPieceName(piece: OwnPieceFacts): string {
  const colour = ownColour(piece);
  const kind = ownKind(piece);
  return colour ? `${colour} ${kind}` : kind;
}

/**
 * The seasons the piece is worn in, as far as the words may know them: those of its category
 * (styling/wardrobe-seasons.ts) when the category is sure, else none (no season word may be
 * claimed of it).
 */
export function ownSeasons(piece: OwnPieceFacts): readonly Season[] {
  return piece.categorySure === false ? [] : wardrobeSeasons(piece.category);
}

const label = (category: CategoryName): string => CATEGORY_TRAITS[category].label;

const byLength = (words: readonly string[]): string =>
  [...new Set(words)].sort((a, b) => b.length - a.length).join('|');

/**
 * The colours `text` calls the shopper's piece of `category` in `slot` by: a colour word
 * (PHOTO_COLOUR_NAMES), a pattern word or none, then a noun it may be called by (its category's
 * label, its slot's noun, 의류, 옷). A mention after "…의 " (the similar item, named after its
 * brand) does not count. What the true-words check (true-words.test.ts) and `npm run
 * bench:stylist` count; the words may name only `ownColour`.
 */
export function coloursNamingOwnPiece(
  text: string,
  piece: Pick<OwnPieceFacts, 'category' | 'slot'>,
): PhotoColourName[] {
  const nouns = [label(piece.category), SLOT_LABELS[piece.slot], ANY_GARMENT, '옷'];
  const naming = new RegExp(
    `(?<![가-힣])(?<!의 )(${byLength(PHOTO_COLOUR_NAMES)}) ` +
      `(?:(?:${byLength(Object.values(PATTERN_WORD))}) )?(?:${byLength(nouns)})`,
    'g',
  );
  return [...text.matchAll(naming)].map((m) => m[1] as PhotoColourName);
}
