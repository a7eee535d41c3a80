/** The photo's pattern read from its look (look-pattern.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PATTERNS } from '../../contract/taxonomy';
import { LOOK_DIMS } from './look';
import { loadPatternWeights, lookFileHash, patternOfLook } from './look-pattern';
import { LOOK_FILE } from './recognizer/look';

describe(patternOfLook.name, () => {
  const weights = loadPatternWeights();

  it('should be fitted on the looks the recogniser makes now (the committed projection)', () => {
    expect(weights.look).toBe(lookFileHash(readFileSync(LOOK_FILE, 'utf8')));
    expect([...weights.classes].sort()).toEqual(
      PRODUCT_PATTERNS.filter((p) => weights.classes.includes(p)).sort(),
    );
  });

  it('should read every look as one pattern with a probability, and none without a look', () => {
    const look = Array.from({ length: LOOK_DIMS }, (_, i) => Math.cos(i) / Math.sqrt(LOOK_DIMS));
    const read = patternOfLook(look);
    expect(weights.classes).toContain(read?.pattern);
    expect(read?.probability).toBeGreaterThan(1 / weights.classes.length);
    expect(read?.probability).toBeLessThanOrEqual(1);
    expect(patternOfLook(undefined)).toBeNull();
    expect(patternOfLook(look.slice(1))).toBeNull();
  });
});
