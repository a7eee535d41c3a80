import { describe, expect, it } from 'vitest';
import { makeProductItem as item } from '../../test/factories/product-items';
import { photoSlotOf } from './own-garment';

/** outer 4 (the photographed slot's similar item), bottom 6 and shoes 1; no top. */
const parts = {
  top: null,
  outer: item(4, 'outer'),
  bottom: item(6, 'bottom'),
  shoes: item(1, 'shoes'),
};

describe(photoSlotOf.name, () => {
  it('should find the slot marked photo that holds an item, and none without sources', () => {
    expect(photoSlotOf({ outer: 'photo', bottom: 'shop', shoes: 'shop' }, parts)).toBe('outer');
    expect(photoSlotOf(undefined, parts)).toBeUndefined();
    // A photo slot without an item: the outfit cannot wear the garment there.
    expect(photoSlotOf({ top: 'photo', bottom: 'shop' }, parts)).toBeUndefined();
  });
});
