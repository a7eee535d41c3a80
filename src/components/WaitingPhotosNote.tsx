import { useSignals } from '@preact/signals-react/runtime';
import { waitingPhotos$ } from '../state/photo-outbox';
import { PHOTO_OUTBOX_MESSAGES } from '../messages';

/** "사진 N장 대기 중 · 연결되면 바로 코디를 찾아드릴게요" while photos wait (the photo outbox); nothing else. */
export function WaitingPhotosNote() {
  useSignals();
  const waiting = waitingPhotos$.value;
  if (waiting === 0) return null;
  return (
    <p className="waiting-photos" role="status">
      {PHOTO_OUTBOX_MESSAGES.waiting(waiting)} · {PHOTO_OUTBOX_MESSAGES.queued}
    </p>
  );
}
