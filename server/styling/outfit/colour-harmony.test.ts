import { describe, expect, it } from 'vitest';
import { accentOf, isDenimConflict, isHarmoniousWith } from './colour-harmony';

describe(isHarmoniousWith.name, () => {
  const jeans = { slot: 'bottom', category: '데님 팬츠', colour: '중청' } as const;

  it('should treat denim washes on denim as neutral and on other garments as accents', () => {
    expect(accentOf(jeans)).toBeNull();
    expect(accentOf({ slot: 'top', category: '맨투맨&스웨트', colour: '중청' })).toBe('중청');
    expect(accentOf({ slot: 'shoes', category: '로퍼', colour: '브라운' })).toBeNull();
  });

  it('should allow denim on denim only with contrasting washes', () => {
    const trucker = (colour: '연청' | '진청' | '흑청') =>
      ({ slot: 'outer', category: '트러커 재킷', colour }) as const;
    expect(isDenimConflict(jeans, trucker('진청'))).toBe(true);
    expect(isDenimConflict(jeans, trucker('연청'))).toBe(true);
    expect(isDenimConflict(jeans, trucker('흑청'))).toBe(false);
    expect(isHarmoniousWith(trucker('진청'), [jeans])).toBe(false);
  });

  it('should allow at most one accent', () => {
    const top = { slot: 'top', category: '니트&스웨터 - 긴소매', colour: '버건디' } as const;
    expect(isHarmoniousWith(top, [jeans])).toBe(true);
    expect(
      isHarmoniousWith({ slot: 'outer', category: '카디건', colour: '카키' }, [jeans, top]),
    ).toBe(false);
    expect(
      isHarmoniousWith({ slot: 'outer', category: '카디건', colour: '버건디' }, [jeans, top]),
    ).toBe(true);
  });
});
