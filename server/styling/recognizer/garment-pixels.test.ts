/**
 * Garment pixels and the colour model on synthetic images: solid garments on white (and on a
 * coloured floor) are named by their colour, photo-only colours too; only denim takes a wash.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  categoryInfo,
  DENIM_COLOURS,
  type CategoryName,
  type ColourName,
} from '../../../contract/taxonomy';
import { colourChipsOf, MAX_POLICY_CHIPS } from './confidence';
import { loadColourHead, readColour } from './colour-head';
import { garmentPixels } from './garment-pixels';
import { embed } from './backbone';
import { prepare, toFloat } from './preprocess';

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

describe('the colour model on synthetic photos', () => {
  const model = loadColourHead();
  const read = async (hex: string, category: CategoryName, bg = '#ffffff') => {
    const bytes = await photo(hex, bg);
    const p = await prepare(bytes, 'pad');
    const crop = await prepare(bytes, 'crop');
    const [embedding] = await embed(toFloat(crop.rgb), 1);
    return readColour(
      model,
      garmentPixels(p.rgb, 224, 224, p.content),
      embedding as Float32Array,
      category,
      categoryInfo(category).slot,
    );
  };

  it('names a red tee 레드 and picks the nearest shop colour for its similar item', async () => {
    const red = await read('#c0262d', '반소매 티셔츠');
    expect(red.colour).toBe('레드');
    expect(red.shopColour).toBe('버건디');
  });

  it('names navy, black and beige garments by their shop colours', async () => {
    expect((await read('#1f2a44', '후드 티셔츠')).colour).toBe('네이비');
    expect((await read('#111111', '코튼 팬츠')).colour).toBe('블랙');
    expect((await read('#c9b08a', '코튼 팬츠')).colour).toBe('베이지');
  });

  it('answers jeans with a wash and a tee never with one', async () => {
    for (const hex of ['#a9bfd6', '#5f7fa6', '#2f4868']) {
      expect(DENIM_COLOURS).toContain((await read(hex, '데님 팬츠')).colour);
      expect(DENIM_COLOURS).not.toContain((await read(hex, '반소매 티셔츠')).colour);
    }
  });

  it('offers black jeans stated without asking the other washes alone, the shop’s names', async () => {
    const jeans = await read('#15161a', '데님 팬츠');
    expect(jeans.colour).toBe('흑청');
    const chips = colourChipsOf({ colourChips: MAX_POLICY_CHIPS }, jeans, false);
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) expect(DENIM_COLOURS).toContain(chip);
  });
});
