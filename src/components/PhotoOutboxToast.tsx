import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { photoToast$ } from '../state/photo-outbox';
import { PHOTO_OUTBOX_MESSAGES } from '../messages';

/** How long the toast stays, ms. */
const TOAST_MS = 10_000;

/**
 * The photo outbox's toast: "코디가 준비됐어요" with 보기 (opens /fashion with the answer), or a
 * refused or expired photo's note; it goes after TOAST_MS.
 */
export function PhotoOutboxToast() {
  useSignals();
  const [, navigate] = useLocation();
  const toast = photoToast$.value;
  useEffect(() => {
    if (!toast) return;
    const id = setTimeout(() => (photoToast$.value = null), TOAST_MS);
    return () => clearTimeout(id);
  }, [toast]);
  if (!toast) return null;
  const { photo } = toast;
  return (
    <div className="update-prompt" role="status">
      <span>{toast.message}</span>
      {photo && (
        <button
          type="button"
          className="update-prompt__button"
          onClick={() =>
            void import('../state/open-answer').then(({ openAnsweredPhoto }) => {
              openAnsweredPhoto(photo);
              navigate('/fashion');
            })
          }
        >
          {PHOTO_OUTBOX_MESSAGES.open}
        </button>
      )}
    </div>
  );
}
