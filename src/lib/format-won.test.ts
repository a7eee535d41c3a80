import { describe, expect, it } from 'vitest';
import { formatWon } from './format-won';

describe(formatWon.name, () => {
  it('should group thousands and append 원', () => {
    expect(formatWon(39000)).toBe('39,000원');
    expect(formatWon(139000)).toBe('139,000원');
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatWon(0)).toBe('0원');
  });

  it('should round to whole won and group like the Korean locale does', () => {
    for (const amount of [999, 1000, 99_999.6, 1_000_000, 12_345_678_901, -39_000]) {
      expect(formatWon(amount)).toBe(`${Math.round(amount).toLocaleString('ko-KR')}원`);
    }
  });

  it('should say 정보 없음 when the price is missing', () => {
    expect(formatWon(null)).toBe('정보 없음');
    expect(formatWon(undefined)).toBe('정보 없음');
    expect(formatWon(Number.NaN)).toBe('정보 없음');
  });
});
