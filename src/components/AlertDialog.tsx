/** A modal message with one button (role="alertdialog", labelled by its title). */
import { DialogFrame } from './DialogFrame';

export interface AlertDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  onClose: () => void;
}

/** Renders over the page; Escape closes it like the button does. */
export function AlertDialog({ title, message, confirmLabel = '확인', onClose }: AlertDialogProps) {
  return (
    <DialogFrame role="alertdialog" title={title} message={message} onDismiss={onClose}>
      <button type="button" className="btn btn-primary btn-block" onClick={onClose} data-autofocus>
        {confirmLabel}
      </button>
    </DialogFrame>
  );
}
