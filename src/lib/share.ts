/**
 * Sharing a page (SPEC §2 Detail): the Web Share API when the browser has it, with files (a
 * picture of the outfit) when it can share them, otherwise the link is copied to the clipboard
 * (async Clipboard API, then the legacy execCommand fallback for non-secure contexts); and the
 * link of a shared outfit's page.
 */
import { SHARE_PAGE_PATH } from '../../contract/share';

/** The absolute link of the shared outfit `token` (contract/share.ts): `<origin>/share/<token>`. */
export function sharedOutfitUrl(token: string): string {
  return new URL(`${SHARE_PAGE_PATH}${encodeURIComponent(token)}`, window.location.origin).href;
}

/** What a share attempt ended in; 'cancelled' when the shopper closed the share sheet. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * Shares `data` natively, or copies `data.url`; never throws. `files` (e.g. a picture of the
 * outfit) is asked for only when the browser has the Web Share API with `navigator.canShare`,
 * and its files go with the share only when `navigator.canShare({ files })` says they can; else
 * the share is made without them, as before.
 */
export async function shareOrCopy(data: {
  title: string;
  text: string;
  url: string;
  files?: (() => Promise<File[] | undefined>) | undefined;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    const { files, ...page } = data;
    const attached =
      files && typeof navigator.canShare === 'function'
        ? await files().catch(() => undefined)
        : undefined;
    try {
      await navigator.share(
        attached && canShareFiles(attached) ? { ...page, files: attached } : page,
      );
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError and friends: fall through to copying.
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}

/** Can the browser share `files` (the Web Share API level 2)? False when it cannot tell. */
function canShareFiles(files: File[]): boolean {
  try {
    return navigator.canShare({ files });
  } catch {
    return false;
  }
}

/** Copies `text` to the clipboard; false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back below
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}
