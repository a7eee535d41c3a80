import { describe, expect, it } from 'vitest';
import { budgetOf, choiceOf, parseBudget } from './budget';

describe('the outfit budget', () => {
  it('should read the sums a shopper types, and refuse what the generator does not take', () => {
    expect(parseBudget('250,000')).toBe(250_000);
    expect(parseBudget('25만')).toBe(250_000);
    expect(parseBudget('25만 5천')).toBe(255_000);
    expect(parseBudget('12.5만원')).toBe(125_000);
    expect(parseBudget('200000원')).toBe(200_000);
    expect(parseBudget('5,000')).toBeNull(); // under 10,000원
    expect(parseBudget('2,000,000')).toBe(2_000_000);
    expect(parseBudget('6,000,000')).toBeNull(); // over 5,000,000원
    expect(parseBudget('많이')).toBeNull();
  });

  it('should show a budget as its bracket, a typed sum as 직접 입력, none as 전체', () => {
    expect(budgetOf('10만원대')).toBe(199_999);
    expect(choiceOf(199_999)).toBe('10만원대');
    expect(choiceOf(250_000)).toBe('직접 입력');
    expect(choiceOf(null)).toBe('전체');
    expect(budgetOf('전체')).toBeNull();
  });
});
