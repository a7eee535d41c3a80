/**
 * The mask operations the cut-out cleans and scores a mask with (mask-ops.ts): both shoes of a
 * pair stay while a speck of floor goes, a one-pixel gap closes, and an L-shaped garment is less
 * solid than a block.
 */
import { describe, expect, it } from 'vitest';
import { closed, convexHullsArea, mainComponents, withoutHook } from './mask-ops';

/** A w×h mask with the given rectangles (x, y, width, height) set. */
function maskOf(w: number, h: number, rects: [number, number, number, number][]): Uint8Array {
  const m = new Uint8Array(w * h);
  for (const [x0, y0, rw, rh] of rects)
    for (let y = y0; y < y0 + rh; y++) for (let x = x0; x < x0 + rw; x++) m[y * w + x] = 255;
  return m;
}

const count = (m: Uint8Array): number => m.filter((v) => v > 0).length;

describe('mask operations', () => {
  it('keeps both shoes of a pair and drops a speck', () => {
    const m = maskOf(40, 20, [
      [2, 2, 10, 14], // one shoe
      [20, 2, 9, 14], // the other, a little smaller
      [35, 18, 2, 2], // a speck of floor
    ]);
    const kept = mainComponents(m, 40, 20, 0.3);
    expect(count(kept)).toBe(10 * 14 + 9 * 14);
    expect(kept[19 * 40 + 35]).toBe(0);
  });

  it('closes a one-pixel gap without growing the outline', () => {
    const m = maskOf(20, 10, [
      [2, 2, 7, 6],
      [10, 2, 7, 6],
    ]);
    const c = closed(m, 20, 10);
    expect(c[4 * 20 + 9]).toBe(255); // the gap
    expect(c[1 * 20 + 5]).toBe(0); // above the garment
    expect(count(c)).toBe(15 * 6);
  });

  it('measures an L shape as less solid than its block', () => {
    const block = maskOf(20, 20, [[0, 0, 10, 10]]);
    const l = maskOf(20, 20, [
      [0, 0, 2, 16],
      [0, 14, 16, 2],
    ]);
    expect(convexHullsArea(block, 20, 20)).toBe(81); // pixel centres 0…9 each way
    const solidity = count(l) / convexHullsArea(l, 20, 20);
    expect(solidity).toBeLessThan(0.6); // 60 px in a hull of 127 px²
    expect(solidity).toBeGreaterThan(0.3);
  });

  it('gives nothing for an empty mask', () => {
    const empty = new Uint8Array(100);
    expect(count(mainComponents(empty, 10, 10, 0.3))).toBe(0);
    expect(convexHullsArea(empty, 10, 10)).toBe(0);
  });

  it("takes a hanger's hook off the top of a garment, and nothing else", () => {
    // a jacket 60 px wide and 80 tall, a 2 px hook 12 px tall above its collar
    const hooked = maskOf(80, 100, [
      [10, 18, 60, 80],
      [39, 6, 2, 12],
    ]);
    const trimmed = withoutHook(hooked, 80, 100);
    expect(count(trimmed)).toBe(60 * 80);
    expect(trimmed[10 * 80 + 39]).toBe(0);
    // a peaked hood widening row by row from a point is garment
    const hood = maskOf(80, 100, [[10, 18, 60, 80]]);
    for (let y = 8; y < 18; y++)
      for (let x = 40 - (y - 8) * 3; x < 40 + (y - 8) * 3 + 1; x++) hood[y * 80 + x] = 255;
    expect(withoutHook(hood, 80, 100)).toBe(hood);
    // a strap as tall as the garment (a bag, a sleeve straight up) is kept
    const strap = maskOf(80, 100, [
      [10, 50, 60, 48],
      [39, 2, 2, 48],
    ]);
    expect(withoutHook(strap, 80, 100)).toBe(strap);
  });
});
