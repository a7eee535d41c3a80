/**
 * The shopper's own clothes in an outfit (내 옷장: "what do I wear with what I have?"): wardrobe
 * items, as the outfit engine sees them, fill a slot before the shop does (compose.ts) when they
 * pass the rules a shop product must — worn in the season, colour harmony, formality
 * and no banned pair with the pieces already chosen (candidates.ts `pairsWell`) — but not the
 * style or the season's palette, which a shop product may be asked for and a shopper's own
 * piece is not.
 */
import type {
  CategoryName,
  PhotoColourName,
  Season,
  Slot,
  Style,
} from '../../../contract/taxonomy';
import { nearestShopColour } from '../colour';
import { CATEGORY_TRAITS } from './category-traits';
import { pairsWell, scoreCandidate, type SlotContext } from './candidates';
import type { Product } from '../types';

/** A wardrobe item as the outfit engine takes it (`ComposeInput.wardrobe`). */
export interface OwnedPiece {
  /** The wardrobe item's id (positive). */
  wardrobeItemId: number;
  category: CategoryName;
  slot: Slot;
  /** Its own colour, a shop or photo-only one (레드, …); the engine dresses its nearest shop colour. */
  colour: PhotoColourName;
  /** The seasons it is worn in (the wardrobe item's, styling/wardrobe-seasons.ts). */
  seasons: readonly Season[];
  /** The wardrobe item's picture (its cut-out's URL). */
  imageUrl: string;
  /** Is its colour confirmed (contract/wardrobe.ts)? Only then do the words say it. Default true. */
  colourSure?: boolean;
  /** Is its category confirmed? Only then do the words name it (else its slot). Default true. */
  categorySure?: boolean;
}

/**
 * The style a piece of `category` leans to when nothing else says (CATEGORY_TRAITS `minimal`):
 * a shopper's own piece has no shop style.
 */
export function styleLeaningOf(category: CategoryName): Style {
  return CATEGORY_TRAITS[category].minimal > 0 ? '미니멀' : '캐주얼';
}

/**
 * An owned piece as a product of the engine: id −wardrobeItemId (never a shop product's id),
 * price 0 won (nothing to buy), its colour's nearest shop colour (colour.ts `nearestShopColour`:
 * the colour rules know shop colours), the style its category leans to (`styleLeaningOf`), the
 * seasons it is worn in.
 */
export function ownedProduct(piece: OwnedPiece): Product {
  return {
    id: -piece.wardrobeItemId, // wardrobeItemIdOf reads it back
    goodsName: '',
    brand: '',
    price: 0,
    slot: piece.slot,
    category: piece.category,
    colour: nearestShopColour(piece.colour, CATEGORY_TRAITS[piece.category].denim === true),
    style: styleLeaningOf(piece.category),
    fit: '레귤러',
    seasons: [...piece.seasons],
    goodsUrl: '',
    imageUrl: piece.imageUrl,
  };
}

/**
 * Is the shopper's piece `p` (`ownedProduct`) worn in `season`? Its seasons
 * (styling/wardrobe-seasons.ts) already keep a category with an only season to that one.
 */
export function wornIn(p: Pick<Product, 'seasons'>, season: Season): boolean {
  return p.seasons.includes(season);
}

/** The wardrobe item id of an owned piece as a product (`ownedProduct`'s id is its negation). */
export function wardrobeItemIdOf(product: Pick<Product, 'id'>): number {
  return -product.id;
}

/**
 * The best of the shopper's pieces for `ctx.slot` (`owned`: that slot's, as `ownedProduct`s),
 * or null when none is in season or pairs well with `ctx.chosen`. Best by the engine's soft
 * score (candidates.ts `scoreCandidate`: a piece earlier outfits of the call wore scores less, so
 * a wardrobe with two pairs of trousers shows both), ties to the lower wardrobe id.
 */
export function pickOwned(owned: readonly Product[], ctx: SlotContext): Product | null {
  let best: Product | null = null;
  let bestScore = -Infinity;
  for (const p of owned) {
    if (!wornIn(p, ctx.season) || !pairsWell(p, ctx.chosen)) continue;
    const score = scoreCandidate(p, ctx);
    if (score > bestScore || (score === bestScore && best !== null && p.id > best.id)) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}
