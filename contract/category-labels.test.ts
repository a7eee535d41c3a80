import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, categoryLabel } from './category-labels';
import { CATEGORY_NAMES } from './taxonomy';

describe(categoryLabel.name, () => {
  it('should show a men’s shopper a plain garment name, never the shop’s catalogue spelling', () => {
    expect(categoryLabel('셔츠&블라우스 - 긴소매')).toBe('셔츠');
    expect(categoryLabel('셔츠&블라우스 - 반소매')).toBe('반소매 셔츠');
    expect(categoryLabel('맨투맨&스웨트')).toBe('맨투맨');
    for (const name of CATEGORY_NAMES) expect(categoryLabel(name)).not.toMatch(/[&/]|블라우스| - /);
  });

  it('should give the 45 categories 45 different labels, so that no two chips read alike', () => {
    expect(new Set(Object.values(CATEGORY_LABELS)).size).toBe(CATEGORY_NAMES.length);
  });

  it('should leave text that is not a category name as it is', () => {
    expect(categoryLabel('린넨 셔츠')).toBe('린넨 셔츠');
  });
});
