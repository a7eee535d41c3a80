// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCardRotation } from './use-card-rotation';

/** Elements the fake IntersectionObserver reports as on screen. */
const onScreen = new Set<string>();

class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element): void {
    const isIntersecting = onScreen.has(element.id);
    this.callback(
      [{ isIntersecting, target: element } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect(): void {}
}

function Card({ id }: { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const tick = useCardRotation(ref, 2_000, true);
  return (
    <div ref={ref} id={id} data-testid={id}>
      {tick}
    </div>
  );
}

describe(useCardRotation.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    onScreen.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('should rotate the cards on screen with one timer and leave the others still', () => {
    onScreen.add('a').add('b');
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    render(
      <>
        <Card id="a" />
        <Card id="b" />
        <Card id="c" />
      </>,
    );
    const start = Number(screen.getByTestId('a').textContent);
    act(() => vi.advanceTimersByTime(4_000));
    expect(Number(screen.getByTestId('a').textContent)).toBe(start + 2);
    expect(screen.getByTestId('b').textContent).toBe(screen.getByTestId('a').textContent);
    expect(Number(screen.getByTestId('c').textContent)).toBe(0); // off screen: never re-rendered
    expect(setInterval).toHaveBeenCalledTimes(1);
  });
});
