/**
 * Colour-harmony rules of the outfit engine (outfit issue; palettes from TAXONOMY.md
 * "Colour names … palette that suits each season"):
 *
 * - a neutral base plus at most one accent colour;
 * - accents from different families (cool blues vs warm earth tones) clash;
 * - denim on denim only when the washes contrast (two or more steps apart on
 *   연청 → 중청 → 진청 → 흑청);
 * - very close but unequal dark colours (black vs navy vs 흑청) look like a mismatch.
 *
 * Neutrals: 화이트, 아이보리, 오트밀, 베이지, 그레이, 블랙, 네이비, 진청, 흑청, plus 연청/중청 when
 * worn as denim and 브라운/버건디 on shoes (leather tones). Everything else is an accent.
 */
import {
  DENIM_COLOURS,
  type CategoryName,
  type ColourName,
  type PhotoColourName,
  type Slot,
} from '../../../contract/taxonomy';
import { CATEGORY_TRAITS } from './category-traits';
import { colourDistance, labOf } from '../colour';

/** The colour-relevant facts of one outfit item. */
export interface ColourItem {
  readonly slot: Slot;
  readonly category: CategoryName;
  readonly colour: PhotoColourName;
}

const ALWAYS_NEUTRAL: ReadonlySet<PhotoColourName> = new Set<PhotoColourName>([
  '화이트',
  '아이보리',
  '오트밀',
  '베이지',
  '그레이',
  '블랙',
  '네이비',
  '진청',
  '흑청',
]);
const LEATHER_TONES: ReadonlySet<PhotoColourName> = new Set<PhotoColourName>(['브라운', '버건디']);
const COOL: ReadonlySet<PhotoColourName> = new Set<PhotoColourName>([
  '스카이블루',
  '연청',
  '중청',
  '블루',
  '퍼플',
]);
/** Module-local copies: hot paths avoid re-reading imported bindings. */
const WASHES: readonly PhotoColourName[] = DENIM_COLOURS;
const TRAITS = CATEGORY_TRAITS;

/** Is the item a denim garment in a denim wash (e.g. 중청 데님 팬츠, 연청 트러커 재킷)? */
export function isDenimItem(item: ColourItem): boolean {
  return TRAITS[item.category].denim === true && WASHES.includes(item.colour);
}

/** The item's accent colour, or null when it reads as part of the neutral base. */
export function accentOf(item: ColourItem): PhotoColourName | null {
  if (ALWAYS_NEUTRAL.has(item.colour)) return null;
  if (isDenimItem(item)) return null;
  if (item.slot === 'shoes' && LEATHER_TONES.has(item.colour)) return null;
  return item.colour;
}

/** Do two accent colours clash (one cool blue, one warm earth tone)? */
export function accentsClash(a: PhotoColourName, b: PhotoColourName): boolean {
  return a !== b && COOL.has(a) !== COOL.has(b);
}

/** Do two denim items sit too close in wash (fewer than two steps apart)? */
export function isDenimConflict(a: ColourItem, b: ColourItem): boolean {
  if (!isDenimItem(a) || !isDenimItem(b)) return false;
  return Math.abs(WASHES.indexOf(a.colour) - WASHES.indexOf(b.colour)) < 2;
}

/** Distinct accent colours among `items`. */
export function accentsIn(items: readonly ColourItem[]): PhotoColourName[] {
  const out: PhotoColourName[] = [];
  for (const it of items) {
    const a = accentOf(it);
    if (a !== null && !out.includes(a)) out.push(a);
  }
  return out;
}

/**
 * Hard harmony check for adding `candidate` to `chosen`: at most one accent in total and no
 * denim-on-denim without wash contrast. Used by the strict candidate levels.
 */
export function isHarmoniousWith(candidate: ColourItem, chosen: readonly ColourItem[]): boolean {
  for (const c of chosen) if (isDenimConflict(candidate, c)) return false;
  return accentsIn([...chosen, candidate]).length <= 1;
}

/** Dark colours closer than this ΔE (but not equal) read as a mismatch (e.g. 블랙 vs 네이비 ≈ 18). */
const NEAR_MISS_DELTA_E = 20;

/**
 * Soft colour score (higher is better, roughly −6…+3) for adding `candidate` to `chosen`:
 * season palette bonus, extra/clashing accent penalties (they only reach here once the
 * strict levels were relaxed), dark near-miss penalty, top/bottom contrast bonus.
 * `existing` are the accents of `chosen` (hot callers precompute them).
 */
export function colourScore(
  candidate: ColourItem,
  chosen: readonly ColourItem[],
  palette: readonly ColourName[],
  existing: readonly PhotoColourName[] = accentsIn(chosen),
): number {
  let score = (palette as readonly PhotoColourName[]).includes(candidate.colour) ? 1.5 : 0;
  const accent = accentOf(candidate);
  const candL = labOf(candidate.colour).L;
  const candDenim = isDenimItem(candidate);
  if (accent !== null) {
    for (const e of existing) {
      if (e === accent) score -= 0.5;
      else score -= accentsClash(e, accent) ? 4 : 2;
    }
  }
  for (const c of chosen) {
    if (isDenimConflict(candidate, c)) score -= 3;
    const otherL = labOf(c.colour).L;
    if (
      candL < 35 &&
      otherL < 35 &&
      c.colour !== candidate.colour &&
      !candDenim &&
      !isDenimItem(c)
    ) {
      if (colourDistance(candidate.colour, c.colour) < NEAR_MISS_DELTA_E) score -= 1;
    }
    const topBottom =
      (candidate.slot === 'top' && c.slot === 'bottom') ||
      (candidate.slot === 'bottom' && c.slot === 'top');
    if (topBottom && Math.abs(candL - otherL) >= 20) score += 0.8;
  }
  return score;
}
