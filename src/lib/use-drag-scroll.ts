/**
 * Mouse drag-to-scroll for horizontal strips (SPEC §2, §9: drag multiplier 2). Touch and
 * trackpads keep native scrolling. After a drag of more than DRAG_CLICK_SLOP_PX the next click
 * is swallowed so dragging over a link does not open it.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Scroll distance per px of mouse movement (SPEC §9). */
export const DRAG_MULTIPLIER = 2;
const DRAG_CLICK_SLOP_PX = 5;

/** Attach the returned ref to the scrollable element. */
export function useDragScroll<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let startX = 0;
    let startScroll = 0;
    let dragging = false;
    let moved = false;

    const onDown = (event: MouseEvent): void => {
      if (event.button !== 0) return;
      dragging = true;
      moved = false;
      startX = event.pageX;
      startScroll = node.scrollLeft;
    };
    const onMove = (event: MouseEvent): void => {
      if (!dragging) return;
      const delta = event.pageX - startX;
      if (Math.abs(delta) > DRAG_CLICK_SLOP_PX) {
        moved = true;
        node.classList.add('is-dragging');
      }
      if (moved) {
        event.preventDefault();
        node.scrollLeft = startScroll - delta * DRAG_MULTIPLIER;
      }
    };
    const onUp = (): void => {
      dragging = false;
      node.classList.remove('is-dragging');
    };
    const onClick = (event: MouseEvent): void => {
      if (!moved) return;
      moved = false;
      event.preventDefault();
      event.stopPropagation();
    };
    node.addEventListener('mousedown', onDown);
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
    node.addEventListener('click', onClick, true);
    return () => {
      node.removeEventListener('mousedown', onDown);
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
      node.removeEventListener('click', onClick, true);
    };
  }, []);
  return ref;
}
