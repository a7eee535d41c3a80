import { describe, expect, it } from 'vitest';
import {
  categoryInfo,
  COLOUR_NAMES,
  SLOTS,
  type CategoryName,
  type ColourName,
  type Season,
} from '../../../contract/taxonomy';
import { makeCatalogue, makeProduct } from '../../../test/factories/products';
import type { Product } from '../types';
import { composeOutfits } from './compose';
import { layeringClash, type LayeringRule } from './layering';
import type { Outfit } from './types';
import type { OwnedPiece } from './wardrobe';

const SEEDS = Array.from({ length: 60 }, (_, i) => i * 7919 + 5);

/** Shop products of `category` named `name` in every colour, all seasons it is sold in. */
const named = (category: CategoryName, name: string, firstId: number): Product[] =>
  COLOUR_NAMES.map((colour, i) =>
    makeProduct({
      id: firstId + i,
      category,
      slot: categoryInfo(category).slot,
      colour,
      goodsName: `${name} (${colour})`,
      style: i % 2 === 0 ? '미니멀' : '캐주얼',
      seasons: ['봄', '가을', '겨울'],
      price: 59_000,
    }),
  );

/** A catalogue where every trap is plentiful: hooded vests, knit and hooded cardigans, knit tops sold as cardigans. */
const catalogue = [
  ...makeCatalogue(),
  ...named('패딩 베스트', '후드 패딩 베스트', 10_000),
  ...named('카디건', '후드 니트 카디건', 10_100),
  ...named('니트&스웨터 - 긴소매', '니트 카디건 스웨터', 10_200),
  ...named('맨투맨&스웨트', '트레이닝 맨투맨', 10_300),
];

/** Every rule an outfit breaks, as "rule: a / b". */
function broken(outfits: readonly Outfit[]): string[] {
  const out: string[] = [];
  for (const o of outfits) {
    const pieces = SLOTS.flatMap((s) => (o.items[s] ? [o.items[s].product] : []));
    for (const [i, a] of pieces.entries())
      for (const b of pieces.slice(i + 1)) {
        const rule = layeringClash(a, b);
        if (rule) out.push(`${rule}: ${a.goodsName} / ${b.goodsName}`);
      }
  }
  return out;
}

function answers(
  category: CategoryName,
  colour: ColourName,
  season: Season,
  wardrobe?: OwnedPiece[],
) {
  return SEEDS.flatMap((seed) =>
    composeOutfits({
      garment: { category, slot: categoryInfo(category).slot, colour },
      season,
      catalogue,
      seed,
      ...(wardrobe ? { wardrobe } : {}),
    }),
  );
}

const piece = (id: number, category: CategoryName, colour: ColourName): OwnedPiece => ({
  wardrobeItemId: id,
  category,
  slot: categoryInfo(category).slot,
  colour,
  seasons: ['봄', '가을', '겨울'],
  imageUrl: `/media/wardrobe/${id}.webp`,
});

describe(layeringClash.name, () => {
  const p = (category: CategoryName, goodsName = ''): Product =>
    makeProduct({ category, slot: categoryInfo(category).slot, goodsName });
  it.each<[Product, Product, LayeringRule | null]>([
    [p('패딩 베스트', '후드 패딩 베스트'), p('후드 티셔츠'), 'hood-over-hood'],
    [p('후드 집업'), p('후드 티셔츠'), 'hood-over-hood'],
    [p('카디건'), p('니트&스웨터 - 긴소매', '크루넥 카디건'), 'cardigan-over-cardigan'],
    [p('카디건'), p('니트&스웨터 - 긴소매'), 'knit-over-knit'],
    [p('블루종&MA-1', '니트 블루종'), p('니트&스웨터 - 반소매'), 'knit-over-knit'],
    [p('트레이닝&조거 팬츠'), p('더비 슈즈'), 'training-with-dress-shoes'],
    [p('로퍼'), p('맨투맨&스웨트', '트레이닝 맨투맨'), 'training-with-dress-shoes'],
    [p('트레이닝 재킷'), p('스트레이트 팁'), 'training-with-dress-shoes'],
    [p('후드 집업'), p('반소매 티셔츠'), null],
    [p('카디건'), p('셔츠&블라우스 - 긴소매'), null],
    [p('로퍼', '트랙솔 로퍼'), p('슈트 팬츠&슬랙스'), null],
    [p('트레이닝&조거 팬츠'), p('패션스니커즈화'), null],
  ])('should judge %o over %o', (a, b, rule) => {
    expect(layeringClash(a, b)).toBe(rule);
    expect(layeringClash(b, a)).toBe(rule);
  });
});

describe('layering rules in composed outfits', () => {
  it('should never put a hooded outer over a photographed hoodie, in the shop or from 내 옷장', () => {
    const wardrobe = [piece(1, '후드 집업', '그레이'), piece(2, '패딩 베스트', '블랙')];
    for (const season of ['가을', '겨울'] as const) {
      const outfits = answers('후드 티셔츠', '그레이', season, wardrobe);
      expect(outfits.every((o) => o.items.outer !== null)).toBe(true);
      expect(broken(outfits)).toEqual([]);
    }
  });

  it('should never put a cardigan over a cardigan, nor a knit outer over a knit', () => {
    expect(broken(answers('니트&스웨터 - 긴소매', '아이보리', '가을'))).toEqual([]);
    expect(broken(answers('카디건', '오트밀', '봄'))).toEqual([]);
  });

  it('should never put training wear with derby shoes, loafers or other dress shoes', () => {
    expect(broken(answers('트레이닝&조거 팬츠', '그레이', '가을'))).toEqual([]);
    expect(broken(answers('로퍼', '블랙', '가을'))).toEqual([]);
    expect(
      broken(answers('더비 슈즈', '브라운', '겨울', [piece(3, '트레이닝&조거 팬츠', '블랙')])),
    ).toEqual([]);
  });
});
