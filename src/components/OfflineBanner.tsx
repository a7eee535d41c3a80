import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { online$ } from '../state/app-shell';
import { APP_SHELL_MESSAGES } from '../messages';

/** How long the offline notice is shown in full (ms) before it becomes the small mark. */
export const OFFLINE_NOTICE_MS = 4_000;

/**
 * The offline notice: each time the browser goes offline, the sentence ("오프라인 상태예요. …")
 * as a pill under the top bar for OFFLINE_NOTICE_MS, then only a small "오프라인" mark in the top
 * bar's empty right corner for as long as the browser stays offline, so that page titles and
 * dialogs are never covered the whole time. Nothing while online.
 */
export function OfflineBanner() {
  useSignals();
  return online$.value ? null : <OfflineNotice />;
}

/** One time offline: mounted when the connection goes, so each time starts with the sentence. */
function OfflineNotice() {
  const [full, setFull] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setFull(false), OFFLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);
  return full ? (
    <div className="offline-banner" role="status">
      {APP_SHELL_MESSAGES.offline}
    </div>
  ) : (
    <div className="offline-mark" role="status" aria-label={APP_SHELL_MESSAGES.offline}>
      {APP_SHELL_MESSAGES.offlineMark}
    </div>
  );
}
