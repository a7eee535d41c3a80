/** A modal yes/no question (role="dialog", labelled by its title, focus on the confirm button). */
import { DialogFrame } from './DialogFrame';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Escape and the backdrop; without it they cancel. */
  onDismiss?: () => void;
}

/** Renders over the page; Escape and the backdrop dismiss it (cancel, unless `onDismiss`). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = '확인',
  cancelLabel = '취소',
  onConfirm,
  onCancel,
  onDismiss = onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      role="dialog"
      title={title}
      message={message}
      onDismiss={onDismiss}
      dismissOnBackdrop
    >
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="button" className="btn btn-primary" onClick={onConfirm} data-autofocus>
        {confirmLabel}
      </button>
    </DialogFrame>
  );
}
