import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  COLOUR_NAMES,
  MAX_ITEM_PRICE_WON,
  SEASON_PALETTES,
  SLOTS,
  categoryInfo,
  isInSeason,
  slotsForSeason,
  type CategoryName,
  type ColourName,
  type Season,
  type Slot,
} from '../../../contract/taxonomy';
import { makeCatalogue, makeProduct } from '../../../test/factories/products';
import type { Product } from '../types';
import { CATEGORY_TRAITS, MAX_FORMALITY_GAP } from './category-traits';
import { layeringClash } from './layering';
import { colourDistance } from '../colour';
import { accentsIn, isDenimConflict } from './colour-harmony';
import { cheapestOutfitPrice, composeOutfits } from './compose';
import { indexCatalogue } from './catalogue-index';
import type { ComposeInput, Outfit } from './types';
import { loadPatternWeights, patternOfLook } from '../look-pattern';
import { buildSampleCatalogue } from '../../catalog/sample';

const catalogue = makeCatalogue();
const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 3);

type Case = [CategoryName, ColourName, Season];
const CASES: Case[] = [
  ['데님 팬츠', '중청', '가을'],
  ['데님 팬츠', '연청', '여름'],
  ['데님 팬츠', '흑청', '겨울'],
  ['슈트 팬츠&슬랙스', '블랙', '봄'],
  ['트레이닝&조거 팬츠', '그레이', '가을'],
  ['니트&스웨터 - 긴소매', '아이보리', '겨울'],
  ['반소매 티셔츠', '화이트', '여름'],
  ['숏팬츠', '베이지', '여름'],
  ['겨울 더블 코트', '네이비', '겨울'],
  ['카디건', '오트밀', '봄'],
  ['로퍼', '브라운', '가을'],
  ['블루종&MA-1', '카키', '여름'], // an outer photographed in summer
];

const input = (c: Case, seed: number, extra: Partial<ComposeInput> = {}): ComposeInput => ({
  garment: { category: c[0], slot: categoryInfo(c[0]).slot, colour: c[1] },
  season: c[2],
  catalogue,
  seed,
  ...extra,
});

const filled = (o: Outfit): [Slot, Product][] =>
  SLOTS.flatMap((s) => (o.items[s] ? [[s, o.items[s].product] as [Slot, Product]] : []));
const signature = (outfits: readonly Outfit[]): string =>
  outfits
    .map((o) => `${o.style}:${SLOTS.map((s) => o.items[s]?.product.id ?? '-').join(',')}`)
    .join('|');

/** Every (case, seed) result, computed once. */
const RUNS = CASES.flatMap((c) =>
  SEEDS.map((seed) => ({ c, seed, outfits: composeOutfits(input(c, seed)) })),
);

describe(composeOutfits.name, () => {
  it('should fill exactly the season slots plus the photographed slot', () => {
    const bad: string[] = [];
    for (const { c, seed, outfits } of RUNS) {
      if (outfits.length !== 4) bad.push(`${c} ${seed}: ${outfits.length} outfits`);
      const photoSlot = categoryInfo(c[0]).slot;
      const wanted = new Set<Slot>([...slotsForSeason(c[2]), photoSlot]);
      for (const o of outfits) {
        if (o.season !== c[2]) bad.push(`${c} ${seed}: season ${o.season}`);
        for (const s of SLOTS)
          if ((o.items[s] !== null) !== wanted.has(s)) bad.push(`${c} ${seed}: slot ${s}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('should fill the photographed slot with products of the category in the one nearest colour it offers, different ones while that colour has them (a colour of one product alternating with a stand-in), in any season', () => {
    const bad: string[] = [];
    let standIns = 0;
    for (const { c, seed, outfits } of RUNS) {
      const photoSlot = categoryInfo(c[0]).slot;
      const offered = catalogue.filter((p) => p.category === c[0] && p.price <= MAX_ITEM_PRICE_WON);
      const nearest = Math.min(...offered.map((p) => colourDistance(p.colour, c[1])));
      const inNearest = offered.filter((p) => colourDistance(p.colour, c[1]) === nearest);
      const ids = outfits.map((o) => o.items[photoSlot]?.product.id);
      // one product of that colour: another colour's stands in for every other outfit
      const standIn = inNearest.length === 1 && offered.length > 1;
      const want = standIn ? 2 : Math.min(outfits.length, inNearest.length);
      if (standIn) standIns++;
      if (new Set(ids).size !== want)
        bad.push(`${c} ${seed}: ${new Set(ids).size} products of ${inNearest.length}`);
      outfits.forEach((o, i) => {
        const item = o.items[photoSlot];
        const where = `${c} seed ${seed} outfit ${i}`;
        if (item?.product.category !== c[0])
          bad.push(`${where}: category ${item?.product.category}`);
        if (item?.similarToPhoto !== true) bad.push(`${where}: not marked similar`);
        // every outfit's similar item in the nearest colour the category offers, never the
        // palette's pick; a stand-in of another colour in every second outfit, called so
        if (standIn && i % 2 === 1) {
          if (item?.product.colour === inNearest[0]?.colour)
            bad.push(`${where}: no stand-in for the one ${inNearest[0]?.colour} product`);
          if (!o.reasoningText.includes('대신할 상품') || o.reasoningText.includes('비슷한 상품'))
            bad.push(`${where}: stand-in not called so: ${o.reasoningText}`);
        } else if (item?.product.colour !== inNearest[0]?.colour)
          bad.push(`${where}: colour ${item?.product.colour}, nearest ${inNearest[0]?.colour}`);
        for (const [s] of filled(o))
          if (s !== photoSlot && o.items[s]?.similarToPhoto)
            bad.push(`${where}: ${s} marked similar`);
      });
    }
    expect(standIns).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('should keep the photographed colour even when the season palette lacks it (a grey tee in summer)', () => {
    const greyTees = [1, 2, 3, 4].map((i) =>
      makeProduct({
        id: 8_000 + i,
        slot: 'top',
        category: '반소매 티셔츠',
        colour: '그레이',
        seasons: ['여름'],
        style: i % 2 ? '미니멀' : '캐주얼',
        fit: '레귤러',
      }),
    );
    const outfits = composeOutfits({
      ...input(['반소매 티셔츠', '그레이', '여름'], 11),
      catalogue: [...catalogue, ...greyTees],
    });
    expect(outfits.map((o) => o.items.top?.product.colour)).toEqual([
      '그레이',
      '그레이',
      '그레이',
      '그레이',
    ]);
    expect(new Set(outfits.map((o) => o.items.top?.product.id)).size).toBe(4);
    for (const o of outfits) expect(o.reasoningText).toContain('그레이 반소매 티셔츠');
  });

  it('should say so when the shop has no product near the photographed colour', () => {
    const noBurgundy = catalogue.filter(
      (p) => !(p.category === '반소매 티셔츠' && p.colour === '버건디'),
    );
    for (const seed of SEEDS.slice(0, 20)) {
      const [first] = composeOutfits({
        ...input(['반소매 티셔츠', '버건디', '여름'], seed),
        catalogue: noBurgundy,
      });
      expect(first?.items.top?.product.colour).not.toBe('버건디');
      expect(first?.reasoningText).toMatch(/없어/);
    }
  });

  it('should avoid the products of the last answers for the photo in the other slots', () => {
    const c = CASES[0] as Case;
    const seen = new Set<number>();
    for (let answer = 0; answer < 4; answer++) {
      const outfits = composeOutfits(input(c, 100 + answer, { recent: new Set(seen) }));
      for (const o of outfits) {
        for (const [s, p] of filled(o)) {
          if (s !== 'bottom') expect(seen.has(p.id), `answer ${answer} ${s} ${p.id}`).toBe(false);
        }
      }
      for (const o of outfits) for (const [, p] of filled(o)) seen.add(p.id);
    }
  });

  it('should keep every other item in season, every item at most 200,000원, and total the prices', () => {
    const bad: string[] = [];
    for (const { c, seed, outfits } of RUNS) {
      for (const o of outfits) {
        const items = filled(o);
        for (const [s, p] of items) {
          if (p.price > MAX_ITEM_PRICE_WON) bad.push(`${c} ${seed} ${s}: ${p.price}원`);
          const photographed = s === categoryInfo(c[0]).slot;
          if (!photographed && (!p.seasons.includes(c[2]) || !isInSeason(p.category, c[2])))
            bad.push(`${c} ${seed} ${s}: out of season`);
        }
        if (o.totalPrice !== items.reduce((sum, [, p]) => sum + p.price, 0))
          bad.push(`${c} ${seed}: total`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('should never repeat a product in a non-photographed slot within one call', () => {
    const bad: string[] = [];
    for (const { c, seed, outfits } of RUNS) {
      const photoSlot = categoryInfo(c[0]).slot;
      for (const s of SLOTS) {
        if (s === photoSlot) continue;
        const ids = outfits.flatMap((o) => (o.items[s] ? [o.items[s].product.id] : []));
        if (new Set(ids).size !== ids.length) bad.push(`${c} ${seed} ${s}: ${ids.join(',')}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('should tell a different colour story in each outfit of one call', () => {
    let stories = 0;
    for (const { c, outfits } of RUNS) {
      const photoSlot = categoryInfo(c[0]).slot;
      stories += new Set(
        outfits.map((o) =>
          SLOTS.filter((s) => s !== photoSlot)
            .map((s) => o.items[s]?.product.colour)
            .join('/'),
        ),
      ).size;
    }
    expect(stories / RUNS.length).toBeGreaterThanOrEqual(3.9);
  });

  it('should alternate the two styles and keep each outfit in its style', () => {
    let items = 0;
    let onStyle = 0;
    for (const { c, outfits } of RUNS) {
      const photoSlot = categoryInfo(c[0]).slot;
      expect(new Set(outfits.map((o) => o.style)).size).toBe(2);
      outfits.forEach((o, i) => {
        if (i > 0) expect(o.style).not.toBe(outfits[i - 1]?.style);
        for (const [s, p] of filled(o)) {
          if (s === photoSlot) continue;
          items++;
          if (p.style === o.style) onStyle++;
        }
      });
    }
    expect(onStyle / items).toBeGreaterThanOrEqual(0.98);
  });

  it('should use only the requested style when given', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const outfits = composeOutfits(input(CASES[0] as Case, seed, { style: '미니멀' }));
      for (const o of outfits) {
        expect(o.style).toBe('미니멀');
        for (const [s, p] of filled(o)) if (s !== 'bottom') expect(p.style).toBe('미니멀');
      }
    }
  });

  it('should respect colour harmony, formality and the season palette', () => {
    const bad: string[] = [];
    let items = 0;
    let inPalette = 0;
    for (const { c, seed, outfits } of RUNS) {
      const photoSlot = categoryInfo(c[0]).slot;
      for (const o of outfits) {
        const products = filled(o).map(([, p]) => p);
        const names = products.map((p) => `${p.colour} ${p.category}`).join(' / ');
        if (accentsIn(products).length > 1) bad.push(`${seed} accents: ${names}`);
        for (const a of products) {
          for (const b of products) {
            if (a === b) continue;
            const gap = Math.abs(
              CATEGORY_TRAITS[a.category].formality - CATEGORY_TRAITS[b.category].formality,
            );
            if (isDenimConflict(a, b)) bad.push(`${seed} denim on denim: ${names}`);
            if (layeringClash(a, b) || gap >= MAX_FORMALITY_GAP)
              bad.push(`${seed} formality: ${names}`);
          }
        }
        for (const [s, p] of filled(o)) {
          if (s === photoSlot) continue;
          items++;
          if (SEASON_PALETTES[c[2]].includes(p.colour)) inPalette++;
        }
      }
    }
    expect(bad).toEqual([]);
    expect(inPalette / items).toBeGreaterThanOrEqual(0.95);
  });

  it('should write Korean reasoning of 150–300 characters naming the photographed piece in natural words', () => {
    const bad: string[] = [];
    for (const { c, seed, outfits } of RUNS) {
      for (const o of outfits) {
        const t = o.reasoningText;
        const n = [...t].length;
        const ok =
          n >= 150 &&
          n <= 300 &&
          t.includes(CATEGORY_TRAITS[c[0]].label) &&
          !t.includes(c[0].includes('&') || c[0].includes(' - ') ? c[0] : '\u0000') &&
          t.includes(c[2]) &&
          t.includes(o.style) &&
          /[가-힣]/.test(t) &&
          !/undefined|null|\(은\)|\(는\)|\(으\)/.test(t);
        if (!ok) bad.push(`${c} ${seed} (${n}): ${t}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('should be deterministic for a seed', () => {
    for (const c of CASES) {
      for (const seed of SEEDS.slice(0, 20)) {
        expect(composeOutfits(input(c, seed))).toEqual(composeOutfits(input(c, seed)));
      }
    }
  });

  it('should give different outfits for different seeds most of the time', () => {
    for (const c of CASES) {
      const runs = RUNS.filter((r) => r.c === c);
      const sigs = runs.map((r) => signature(r.outfits));
      let pairs = 0;
      let differ = 0;
      for (let i = 0; i < sigs.length; i++) {
        for (let j = i + 1; j < sigs.length; j++) {
          pairs++;
          if (sigs[i] !== sigs[j]) differ++;
        }
      }
      expect(differ / pairs, c.join(' ')).toBeGreaterThanOrEqual(0.9);
      const texts = new Set(runs.map((r) => r.outfits[0]?.reasoningText));
      expect(texts.size, c.join(' ')).toBeGreaterThan(runs.length / 2);
    }
  });

  it('should pair slacks with dressy shoes and joggers with sneakers more often than not', () => {
    const dressy = new Set<CategoryName>([
      '로퍼',
      '더비 슈즈',
      '스트레이트 팁',
      '모카신',
      '앵클/숏 부츠',
    ]);
    const sporty = new Set<CategoryName>(['패션스니커즈화', '캔버스/단화']);
    const rate = (c: Case, ok: Set<CategoryName>, style: '미니멀' | '캐주얼'): number => {
      const shoes = SEEDS.flatMap((seed) =>
        composeOutfits(input(c, seed, { style })).map((o) => o.items.shoes?.product.category),
      );
      return shoes.filter((s) => s !== undefined && ok.has(s)).length / shoes.length;
    };
    expect(rate(['슈트 팬츠&슬랙스', '블랙', '가을'], dressy, '미니멀')).toBeGreaterThan(0.6);
    expect(rate(['트레이닝&조거 팬츠', '그레이', '가을'], sporty, '캐주얼')).toBeGreaterThan(0.6);
  });

  it('should leave a slot null only when the catalogue has no product of it for the season', () => {
    const noWinterShoes = catalogue.filter(
      (p) => !(p.slot === 'shoes' && p.seasons.includes('겨울')),
    );
    for (const seed of SEEDS.slice(0, 30)) {
      const outfits = composeOutfits({
        ...input(['데님 팬츠', '중청', '겨울'], seed),
        catalogue: noWinterShoes,
      });
      for (const o of outfits) {
        expect(o.items.shoes).toBeNull();
        expect(o.items.top).not.toBeNull();
        expect(o.items.outer).not.toBeNull();
        expect(o.items.bottom).not.toBeNull();
        expect([...o.reasoningText].length).toBeGreaterThanOrEqual(150);
      }
    }
  });

  it('should leave the outer null in autumn when the catalogue has no outers', () => {
    const noOuters = catalogue.filter((p) => p.slot !== 'outer');
    for (const seed of SEEDS.slice(0, 30)) {
      for (const o of composeOutfits({
        ...input(['데님 팬츠', '중청', '가을'], seed),
        catalogue: noOuters,
      })) {
        expect(o.items.outer).toBeNull();
        expect(o.items.top && o.items.shoes && o.items.bottom).toBeTruthy();
        const n = [...o.reasoningText].length;
        expect(n >= 150 && n <= 300, o.reasoningText).toBe(true);
        expect(o.reasoningText).not.toContain('통기성');
      }
    }
  });

  it('should relax palette, style and uniqueness rather than leave a slot empty', () => {
    const oneShoe = makeProduct({
      id: 9_999,
      slot: 'shoes',
      category: '워커',
      colour: '스카이블루', // not in the 가을 palette
      style: '캐주얼',
      fit: '레귤러',
      seasons: ['가을'],
      price: 89_000,
    });
    const sparse = [...catalogue.filter((p) => p.slot !== 'shoes'), oneShoe];
    for (const seed of SEEDS.slice(0, 30)) {
      const outfits = composeOutfits({
        ...input(['데님 팬츠', '중청', '가을'], seed, { style: '미니멀' }),
        catalogue: sparse,
      });
      for (const o of outfits) expect(o.items.shoes?.product.id).toBe(9_999);
    }
  });

  it('should skip products over 200,000원 even when nothing else is left', () => {
    const pricey = catalogue.map((p) => (p.slot === 'top' ? { ...p, price: 250_000 } : p));
    const outfits = composeOutfits({
      ...input(['데님 팬츠', '중청', '가을'], 1),
      catalogue: pricey,
    });
    for (const o of outfits) expect(o.items.top).toBeNull();
  });

  it('should fall back to other products of the slot when the category is missing', () => {
    const noCoats = catalogue.filter((p) => p.category !== '겨울 더블 코트');
    const outfits = composeOutfits({
      ...input(['겨울 더블 코트', '네이비', '겨울'], 5),
      catalogue: noCoats,
    });
    for (const o of outfits) {
      expect(o.items.outer?.similarToPhoto).toBe(false);
      expect(o.items.outer?.product.seasons).toContain('겨울');
    }
  });

  it('should honour count, validate its input and not mutate the catalogue', () => {
    const frozen = Object.freeze(
      catalogue.map((p) => Object.freeze({ ...p, seasons: Object.freeze([...p.seasons]) })),
    ) as readonly Product[];
    expect(
      composeOutfits({ ...input(CASES[0] as Case, 1), catalogue: frozen, count: 6 }),
    ).toHaveLength(6);
    expect(composeOutfits(input(CASES[0] as Case, 1, { count: 0 }))).toEqual([]);
    expect(composeOutfits({ ...input(CASES[0] as Case, 1), catalogue: [] })).toEqual([]);
    expect(() => composeOutfits(input(CASES[0] as Case, Number.NaN))).toThrow(RangeError);
    expect(() => composeOutfits(input(CASES[0] as Case, 1, { count: 1.5 }))).toThrow(RangeError);
    expect(() =>
      composeOutfits({
        ...input(CASES[0] as Case, 1),
        garment: { category: '데님 팬츠', slot: 'top', colour: '중청' },
      }),
    ).toThrow(RangeError);
  });

  it('should compose 4 outfits from a 500-product catalogue in well under 10 ms', () => {
    const big = makeCatalogue().slice(0, 500);
    for (let i = 0; i < 20; i++) composeOutfits({ ...input(CASES[0] as Case, i), catalogue: big }); // warm-up
    const runs = 200;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++)
      composeOutfits({ ...input(CASES[i % CASES.length] as Case, i), catalogue: big });
    const perCall = (performance.now() - t0) / runs;
    expect(perCall).toBeLessThan(10); // typically ~0.5–1 ms; the bound leaves room for a busy CI box
  });
});

describe('the similar item by look', () => {
  /** A unit look pointing along axis `k` (cosine 1 with itself, 0 with the others). */
  const axis = (k: number): Float32Array =>
    Float32Array.from({ length: 64 }, (_, i) => (i === k ? 1 : 0));
  const grey = (id: number, look?: Float32Array): Product =>
    makeProduct({
      id,
      goodsName: `그레이 후드 ${id}`,
      slot: 'top',
      category: '후드 티셔츠',
      colour: '그레이',
      fit: '레귤러',
      seasons: ['가을'],
      ...(look ? { look } : {}),
    });
  const photo = {
    category: '후드 티셔츠' as const,
    slot: 'top' as const,
    colour: '그레이' as const,
  };

  it('should offer first the products of the photo’s colour whose pictures look most like the photo, never trading colour for look', () => {
    const lookalike = grey(9001, axis(3));
    const second = grey(
      9002,
      Float32Array.from({ length: 64 }, (_, i) => (i === 3 ? 0.8 : i === 4 ? 0.6 : 0)),
    );
    const unlike = [grey(9003, axis(5)), grey(9004, axis(6)), grey(9005)];
    // a black hoodie that looks exactly like the photo is still not offered before the grey ones
    const black = { ...grey(9006, axis(3)), colour: '블랙' as const, goodsName: '블랙 후드' };
    const shop = [...catalogue, black, ...unlike, second, lookalike];
    for (const seed of SEEDS.slice(0, 20)) {
      const outfits = composeOutfits({
        garment: { ...photo, look: Array.from(axis(3)) },
        season: '가을',
        catalogue: shop,
        seed,
      });
      const similar = outfits.map((o) => o.items.top?.product.id);
      expect(similar.slice(0, 2)).toEqual([9001, 9002]);
      expect(similar).not.toContain(9006);
      expect(outfits.map((o) => o.items.top?.product.colour)).toEqual(Array(4).fill('그레이'));
    }
  });

  it('should say the similar item looks like the photo only when its look is close', () => {
    const shop = [...catalogue, grey(9001, axis(3)), grey(9002, axis(7))];
    const alike = /생김새가 가장 닮은|모양새가 가장 비슷한/;
    const said = (look: Float32Array) =>
      composeOutfits({
        garment: { ...photo, look: Array.from(look) },
        season: '가을',
        catalogue: shop,
        seed: 5,
      })
        .filter((o) => o.items.top?.product.id === 9001)
        .map((o) => alike.test(o.reasoningText));
    expect(said(axis(3)).length).toBeGreaterThan(0);
    expect(said(axis(3)).every((s) => s)).toBe(true);
    // a photo unlike every grey hoodie: the closest is offered, with nothing claimed
    expect(said(axis(9)).every((s) => !s)).toBe(true);
    const withoutLook = composeOutfits({
      garment: photo,
      season: '가을',
      catalogue: shop,
      seed: 5,
    });
    expect(withoutLook.some((o) => alike.test(o.reasoningText))).toBe(false);
  });
});

describe('the similar item of the photo’s pattern', () => {
  // the photo's look: the direction the pattern head (look-pattern.ts) reads most surely as 무지
  const head = loadPatternWeights();
  const row = (k: number) => head.weights.slice(k * 64, (k + 1) * 64);
  const solid = head.classes.indexOf('무지');
  const others = head.classes.map((_, k) => k).filter((k) => k !== solid);
  const toward = row(solid).map(
    (v, j) => v - others.reduce((sum, k) => sum + (row(k)[j] as number), 0) / others.length,
  );
  const unit = (v: readonly number[]) => {
    const n = Math.hypot(...v);
    return v.map((x) => x / n);
  };
  const photoLook = unit(toward);
  /** Axis `k` without its part along the photo's look, unit length. */
  const across = (k: number) => {
    const dot = photoLook[k] as number;
    return unit(photoLook.map((v, i) => (i === k ? 1 : 0) - dot * v));
  };
  /** A unit look: `main` along the photo's, the rest across it along axis `k`. */
  const look = (main: number, k: number): Float32Array =>
    Float32Array.from(
      photoLook,
      (v, i) => main * v + Math.sqrt(1 - main * main) * (across(k)[i] as number),
    );
  const knit = (id: number, pattern: Product['pattern'], picture: Float32Array): Product =>
    makeProduct({
      id,
      goodsName: `네이비 니트 ${id}`,
      slot: 'top',
      category: '니트&스웨터 - 긴소매',
      colour: '네이비',
      fit: '레귤러',
      seasons: ['가을'],
      pattern,
      look: picture,
    });
  // a plain navy knit photographed; the shop's striped knit's picture is the closest look
  const plain = [
    knit(9101, '무지', look(0.9, 4)),
    knit(9102, '무지', look(0.88, 5)),
    knit(9103, '무지', look(0.86, 6)),
  ];
  const striped = knit(9104, '스트라이프', look(0.95, 7));
  const shop = [...catalogue, striped, ...plain];
  const answer = (seed: number) =>
    composeOutfits({
      garment: {
        category: '니트&스웨터 - 긴소매',
        slot: 'top',
        colour: '네이비',
        look: photoLook,
      },
      season: '가을',
      catalogue: shop,
      seed,
    });

  it('should offer the plain knits before a striped one that looks a little closer', () => {
    expect(patternOfLook(photoLook)?.pattern).toBe('무지');
    for (const seed of SEEDS.slice(0, 10)) {
      const similar = answer(seed).map((o) => o.items.top?.product.id);
      expect(similar.slice(0, 3)).toEqual([9101, 9102, 9103]);
    }
  });

  it('should call the plain knits 비슷한 and offer the striped one only as a stand-in of another pattern', () => {
    const alike = /생김새가 가장 닮은|모양새가 가장 비슷한/;
    const outfits = answer(11);
    const stripedOutfit = outfits.find((o) => o.items.top?.product.id === 9104);
    expect(stripedOutfit).toBeDefined();
    expect(alike.test(stripedOutfit?.reasoningText ?? '')).toBe(false);
    expect(stripedOutfit?.reasoningText).toMatch(/대신할 상품으로는 같은 종류지만 무늬가 다른/);
    expect(stripedOutfit?.reasoningText).not.toMatch(/비슷한 상품/);
    for (const o of outfits.filter((o) => o !== stripedOutfit))
      expect(o.reasoningText).toMatch(/비슷한 상품/);
  });

  it('should call a similar item of the same kind, not 비슷한, when the photo’s pattern is not read surely', () => {
    // a look along one axis that no pattern reaches the head's sayAt for
    const axes = Array.from({ length: 64 }, (_, k) =>
      Array.from({ length: 64 }, (_, i) => (i === k ? 1 : 0)),
    );
    const blurred = axes.find((look) => patternOfLook(look)?.sure === false);
    if (!blurred) return expect.fail('every axis reads surely as a pattern');
    const outfits = composeOutfits({
      garment: { category: '니트&스웨터 - 긴소매', slot: 'top', colour: '네이비', look: blurred },
      season: '가을',
      catalogue: shop,
      seed: 5,
    });
    for (const o of outfits) {
      expect(o.reasoningText).not.toMatch(/비슷한 상품|무늬가 다른/);
      expect(o.reasoningText).toMatch(/같은 종류/);
    }
  });
});

describe('what the similar item is called', () => {
  const sample = indexCatalogue(
    buildSampleCatalogue().products.map((p, i) => ({ ...p, id: i + 1 })),
  );
  // Pictures' looks, half of them read surely as a pattern and half not, so that every word is met.
  const allLooks = buildSampleCatalogue()
    .products.filter((p) => p.look)
    .map((p) => Array.from(p.look as Float32Array));
  const sure = allLooks.filter((look) => patternOfLook(look)?.sure);
  const unsure = allLooks.filter((look) => patternOfLook(look)?.sure === false);
  const looks = sure.slice(0, 20).flatMap((look, i) => [look, ...unsure.slice(i, i + 1)]);

  it('should label the photographed slot’s product as its words call it: 비슷한, 같은 종류 or 대신할', () => {
    const seen = new Set<string>();
    CATEGORIES.forEach((c, ci) => {
      for (const k of [0, 1]) {
        const look = looks[(ci * 2 + k) % looks.length];
        const outfits = composeOutfits({
          garment: {
            category: c.name,
            slot: c.slot,
            colour: COLOUR_NAMES[(ci + k * 5) % COLOUR_NAMES.length] as ColourName,
            colourSure: k === 0,
            ...(look ? { look } : {}),
          },
          season: categoryInfo(c.name).only ?? '가을',
          catalogue: sample,
          seed: ci * 10 + k,
        });
        for (const o of outfits) {
          const offer = o.items[c.slot]?.offer;
          const text = o.reasoningText;
          seen.add(String(offer));
          if (offer === 'similar') expect(text).toMatch(/비슷한 상품/);
          if (offer === 'same_kind') expect(text).toMatch(/같은 종류/);
          if (offer === 'stand_in') expect(text).toMatch(/대신할 상품/);
          if (offer !== 'similar') expect(text).not.toMatch(/비슷한 상품/);
          if (offer !== 'stand_in') expect(text).not.toMatch(/대신할 상품/);
          for (const s of SLOTS) if (s !== c.slot) expect(o.items[s]?.offer).toBeUndefined();
        }
      }
    });
    expect([...seen].sort()).toEqual(['same_kind', 'similar', 'stand_in']);
  });
});

describe('outfits within a budget', () => {
  const index = indexCatalogue(catalogue);
  const garment = {
    category: '데님 팬츠' as const,
    slot: 'bottom' as const,
    colour: '중청' as const,
  };

  it('should keep the shop items of every outfit within the budget, the shopper’s own garment aside, four of them, with the similar item chosen as without a budget', () => {
    const midWash = catalogue.filter(
      (p) => p.category === '데님 팬츠' && p.colour === '중청',
    ).length;
    const cheapest = cheapestOutfitPrice(garment, '가을', index);
    for (const budget of [cheapest, cheapest + 20_000, 200_000, 300_000]) {
      for (const seed of SEEDS.slice(0, 30)) {
        const outfits = composeOutfits({ garment, season: '가을', catalogue: index, seed, budget });
        expect(outfits).toHaveLength(4);
        for (const o of outfits) {
          expect(o.shopPrice, `budget ${budget}`).toBeLessThanOrEqual(budget);
          expect(o.totalPrice).toBe(o.shopPrice + (o.items.bottom?.product.price ?? 0));
          expect(o.items.bottom?.similarToPhoto).toBe(true);
          for (const slot of slotsForSeason('가을')) expect(o.items[slot], slot).not.toBeNull();
        }
        // the similar item does not wait for a large budget: every pair of that wash, at once
        expect(new Set(outfits.map((o) => o.items.bottom?.product.id)).size).toBe(
          Math.min(4, midWash),
        );
      }
    }
  });

  it('should compose nothing below the cheapest possible outfit, whose price is the sum of the cheapest shop parts, the shopper’s garment aside', () => {
    const cheapest = cheapestOutfitPrice(garment, '가을', index);
    const lowest = (of: (p: Product) => boolean) =>
      Math.min(
        ...catalogue.filter((p) => of(p) && p.price <= MAX_ITEM_PRICE_WON).map((p) => p.price),
      );
    const inAutumn = (p: Product) => p.seasons.includes('가을') && isInSeason(p.category, '가을');
    expect(cheapest).toBe(
      lowest((p) => p.slot === 'top' && inAutumn(p)) +
        lowest((p) => p.slot === 'outer' && inAutumn(p)) +
        lowest((p) => p.slot === 'shoes' && inAutumn(p)),
    );
    expect(
      composeOutfits({ garment, season: '가을', catalogue: index, seed: 1, budget: cheapest - 1 }),
    ).toEqual([]);
  });

  it('should answer as before without a budget', () => {
    expect(signature(composeOutfits({ garment, season: '가을', catalogue: index, seed: 9 }))).toBe(
      signature(
        composeOutfits({ garment, season: '가을', catalogue: index, seed: 9, budget: Infinity }),
      ),
    );
  });
});
