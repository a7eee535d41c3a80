/** Illustration paths round-trip and every category × colour renders a valid SVG. */
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COLOUR_NAMES } from '../../../contract/taxonomy';
import {
  DETAILS,
  ILLUSTRATION_PREFIX,
  PATTERNS,
  illustrationPath,
  parseIllustrationFileName,
  renderIllustration,
} from './index';

describe('illustrationPath', () => {
  it('is an ASCII /media/catalog/ path', () => {
    expect(illustrationPath('데님 팬츠', '중청')).toBe('/media/catalog/01-mid-denim.webp');
    expect(illustrationPath('숏팬츠', '화이트')).toBe('/media/catalog/45-white.webp');
    for (const c of CATEGORIES)
      for (const colour of COLOUR_NAMES)
        expect(illustrationPath(c.name, colour)).toMatch(/^[\x20-\x7e]+$/);
  });

  it('round-trips through renderIllustration for every category and colour', () => {
    const seen = new Set<string>();
    for (const c of CATEGORIES) {
      for (const colour of COLOUR_NAMES) {
        const path = illustrationPath(c.name, colour);
        expect(seen.has(path)).toBe(false);
        seen.add(path);
        const file = path.slice(ILLUSTRATION_PREFIX.length);
        expect(parseIllustrationFileName(file)).toEqual({
          category: c.name,
          colour,
          format: 'webp',
        });
        expect(parseIllustrationFileName(file.replace(/webp$/, 'svg'))?.format).toBe('svg');
        const svg = renderIllustration(file);
        expect(svg).not.toBeNull();
        expect(svg!.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain('viewBox="0 0 600 600"');
        expect(svg!.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('draws a different picture for every pattern and detail of a product variant', () => {
    const svgs = new Set<string>();
    for (const pattern of PATTERNS) {
      for (let detail = 0; detail < DETAILS; detail++) {
        const file = illustrationPath('반소매 티셔츠', '블랙', { pattern, detail }).slice(
          ILLUSTRATION_PREFIX.length,
        );
        expect(parseIllustrationFileName(file)).toEqual({
          category: '반소매 티셔츠',
          colour: '블랙',
          variant: { pattern, detail },
          format: 'webp',
        });
        svgs.add(renderIllustration(file)!);
      }
    }
    expect(svgs.size).toBe(PATTERNS.length * DETAILS);
    expect(() =>
      illustrationPath('반소매 티셔츠', '블랙', { pattern: 'solid', detail: 10 }),
    ).toThrow(RangeError);
  });

  it('returns null for unknown names', () => {
    for (const name of [
      '00-black.svg',
      '46-black.svg',
      '01-pink.svg',
      '01-black.png',
      '01-black.webp.svg',
      '1-black.svg',
      '../01-black.svg',
      '01-black.svg/',
      '',
      'c1-black.svg',
      '01-black-dots-1.svg',
      '01-black-solid-12.svg',
    ]) {
      expect(renderIllustration(name), name).toBeNull();
    }
  });
});

describe('SVG validity', () => {
  it('parses as XML and renders at 600×600 with sharp (librsvg)', async () => {
    const sharp = (await import('sharp')).default;
    // every category in a light and a dark colour, rendered for real
    for (const c of CATEGORIES) {
      for (const colour of ['화이트', '블랙'] as const) {
        const svg = renderIllustration(
          illustrationPath(c.name, colour).slice(ILLUSTRATION_PREFIX.length),
        )!;
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect(meta.width, c.name).toBe(600);
        expect(meta.height).toBe(600);
      }
    }
  });
});
