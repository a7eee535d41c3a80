/** A modal yes/no question (role="dialog", labelled by its title, focus on the confirm button). */
import { useId } from 'react';
import { useDialogFocus } from '../lib/use-dialog-focus';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Renders over the page; Escape and the backdrop cancel. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = '확인',
  cancelLabel = '취소',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const ref = useDialogFocus<HTMLDivElement>(onCancel);
  return (
    <div className="dialog-backdrop" onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        tabIndex={-1}
      >
        <h2 id={`${id}-title`} className="dialog-title">
          {title}
        </h2>
        <p id={`${id}-message`} className="dialog-message">
          {message}
        </p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
