/**
 * Shared drawing kit of the product illustrations: colour mixing (`shade`, `luminance`), the
 * per-colour {@link Ink} set a garment is drawn with, and the SVG text primitives (escaping, paths,
 * strokes, circles, mirroring about the canvas centre line). Pure string building.
 */
import { COLOURS, type ColourName } from '../../../contract/taxonomy';

/** Escapes text for an SVG attribute or text node. */
export function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

// ---------------------------------------------------------------------------------------------
// Colour helpers

type RGB = [number, number, number];

function hexToRgb(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes `hex` towards black (amount > 0) or white (amount < 0), amount in 0–1. */
export function shade(hex: string, amount: number): string {
  const rgb = hexToRgb(hex);
  const target = amount >= 0 ? 0 : 255;
  const a = Math.abs(amount);
  return rgbToHex(rgb.map((v) => v + (target - v) * a) as RGB);
}

/** Relative luminance 0–1 (sRGB, approximate). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The inks one garment is drawn with. */
export interface Ink {
  /** Main fill: the product colour. */
  fill: string;
  /** Slightly darker fill for inside/back parts and ribbing. */
  dark: string;
  /** Darker still, for deep shadows (inside of hood, pocket openings). */
  deep: string;
  /** Outline; a visible grey for light colours (화이트/아이보리). */
  line: string;
  /** Seams and stitch lines. */
  seam: string;
  /** Lighter highlight (denim fades, nylon shine). */
  light: string;
  /** Topstitch colour: golden on denim, else the seam colour. */
  stitch: string;
  /** Hardware (buttons, zips): contrasts with the fill. */
  metal: string;
}

const DENIM = new Set<ColourName>(['연청', '중청', '진청', '흑청']);

/** The {@link Ink} set for a shop colour: darker/lighter mixes and a legible outline on light colours. */
export function inks(colour: ColourName): Ink {
  const fill = COLOURS[colour];
  const lum = luminance(fill);
  const veryDark = lum < 0.2;
  const light = lum > 0.78;
  const seam = veryDark ? shade(fill, -0.22) : shade(fill, 0.24);
  return {
    fill,
    dark: veryDark ? shade(fill, -0.07) : shade(fill, 0.1),
    deep: veryDark ? shade(fill, 0.45) : shade(fill, 0.32),
    line: light ? '#8b877f' : veryDark ? '#0c0c0e' : shade(fill, 0.45),
    seam,
    light: shade(fill, -0.28),
    stitch: DENIM.has(colour) ? '#c99a4b' : seam,
    metal: veryDark ? '#b9b9bd' : light ? '#6f6c66' : shade(fill, 0.55),
  };
}

// ---------------------------------------------------------------------------------------------
// SVG primitives

/** A point in canvas px ([x, y], y down). */
export type Pt = readonly [number, number];
/** The vertical centre line of the 600 px canvas; garments are drawn symmetric about it. */
export const CX = 300;

/** Mirrors a point about the vertical centre line. */
export const mx = ([x, y]: Pt): Pt => [600 - x, y];
/** The point a fraction `t` of the way from `a` to `b`. */
export const lerp = (a: Pt, b: Pt, t: number): Pt => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];
/** A coordinate rounded to 0.1 px, as SVG text. */
export const f = (n: number) => (Math.round(n * 10) / 10).toString();
/** A point as SVG path text (`x y`). */
export const pt = (p: Pt) => `${f(p[0])} ${f(p[1])}`;

/** A closed polygon path (`M … L … Z`) through `points`. */
export function poly(points: readonly Pt[]): string {
  return `M ${points.map(pt).join(' L ')} Z`;
}

/** A filled and outlined `<path>` with round joins; `extra` is appended as raw attributes. */
export function path(d: string, fill: string, line: string, width = 3, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"${extra}/>`;
}

/** An unfilled `<path>` line, optionally dashed (6 5); `extra` is appended as raw attributes. */
export function stroke(d: string, colour: string, width = 2, dashed = false, extra = ''): string {
  const dash = dashed ? ' stroke-dasharray="6 5"' : '';
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${dash}${extra}/>`;
}

/** A filled and outlined `<circle>` centred on `c`. */
export function circle(c: Pt, r: number, fill: string, line: string, width = 2): string {
  return `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${r}" fill="${fill}" stroke="${line}" stroke-width="${width}"/>`;
}

/** A straight {@link stroke} from `a` to `b`. */
export function line(a: Pt, b: Pt, colour: string, width = 2, dashed = false): string {
  return stroke(`M ${pt(a)} L ${pt(b)}`, colour, width, dashed);
}

/** Both halves: `draw` for the left half, then for the mirrored right half. */
export function both(draw: (m: (p: Pt) => Pt) => string): string {
  return draw((p) => p) + draw(mx);
}
