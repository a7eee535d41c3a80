import { describe, expect, it } from 'vitest';
import { formatBudget, formatManwon, formatWon, parseWon } from './format-won';

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

describe(formatManwon.name, () => {
  it('should write whole thousands from 1만원 up in 만원, as Korean shops do', () => {
    expect(formatManwon(250_000)).toBe('25만원');
    expect(formatManwon(255_000)).toBe('25만 5천원');
    expect(formatManwon(10_000)).toBe('1만원');
    expect(formatManwon(10_000_000)).toBe('1,000만원');
    expect(formatManwon(253_500)).toBe('253,500원');
    expect(formatManwon(9_000)).toBe('9,000원');
  });
});

describe(formatBudget.name, () => {
  it('should say a bracket’s end as the round sum it stays under, never 199,999원', () => {
    expect(formatBudget(199_999)).toBe('20만원 미만');
    expect(formatBudget(299_999)).toBe('30만원 미만');
    expect(formatBudget(399_999)).toBe('40만원 미만');
    expect(formatBudget(250_000)).toBe('25만원 이하');
    expect(formatBudget(255_000)).toBe('25만 5천원 이하');
    expect(formatBudget(253_500)).toBe('253,500원 이하');
  });
});

describe(parseWon.name, () => {
  it('should read the won a shopper types in digits or in 만/천 words', () => {
    for (const typed of ['250,000', '250000원', '25만', '25만원', ' 25 만 원 ', '25.0만'])
      expect(parseWon(typed), typed).toBe(250_000);
    expect(parseWon('25만 5천')).toBe(255_000);
    expect(parseWon('25만5천원')).toBe(255_000);
    expect(parseWon('12.5만')).toBe(125_000);
    expect(parseWon('5천')).toBe(5_000);
    expect(parseWon('1,000만원')).toBe(10_000_000);
  });

  it('should refuse what is not a sum of won', () => {
    for (const typed of ['', '원', '만', '많이', '25만원대', '25달러', '2.5.0만', '-25만'])
      expect(parseWon(typed), typed).toBeNull();
  });
});
