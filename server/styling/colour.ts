/**
 * The one colour science of the styling core, shared by the recogniser (naming a photo's colour)
 * and the outfit engine (matching and contrasting colours): CIE L*a*b* (D65 white, sRGB primaries),
 * the CIE76 distance ΔE*ab, and the colour names (the shop's 15 of TAXONOMY.md "Colour names" and
 * the photo-only ones; hex values from PHOTO_COLOURS in contract/taxonomy.ts), converted once
 * at import. Everything here is pure.
 */
import {
  COLOUR_NAMES,
  DENIM_COLOURS,
  isShopColour,
  PHOTO_COLOURS,
  PHOTO_COLOUR_NAMES,
  type ColourName,
  type PhotoColourName,
  type PhotoOnlyColourName,
} from '../../contract/taxonomy';

/** A CIE L*a*b* colour: L in 0–100, a and b roughly −128…127. */
export interface Lab {
  readonly L: number;
  readonly a: number;
  readonly b: number;
}

const srgbToLinear = (byte: number): number => {
  const v = byte / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** Linear-light value of each sRGB byte. */
const LINEAR = Float64Array.from({ length: 256 }, (_, byte) => srgbToLinear(byte));

/** sRGB bytes (0–255 each) → CIE L*a*b* (D65 white). */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const R = LINEAR[r] ?? 0;
  const G = LINEAR[g] ?? 0;
  const B = LINEAR[b] ?? 0;
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : (841 / 108) * t + 4 / 29);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** '#rrggbb' → CIE L*a*b*. Throws RangeError for any other string. */
export function hexToLab(hex: string): Lab {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m || m[1] === undefined) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return rgbToLab((n >> 16) & 255, (n >> 8) & 255, n & 255);
}

/** CIE76 ΔE*ab: the Euclidean distance in L*a*b* (~2.3 is a just-noticeable step). */
export function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p.L - q.L, p.a - q.a, p.b - q.b);
}

const PALETTE_LAB = Object.fromEntries(
  PHOTO_COLOUR_NAMES.map((name) => [name, hexToLab(PHOTO_COLOURS[name])]),
) as Record<PhotoColourName, Lab>;

/** The L*a*b* value of a colour name (shop or photo-only reference). */
export function labOf(colour: PhotoColourName): Lab {
  return PALETTE_LAB[colour];
}

/** ΔE*ab between two colour names' references (0 for the same name). */
export function colourDistance(a: PhotoColourName, b: PhotoColourName): number {
  return deltaE(PALETTE_LAB[a], PALETTE_LAB[b]);
}

/** Lightness difference L*(a) − L*(b), which judges top/bottom contrast. */
export function lightnessDelta(a: PhotoColourName, b: PhotoColourName): number {
  return PALETTE_LAB[a].L - PALETTE_LAB[b].L;
}

/** Colour names that are not denim washes. */
export const PLAIN_COLOURS: readonly ColourName[] = COLOUR_NAMES.filter(
  (c) => !DENIM_COLOURS.includes(c),
);

/**
 * The shop colour nearest to `lab` (ΔE*ab) among `palette` (default: all 15).
 * @throws RangeError for an empty palette.
 */
export function nearestColour(lab: Lab, palette: readonly ColourName[] = COLOUR_NAMES): ColourName {
  let best: ColourName | undefined;
  let bestDistance = Infinity;
  for (const name of palette) {
    const distance = deltaE(lab, PALETTE_LAB[name]);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = name;
    }
  }
  if (best === undefined) throw new RangeError('empty palette');
  return best;
}

/**
 * The one shop colour each photo-only colour is dressed in, for garments that cannot be denim
 * (`plain`) and for those that can (`denim`: jeans, shorts, shirts, trucker jackets): the shop
 * colour nearest to its reference value by ΔE76 (colour.test.ts checks it), fixed so that the
 * answer's `shop_colour`, its similar items and its text always name the same one. ΔE to it:
 * 레드 → 버건디 38, 핑크 → 오트밀 33, 오렌지 → 베이지 52, 옐로우 → 베이지 51, 그린 → 카키 29,
 * 블루 → 네이비 52 (denim 중청), 퍼플 → 네이비 41 (denim 진청), 멀티 → 그레이 9 (its swatch: a
 * garment of many colours is dressed in the neutral grey).
 */
export const NEAREST_SHOP_COLOUR: Readonly<
  Record<PhotoOnlyColourName, { readonly plain: ColourName; readonly denim: ColourName }>
> = {
  레드: { plain: '버건디', denim: '버건디' },
  핑크: { plain: '오트밀', denim: '오트밀' },
  오렌지: { plain: '베이지', denim: '베이지' },
  옐로우: { plain: '베이지', denim: '베이지' },
  그린: { plain: '카키', denim: '카키' },
  블루: { plain: '네이비', denim: '중청' },
  퍼플: { plain: '네이비', denim: '진청' },
  멀티: { plain: '그레이', denim: '그레이' },
};

/**
 * The shop colour a photographed colour is dressed in: itself when the shop sells it, else its
 * fixed nearest (`NEAREST_SHOP_COLOUR`; `denim`: the garment's category can be denim).
 */
export function nearestShopColour(colour: PhotoColourName, denim: boolean): ColourName {
  if (isShopColour(colour)) return colour;
  const nearest = NEAREST_SHOP_COLOUR[colour];
  return denim ? nearest.denim : nearest.plain;
}

/**
 * Is this a denim-blue colour? A blue hue (hue angle 220–300° in the a/b plane) with some chroma
 * (≥ 8), or a wash or sky blue as the nearest colour. With the garment type: blue Pants are
 * jeans, blue Outwear a trucker jacket.
 */
export function isDenimBlue(lab: Lab): boolean {
  const chroma = Math.hypot(lab.a, lab.b);
  const hue = ((Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360;
  if (chroma >= 8 && hue >= 220 && hue <= 300) return true;
  const nearest = nearestColour(lab);
  return nearest === '연청' || nearest === '중청' || nearest === '진청' || nearest === '스카이블루';
}
