import { describe, expect, it } from 'vitest';
import type { ProductItem } from '../../contract/api';
import { presentItems, rotatedCells } from './outfit-parts';

describe(presentItems.name, () => {
  it('should list the present items in slot order', () => {
    const item = (id: number) => ({ id }) as ProductItem;
    expect(
      presentItems({ shoes: item(4), top: item(1), outer: null, bottom: item(3) }).map((i) => i.id),
    ).toEqual([1, 3, 4]);
  });
});

describe(rotatedCells.name, () => {
  it('should rotate the parts through one cell each', () => {
    expect(rotatedCells(['a', 'b', 'c', 'd'], 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(rotatedCells(['a', 'b', 'c', 'd'], 1)).toEqual(['b', 'c', 'd', 'a']);
    expect(rotatedCells([], 3)).toEqual([]);
  });

  it('should never show a part of a three-part outfit twice', () => {
    for (const tick of [0, 1, 2, 3])
      expect(new Set(rotatedCells(['a', 'b', 'c'], tick)).size).toBe(3);
    expect(rotatedCells(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
  });
});
