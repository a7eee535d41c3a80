/**
 * The member's saved (liked) outfits (SPEC §2 "My page", §3 "Saved AI outfit" / "Saved club
 * outfit", §7 picked by-time/, recommend_picked/* and main_picked/* lists, recommend_picked/{id}/).
 * Every call takes the authenticated member's id: a `user_id` in a query is never consulted, so a
 * member only ever sees their own saved outfits (ARCHITECTURE.md "Invariants").
 */
import { isSimilarOffer, type ProductItem } from '../../contract/api';
import type {
  OutfitDetail,
  PickedEntry,
  SavedAiOutfit,
  SavedClubOutfit,
  SavedRecommendation,
} from '../../contract/picked';
import { SLOTS, type Slot, type Style } from '../../contract/taxonomy';
import type { WardrobeItem } from '../../contract/wardrobe';
import { HttpError } from '../lib/http-error';
import type { LikeRepository, SavedSort } from '../repositories/like.repository';
import type { ProductRepository } from '../repositories/product.repository';
import type {
  RecommendationRepository,
  RecommendationRow,
} from '../repositories/recommendation.repository';
import type { CatalogueService } from './catalogue.service';
import { sourcesOf, toProductItem, wardrobeProductItem } from './product-item';
import { OUTFIT_MESSAGES } from '../messages';

export type { SavedSort };

export interface SavedDeps {
  likes: LikeRepository;
  recommendations: RecommendationRepository;
  products: ProductRepository;
  catalogue: CatalogueService;
  /**
   * The cut-out URL of an upload, when this server cuts the shopper's garment out
   * (UploadService `cutoutUrl`); absent: the saved outfits of photos carry no `cutout_url` or
   * `sources` (those composed around a wardrobe item still do: its picture is not a cut-out
   * made now).
   */
  cutoutUrl?: (upload: { id: string }) => string;
  /** The member's 내 옷장 (WardrobeService `list`): the garments a saved outfit wears of it. */
  wardrobeOf?: (userId: number) => Promise<WardrobeItem[]>;
}

export class SavedService {
  constructor(private readonly deps: SavedDeps) {}

  /** GET picked/v1/by-time/: the member's liked AI recommendation ids, newest like first. */
  async pickedEntries(userId: number): Promise<PickedEntry[]> {
    const rows = await this.deps.likes.likedRecommendations(userId);
    return rows.map((r) => ({
      recommendation_id: r.recommendation_id,
      created_at: r.created_at.toISOString(),
    }));
  }

  /** recommend_picked/by-time|by-price|by-style/: the member's liked AI recommendations. */
  async savedRecommendations(
    userId: number,
    sort: SavedSort,
    style?: Style,
  ): Promise<SavedAiOutfit[]> {
    const rows = await this.deps.likes.savedRecommendations(userId, sort, style);
    const recommendations = await this.withItems(rows);
    return rows.map((row, i) => ({
      uuid: row.like_uuid,
      recommendation: recommendations[i] as SavedRecommendation,
    }));
  }

  /**
   * main_picked/by-time|by-price|by-style/: the member's liked club outfits. `id` is the club
   * outfit's id (the one the toggle and main_picked/{id}/ take), `uuid` the saved entry's,
   * `created_at` when the member liked it.
   */
  async savedClubOutfits(
    userId: number,
    sort: SavedSort,
    style?: Style,
  ): Promise<SavedClubOutfit[]> {
    const rows = await this.deps.likes.savedClubOutfits(userId, sort, style);
    const outfits = await this.deps.catalogue.clubOutfitsWithItems(rows);
    return outfits.map((outfit, i) => {
      const row = rows[i];
      return {
        id: outfit.id,
        uuid: row?.like_uuid ?? '',
        main_recommendation: outfit,
        style: outfit.style,
        goods_name: outfit.goods_name,
        total_price: outfit.total_price,
        created_at: (row?.liked_at ?? new Date(0)).toISOString(),
        reasoning_text: outfit.reasoning_text,
      };
    });
  }

  /**
   * recommend_picked/{id}/: one of the member's AI recommendations, liked or not. Throws
   * HttpError 404 when it does not exist or was made for another member.
   */
  async recommendationDetail(userId: number, id: number): Promise<OutfitDetail> {
    const row = await this.deps.recommendations.findById(id);
    if (!row || row.user_id !== userId)
      throw new HttpError(404, 'not_found', OUTFIT_MESSAGES.recommendationNotFound);
    const [detail] = await this.withItems([row]);
    if (!detail) throw new HttpError(404, 'not_found', OUTFIT_MESSAGES.recommendationNotFound);
    return detail;
  }

  /**
   * The 내 옷장 garments of the members of `rows` that wear any or were composed around one (a
   * deleted one is absent: its slot shows nothing, or the outfit no picture of its garment), by
   * wardrobe item id.
   */
  private async wardrobeOf(rows: readonly RecommendationRow[]): Promise<Map<number, WardrobeItem>> {
    const members = new Set(
      rows
        .filter((r) => (r.owned_items || r.wardrobe_item_id !== null) && r.user_id !== null)
        .map((r) => r.user_id as number),
    );
    const items = new Map<number, WardrobeItem>();
    if (!this.deps.wardrobeOf) return items;
    for (const member of members)
      for (const item of await this.deps.wardrobeOf(member)) items.set(item.id, item);
    return items;
  }

  /**
   * AI recommendation rows with their products; the photographed slot's item is marked similar.
   * With `cutoutUrl`, each also names the cut-out of the shopper's garment and where each slot's
   * piece comes from, as the generator answered them (the requirement that a saved outfit keeps
   * showing the shopper's own garment). An outfit composed around a wardrobe item (no upload:
   * the generator's `wardrobe_item_id`) always names both, its `cutout_url` the item's picture
   * while the item exists (deleted: absent, the slot's `sources` still 'photo').
   */
  private async withItems(rows: readonly RecommendationRow[]): Promise<SavedRecommendation[]> {
    const { cutoutUrl } = this.deps;
    const ids = rows
      .flatMap((r) => [r.top_id, r.outer_id, r.bottom_id, r.shoes_id])
      .filter((id): id is number => id !== null);
    const products = await this.deps.products.findByIds(ids);
    const wardrobe = await this.wardrobeOf(rows);
    return rows.map((r) => {
      const owned = r.owned_items
        ? (JSON.parse(r.owned_items) as Partial<Record<Slot, number>>)
        : {};
      const item = (slot: Slot, id: number | null): ProductItem | null => {
        const mine = owned[slot] === undefined ? undefined : wardrobe.get(owned[slot]);
        if (mine) return wardrobeProductItem(mine);
        const product = id === null ? undefined : products.get(id);
        return product
          ? toProductItem(product, {
              similar: r.similar_slot === slot,
              ...(r.similar_slot === slot && isSimilarOffer(r.similar_offer)
                ? { offer: r.similar_offer }
                : {}),
              chart: true,
            })
          : null;
      };
      const garmentItem =
        r.wardrobe_item_id === null ? undefined : wardrobe.get(r.wardrobe_item_id);
      const combination = {
        top: item('top', r.top_id),
        outer: item('outer', r.outer_id),
        bottom: item('bottom', r.bottom_id),
        shoes: item('shoes', r.shoes_id),
      };
      return {
        id: r.id,
        ...combination,
        total_price: r.total_price,
        style: r.style as Style,
        recommendation_code: r.recommendation_code,
        created_at: r.created_at.toISOString(),
        reasoning_text: r.reasoning_text,
        ...(r.upload_id === null || cutoutUrl
          ? {
              ...(r.upload_id !== null && cutoutUrl
                ? { cutout_url: cutoutUrl({ id: r.upload_id }) }
                : garmentItem
                  ? { cutout_url: garmentItem.picture_url }
                  : {}),
              sources: sourcesOf(
                combination,
                r.similar_slot as Slot,
                new Set(SLOTS.filter((slot) => owned[slot] !== undefined && combination[slot])),
              ),
            }
          : {}),
      };
    });
  }
}
