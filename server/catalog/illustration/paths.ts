/**
 * The illustration file-name scheme: `/media/catalog/<NN>-<colour-key>.svg`, NN the 1-based
 * category number of TAXONOMY.md, colour-key the ASCII key of the shop colour.
 */
import { CATEGORIES, type CategoryName, type ColourName } from '../../../src/contract/taxonomy';

/** URL prefix under which the server serves the illustrations. */
export const ILLUSTRATION_PREFIX = '/media/catalog/';

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
 * `illustrationPath('데님 팬츠', '중청')` → `/media/catalog/01-mid-denim.svg`.
 * Throws RangeError for a name outside the 45 categories.
 */
export function illustrationPath(category: CategoryName, colour: ColourName): string {
  return ILLUSTRATION_PREFIX + illustrationFileName(category, colour);
}

/** The bare file name part of {@link illustrationPath} (`01-mid-denim.svg`). */
export function illustrationFileName(category: CategoryName, colour: ColourName): string {
  const index = CATEGORIES.findIndex((c) => c.name === category);
  if (index < 0) throw new RangeError(`unknown category: ${category}`);
  const key = COLOUR_KEYS[colour];
  if (key === undefined) throw new RangeError(`unknown colour: ${colour}`);
  return `${String(index + 1).padStart(2, '0')}-${key}.svg`;
}

/**
 * Parses an illustration file name (`01-mid-denim.svg`, or the full `/media/catalog/…` path)
 * back to its category and colour; null when it is not of that form.
 */
export function parseIllustrationFileName(
  fileName: string,
): { category: CategoryName; colour: ColourName } | null {
  const bare = fileName.startsWith(ILLUSTRATION_PREFIX) ? fileName.slice(ILLUSTRATION_PREFIX.length) : fileName;
  const m = /^(\d{2})-([a-z]+(?:-[a-z]+)?)\.svg$/.exec(bare);
  if (!m) return null;
  const info = CATEGORIES[Number(m[1]) - 1];
  const colour = COLOUR_BY_KEY.get(m[2] ?? '');
  if (!info || !colour) return null;
  return { category: info.name, colour };
}
