/**
 * Input and output shapes of the outfit engine (ARCHITECTURE.md "Outfit engine";
 * TAXONOMY.md for slots, seasons, styles, colours and the 200,000원 item cap).
 */
import type { SimilarOffer } from '../../../contract/api';
import type { OwnPieceFacts } from './own-piece';
import type { OwnedPiece } from './wardrobe';
import type {
  CategoryName,
  PhotoColourName,
  Season,
  Slot,
  Style,
} from '../../../contract/taxonomy';
import type { Product } from '../types';
import type { CatalogueIndex } from './catalogue-index';

/** What was photographed, as the recogniser named it. `slot` must be the category's slot. */
export interface PhotographedGarment {
  category: CategoryName;
  slot: Slot;
  /** The garment's own colour (a shop colour or a photo-only one): the other slots go with it. */
  colour: PhotoColourName;
  /**
   * May the text state the colour as fact (the shopper confirmed it, or the recogniser is at a
   * confidence where it is right ≥ 90 % of the time)? Default true.
   */
  colourSure?: boolean;
  /** May the text name the category as fact (confirmed, or confident enough)? Default true. */
  categorySure?: boolean;
  /**
   * While the category is not sure: is its slot (every category the shopper is offered instead
   * is of the same slot)? Default true. The words then name the slot (신발), else 의류.
   */
  slotSure?: boolean;
  /**
   * The photo's look (styling/look.ts), when the recogniser gave one: the similar item is the
   * product of the nearest colour that looks most like it.
   */
  look?: readonly number[];
  /**
   * The garment is one of the member's 내 옷장 items, named by the generator's `wardrobe_item_id`
   * instead of a photo: the text speaks of it as theirs ("갖고 계신 …"), never of a photo
   * ("사진 속 …"). Default false.
   */
  owned?: boolean;
}

/** An item already in an outfit as the colour rules see it: the photographed one in its own colour. */
export type ChosenItem = Omit<Product, 'colour'> & { colour: PhotoColourName };

/** Arguments of `composeOutfits`. */
export interface ComposeInput {
  garment: PhotographedGarment;
  /**
   * The season the outfits are for; the caller decides it (season.ts `dressingSeason`: the
   * season the shopper wants when the garment is worn then, else the garment's only season).
   */
  season: Season;
  /**
   * Today's season in Korea (contract/taxonomy.ts `seasonOf`); default `season`. When `season`
   * is another, the text says why (the shopper asked for it, or the garment is worn only then).
   */
  today?: Season;
  /** The season the shopper asked for (the generator's `season`), if they asked for one. */
  asked?: Season;
  /** The shop's products, or their index (catalogue-index.ts; built once per catalogue version). */
  catalogue: readonly Product[] | CatalogueIndex;
  /** Any finite number; different seeds give different outfits for the same photo. */
  seed: number;
  /** How many outfits, a non-negative integer; default 4. */
  count?: number;
  /** When given, every outfit is in this style; otherwise styles alternate across outfits. */
  style?: Style;
  /** Product ids shown in the last answers for this photo: avoided while alternatives exist. */
  recent?: ReadonlySet<number>;
  /**
   * The budget in won for the shop items of each outfit — every slot but the photographed one,
   * which the shopper wears — : their sum is at most this, or none is composed (the caller says
   * why: `cheapestOutfitPrice`).
   */
  budget?: number;
  /**
   * The shopper's own pieces (내 옷장, wardrobe.ts): each slot but the photographed one takes the
   * best of them that passes the rules before a shop product (owned pieces cost nothing).
   */
  wardrobe?: readonly OwnedPiece[];
}

/** One item of an outfit. */
export interface OutfitItem {
  product: Product;
  /** True for the photographed slot when filled with a product of the photographed category. */
  similarToPhoto: boolean;
  /**
   * Of the photographed slot's shop product: what the outfit's words call it beside the
   * shopper's garment (reasoning.ts `offerOf`; contract/api.ts `similar_offer`).
   */
  offer?: SimilarOffer;
  /** The shopper's own piece from 내 옷장 (`product` is wardrobe.ts `ownedProduct`). */
  owned?: boolean;
  /**
   * Of an `owned` item: what is known of the piece (its own colour, which labels are confirmed),
   * which the words name it by (own-piece.ts).
   */
  own?: OwnPieceFacts;
}

/** One composed outfit. */
export interface Outfit {
  style: Style;
  season: Season;
  /**
   * Items by slot. Null for slots the season lacks (outer in 여름) and for a slot with no
   * in-season product under 200,000원 in the catalogue at all.
   */
  items: Record<Slot, OutfitItem | null>;
  /** Whole won, the sum of the items' prices (SPEC §7 `total_price`: the similar item included). */
  totalPrice: number;
  /**
   * Whole won, what the shop items cost: every item but the photographed slot's similar item,
   * which stands for the garment the shopper already wears. What a `budget` bounds.
   */
  shopPrice: number;
  /** Korean, 150–300 characters (code points). */
  reasoningText: string;
}
