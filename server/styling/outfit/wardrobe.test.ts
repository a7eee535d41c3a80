/** Outfits from the shopper's own clothes (내 옷장), completed by the shop. */
import { describe, expect, it } from 'vitest';
import { SLOTS, type CategoryName, type ColourName, type Slot } from '../../../contract/taxonomy';
import { buildSampleCatalogue } from '../../catalog/sample';
import { indexCatalogue } from './catalogue-index';
import { composeOutfits } from './compose';
import type { Outfit } from './types';
import type { OwnedPiece } from './wardrobe';
import { wardrobeSeasons } from '../wardrobe-seasons';

const index = indexCatalogue(buildSampleCatalogue().products.map((p, i) => ({ ...p, id: i + 1 })));
const shirt = { category: '셔츠&블라우스 - 긴소매', slot: 'top', colour: '화이트' } as const;

let nextId = 1;
const piece = (category: CategoryName, slot: Slot, colour: ColourName): OwnedPiece => ({
  wardrobeItemId: nextId++,
  category,
  slot,
  colour,
  seasons: wardrobeSeasons(category),
  imageUrl: `/media/wardrobe/${nextId}.webp`,
});
const owned = (o: Outfit) => SLOTS.filter((s) => o.items[s]?.owned);
const signature = (outfits: readonly Outfit[]) =>
  outfits.map((o) => SLOTS.map((s) => o.items[s]?.product.id ?? '-').join(',')).join('|');

describe('outfits from the wardrobe', () => {
  const wardrobe = [
    piece('코튼 팬츠', 'bottom', '베이지'),
    piece('로퍼', 'shoes', '블랙'),
    piece('환절기 코트', 'outer', '네이비'),
  ];

  it('should dress the photographed shirt from the shopper’s own pieces first, costing nothing, and say so', () => {
    const outfits = composeOutfits({
      garment: shirt,
      season: '가을',
      catalogue: index,
      seed: 4,
      wardrobe,
    });
    expect(outfits).toHaveLength(4);
    const [first, ...rest] = outfits as [Outfit, ...Outfit[]];
    // trousers, loafers and the coat are in season and go with a white shirt: nothing to buy
    expect(owned(first)).toEqual(['outer', 'bottom', 'shoes']);
    expect(first.shopPrice).toBe(0);
    expect(first.items.top?.owned).toBeUndefined();
    expect(first.reasoningText).toContain('새로 살 것 없이');
    expect(first.items.outer?.product.id).toBe(-(wardrobe[2]?.wardrobeItemId ?? 0));
    // each later outfit offers one shop item in turn beside two of the shopper's pieces
    const shopSlots = rest.map((o) =>
      SLOTS.filter((s) => s !== 'top' && o.items[s] && !o.items[s].owned),
    );
    expect(shopSlots).toEqual([['bottom'], ['shoes'], ['outer']]);
    for (const o of rest) {
      expect(owned(o)).toHaveLength(2);
      expect(o.shopPrice).toBeGreaterThan(0);
      expect(o.reasoningText).toMatch(/갖고 계신 [^.]+에 매장 상품 1개만 더했습니다\./);
    }
  });

  it('should wear the shopper’s own black loafers in the first outfit whatever the seed, the shop going with them', () => {
    const loafers = piece('로퍼', 'shoes', '블랙');
    const missed = Array.from({ length: 120 }, (_, seed) => seed).filter((seed) => {
      const [first] = composeOutfits({
        garment: shirt,
        season: '가을',
        catalogue: index,
        seed,
        wardrobe: [loafers],
      });
      return first?.items.shoes?.product.id !== -loafers.wardrobeItemId;
    });
    expect(missed).toEqual([]);
  });

  it('should wear the shopper’s own tee in November as the inner layer under an outer', () => {
    const tee = piece('반소매 티셔츠', 'top', '화이트');
    const outfits = composeOutfits({
      garment: { category: '코튼 팬츠', slot: 'bottom', colour: '베이지' },
      season: '가을',
      catalogue: index,
      seed: 2,
      wardrobe: [tee],
    });
    expect(outfits[0]?.items.top?.product.id).toBe(-tee.wardrobeItemId);
    expect(outfits[0]?.items.outer).toBeDefined();
  });

  it('should still shop in every outfit after the first when the wardrobe fills every slot of a summer outfit, and never repeat an outfit', () => {
    const tee = { category: '반소매 티셔츠', slot: 'top', colour: '화이트' } as const;
    const small = [piece('코튼 팬츠', 'bottom', '베이지'), piece('캔버스/단화', 'shoes', '화이트')];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const outfits = composeOutfits({
        garment: tee,
        season: '여름',
        catalogue: index,
        seed,
        wardrobe: small,
      });
      expect(outfits).toHaveLength(4);
      const [first, ...rest] = outfits as [Outfit, ...Outfit[]];
      expect(owned(first)).toEqual(['bottom', 'shoes']);
      for (const o of rest) {
        const bought = SLOTS.filter((s) => s !== 'top' && o.items[s] && !o.items[s].owned);
        expect(bought.length).toBeGreaterThan(0);
        expect(o.shopPrice).toBeGreaterThan(0);
        expect(o.reasoningText).not.toContain('새로 살 것 없이');
      }
      const keys = signature(outfits).split('|');
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('should take from the shop what the wardrobe lacks or what does not pass the rules, and name the rest as the shopper’s', () => {
    const summerless = [
      piece('숏팬츠', 'bottom', '베이지'), // not worn in winter
      piece('트레이닝&조거 팬츠', 'bottom', '블랙'), // never with the loafers photographed
      piece('숏패딩&헤비 아우터', 'outer', '블랙'),
    ];
    const outfits = composeOutfits({
      garment: { category: '로퍼', slot: 'shoes', colour: '블랙' },
      season: '겨울',
      catalogue: index,
      seed: 2,
      wardrobe: summerless,
    });
    expect(outfits.length).toBeGreaterThan(0);
    for (const o of outfits) {
      expect(o.items.bottom?.owned).toBeUndefined();
      expect(o.items.bottom?.product.id).toBeGreaterThan(0);
      if (o.items.outer?.owned) {
        expect(o.reasoningText).toMatch(/갖고 계신 블랙 숏패딩에 매장 상품 \d개만 더했습니다\./);
        expect(o.shopPrice).toBe(o.totalPrice - (o.items.shoes?.product.price ?? 0));
      }
    }
    expect(outfits.some((o) => o.items.outer?.owned)).toBe(true);
  });

  it('should answer as before without a wardrobe, or with only a piece of the photographed slot', () => {
    const before = composeOutfits({ garment: shirt, season: '가을', catalogue: index, seed: 9 });
    expect(
      signature(
        composeOutfits({ garment: shirt, season: '가을', catalogue: index, seed: 9, wardrobe: [] }),
      ),
    ).toBe(signature(before));
    expect(
      signature(
        composeOutfits({
          garment: shirt,
          season: '가을',
          catalogue: index,
          seed: 9,
          wardrobe: [piece('셔츠&블라우스 - 긴소매', 'top', '네이비')],
        }),
      ),
    ).toBe(signature(before));
  });
});
