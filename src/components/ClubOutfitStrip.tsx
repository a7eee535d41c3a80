/**
 * A home section's horizontal, mouse-draggable strip of club outfit cards (SPEC §2 Home, §9
 * drag multiplier 2) with hearts bound to the club liked map. Null outfits show a spinner.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { MainRecommendation } from '../contract/api';
import { OUTFIT_KINDS } from '../contract/picked';
import { useDragScroll } from '../lib/use-drag-scroll';
import { clubLiked$, toggleLike } from '../state/likes';
import { ClubOutfitCard } from './ClubOutfitCard';
import { Spinner } from './Spinner';

export interface ClubOutfitStripProps {
  /** The section's outfits; null while the first load runs. */
  outfits: readonly MainRecommendation[] | null;
  /** Accessible name of the list, e.g. '오늘의 추천 코디 목록'. */
  label: string;
  /** Shown when the list is empty. */
  emptyText?: string;
}

/** Spinner, empty text, or the cards. */
export function ClubOutfitStrip({
  outfits,
  label,
  emptyText = '지금은 보여드릴 코디가 없어요.',
}: ClubOutfitStripProps) {
  useSignals();
  const strip = useDragScroll<HTMLUListElement>();
  const liked = clubLiked$.value;
  if (outfits === null) {
    return (
      <div className="section-loading">
        <Spinner label={`${label} 불러오는 중`} />
      </div>
    );
  }
  if (outfits.length === 0) return <p className="empty-text section-empty">{emptyText}</p>;
  return (
    <ul ref={strip} className="card-strip" aria-label={label}>
      {outfits.map((outfit) => (
        <li key={outfit.id} className="card-strip-cell">
          <ClubOutfitCard
            outfit={outfit}
            liked={liked[outfit.id] === true}
            onToggleLike={() => void toggleLike(OUTFIT_KINDS.club, outfit.id)}
          />
        </li>
      ))}
    </ul>
  );
}
