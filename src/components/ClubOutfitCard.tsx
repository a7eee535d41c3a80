/**
 * A club (editorial) outfit card for the home page (SPEC §2 Home): its items' pictures in one
 * square (OutfitGrid: 2×2 for four, three cells for an outfit without an outer) cycling through
 * the cells every 2000 ms, the style, the name, the total
 * price ("139,000원" or 정보 없음) and a heart. The card links to
 * /product-detail/{id}?source=main&recommendationId={id}.
 */
import { Link } from 'wouter';
import type { MainRecommendation } from '../../contract/api';
import { SLOT_LABELS } from '../../contract/taxonomy';
import { formatWon } from '../../contract/format-won';
import { presentItems, rotatedCells } from '../lib/outfit-parts';
import { useRef } from 'react';
import { useCardRotation } from '../lib/use-card-rotation';
import { HeartButton } from './HeartButton';
import { OutfitGrid } from './OutfitGrid';

/** Image rotation period on cards (SPEC §9). */
export const CARD_IMAGE_CYCLE_MS = 2_000;

/** The detail link of a club outfit (SPEC §2 Home). */
export function clubDetailHref(id: number): string {
  return `/product-detail/${id}?source=main&recommendationId=${id}`;
}

export interface ClubOutfitCardProps {
  outfit: MainRecommendation;
  /** Heart state; without `onToggleLike` no heart is shown. */
  liked?: boolean;
  onToggleLike?: () => void;
}

/** One card; the grid shows the placeholder only when the outfit has no parts. */
export function ClubOutfitCard({ outfit, liked = false, onToggleLike }: ClubOutfitCardProps) {
  const parts = presentItems(outfit);
  const ref = useRef<HTMLElement>(null);
  const tick = useCardRotation(ref, CARD_IMAGE_CYCLE_MS, parts.length > 1);
  const cells = rotatedCells(parts, tick);
  const style = outfit.style || '스타일 정보 없음';
  const price = formatWon(outfit.total_price);
  return (
    <article
      ref={ref}
      className="club-card"
      aria-label={`${outfit.style} 코디 ${outfit.goods_name}`}
    >
      <Link
        href={clubDetailHref(outfit.id)}
        className="club-card-link"
        aria-label={`${style} ${outfit.goods_name} ${price} 상세 보기`}
        draggable={false}
      >
        <OutfitGrid
          items={cells}
          altOf={(item) => `${SLOT_LABELS[item.category]} ${item.goods_name}`}
        />
        <div className="club-card-body">
          {/* The spaces (not rendered in the flex column) keep the words apart in the link's text, so its name contains it. */}
          <span className="chip">{style}</span>{' '}
          <h3 className="club-card-name">{outfit.goods_name}</h3>{' '}
          <p className="club-card-price">{price}</p>
        </div>
      </Link>
      {onToggleLike && (
        <HeartButton liked={liked} onToggle={onToggleLike} className="club-card-heart" />
      )}
    </article>
  );
}
