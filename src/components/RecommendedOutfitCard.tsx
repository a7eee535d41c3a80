/**
 * One AI-recommended outfit on /fashion (SPEC §2 Fashion, §4 Heart): '추천 코디 #n', the total
 * price, a heart, the item strip and the short reasoning that explains why the outfit works.
 * Clicking the card (outside its links and buttons) opens the first item's detail:
 * /product-detail/{itemId}?source=fashion&recommendationId={recommendation_id}; a card without
 * any item calls `onMissingDetail` instead.
 */
import { useId, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { ProductCombination, ProductItem } from '../../contract/api';
import { formatBudget, formatWon } from '../../contract/format-won';
import { presentItems } from '../lib/outfit-parts';
import { HeartButton } from './HeartButton';
import { OutfitItemStrip } from './OutfitItemStrip';

/** The detail link of an item of an AI recommendation (SPEC §2 Fashion). */
export function fashionDetailHref(item: Pick<ProductItem, 'id'>, recommendationId: number): string {
  return `/product-detail/${item.id}?source=fashion&recommendationId=${recommendationId}`;
}

export interface RecommendedOutfitCardProps {
  outfit: ProductCombination;
  /** 1-based. */
  index: number;
  liked?: boolean;
  /** Without it no heart is shown. */
  onToggleLike?: () => void;
  /** Called when the card is clicked but has no item to open (the page alerts, SPEC §8). */
  onMissingDetail?: () => void;
  /** The budget the outfit was chosen within (won): shown as "총 … · 예산 25만원 이하". */
  budget?: number | null;
}

/** One card. */
export function RecommendedOutfitCard({
  outfit,
  index,
  liked = false,
  onToggleLike,
  onMissingDetail,
  budget,
}: RecommendedOutfitCardProps) {
  const [, navigate] = useLocation();
  const items = presentItems(outfit.combination);
  const headingId = `outfit-${outfit.recommendation_id}-${index}`;
  const first = items[0];
  const href = first ? fashionDetailHref(first, outfit.recommendation_id) : null;
  const onCardClick = (event: MouseEvent<HTMLElement>): void => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    if (href) navigate(href);
    else onMissingDetail?.();
  };
  return (
    // The whole card is a shortcut for pointer users; the title link is the keyboard way in.
    <article
      className={href ? 'outfit-card is-clickable' : 'outfit-card'}
      aria-labelledby={headingId}
      onClick={onCardClick}
    >
      <header className="outfit-card-head">
        <div>
          <h2 id={headingId} className="outfit-card-title">
            {href ? (
              <Link href={href} className="outfit-card-link">
                추천 코디 #{index}
              </Link>
            ) : (
              <>추천 코디 #{index}</>
            )}
          </h2>
          <p className="outfit-card-meta">
            {[outfit.style, outfit.season].filter(Boolean).join(' · ')}
            {items.length > 0 && ` · ${items.length}개 상품`}
          </p>
        </div>
        <div className="outfit-card-side">
          <p className="outfit-card-price">
            <span className="visually-hidden">총 가격 </span>
            {formatWon(outfit.total_price)}
          </p>

          {onToggleLike && <HeartButton variant="plain" liked={liked} onToggle={onToggleLike} />}
        </div>
      </header>
      {budget != null && (
        <p className="outfit-card-budget">
          총 {formatWon(outfit.total_price)} · 예산 {formatBudget(budget)}
        </p>
      )}
      <OutfitItemStrip
        items={items}
        hrefFor={(item) => fashionDetailHref(item, outfit.recommendation_id)}
      />
      {outfit.reasoning_text && <OutfitReason text={outfit.reasoning_text} />}
    </article>
  );
}

/** The reasoning, two lines by default, expandable with '더보기' / '접기'. */
function OutfitReason({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className="outfit-reason">
      <p className="outfit-reason-label">추천 이유</p>
      <p id={id} className={expanded ? 'outfit-reason-text' : 'outfit-reason-text is-clamped'}>
        {text}
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? '접기' : '더보기'}
      </button>
    </div>
  );
}
