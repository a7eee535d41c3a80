/**
 * "옷장에 넣기" on the analysed result (/camera) and on /fashion (the 내 옷장 requirement): keeps
 * the garment of the photo just answered in the member's wardrobe, with the category and colour
 * the outfits were made for. The first keep asks whether the cut-out may be kept at all
 * (state/wardrobe.ts); the keeping code is loaded on the tap, so that neither page carries it.
 * Once kept the button becomes "옷장에 넣었어요 · 내 옷장 보기" (offline: "연결되면 옷장에 넣을게요").
 * Nothing shows for outfits made around a wardrobe item (it is kept already) or without a photo.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { capturedImageUrl$, recommendResult$, wardrobeItemId$ } from '../state/capture';
import { keeping$, keptUploads$ } from '../state/kept-garments';
import { WARDROBE_MESSAGES } from '../messages';
import { PendingLabel } from './Spinner';

/** The button, or what became of the keep. */
export function KeepGarmentButton() {
  useSignals();
  const imageUrl = capturedImageUrl$.value;
  const result = recommendResult$.value;
  if (!imageUrl || !result?.recognition || wardrobeItemId$.value !== null) return null;
  const state = keptUploads$.value[imageUrl];
  if (state) {
    return (
      <p className="keep-garment-done" role="status">
        {state === 'kept' ? WARDROBE_MESSAGES.kept : WARDROBE_MESSAGES.queued}{' '}
        <Link href="/wardrobe" className="link-button">
          내 옷장 보기
        </Link>
      </p>
    );
  }
  const keeping = keeping$.value === imageUrl;
  return (
    <button
      type="button"
      className="btn btn-outline keep-garment"
      disabled={keeping}
      onClick={() =>
        void import('../state/wardrobe').then((wardrobe) => wardrobe.keepGarment(imageUrl, result))
      }
    >
      {keeping ? <PendingLabel text={WARDROBE_MESSAGES.keeping} /> : WARDROBE_MESSAGES.keep}
    </button>
  );
}
