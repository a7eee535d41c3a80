/**
 * Shared outfits (contract/share.ts; the requirement that the shared outfit opens for whoever
 * receives the link): the page a shared link opens, `/share/:token`, for anyone (signed out
 * too), and the sharer's live shares on my page (공유 중인 코디) with 공유 중지. Sharing itself
 * is the detail's 공유하기 (src/state/detail.ts `shareDetail`).
 */
import { signal } from '@preact/signals-react';
import type { OutfitShare } from '../../contract/share';
import { apiWorker } from '../worker-bridge';
import { toOutfitView, type OutfitView } from './detail';
import { askConfirm, showAlert } from './dialog';
import { SHARE_MESSAGES } from '../messages';

/** The shared page's state: its outfit, or why it cannot be shown (Korean). */
export type SharedOutfitState =
  | { status: 'loading' }
  | { status: 'ready'; view: OutfitView }
  | { status: 'error'; message: string };

export const sharedOutfit$ = signal<SharedOutfitState>({ status: 'loading' });

let loadSeq = 0;

/**
 * Loads shared outfit `token` into sharedOutfit$ (loading → ready | error): '공유가 중지되었거나
 * 없는 코디예요.' for an unknown, malformed or withdrawn token, else a load failure's text.
 */
export async function loadSharedOutfit(token: string): Promise<void> {
  const seq = ++loadSeq;
  sharedOutfit$.value = { status: 'loading' };
  const answer = await apiWorker.sharedOutfit(token).catch(() => null);
  if (seq !== loadSeq) return;
  if (answer?.ok) {
    sharedOutfit$.value = { status: 'ready', view: toOutfitView(answer.value, null) };
    return;
  }
  const gone = answer?.error.status === 404 || answer?.error.status === 400;
  sharedOutfit$.value = {
    status: 'error',
    message: gone ? SHARE_MESSAGES.notFound : SHARE_MESSAGES.loadFailed,
  };
}

/** The member's live shares, newest first; null until loaded (my page shows nothing then). */
export const myShares$ = signal<OutfitShare[] | null>(null);

/** Loads the member's live shares into myShares$; a failure leaves it empty (null). */
export async function loadMyShares(): Promise<void> {
  myShares$.value = null;
  const answer = await apiWorker.myShares();
  myShares$.value = answer.ok ? answer.value : null;
}

/**
 * 공유 중지: asks first ('공유를 중지할까요?', saying that the sharer's garment goes too when the
 * share shows it), then withdraws `share` and drops it from myShares$ (a share already gone, 404,
 * counts as withdrawn). A failure is alerted: offline with its own message, else '공유를 중지하지
 * 못했어요. …'.
 */
export async function withdrawShare(share: OutfitShare): Promise<void> {
  const { token } = share;
  const confirmed = await askConfirm({
    title: SHARE_MESSAGES.withdrawTitle,
    message: share.with_own_garment
      ? SHARE_MESSAGES.withdrawMessageOwn
      : SHARE_MESSAGES.withdrawMessage,
    confirmLabel: SHARE_MESSAGES.withdrawConfirm,
  });
  if (!confirmed) return;
  const answer = await apiWorker.withdrawShare(token);
  if (!answer.ok && answer.error.status !== 404) {
    await showAlert(
      answer.error.status === 0 ? answer.error.message : SHARE_MESSAGES.withdrawFailed,
    );
    return;
  }
  myShares$.value = (myShares$.peek() ?? []).filter((live) => live.token !== token);
}
