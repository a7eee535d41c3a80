/**
 * The words speak of what the outfit shows: the shopper's own piece (the photographed or kept
 * garment, a 내 옷장 piece in another slot) is named only by what is sure or confirmed — never by
 * the similar item's colour, never by a colour while it is asked — and the similar item only as
 * the similar item. Fixtures: asked, not asked, confirmed, patterned and wardrobe answers.
 */
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  PHOTO_COLOUR_NAMES,
  SEASONS,
  SLOTS,
  categoryInfo,
  type CategoryName,
  type PhotoColourName,
  type Season,
  type Slot,
} from '../../../contract/taxonomy';
import { buildSampleCatalogue } from '../../catalog/sample';
import { recognition } from '../../../test/factories/recognition';
import { makeProduct } from '../../../test/factories/products';
import { garmentOf } from '../garment';
import { createPrng } from '../prng';
import { wardrobeSeasons } from '../wardrobe-seasons';
import { indexCatalogue } from './catalogue-index';
import { CATEGORY_TRAITS } from './category-traits';
import { composeOutfits } from './compose';
import { coloursNamingOwnPiece } from './own-piece';
import { writeReasoning } from './reasoning';
import type { Outfit, PhotographedGarment } from './types';
import type { OwnedPiece } from './wardrobe';

const index = indexCatalogue(buildSampleCatalogue().products.map((p, i) => ({ ...p, id: i + 1 })));

const COLOURS_SAID = new RegExp(
  `(?<![가-힣])(${[...PHOTO_COLOUR_NAMES].sort((a, b) => b.length - a.length).join('|')})`,
  'g',
);

/** The text without its mention of the similar item ("<brand>의 <colour> <noun>"). */
function withoutSimilar(o: Outfit, slot: Slot): string {
  const similar = o.items[slot]?.product;
  if (!similar) return o.reasoningText;
  return o.reasoningText.replaceAll(
    `${similar.brand}의 ${similar.colour} ${CATEGORY_TRAITS[similar.category].label}`,
    '',
  );
}

/** The pieces' nouns, longest first: a colour inside one ('블루종') is not a colour said. */
const LABELS = CATEGORIES.map((c) => CATEGORY_TRAITS[c.name].label).sort(
  (a, b) => b.length - a.length,
);

/** Every colour word of `text` (outside the similar item's mention). */
const coloursIn = (text: string): string[] =>
  [...LABELS.reduce((t, l) => t.replaceAll(l, '…'), text).matchAll(COLOURS_SAID)].map((m) => m[1]!);

/** Outfits around every category in `colours`, seasons cycling, one seed each. */
function dress(
  colours: readonly PhotoColourName[],
  garment: (category: CategoryName, colour: PhotoColourName) => Partial<PhotographedGarment>,
  wardrobe?: readonly OwnedPiece[],
): { garment: PhotographedGarment; outfits: Outfit[] }[] {
  return CATEGORIES.flatMap((c, ci) =>
    colours.map((colour, k) => {
      const g: PhotographedGarment = {
        category: c.name,
        slot: c.slot,
        colour,
        ...garment(c.name, colour),
      };
      return {
        garment: g,
        outfits: composeOutfits({
          garment: g,
          season: categoryInfo(c.name).only ?? (SEASONS[(ci + k) % 4] as Season),
          catalogue: index,
          seed: ci * 10 + k,
          ...(wardrobe ? { wardrobe } : {}),
        }),
      };
    }),
  );
}

/** The colours other than `allowed` the texts name the shopper's piece by, with the text. */
function wrongNamings(
  answers: { garment: PhotographedGarment; outfits: Outfit[] }[],
  allowed: (g: PhotographedGarment) => readonly string[],
): string[] {
  return answers.flatMap(({ garment, outfits }) =>
    outfits.flatMap((o) => {
      const said = coloursNamingOwnPiece(withoutSimilar(o, garment.slot), garment);
      const wrong = said.filter((c) => !allowed(garment).includes(c));
      return wrong.length > 0 ? [`${wrong.join()}: ${o.reasoningText}`] : [];
    }),
  );
}

describe('the words about the shopper’s piece', () => {
  it('should name it by no colour while the colour is asked, and claim no colour of it elsewhere', () => {
    const answers = dress(['블랙', '아이보리', '그린', '멀티'], () => ({ colourSure: false }));
    expect(wrongNamings(answers, () => [])).toEqual([]);
    // every colour word left is another slot's item's
    const stray = answers.flatMap(({ garment, outfits }) =>
      outfits.flatMap((o) => {
        const others = SLOTS.filter((s) => s !== garment.slot).map(
          (s) => o.items[s]?.product.colour,
        );
        const extra = coloursIn(withoutSimilar(o, garment.slot)).filter(
          (c) => !others.includes(c as never),
        );
        return extra.length > 0 ? [`${extra.join()}: ${o.reasoningText}`] : [];
      }),
    );
    expect(stray).toEqual([]);
  });

  it('should name it by the photo’s colour when sure, never the similar item’s (a green polo is 그린, not 카키)', () => {
    const answers = dress(['블랙', '그린', '레드', '베이지'], () => ({ colourSure: true }));
    expect(wrongNamings(answers, (g) => [g.colour])).toEqual([]);
    const polo = answers.find(
      (a) => a.garment.category === '피케&카라 티셔츠 - 반소매' && a.garment.colour === '그린',
    );
    for (const o of polo?.outfits ?? []) expect(o.reasoningText).toContain('그린 피케 티셔츠');
  });

  it('should follow the shopper’s confirmed colour and category', () => {
    const answers = CATEGORIES.map((c) => {
      const garment = garmentOf(
        recognition({
          category: c.name,
          slot: c.slot,
          colour: '블랙',
          confidence: 0.3,
          ask: { category: true, colour: true },
        }),
        { colour: '그린', category: c.name },
      );
      return {
        garment,
        outfits: composeOutfits({
          garment,
          season: categoryInfo(c.name).only ?? '가을',
          catalogue: index,
          seed: 5,
        }),
      };
    });
    expect(wrongNamings(answers, () => ['그린'])).toEqual([]);
  });

  it('should name it at the level the app is sure of while the category is asked', () => {
    const answers = dress(['블랙', '브라운'], () => ({ categorySure: false, colourSure: true }));
    const named = answers.flatMap(({ garment, outfits }) =>
      outfits.flatMap((o) => {
        const text = withoutSimilar(o, garment.slot);
        return text.includes(CATEGORY_TRAITS[garment.category].label) ? [text] : [];
      }),
    );
    expect(named).toEqual([]);
  });

  it('should call a multicoloured check shirt by its kind, never by the similar item’s grey nor by an unsure pattern', () => {
    const similar = makeProduct({
      id: 1,
      slot: 'top',
      category: '셔츠&블라우스 - 긴소매',
      colour: '그레이',
      pattern: '체크',
    });
    const shop = (over: Parameters<typeof makeProduct>[0]) => ({
      product: makeProduct(over),
      similarToPhoto: false,
    });
    for (let seed = 0; seed < 30; seed++) {
      const text = writeReasoning(
        {
          garment: {
            category: '셔츠&블라우스 - 긴소매',
            slot: 'top',
            colour: '멀티',
            colourSure: true,
          },
          photoPattern: '체크',
          season: '가을',
          style: '캐주얼',
          items: {
            top: { product: similar, similarToPhoto: true },
            outer: shop({ id: 2, slot: 'outer', category: '트러커 재킷', colour: '진청' }),
            bottom: shop({ id: 3, slot: 'bottom', category: '코튼 팬츠', colour: '베이지' }),
            shoes: shop({ id: 4, slot: 'shoes', category: '로퍼', colour: '브라운' }),
          },
          colourMatch: 'far',
        },
        createPrng(seed),
      );
      const mine = text.replaceAll(`${similar.brand}의 그레이 셔츠`, '');
      expect(
        coloursNamingOwnPiece(mine, { category: similar.category, slot: 'top' }),
        text,
      ).toEqual([]);
      expect(text).toContain('사진 속 셔츠');
      expect(text).not.toMatch(/멀티|체크 셔츠/);
    }
  });

  it('should name a kept garment and the 내 옷장 pieces by their colour only once confirmed', () => {
    const pieces: OwnedPiece[] = (
      [
        ['코튼 팬츠', 'bottom', '베이지'],
        ['로퍼', 'shoes', '블랙'],
        ['환절기 코트', 'outer', '네이비'],
        ['셔츠&블라우스 - 긴소매', 'top', '화이트'],
      ] as const
    ).map(([category, slot, colour], i) => ({
      wardrobeItemId: i + 1,
      category,
      slot,
      colour,
      seasons: wardrobeSeasons(category),
      imageUrl: `/media/wardrobe/${i + 1}.webp`,
      colourSure: false,
      categorySure: i % 2 === 0,
    }));
    const answers = dress(['네이비', '카키'], () => ({ owned: true, colourSure: false }), pieces);
    expect(wrongNamings(answers, () => [])).toEqual([]);
    const wornOwn = answers.flatMap(({ outfits }) =>
      outfits.flatMap((o) =>
        pieces.flatMap((p) => {
          const item = o.items[p.slot];
          if (!item?.owned) return [];
          const said = coloursNamingOwnPiece(o.reasoningText, p);
          const kind = p.categorySure ? [] : [CATEGORY_TRAITS[p.category].label];
          return [...said, ...kind.filter((k) => o.reasoningText.includes(k))].map(
            (w) => `${w}: ${o.reasoningText}`,
          );
        }),
      ),
    );
    expect(wornOwn).toEqual([]);
  });
});
