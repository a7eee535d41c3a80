/**
 * One ticker for every rotating card image on a page (SPEC §9: card images cycle every 2000 ms):
 * a single interval shared by all subscribers, started by the first card that is on screen and
 * stopped when none is, so a home page of thirty cards does one timer's work, not thirty, and
 * cards scrolled out of view do not re-render at all.
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

let tick = 0;
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();
let periodMs = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    timer = setInterval(() => {
      tick += 1;
      for (const l of listeners) l();
    }, periodMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const noSubscription = (): (() => void) => () => undefined;
const read = (): number => tick;

/**
 * The shared rotation count (0, 1, 2, …, advancing every `intervalMs`) while `enabled` and the
 * element in `ref` is at least partly on screen; frozen otherwise. Every caller should pass the
 * same `intervalMs` (the first subscriber's period is used).
 */
export function useCardRotation(
  ref: RefObject<Element | null>,
  intervalMs: number,
  enabled: boolean,
): number {
  const visible = useOnScreen(ref, enabled);
  periodMs ||= intervalMs;
  return useSyncExternalStore(visible ? subscribe : noSubscription, read, read);
}

/** Whether `ref`'s element intersects the viewport (true where IntersectionObserver is missing). */
function useOnScreen(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [visible, setVisible] = useState(!observable);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || !observable) return;
    const observer = new IntersectionObserver(([entry]) =>
      setVisible(entry?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, observable]);
  return enabled && visible;
}
