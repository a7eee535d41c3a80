/**
 * App-wide modal dialogs: in-app replacements for window.alert / window.confirm that screen
 * readers announce and browser tests find by role (alertdialog / dialog). One DialogHost renders
 * the current request; actions await the answer.
 */
import { signal } from '@preact/signals-react';

/** The dialog on screen, or null. */
export type DialogRequest =
  | { kind: 'alert'; title: string; message: string; confirmLabel: string; resolve: () => void }
  | {
      kind: 'confirm';
      title: string;
      message: string;
      confirmLabel: string;
      cancelLabel: string;
      /** true: the confirm button; false: the cancel button; null: dismissed (Escape, backdrop). */
      resolve: (answer: boolean | null) => void;
    };

export const dialog$ = signal<DialogRequest | null>(null);

/** Shows a message with one '확인' button; resolves when it is closed. */
export function showAlert(
  message: string,
  options: { title?: string; confirmLabel?: string } = {},
): Promise<void> {
  dismissDialog();
  return new Promise((resolve) => {
    dialog$.value = {
      kind: 'alert',
      title: options.title ?? '알림',
      message,
      confirmLabel: options.confirmLabel ?? '확인',
      resolve: () => {
        dialog$.value = null;
        resolve();
      },
    };
  });
}

/** What askConfirm and askChoice show: the question and its two buttons' labels. */
interface Question {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Asks a yes/no question ('취소' / '확인' by default); resolves true when confirmed. */
export async function askConfirm(options: Question): Promise<boolean> {
  return (await askChoice(options)) === true;
}

/**
 * Asks the shopper to choose between two answers, both of which go on (e.g. sharing with or
 * without a picture): resolves true for the confirm button, false for the cancel button, and
 * null when the dialog is dismissed (Escape, the backdrop, or a newer dialog), so that the caller
 * can stop.
 */
export function askChoice(options: Question): Promise<boolean | null> {
  dismissDialog();
  return new Promise((resolve) => {
    dialog$.value = {
      kind: 'confirm',
      title: options.title,
      message: options.message,
      confirmLabel: options.confirmLabel ?? '확인',
      cancelLabel: options.cancelLabel ?? '취소',
      resolve: (answer) => {
        dialog$.value = null;
        resolve(answer);
      },
    };
  });
}

/** Closes any open dialog as cancelled (e.g. when a newer one replaces it). */
export function dismissDialog(): void {
  const open = dialog$.peek();
  if (!open) return;
  if (open.kind === 'alert') open.resolve();
  else open.resolve(null);
}
