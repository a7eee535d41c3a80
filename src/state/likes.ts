/**
 * Hearts (SPEC §3 "Liked map", §4 "Heart"): which AI recommendations and club outfits the member
 * saved, as id → boolean maps in signals, and the one like/unlike flow every heart uses:
 * not signed in → alert and /login; unlike → confirm dialog (찜 해제) first; the new state shows
 * at once (optimistic) and is sent as `liked` with a fresh idempotency key (the worker's job);
 * on failure the old state comes back and the liked list is reloaded from the server.
 */
import { effect, signal, type Signal } from '@preact/signals-react';
import { OUTFIT_KINDS, type OutfitKind, type ToggleResponse } from '../../contract/picked';
import type { Result } from '../../contract/result';
import { apiWorker } from '../worker-bridge';
import { accessToken$, isLoggedIn$, sessionRestored } from './auth';
import { askConfirm, showAlert } from './dialog';
import { navigate } from './navigation';
import { LIKE_MESSAGES } from '../messages';

/** A liked map: recommendation id → liked. */
export type LikedMap = Readonly<Record<number, boolean>>;

/** Liked AI recommendations (fashion page, detail of AI outfits). */
export const aiLiked$ = signal<LikedMap>({});
/** Liked club outfits (home page, detail of club outfits). */
export const clubLiked$ = signal<LikedMap>({});

const MAPS: Record<OutfitKind, Signal<LikedMap>> = { ai: aiLiked$, club: clubLiked$ };
const pending = new Set<string>();

// Signing out forgets whose hearts these were.
effect(() => {
  if (accessToken$.value) return;
  aiLiked$.value = {};
  clubLiked$.value = {};
});

function setLiked(kind: OutfitKind, id: number, liked: boolean): void {
  MAPS[kind].value = { ...MAPS[kind].peek(), [id]: liked };
}

/**
 * Replaces the `kind` map with the server's liked list (once the page knows who is signed in);
 * keeps it unchanged when the call fails.
 */
export async function loadLikes(kind: OutfitKind): Promise<void> {
  await sessionRestored();
  if (!isLoggedIn$.peek()) return;
  const answer =
    kind === OUTFIT_KINDS.ai ? await apiWorker.likedAiIds() : await apiWorker.likedClubIds();
  if (!answer.ok) return;
  MAPS[kind].value = Object.fromEntries(answer.value.map((id) => [id, true]));
}

/** Forgets the `kind` map (the fashion page's 'other outfits', SPEC §4). */
export function clearLikes(kind: OutfitKind): void {
  MAPS[kind].value = {};
}

/** How a heart press ended. */
export type LikeOutcome = 'liked' | 'unliked' | 'cancelled' | 'login-required' | 'busy' | 'failed';

export interface ToggleLikeOptions {
  /** Shown in an alert when the server call fails; none on the home page (SPEC §8). */
  failureMessage?: string;
  /** Shown instead of `failureMessage` when an unlike fails (the fashion page, SPEC §8). */
  unlikeFailureMessage?: string;
}

/** The heart flow of SPEC §4 for outfit `id` of `kind`; see the module comment. */
export async function toggleLike(
  kind: OutfitKind,
  id: number,
  options: ToggleLikeOptions = {},
): Promise<LikeOutcome> {
  if (!isLoggedIn$.peek()) {
    await showAlert(LIKE_MESSAGES.loginRequired);
    navigate('/login');
    return 'login-required';
  }
  const key = `${kind}:${id}`;
  if (pending.has(key)) return 'busy';
  const was = MAPS[kind].peek()[id] === true;
  if (was) {
    const confirmed = await askConfirm({
      title: LIKE_MESSAGES.unlikeTitle,
      message: LIKE_MESSAGES.unlikeMessage,
      cancelLabel: LIKE_MESSAGES.unlikeCancel,
      confirmLabel: LIKE_MESSAGES.unlikeConfirm,
    });
    if (!confirmed) return 'cancelled';
    if (pending.has(key)) return 'busy';
  }
  const want = !was;
  pending.add(key);
  setLiked(kind, id, want);
  let answer: Result<ToggleResponse>;
  try {
    answer =
      kind === OUTFIT_KINDS.ai
        ? await apiWorker.toggleAiLike({ recommendation_id: id, liked: want })
        : await apiWorker.toggleClubLike({ main_recommendation_id: id, liked: want });
  } finally {
    pending.delete(key);
  }
  if (answer.ok) {
    const status = answer.value?.status;
    const liked = status === 'added' ? true : status === 'removed' ? false : want;
    setLiked(kind, id, liked);
    return liked ? 'liked' : 'unliked';
  }
  setLiked(kind, id, was);
  await loadLikes(kind);
  const message = (was && options.unlikeFailureMessage) || options.failureMessage;
  if (message) await showAlert(message);
  return 'failed';
}
