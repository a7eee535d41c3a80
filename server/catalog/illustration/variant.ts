/**
 * Per-product variations of an illustration, so that four black tees of four brands are four
 * different pictures: a pattern (solid, stripe, check, graphic print, colour block) laid over
 * the garment's own silhouette, and a detail number that picks the accent colour and the small
 * details (chest logo, woven label, pocket, denim fades; for shoes a side stripe, perforations,
 * a contrasting sole). Deterministic: the same variant always draws the same picture.
 */
import {
  COLOURS,
  type ColourName,
  type ProductPattern,
  type Slot,
} from '../../../contract/taxonomy';
import { luminance, type Ink } from './svg';

/** Patterns a product can have; named by its product name (see {@link patternOfName}). */
export const PATTERNS = ['solid', 'stripe', 'check', 'print', 'block'] as const;
export type Pattern = (typeof PATTERNS)[number];

/**
 * The product pattern (taxonomy.ts PRODUCT_PATTERNS) of a picture's pattern: what a sample
 * product drawn or photographed with it is stored with (a colour block is 기타).
 */
export const PRODUCT_PATTERN: Readonly<Record<Pattern, ProductPattern>> = {
  solid: '무지',
  stripe: '스트라이프',
  check: '체크',
  print: '프린트',
  block: '기타',
};

/** One product's picture variant: its pattern and a detail number 0–9. */
export interface Variant {
  readonly pattern: Pattern;
  readonly detail: number;
}

/** Number of distinct detail numbers per pattern. */
export const DETAILS = 10;

/**
 * The pattern a product name describes: 스트라이프/단가라 → stripe, 체크/깅엄/타탄 → check,
 * 그래픽/프린트/로고/레터링 → print, 배색/블록 → block, anything else solid.
 */
export function patternOfName(name: string): Pattern {
  if (/스트라이프|단가라/.test(name)) return 'stripe';
  if (/체크|깅엄|타탄/.test(name)) return 'check';
  if (/그래픽|프린트|로고|레터링/.test(name)) return 'print';
  if (/배색|블록/.test(name)) return 'block';
  return 'solid';
}

const ON_LIGHT = ['#1f2a44', '#6d1f2b', '#1f1f21', '#6b6b45', '#6e4a2f'];
const ON_DARK = ['#f5f5f2', '#c8b08c', '#9cc3e4', '#8e9094', '#efe8d6'];

/** The accent colour of a variant on a garment of `colour`: contrasting, chosen by the detail. */
function accent(colour: ColourName, detail: number): string {
  const list = luminance(COLOURS[colour]) > 0.5 ? ON_LIGHT : ON_DARK;
  return list[detail % list.length] as string;
}

/** An ink that draws any garment as a plain white silhouette (for the SVG mask). */
export const MASK_INK: Ink = {
  fill: '#fff',
  dark: '#fff',
  deep: '#fff',
  line: '#fff',
  seam: '#fff',
  light: '#fff',
  stitch: '#fff',
  metal: '#fff',
};

/**
 * SVG `<defs>` plus the overlay drawn on top of the garment for `variant`. `silhouette` is the
 * garment drawn with MASK_INK; `slot` decides where details sit (chest, hip or shoe side).
 */
export function variantOverlay(
  variant: Variant,
  colour: ColourName,
  slot: Slot,
  silhouette: string,
  denim: boolean,
): string {
  const a = accent(colour, variant.detail);
  const d = variant.detail;
  const defs =
    `<defs><mask id="garment" maskUnits="userSpaceOnUse" x="0" y="0" width="600" height="600">${silhouette}</mask>` +
    `<pattern id="stripe" width="600" height="${18 + (d % 4) * 6}" patternUnits="userSpaceOnUse"><rect width="600" height="${6 + (d % 3) * 3}" fill="${a}"/></pattern>` +
    `<pattern id="check" width="${30 + (d % 3) * 10}" height="${30 + (d % 3) * 10}" patternUnits="userSpaceOnUse"><rect width="100%" height="${8 + (d % 2) * 4}" fill="${a}" opacity="0.6"/><rect width="${8 + (d % 2) * 4}" height="100%" fill="${a}" opacity="0.6"/></pattern>` +
    `<pattern id="dots" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="2.5" fill="${a}"/></pattern></defs>`;
  const masked = (body: string, opacity = 1): string =>
    `<g mask="url(#garment)" opacity="${opacity}">${body}</g>`;
  const chestY = slot === 'bottom' ? 200 : slot === 'shoes' ? 330 : 250;
  const chestX = slot === 'shoes' ? 300 : 252 + (d % 2) * 96;
  let overlay: string;
  if (variant.pattern === 'stripe') {
    overlay = masked(
      slot === 'shoes'
        ? `<path d="M 150 ${380 - d * 3} L 450 ${300 - d * 3}" stroke="${a}" stroke-width="${10 + (d % 3) * 5}"/>`
        : `<rect width="600" height="600" fill="url(#stripe)"/>`,
      0.7,
    );
  } else if (variant.pattern === 'check') {
    overlay = masked(`<rect width="600" height="600" fill="url(#check)"/>`, 0.75);
  } else if (variant.pattern === 'block') {
    const y = slot === 'shoes' ? 370 - (d % 3) * 8 : 330 + (d % 4) * 25;
    overlay = masked(`<rect x="0" y="${y}" width="600" height="${600 - y}" fill="${a}"/>`, 0.85);
  } else if (variant.pattern === 'print') {
    const shapes = [
      `<circle cx="300" cy="${chestY + 20}" r="${34 + (d % 3) * 6}" fill="${a}"/>`,
      `<rect x="250" y="${chestY}" width="100" height="${40 + (d % 2) * 16}" rx="6" fill="${a}"/>`,
      `<path d="M 300 ${chestY - 20} L 340 ${chestY + 50} L 260 ${chestY + 50} Z" fill="${a}"/>`,
      `<g fill="${a}"><rect x="240" y="${chestY}" width="120" height="12"/><rect x="240" y="${chestY + 22}" width="90" height="12"/><rect x="240" y="${chestY + 44}" width="110" height="12"/></g>`,
      `<path d="M 230 ${chestY + 30} q 35 -40 70 0 t 70 0" stroke="${a}" stroke-width="12" fill="none"/>`,
    ];
    overlay = masked(
      slot === 'shoes'
        ? `<rect width="600" height="600" fill="url(#dots)"/>`
        : (shapes[d % shapes.length] as string),
    );
  } else {
    // solid: small details, one per detail number
    const details = [
      '',
      `<rect x="${chestX - 20}" y="${chestY - 14}" width="40" height="26" rx="4" fill="${a}"/>`,
      `<circle cx="${chestX}" cy="${chestY}" r="15" fill="${a}"/>`,
      `<rect x="${slot === 'shoes' ? 400 : 330}" y="${slot === 'shoes' ? 340 : 420}" width="44" height="16" fill="${a}"/>`,
      `<path d="M ${chestX - 24} ${chestY - 14} h 48 v 42 q -24 10 -48 0 Z" fill="none" stroke="${a}" stroke-width="4"/>`,
      `<path d="M 0 ${slot === 'shoes' ? 400 : 470} H 600" stroke="${a}" stroke-width="10"/>`,
      `<path d="M ${chestX - 22} ${chestY} l 14 14 l 28 -30" stroke="${a}" stroke-width="9" fill="none"/>`,
      `<g fill="${a}"><circle cx="${chestX - 16}" cy="${chestY}" r="8"/><circle cx="${chestX + 16}" cy="${chestY}" r="8"/></g>`,
      `<rect x="${chestX - 30}" y="${chestY - 8}" width="60" height="14" fill="${a}"/>`,
      `<path d="M 0 ${slot === 'shoes' ? 392 : 150} H 600" stroke="${a}" stroke-width="6"/>`,
    ];
    const fades = denim
      ? `<ellipse cx="${250 + (d % 3) * 20}" cy="${260 + (d % 4) * 20}" rx="40" ry="90" fill="#fff" opacity="${0.12 + (d % 3) * 0.06}"/><ellipse cx="${350 - (d % 3) * 20}" cy="${260 + (d % 4) * 20}" rx="40" ry="90" fill="#fff" opacity="${0.12 + (d % 3) * 0.06}"/>`
      : '';
    overlay = masked(fades + (details[d % details.length] as string));
  }
  return defs + overlay;
}
