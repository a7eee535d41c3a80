/**
 * Focus handling for modal dialogs: moves focus into the dialog once it is drawn, keeps Tab
 * inside it, closes on Escape, and gives focus back to the element that had it before.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Attach the returned ref to the dialog element; `onEscape` runs on the Escape key. */
export function useDialogFocus<T extends HTMLElement>(onEscape: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = ref.current;
    const focusables = (): HTMLElement[] =>
      node
        ? [
            ...node.querySelectorAll<HTMLElement>(
              'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
            ),
          ]
        : [];
    // Focus moves in once the dialog's first frame is drawn: focusing needs the page's layout,
    // which that frame computes anyway; focusing at once forced it in the dialog's own commit, one
    // long task on a slow phone (the camera guide opens by itself on the home page's first visit).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        (node?.querySelector<HTMLElement>('[data-autofocus]') ?? focusables()[0] ?? node)?.focus(),
      );
    });

    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab') {
        const items = focusables();
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return ref;
}
