import { describe, expect, it } from 'vitest';
import { COLOURS, COLOUR_NAMES, PHOTO_ONLY_COLOURS } from '../../contract/taxonomy';
import {
  colourDistance,
  hexToLab,
  labOf,
  NEAREST_SHOP_COLOUR,
  nearestColour,
  nearestShopColour,
  PLAIN_COLOURS,
} from './colour';

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

describe('nearestColour', () => {
  it('names every palette colour by itself', () => {
    for (const [name, hex] of Object.entries(COLOURS))
      expect(nearestColour(hexToLab(hex))).toBe(name);
  });
});

describe(nearestShopColour.name, () => {
  it('dresses each photo-only colour in the one shop colour nearest its reference', () => {
    for (const name of Object.keys(PHOTO_ONLY_COLOURS) as (keyof typeof PHOTO_ONLY_COLOURS)[]) {
      expect(NEAREST_SHOP_COLOUR[name].plain).toBe(nearestColour(labOf(name), PLAIN_COLOURS));
      expect(NEAREST_SHOP_COLOUR[name].denim).toBe(nearestColour(labOf(name), COLOUR_NAMES));
    }
    expect(nearestShopColour('레드', false)).toBe('버건디');
    expect(nearestShopColour('블루', true)).toBe('중청');
    expect(nearestShopColour('아이보리', true)).toBe('아이보리');
  });
});
