/**
 * Generates one sample product of a category (name, brand, price, fit, seasons, colour, links,
 * size chart: charts.ts)
 * from the vocabulary, price and palette tables, under the TAXONOMY.md rules: a drawn picture
 * (illustration/), or a photographed one whose garment the product then is (photos.ts).
 */
import {
  BOTTOM_FITS,
  type CategoryName,
  type ColourName,
  DENIM_COLOURS,
  type Fit,
  type Season,
  type Slot,
  type Style,
  TOP_FITS,
} from '../../../contract/taxonomy';
import type { NewProduct } from '../../styling/types';
import { DETAILS, illustrationPath, patternOfName, PRODUCT_PATTERN } from '../illustration';
import { SAMPLE_BRANDS } from './brands';
import { sampleChart } from './charts';
import { FIT_WORDS, NAMING, parseMod, parseNoun } from './names';
import { photoProductName, PLAIN_MODIFIERS } from './photo-names';
import { PHOTO_PREFIX, type SamplePhoto } from './photos';
import { CATEGORY_PALETTES, ONLY_OF, paletteOf, seasonSets, SLOT_OF } from './palette';
import { basicPrice, PRICE_RANGES, shopPrice } from './prices';
import type { Rng } from './rng';

/**
 * A real-looking purchase/search link: MUSINSA goods search for the colour and the category
 * (category punctuation `&`, `/`, ` - ` turned into spaces), e.g.
 * `https://www.musinsa.com/search/goods?keyword=%EB%B8%94%EB%9E%99%20%EB%8D%B0%EB%8B%98%20%ED%8C%AC%EC%B8%A0`.
 */
export function musinsaSearchUrl(category: CategoryName, colour: ColourName): string {
  const keyword = `${colour} ${category}`
    .replace(/\s*[&/-]\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `https://www.musinsa.com/search/goods?keyword=${encodeURIComponent(keyword)}`;
}

function pickFit(rng: Rng, slot: Slot, style: Style): Fit {
  if (slot === 'shoes') return '레귤러';
  if (slot === 'bottom') {
    return rng.weighted<Fit>(
      style === '미니멀'
        ? [
            [BOTTOM_FITS[0], 3],
            [BOTTOM_FITS[1], 4],
            [BOTTOM_FITS[2], 3],
          ]
        : [
            [BOTTOM_FITS[0], 5],
            [BOTTOM_FITS[1], 3],
            [BOTTOM_FITS[2], 2],
          ],
    );
  }
  return rng.weighted<Fit>(
    style === '미니멀'
      ? [
          [TOP_FITS[0], 3],
          [TOP_FITS[1], 5],
          [TOP_FITS[2], 3],
        ]
      : [
          [TOP_FITS[0], 1],
          [TOP_FITS[1], 4],
          [TOP_FITS[2], 5],
        ],
  );
}

/** Requirements for one generated product; unset fields are chosen at random. */
export interface Want {
  style: Style;
  colour?: ColourName;
  season?: Season;
  price?: number;
  /**
   * Sell `colour` even in seasons whose palette lacks it (a grey tee in 여름): the palette steers
   * which colours the engine pairs, not which colours a shop stocks.
   */
  offPalette?: boolean;
  /**
   * The product is the garment of this photographed picture (photos.ts): its category, colour and
   * pattern are the picture's, its name claims nothing else (photo-names.ts) and its fit is the
   * neutral one of its slot (a picture does not show the fit).
   */
  photo?: SamplePhoto;
  /** A plain garment only (a club outfit's words describe it plain): no patterned name or picture. */
  plain?: boolean;
}

/** The fit a photographed product is sold as: its slot's plain fit. */
const NEUTRAL_FIT: Record<Slot, Fit> = {
  top: '레귤러',
  outer: '레귤러',
  bottom: '스트레이트',
  shoes: '레귤러',
};

/**
 * Generates one product of `category`; `pictures` counts the pictures already drawn per
 * category × colour × pattern, so that each product gets its own illustration variant. Throws when the requirements cannot be met (a bug in
 * the sample specs, caught by the tests).
 */
export function makeProduct(
  rng: Rng,
  category: CategoryName,
  want: Want,
  taken: Set<string>,
  pictures: Map<string, number> = new Map(),
): NewProduct {
  const naming = NAMING[category];
  const slot = SLOT_OF.get(category)!;
  const style = want.style;
  const only = ONLY_OF.get(category);
  const sets = seasonSets(category).filter((s) => !want.season || s.includes(want.season));
  const mods = (style === '미니멀' ? naming.minimal : naming.casual)
    .map(parseMod)
    .filter((m) => only === undefined || m.seasons === undefined)
    .filter((m) => !want.season || !m.seasons || m.seasons.includes(want.season));
  const nouns = naming.nouns.map(parseNoun).filter((n) => !n.style || n.style === style);
  if (sets.length === 0 || mods.length === 0)
    throw new Error(`sample: no season set/modifier for ${category} ${want.season ?? ''}`);
  if (want.photo) return photographedProduct(rng, category, want, want.photo, sets, taken);

  for (let attempt = 0; attempt < 40; attempt++) {
    const mod = rng.pick(mods);
    const seasons = mod.seasons ?? rng.pick(sets);
    const palette = paletteOf(seasons);
    let colour: ColourName;
    if (want.colour) {
      colour = want.colour;
      if (!palette.has(colour) && !want.offPalette) continue;
    } else {
      const options = CATEGORY_PALETTES[category].colours.filter((c) => palette.has(c));
      if (options.length === 0) continue;
      // earlier colours are more common
      colour = rng.weighted(options.map((c, i) => [c, options.length - i + 2] as const));
    }
    const isDenim = DENIM_COLOURS.includes(colour);
    const hasDenimNoun = nouns.some((n) => n.denim);
    const nounOptions = hasDenimNoun ? nouns.filter((n) => n.denim === isDenim) : nouns;
    if (nounOptions.length === 0) continue;
    const noun = rng.pick(nounOptions);
    const fit = pickFit(rng, slot, style);
    const fitWord = slot === 'shoes' ? '' : rng.pick(FIT_WORDS[fit]);
    const core = noun.text.includes('{fit}')
      ? `${mod.text} ${noun.text.replace('{fit}', slot === 'bottom' && fitWord === '' ? '' : fitWord)}`
      : `${mod.text} ${fitWord} ${noun.text}`;
    const goodsName = `${core.replace(/\s+/g, ' ').trim()} (${colour})`;
    if (want.plain && patternOfName(goodsName) !== 'solid') continue;
    const brand = pickBrand(rng, slot, style);
    const key = `${brand}|${goodsName}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const [lo, hi] = PRICE_RANGES[category];
    // Each product its own picture: the name's pattern, and the next detail number of its kind.
    const pattern = patternOfName(goodsName);
    const kind = `${category}|${colour}|${pattern}`;
    const detail = (pictures.get(kind) ?? 0) % DETAILS;
    pictures.set(kind, detail + 1);
    const price = want.price ?? shopPrice(rng, rng.int(lo, hi));
    return {
      goodsName,
      brand,
      price,
      slot,
      category,
      colour,
      style,
      fit,
      pattern: PRODUCT_PATTERN[pattern],
      seasons: [...seasons],
      goodsUrl: musinsaSearchUrl(category, colour),
      imageUrl: illustrationPath(category, colour, { pattern, detail }),
      sizes: sampleChart(category, fit),
    };
  }
  throw new Error(
    `sample: could not make a ${category} (${want.colour ?? 'any colour'}, ${want.season ?? 'any season'})`,
  );
}

/** Brand for a product of `slot` and `style`: mostly a brand leaning to that style. */
function pickBrand(rng: Rng, slot: Slot, style: Style): string {
  const brands = SAMPLE_BRANDS.filter((b) => b.kind === (slot === 'shoes' ? 'shoes' : 'apparel'));
  const leaning = brands.filter((b) => b.style === style);
  return rng.float() < 0.85 ? rng.pick(leaning).name : rng.pick(brands).name;
}

/** The product of one photographed picture (`makeProduct` with `want.photo`). */
function photographedProduct(
  rng: Rng,
  category: CategoryName,
  want: Want,
  photo: SamplePhoto,
  sets: readonly Season[][],
  taken: Set<string>,
): NewProduct {
  const slot = SLOT_OF.get(category)!;
  for (let attempt = 0; attempt < 40; attempt++) {
    const name = photoProductName(rng.pick(PLAIN_MODIFIERS), photo.pattern, category);
    const goodsName = `${name} (${photo.colour})`;
    const brand = pickBrand(rng, slot, want.style);
    const key = `${brand}|${goodsName}`;
    if (taken.has(key)) continue;
    taken.add(key);
    return {
      goodsName,
      brand,
      // a plain garment, named for what it is: a basic's price
      price: want.price ?? basicPrice(rng, category),
      slot,
      category,
      colour: photo.colour,
      style: want.style,
      fit: NEUTRAL_FIT[slot],
      // labelled by eye (manifest.json, from ml/data/pattern-labels.csv)
      pattern: PRODUCT_PATTERN[photo.pattern],
      seasons: [...rng.pick(sets)],
      goodsUrl: musinsaSearchUrl(category, photo.colour),
      imageUrl: PHOTO_PREFIX + photo.file,
      look: photo.look,
      sizes: sampleChart(category, NEUTRAL_FIT[slot]),
    };
  }
  throw new Error(`sample: could not name the photographed ${category} ${photo.file}`);
}
