/** Renders the app-wide dialog requested through src/state/dialog.ts (showAlert, askConfirm, askChoice). */
import { useSignals } from '@preact/signals-react/runtime';
import { dialog$ } from '../state/dialog';
import { AlertDialog } from './AlertDialog';
import { ConfirmDialog } from './ConfirmDialog';

/** Mount once at the app root. */
export function DialogHost() {
  useSignals();
  const request = dialog$.value;
  if (!request) return null;
  if (request.kind === 'alert') {
    return (
      <AlertDialog
        title={request.title}
        message={request.message}
        confirmLabel={request.confirmLabel}
        onClose={request.resolve}
      />
    );
  }
  return (
    <ConfirmDialog
      title={request.title}
      message={request.message}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      onConfirm={() => request.resolve(true)}
      onCancel={() => request.resolve(false)}
      onDismiss={() => request.resolve(null)}
    />
  );
}
