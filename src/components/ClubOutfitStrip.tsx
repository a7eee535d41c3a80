/**
 * A home section's horizontal, mouse-draggable strip of club outfit cards (SPEC §2 Home, §9
 * drag multiplier 2) with hearts bound to the club liked map. Null outfits show a spinner.
 *
 * `label` names the list the cards belong to (the caller passes the shown list's own filter).
 * A list that arrives is rendered in the background, one strip at a time (useRevealInTurn): the
 * section first renders with what it showed before, then React renders the new cards as a
 * transition, in slices of a few ms, and commits them before the next strip's turn, so a phone's
 * main thread is never blocked for all the lists at once; a heart that changes is rendered in the
 * background too. A strip's first render shows the spinner even when its list is already in: that
 * is the markup of the prerendered home page, which the browser hydrates while the lists may
 * already have arrived.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useDeferredValue, useMemo } from 'react';
import type { MainRecommendation } from '../../contract/api';
import { OUTFIT_KINDS } from '../../contract/picked';
import { useDragScroll } from '../lib/use-drag-scroll';
import { useRevealInTurn } from '../lib/use-reveal-in-turn';
import { clubLiked$, toggleLike, type LikedMap } from '../state/likes';
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
  // The list's name comes with its cards, in the same render.
  const list = useMemo(() => (outfits ? { outfits, label } : null), [outfits, label]);
  const shown = useRevealInTurn(list, null);
  const liked = useDeferredValue(clubLiked$.value);
  if (shown === null) {
    return (
      <div className="section-loading">
        <Spinner label={`${label} 불러오는 중`} />
      </div>
    );
  }
  if (shown.outfits.length === 0) return <p className="empty-text section-empty">{emptyText}</p>;
  return <OutfitCards outfits={shown.outfits} liked={liked} label={shown.label} />;
}

/** The cards; memoised so that the section's urgent render with the old list costs nothing. */
const OutfitCards = memo(function OutfitCards({
  outfits,
  liked,
  label,
}: {
  outfits: readonly MainRecommendation[];
  liked: LikedMap;
  label: string;
}) {
  const strip = useDragScroll<HTMLUListElement>();
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
});
