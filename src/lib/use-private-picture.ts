/**
 * A private picture of the shopper (`/media/uploads/…` or a 내 옷장 item's `/media/wardrobe/…`, e.g. their garment's cut-out,
 * contract/api.ts `RecognitionSummary.cutout_url`) for an `<img>`: an `<img src>` cannot send the
 * bearer token, so the API worker fetches it (or takes it from its IndexedDB cache) as a Blob
 * (src/worker/media-api.ts) and this hook turns it into an object URL, revoked when the URL
 * changes or the component unmounts. Serves the requirement that the outfit shows the shopper's
 * own garment. A shared outfit's copy of such a picture (contract/share.ts `SHARE_API.pictures`)
 * is public and used as it is: never through the worker, whose store would keep it past the
 * share's withdrawal.
 */
import { useEffect, useState } from 'react';
import { SHARE_API } from '../../contract/share';
import { apiWorker } from '../worker-bridge';
import { isWardrobePicture, type OwnGarment } from './own-garment';

/**
 * Where the picture stands: 'none' without a URL; 'loading' while the worker answers; 'ready'
 * with `src`, an object URL (`blob:`); 'failed' when it could not be had (offline with nothing
 * stored, 404 once deleted, a session ended): the caller then leaves it out quietly.
 */
export type PrivatePicture =
  { status: 'none' | 'loading' | 'failed' } | { status: 'ready'; src: string };

/** Is `url` a shared outfit's public picture (`/media/shares/…`, whatever host it names)? */
function isSharePicture(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    return new URL(url, 'http://app.invalid').pathname.startsWith(SHARE_API.pictures);
  } catch {
    return false;
  }
}

/**
 * The picture at `url` (null/undefined: none); see PrivatePicture. A shared outfit's picture is
 * ready at once with `url` itself as `src`. Never throws.
 */
export function usePrivatePicture(url: string | null | undefined): PrivatePicture {
  const [state, setState] = useState<{ url: string; picture: PrivatePicture } | null>(null);
  const shared = isSharePicture(url);

  useEffect(() => {
    if (!url || shared) return undefined;
    let src: string | null = null;
    let live = true;
    void apiWorker
      .privatePicture(url)
      .then((answer) => {
        if (!live) return;
        if (!answer.ok) {
          setState({ url, picture: { status: 'failed' } });
          return;
        }
        src = URL.createObjectURL(answer.value);
        setState({ url, picture: { status: 'ready', src } });
      })
      .catch(() => {
        if (live) setState({ url, picture: { status: 'failed' } });
      });
    return () => {
      live = false;
      if (src) URL.revokeObjectURL(src);
    };
  }, [url, shared]);

  if (!url) return { status: 'none' };
  if (shared) return { status: 'ready', src: url };
  // A state left from another URL is not this picture's.
  return state?.url === url ? state.picture : { status: 'loading' };
}

/**
 * The shopper's own garment whose cut-out is at `url` (null/undefined: none), as an outfit view
 * shows it in its photographed slot: `src` the object URL once ready, null while it loads (the
 * shopper's photo `placeholder` holds the place when the page has it, else a light square);
 * undefined without a URL or when the picture cannot be had, and the view then shows the shop's
 * similar item as before. `label` is the shopper-facing category; `from` follows the URL (a
 * 내 옷장 picture: 'wardrobe').
 */
export function useOwnGarment(
  url: string | null | undefined,
  label: string,
  placeholder?: string | null,
): Omit<OwnGarment, 'slot'> | undefined {
  const picture = usePrivatePicture(url);
  const from = isWardrobePicture(url) ? 'wardrobe' : 'photo';
  if (picture.status === 'ready') return { src: picture.src, label, from };
  if (picture.status !== 'loading') return undefined;
  return { src: null, label, from, ...(placeholder ? { placeholder } : {}) };
}
