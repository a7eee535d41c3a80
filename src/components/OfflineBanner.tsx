import { useSignals } from '@preact/signals-react/runtime';
import { online$ } from '../state/app-shell';
import { APP_SHELL_MESSAGES } from '../messages';

/** The small banner shown while the browser is offline. */
export function OfflineBanner() {
  useSignals();
  if (online$.value) return null;
  return (
    <div className="offline-banner" role="status">
      {APP_SHELL_MESSAGES.offline}
    </div>
  );
}
