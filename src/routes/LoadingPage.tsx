/**
 * `/loading` (SPEC §2, §4, §9). With router state `fromCamera` it runs the photo analysis and
 * returns to /camera (or shows '추천 실패' with the reason, the screen's one failure message; with
 * no connection, that the photo was kept and its outfits come when it returns, then home);
 * otherwise, after 1.2 s, it goes to `returnPath`
 * (router state or query) carrying `dataToPass` (or the stored tempDataToPass).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useTicker } from '../lib/use-ticker';
import { loadUser, user$ } from '../state/auth';
import { showAlert } from '../state/dialog';
import {
  analyseCapturedPhoto,
  LOADING_REDIRECT_DELAY_MS,
  passedData,
  retry$,
  retryText,
} from '../state/recommend';
import { PHOTO_OUTBOX_MESSAGES, RECOMMEND_MESSAGES } from '../messages';

/** Router state this page reads (SPEC §2 /loading). */
export interface LoadingState {
  fromCamera?: boolean;
  returnPath?: string;
  dataToPass?: unknown;
}

/** Icon shuffle period and count (SPEC §9). */
const ICON_SHUFFLE_MS = 400;
const ICONS = [
  '/icons/1.png',
  '/icons/2.png',
  '/icons/3.png',
  '/icons/4.png',
  '/icons/5.png',
  '/icons/6.png',
];

/** Loading. */
export function LoadingPage() {
  useSignals();
  const [, navigate] = useLocation();
  const state = useHistoryState<LoadingState | null>();
  const [params] = useSearchParams();
  const fromCamera = Boolean(state?.fromCamera);
  const returnPath = state?.returnPath ?? params.get('returnPath') ?? '/camera';

  useEffect(() => {
    if (!fromCamera) {
      const id = setTimeout(
        () => navigate(returnPath, { replace: true, state: passedData(state?.dataToPass) }),
        LOADING_REDIRECT_DELAY_MS,
      );
      return () => clearTimeout(id);
    }
    let active = true;
    void loadUser();
    void analyseCapturedPhoto().then(async (outcome) => {
      if (!active) return;
      if (outcome.kind === 'missing-image') await showAlert(RECOMMEND_MESSAGES.missingImage);
      // The dialog is the one failure message: it says why (e.g. no menswear in the photo).
      if (outcome.kind === 'failed')
        await showAlert(outcome.message, { title: RECOMMEND_MESSAGES.failedTitle });
      if (outcome.kind === 'queued') {
        // No connection: the photo waits in the photo outbox; the way back is home.
        await showAlert(
          `${PHOTO_OUTBOX_MESSAGES.queued} (${PHOTO_OUTBOX_MESSAGES.waiting(outcome.waiting)})`,
          { title: PHOTO_OUTBOX_MESSAGES.queuedTitle, confirmLabel: PHOTO_OUTBOX_MESSAGES.home },
        );
        if (active) navigate('/main', { replace: true });
        return;
      }
      if (active) navigate('/camera', { replace: true });
    });
    return () => {
      active = false;
    };
    // Runs once per visit; the analysis itself is guarded against double execution.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const retry = retry$.value;
  const name = user$.value?.username;
  return (
    <main className="loading-page" aria-busy="true">
      <ShuffledIcon />
      <h1 className="loading-title">
        {fromCamera ? `${name ?? '회원'}님의 코디는…` : '로딩 중...'}
      </h1>
      {fromCamera && (
        <p className="loading-sub">사진 속 옷을 살펴보고 어울리는 조합을 고르고 있어요</p>
      )}
      <div className="loading-bar" aria-hidden="true">
        <span />
      </div>
      <p className="loading-status" role="status" aria-live="polite">
        {retry ? retryText(retry) : ''}
      </p>
    </main>
  );
}

/** One of the six icons, in a fresh shuffled order each round, changing every 400 ms. */
function ShuffledIcon() {
  const tick = useTicker(ICON_SHUFFLE_MS);
  const round = Math.floor(tick / ICONS.length);
  const order = useMemo(() => shuffle(ICONS, round), [round]);
  const src = order[tick % ICONS.length] ?? ICONS[0];
  return (
    <div className="loading-icon-wrap" aria-hidden="true">
      <img key={tick} className="loading-icon" src={src} alt="" width={120} height={120} />
    </div>
  );
}

/** A deterministic shuffle per round (Fisher–Yates with a tiny LCG), so each round differs. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = (seed * 2_654_435_761 + 1) >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
