import { describe, expect, it } from 'vitest';
import { isSwipeIgnored, stepAfterSwipe, swipeStep, wrapIndex } from './swipe';

describe(swipeStep.name, () => {
  it('should ignore gestures under 30 px', () => {
    expect(isSwipeIgnored(29)).toBe(true);
    expect(isSwipeIgnored(-29.9)).toBe(true);
    expect(isSwipeIgnored(30)).toBe(false);
    expect(swipeStep(29)).toBe(0);
  });

  it('should keep the step for gestures of 30 to 50 px', () => {
    expect(swipeStep(-30)).toBe(0);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(50)).toBe(0);
  });

  it('should change the step for swipes over 50 px', () => {
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(51)).toBe(-1);
  });

  it('should stay within the steps', () => {
    expect(stepAfterSwipe(0, 80, 2)).toBe(0);
    expect(stepAfterSwipe(0, -80, 2)).toBe(1);
    expect(stepAfterSwipe(1, -80, 2)).toBe(1);
    expect(stepAfterSwipe(1, 40, 2)).toBe(1);
  });
});

describe(wrapIndex.name, () => {
  it('should wrap both ways', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
