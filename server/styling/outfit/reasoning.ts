/**
 * The Korean `reasoning_text` of an outfit (ARCHITECTURE.md "Outfit engine"; SPEC.md Detail
 * "Product description"): 150–300 characters (code points) written from facts of this outfit
 * only: the shopper's own piece and the similar item offered beside it (and how close its colour
 * is to the photo), the season and the layering actually present, the colour relation actually
 * present (one tone, light over dark, dark over light, one accent, denim on denim), the occasion
 * the pieces actually suit (a formal claim only when every piece is formal enough and none is
 * casual-only), the fit, and the bottom × shoes pairing. The outfit is spoken of as worn: the
 * shopper's own pieces are named by own-piece.ts alone (what is sure or confirmed of them), the
 * similar item only as the similar item. Pieces are named with natural Korean nouns
 * (CATEGORY_TRAITS labels), never the raw category names. Each fact has several phrasings chosen
 * by the seeded PRNG; particles come from contract/josa.ts.
 */
import {
  DENIM_COLOURS,
  isShopColour,
  PHOTO_COLOUR_NAMES,
  SLOTS,
  type CategoryName,
  type ColourName,
  type Fit,
  type PhotoColourName,
  type ProductPattern,
  type Season,
  type Slot,
  type Style,
} from '../../../contract/taxonomy';
import { CATEGORY_TRAITS } from './category-traits';
import { accentsIn, isDenimItem } from './colour-harmony';
import { labOf, lightnessDelta } from '../colour';
import { josa } from '../../../contract/josa';
import {
  ownColour,
  ownKind,
  ownPieceName,
  ownSeasons,
  PATTERN_WORD,
  type OwnPieceFacts,
} from './own-piece';
import { shopColourOf, type ColourMatch } from './photographed';
import { styleLeaningOf } from './wardrobe';
import { isInnerLayerIn } from './season';
import type { Prng } from '../prng';
import type { Product } from '../types';
import type { OutfitItem, PhotographedGarment } from './types';
import type { SimilarOffer } from '../../../contract/api';

/** Bounds of the reasoning text, in code points ([...text].length). */
export const REASONING_MIN_CHARS = 150;
export const REASONING_MAX_CHARS = 300;

/** Words that claim a formal occasion (work, ceremonies, interviews). */
export const FORMALITY_CLAIM = /격식|포멀|출근|오피스|비즈니스|하객|면접|정장/;

/** Words that claim a formal occasion: ceremonies, a wedding guest, interviews, a suit. */
export const FORMAL_CLAIM = /격식|포멀|하객|면접|정장/;

/** Words that claim the office. */
export const OFFICE_CLAIM = /출근|오피스|비즈니스/;

/** An occasion the text may claim: `formal` (FORMAL_CLAIM) or `office` (OFFICE_CLAIM). */
export type Occasion = 'formal' | 'office';

/**
 * Categories that may go to a formal occasion (a wedding guest, an interview, a dinner that asks
 * for it): tailoring, long-sleeved dress shirts and fine knits, coats, dress shoes.
 */
const FORMAL_CATEGORIES: ReadonlySet<CategoryName> = new Set<CategoryName>([
  '슈트 팬츠&슬랙스',
  '셔츠&블라우스 - 긴소매',
  '니트&스웨터 - 긴소매',
  '슈트&블레이저 재킷',
  '겨울 더블 코트',
  '겨울 싱글 코트',
  '겨울 기타 코트',
  '환절기 코트',
  '스트레이트 팁',
  '더비 슈즈',
  '로퍼',
]);

/**
 * Categories that may go to the office: the formal ones, chinos, short-sleeved shirts and knits,
 * polos, cardigans, moccasins and ankle boots. Not bombers, tees, denim, sneakers.
 */
const OFFICE_CATEGORIES: ReadonlySet<CategoryName> = new Set<CategoryName>([
  ...FORMAL_CATEGORIES,
  '코튼 팬츠',
  '셔츠&블라우스 - 반소매',
  '니트&스웨터 - 반소매',
  '피케&카라 티셔츠 - 반소매',
  '피케&카라 티셔츠 - 긴소매',
  '카디건',
  '모카신',
  '앵클/숏 부츠',
]);

/** Names of work, cargo and track trousers, whatever their category. */
const WORKWEAR_NAME = /카고|워크 ?팬츠|카펜터|조거|트레이닝/;

/**
 * May this item go to `occasion`? Its category allows it (FORMAL_CATEGORIES, OFFICE_CATEGORIES),
 * it is sold as 미니멀, its name is not workwear (WORKWEAR_NAME), and its pattern is 무지 or
 * 스트라이프 (an unknown pattern does not forbid it; a check, print or floral does). The stylist's
 * review: no "포멀 … 오피스룩" for a plaid shirt, a bomber and work pants, no 하객룩 for a polo.
 */
export function allowsOccasion(
  product: Pick<Product, 'category' | 'style' | 'goodsName' | 'pattern'>,
  occasion: Occasion,
): boolean {
  const categories = occasion === 'formal' ? FORMAL_CATEGORIES : OFFICE_CATEGORIES;
  return (
    categories.has(product.category) &&
    product.style === '미니멀' &&
    !WORKWEAR_NAME.test(product.goodsName) &&
    (product.pattern === undefined ||
      product.pattern === '무지' ||
      product.pattern === '스트라이프')
  );
}

const ANY_COLOUR = PHOTO_COLOUR_NAMES.join('|');

/**
 * Words that state the photo's colour or how the chosen colour relates to it ("사진 속 레드 …",
 * "같은 색", "비슷한 색", "가장 가까운 …", "한 톤 차이"): true to the photo only once its colour
 * is confirmed or sure (the recogniser right ≥ 90 % of the time at that confidence).
 */
export const PHOTO_COLOUR_CLAIM = new RegExp(
  `(사진 속|촬영하신) (${ANY_COLOUR}) |(${ANY_COLOUR}) \\S+(이|가) 주인공|같은 색|비슷한 색|가까운 색|` +
    `가장 가까운|한 톤 차이|색까지 같은|여러 색이 섞인|색은 매장에 없어|매장에 (${ANY_COLOUR})(이|가) 없어`,
);

/**
 * Words that call an item plain (no print, logo, stripe or check): true only of 무지 items.
 */
export const PLAIN_CLAIM = /로고나 장식 없이|장식을 덜어낸|장식 없는|군더더기 없|무지|민무늬|단색/;

/**
 * Categories that are casual whatever their colour: no formal claim may sit beside them
 * (the stylist's review: joggers, shorts, hoodies, sandals, flip-flops, track jackets, fleece).
 */
export const CASUAL_ONLY: ReadonlySet<CategoryName> = new Set<CategoryName>([
  '트레이닝&조거 팬츠',
  '숏팬츠',
  '후드 티셔츠',
  '후드 집업',
  '스포츠/캐주얼 샌들',
  '쪼리/플립플랍',
  '트레이닝 재킷',
  '플리스&뽀글이',
]);

/** What the text is written from. */
export interface ReasoningInput {
  readonly garment: PhotographedGarment;
  readonly season: Season;
  /** Today's season in Korea (`ComposeInput.today`); default `season`. */
  readonly today?: Season;
  /** The season the shopper asked for (`ComposeInput.asked`), if any. */
  readonly asked?: Season;
  readonly style: Style;
  readonly items: Readonly<Record<Slot, OutfitItem | null>>;
  /** How the photographed slot's product's colour relates to the photo (photographed.ts). */
  readonly colourMatch: ColourMatch;
  /**
   * The similar item's picture looks like the photo (look cosine ≥ ALIKE_LOOK, photographed.ts):
   * only then does the text say so.
   */
  readonly alike?: boolean;
  /**
   * The similar item's pattern differs from the photo's as read surely from its look
   * (photographed.ts `PhotoPool.patternSure`): the text then offers it as a stand-in ("대신할
   * 상품"), never 비슷한.
   */
  readonly otherPattern?: boolean;
  /**
   * The answer's colour (its `shop_colour`) when the similar item is a stand-in of another colour
   * because that colour has only one product (photographed.ts `standIn`): the text says so and
   * offers it as "대신할 상품".
   */
  readonly standInFor?: ColourName;
  /**
   * The similar item's pattern is known but not surely the photo's (the photo's read below the
   * pattern head's `sayAt`, or read as another): the text calls it a product of the same kind
   * ("같은 종류의 상품"), not 비슷한.
   */
  readonly patternUnsure?: boolean;
  /**
   * The photo's pattern as read from its look (`PhotoPool.pattern`; null or absent: none). Not
   * sure enough to be said: it only withholds an occasion claim (`ownPieceAllows`).
   */
  readonly photoPattern?: ProductPattern | null;
}

type Sentence = string | null;

const label = (category: CategoryName): string => CATEGORY_TRAITS[category].label;

/**
 * One piece of the outfit as the text may speak of it: a shop product as it is sold, or one of
 * the shopper's own pieces (the photographed or kept garment in its slot, a 내 옷장 piece in
 * another) with only what is sure or confirmed of it (own-piece.ts).
 */
interface Worn {
  readonly slot: Slot;
  readonly category: CategoryName;
  /** The category may be stated and reasoned from (always, for a shop product). */
  readonly categoryKnown: boolean;
  /** What the text calls it: '아이보리 긴소매 니트', '체크 셔츠', '신발'. */
  readonly name: string;
  /** Its kind alone: '긴소매 니트', '신발'. */
  readonly kind: string;
  /** The colour the text may name it by; null when none may be said (asked, 멀티). */
  readonly colour: PhotoColourName | null;
  /** A shop product's pattern; undefined when unknown, as a shopper's piece's always is. */
  readonly pattern: ProductPattern | undefined;
  /** The seasons it is known to be worn in (none: no season word is claimed of it). */
  readonly seasons: readonly Season[];
  /** The fit it is cut in, where the shop says; a shopper's own piece has none known. */
  readonly fit: Fit | undefined;
  /** A shop product's own facts (style, name) for `allowsOccasion`; absent for the shopper's. */
  readonly product: Product | undefined;
  /**
   * What is known of the shopper's own piece (the photographed or kept garment, a 내 옷장 piece);
   * absent for a shop product.
   */
  readonly own: OwnPieceFacts | undefined;
  /** The pattern the photo of the shopper's piece likely shows (`photoPattern`), if estimated. */
  readonly likelyPattern: ProductPattern | null | undefined;
  /**
   * Beside the photographed piece, the shop's similar item (the product whose look is closest):
   * a sign of what the photo shows, used only to withhold an occasion claim.
   */
  readonly similar: Product | undefined;
}

/** The shopper's piece of `facts` as worn (`Worn`), its words from own-piece.ts. */
function ownWorn(
  facts: OwnPieceFacts,
  likelyPattern?: ProductPattern | null,
  similar?: Product,
): Worn {
  return {
    slot: facts.slot,
    category: facts.category,
    categoryKnown: facts.categorySure !== false,
    name: ownPieceName(facts),
    kind: ownKind(facts),
    colour: ownColour(facts),
    pattern: undefined,
    seasons: ownSeasons(facts),
    fit: undefined,
    product: undefined,
    own: facts,
    likelyPattern,
    similar,
  };
}

/** A shop product as worn. */
function shopWorn(p: Product): Worn {
  return {
    slot: p.slot,
    category: p.category,
    categoryKnown: true,
    name: `${p.colour} ${label(p.category)}`,
    kind: label(p.category),
    colour: p.colour,
    pattern: p.pattern,
    seasons: p.seasons,
    fit: p.fit,
    product: p,
    own: undefined,
    likelyPattern: undefined,
    similar: undefined,
  };
}

/**
 * The outfit as the shopper wears it: in the photographed slot their own garment (never the
 * similar item offered beside it), in a slot of their 내 옷장 that piece, elsewhere the shop's.
 */
function wornOf(x: ReasoningInput): Record<Slot, Worn | null> {
  const worn = (slot: Slot): Worn | null => {
    const item = x.items[slot];
    if (slot === x.garment.slot)
      return ownWorn(x.garment, x.photoPattern, item?.similarToPhoto ? item.product : undefined);
    if (!item) return null;
    return item.owned && item.own ? ownWorn(item.own) : shopWorn(item.product);
  };
  return { top: worn('top'), outer: worn('outer'), bottom: worn('bottom'), shoes: worn('shoes') };
}

/** The pieces present, in slot order. */
const piecesOf = (w: Record<Slot, Worn | null>): Worn[] =>
  SLOTS.flatMap((slot) => (w[slot] ? [w[slot]] : []));

/** A piece's name, or the slot's noun when the slot is empty. */
const nameOf = (w: Worn | null, fallback: string): string => (w ? w.name : fallback);

/**
 * Said when the outfit wears pieces of the shopper's wardrobe (내 옷장): names them once as the
 * shopper's ("갖고 계신 …", by what is confirmed of them), and how many shop items complete them
 * — or that nothing needs buying.
 */
function ownedNote(x: ReasoningInput, w: Record<Slot, Worn | null>): Sentence {
  const filled = SLOTS.filter((slot) => slot !== x.garment.slot && x.items[slot]);
  const mine = filled.flatMap((slot) => (x.items[slot]?.owned ? [nameOf(w[slot], '')] : []));
  if (mine.length === 0) return null;
  const listed = mine.reduce((all, name, i) =>
    i === mine.length - 1 ? `${josa(all, '와/과')} ${name}` : `${all}, ${name}`,
  );
  const shop = filled.length - mine.length;
  // Around a garment of the wardrobe the opening has said "갖고 계신" or "옷장에 있는" already.
  if (x.garment.owned)
    return shop === 0
      ? `나머지도 옷장 속 ${josa(listed, '으로/로')} 채워 새로 살 것 없이 완성됩니다.`
      : `여기에 ${listed}까지 옷장 속 옷으로 맞추고 매장 상품은 ${shop}개만 더했습니다.`;
  return shop === 0
    ? `나머지는 갖고 계신 ${josa(listed, '으로/로')} 채워 새로 살 것 없이 완성됩니다.`
    : `갖고 계신 ${listed}에 매장 상품 ${shop}개만 더했습니다.`;
}

/**
 * How the text calls the shopper's garment beside the shop's similar item, by its sure kind
 * alone: the one in the photo ("사진 속 셔츠"), or (a wardrobe item, `garment.owned`) "이 셔츠",
 * the opening having named it as theirs.
 */
const theirs = (x: ReasoningInput): string =>
  `${x.garment.owned ? '이' : '사진 속'} ${ownKind(x.garment)}`;

/**
 * The opening: the outfit is built around the shopper's own garment, the one in the photo ("사진
 * 속 …": the app shows its cut-out in the photographed slot), named by what is sure of it
 * (own-piece.ts `ownPieceName`), and the shop's similar item is an option beside it ("사진 속
 * 셔츠와 비슷한 상품으로 …도 있어요"), with how its colour relates to the photo only when the
 * colour is sure. While the colour is asked the opening names no colour of the garment and
 * claims nothing of it: no "같은 색", "비슷한 색" or "가장 가까운" (`PHOTO_COLOUR_CLAIM`).
 * "비슷한 상품" only of a product of the photographed category and, where both are known, the
 * photo's pattern; another kind is offered as a stand-in ("대신할 상품"). Around a garment of the
 * member's 내 옷장 (`garment.owned`) there is no photo: the opening names it as theirs ("갖고
 * 계신 네이비 셔츠를 중심에 두고 …", "옷장에 있는 …") and no sentence says "사진 속". Shoes are
 * where the outfit starts from, not its "주인공".
 */
function opening(x: ReasoningInput, w: Record<Slot, Worn | null>, prng: Prng): string {
  const item = x.items[x.garment.slot];
  const { season, style } = x;
  const photo = nameOf(w[x.garment.slot], ownKind(x.garment));
  const whose = x.garment.owned ? '갖고 계신' : '사진 속';
  const hero =
    x.garment.slot === 'shoes'
      ? `이번 ${season} ${style} 코디는 발끝의 ${whose} ${photo}에서 출발했습니다.`
      : `이번 ${season} ${style} 코디의 주인공은 ${whose} ${photo}입니다.`;
  const centre = x.garment.owned
    ? prng.pick([
        `갖고 계신 ${josa(photo, '을/를')} 중심에 두고 ${season} ${style} 코디를 짰습니다.`,
        `옷장에 있는 ${photo}에 맞춰 ${season}에 어울리는 ${style} 룩을 구성했습니다.`,
        hero,
      ])
    : prng.pick([
        `사진 속 ${josa(photo, '을/를')} 중심에 두고 ${season} ${style} 코디를 짰습니다.`,
        `사진 속 ${photo}에 맞춰 ${season}에 어울리는 ${style} 룩을 구성했습니다.`,
        hero,
      ]);
  if (!item) return centre;
  return `${centre} ${similarOffer(x, item, prng)}`;
}

/**
 * What the words call the photographed slot's shop product `item` beside the shopper's garment
 * (`similarOffer`; contract/api.ts `similar_offer`, the app's label): 'stand_in' (대신할 상품) for
 * another category or a category still asked, another colour than the answer's (`standInFor`), a
 * pattern surely another (`otherPattern`) or, the colour sure and sold, a colour far from the
 * photo's; else 'same_kind' (같은 종류의 상품) while its pattern is not surely the photo's
 * (`patternUnsure`); else 'similar' (비슷한 상품).
 */
export function offerOf(x: ReasoningInput, item: OutfitItem): SimilarOffer {
  const sameKind = item.similarToPhoto && x.garment.categorySure !== false;
  if (!sameKind || x.standInFor || x.otherPattern) return 'stand_in';
  const colourStated = x.garment.colourSure !== false && isShopColour(x.garment.colour);
  if (colourStated && x.colourMatch === 'far') return 'stand_in';
  return x.patternUnsure ? 'same_kind' : 'similar';
}

/**
 * The shop's similar item as an option beside the shopper's garment (`opening`), named only as
 * the similar item ("<brand>의 <colour> <kind>"): "비슷한 상품" only when it is of the
 * photographed category and of the photo's pattern read surely (else "같은 종류의 상품", or of
 * another pattern read surely "대신할 상품"), of the answer's colour (else "대신할 상품": a colour of
 * one product); its colour's relation to the photo only when the colour is sure.
 */
function similarOffer(x: ReasoningInput, item: OutfitItem, prng: Prng): string {
  const mine = `${item.product.brand}의 ${item.product.colour} ${label(item.product.category)}`;
  const own = theirs(x);
  const sameKind = item.similarToPhoto && x.garment.categorySure !== false;
  if (!sameKind)
    return `${josa(own, '을/를')} 대신할 상품으로는 매장에서 ${josa(mine, '을/를')} 골라 두었어요.`;
  if (x.standInFor)
    return x.garment.colourSure === false
      ? `이번 코디에는 ${josa(own, '을/를')} 대신할 상품으로 ${josa(mine, '을/를')} 골라 두었어요.`
      : `매장의 ${josa(`${x.standInFor} ${label(item.product.category)}`, '은/는')} 다른 코디에 담은 하나뿐이라, 이번에는 ${josa(own, '을/를')} 대신할 상품으로 ${josa(mine, '을/를')} 골라 두었어요.`;
  if (x.otherPattern)
    return `${josa(own, '을/를')} 대신할 상품으로는 같은 종류지만 무늬가 다른 ${josa(mine, '을/를')} 골라 두었어요.`;
  // 비슷한 only of the photo's pattern read surely (or a product whose pattern is unknown)
  const sure = offerOf(x, item) === 'similar';
  const akin = sure ? '비슷한' : '같은 종류의';
  if (x.garment.colourSure === false)
    return prng.pick([
      `${josa(own, '와/과')} ${akin} 상품으로 ${mine}도 있어요.`,
      `매장에서 ${josa(own, '와/과')} ${akin} 상품을 찾는다면 ${mine}도 있어요.`,
    ]);
  // The answer's one colour (photographed.ts): what `shop_colour` reports.
  const shopColour = item.product.colour;
  if (!isShopColour(x.garment.colour)) {
    if (x.garment.colour === '멀티')
      return `여러 색이 섞인 옷이라, ${josa(own, '와/과')} ${akin} 상품으로는 ${josa(mine, '을/를')} 골라 두었어요.`;
    // "가장 가까운" names only the colour's one fixed nearest (colour.ts NEAREST_SHOP_COLOUR).
    if (shopColour === shopColourOf(x.garment))
      return `매장에 ${josa(x.garment.colour, '이/가')} 없어, ${josa(own, '와/과')} ${akin} 상품으로 가장 가까운 ${josa(shopColour, '으로/로')} 고른 ${mine}도 있어요.`;
    return `${x.garment.colour} 색은 지금 매장에 없어, ${josa(own, '와/과')} ${akin} 상품으로는 ${josa(mine, '을/를')} 골라 두었어요.`;
  }
  if (x.colourMatch === 'same')
    return prng.pick([
      `${josa(own, '와/과')} ${sure ? '같은 색의 비슷한' : '같은 색, 같은 종류의'} 상품으로 ${mine}도 있어요.`,
      `같은 색으로 ${josa(own, '와/과')} ${akin} 상품을 찾는다면 ${mine}도 있어요.`,
    ]);
  if (x.colourMatch === 'close')
    return `${josa(own, '와/과')} 꼭 같은 색은 없어, ${sure ? '비슷한 상품으로는' : '같은 종류 중에는'} 톤이 가장 가까운 ${josa(mine, '이/가')} 있어요.`;
  return `매장에 ${josa(own, '와/과')} 가까운 색이 없어, 같은 종류의 ${josa(mine, '을/를')} 대신할 상품으로 골라 두었어요.`;
}

/** The words of `alikeNote`: the text says the similar item looks like the photo (bench:stylist). */
export const ALIKE_CLAIM = /생김새가 가장 닮은|모양새가 가장 비슷한/;

/** Said only when the similar item's picture looks like the photo (`alike`). */
function alikeNote(x: ReasoningInput, prng: Prng): Sentence {
  if (!x.alike) return null;
  const own = theirs(x);
  return prng.pick([
    `같은 종류 중에서도 ${josa(own, '와/과')} 생김새가 가장 닮은 상품으로 골랐습니다.`,
    `매장 상품 가운데 ${josa(own, '와/과')} 모양새가 가장 비슷한 것을 골랐습니다.`,
  ]);
}

/**
 * Why the outfit is of its season when that is not today's (the requirement "the reasoning says
 * the season it dressed for when it is not today's"; season.ts `dressingSeason`): the shopper
 * asked for it ("요청하신 대로 가을이 아닌 봄 코디로 맞췄습니다."), or the garment is worn only
 * then (one of three lines, e.g. "숏팬츠는 여름에 입는 옷이라, 지금은 가을이지만 여름 코디로
 * 골랐습니다."). A summer-only
 * top dressed outside 여름 is said to be the inner layer under the outfit's outer (season.ts
 * `isInnerLayerIn`). Null when there is nothing to say. Says the category only when it is sure.
 */
function seasonWhy(x: ReasoningInput, w: Record<Slot, Worn | null>, prng: Prng): Sentence {
  const today = x.today ?? x.season;
  const wanted = x.asked ?? today;
  const sure = x.garment.categorySure !== false;
  const kind = ownKind(x.garment);
  if (x.season !== wanted) {
    // every season's name ends in a final consonant: 이지만
    const now = x.asked ? `요청하신 ${wanted} 대신` : `지금은 ${wanted}이지만`;
    if (!sure)
      return prng.pick([
        `${x.season}에 입는 옷으로 보여, ${now} ${x.season} 코디로 골랐습니다.`,
        `${x.season}에 어울리는 옷으로 보여서 ${now} ${x.season} 날씨에 맞춰 코디했습니다.`,
        `${now} ${x.season} 코디로 준비했습니다. ${x.season}에 입는 옷으로 보이기 때문입니다.`,
      ]);
    const it = josa(kind, '은/는');
    return prng.pick([
      `${it} ${x.season}에 입는 옷이라, ${now} ${x.season} 코디로 골랐습니다.`,
      `${it} ${x.season}이 제철인 옷이라 ${now} ${x.season} 날씨에 맞춰 코디했습니다.`,
      `${now} ${x.season} 코디로 준비했습니다. ${it} ${x.season}에 입어야 가장 잘 어울리기 때문입니다.`,
    ]);
  }
  const asked = x.season !== today;
  if (sure && w.outer && isInnerLayerIn(x.garment.category, x.season))
    return asked
      ? `요청하신 ${x.season} 코디에 맞춰 ${josa(kind, '은/는')} ${w.outer.name} 안에 이너로 받쳐 입었습니다.`
      : `${josa(kind, '은/는')} ${w.outer.name} 안에 이너로 받쳐 입어 ${x.season}에도 입기 좋게 맞췄습니다.`;
  if (asked) return `요청하신 대로 ${josa(today, '이/가')} 아닌 ${x.season} 코디로 맞췄습니다.`;
  return null;
}

/** Is the piece known to be a summer piece (worn in 여름, never in 겨울)? Only then "시원하게". */
const isCool = (p: Worn | null): boolean =>
  p !== null && p.seasons.includes('여름') && !p.seasons.includes('겨울');

/** Is the piece known to be a winter piece (worn in 겨울, never in 여름)? Only then "따뜻하게". */
const isWarm = (p: Worn | null): boolean =>
  p !== null && p.seasons.includes('겨울') && !p.seasons.includes('여름');

/**
 * How the outfit meets the season. Season words follow the pieces' seasons: a cool claim
 * ("답답하지 않습니다", "쾌적하게", "시원하게") only of pieces known to be summer pieces (`isCool`),
 * a warm one ("따뜻함", "보온") only of an outer known to be a winter piece (`isWarm`), "두께감"
 * only of pieces known to be worn in the season; a shopper's piece whose category is asked is
 * known to be none. An outer photographed in 여름 is said to come off in the heat.
 */
function seasonFit(x: ReasoningInput, w: Record<Slot, Worn | null>, prng: Prng): string {
  const top = nameOf(w.top, '상의');
  const bottom = nameOf(w.bottom, '하의');
  const shoes = nameOf(w.shoes, '신발');
  const outer = w.outer ? w.outer.name : null;
  const inSeason = (p: Worn | null): boolean => p !== null && p.seasons.includes(x.season);
  const lines = (...options: [boolean, string][]): string =>
    prng.pick(options.filter(([allowed]) => allowed).map(([, line]) => line));
  if (x.season === '여름') {
    if (outer)
      return prng.pick([
        `${josa(outer, '은/는')} 더울 땐 벗어 들고 ${josa(top, '와/과')} ${bottom}만으로도 깔끔하게 입을 수 있습니다.`,
        `냉방이 센 실내에서는 ${josa(outer, '을/를')} 걸치고, 밖에서는 ${top}만으로 가볍게 다니기 좋습니다.`,
      ]);
    return lines(
      [
        isCool(w.top) && isCool(w.shoes),
        `${josa(top, '와/과')} ${josa(shoes, '으로/로')} 가볍게 맞춰 한여름에도 답답하지 않습니다.`,
      ],
      [
        isCool(w.top) && isCool(w.bottom),
        `${josa(top, '와/과')} ${bottom}만으로 단출하게 구성해 더운 날에도 쾌적하게 입기 좋습니다.`,
      ],
      [
        true,
        `여름이라 아우터 없이 ${josa(top, '와/과')} ${josa(bottom, '을/를')} 가볍게 매치했습니다.`,
      ],
      [
        isCool(w.top) && isCool(w.shoes),
        `땀이 많은 계절이라 ${josa(top, '을/를')} 가볍게 입고 ${josa(shoes, '으로/로')} 발끝까지 시원하게 맞췄습니다.`,
      ],
      [true, `여름 코디라 아우터는 빼고 ${top}, ${bottom}, ${shoes} 세 가지로 정리했습니다.`],
    );
  }
  if (outer === null) {
    return lines(
      [true, `${top}에 ${josa(bottom, '을/를')} 매치해 ${x.season}에 가볍게 입기 좋습니다.`],
      [
        inSeason(w.top) && inSeason(w.bottom),
        `아우터 없이도 ${josa(top, '와/과')} ${bottom}의 두께감이 ${x.season} 날씨에 알맞습니다.`,
      ],
    );
  }
  if (x.season === '봄')
    return prng.pick([
      `${josa(outer, '을/를')} 가볍게 걸치고 ${josa(top, '을/를')} 받쳐 입어 일교차가 큰 봄에도 온도 조절이 쉽습니다.`,
      `산뜻한 ${top} 위에 ${josa(outer, '을/를')} 더해 아침저녁으로 쌀쌀한 봄에도 부담 없습니다.`,
      `낮에는 ${josa(outer, '을/를')} 벗어 ${top}만으로, 저녁에는 걸쳐서 봄 날씨에 맞추기 좋습니다.`,
    ]);
  if (x.season === '가을')
    return lines(
      [
        true,
        `${top} 위에 ${josa(outer, '을/를')} 겹쳐 선선한 가을에 알맞은 보온과 레이어드를 챙겼습니다.`,
      ],
      [
        inSeason(w.outer) && inSeason(w.top),
        `${josa(outer, '와/과')} ${top}의 레이어드가 쌀쌀해지는 가을 날씨에 딱 맞는 두께감을 줍니다.`,
      ],
      [
        true,
        `${josa(outer, '을/를')} 툭 걸치면 ${top}의 색이 안에서 살짝 보여 가을다운 깊이가 생깁니다.`,
      ],
    );
  const warm = isWarm(w.outer);
  return lines(
    [
      warm,
      `${josa(outer, '으로/로')} 보온을 확실히 챙기고 안에 ${josa(top, '을/를')} 받쳐 추운 날에도 든든합니다.`,
    ],
    [
      warm,
      `${josa(top, '와/과')} ${josa(outer, '을/를')} 함께 입어 찬 바람이 부는 겨울에도 따뜻함이 유지됩니다.`,
    ],
    [warm, `한겨울에는 ${outer} 하나로 충분히 따뜻하고, 실내에서는 ${top}만으로도 깔끔합니다.`],
    [!warm, `${top} 위에 ${josa(outer, '을/를')} 겹쳐 겨울다운 레이어드를 완성했습니다.`],
    [!warm, `${outer} 안에 ${josa(top, '을/를')} 받쳐 입어 실내외를 오가기 편합니다.`],
  );
}

/**
 * Colour families for 톤온톤 (two tones of one family): the achromatics, the warm neutrals, the
 * blues and denim washes, and 카키 and 버건디 each on their own; other colours have none.
 */
const TONE_FAMILY: Partial<Record<PhotoColourName, string>> = {
  화이트: 'achromatic',
  그레이: 'achromatic',
  블랙: 'achromatic',
  아이보리: 'warm',
  오트밀: 'warm',
  베이지: 'warm',
  브라운: 'warm',
  네이비: 'blue',
  스카이블루: 'blue',
  연청: 'blue',
  중청: 'blue',
  진청: 'blue',
  흑청: 'blue',
  카키: 'khaki',
  버건디: 'burgundy',
};

/**
 * Lightness (CIE L*, colour.ts) from which a colour may be called 밝은, and up to which 어두운:
 * on the palette, 베이지 (73), 오트밀, 아이보리, 화이트, 연청, 스카이블루 are light; 카키 (44),
 * 브라운, 진청, 버건디, 흑청, 네이비, 블랙 dark; 그레이 (60) and 중청 (52) neither.
 */
const LIGHT_FROM = 70;
const DARK_UP_TO = 45;
const isLight = (c: PhotoColourName): boolean => labOf(c).L >= LIGHT_FROM;
const isDark = (c: PhotoColourName): boolean => labOf(c).L <= DARK_UP_TO;

/**
 * The colour relation actually present in the outfit: one colour head to toe, denim on denim,
 * one accent, light over dark or dark over light, 원톤 for a top and bottom of one colour, 톤온톤
 * only for two tones of one family (TONE_FAMILY), else similar lightness. Said only when every
 * piece's colour may be said (none of the shopper's is asked): the relation is one of the whole
 * outfit. 밝은 / 어두운 only of colours that are (LIGHT_FROM, DARK_UP_TO).
 */
function colourNote(w: Record<Slot, Worn | null>, prng: Prng): Sentence {
  const pieces = piecesOf(w);
  const coloured = pieces.flatMap((p) => (p.colour ? [{ ...p, colour: p.colour }] : []));
  if (coloured.length === 0 || coloured.length < pieces.length) return null;
  // a wash on a piece whose category is asked may be denim (neutral) or not (an accent)
  if (coloured.some((p) => !p.categoryKnown && DENIM_COLOURS.includes(p.colour as never)))
    return null;
  const denim = coloured.filter((p) => isDenimItem(p));
  const [d0, d1] = denim;
  if (d0 && d1 && d0.colour !== d1.colour) {
    return prng.pick([
      `${josa(d0.colour, '와/과')} ${josa(d1.colour, '으로/로')} 워싱 톤을 나눠 청청 매치도 답답해 보이지 않습니다.`,
      `데님 두 벌은 ${josa(d0.colour, '와/과')} ${d1.colour}처럼 톤 차이를 둬야 청청이 세련돼 보입니다.`,
    ]);
  }
  const accents = accentsIn(coloured);
  const colours = [...new Set(coloured.map((p) => p.colour))];
  const neutrals = colours.filter((c) => !accents.includes(c));
  const accent = accents[0];
  if (accents.length > 1) return null;
  if (colours.length === 1) {
    const c = colours[0] as PhotoColourName;
    return prng.pick([
      `머리부터 발끝까지 ${c} 한 가지로 맞춘 원톤 코디라 색이 흩어지지 않습니다.`,
      `${c} 원톤으로 통일해 소재와 실루엣 차이만으로 깊이를 냈습니다.`,
    ]);
  }
  if (accent) {
    const base = neutrals.slice(0, 3).join('·');
    const where = coloured.find((p) => p.colour === accent)?.kind ?? '한 곳';
    return prng.pick([
      `${base} 베이스에 ${accent} ${josa(where, '을/를')} 포인트로 더해 차분하면서도 심심하지 않습니다.`,
      `뉴트럴한 ${base} 사이에 ${accent} ${josa(where, '이/가')} 들어가 시선이 자연스럽게 모입니다.`,
      `색은 ${josa(base, '으로/로')} 누르고 ${accent} ${where} 하나만 힘을 줬습니다.`,
    ]);
  }
  const top = coloured.find((p) => p.slot === 'top');
  const bottom = coloured.find((p) => p.slot === 'bottom');
  if (top && bottom) {
    // One colour top and bottom is 원톤; 톤온톤 is two tones of one colour family.
    if (top.colour === bottom.colour) {
      const c = top.colour;
      return prng.pick([
        `상의와 하의를 모두 ${josa(c, '으로/로')} 맞춘 원톤 구성이라 세로 라인이 길게 이어집니다.`,
        `${josa(top.name, '와/과')} ${josa(bottom.name, '을/를')} 원톤으로 이어 실루엣이 한결 길어 보입니다.`,
      ]);
    }
    const dl = lightnessDelta(top.colour, bottom.colour);
    if (dl >= 20) {
      const lines = [
        `상의는 ${top.colour}, 하의는 그보다 짙은 ${josa(bottom.colour, '으로/로')} 잡아 하체가 정돈되고 실루엣이 길어 보입니다.`,
        `${top.kind}의 ${josa(top.colour, '이/가')} ${bottom.name} 위에서 또렷하게 살아납니다.`,
      ];
      if (isLight(top.colour) && isDark(bottom.colour))
        lines.push(
          `밝은 ${josa(top.colour, '와/과')} 어두운 ${bottom.colour}의 대비로 시선이 위로 모여 비율이 좋아 보입니다.`,
        );
      return prng.pick(lines);
    }
    if (dl <= -20) {
      const lines = [
        `${josa(top.name, '으로/로')} 위에 무게를 두고 ${josa(bottom.name, '으로/로')} 아래를 밝게 풀었습니다.`,
        `${top.colour} 상의보다 밝은 ${bottom.colour} 하의가 아래를 가볍게 풀어 줍니다.`,
      ];
      if (isDark(top.colour) && isLight(bottom.colour))
        lines.push(
          `어두운 ${top.colour} 상의에 밝은 ${josa(bottom.colour, '을/를')} 받쳐 상체는 또렷하고 다리 라인은 경쾌합니다.`,
        );
      return prng.pick(lines);
    }
    const family = TONE_FAMILY[top.colour];
    if (family !== undefined && family === TONE_FAMILY[bottom.colour]) {
      const all = colours.every((c) => TONE_FAMILY[c] === family);
      return prng.pick([
        `${top.colour} 상의와 ${bottom.colour} 하의가 톤온톤으로 이어져 차분하고 길쭉한 실루엣이 됩니다.`,
        all
          ? `${colours.slice(0, 3).join('·')}의 톤온톤 배색이라 과하지 않고 안정적입니다.`
          : `같은 계열인 ${josa(top.colour, '와/과')} ${bottom.colour}의 톤온톤으로 상하의를 자연스럽게 이었습니다.`,
      ]);
    }
    return prng.pick([
      `${josa(top.colour, '와/과')} ${bottom.colour}처럼 비슷한 명도로 상하의를 이어 세로 라인이 끊기지 않습니다.`,
      `${top.colour} 상의와 ${bottom.colour} 하의의 밝기를 비슷하게 맞춰 차분하고 길쭉한 실루엣이 됩니다.`,
    ]);
  }
  return `${colours.slice(0, 3).join('·')}의 뉴트럴 배색이라 톤이 안정적입니다.`;
}

/**
 * May the text claim `occasion` for one of the shopper's own pieces? Only when its category is
 * sure and allows it (`allowsOccasion`, judged as a product of the style its category leans to:
 * wardrobe.ts `styleLeaningOf`), and the pattern its photo likely shows (`likely`, estimated from
 * its look) is none other than 무지 or 스트라이프 — an unsure sign, enough to withhold a claim:
 * no 하객룩 for a logo knit.
 */
export function ownPieceAllows(
  piece: OwnPieceFacts,
  occasion: Occasion,
  likely?: ProductPattern | null,
): boolean {
  const { category } = piece;
  return (
    piece.categorySure !== false &&
    (!likely || likely === '무지' || likely === '스트라이프') &&
    allowsOccasion({ category, style: styleLeaningOf(category), goodsName: '' }, occasion)
  );
}

/**
 * May the text claim `occasion` for this piece: a shop product's `allowsOccasion`; a shopper's
 * piece's `ownPieceAllows`, and, beside the photographed one, its similar item's too (the closest
 * look the shop has: a casual or printed one is a sign the photo's is).
 */
const allowsWorn = (p: Worn, occasion: Occasion): boolean =>
  p.own
    ? ownPieceAllows(p.own, occasion, p.likelyPattern) &&
      (!p.similar || allowsOccasion(p.similar, occasion))
    : p.product !== undefined && allowsOccasion(p.product, occasion);

/**
 * The occasion the pieces actually suit: a formal one (격식, 하객룩) only when every piece allows
 * it, the office (출근룩, 오피스룩) only when every piece allows that (`allowsWorn`); casual
 * occasions beside a piece known to be casual-only; else everyday ones.
 */
function occasion(x: ReasoningInput, w: Record<Slot, Worn | null>, prng: Prng): string {
  const pieces = piecesOf(w);
  const casualOnly = pieces.find((p) => p.categoryKnown && CASUAL_ONLY.has(p.category));
  const shoes = nameOf(w.shoes, '신발');
  const bottom = nameOf(w.bottom, '하의');
  const every = (o: Occasion): boolean =>
    pieces.length > 0 && pieces.every((p) => allowsWorn(p, o));
  if (every('formal')) {
    return prng.pick([
      `${josa(bottom, '와/과')} ${josa(shoes, '이/가')} 단정해 격식 있는 저녁 약속이나 하객룩으로도 잘 맞습니다.`,
      `포멀한 ${josa(bottom, '와/과')} ${shoes} 덕분에 출근룩은 물론 격식 있는 자리에도 손색없습니다.`,
      `${josa(shoes, '이/가')} 전체를 단정하게 잡아 줘 출근부터 하객룩까지 두루 입기 좋습니다.`,
    ]);
  }
  if (every('office')) {
    return prng.pick([
      `${josa(bottom, '와/과')} ${josa(shoes, '이/가')} 단정해 평일 출근룩으로 무리 없이 입기 좋습니다.`,
      `깔끔한 ${josa(bottom, '와/과')} ${shoes} 덕분에 오피스룩으로도 손색없습니다.`,
      `${shoes}까지 단정하게 맞춰 평일 출근길에도 잘 어울립니다.`,
    ]);
  }
  if (casualOnly) {
    const it = casualOnly.kind;
    return prng.pick([
      `${josa(it, '이/가')} 들어간 편한 구성이라 주말 나들이나 가벼운 산책에 잘 어울립니다.`,
      `${it} 특유의 편안함이 살아 있어 여행이나 캠퍼스룩으로 활용하기 좋습니다.`,
      `${josa(it, '을/를')} 살린 활동적인 조합이라 동네 마실이나 주말 약속에 부담이 없습니다.`,
      `${josa(shoes, '와/과')} ${it}의 편한 조합이라 하루 종일 걸어 다니는 날에 제격입니다.`,
      `힘을 뺀 ${it} 덕분에 ${x.season} 주말 외출이나 가벼운 운동 뒤에도 자연스럽습니다.`,
      `${bottom}까지 편하게 맞춘 ${x.style} 조합이라 친구들과의 캐주얼한 모임에 잘 어울립니다.`,
    ]);
  }
  return prng.pick([
    `${josa(bottom, '와/과')} ${shoes}의 조합이 무난해 데이트부터 친구 약속까지 두루 입기 좋습니다.`,
    `${josa(shoes, '이/가')} 과하지 않아 평일 데일리룩으로 자주 손이 가는 조합입니다.`,
    `${bottom}에 ${josa(shoes, '을/를')} 더한 깔끔한 조합이라 카페나 전시 나들이에 잘 어울립니다.`,
  ]);
}

/**
 * The style the outfit keeps, naming its pieces. A plain claim ("로고나 장식 없는", "장식을 덜어낸",
 * "군더더기 없는": `PLAIN_CLAIM`) only of the shop items chosen beside the shopper's pieces, and
 * only when every one of them is 무지 (a shopper's piece's pattern is never sure: own-piece.ts);
 * when one of them carries a named pattern, the text may say it does.
 */
function styleFit(x: ReasoningInput, w: Record<Slot, Worn | null>, prng: Prng): string {
  const top = nameOf(w.top, '상의');
  const bottom = nameOf(w.bottom, '하의');
  const shoes = nameOf(w.shoes, '신발');
  const shop = piecesOf(w).filter((p) => !p.own);
  const patterned = shop.filter((p) => p.pattern !== '무지');
  const [one] = patterned;
  const word = patterned.length === 1 && one?.pattern ? PATTERN_WORD[one.pattern] : undefined;
  const marked = one && word ? `${one.colour} ${word} ${one.kind}` : null;
  // the last two chosen (bottom and shoes first): what a plain claim names
  const [a, b] = shop.slice(-2).map((p) => p.name);
  const chosen = a && b ? `${josa(a, '와/과')} ${b}` : a;
  if (x.style === '미니멀') {
    if (patterned.length === 0 && chosen)
      return prng.pick([
        `함께 고른 ${josa(chosen, '은/는')} 장식을 덜어낸 미니멀 아이템이라 전체가 깔끔하게 정돈됩니다.`,
        `함께 매치한 ${josa(chosen, '은/는')} 군더더기 없는 미니멀 아이템으로 골랐습니다.`,
        `로고나 장식 없는 ${josa(chosen, '으로/로')} 미니멀 무드를 차분하게 받쳤습니다.`,
      ]);
    return prng.pick([
      `${josa(bottom, '와/과')} ${shoes}까지 차분한 톤으로 이어 미니멀하게 정돈했습니다.`,
      `${top}부터 ${shoes}까지 힘을 뺀 실루엣으로 미니멀 무드를 냈습니다.`,
      marked
        ? `무늬는 ${marked}에만 두고 함께 고른 나머지는 차분하게 받쳐 미니멀한 균형을 맞췄습니다.`
        : `${josa(top, '와/과')} ${bottom}의 정돈된 핏으로 미니멀 무드를 냈습니다.`,
    ]);
  }
  return prng.pick([
    `${top}부터 ${shoes}까지 편안한 캐주얼 아이템으로 자연스러운 무드를 살렸습니다.`,
    `${josa(bottom, '와/과')} ${shoes}의 캐주얼한 조합이 꾸민 듯 안 꾸민 듯 편안합니다.`,
    marked
      ? `${josa(marked, '이/가')} 포인트가 되도록 함께 고른 나머지는 편하게 받쳐 캐주얼한 무드를 살렸습니다.`
      : `${josa(top, '으로/로')} 힘을 빼고 ${josa(shoes, '으로/로')} 마무리한 캐주얼 조합입니다.`,
  ]);
}

/** The bottom's fit, where the shop says it (a shopper's own piece's is not known). */
function fitNote(w: Record<Slot, Worn | null>, prng: Prng): Sentence {
  const b = w.bottom;
  const t = w.top;
  if (!b?.fit) return null;
  const bottom = b.kind;
  const topFit = t?.fit === '오버사이즈' ? `오버사이즈 ${t.kind}` : null;
  if (b.fit === '와이드') {
    return topFit
      ? `${josa(topFit, '와/과')} 와이드 ${josa(bottom, '이/가')} 만나 여유로운 실루엣이 됩니다.`
      : prng.pick([
          `와이드 핏 ${josa(bottom, '이/가')} 여유로운 실루엣을 만들어 줍니다.`,
          `통이 넓은 ${josa(bottom, '이/가')} 편안하면서도 힘 있는 실루엣을 만듭니다.`,
        ]);
  }
  // Shorts end above the knee: nothing of theirs narrows at the ankle.
  if (b.fit === '테이퍼드' && b.category === '숏팬츠') {
    return `밑단으로 갈수록 살짝 좁아지는 ${josa(bottom, '이/가')} 다리를 깔끔하게 드러냅니다.`;
  }
  if (b.fit === '테이퍼드') {
    return prng.pick([
      `테이퍼드 핏 ${josa(bottom, '이/가')} 발목 쪽을 깔끔하게 정리해 줍니다.`,
      `발목으로 좁아지는 ${josa(bottom, '이/가')} 신발을 또렷하게 보여 줍니다.`,
    ]);
  }
  // Shorts: no claim of a length or a line down to the ankle they lack.
  if (b.fit === '스트레이트' && b.category === '숏팬츠') {
    return prng.pick([
      `곧게 떨어지는 ${josa(bottom, '이/가')} 가볍고 깔끔한 인상을 줍니다.`,
      `일자 핏 ${josa(bottom, '이/가')} 상의와 신발 사이를 단정하게 이어 줍니다.`,
      `일자로 뻗은 ${josa(bottom, '이/가')} 다리를 시원하게 드러냅니다.`,
      `깔끔하게 떨어지는 ${josa(bottom, '이/가')} 코디를 한결 가볍게 만들어 줍니다.`,
      `품이 과하지 않은 ${josa(bottom, '이/가')} 전체 실루엣을 단정하게 잡아 줍니다.`,
    ]);
  }
  if (b.fit === '스트레이트') {
    return prng.pick([
      `스트레이트 핏 ${josa(bottom, '이/가')} 위에서 아래로 곧게 떨어집니다.`,
      `곧게 떨어지는 ${josa(bottom, '이/가')} 다리 라인을 정돈해 줍니다.`,
      `일자로 떨어지는 ${josa(bottom, '이/가')} 어떤 신발과도 무난하게 어울립니다.`,
    ]);
  }
  return null;
}

/** The bottom × shoes pairing, when both categories are known. */
function pairingNote(w: Record<Slot, Worn | null>, prng: Prng): Sentence {
  const b = w.bottom;
  const s = w.shoes;
  if (!b?.categoryKnown || !s?.categoryKnown) return null;
  const bottom = b.kind;
  const shoes = s.kind;
  const dressy = ['로퍼', '더비 슈즈', '스트레이트 팁'].includes(s.category);
  if (b.category === '슈트 팬츠&슬랙스' && dressy) {
    return prng.pick([
      `${bottom}에 ${josa(shoes, '을/를')} 매치해 단정한 무드를 발끝까지 이었습니다.`,
      `${josa(shoes, '이/가')} ${bottom}의 단정한 선을 발끝에서 마무리합니다.`,
      `${josa(bottom, '와/과')} ${shoes}의 조합이 차분한 인상을 아래까지 끌고 갑니다.`,
    ]);
  }
  if (
    b.category === '트레이닝&조거 팬츠' &&
    ['패션스니커즈화', '캔버스/단화'].includes(s.category)
  ) {
    return prng.pick([
      `${bottom}에는 ${josa(shoes, '을/를')} 맞춰 편안함과 활동성을 그대로 유지했습니다.`,
      `${josa(shoes, '이/가')} ${bottom}의 편안한 무드를 발끝까지 이어 줍니다.`,
      `${josa(bottom, '와/과')} ${josa(shoes, '은/는')} 오래 걸어도 부담 없는 조합입니다.`,
    ]);
  }
  return null;
}

const len = (s: string): number => [...s].length;

/**
 * Writes the reasoning text: the opening (the shopper's piece, the similar item beside it, the
 * season, the style), the season fit and the occasion are always present; colour, style, fit and
 * pairing notes are considered in PRNG order and added while the text is below a PRNG-chosen
 * target (200–289) and stays ≤ 300. Every note speaks of the outfit as worn (`wornOf`): the
 * shopper's own pieces named by own-piece.ts, never by the similar item's colour or kind.
 * Sentences keep a fixed reading order. The result is always 150–300 code points (notes dropped
 * from the end when too long; when too short, every remaining note is added).
 */
export function writeReasoning(x: ReasoningInput, prng: Prng): string {
  const worn = wornOf(x);
  const core = {
    opening: opening(x, worn, prng),
    owned: ownedNote(x, worn),
    alike: alikeNote(x, prng),
    why: seasonWhy(x, worn, prng),
    season: seasonFit(x, worn, prng),
    occasion: occasion(x, worn, prng),
  };
  const optional: Record<'colour' | 'style' | 'fit' | 'pairing', Sentence> = {
    colour: colourNote(worn, prng),
    style: styleFit(x, worn, prng),
    fit: fitNote(worn, prng),
    pairing: pairingNote(worn, prng),
  };
  const target = 200 + prng.int(90);
  const taken = new Set<keyof typeof optional>();
  const assemble = (): string[] =>
    [
      core.opening,
      core.why,
      core.owned,
      core.alike,
      core.season,
      taken.has('colour') ? optional.colour : null,
      taken.has('style') ? optional.style : null,
      taken.has('pairing') ? optional.pairing : null,
      taken.has('fit') ? optional.fit : null,
      core.occasion,
    ].filter((s): s is string => s !== null);
  const total = (parts: readonly string[]): number => len(parts.join(' '));
  const order = prng.shuffle(['colour', 'style', 'fit', 'pairing'] as const);
  for (const key of order) {
    if (total(assemble()) >= target || optional[key] === null) continue;
    taken.add(key);
    if (total(assemble()) > REASONING_MAX_CHARS) taken.delete(key);
  }
  for (const key of order) {
    if (total(assemble()) >= REASONING_MIN_CHARS || optional[key] === null) continue;
    taken.add(key);
    if (total(assemble()) > REASONING_MAX_CHARS) taken.delete(key);
  }
  const parts = assemble();
  while (total(parts) > REASONING_MAX_CHARS && parts.length > 1) parts.splice(parts.length - 2, 1);
  return parts.join(' ');
}
