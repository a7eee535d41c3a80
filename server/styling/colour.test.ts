import { describe, expect, it } from 'vitest';
import { COLOUR_NAMES } from '../../../src/contract/taxonomy';
import { colourDistance, hexToLab } from './colour';
import { accentOf, isDenimConflict, isHarmoniousWith } from './colour-harmony';

describe(colourDistance.name, () => {
  it('should be zero on the diagonal, symmetric and positive elsewhere', () => {
    for (const a of COLOUR_NAMES) {
      expect(colourDistance(a, a)).toBe(0);
      for (const b of COLOUR_NAMES) {
        expect(colourDistance(a, b)).toBeCloseTo(colourDistance(b, a), 10);
        if (a !== b) expect(colourDistance(a, b)).toBeGreaterThan(0);
      }
    }
  });

  it('should match known Lab values', () => {
    const white = hexToLab('#ffffff');
    expect(white.L).toBeCloseTo(100, 1);
    expect(Math.abs(white.a)).toBeLessThan(0.1);
    expect(hexToLab('#000000').L).toBeCloseTo(0, 5);
    expect(() => hexToLab('red')).toThrow(RangeError);
  });

  it('should put neighbouring denim washes closer than far ones', () => {
    expect(colourDistance('중청', '진청')).toBeLessThan(colourDistance('중청', '흑청'));
    expect(colourDistance('연청', '중청')).toBeLessThan(colourDistance('연청', '흑청'));
  });
});

describe(isHarmoniousWith.name, () => {
  const jeans = { slot: 'bottom', category: '데님 팬츠', colour: '중청' } as const;

  it('should treat denim washes on denim as neutral and on other garments as accents', () => {
    expect(accentOf(jeans)).toBeNull();
    expect(accentOf({ slot: 'top', category: '맨투맨&스웨트', colour: '중청' })).toBe('중청');
    expect(accentOf({ slot: 'shoes', category: '로퍼', colour: '브라운' })).toBeNull();
  });

  it('should allow denim on denim only with contrasting washes', () => {
    const trucker = (colour: '연청' | '진청' | '흑청') => ({ slot: 'outer', category: '트러커 재킷', colour }) as const;
    expect(isDenimConflict(jeans, trucker('진청'))).toBe(true);
    expect(isDenimConflict(jeans, trucker('연청'))).toBe(true);
    expect(isDenimConflict(jeans, trucker('흑청'))).toBe(false);
    expect(isHarmoniousWith(trucker('진청'), [jeans])).toBe(false);
  });

  it('should allow at most one accent', () => {
    const top = { slot: 'top', category: '니트&스웨터 - 긴소매', colour: '버건디' } as const;
    expect(isHarmoniousWith(top, [jeans])).toBe(true);
    expect(isHarmoniousWith({ slot: 'outer', category: '카디건', colour: '카키' }, [jeans, top])).toBe(false);
    expect(isHarmoniousWith({ slot: 'outer', category: '카디건', colour: '버건디' }, [jeans, top])).toBe(true);
  });
});
