/** Invariants of the sample products (TAXONOMY.md rules; see ./products.ts and ./index.ts). */
import { describe, expect, it } from 'vitest';
import {
  BOTTOM_FITS,
  CATEGORIES,
  COLOUR_NAMES,
  MAX_ITEM_PRICE_WON,
  SEASONS,
  STYLES,
  TOP_FITS,
  categoryInfo,
  slotsForSeason,
} from '../../../contract/taxonomy';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { patternOfName, PRODUCT_PATTERN, renderIllustration } from '../illustration';
import { buildSampleCatalogue, PER_COLOUR, stockedColours } from './index';
import { sampleChart } from './charts';
import { CATEGORY_LABELS } from '../../../contract/category-labels';
import { PHOTO_DIR, PHOTO_PREFIX, samplePhotos } from './photos';
import { BASIC_SHARE, PRICE_RANGES } from './prices';

const { products, clubOutfits } = buildSampleCatalogue();
const photographed = products.filter((p) => p.imageUrl.startsWith(PHOTO_PREFIX));
const drawn = products.filter((p) => !p.imageUrl.startsWith(PHOTO_PREFIX));

describe('sample products', () => {
  it('has at least 10 products in each of the 45 categories, in both styles', () => {
    expect(products.length).toBeGreaterThanOrEqual(450);
    for (const c of CATEGORIES) {
      const mine = products.filter((p) => p.category === c.name);
      expect(mine.length, c.name).toBeGreaterThanOrEqual(10);
      for (const style of STYLES)
        expect(
          mine.filter((p) => p.style === style).length,
          `${c.name} ${style}`,
        ).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every product the pattern its picture shows: labelled by eye, or its drawing’s', () => {
    const labelled = new Map(samplePhotos().map((x) => [PHOTO_PREFIX + x.file, x.pattern]));
    for (const p of photographed)
      expect(p.pattern, p.goodsName).toBe(PRODUCT_PATTERN[labelled.get(p.imageUrl)!]);
    for (const p of drawn)
      expect(p.pattern, p.goodsName).toBe(PRODUCT_PATTERN[patternOfName(p.goodsName)]);
    const patterned = products.filter((p) => p.pattern !== '무지');
    expect(patterned.length).toBeGreaterThan(200);
  });

  it('gives every product a size chart of its category and fit', () => {
    for (const p of products) {
      expect(p.sizes, p.goodsName).toEqual(sampleChart(p.category, p.fit));
      expect(p.sizes!.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('prices are whole won, at most 200,000, ending in 900 or 000', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price), p.goodsName).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      expect(p.price).toBeLessThanOrEqual(MAX_ITEM_PRICE_WON);
      expect([900, 0]).toContain(p.price % 1000);
    }
  });

  it('prices a photographed product, a plain garment, as a basic: the low end of its category', () => {
    const inOutfits = new Set(clubOutfits.flatMap((o) => Object.values(o.items)));
    const basics = photographed.filter((p) => !inOutfits.has(products.indexOf(p)));
    expect(basics.length).toBeGreaterThan(400);
    for (const p of basics) {
      const [lo, hi] = PRICE_RANGES[p.category];
      expect(p.price, p.goodsName).toBeLessThanOrEqual(
        (lo + Math.round((hi - lo) * BASIC_SHARE)) * 1000 + 900,
      );
    }
  });

  it('colours, styles, slots and fits are valid for the category', () => {
    for (const p of products) {
      const info = categoryInfo(p.category);
      expect(p.slot).toBe(info.slot);
      expect(COLOUR_NAMES).toContain(p.colour);
      expect(STYLES).toContain(p.style);
      const fits: readonly string[] =
        info.slot === 'shoes' ? ['레귤러'] : info.slot === 'bottom' ? BOTTOM_FITS : TOP_FITS;
      expect(fits, `${p.goodsName} ${p.fit}`).toContain(p.fit);
      expect(p.goodsName).toContain(`(${p.colour})`);
      expect(p.brand.length).toBeGreaterThan(0);
    }
  });

  it('denim pants and trucker jackets come in denim washes only', () => {
    for (const p of products.filter(
      (x) => x.category === '데님 팬츠' || x.category === '트러커 재킷',
    )) {
      expect(['연청', '중청', '진청', '흑청']).toContain(p.colour);
    }
  });

  it('respects season rules: only-seasons, no summer outers', () => {
    for (const p of products) {
      const info = categoryInfo(p.category);
      expect(p.seasons.length).toBeGreaterThan(0);
      expect(new Set(p.seasons).size).toBe(p.seasons.length);
      for (const s of p.seasons) expect(SEASONS).toContain(s);
      if (info.only) expect(p.seasons).toEqual([info.only]);
      if (info.slot === 'outer') expect(p.seasons).not.toContain('여름');
    }
  });

  it('stocks every category in each of its colours at least four times, so that the colour of a photo finds four products', () => {
    for (const c of CATEGORIES) {
      for (const colour of stockedColours(c.name)) {
        expect(
          products.filter((p) => p.category === c.name && p.colour === colour).length,
          `${c.name} ${colour}`,
        ).toBeGreaterThanOrEqual(PER_COLOUR);
      }
    }
    // the basics a shopper photographs most: a grey tee exists although grey is not a summer colour
    expect(products.some((p) => p.category === '반소매 티셔츠' && p.colour === '그레이')).toBe(
      true,
    );
  });

  it('gives every product its own picture, patterned as its name says', () => {
    expect(new Set(products.map((p) => p.imageUrl)).size).toBe(products.length);
    for (const p of drawn.filter((x) => /스트라이프|체크/.test(x.goodsName))) {
      expect(p.imageUrl, p.goodsName).toMatch(/-(stripe|check)-\d\.webp$/);
    }
  });

  it('names a photographed product for what its picture shows: category, colour, pattern, no cut or fit it may lack', () => {
    const photos = new Map(samplePhotos().map((photo) => [PHOTO_PREFIX + photo.file, photo]));
    expect(photographed.length).toBe(photos.size);
    for (const p of photographed) {
      const photo = photos.get(p.imageUrl)!;
      expect(p.category, p.goodsName).toBe(photo.category);
      expect(p.colour, p.goodsName).toBe(photo.colour);
      expect(patternOfName(p.goodsName), p.goodsName).toBe(photo.pattern);
      expect(p.goodsName).toContain(CATEGORY_LABELS[p.category]);
      // no fit or cut words beside the category's own noun (스트레이트 팁 is a shoe)
      expect(p.goodsName.replace(CATEGORY_LABELS[p.category], ''), p.goodsName).not.toMatch(
        /와이드|슬림|오버|테이퍼드|스트레이트|크롭|롱/,
      );
      expect(['레귤러', '스트레이트']).toContain(p.fit);
      expect(p.look).toEqual(photo.look);
    }
  });

  it('shows each photographed product in a committed picture of its own', () => {
    for (const p of photographed)
      expect(existsSync(path.join(PHOTO_DIR, p.imageUrl.slice(PHOTO_PREFIX.length)))).toBe(true);
  });

  it('both styles are well represented in every slot of every season', () => {
    for (const season of SEASONS) {
      for (const slot of slotsForSeason(season)) {
        for (const style of STYLES) {
          const n = products.filter(
            (p) => p.slot === slot && p.style === style && p.seasons.includes(season),
          ).length;
          expect(n, `${season} ${slot} ${style}`).toBeGreaterThanOrEqual(10);
        }
      }
    }
  });

  it('links to a MUSINSA search, and drawn products to an illustration the server can render', () => {
    for (const p of products) {
      const url = new URL(p.goodsUrl);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toBe('www.musinsa.com');
      expect(url.searchParams.get('keyword')).toContain(p.colour);
    }
    for (const p of drawn) {
      expect(p.imageUrl).toMatch(
        /^\/media\/catalog\/\d{2}-[a-z-]+-(solid|stripe|check|print|block)-\d\.webp$/,
      );
      expect(renderIllustration(p.imageUrl.split('/').pop()!)).not.toBeNull();
    }
  });

  it('has no duplicate brand + name pairs', () => {
    const keys = products.map((p) => `${p.brand}|${p.goodsName}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is deterministic', () => {
    expect(buildSampleCatalogue()).toEqual({ products, clubOutfits });
  });
});
