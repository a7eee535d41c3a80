import { describe, expect, it } from 'vitest';
import { alsoText } from './size-advice';

const sizes = ['S', 'M', 'L', 'XL'].map((size) => ({ size, measures: {} }));

describe('alsoText', () => {
  it('says whether the second size is the snugger or the looser one', () => {
    const advice = { size: 'L', confidence: 'likely' as const, reason: '' };
    expect(alsoText({ sizes, size_advice: { ...advice, also: 'M' } })).toBe('M도 가능 (딱 맞게)');
    expect(alsoText({ sizes, size_advice: { ...advice, also: 'XL' } })).toBe(
      'XL도 가능 (넉넉하게)',
    );
    expect(alsoText({ sizes, size_advice: advice })).toBeNull();
  });
});
