/**
 * The shell every modal message shares: backdrop, labelled and described dialog box with focus
 * handling (Escape dismisses), title, message, and the caller's action buttons.
 */
import { useId, type ReactNode } from 'react';
import { useDialogFocus } from '../lib/use-dialog-focus';

export interface DialogFrameProps {
  role: 'dialog' | 'alertdialog';
  title: string;
  message: string;
  /** Called on Escape, and on a backdrop click when `dismissOnBackdrop`. */
  onDismiss: () => void;
  dismissOnBackdrop?: boolean;
  /** The buttons; the one to focus first carries `data-autofocus`. */
  children: ReactNode;
}

/** Renders the dialog over the page. */
export function DialogFrame({
  role,
  title,
  message,
  onDismiss,
  dismissOnBackdrop = false,
  children,
}: DialogFrameProps) {
  const id = useId();
  const ref = useDialogFocus<HTMLDivElement>(onDismiss);
  return (
    <div
      className="dialog-backdrop"
      onClick={
        dismissOnBackdrop
          ? (event) => event.target === event.currentTarget && onDismiss()
          : undefined
      }
    >
      <div
        ref={ref}
        className="dialog"
        role={role}
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
        <div className="dialog-actions">{children}</div>
      </div>
    </div>
  );
}
