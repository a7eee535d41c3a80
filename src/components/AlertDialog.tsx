/** A modal message with one button (role="alertdialog", labelled by its title). */
import { useId } from 'react';
import { useDialogFocus } from '../lib/use-dialog-focus';

export interface AlertDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  onClose: () => void;
}

/** Renders over the page; Escape closes it like the button does. */
export function AlertDialog({ title, message, confirmLabel = '확인', onClose }: AlertDialogProps) {
  const id = useId();
  const ref = useDialogFocus<HTMLDivElement>(onClose);
  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="alertdialog"
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
          <button type="button" className="btn btn-primary btn-block" onClick={onClose} data-autofocus>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
