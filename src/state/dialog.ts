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
      resolve: (confirmed: boolean) => void;
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

/** Asks a yes/no question ('취소' / '확인' by default); resolves true when confirmed. */
export function askConfirm(options: {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}): Promise<boolean> {
  dismissDialog();
  return new Promise((resolve) => {
    dialog$.value = {
      kind: 'confirm',
      title: options.title,
      message: options.message,
      confirmLabel: options.confirmLabel ?? '확인',
      cancelLabel: options.cancelLabel ?? '취소',
      resolve: (confirmed) => {
        dialog$.value = null;
        resolve(confirmed);
      },
    };
  });
}

/** Closes any open dialog as cancelled (e.g. when a newer one replaces it). */
export function dismissDialog(): void {
  const open = dialog$.peek();
  if (!open) return;
  if (open.kind === 'alert') open.resolve();
  else open.resolve(false);
}
