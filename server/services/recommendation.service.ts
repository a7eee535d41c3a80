/**
 * The generator (SPEC §7 POST /api/recommend/v1/generator/): recognise the uploaded garment
 * (or take the shopper's `category` and `colour`) — or, not in SPEC §7, take a garment of the
 * member's 내 옷장 by `wardrobe_item_id` —, pick the season, compose outfits with the outfit engine,
 * (today's in Korea, or the one asked for, unless the garment is worn only in another:
 * outfit/season.ts), store each as a recommendation and answer with SPEC's fields plus the recognition summary.
 * The answer names the cut-out of the shopper's garment (`recognition.cutout_url`, made on its
 * first request: upload.service.ts) and where each slot's piece comes from (`sources`): the
 * outfit shows the shopper's own garment in the photographed slot.
 * Each request on the same upload (or wardrobe item) uses the next seed, so asking again gives
 * other outfits.
 */
import { randomBytes } from 'node:crypto';
import type {
  GeneratorRequest,
  GeneratorResponse,
  ProductCombination,
  RecognitionSummary,
} from '../../contract/api';
import type { WardrobeItem } from '../../contract/wardrobe';
import { seasonOf, SLOTS, type Season, type Slot } from '../../contract/taxonomy';
import { HttpError } from '../lib/http-error';
import type {
  GarmentRef,
  RecommendationRepository,
} from '../repositories/recommendation.repository';
import type { UploadRepository, UploadRow } from '../repositories/upload.repository';
import { answerSentence, wardrobeAnswerSentence } from '../styling/answer';
import { askOf, garmentOf } from '../styling/garment';
import {
  answerShopColour,
  cheapestOutfitPrice,
  composeOutfits,
  dressingSeason,
  type Outfit,
  type PhotographedGarment,
} from '../styling/outfit';
import { hashText, mixSeed } from '../styling/prng';
import { wardrobeItemIdOf } from '../styling/outfit/wardrobe';
import { categoryChips, colourChips, MAX_CHIPS } from '../styling/corrections';
import type { GarmentRecognizer, Recognition } from '../styling/types';
import type { CatalogueService } from './catalogue.service';
import { ownedPieceOf, sourcesOf, toProductItem, wardrobeProductItem } from './product-item';
import type { UploadService } from './upload.service';
import { RECOMMEND_MESSAGES, WARDROBE_MESSAGES } from '../messages';

/** Outfits per request when the client does not say (4 by default). */
export const DEFAULT_OUTFIT_COUNT = 4;

/** "다른 코디 추천받기" avoids the products of this many previous answers for the same photo. */
export const RECENT_ANSWERS = 3;

export interface RecommendationDeps {
  uploads: UploadService;
  uploadRows: UploadRepository;
  recommendations: RecommendationRepository;
  catalogue: CatalogueService;
  recognizer: GarmentRecognizer;
  now: () => Date;
  /** The member's 내 옷장 (WardrobeService `list`), for `use_wardrobe`; absent: none is used. */
  wardrobeOf?: (userId: number) => Promise<WardrobeItem[]>;
  /**
   * One of the member's wardrobe items as the garment of a request, the request counted
   * (WardrobeService `garmentForOutfits`; throws HttpError 404 when not theirs); absent: a
   * `wardrobe_item_id` is not found (404).
   */
  wardrobeGarment?: (
    userId: number,
    id: number,
  ) => Promise<{ item: WardrobeItem; generation: number }>;
}

/**
 * The garment a request dresses — a recognised photo or a wardrobe item — and what the answer
 * says of it beside the outfits.
 */
interface DressedGarment {
  garment: Recognition & PhotographedGarment;
  /** Where its outfits are stored, and the last answers around it read. */
  ref: GarmentRef;
  /** The seed of this request's outfits (the garment and how many requests came before). */
  seed: () => Promise<number>;
  /** The recognition summary's fields that depend on where the garment came from. */
  summary: Pick<
    RecognitionSummary,
    'confidence' | 'runner_ups' | 'colour_alternatives' | 'ask' | 'cutout_url'
  >;
  /** `initial_recommendation.answer` in `season`. */
  answer: (season: Season) => string;
  /** The wardrobe item that is the garment: never also one of the outfit's owned pieces. */
  itemId?: number;
}

export class RecommendationService {
  constructor(private readonly deps: RecommendationDeps) {}

  /**
   * Outfits around the garment of `request`: the photo of `image_url` (SPEC §7) or the member's
   * wardrobe item `wardrobe_item_id` (the requirement "the generator takes `wardrobe_item_id`
   * instead of `image_url`"; its labels taken as confirmed, its picture as the cut-out).
   * Throws HttpError 400/403 for an image URL this server did not issue to the member,
   * 404 for a wardrobe item that is not the member's (another member's, or none),
   * 422 'recognition_failed' when the photo cannot be read or shows no men's garment (unless the
   * shopper named a `category`), 422 'no_outfit' when the catalogue cannot dress the garment,
   * 422 'over_budget' (naming the cheapest possible outfit's price) when `budget` is below it.
   * With a `budget` (won, the shop items) every outfit answered costs at most that.
   */
  async generate(userId: number, request: GeneratorRequest): Promise<GeneratorResponse> {
    const { recommendations, catalogue } = this.deps;
    const dressed =
      request.wardrobe_item_id !== undefined
        ? await this.wardrobeGarment(userId, request.wardrobe_item_id)
        : await this.photoGarment(userId, request);
    const { garment } = dressed;
    // today's in Korea, or the one asked for, unless the garment is worn only in another
    const today = seasonOf(this.deps.now());
    const season: Season = dressingSeason(garment.category, request.season ?? today);

    const count = request.count ?? DEFAULT_OUTFIT_COUNT;
    const recent = await recommendations.recentProductIds(dressed.ref, RECENT_ANSWERS * count);
    // the process holds a bounded part of the catalogue; the photographed category is searched whole
    const index = await catalogue.indexForGarment(garment, recent, count);
    if (request.budget !== undefined) {
      const cheapest = cheapestOutfitPrice(garment, season, index);
      if (cheapest > request.budget)
        throw new HttpError(
          422,
          'over_budget',
          Number.isFinite(cheapest)
            ? RECOMMEND_MESSAGES.overBudget(request.budget, cheapest)
            : noOutfitMessage(dressed),
        );
    }
    const seed = await dressed.seed();
    const wardrobe = request.use_wardrobe
      ? ((await this.deps.wardrobeOf?.(userId)) ?? []).filter((item) => item.id !== dressed.itemId)
      : [];
    const outfits = composeOutfits({
      garment,
      season,
      today,
      ...(request.season ? { asked: request.season } : {}),
      catalogue: index,
      seed,
      count,
      recent,
      ...(request.budget !== undefined ? { budget: request.budget } : {}),
      ...(wardrobe.length > 0 ? { wardrobe: wardrobe.map(ownedPieceOf) } : {}),
    });
    if (outfits.length === 0) {
      throw new HttpError(422, 'no_outfit', noOutfitMessage(dressed));
    }

    // a slot the member's own garment fills keeps no product id: its wardrobe item id instead
    const shopId = (item: Outfit['items'][Slot]): number | null =>
      item && !item.owned ? item.product.id : null;
    const ids = await recommendations.insertMany(
      outfits.map((outfit) => ({
        user_id: userId,
        ...('uploadId' in dressed.ref
          ? { upload_id: dressed.ref.uploadId }
          : { upload_id: null, wardrobe_item_id: dressed.ref.wardrobeItemId }),
        recommendation_code: randomBytes(9).toString('base64url'),
        category: garment.category,
        season,
        style: outfit.style,
        top_id: shopId(outfit.items.top),
        outer_id: shopId(outfit.items.outer),
        bottom_id: shopId(outfit.items.bottom),
        shoes_id: shopId(outfit.items.shoes),
        similar_slot: garment.slot,
        similar_offer: outfit.items[garment.slot]?.offer ?? null,
        owned_items: ownedItemsOf(outfit),
        total_price: outfit.totalPrice,
        reasoning_text: outfit.reasoningText,
      })),
    );
    const byId = new Map(wardrobe.map((item) => [item.id, item]));

    const { cutout_url, ...told } = dressed.summary;
    const summary: RecognitionSummary = {
      category: garment.category,
      slot: garment.slot,
      confidence: told.confidence,
      colour: garment.colour,
      shop_colour: answerShopColour(garment, outfits),
      season,
      runner_ups: told.runner_ups,
      colour_alternatives: told.colour_alternatives,
      ask: told.ask,
      ...(cutout_url !== undefined ? { cutout_url } : {}),
    };
    return {
      product_combinations: outfits.map((outfit, i) =>
        toCombination(outfit, ids[i] ?? 0, garment.slot, byId),
      ),
      initial_recommendation: { answer: dressed.answer(season) },
      recognition: summary,
    };
  }

  /**
   * The photo of `request.image_url` (SPEC §7), recognised (once per upload) and corrected by the
   * request's `category` and `colour`. Throws as `generate` says of a photo.
   */
  private async photoGarment(userId: number, request: GeneratorRequest): Promise<DressedGarment> {
    const { uploads, uploadRows } = this.deps;
    const upload = await uploads.resolve(request.image_url ?? '', userId);
    const recognised = await this.recognition(upload);
    if (!recognised.menswear && !request.category) {
      throw new HttpError(422, 'recognition_failed', RECOMMEND_MESSAGES.notMenswear);
    }
    const garment = garmentOf(recognised, request);
    return {
      garment,
      ref: { uploadId: upload.id },
      seed: async () => seedOf(upload.id, await uploadRows.nextGeneration(upload.id)),
      summary: {
        confidence: garment.confidence,
        runner_ups: runnerUps(recognised, garment),
        colour_alternatives: colourChips(garment.colour, recognised),
        ask: askOf(recognised, request),
        ...(uploads.cutsOut ? { cutout_url: uploads.cutoutUrl(upload) } : {}),
      },
      answer: (season) => answerSentence(garment, season),
    };
  }

  /**
   * The member's wardrobe item `id` as the garment (the requirement "the generator takes
   * `wardrobe_item_id` instead of `image_url`"): its category and colour as kept (confidence 1,
   * nothing asked, no chips: the wardrobe's PATCH relabels it), no recognition, the words stating
   * only its confirmed labels (`WardrobeItem.confirmed`); its picture stands as the cut-out.
   * Throws HttpError 404 when the member has no such item (another member's included).
   */
  private async wardrobeGarment(userId: number, id: number): Promise<DressedGarment> {
    if (!this.deps.wardrobeGarment)
      throw new HttpError(404, 'not_found', WARDROBE_MESSAGES.itemNotFound);
    const { item, generation } = await this.deps.wardrobeGarment(userId, id);
    const garment: DressedGarment['garment'] = {
      category: item.category,
      slot: item.slot,
      confidence: 1,
      runnerUps: [],
      colour: item.colour,
      menswear: true,
      colourSure: item.confirmed.colour,
      categorySure: item.confirmed.category,
      owned: true,
    };
    return {
      garment,
      ref: { wardrobeItemId: item.id },
      seed: () => Promise.resolve(mixSeed(hashText(`wardrobe-${item.id}`), generation)),
      summary: {
        confidence: 1,
        runner_ups: [],
        colour_alternatives: [],
        ask: { category: false, colour: false },
        cutout_url: item.picture_url,
      },
      answer: (season) => wardrobeAnswerSentence(garment, season),
      itemId: item.id,
    };
  }

  /**
   * The upload's recognition, computed once and kept with the upload (`uploads.recognition`);
   * the wardrobe labels a kept garment with it too (wardrobe.service.ts). Throws HttpError 422
   * 'recognition_failed' when the photo cannot be read, 404 when its photo is gone and it was
   * never recognised, ServiceBusyError (503) when the recogniser's queue is full.
   */
  async recognition(upload: UploadRow): Promise<Recognition> {
    if (upload.recognition) return JSON.parse(upload.recognition) as Recognition;
    let recognition: Recognition;
    try {
      recognition = await this.deps.recognizer.recognize(await this.deps.uploads.read(upload));
    } catch (error) {
      if (error instanceof HttpError) throw error; // a full queue (503) or a lost upload (404)
      throw new HttpError(
        422,
        'recognition_failed',
        RECOMMEND_MESSAGES.recognitionFailed,
        {},
        { cause: error },
      );
    }
    await this.deps.uploadRows.saveRecognition(upload.id, JSON.stringify(recognition));
    return recognition;
  }
}

/**
 * Category chips beside the chosen category (corrections.ts): the recogniser's top guess first
 * when the shopper overrode it, then the recognition's chips (corrections.ts `categoryChips`).
 */
function runnerUps(recognised: Recognition, chosen: Recognition): RecognitionSummary['runner_ups'] {
  const all = [
    { category: recognised.category, confidence: recognised.confidence },
    ...recognised.runnerUps,
  ];
  const overridden =
    recognised.category !== chosen.category
      ? [all[0] as RecognitionSummary['runner_ups'][number]]
      : [];
  return [...overridden, ...categoryChips(all.slice(1), chosen.category)]
    .filter((r, i, list) => list.findIndex((x) => x.category === r.category) === i)
    .slice(0, MAX_CHIPS);
}

/**
 * An outfit as the generator answers it: SPEC §7's fields, and where each slot's piece comes
 * from (`sources`: the photographed slot `photoSlot` is the shopper's own garment, 'photo'; the
 * other slots with an item are the shop's).
 */
function toCombination(
  outfit: Outfit,
  recommendationId: number,
  photoSlot: Slot,
  wardrobe: ReadonlyMap<number, WardrobeItem>,
): ProductCombination {
  const owned = new Set(SLOTS.filter((slot) => outfit.items[slot]?.owned));
  const combination = Object.fromEntries(
    SLOTS.map((slot) => {
      const item = outfit.items[slot];
      const mine = item?.owned ? wardrobe.get(wardrobeItemIdOf(item.product)) : undefined;
      return [
        slot,
        mine
          ? wardrobeProductItem(mine)
          : item
            ? toProductItem(item.product, {
                similar: item.similarToPhoto,
                offer: item.offer,
                chart: true,
              })
            : null,
      ];
    }),
  ) as ProductCombination['combination'];
  return {
    recommendation_id: recommendationId,
    total_price: outfit.totalPrice,
    style: outfit.style,
    season: outfit.season,
    reasoning_text: outfit.reasoningText,
    combination,
    sources: sourcesOf(outfit.items, photoSlot, owned),
  };
}

/**
 * What `recommendations.owned_items` keeps of an outfit (migration 014): JSON slot → wardrobe item
 * id for the slots the member's own garments fill, or null when none does.
 */
function ownedItemsOf(outfit: Outfit): string | null {
  const owned = SLOTS.flatMap((slot) => {
    const item = outfit.items[slot];
    return item?.owned ? [[slot, wardrobeItemIdOf(item.product)] as const] : [];
  });
  return owned.length > 0 ? JSON.stringify(Object.fromEntries(owned)) : null;
}

/** No outfit can be made: "another photo" for a photo, "another garment" for a wardrobe item. */
function noOutfitMessage(dressed: DressedGarment): string {
  return dressed.itemId === undefined
    ? RECOMMEND_MESSAGES.noOutfit
    : RECOMMEND_MESSAGES.noOutfitForWardrobeItem;
}

/** A 32-bit seed from the upload id and how many times it was asked for outfits. */
function seedOf(uploadId: string, generation: number): number {
  return mixSeed(hashText(uploadId), generation);
}
