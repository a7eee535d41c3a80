/**
 * Colour namer on synthetic images: solid garments on white (and on a coloured floor) must be
 * named by the nearest TAXONOMY colour; denim-blue trousers get a denim wash name.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DENIM_COLOURS, type ColourName } from '../../../src/contract/taxonomy';
import { garmentPixels } from './garment-pixels';
import { answerColour } from './index';
import { prepare } from './preprocess';

/** A w×h photo of background `bg` with a centred `fg` rectangle covering `frac` of each side. */
async function photo(fg: string, bg = '#ffffff', w = 300, h = 400, frac = 0.5): Promise<Buffer> {
  const fw = Math.round(w * frac);
  const fh = Math.round(h * frac);
  const rect = await sharp({ create: { width: fw, height: fh, channels: 3, background: fg } })
    .png()
    .toBuffer();
  return sharp({ create: { width: w, height: h, channels: 3, background: bg } })
    .composite([{ input: rect, left: Math.round((w - fw) / 2), top: Math.round((h - fh) / 2) }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function colourOf(fg: string, bg?: string): Promise<ColourName> {
  const p = await prepare(await photo(fg, bg), 'pad');
  return garmentPixels(p.rgb, 224, 224, p.content).colour;
}

describe('garmentPixels on synthetic photos', () => {
  it('a solid navy square on white is 네이비', async () => {
    expect(await colourOf('#1f2a44')).toBe('네이비');
  });

  it('names black, beige, burgundy and grey garments on white', async () => {
    expect(await colourOf('#111111')).toBe('블랙');
    expect(await colourOf('#c9b08a')).toBe('베이지');
    expect(await colourOf('#6a1a28')).toBe('버건디');
    expect(await colourOf('#8a8c90')).toBe('그레이');
  });

  it('suppresses a coloured floor: a white shirt on a brown floor is 화이트', async () => {
    expect(await colourOf('#f4f4f2', '#7a5a3a')).toBe('화이트');
  });

  it('reports a tall garment as aspect > 1', async () => {
    const p = await prepare(await photo('#1f1f21', '#ffffff', 300, 400, 0.6), 'pad');
    expect(garmentPixels(p.rgb, 224, 224, p.content).aspect).toBeGreaterThan(1.1);
  });
});

describe('answerColour', () => {
  it('gives denim washes for blue jeans and plain colours otherwise', async () => {
    for (const [hex, wash] of [
      ['#a9bfd6', '연청'],
      ['#5f7fa6', '중청'],
      ['#2f4868', '진청'],
    ] as const) {
      const p = await prepare(await photo(hex), 'pad');
      const px = garmentPixels(p.rgb, 224, 224, p.content);
      expect(answerColour('데님 팬츠', px)).toBe(wash);
      expect(DENIM_COLOURS).not.toContain(answerColour('반소매 티셔츠', px));
    }
  });
});
