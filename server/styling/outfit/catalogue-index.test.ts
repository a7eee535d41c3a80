import { describe, expect, it } from 'vitest';
import { MAX_ITEM_PRICE_WON, SEASONS, SLOTS, isInSeason } from '../../../contract/taxonomy';
import { buildSampleCatalogue } from '../../catalog/sample';
import type { Product } from '../types';
import { indexCatalogue } from './catalogue-index';
import { composeOutfits } from './compose';

const sample: Product[] = buildSampleCatalogue().products.map((p, i) => ({ ...p, id: i + 1 }));
/** The sample catalogue 100 times over (other ids): a big shop with the same variety. */
const big: Product[] = Array.from({ length: 100 }, (_, copy) =>
  sample.map((p) => ({ ...p, id: copy * sample.length + p.id })),
).flat();

describe(indexCatalogue.name, () => {
  it('should group each season × slot pool into kinds of one category, colour and style, in season and under the cap', () => {
    const index = indexCatalogue(sample);
    for (const season of SEASONS) {
      for (const slot of SLOTS) {
        for (const kind of index.kinds(season, slot)) {
          for (const p of kind.products) {
            expect([p.slot, p.category, p.colour, p.style]).toEqual([
              slot,
              kind.category,
              kind.colour,
              kind.style,
            ]);
            expect(
              p.seasons.includes(season) &&
                isInSeason(p.category, season) &&
                p.price <= MAX_ITEM_PRICE_WON,
            ).toBe(true);
          }
        }
      }
    }
  });

  it('should keep the work per slot to the catalogue’s variety: 100× the products, the same kinds', () => {
    const small = indexCatalogue(sample);
    const large = indexCatalogue(big);
    for (const season of SEASONS) {
      for (const slot of SLOTS)
        expect(large.kinds(season, slot).length).toBe(small.kinds(season, slot).length);
    }
    expect(large.size).toBe(100 * small.size);
  });

  it('should compose valid outfits from the big index, without repeating a product in a slot', () => {
    const index = indexCatalogue(big);
    for (const seed of [1, 2, 3, 4, 5]) {
      const outfits = composeOutfits({
        garment: { category: '데님 팬츠', slot: 'bottom', colour: '중청' },
        season: '가을',
        catalogue: index,
        seed,
      });
      expect(outfits).toHaveLength(4);
      for (const slot of ['top', 'shoes', 'outer'] as const) {
        const ids = outfits.map((o) => o.items[slot]?.product.id).filter((id) => id !== undefined);
        expect(new Set(ids).size, slot).toBe(ids.length);
      }
    }
  });
});
