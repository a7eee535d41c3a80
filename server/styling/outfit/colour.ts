/**
 * Colour maths over the shop's colour names (TAXONOMY.md "Colour names"; hex values from
 * COLOURS in src/contract/taxonomy.ts): CIE L*a*b* (D65) and the CIE76 distance ΔE*ab.
 * The 15 colours are converted once at import; everything here is pure.
 */
import { COLOURS, COLOUR_NAMES, type ColourName } from '../../../src/contract/taxonomy';

/** A CIE L*a*b* colour: L in 0–100, a/b roughly −128…127. */
export interface Lab {
  readonly L: number;
  readonly a: number;
  readonly b: number;
}

/** '#rrggbb' → CIE L*a*b* (sRGB, D65 white). Throws RangeError for other strings. */
export function hexToLab(hex: string): Lab {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m || m[1] === undefined) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  const lin = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const r = lin((n >> 16) & 255);
  const g = lin((n >> 8) & 255);
  const bl = lin(n & 255);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const LAB: Record<ColourName, Lab> = Object.fromEntries(
  COLOUR_NAMES.map((name) => [name, hexToLab(COLOURS[name])]),
) as Record<ColourName, Lab>;

/** The L*a*b* value of a shop colour name. */
export function labOf(colour: ColourName): Lab {
  return LAB[colour];
}

/** CIE76 ΔE*ab between two shop colours (0 for the same name; ~2.3 is a just-noticeable step). */
export function colourDistance(a: ColourName, b: ColourName): number {
  const p = LAB[a];
  const q = LAB[b];
  return Math.hypot(p.L - q.L, p.a - q.a, p.b - q.b);
}

/** Lightness difference L*(a) − L*(b), used to judge top/bottom contrast. */
export function lightnessDelta(a: ColourName, b: ColourName): number {
  return LAB[a].L - LAB[b].L;
}
