/**
 * One AI-recommended outfit on /fashion (SPEC §2 Fashion): '추천 코디 #n', the total price, the
 * item strip and the short reasoning that explains why the outfit works.
 */
import { useId, useState } from 'react';
import type { ProductCombination } from '../contract/api';
import { formatWon } from '../lib/format-won';
import { presentItems } from '../lib/outfit-parts';
import { OutfitItemStrip } from './OutfitItemStrip';

/** `index` is 1-based. */
export function RecommendedOutfitCard({ outfit, index }: { outfit: ProductCombination; index: number }) {
  const items = presentItems(outfit.combination);
  const headingId = `outfit-${outfit.recommendation_id}-${index}`;
  return (
    <article className="outfit-card" aria-labelledby={headingId}>
      <header className="outfit-card-head">
        <div>
          <h2 id={headingId} className="outfit-card-title">
            추천 코디 #{index}
          </h2>
          <p className="outfit-card-meta">
            {[outfit.style, outfit.season].filter(Boolean).join(' · ')}
            {items.length > 0 && ` · ${items.length}개 상품`}
          </p>
        </div>
        <p className="outfit-card-price">
          <span className="visually-hidden">총 가격 </span>
          {formatWon(outfit.total_price)}
        </p>
      </header>
      <OutfitItemStrip items={items} />
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
