// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUIDE_STEPS } from '../state/guide';
import { GuideSteps } from './GuideSteps';

/** Drags from x = 200 by `dx` px with one pointer. */
function swipe(dx: number) {
  const viewport = screen.getByTestId('guide-viewport');
  fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 200, pointerType: 'touch' });
  fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 200 + dx, pointerType: 'touch' });
  fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 200 + dx, pointerType: 'touch' });
}

const currentStep = () =>
  screen
    .getAllByRole('button', { name: /단계 보기$/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'step');

describe(GuideSteps.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('should ignore short gestures and change step only after 50 px', () => {
    const onStepChange = vi.fn();
    render(<GuideSteps steps={GUIDE_STEPS} onStepChange={onStepChange} />);
    expect(currentStep()).toBe(0);
    swipe(-29);
    expect(currentStep()).toBe(0);
    swipe(-45);
    expect(currentStep()).toBe(0);
    swipe(-60);
    expect(currentStep()).toBe(1);
    expect(onStepChange).toHaveBeenLastCalledWith(1);
    swipe(-80); // already the last step
    expect(currentStep()).toBe(1);
    swipe(40);
    expect(currentStep()).toBe(1);
    swipe(51);
    expect(currentStep()).toBe(0);
    act(() => vi.advanceTimersByTime(500));
  });

  it('should move with the dots', () => {
    render(<GuideSteps steps={GUIDE_STEPS} />);
    fireEvent.click(screen.getByRole('button', { name: '2단계 보기' }));
    expect(currentStep()).toBe(1);
  });
});
