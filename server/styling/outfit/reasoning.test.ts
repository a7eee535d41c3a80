/** Properties of the reasoning text over many garments and seeds (a stylist's reading of it). */
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  PHOTO_COLOUR_NAMES,
  SEASONS,
  SLOTS,
  COLOUR_NAMES,
  categoryInfo,
  isShopColour,
  type Season,
} from '../../../contract/taxonomy';
import { answerShopColour, shopColourOf } from './photographed';
import { buildSampleCatalogue } from '../../catalog/sample';
import { indexCatalogue } from './catalogue-index';
import { composeOutfits } from './compose';
import { CATEGORY_TRAITS } from './category-traits';
import { pickJosa, type JosaPair } from '../../../contract/josa';
import {
  CASUAL_ONLY,
  FORMALITY_CLAIM,
  PHOTO_COLOUR_CLAIM,
  PLAIN_CLAIM,
  FORMAL_CLAIM,
  OFFICE_CLAIM,
  allowsOccasion,
  ownPieceAllows,
  writeReasoning,
  type Occasion,
} from './reasoning';
import { createPrng } from '../prng';
import type { Product } from '../types';
import { makeProduct } from '../../../test/factories/products';
import type { Outfit } from './types';
import type { OwnedPiece } from './wardrobe';
import { wardrobeSeasons } from '../wardrobe-seasons';

const index = indexCatalogue(buildSampleCatalogue().products.map((p, i) => ({ ...p, id: i + 1 })));

/**
 * 45 categories × 3 colours (shop and photo-only) × 4 seasons (or the category's only season),
 * 2 seeds, 4 outfits each; a third of the garments' colours unconfirmed.
 */
const OUTFITS: Outfit[] = CATEGORIES.flatMap((c, ci) =>
  [0, 1, 2].flatMap((k) =>
    SEASONS.flatMap((season, si) => {
      const colour =
        PHOTO_COLOUR_NAMES[(ci * 3 + k * 5 + si) % PHOTO_COLOUR_NAMES.length] ?? '블랙';
      const garment = { category: c.name, slot: c.slot, colour, colourSure: (ci + k) % 3 !== 0 };
      return [1, 2].flatMap((seed) =>
        composeOutfits({
          garment,
          season: categoryInfo(c.name).only ?? season,
          catalogue: index,
          seed: ci * 1000 + k * 100 + si * 10 + seed,
        }),
      );
    }),
  ),
);

/** Category names that are not natural Korean in a sentence ('니트&스웨터 - 긴소매', '캔버스/단화'). */
const RAW_NAMES = CATEGORIES.map((c) => c.name).filter((name) => /&| - |\//.test(name));

/** Every noun the text puts a particle after: colours, pieces' labels and slot nouns. */
const NOUNS = [
  ...PHOTO_COLOUR_NAMES,
  ...CATEGORIES.map((c) => CATEGORY_TRAITS[c.name].label),
  '상의',
  '하의',
  '아우터',
  '신발',
].sort((a, b) => b.length - a.length);
const PAIRS: Record<string, JosaPair> = {
  으로: '으로/로',
  로: '으로/로',
  이: '이/가',
  가: '이/가',
  은: '은/는',
  는: '은/는',
  과: '와/과',
  와: '와/과',
  을: '을/를',
  를: '을/를',
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PARTICLE_AFTER_NOUN = new RegExp(
  `(${NOUNS.map(escape).join('|')})(으로|로|이|가|은|는|과|와|을|를)(?=[\\s,.])`,
  'gu',
);

/** The particles in `text` that do not agree with the noun before them ('블랙로'). */
function particleErrors(text: string): string[] {
  return [...text.matchAll(PARTICLE_AFTER_NOUN)]
    .filter(([, noun, particle]) => pickJosa(noun!, PAIRS[particle!]!) !== particle)
    .map(([found]) => found);
}

describe('reasoning text', () => {
  it('puts the right particle after every colour and piece it names', () => {
    expect(particleErrors('블랙로 누르고 데님 팬츠를')).toEqual(['블랙로']);
    const errors = OUTFITS.flatMap((o) => particleErrors(o.reasoningText));
    expect([...new Set(errors)]).toEqual([]);
  });

  it('never says shorts narrow at the ankle', () => {
    const shorts = OUTFITS.filter((o) => o.items.bottom?.product.category === '숏팬츠');
    expect(shorts.length).toBeGreaterThan(0);
    expect(shorts.filter((o) => /발목/.test(o.reasoningText)).map((o) => o.reasoningText)).toEqual(
      [],
    );
  });

  it('describes straight shorts in three ways, not the same line in every answer', () => {
    const lines = new Set(
      OUTFITS.filter(
        (o) =>
          o.items.bottom?.product.category === '숏팬츠' &&
          o.items.bottom.product.fit === '스트레이트',
      ).flatMap((o) =>
        o.reasoningText
          .split(/(?<=[.!?])\s+/)
          .filter((s) => /숏팬츠/.test(s) && /떨어지|일자/.test(s)),
      ),
    );
    expect(lines.size).toBeGreaterThanOrEqual(3);
  });

  it('pairs joggers with sneakers, and slacks with dress shoes, without one line in most of them', () => {
    for (const [bottom, shoes] of [
      ['트레이닝&조거 팬츠', ['패션스니커즈화', '캔버스/단화']],
      ['슈트 팬츠&슬랙스', ['로퍼', '더비 슈즈', '스트레이트 팁']],
    ] as const) {
      const paired = OUTFITS.filter(
        (o) =>
          o.items.bottom?.product.category === bottom &&
          (shoes as readonly string[]).includes(o.items.shoes?.product.category ?? ''),
      );
      expect(paired.length).toBeGreaterThan(10);
      const uses = new Map<string, number>();
      for (const o of paired)
        for (const x of new Set(o.reasoningText.split(/(?<=[.!?])\s+/)))
          uses.set(x, (uses.get(x) ?? 0) + 1);
      const [sentence, n] = [...uses].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      expect(n / paired.length, sentence).toBeLessThanOrEqual(0.25);
    }
  });

  it('repeats no sentence in more than 7 % of outfits', () => {
    const uses = new Map<string, number>();
    for (const o of OUTFITS) {
      for (const s of new Set(o.reasoningText.split(/(?<=[.!?])\s+/)))
        uses.set(s, (uses.get(s) ?? 0) + 1);
    }
    const [sentence, n] = [...uses].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    expect(n / OUTFITS.length, sentence).toBeLessThanOrEqual(0.07);
  });

  it('never claims a formal occasion beside a casual-only item', () => {
    const wrong = OUTFITS.filter(
      (o) =>
        FORMALITY_CLAIM.test(o.reasoningText) &&
        SLOTS.some((s) => o.items[s] && CASUAL_ONLY.has(o.items[s].product.category)),
    );
    expect(wrong.map((o) => o.reasoningText)).toEqual([]);
  });

  it('is 150–300 characters and never pastes a raw category name', () => {
    for (const o of OUTFITS) {
      const n = [...o.reasoningText].length;
      expect(n >= 150 && n <= 300, o.reasoningText).toBe(true);
      expect(o.reasoningText).not.toMatch(/undefined|null/);
      for (const raw of RAW_NAMES) expect(o.reasoningText).not.toContain(raw);
    }
  });

  it('centres on the shopper’s garment in the photo and offers the similar item as an option, 비슷한 only of the same kind', () => {
    let offered = 0;
    for (const o of OUTFITS) {
      expect(o.reasoningText, o.reasoningText).toMatch(/^(사진 속|촬영하신|이번 )/);
      expect(o.reasoningText).toMatch(/사진 속 /);
      // these photos have no look: no pattern is read, so the similar item is of the same kind
      expect(o.reasoningText).not.toMatch(/비슷한 상품/);
      if (/사진 속 [^.]+[와과] [^.]*같은 종류[^.]*(있어요|두었어요)\./.test(o.reasoningText))
        offered++;
    }
    expect(offered / OUTFITS.length).toBeGreaterThan(0.5);
    // a shop without moccasins: the stand-in of another kind is never called 비슷한
    const noMoccasins = indexCatalogue(
      buildSampleCatalogue()
        .products.map((p, i) => ({ ...p, id: i + 1 }))
        .filter((p) => p.category !== '모카신'),
    );
    const standIns = composeOutfits({
      garment: { category: '모카신', slot: 'shoes', colour: '블랙', colourSure: true },
      season: '가을',
      catalogue: noMoccasins,
      seed: 3,
    });
    expect(standIns.length).toBeGreaterThan(0);
    for (const o of standIns) {
      expect(o.items.shoes?.similarToPhoto).toBe(false);
      expect(o.reasoningText).toContain('대신할 상품');
      expect(o.reasoningText).not.toMatch(/비슷한 상품/);
    }
  });

  it('speaks of a garment of the wardrobe (wardrobe_item_id) as the shopper’s own, never of a photo', () => {
    const pieces: OwnedPiece[] = [
      { category: '코튼 팬츠', slot: 'bottom', colour: '베이지' },
      { category: '로퍼', slot: 'shoes', colour: '블랙' },
      { category: '환절기 코트', slot: 'outer', colour: '네이비' },
    ].map((p, i) => ({
      ...(p as Pick<OwnedPiece, 'category' | 'slot' | 'colour'>),
      wardrobeItemId: i + 1,
      seasons: wardrobeSeasons(p.category as OwnedPiece['category']),
      imageUrl: `/media/wardrobe/${i + 1}.webp`,
    }));
    const outfits = CATEGORIES.flatMap((c, ci) =>
      (['네이비', '레드', '멀티'] as const).flatMap((colour, k) =>
        composeOutfits({
          garment: { category: c.name, slot: c.slot, colour, owned: true },
          season: categoryInfo(c.name).only ?? (SEASONS[(ci + k) % SEASONS.length] as Season),
          catalogue: index,
          seed: ci * 10 + k,
          ...(k === 1 ? { wardrobe: pieces } : {}),
        }),
      ),
    );
    expect(outfits.length).toBeGreaterThan(CATEGORIES.length * 3 * 3);
    let wearsOwn = 0;
    for (const o of outfits) {
      const text = o.reasoningText;
      expect(text).not.toMatch(/사진 속|촬영하신|사진/);
      expect(text, text).toMatch(/^(갖고 계신 |옷장에 있는 |이번 [^.]* 갖고 계신 )/);
      // named as theirs once: the owned pieces' note does not say it again
      expect(text.match(/갖고 계신|옷장에 있는/g), text).toHaveLength(1);
      if (/옷장 속/.test(text)) wearsOwn++;
      expect(particleErrors(text)).toEqual([]);
      expect([...text].length).toBeGreaterThanOrEqual(150);
      expect([...text].length).toBeLessThanOrEqual(300);
    }
    expect(wearsOwn).toBeGreaterThan(0);
  });

  it('speaks of the photographed piece in the photo’s colour after offering the similar item in its own', () => {
    const similar = makeProduct({
      id: 1,
      category: '코튼 팬츠',
      colour: '베이지',
      pattern: '무지',
    });
    const shop = (over: Partial<Product>) => ({
      product: makeProduct(over),
      similarToPhoto: false,
    });
    const texts = Array.from({ length: 40 }, (_, seed) =>
      writeReasoning(
        {
          garment: { category: '코튼 팬츠', slot: 'bottom', colour: '카키', colourSure: true },
          season: '가을',
          style: '캐주얼',
          items: {
            top: shop({
              id: 2,
              slot: 'top',
              category: '맨투맨&스웨트',
              colour: '화이트',
              fit: '레귤러',
            }),
            outer: shop({ id: 3, slot: 'outer', category: '트러커 재킷', colour: '블랙' }),
            bottom: { product: similar, similarToPhoto: true },
            shoes: shop({ id: 4, slot: 'shoes', category: '로퍼', colour: '브라운' }),
          },
          colourMatch: 'close',
        },
        createPrng(seed),
      ),
    );
    for (const text of texts) {
      const [opening, offer, ...notes] = text.split(/(?<=[.!?])\s+/);
      expect(opening).toContain('사진 속 카키 코튼 팬츠');
      expect(offer).toContain('베이지 코튼 팬츠');
      expect(notes.join(' ')).not.toContain('베이지');
    }
    expect(texts.some((t) => /카키 코튼 팬츠[^.]*\./.test(t.split('. ').slice(2).join('. ')))).toBe(
      true,
    );
  });

  it('does not call a similar item of another pattern 비슷한', () => {
    const item = {
      product: makeProduct({
        id: 1,
        slot: 'top',
        category: '니트&스웨터 - 긴소매',
        colour: '네이비',
        pattern: '스트라이프',
      }),
      similarToPhoto: true,
    };
    const text = writeReasoning(
      {
        garment: {
          category: '니트&스웨터 - 긴소매',
          slot: 'top',
          colour: '네이비',
          colourSure: true,
        },
        season: '가을',
        style: '미니멀',
        items: { top: item, outer: null, bottom: null, shoes: null },
        colourMatch: 'same',
        otherPattern: true,
      },
      createPrng(1),
    );
    expect(text).toContain('무늬가 다른');
    expect(text).toContain('대신할 상품');
    expect(text).not.toMatch(/비슷한 상품|색까지 같은/);
  });

  it('names a colour the shop lacks and the nearest it chose instead', () => {
    const [outfit] = composeOutfits({
      garment: { category: '후드 티셔츠', slot: 'top', colour: '레드' },
      season: '가을',
      catalogue: index,
      seed: 7,
    });
    const top = outfit?.items.top?.product;
    expect(top?.category).toBe('후드 티셔츠');
    expect(outfit?.reasoningText).toContain(`레드`);
    expect(outfit?.reasoningText).toMatch(new RegExp(`가장 가까운 ${top?.colour ?? ''}(으로|로)`));
  });

  it('claims nothing about the photo’s colour while it is asked: it names only what was chosen', () => {
    // Every category, in shop colours and photo-only ones, the colour not yet confirmed.
    const asked = CATEGORIES.flatMap((c, i) =>
      (['블랙', '아이보리', '레드', '멀티', '스카이블루'] as const).flatMap((colour, k) =>
        composeOutfits({
          garment: { category: c.name, slot: c.slot, colour, colourSure: false },
          season: categoryInfo(c.name).only ?? (SEASONS[(i + k) % 4] as Season),
          catalogue: index,
          seed: i * 10 + k,
        }),
      ),
    );
    expect(asked.length).toBeGreaterThan(800);
    const claims = asked.filter((o) => PHOTO_COLOUR_CLAIM.test(o.reasoningText));
    expect(claims.map((o) => o.reasoningText)).toEqual([]);
    for (const o of asked) {
      const similar = Object.values(o.items).find((item) => item?.similarToPhoto)?.product;
      if (similar) expect(o.reasoningText).toContain(`${similar.colour} `);
    }
    // The same garment with its colour confirmed says how the chosen colour relates to it.
    const [sure] = composeOutfits({
      garment: { category: '후드 티셔츠', slot: 'top', colour: '레드', colourSure: true },
      season: '가을',
      catalogue: index,
      seed: 7,
    });
    expect(sure?.reasoningText).toMatch(PHOTO_COLOUR_CLAIM);
  });

  it('recognises the claims it must not make while the colour is asked', () => {
    for (const text of [
      '사진 속 반소매 티셔츠와 비슷한 색으로 A의 블랙 반소매 티셔츠를 골라 여름 캐주얼 코디를 짰습니다.',
      '사진 속 레드 셔츠의 색은 매장에 없어 가장 가까운 버건디로 골랐습니다.',
      '블랙 셔츠가 주인공인 가을 미니멀 코디입니다.',
      '매장에 레드가 없어 가장 가까운 버건디로 고른 A의 버건디 셔츠를 중심에 두고',
    ])
      expect(text).toMatch(PHOTO_COLOUR_CLAIM);
    expect('A의 블랙 셔츠를 중심에 두고 가을 미니멀 코디를 짰습니다.').not.toMatch(
      PHOTO_COLOUR_CLAIM,
    );
  });

  it('names one nearest colour per answer: shop_colour, every similar item and the text agree', () => {
    const nearestNamed = new RegExp(
      `(?:가장 가까운|한 톤 차이인) (?:[^.]{0,30}?의 )?(${COLOUR_NAMES.join('|')})`,
      'g',
    );
    const bad: string[] = [];
    let named = 0;
    CATEGORIES.forEach((c, i) => {
      PHOTO_COLOUR_NAMES.forEach((colour, k) => {
        const garment = { category: c.name, slot: c.slot, colour };
        const outfits = composeOutfits({
          garment,
          season: categoryInfo(c.name).only ?? (SEASONS[(i + k) % 4] as Season),
          catalogue: index,
          seed: i * 100 + k,
        });
        const shopColour = answerShopColour(garment, outfits);
        for (const o of outfits) {
          const similar = o.items[c.slot]?.product.colour;
          const nearest = [...o.reasoningText.matchAll(nearestNamed)].map((m) => m[1]);
          named += nearest.length;
          // a colour with one product: the later outfits offer another colour, as a stand-in
          const standIn = similar !== shopColour && o.reasoningText.includes('대신할 상품');
          if ((similar !== shopColour && !standIn) || nearest.some((n) => n !== shopColour))
            bad.push(`${c.name} ${colour} → ${shopColour}: ${similar} / ${o.reasoningText}`);
          // a colour the shop lacks: "가장 가까운" names its one fixed nearest, nothing else
          if (!isShopColour(colour) && nearest.some((n) => n !== shopColourOf(garment)))
            bad.push(`${c.name} ${colour}: nearest ${nearest.join()} / ${o.reasoningText}`);
        }
      });
    });
    expect(named).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });

  it('calls the shop items chosen plain only when none is printed, striped or checked, and never the shopper’s own piece', () => {
    const wrong = OUTFITS.filter(
      (o) =>
        PLAIN_CLAIM.test(o.reasoningText) &&
        SLOTS.some(
          (s) => o.items[s] && !o.items[s].similarToPhoto && o.items[s].product.pattern !== '무지',
        ),
    );
    expect(wrong.map((o) => o.reasoningText)).toEqual([]);
    expect(OUTFITS.some((o) => PLAIN_CLAIM.test(o.reasoningText))).toBe(true);
    // the plain claim names the chosen items, never the shopper's shirt (its pattern is not sure)
    const plain = textsOf({
      top: worn({ id: 1, slot: 'top', category: '셔츠&블라우스 - 긴소매', colour: '화이트' }, true),
      outer: null,
      bottom: worn({ id: 3, category: '슈트 팬츠&슬랙스', colour: '네이비' }),
      shoes: worn({ id: 4, slot: 'shoes', category: '로퍼', colour: '블랙' }),
    }).flatMap((t) => t.split(/(?<=[.!?])\s+/).filter((x) => PLAIN_CLAIM.test(x)));
    expect(plain.length).toBeGreaterThan(0);
    for (const sentence of plain) {
      expect(sentence).toContain('네이비 슬랙스');
      expect(sentence).not.toContain('셔츠');
    }
  });

  it('never gives a graphic tee a plain line, and may name its print', () => {
    const texts = Array.from({ length: 60 }, (_, seed) =>
      writeReasoning(
        {
          garment: { category: '숏팬츠', slot: 'bottom', colour: '블랙' },
          season: '여름',
          style: '미니멀',
          items: {
            top: {
              product: makeProduct({
                id: 1,
                slot: 'top',
                category: '반소매 티셔츠',
                colour: '화이트',
                goodsName: 'ESCAPE 그래픽 반소매 티셔츠',
                pattern: '프린트',
              }),
              similarToPhoto: false,
            },
            outer: null,
            bottom: {
              product: makeProduct({ id: 2, category: '숏팬츠', colour: '블랙', pattern: '무지' }),
              similarToPhoto: true,
            },
            shoes: {
              product: makeProduct({
                id: 3,
                slot: 'shoes',
                category: '스포츠/캐주얼 샌들',
                colour: '블랙',
                pattern: '무지',
              }),
              similarToPhoto: false,
            },
          },
          colourMatch: 'same',
        },
        createPrng(seed),
      ),
    );
    expect(texts.filter((t) => PLAIN_CLAIM.test(t))).toEqual([]);
    expect(texts.some((t) => /화이트 그래픽 반소매 티셔츠/.test(t))).toBe(true);
  });

  it('calls a black top over black bottoms 원톤, never 톤온톤, and 톤온톤 only two tones of one family', () => {
    const item = (over: Partial<Product>) => ({
      product: makeProduct(over),
      similarToPhoto: false,
    });
    const items = {
      top: {
        product: makeProduct({
          id: 1,
          slot: 'top',
          category: '반소매 티셔츠',
          colour: '블랙',
          pattern: '무지',
        }),
        similarToPhoto: true,
      },
      outer: null,
      bottom: item({
        id: 2,
        category: '슈트 팬츠&슬랙스',
        colour: '블랙',
        fit: '와이드',
        pattern: '무지',
      }),
      shoes: item({
        id: 3,
        slot: 'shoes',
        category: '패션스니커즈화',
        colour: '화이트',
        fit: '레귤러',
      }),
    };
    const texts = Array.from({ length: 200 }, (_, seed) =>
      writeReasoning(
        {
          garment: { category: '반소매 티셔츠', slot: 'top', colour: '블랙' },
          season: '여름',
          style: '미니멀',
          items,
          colourMatch: 'same',
        },
        createPrng(seed),
      ),
    );
    expect(texts.filter((t) => /톤온톤/.test(t))).toEqual([]);
    expect(texts.some((t) => /원톤/.test(t))).toBe(true);

    const family = (c: string): number =>
      [
        '화이트 그레이 블랙',
        '아이보리 오트밀 베이지 브라운',
        '네이비 스카이블루 연청 중청 진청 흑청',
      ].findIndex((f) => f.split(' ').includes(c));
    // the two tones the text names (the photographed piece as the shopper wears it: the photo's
    // colour when sure, not the similar item's)
    const TONES = /(\S+) 상의와 (\S+) 하의가 톤온톤|같은 계열인 (\S+?)[와과] (\S+)의 톤온톤/;
    const wrong = OUTFITS.filter((o) => {
      if (!/톤온톤/.test(o.reasoningText)) return false;
      const m = TONES.exec(o.reasoningText);
      const [top, bottom] = m
        ? [m[1] ?? m[3], m[2] ?? m[4]]
        : [o.items.top?.product.colour, o.items.bottom?.product.colour];
      return (
        top === bottom || !top || !bottom || family(top) === -1 || family(top) !== family(bottom)
      );
    });
    expect(wrong.map((o) => o.reasoningText)).toEqual([]);
  });

  /**
   * The texts of 200 seeds for one outfit (a 가을 minimal outfit around its top, the photo of the
   * similar item's pattern unless `photoPattern` says).
   */
  const textsOf = (
    items: Parameters<typeof writeReasoning>[0]['items'],
    photoPattern = items.top!.product.pattern,
  ): string[] =>
    Array.from({ length: 200 }, (_, seed) =>
      writeReasoning(
        {
          garment: {
            category: items.top!.product.category,
            slot: 'top',
            colour: items.top!.product.colour,
          },
          photoPattern,
          season: '가을',
          style: '미니멀',
          items,
          colourMatch: 'same',
        },
        createPrng(seed),
      ),
    );
  const worn = (over: Partial<Product>, similarToPhoto = false) => ({
    product: makeProduct({ style: '미니멀', pattern: '무지', ...over }),
    similarToPhoto,
  });

  it('claims no formal or office occasion for a plaid shirt, a bomber and work pants', () => {
    const texts = textsOf({
      top: worn(
        {
          id: 1,
          slot: 'top',
          category: '셔츠&블라우스 - 긴소매',
          colour: '네이비',
          fit: '레귤러',
          pattern: '체크',
          goodsName: '타탄 체크 셔츠',
        },
        true,
      ),
      outer: worn({
        id: 2,
        slot: 'outer',
        category: '블루종&MA-1',
        colour: '블랙',
        fit: '레귤러',
        goodsName: 'MA-1 봄버 재킷',
      }),
      bottom: worn({
        id: 3,
        category: '코튼 팬츠',
        colour: '베이지',
        goodsName: '스트레이트 워크 팬츠',
      }),
      shoes: worn({ id: 4, slot: 'shoes', category: '더비 슈즈', colour: '브라운', fit: '레귤러' }),
    });
    expect(texts.filter((t) => FORMALITY_CLAIM.test(t))).toEqual([]);
  });

  it('claims no wedding-guest or formal occasion beside a piqué polo, though the office may suit it', () => {
    const texts = textsOf({
      top: worn(
        {
          id: 1,
          slot: 'top',
          category: '피케&카라 티셔츠 - 반소매',
          colour: '네이비',
          fit: '레귤러',
        },
        true,
      ),
      outer: worn({
        id: 2,
        slot: 'outer',
        category: '슈트&블레이저 재킷',
        colour: '베이지',
        fit: '레귤러',
      }),
      bottom: worn({ id: 3, category: '슈트 팬츠&슬랙스', colour: '그레이' }),
      shoes: worn({ id: 4, slot: 'shoes', category: '로퍼', colour: '블랙', fit: '레귤러' }),
    });
    expect(texts.filter((t) => FORMAL_CLAIM.test(t))).toEqual([]);
    expect(texts.some((t) => OFFICE_CLAIM.test(t))).toBe(true);
  });

  it('claims a formal or office occasion only where every item allows it', () => {
    // the shop items by what the shop says of them, the shopper's garment by its category
    const wrong = OUTFITS.filter((o) => {
      const allows = (occasion: Occasion) =>
        SLOTS.every((s) => {
          const item = o.items[s];
          if (!item) return true;
          return item.similarToPhoto
            ? ownPieceAllows({ ...item.product, colour: item.product.colour }, occasion)
            : allowsOccasion(item.product, occasion);
        });
      return (
        (FORMAL_CLAIM.test(o.reasoningText) && !allows('formal')) ||
        (OFFICE_CLAIM.test(o.reasoningText) && !allows('office'))
      );
    });
    expect(wrong.map((o) => o.reasoningText)).toEqual([]);
    const suit = textsOf({
      top: worn(
        { id: 1, slot: 'top', category: '셔츠&블라우스 - 긴소매', colour: '화이트', fit: '레귤러' },
        true,
      ),
      outer: worn({
        id: 2,
        slot: 'outer',
        category: '슈트&블레이저 재킷',
        colour: '네이비',
        fit: '레귤러',
      }),
      bottom: worn({ id: 3, category: '슈트 팬츠&슬랙스', colour: '네이비' }),
      shoes: worn({ id: 4, slot: 'shoes', category: '더비 슈즈', colour: '블랙', fit: '레귤러' }),
    });
    expect(suit.some((t) => /하객룩|격식/.test(t))).toBe(true);
  });

  it('claims no occasion for the shopper’s piece whose photo likely shows a print (no 하객룩 for a logo knit)', () => {
    expect(OUTFITS.some((o) => FORMALITY_CLAIM.test(o.reasoningText))).toBe(true);
    const knit = (pattern: '무지' | '프린트') =>
      textsOf(
        {
          top: worn(
            { id: 1, slot: 'top', category: '니트&스웨터 - 긴소매', colour: '네이비' },
            true,
          ),
          outer: worn({ id: 2, slot: 'outer', category: '환절기 코트', colour: '베이지' }),
          bottom: worn({ id: 3, category: '슈트 팬츠&슬랙스', colour: '그레이' }),
          shoes: worn({ id: 4, slot: 'shoes', category: '더비 슈즈', colour: '블랙' }),
        },
        pattern,
      );
    expect(knit('프린트').filter((t) => FORMALITY_CLAIM.test(t))).toEqual([]);
    expect(knit('무지').some((t) => /하객룩|격식/.test(t))).toBe(true);
  });
});
