/**
 * The illustration file-name scheme:
 * `/media/catalog/<NN>-<colour-key>[-<pattern>-<detail>].<webp|svg>`, NN the 1-based category
 * number of TAXONOMY.md, colour-key the ASCII key of the shop colour, and the optional per-product
 * variant (variant.ts): pattern `solid|stripe|check|print|block`, detail 0–9. Without a variant the
 * plain category-and-colour picture (imports without `image_url`).
 *
 * Products point at the `.webp` picture (the drawing rasterised by the server, ./raster.ts): a
 * browser parses every SVG `<img>` as a document of its own on the page's main thread, which made a
 * home page of twelve four-picture cards spend more main-thread time on its product pictures than
 * on everything else. `.svg` (the drawing itself) stays served for links made before.
 */
import { CATEGORIES, type CategoryName, type ColourName } from '../../../contract/taxonomy';
import { DETAILS, PATTERNS, type Pattern, type Variant } from './variant';

/** URL prefix under which the server serves the illustrations. */
export const ILLUSTRATION_PREFIX = '/media/catalog/';

/** The picture formats a name may ask for: the rasterised picture products use, or the drawing. */
export type IllustrationFormat = 'webp' | 'svg';

/** ASCII key of each shop colour, used in illustration file names. */
export const COLOUR_KEYS: Record<ColourName, string> = {
  화이트: 'white',
  아이보리: 'ivory',
  오트밀: 'oatmeal',
  베이지: 'beige',
  그레이: 'grey',
  블랙: 'black',
  네이비: 'navy',
  스카이블루: 'skyblue',
  카키: 'khaki',
  브라운: 'brown',
  버건디: 'burgundy',
  연청: 'light-denim',
  중청: 'mid-denim',
  진청: 'dark-denim',
  흑청: 'black-denim',
};

const COLOUR_BY_KEY = new Map<string, ColourName>(
  (Object.entries(COLOUR_KEYS) as [ColourName, string][]).map(([name, key]) => [key, name]),
);

/**
 * Server path of the illustration of `category` in `colour`, e.g.
 * `illustrationPath('데님 팬츠', '중청')` → `/media/catalog/01-mid-denim.webp`.
 * Throws RangeError for a name outside the 45 categories.
 */
export function illustrationPath(
  category: CategoryName,
  colour: ColourName,
  variant?: Variant,
): string {
  return ILLUSTRATION_PREFIX + illustrationFileName(category, colour, variant);
}

/** The bare file name part of {@link illustrationPath} (`01-mid-denim.webp`, `05-grey-stripe-3.webp`). */
export function illustrationFileName(
  category: CategoryName,
  colour: ColourName,
  variant?: Variant,
): string {
  const index = CATEGORIES.findIndex((c) => c.name === category);
  if (index < 0) throw new RangeError(`unknown category: ${category}`);
  const key = COLOUR_KEYS[colour];
  if (key === undefined) throw new RangeError(`unknown colour: ${colour}`);
  if (
    variant &&
    !(Number.isInteger(variant.detail) && variant.detail >= 0 && variant.detail < DETAILS)
  ) {
    throw new RangeError(`variant detail must be 0–${DETAILS - 1}, got ${variant.detail}`);
  }
  const suffix = variant ? `-${variant.pattern}-${variant.detail}` : '';
  return `${String(index + 1).padStart(2, '0')}-${key}${suffix}.webp`;
}

/** What an illustration file name asks for. */
export interface IllustrationRequest {
  category: CategoryName;
  colour: ColourName;
  variant?: Variant;
  format: IllustrationFormat;
}

/**
 * Parses an illustration file name (`01-mid-denim.webp`, `01-mid-denim.svg`, or the full
 * `/media/catalog/…` path) back to its category, colour, variant and format; null when it is not of
 * that form.
 */
export function parseIllustrationFileName(fileName: string): IllustrationRequest | null {
  const bare = fileName.startsWith(ILLUSTRATION_PREFIX)
    ? fileName.slice(ILLUSTRATION_PREFIX.length)
    : fileName;
  const m = new RegExp(
    `^(\\d{2})-([a-z]+(?:-[a-z]+)?)(?:-(${PATTERNS.join('|')})-(\\d))?\\.(webp|svg)$`,
  ).exec(bare);
  if (!m) return null;
  const info = CATEGORIES[Number(m[1]) - 1];
  const colour = COLOUR_BY_KEY.get(m[2] ?? '');
  if (!info || !colour) return null;
  const format = m[5] as IllustrationFormat;
  if (m[3] === undefined) return { category: info.name, colour, format };
  return {
    category: info.name,
    colour,
    variant: { pattern: m[3] as Pattern, detail: Number(m[4]) },
    format,
  };
}
