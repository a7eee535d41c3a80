/**
 * A saved outfit on the my page (SPEC §2 "My page"): its items' pictures (OutfitGrid: 2×2 for
 * top, outer, bottom and shoes; three cells for an outfit without an outer, no placeholder for
 * the missing slot), the texts (the category label wraps rather than being cut off), and an
 * inline heart that asks before unliking. AI card: '{top category} / {bottom category}' and '{top goods_name} 외' when a bottom
 * exists, or '내 {slot} 코디' when the outfit wears the shopper's own garment (never the name of the
 * shop's similar item behind it). Club card: the style ('스타일 정보 없음'), the name and the total ('가격 정보 없음').
 * The card opens /product-detail/{id}?source=mypage&recommendationId={id}&tab=ai|club.
 *
 * An AI outfit that wears the shopper's own garment (`sources` marks a slot 'photo' and it has a
 * `cutout_url`; the requirement that the outfit shows the shopper's own garment, also once
 * saved) shows its cut-out in that slot's cell, marked "내 옷", fetched through the API worker
 * (cached in IndexedDB: offline too once fetched); a light square while it loads, the shop's
 * similar item's picture when it cannot be had (404, offline with nothing stored). The garments
 * of the member's 내 옷장 it wears (`wardrobe_item_id`) show as theirs, marked "내 옷", the same way.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ProductItem } from '../../contract/api';
import { categoryLabel } from '../../contract/category-labels';
import type { OutfitKind, SavedAiOutfit, SavedClubOutfit } from '../../contract/picked';
import { SLOT_LABELS, type Slot } from '../../contract/taxonomy';
import { formatWon } from '../../contract/format-won';
import { presentItems } from '../lib/outfit-parts';
import {
  isOwnedPiece,
  NOTHING_TO_BUY,
  OWN_BADGE,
  ownOutfitTitle,
  photoSlotOf,
  savedShopTotal,
} from '../lib/own-garment';
import { useOwnGarment } from '../lib/use-private-picture';
import { OutfitGrid } from './OutfitGrid';
import { OwnedPiecePicture } from './OwnedPiece';
import { OwnGarmentPicture } from './OwnGarmentPicture';

type Parts = Partial<Record<Slot, ProductItem | null>>;

/** The texts of an AI card: label from the categories, name from the top's goods name. */
export function aiCardTexts(outfit: SavedAiOutfit): { label: string; name: string } {
  const { top, bottom } = outfit.recommendation ?? {};
  const category = (item: ProductItem | null | undefined, slot: Slot): string | null =>
    item ? (item.sub_category ? categoryLabel(item.sub_category) : SLOT_LABELS[slot]) : null;
  const label =
    [category(top, 'top'), category(bottom, 'bottom')].filter(Boolean).join(' / ') ||
    'AI 추천 코디';
  // An outfit made around the shopper's garment is theirs: never titled by the similar item.
  const ownSlot = outfit.recommendation
    ? photoSlotOf(outfit.recommendation.sources, outfit.recommendation)
    : undefined;
  if (ownSlot && outfit.recommendation.cutout_url) return { label, name: ownOutfitTitle(ownSlot) };
  const base = top?.goods_name ?? bottom?.goods_name ?? 'AI 추천 코디';
  return { label, name: top && bottom ? `${base} 외` : base };
}

/** The detail address of a saved outfit (SPEC §2 My page). */
export function savedDetailHref(id: number, tab: OutfitKind): string {
  return `/product-detail/${id}?source=mypage&recommendationId=${id}&tab=${tab}`;
}

/** One AI outfit card; `onUnlike` runs after the heart is pressed (the caller confirms). */
export function SavedAiCard({
  outfit,
  onUnlike,
}: {
  outfit: SavedAiOutfit;
  onUnlike: (id: number) => void;
}) {
  const recommendation = outfit.recommendation;
  const { label, name } = aiCardTexts(outfit);
  const ownSlot = photoSlotOf(recommendation.sources, recommendation);
  const similar = ownSlot ? recommendation[ownSlot] : null;
  const own = useOwnGarment(
    similar ? recommendation.cutout_url : null,
    similar ? categoryLabel(similar.sub_category) : '',
  );
  const ownCell = own && (
    <span className="outfit-grid-image outfit-grid-own">
      <OwnGarmentPicture own={own} className="outfit-grid-own-image" />
    </span>
  );
  const anyOwned = presentItems(recommendation).some(isOwnedPiece);
  const shopCount = presentItems(recommendation).filter(
    (item) => !isOwnedPiece(item) && !(ownSlot && item === similar),
  ).length;
  const cellOf = (item: ProductItem): ReactNode => {
    if (ownCell && item === similar) return ownCell;
    if (!isOwnedPiece(item)) return null;
    return (
      <span className="outfit-grid-image outfit-grid-own">
        <OwnedPiecePicture item={item} className="outfit-grid-own-image" />
      </span>
    );
  };
  return (
    <SavedCard
      href={savedDetailHref(recommendation.id, 'ai')}
      parts={recommendation}
      cellOf={ownCell || anyOwned ? cellOf : undefined}
      mark={ownCell || anyOwned ? OWN_BADGE : undefined}
      kicker={label}
      name={name}
      price={
        // the shopper wears their own garment: what the shop items cost, as /fashion says
        shopCount === 0
          ? NOTHING_TO_BUY
          : similar
            ? `내 옷 제외 ${formatWon(savedShopTotal(recommendation))}`
            : formatWon(recommendation.total_price)
      }
      onUnlike={() => onUnlike(recommendation.id)}
    />
  );
}

/** One club outfit card. */
export function SavedClubCard({
  outfit,
  onUnlike,
}: {
  outfit: SavedClubOutfit;
  onUnlike: (id: number) => void;
}) {
  const main = outfit.main_recommendation;
  const id = main?.id ?? outfit.id;
  const total = outfit.total_price ?? main?.total_price;
  return (
    <SavedCard
      href={savedDetailHref(id, 'club')}
      parts={main ?? {}}
      kicker={outfit.style || main?.style || '스타일 정보 없음'}
      name={outfit.goods_name || main?.goods_name || '클럽 코디'}
      price={
        total === null || total === undefined || !Number.isFinite(total)
          ? '가격 정보 없음'
          : formatWon(total)
      }
      onUnlike={() => onUnlike(id)}
    />
  );
}

function SavedCard(props: {
  href: string;
  parts: Parts;
  /** OutfitGrid's `cellOf`: the shopper's own garment in its slot. */
  cellOf?: ((item: ProductItem) => ReactNode) | undefined;
  kicker: string;
  name: string;
  price: string;
  /** Visible words of the pictures, read first in the link's name (the grid's "내 옷" mark). */
  mark?: string | undefined;
  onUnlike: () => void;
}) {
  const { href, parts, cellOf, kicker, name, price, mark, onUnlike } = props;
  return (
    <article className="saved-card">
      <Link
        href={href}
        className="saved-card-link"
        aria-label={`${mark ? `${mark} ` : ''}${kicker} ${name} ${price} 상세 보기`}
      >
        <OutfitGrid items={presentItems(parts)} decorative cellOf={cellOf} />{' '}
        <div className="saved-card-body">
          {/* The spaces (not rendered in the flex column) keep the words apart in the link's text, so its name contains it. */}
          <span className="saved-card-kicker">{kicker}</span>{' '}
          <h3 className="saved-card-name">{name}</h3> <p className="saved-card-price">{price}</p>
        </div>
      </Link>
      <button
        type="button"
        className="saved-card-heart"
        aria-label={`찜 해제: ${name}`}
        onClick={onUnlike}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 20.3 4.6 13a4.7 4.7 0 0 1 6.6-6.7l.8.8.8-.8a4.7 4.7 0 0 1 6.6 6.7z" />
        </svg>
      </button>
    </article>
  );
}
