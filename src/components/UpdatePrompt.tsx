import { useSignals } from '@preact/signals-react/runtime';
import { applyUpdate, waitingWorker$ } from '../state/app-shell';
import { APP_SHELL_MESSAGES } from '../messages';

/** '새 버전이 있습니다' with a reload button while a new service worker waits. */
export function UpdatePrompt() {
  useSignals();
  if (!waitingWorker$.value) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{APP_SHELL_MESSAGES.updateReady}</span>
      <button type="button" className="update-prompt__button" onClick={applyUpdate}>
        {APP_SHELL_MESSAGES.reload}
      </button>
    </div>
  );
}
