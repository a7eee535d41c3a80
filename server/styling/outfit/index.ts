/**
 * The outfit engine (ARCHITECTURE.md "Outfit engine"): compose outfits around a
 * photographed garment.
 * Pure library: no Kysely, no HTTP, no I/O.
 */
export { cheapestOutfitPrice, composeOutfits, DEFAULT_OUTFIT_COUNT } from './compose';
export { dressingSeason, isWornIn } from './season';
export { answerShopColour, shopColourOf } from './photographed';
export { indexCatalogue, type CatalogueIndex, type ProductKind } from './catalogue-index';
export type { ComposeInput, Outfit, OutfitItem, PhotographedGarment } from './types';
export { createPrng, mixSeed, type Prng } from '../prng';
export { REASONING_MAX_CHARS, REASONING_MIN_CHARS } from './reasoning';
