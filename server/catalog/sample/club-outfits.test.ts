/** Invariants of the club outfits (TAXONOMY.md rules; see ./club-outfits.ts and ./prices.ts). */
import { describe, expect, it } from 'vitest';
import {
  PRICE_BRACKETS,
  SEASONS,
  SEASON_PALETTES,
  STYLES,
  type Season,
} from '../../../contract/taxonomy';
import { allowsOccasion, FORMAL_CLAIM, OFFICE_CLAIM } from '../../styling/outfit/reasoning';
import { ACCENT_COLOURS, buildSampleCatalogue } from './index';

const { products, clubOutfits } = buildSampleCatalogue();

describe('club outfits', () => {
  it('shows the plain garments its words describe, and claims an occasion only where every item allows it', () => {
    for (const o of clubOutfits) {
      const items = Object.values(o.items).map((i) => products[i!]!);
      // '화이트 반팔 셔츠' is a plain white shirt, not a striped one that happens to be white
      expect(
        items.filter((p) => p.pattern !== '무지').map((p) => `${o.goodsName}: ${p.goodsName}`),
      ).toEqual([]);
      for (const [claim, occasion] of [
        [FORMAL_CLAIM, 'formal'],
        [OFFICE_CLAIM, 'office'],
      ] as const)
        if (claim.test(o.goodsName) || claim.test(o.reasoningText))
          expect(
            items
              .filter((p) => !allowsOccasion(p, occasion))
              .map((p) => `${o.goodsName}: ${p.category}`),
          ).toEqual([]);
    }
  });

  const total = (o: (typeof clubOutfits)[number]) =>
    Object.values(o.items).reduce((sum, i) => sum + products[i!]!.price, 0);

  it('has at least 24 outfits, at least 4 in every style × price bracket cell', () => {
    expect(clubOutfits.length).toBeGreaterThanOrEqual(24);
    for (const style of STYLES) {
      for (const b of PRICE_BRACKETS) {
        const n = clubOutfits.filter(
          (o) => o.style === style && total(o) >= b.min && total(o) <= b.max,
        ).length;
        expect(n, `${style} ${b.label}`).toBeGreaterThanOrEqual(4);
      }
    }
    for (const o of clubOutfits)
      expect(
        PRICE_BRACKETS.some((b) => total(o) >= b.min && total(o) <= b.max),
        o.goodsName,
      ).toBe(true);
  });

  it('items exist, sit in their slot, and match the outfit style', () => {
    for (const o of clubOutfits) {
      for (const [slot, index] of Object.entries(o.items)) {
        const p = products[index!];
        expect(p, o.goodsName).toBeDefined();
        expect(p!.slot).toBe(slot);
        expect(p!.style).toBe(o.style);
      }
    }
  });

  it('items share a season; four slots except in summer looks (top/bottom/shoes)', () => {
    for (const o of clubOutfits) {
      const items = Object.values(o.items).map((i) => products[i!]!);
      const common = SEASONS.filter((s) => items.every((p) => p.seasons.includes(s)));
      expect(common.length, o.goodsName).toBeGreaterThan(0);
      const slots = Object.keys(o.items).sort();
      if (o.items.outer === undefined) {
        expect(slots).toEqual(['bottom', 'shoes', 'top']);
        expect(common).toContain('여름');
      } else {
        expect(slots).toEqual(['bottom', 'outer', 'shoes', 'top']);
        expect(common.some((s) => s !== '여름')).toBe(true);
      }
      // every colour suits a shared season
      expect(
        common.some((s: Season) => items.every((p) => SEASON_PALETTES[s].includes(p.colour))),
        o.goodsName,
      ).toBe(true);
    }
  });

  it('colours are neutrals plus at most one accent', () => {
    for (const o of clubOutfits) {
      const accents = new Set(
        Object.values(o.items)
          .map((i) => products[i!]!.colour)
          .filter((c) => ACCENT_COLOURS.includes(c)),
      );
      expect(accents.size, o.goodsName).toBeLessThanOrEqual(1);
    }
  });

  it('has an editorial title and a 150–300 character reasoning text', () => {
    for (const o of clubOutfits) {
      expect(o.goodsName.length).toBeGreaterThan(5);
      expect(o.reasoningText.length, o.goodsName).toBeGreaterThanOrEqual(150);
      expect(o.reasoningText.length, o.goodsName).toBeLessThanOrEqual(300);
    }
    expect(new Set(clubOutfits.map((o) => o.goodsName)).size).toBe(clubOutfits.length);
  });
});
