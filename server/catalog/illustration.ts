/**
 * Flat-style product illustrations for the sample catalogue: one garment silhouette per category
 * (TAXONOMY.md, 45 categories) filled with the product's colour (`COLOURS` in
 * src/contract/taxonomy.ts), drawn as SVG text on a light neutral 600×600 px canvas.
 *
 * The server serves them at `/media/catalog/<NN>-<colour-key>.svg` (ASCII only, NN = the 1-based
 * category number of TAXONOMY.md, e.g. `/media/catalog/01-mid-denim.svg` for 중청 데님 팬츠).
 * Pure: no file system, no network; the SVG is rebuilt on each call (cheap, a few kB).
 */
import {
  CATEGORIES,
  COLOURS,
  type CategoryName,
  type ColourName,
} from '../../src/contract/taxonomy';

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

/**
 * The SVG document (UTF-8 text, `image/svg+xml`, 600×600 viewBox) for an illustration file name
 * of the form made by {@link illustrationPath} (bare name or full path); null for any other name,
 * so that the server can answer 404.
 */
export function renderIllustration(fileName: string): string | null {
  const parsed = parseIllustrationFileName(fileName);
  return parsed ? drawProduct(parsed.category, parsed.colour) : null;
}

// ---------------------------------------------------------------------------------------------
// Colour helpers

type RGB = [number, number, number];

function hexToRgb(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: RGB): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes `hex` towards black (amount > 0) or white (amount < 0), amount in 0–1. */
function shade(hex: string, amount: number): string {
  const rgb = hexToRgb(hex);
  const target = amount >= 0 ? 0 : 255;
  const a = Math.abs(amount);
  return rgbToHex(rgb.map((v) => v + (target - v) * a) as RGB);
}

/** Relative luminance 0–1 (sRGB, approximate). */
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The inks one garment is drawn with. */
interface Ink {
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

function inks(colour: ColourName): Ink {
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

type Pt = readonly [number, number];
const CX = 300;
const BG = '#f1efea';
const SHOE_SOLE_WHITE = '#f7f6f2';

/** Mirrors a point about the vertical centre line. */
const mx = ([x, y]: Pt): Pt => [600 - x, y];
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pt = (p: Pt) => `${f(p[0])} ${f(p[1])}`;

function poly(points: readonly Pt[]): string {
  return `M ${points.map(pt).join(' L ')} Z`;
}

function path(d: string, fill: string, line: string, width = 3, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${line}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"${extra}/>`;
}

function stroke(d: string, colour: string, width = 2, dashed = false, extra = ''): string {
  const dash = dashed ? ' stroke-dasharray="6 5"' : '';
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${dash}${extra}/>`;
}

function circle(c: Pt, r: number, fill: string, line: string, width = 2): string {
  return `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${r}" fill="${fill}" stroke="${line}" stroke-width="${width}"/>`;
}

function line(a: Pt, b: Pt, colour: string, width = 2, dashed = false): string {
  return stroke(`M ${pt(a)} L ${pt(b)}`, colour, width, dashed);
}

/** Both halves: `draw` for the left half, then for the mirrored right half. */
function both(draw: (m: (p: Pt) => Pt) => string): string {
  return draw((p) => p) + draw(mx);
}

// ---------------------------------------------------------------------------------------------
// Upper-body garments (front view, flat lay)

/** Torso geometry in px. Left side given; the right side mirrors it. */
interface Torso {
  neckW: number;
  neckY: number;
  shW: number;
  shY: number;
  armY: number;
  chestW: number;
  hemY: number;
  hemW: number;
  /** Depth of the front neckline below neckY. */
  neckDepth: number;
}

const TEE: Torso = { neckW: 46, neckY: 112, shW: 128, shY: 136, armY: 240, chestW: 114, hemY: 492, hemW: 116, neckDepth: 26 };

function torsoWith(base: Torso, patch: Partial<Torso>): Torso {
  return { ...base, ...patch };
}

/**
 * Body outline. `neck`: round front neckline, V to (centre, neckY + neckDepth), or flat (a collar
 * or hood covers it). `hemCurve` > 0 gives a shirt-tail hem dropping that many px at the centre.
 */
function bodyPath(g: Torso, neck: 'round' | 'v' | 'flat' = 'round', hemCurve = 0): string {
  const L: Pt[] = [
    [CX - g.neckW, g.neckY],
    [CX - g.shW, g.shY],
    [CX - g.chestW, g.armY],
    [CX - g.hemW, g.hemY],
  ];
  const R = L.map(mx).reverse();
  const hem =
    hemCurve > 0
      ? `Q ${CX - 60} ${g.hemY + hemCurve + 8} ${CX} ${g.hemY + hemCurve} Q ${CX + 60} ${g.hemY + hemCurve + 8} ${pt(R[0]!)}`
      : `L ${pt(R[0]!)}`;
  const start = `M ${L.map(pt).join(' L ')} ${hem} L ${R.slice(1).map(pt).join(' L ')}`;
  const nl = pt(L[0]!);
  if (neck === 'v') return `${start} L ${CX} ${g.neckY + g.neckDepth} L ${nl} Z`;
  if (neck === 'flat') return `${start} Z`;
  return `${start} Q ${CX} ${g.neckY + g.neckDepth * 2} ${nl} Z`;
}

type SleeveKind = 'short' | 'long' | 'puffy';

/** Left sleeve polygon [shoulder, outer end, inner end, armpit]. */
function sleevePts(g: Torso, kind: SleeveKind): [Pt, Pt, Pt, Pt] {
  const s: Pt = [CX - g.shW, g.shY];
  const a: Pt = [CX - g.chestW, g.armY];
  if (kind === 'short') {
    const o: Pt = [s[0] - 78, s[1] + 96];
    const i: Pt = [a[0] - 36, a[1] + 34];
    return [s, o, i, a];
  }
  const width = kind === 'puffy' ? 80 : 64;
  const o: Pt = [s[0] - 92, g.hemY - 40];
  const i: Pt = [o[0] + width, o[1] + 16];
  return [s, o, i, a];
}

/** Both sleeves (drawn behind the body), with optional cuff bands. */
function sleeves(g: Torso, ink: Ink, kind: SleeveKind, cuff: 'none' | 'band' | 'rib' = 'none', fill = ink.fill): string {
  return both((m) => {
    const [s, o, i, a] = sleevePts(g, kind);
    let out = path(poly([s, o, i, a].map(m)), fill, ink.line);
    if (kind !== 'short') {
      // crease shading along the inner edge
      out += stroke(`M ${pt(m(lerp(a, i, 0.15)))} L ${pt(m(lerp(a, i, 0.85)))}`, shade(fill, 0.08), 6);
    }
    if (cuff !== 'none') {
      const t = kind === 'short' ? 0.82 : 0.9;
      const c1 = lerp(s, o, t);
      const c2 = lerp(a, i, t);
      out += path(poly([c1, o, i, c2].map(m)), cuff === 'rib' ? shade(fill, 0.08) : fill, ink.line, 2.5);
      if (cuff === 'rib') out += ribLines(c1, c2, o, i, ink, m, 7);
    }
    return out;
  });
}

/** Vertical rib lines inside the quad (a1-a2 top edge, b1-b2 bottom edge). */
function ribLines(a1: Pt, a2: Pt, b1: Pt, b2: Pt, ink: Ink, m: (p: Pt) => Pt = (p) => p, n = 10): string {
  let out = '';
  for (let k = 1; k < n; k++) {
    const t = k / n;
    out += line(m(lerp(a1, a2, t)), m(lerp(b1, b2, t)), ink.seam, 1.5);
  }
  return out;
}

/** Ribbed hem band of height h. */
function ribHem(g: Torso, ink: Ink, h = 34, fill = ink.dark): string {
  const tl: Pt = [CX - g.hemW + 1, g.hemY - h];
  const tr = mx(tl);
  const bl: Pt = [CX - g.hemW, g.hemY];
  const br = mx(bl);
  return path(poly([tl, tr, br, bl]), fill, ink.line, 2.5) + ribLines(tl, tr, bl, br, ink, (p) => p, 26);
}

/** Inside of the back neck plus a rib band along the front neckline. */
function crewNeck(g: Torso, ink: Ink, rib = 12): string {
  const l: Pt = [CX - g.neckW, g.neckY];
  const r = mx(l);
  const back = `M ${pt(l)} Q ${CX} ${g.neckY - 14} ${pt(r)} Q ${CX} ${g.neckY + g.neckDepth * 2} ${pt(l)} Z`;
  return (
    path(back, ink.deep, ink.line, 2.5) +
    stroke(`M ${pt(l)} Q ${CX} ${g.neckY + g.neckDepth * 2} ${pt(r)}`, ink.dark, rib) +
    stroke(`M ${pt(l)} Q ${CX} ${g.neckY + g.neckDepth * 2} ${pt(r)}`, ink.line, 2.5) +
    stroke(`M ${f(CX - g.neckW + 3)} ${g.neckY + rib / 2 + 2} Q ${CX} ${g.neckY + g.neckDepth * 2 + rib} ${f(CX + g.neckW - 3)} ${g.neckY + rib / 2 + 2}`, ink.seam, 1.5)
  );
}

/** Shirt collar: two pointed collar leaves over a collar stand. */
function shirtCollar(g: Torso, ink: Ink, spread = 1): string {
  const stand = `M ${CX - g.neckW} ${g.neckY} Q ${CX} ${g.neckY - 22} ${CX + g.neckW} ${g.neckY} L ${CX + g.neckW - 4} ${g.neckY + 14} Q ${CX} ${g.neckY - 6} ${CX - g.neckW + 4} ${g.neckY + 14} Z`;
  const leaf = (m: (p: Pt) => Pt) =>
    path(
      poly(
        (
          [
            [CX - g.neckW - 2, g.neckY - 2],
            [CX - g.neckW - 16 * spread, g.neckY + 50],
            [CX - 6, g.neckY + 42 + 8 * spread],
            [CX - 2, g.neckY + 20],
          ] as Pt[]
        ).map(m),
      ),
      ink.fill,
      ink.line,
      2.5,
    );
  return path(stand, ink.dark, ink.line, 2.5) + both(leaf);
}

/** Button placket from y0 to y1 with n buttons. */
function placket(ink: Ink, y0: number, y1: number, n: number, w = 16): string {
  let out = path(poly([[CX - w / 2, y0], [CX + w / 2, y0], [CX + w / 2, y1], [CX - w / 2, y1]]), ink.fill, ink.line, 2);
  for (let k = 0; k < n; k++) {
    const y = y0 + 14 + ((y1 - y0 - 28) * k) / Math.max(1, n - 1);
    out += circle([CX, y], 4.5, ink.metal, ink.line, 1.5);
  }
  return out;
}

/** Centre zip line with a pull at the top. */
function zip(ink: Ink, y0: number, y1: number, x = CX): string {
  return (
    line([x, y0], [x, y1], ink.line, 3) +
    line([x, y0], [x, y1], ink.metal, 1.5, true) +
    path(poly([[x - 4, y0 + 4], [x + 4, y0 + 4], [x + 5, y0 + 24], [x - 5, y0 + 24]]), ink.metal, ink.line, 1.5)
  );
}

/** A rectangular patch pocket with an optional flap. */
function patchPocket(ink: Ink, x: number, y: number, w: number, h: number, flap = false): string {
  let out = path(poly([[x, y], [x + w, y], [x + w, y + h], [x, y + h]]), ink.fill, ink.line, 2);
  out += stroke(`M ${x + 5} ${y + 5} L ${x + 5} ${y + h - 5} L ${x + w - 5} ${y + h - 5} L ${x + w - 5} ${y + 5}`, ink.stitch, 1.5, true);
  if (flap) {
    out += path(poly([[x - 3, y - 4], [x + w + 3, y - 4], [x + w + 3, y + 18], [x + w / 2, y + 28], [x - 3, y + 18]]), ink.dark, ink.line, 2);
    out += circle([x + w / 2, y + 18], 3.5, ink.metal, ink.line, 1.2);
  }
  return out;
}

/** A welt (slit) pocket, optionally with a flap. */
function weltPocket(ink: Ink, x: number, y: number, w: number, flap = false): string {
  if (flap) return path(poly([[x, y], [x + w, y], [x + w, y + 20], [x, y + 20]]), ink.dark, ink.line, 2);
  return path(poly([[x, y], [x + w, y + 2], [x + w, y + 8], [x, y + 6]]), ink.deep, ink.line, 1.5);
}

/** Notched (or peaked) lapels meeting at `closeY`. */
function lapels(g: Torso, ink: Ink, closeY: number, peak = false, width = 62): string {
  return both((m) => {
    const top: Pt = [CX - g.neckW, g.neckY];
    const notch: Pt = [CX - g.neckW - width * 0.55, g.neckY + 70];
    const out1: Pt = peak ? [CX - g.neckW - width - 8, g.neckY + 48] : [CX - g.neckW - width * 0.8, g.neckY + 88];
    const outer: Pt = [CX - g.neckW - width, g.neckY + 100];
    const close: Pt = [CX - 2, closeY];
    const collar = path(poly(([top, [CX - g.neckW - 14, g.neckY + 26], notch, [CX - g.neckW + 8, g.neckY + 56], [CX - 8, g.neckY + 30]] as Pt[]).map(m)), ink.dark, ink.line, 2.5);
    const lapel = path(poly(([[CX - g.neckW + 8, g.neckY + 56], notch, out1, outer, close] as Pt[]).map(m)), ink.dark, ink.line, 2.5);
    return collar + lapel;
  }) + path(`M ${CX - 34} ${g.neckY + 30} L ${CX} ${closeY - 6} L ${CX + 34} ${g.neckY + 30} Z`, ink.deep, ink.line, 2);
}

/** A hood standing up behind the neck (front opening shows the lining). */
function hoodBack(g: Torso, ink: Ink, w = 96): string {
  const d = `M ${CX - g.neckW - 20} ${g.neckY + 20} C ${CX - w - 20} ${g.neckY - 40}, ${CX - w} ${g.neckY - 110}, ${CX} ${g.neckY - 108} C ${CX + w} ${g.neckY - 110}, ${CX + w + 20} ${g.neckY - 40}, ${CX + g.neckW + 20} ${g.neckY + 20} Z`;
  const inner = `M ${CX - g.neckW + 2} ${g.neckY + 30} C ${CX - w + 20} ${g.neckY - 20}, ${CX - w + 34} ${g.neckY - 86}, ${CX} ${g.neckY - 88} C ${CX + w - 34} ${g.neckY - 86}, ${CX + w - 20} ${g.neckY - 20}, ${CX + g.neckW - 2} ${g.neckY + 30} Z`;
  return path(d, ink.fill, ink.line) + path(inner, ink.deep, ink.line, 2);
}

/** Hood front edge folded over the shoulders with drawcords. */
function hoodFront(g: Torso, ink: Ink, cords = true): string {
  let out = both((m) =>
    path(poly(([[CX - g.neckW - 20, g.neckY + 18], [CX - g.neckW + 2, g.neckY + 30], [CX - 2, g.neckY + 70], [CX - 10, g.neckY + 78], [CX - g.neckW - 10, g.neckY + 40]] as Pt[]).map(m)), ink.dark, ink.line, 2.5),
  );
  if (cords) {
    out += both((m) => stroke(`M ${pt(m([CX - 16, g.neckY + 62]))} Q ${pt(m([CX - 22, g.neckY + 120]))} ${pt(m([CX - 18, g.neckY + 150]))}`, ink.metal, 4));
  }
  return out;
}

/** Horizontal quilting lines across a region (padding). */
function quilting(ink: Ink, x0: number, x1: number, y0: number, y1: number, step: number): string {
  let out = '';
  for (let y = y0 + step; y < y1 - 8; y += step) out += stroke(`M ${x0} ${y} Q ${(x0 + x1) / 2} ${y + 6} ${x1} ${y}`, ink.seam, 2);
  return out;
}

/** Quilting across the sleeves (perpendicular to the sleeve direction). */
function sleeveQuilting(g: Torso, ink: Ink, kind: SleeveKind, n: number): string {
  return both((m) => {
    const [s, o, i, a] = sleevePts(g, kind);
    let out = '';
    for (let k = 1; k < n; k++) {
      const t = k / n;
      out += line(m(lerp(s, o, t)), m(lerp(a, i, t)), ink.seam, 2);
    }
    return out;
  });
}

/** A puffy outline version of a torso: bulges between quilting lines on the sides. */
function puffyBody(g: Torso, step: number): string {
  const left: string[] = [];
  const right: string[] = [];
  const n = Math.max(1, Math.round((g.hemY - g.armY) / step));
  let prev: Pt = [CX - g.chestW, g.armY];
  for (let k = 1; k <= n; k++) {
    const t = k / n;
    const p = lerp([CX - g.chestW, g.armY], [CX - g.hemW, g.hemY], t);
    const mid = lerp(prev, p, 0.5);
    left.push(`Q ${pt([mid[0] - 10, mid[1]])} ${pt(p)}`);
    prev = p;
  }
  prev = [CX + g.hemW, g.hemY];
  for (let k = n - 1; k >= 0; k--) {
    const t = k / n;
    const p = lerp([CX + g.chestW, g.armY], [CX + g.hemW, g.hemY], t);
    const mid = lerp(prev, p, 0.5);
    right.push(`Q ${pt([mid[0] + 10, mid[1]])} ${pt(p)}`);
    prev = p;
  }
  return `M ${CX - g.neckW} ${g.neckY} L ${CX - g.shW} ${g.shY} L ${CX - g.chestW} ${g.armY} ${left.join(' ')} Q ${CX} ${g.hemY + 10} ${CX + g.hemW} ${g.hemY} ${right.join(' ')} L ${CX + g.shW} ${g.shY} L ${CX + g.neckW} ${g.neckY} Q ${CX} ${g.neckY + 20} ${CX - g.neckW} ${g.neckY} Z`;
}

/** Stand collar (zip-ups, padding). */
function standCollar(g: Torso, ink: Ink, h = 36, fill = ink.dark): string {
  const d = `M ${CX - g.neckW - 4} ${g.neckY + 6} L ${CX - g.neckW + 2} ${g.neckY - h} Q ${CX} ${g.neckY - h - 10} ${CX + g.neckW - 2} ${g.neckY - h} L ${CX + g.neckW + 4} ${g.neckY + 6} Q ${CX} ${g.neckY + 22} ${CX - g.neckW - 4} ${g.neckY + 6} Z`;
  const inner = `M ${CX - g.neckW + 4} ${g.neckY - h + 4} Q ${CX} ${g.neckY - h - 14} ${CX + g.neckW - 4} ${g.neckY - h + 4} Q ${CX} ${g.neckY - h + 14} ${CX - g.neckW + 4} ${g.neckY - h + 4} Z`;
  return path(d, fill, ink.line, 2.5) + path(inner, ink.deep, ink.line, 1.5);
}

/** Body with a side seam shading strip (gives a subtle volume). */
function bodyShade(g: Torso, ink: Ink): string {
  return both((m) => stroke(`M ${pt(m([CX - g.chestW + 10, g.armY + 10]))} L ${pt(m([CX - g.hemW + 10, g.hemY - 10]))}`, shade(ink.fill, 0.06), 14));
}

function tee(ink: Ink, long: boolean): string {
  const g = TEE;
  return sleeves(g, ink, long ? 'long' : 'short', long ? 'band' : 'none') + path(bodyPath(g), ink.fill, ink.line) + bodyShade(g, ink) + crewNeck(g, ink) + stroke(`M ${CX - g.hemW + 4} ${g.hemY - 16} L ${CX + g.hemW - 4} ${g.hemY - 16}`, ink.seam, 1.5, true);
}

function polo(ink: Ink, long: boolean): string {
  const g = torsoWith(TEE, { neckW: 42 });
  return (
    sleeves(g, ink, long ? 'long' : 'short', 'rib') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    bodyShade(g, ink) +
    placket(ink, g.neckY + 8, g.neckY + 110, 3, 20) +
    shirtCollar(g, ink, 1.2) +
    ribHem(g, ink, 0.1, ink.fill) +
    stroke(`M ${CX - g.hemW + 4} ${g.hemY - 14} L ${CX + g.hemW - 4} ${g.hemY - 14}`, ink.seam, 1.5, true)
  );
}

function knit(ink: Ink, long: boolean): string {
  const g = torsoWith(TEE, { hemY: 480, hemW: 110 });
  let texture = '';
  // cable knit down the front: two twisting lines plus side purl columns
  for (const x of [CX - 50, CX, CX + 50]) {
    let d = `M ${x} ${g.neckY + 60}`;
    for (let y = g.neckY + 60; y < g.hemY - 50; y += 36) d += ` q 14 9 0 18 q -14 9 0 18`;
    texture += stroke(d, ink.seam, 2.5);
    let d2 = `M ${x} ${g.neckY + 60}`;
    for (let y = g.neckY + 60; y < g.hemY - 50; y += 36) d2 += ` q -14 9 0 18 q 14 9 0 18`;
    texture += stroke(d2, ink.seam, 2.5);
  }
  for (const x of [CX - 85, CX - 25, CX + 25, CX + 85]) texture += line([x, g.neckY + 70], [x, g.hemY - 44], ink.dark, 3);
  return sleeves(g, ink, long ? 'long' : 'short', 'rib') + path(bodyPath(g), ink.fill, ink.line) + texture + ribHem(g, ink, 38) + crewNeck(g, ink, 16);
}

function sweatshirt(ink: Ink): string {
  const g = torsoWith(TEE, { shW: 134, chestW: 120, hemW: 114, hemY: 486 });
  return (
    sleeves(g, ink, 'long', 'rib') +
    path(bodyPath(g), ink.fill, ink.line) +
    bodyShade(g, ink) +
    ribHem(g, ink, 36) +
    crewNeck(g, ink, 16) +
    path(`M ${CX - 13} ${g.neckY + g.neckDepth + 8} L ${CX + 13} ${g.neckY + g.neckDepth + 8} L ${CX} ${g.neckY + g.neckDepth + 34} Z`, ink.dark, ink.line, 2) +
    both((m) => stroke(`M ${pt(m([CX - g.shW + 4, g.shY + 2]))} Q ${pt(m([CX - g.chestW - 10, g.shY + 60]))} ${pt(m([CX - g.chestW, g.armY]))}`, ink.seam, 1.5, true))
  );
}

function hoodie(ink: Ink, zipUp: boolean): string {
  const g = torsoWith(TEE, { shW: 134, chestW: 120, hemW: 114, hemY: 492 });
  const pocket = zipUp
    ? both((m) => path(poly(([[CX - 12, 362], [CX - 92, 362], [CX - 104, 440], [CX - 12, 440]] as Pt[]).map(m)), ink.fill, ink.line, 2) + stroke(`M ${pt(m([CX - 92, 362]))} L ${pt(m([CX - 104, 440]))}`, ink.deep, 4))
    : path(`M ${CX - 70} 350 L ${CX + 70} 350 L ${CX + 98} 440 L ${CX - 98} 440 Z`, ink.fill, ink.line, 2) +
      stroke(`M ${CX - 70} 350 L ${CX - 98} 440 M ${CX + 70} 350 L ${CX + 98} 440`, ink.deep, 4);
  return (
    hoodBack(g, ink) +
    sleeves(g, ink, 'long', 'rib') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    bodyShade(g, ink) +
    ribHem(g, ink, 36) +
    pocket +
    (zipUp ? zip(ink, g.neckY + 40, g.hemY) : '') +
    hoodFront(g, ink)
  );
}

function shirt(ink: Ink, long: boolean): string {
  const g = torsoWith(TEE, { neckW: 40, hemY: 510 });
  return (
    sleeves(g, ink, long ? 'long' : 'short', long ? 'band' : 'none') +
    path(bodyPath(torsoWith(g, { hemY: g.hemY - 20 }), 'flat', 20), ink.fill, ink.line) +
    stroke(`M ${CX - g.shW + 6} ${g.shY + 14} L ${CX - g.neckW} ${g.neckY + 30} M ${CX + g.neckW} ${g.neckY + 30} L ${CX + g.shW - 6} ${g.shY + 14}`, ink.seam, 1.5, true) +
    placket(ink, g.neckY + 10, g.hemY + 2, 6, 18) +
    patchPocket(ink, CX - 96, 214, 56, 62) +
    shirtCollar(g, ink)
  );
}

const OUTER: Torso = { neckW: 44, neckY: 104, shW: 140, shY: 128, armY: 246, chestW: 126, hemY: 470, hemW: 128, neckDepth: 30 };

function blazer(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 500, hemW: 130 });
  return (
    sleeves(g, ink, 'long', 'none') +
    both((m) => circle(m([CX - g.shW - 30, g.hemY - 62]), 4, ink.metal, ink.line, 1.2) + circle(m([CX - g.shW - 24, g.hemY - 76]), 4, ink.metal, ink.line, 1.2)) +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    stroke(`M ${CX} ${330} L ${CX + 6} ${g.hemY - 2} Q ${CX + 40} ${g.hemY - 4} ${CX + 60} ${g.hemY}`, ink.line, 2.5) +
    lapels(g, ink, 330) +
    circle([CX + 8, 348], 6, ink.metal, ink.line) +
    circle([CX + 8, 412], 6, ink.metal, ink.line) +
    weltPocket(ink, CX - 112, 396, 70, true) +
    weltPocket(ink, CX + 42, 396, 70, true) +
    weltPocket(ink, CX + 48, 236, 54)
  );
}

function coat(ink: Ink, kind: 'single' | 'double' | 'trench'): string {
  const g = torsoWith(OUTER, { hemY: 552, hemW: 140, shW: 144 });
  const closeY = kind === 'single' ? 300 : 280;
  let buttons = '';
  if (kind === 'single') for (const y of [320, 390, 460]) buttons += circle([CX + 6, y], 7, ink.metal, ink.line);
  else for (const y of [300, 370, 440]) buttons += circle([CX - 40, y], 7, ink.metal, ink.line) + circle([CX + 40, y], 7, ink.metal, ink.line);
  const front =
    kind === 'single'
      ? stroke(`M ${CX} ${closeY} L ${CX + 8} ${g.hemY - 2}`, ink.line, 2.5)
      : stroke(`M ${CX - 2} ${closeY} L ${CX + 66} ${closeY + 10} L ${CX + 72} ${g.hemY - 2}`, ink.line, 2.5);
  const belt =
    kind === 'trench'
      ? path(poly([[CX - g.chestW - 3, 350], [CX + g.chestW + 3, 350], [CX + g.chestW + 4, 378], [CX - g.chestW - 4, 378]]), ink.dark, ink.line, 2.5) +
        path(poly([[CX - 20, 346], [CX + 20, 346], [CX + 20, 382], [CX - 20, 382]]), 'none', ink.metal, 4) +
        both((m) => path(poly(([[CX - g.shW + 4, g.shY + 2], [CX - g.neckW - 24, g.neckY + 10], [CX - g.neckW - 22, g.neckY + 28], [CX - g.shW + 6, g.shY + 20]] as Pt[]).map(m)), ink.dark, ink.line, 2)) +
        both((m) => stroke(`M ${pt(m([CX - g.shW - 64, g.hemY - 120]))} L ${pt(m([CX - g.shW - 10, g.hemY - 108]))}`, ink.dark, 12))
      : '';
  return (
    sleeves(g, ink, 'long', 'none') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    bodyShade(g, ink) +
    front +
    lapels(g, ink, closeY, kind === 'double', kind === 'single' ? 58 : 74) +
    buttons +
    belt +
    (kind === 'trench' ? '' : weltPocket(ink, CX - 116, 430, 64, kind === 'double') + weltPocket(ink, CX + 52, 430, 64, kind === 'double'))
  );
}

function duffle(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 530, hemW: 138, shW: 144 });
  let toggles = '';
  for (const y of [230, 300, 370, 440]) {
    toggles += stroke(`M ${CX - 40} ${y} L ${CX + 40} ${y}`, '#c9b48f', 3);
    toggles += path(`M ${CX - 18} ${y - 6} L ${CX + 18} ${y - 6} Q ${CX + 24} ${y} ${CX + 18} ${y + 6} L ${CX - 18} ${y + 6} Q ${CX - 24} ${y} ${CX - 18} ${y - 6} Z`, '#d9c9a8', '#8f7b5a', 2);
  }
  return (
    hoodBack(g, ink, 104) +
    sleeves(g, ink, 'long', 'none') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    path(poly([[CX - g.neckW - 30, g.neckY + 10], [CX + g.neckW + 30, g.neckY + 10], [CX + g.shW - 10, g.shY + 70], [CX - g.shW + 10, g.shY + 70]]), ink.dark, ink.line, 2) +
    hoodFront(g, ink, false) +
    stroke(`M ${CX + 44} ${g.neckY + 60} L ${CX + 44} ${g.hemY}`, ink.line, 2.5) +
    patchPocket(ink, CX - 124, 400, 76, 80, true) +
    patchPocket(ink, CX + 48, 400, 76, 80, true) +
    toggles
  );
}

function padding(ink: Ink, kind: 'short' | 'long' | 'vest'): string {
  const g =
    kind === 'long'
      ? torsoWith(OUTER, { hemY: 560, hemW: 140, chestW: 132, shW: 146 })
      : kind === 'short'
        ? torsoWith(OUTER, { hemY: 430, hemW: 134, chestW: 136, shW: 150 })
        : torsoWith(OUTER, { hemY: 450, hemW: 124, chestW: 118, shW: 112, armY: 250 });
  const step = kind === 'long' ? 52 : 46;
  let out = '';
  if (kind !== 'vest') {
    out += sleeves(g, ink, 'puffy', 'band') + sleeveQuilting(g, ink, 'puffy', 6);
  }
  if (kind === 'long') out += hoodBack(g, ink, 110);
  out += path(puffyBody(g, step), ink.fill, ink.line);
  if (kind === 'vest') {
    // deep armholes
    out += both((m) => stroke(`M ${pt(m([CX - g.shW, g.shY]))} Q ${pt(m([CX - g.shW + 30, g.shY + 80]))} ${pt(m([CX - g.chestW, g.armY]))}`, ink.seam, 3));
  }
  out += quilting(ink, CX - g.hemW + 4, CX + g.hemW - 4, g.armY - step - 10, g.hemY, step);
  out += stroke(`M ${CX - g.shW + 20} ${g.shY + 40} Q ${CX - 60} ${g.shY + 52} ${CX - 20} ${g.shY + 44} M ${CX + 20} ${g.shY + 44} Q ${CX + 60} ${g.shY + 52} ${CX + g.shW - 20} ${g.shY + 40}`, ink.seam, 2);
  out += both((m) => stroke(`M ${pt(m([CX - g.chestW + 18, g.armY + 20]))} L ${pt(m([CX - g.hemW + 22, g.hemY - 24]))}`, ink.light, 5, false, ' opacity="0.45"'));
  out += zip(ink, g.neckY - 24, g.hemY + 4);
  out += kind === 'long' ? hoodFront(g, ink, false) : standCollar(g, ink, 42);
  out += both((m) => stroke(`M ${pt(m([CX - 90, g.hemY - 120]))} L ${pt(m([CX - 70, g.hemY - 60]))}`, ink.deep, 4));
  return out;
}

function fleece(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 470, hemW: 130 });
  const fur = luminance(ink.fill) > 0.7 ? shade(ink.fill, 0.14) : shade(ink.fill, -0.12);
  let texture = '';
  for (let y = g.neckY + 40; y < g.hemY - 10; y += 26) {
    for (let x = CX - g.hemW + 18 + ((y / 26) % 2) * 12; x < CX + g.hemW - 12; x += 26) {
      texture += `<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="none" stroke="${fur}" stroke-width="2.5"/>`;
    }
  }
  const clip = `<clipPath id="fleecebody"><path d="${bodyPath(g, 'flat')}"/></clipPath>`;
  return (
    `<defs>${clip}</defs>` +
    sleeves(g, ink, 'long', 'band') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    `<g clip-path="url(#fleecebody)">${texture}</g>` +
    path(bodyPath(g, 'flat'), 'none', ink.line) +
    patchPocket({ ...ink, fill: shade(ink.fill, 0.25), stitch: ink.seam }, CX + 34, 220, 64, 70, true) +
    stroke(`M ${CX - g.hemW} ${g.hemY - 24} L ${CX + g.hemW} ${g.hemY - 24}`, ink.dark, 3) +
    zip(ink, g.neckY - 30, g.hemY) +
    standCollar(g, ink, 44, ink.fill)
  );
}

function cardigan(ink: Ink): string {
  const g = torsoWith(TEE, { neckW: 40, hemY: 488, hemW: 114, neckDepth: 150 });
  let buttons = '';
  for (const y of [276, 328, 380, 432]) buttons += circle([CX, y], 6, ink.metal, ink.line, 1.5);
  return (
    sleeves(g, ink, 'long', 'rib') +
    path(`M ${CX - g.neckW} ${g.neckY} Q ${CX} ${g.neckY - 16} ${CX + g.neckW} ${g.neckY} L ${CX} ${g.neckY + 140} Z`, ink.deep, ink.line, 2) +
    path(bodyPath(g, 'v'), ink.fill, ink.line) +
    ribHem(g, ink, 36) +
    both((m) => path(poly(([[CX - g.neckW, g.neckY], [CX - g.neckW + 14, g.neckY - 2], [CX + 8, g.neckY + 146], [CX + 8, g.hemY], [CX - 8, g.hemY], [CX - 8, g.neckY + 160]] as Pt[]).map(m)), ink.dark, ink.line, 2)) +
    buttons +
    patchPocket(ink, CX - 100, 380, 58, 60) +
    patchPocket(ink, CX + 42, 380, 58, 60)
  );
}

function jacketCollar(g: Torso, ink: Ink): string {
  return both((m) =>
    path(poly(([[CX - g.neckW, g.neckY - 4], [CX - g.neckW - 40, g.neckY + 10], [CX - g.neckW - 26, g.neckY + 62], [CX - 4, g.neckY + 44], [CX - 8, g.neckY + 18]] as Pt[]).map(m)), ink.dark, ink.line, 2.5),
  );
}

function trucker(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 430, hemW: 124, chestW: 124 });
  let buttons = '';
  for (const y of [g.neckY + 54, 230, 290, 350]) buttons += circle([CX, y], 6, ink.metal, ink.line, 1.5);
  const band = path(poly([[CX - g.hemW, g.hemY - 34], [CX + g.hemW, g.hemY - 34], [CX + g.hemW, g.hemY], [CX - g.hemW, g.hemY]]), ink.fill, ink.line, 2.5);
  return (
    sleeves(g, ink, 'long', 'band') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    both((m) => stroke(`M ${pt(m([CX - g.shW + 4, g.shY + 60]))} L ${pt(m([CX - 10, g.shY + 70]))}`, ink.stitch, 2, true)) +
    both((m) => stroke(`M ${pt(m([CX - 62, g.shY + 64]))} L ${pt(m([CX - 62, g.hemY - 34]))} M ${pt(m([CX - 100, g.shY + 66]))} L ${pt(m([CX - 100, g.hemY - 34]))}`, ink.stitch, 2, true)) +
    both((m) => path(poly(([[CX - 112, 214], [CX - 46, 214], [CX - 46, 236], [CX - 79, 250], [CX - 112, 236]] as Pt[]).map(m)), ink.fill, ink.line, 2) + circle(m([CX - 79, 240]), 4, ink.metal, ink.line, 1.2)) +
    stroke(`M ${CX} ${g.neckY + 20} L ${CX} ${g.hemY}`, ink.line, 2.5) +
    band +
    stroke(`M ${CX - g.hemW + 4} ${g.hemY - 28} L ${CX + g.hemW - 4} ${g.hemY - 28}`, ink.stitch, 1.5, true) +
    buttons +
    both((m) => circle(m([CX - 80, g.hemY - 17]), 5, ink.metal, ink.line, 1.2)) +
    jacketCollar(g, ink)
  );
}

function ma1(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 430, hemW: 126, chestW: 136, shW: 146 });
  const rib = shade(ink.fill, 0.14);
  return (
    sleeves(g, ink, 'puffy', 'rib') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    bodyShade(g, ink) +
    ribHem(g, ink, 40, rib) +
    both((m) => stroke(`M ${pt(m([CX - 104, 280]))} Q ${pt(m([CX - 94, 330]))} ${pt(m([CX - 70, 360]))}`, ink.deep, 5)) +
    // utility pocket on the left sleeve
    path(poly([[CX - g.shW - 20, 220], [CX - g.shW + 18, 224], [CX - g.shW + 12, 284], [CX - g.shW - 28, 278]]), ink.dark, ink.line, 2) +
    line([CX - g.shW - 18, 236], [CX - g.shW + 14, 240], ink.metal, 2) +
    line([CX - g.shW - 22, 250], [CX - g.shW + 14, 254], ink.metal, 2) +
    zip(ink, g.neckY - 20, g.hemY) +
    standCollar(g, ink, 34, rib) +
    ribLines([CX - g.neckW + 2, g.neckY - 34], [CX + g.neckW - 2, g.neckY - 34], [CX - g.neckW - 4, g.neckY + 6], [CX + g.neckW + 4, g.neckY + 6], ink, (p) => p, 16)
  );
}

function coach(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 450, hemW: 132 });
  let snaps = '';
  for (const y of [g.neckY + 50, 230, 300, 370]) snaps += circle([CX + 8, y], 6, ink.metal, ink.line, 1.5);
  return (
    sleeves(g, ink, 'long', 'band') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    both((m) => stroke(`M ${pt(m([CX - g.chestW + 24, g.armY - 40]))} Q ${pt(m([CX - 110, 330]))} ${pt(m([CX - g.hemW + 30, g.hemY - 40]))}`, ink.light, 8, false, ' opacity="0.5"')) +
    stroke(`M ${CX} ${g.neckY + 24} L ${CX} ${g.hemY}`, ink.line, 2.5) +
    stroke(`M ${CX - g.hemW + 4} ${g.hemY - 20} L ${CX + g.hemW - 4} ${g.hemY - 20}`, ink.seam, 2, true) +
    both((m) => stroke(`M ${pt(m([CX - 70, g.hemY - 2]))} L ${pt(m([CX - 74, g.hemY + 36]))}`, '#dcdcdc', 3) + path(poly(([[CX - 82, g.hemY + 30], [CX - 66, g.hemY + 30], [CX - 67, g.hemY + 48], [CX - 81, g.hemY + 48]] as Pt[]).map(m)), '#333333', '#111111', 1.5)) +
    both((m) => stroke(`M ${pt(m([CX - 104, 350]))} L ${pt(m([CX - 86, 410]))}`, ink.deep, 4)) +
    snaps +
    jacketCollar(g, ink)
  );
}

function stadium(ink: Ink, colour: ColourName): string {
  const g = torsoWith(OUTER, { hemY: 440, hemW: 126, chestW: 128 });
  const sleeveFill = colour === '화이트' || colour === '아이보리' || colour === '오트밀' ? COLOURS['블랙'] : COLOURS['아이보리'];
  const sleeveInk: Ink = { ...ink, fill: sleeveFill, line: luminance(sleeveFill) > 0.7 ? '#8b877f' : '#0c0c0e' };
  const stripe = luminance(ink.fill) > 0.6 ? COLOURS['네이비'] : COLOURS['아이보리'];
  const stripes = (y: number) => stroke(`M ${CX - g.hemW + 2} ${y} L ${CX + g.hemW - 2} ${y}`, stripe, 4);
  let snaps = '';
  for (const y of [g.neckY + 40, 210, 270, 330, 380]) snaps += circle([CX, y], 6, ink.metal, ink.line, 1.5);
  return (
    sleeves(g, sleeveInk, 'long', 'rib', sleeveFill) +
    both((m) => { const [, o, i] = sleevePts(g, 'long'); const c1 = lerp([CX - g.shW, g.shY], o, 0.9); const c2 = lerp([CX - g.chestW, g.armY], i, 0.9); return path(poly([c1, o, i, c2].map(m)), ink.dark, ink.line, 2.5) + line(m(lerp(c1, o, 0.4)), m(lerp(c2, i, 0.4)), stripe, 3); }) +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    ribHem(g, ink, 36, ink.dark) +
    stripes(g.hemY - 26) +
    stripes(g.hemY - 16) +
    stroke(`M ${CX} ${g.neckY + 20} L ${CX} ${g.hemY}`, ink.line, 2.5) +
    both((m) => stroke(`M ${pt(m([CX - 104, 330]))} L ${pt(m([CX - 90, 390]))}`, sleeveFill, 8)) +
    // chenille letter patch on the chest
    path(`M ${CX - 104} 196 L ${CX - 46} 196 L ${CX - 46} 212 L ${CX - 88} 212 L ${CX - 88} 226 L ${CX - 56} 226 L ${CX - 56} 242 L ${CX - 88} 242 L ${CX - 88} 270 L ${CX - 104} 270 Z`, stripe, ink.line, 2) +
    snaps +
    path(`M ${CX - g.neckW - 6} ${g.neckY + 4} Q ${CX} ${g.neckY + 40} ${CX + g.neckW + 6} ${g.neckY + 4} L ${CX + g.neckW - 2} ${g.neckY - 22} Q ${CX} ${g.neckY + 8} ${CX - g.neckW + 2} ${g.neckY - 22} Z`, ink.dark, ink.line, 2.5) +
    stroke(`M ${CX - g.neckW - 2} ${g.neckY - 8} Q ${CX} ${g.neckY + 26} ${CX + g.neckW + 2} ${g.neckY - 8}`, stripe, 4)
  );
}

function anorak(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 470, hemW: 132 });
  return (
    hoodBack(g, ink, 100) +
    sleeves(g, ink, 'long', 'band') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    both((m) => stroke(`M ${pt(m([CX - g.chestW + 24, g.armY - 40]))} Q ${pt(m([CX - 110, 330]))} ${pt(m([CX - g.hemW + 30, g.hemY - 40]))}`, ink.light, 8, false, ' opacity="0.45"')) +
    path(poly([[CX - 96, 300], [CX + 96, 300], [CX + 100, 400], [CX - 100, 400]]), ink.dark, ink.line, 2.5) +
    path(poly([[CX - 100, 300], [CX + 100, 300], [CX + 100, 326], [CX - 100, 326]]), ink.fill, ink.line, 2) +
    line([CX, 326], [CX, 400], ink.line, 2) +
    stroke(`M ${CX - g.hemW + 4} ${g.hemY - 18} L ${CX + g.hemW - 4} ${g.hemY - 18}`, ink.seam, 2, true) +
    zip(ink, g.neckY + 30, 230) +
    hoodFront(g, ink)
  );
}

function training(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 450, hemW: 122, chestW: 124 });
  const stripe = luminance(ink.fill) > 0.6 ? COLOURS['네이비'] : COLOURS['화이트'];
  return (
    sleeves(g, ink, 'long', 'rib') +
    both((m) => {
      const [s, o, i] = sleevePts(g, 'long');
      const a = lerp(s, lerp(o, i, 0.5), 0.0);
      return line(m([a[0] + 4, a[1] + 6]), m(lerp(o, i, 0.35)), stripe, 6) + line(m([a[0] + 16, a[1] + 10]), m(lerp(o, i, 0.6)), stripe, 6);
    }) +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    both((m) => path(poly(([[CX - g.shW, g.shY], [CX - g.neckW, g.neckY], [CX - g.neckW, g.neckY + 40], [CX - g.shW + 14, g.shY + 46]] as Pt[]).map(m)), shade(ink.fill, 0.1), ink.line, 2)) +
    ribHem(g, ink, 30) +
    both((m) => stroke(`M ${pt(m([CX - 104, 320]))} L ${pt(m([CX - 90, 380]))}`, ink.deep, 4)) +
    zip(ink, g.neckY - 30, g.hemY) +
    standCollar(g, ink, 40, ink.fill)
  );
}

function safari(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 480, hemW: 130 });
  let buttons = '';
  for (const y of [g.neckY + 50, 230, 300, 400, 450]) buttons += circle([CX + 4, y], 5.5, ink.metal, ink.line, 1.5);
  return (
    sleeves(g, ink, 'long', 'band') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    stroke(`M ${CX} ${g.neckY + 24} L ${CX} ${g.hemY}`, ink.line, 2.5) +
    patchPocket(ink, CX - 104, 200, 66, 64, true) +
    patchPocket(ink, CX + 38, 200, 66, 64, true) +
    patchPocket(ink, CX - 114, 380, 80, 80, true) +
    patchPocket(ink, CX + 34, 380, 80, 80, true) +
    path(poly([[CX - g.chestW - 1, 334], [CX + g.chestW + 1, 334], [CX + g.chestW + 2, 356], [CX - g.chestW - 2, 356]]), ink.dark, ink.line, 2.5) +
    path(poly([[CX - 16, 330], [CX + 16, 330], [CX + 16, 360], [CX - 16, 360]]), 'none', ink.metal, 3) +
    buttons +
    both((m) => path(poly(([[CX - g.shW + 4, g.shY + 2], [CX - g.neckW - 24, g.neckY + 10], [CX - g.neckW - 22, g.neckY + 26], [CX - g.shW + 6, g.shY + 18]] as Pt[]).map(m)), ink.dark, ink.line, 2)) +
    jacketCollar(g, ink)
  );
}

function mustang(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 460, hemW: 128 });
  const furFill = '#efe6d3';
  const fur = (d: string) => path(d, furFill, '#a59a85', 2.5, ' stroke-dasharray="3 3"');
  let out = sleeves(g, ink, 'long', 'none');
  out += both((m) => { const [s, o, i, a] = sleevePts(g, 'long'); return fur(poly([lerp(s, o, 0.86), o, i, lerp(a, i, 0.86)].map(m))); });
  out += path(bodyPath(g, 'flat'), ink.fill, ink.line);
  out += both((m) => stroke(`M ${pt(m([CX - g.chestW + 16, g.armY]))} Q ${pt(m([CX - 80, 340]))} ${pt(m([CX - g.hemW + 20, g.hemY - 30]))}`, ink.light, 6, false, ' opacity="0.35"'));
  out += fur(poly([[CX - g.hemW, g.hemY - 26], [CX + g.hemW, g.hemY - 26], [CX + g.hemW, g.hemY], [CX - g.hemW, g.hemY]]));
  out += fur(poly([[CX - 12, 250], [CX + 12, 250], [CX + 12, g.hemY], [CX - 12, g.hemY]]));
  out += both((m) => fur(poly(([[CX - g.neckW, g.neckY - 6], [CX - g.neckW - 70, g.neckY + 30], [CX - g.neckW - 58, g.neckY + 130], [CX - 12, 252], [CX - 4, g.neckY + 40]] as Pt[]).map(m))));
  out += both((m) => stroke(`M ${pt(m([CX - 104, 330]))} L ${pt(m([CX - 92, 390]))}`, ink.deep, 5));
  for (const y of [290, 350, 410]) out += circle([CX + 24, y], 6, ink.metal, ink.line, 1.5);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Bottoms (front view)

interface Leg {
  hemY: number;
  outer: number;
  inner: number;
}

function pantsBody(leg: Leg): string {
  const L: Pt[] = [[CX - 112, 96], [CX - 124, 236], [CX - leg.outer, leg.hemY], [CX - leg.inner, leg.hemY], [CX, 272]];
  const R = L.slice(0, 4).map(mx).reverse();
  return `${poly([...L, ...R])}`;
}

function waistband(ink: Ink, loops: boolean): string {
  let out = path(poly([[CX - 113, 66], [CX + 113, 66], [CX + 112, 98], [CX - 112, 98]]), ink.fill, ink.line, 2.5);
  if (loops) for (const x of [CX - 96, CX - 40, CX + 40, CX + 96]) out += path(poly([[x - 5, 62], [x + 5, 62], [x + 5, 102], [x - 5, 102]]), ink.fill, ink.line, 2);
  return out;
}

function pants(ink: Ink, kind: 'denim' | 'slacks' | 'cotton' | 'jogger' | 'shorts'): string {
  const leg: Leg =
    kind === 'slacks' ? { hemY: 548, outer: 138, inner: 34 } :
    kind === 'jogger' ? { hemY: 548, outer: 100, inner: 44 } :
    kind === 'shorts' ? { hemY: 340, outer: 140, inner: 8 } :
    kind === 'cotton' ? { hemY: 548, outer: 126, inner: 30 } :
    { hemY: 548, outer: 122, inner: 30 };
  let out = path(pantsBody(leg), ink.fill, ink.line);
  // leg shading on the inner seam
  out += both((m) => stroke(`M ${pt(m([CX - 10, 290]))} L ${pt(m([CX - leg.inner - 10, leg.hemY - 8]))}`, shade(ink.fill, 0.07), 12));
  out += kind === 'jogger' ? path(poly([[CX - 113, 62], [CX + 113, 62], [CX + 112, 104], [CX - 112, 104]]), ink.dark, ink.line, 2.5) + ribLines([CX - 113, 62], [CX + 113, 62], [CX - 112, 104], [CX + 112, 104], ink, (p) => p, 30) : waistband(ink, kind !== 'shorts' || true);
  if (kind === 'jogger') {
    out += both((m) => stroke(`M ${pt(m([CX - 10, 100]))} Q ${pt(m([CX - 20, 150]))} ${pt(m([CX - 12, 180]))}`, ink.metal, 4));
    out += both((m) => path(poly(([[CX - leg.outer - 1, leg.hemY - 40], [CX - leg.inner + 1, leg.hemY - 40], [CX - leg.inner, leg.hemY], [CX - leg.outer, leg.hemY]] as Pt[]).map(m)), ink.dark, ink.line, 2.5) + ribLines(m([CX - leg.outer, leg.hemY - 40]), m([CX - leg.inner, leg.hemY - 40]), m([CX - leg.outer, leg.hemY]), m([CX - leg.inner, leg.hemY]), ink, (p) => p, 10));
    out += both((m) => stroke(`M ${pt(m([CX - 118, 130]))} Q ${pt(m([CX - 96, 160]))} ${pt(m([CX - 82, 150]))}`, ink.deep, 3));
    out += both((m) => stroke(`M ${pt(m([CX - 123, 110]))} L ${pt(m([CX - 124, 236]))} L ${pt(m([CX - leg.outer + 2, leg.hemY - 42]))}`, shade(ink.fill, -0.35), 5, false, ' opacity="0.6"'));
    return out;
  }
  // fly
  out += stroke(`M ${CX - 2} 100 L ${CX - 2} 232 Q ${CX - 4} 250 ${CX + 26} 226 L ${CX + 26} 100`, kind === 'denim' ? ink.stitch : ink.seam, 2, true);
  if (kind === 'denim') {
    out += both((m) => stroke(`M ${pt(m([CX - 112, 128]))} Q ${pt(m([CX - 66, 132]))} ${pt(m([CX - 56, 100]))}`, ink.line, 2.5) + stroke(`M ${pt(m([CX - 112, 138]))} Q ${pt(m([CX - 62, 142]))} ${pt(m([CX - 48, 100]))}`, ink.stitch, 1.5, true) + circle(m([CX - 60, 104]), 3.5, '#c48a3a', '#8a5e25', 1) + circle(m([CX - 111, 130]), 3.5, '#c48a3a', '#8a5e25', 1));
    out += path(poly([[CX + 62, 102], [CX + 92, 102], [CX + 92, 126], [CX + 62, 126]]), 'none', ink.stitch, 1.5, ' stroke-dasharray="4 3"');
    out += circle([CX, 82], 7, '#c48a3a', '#8a5e25', 1.5);
    // fades and whiskers
    out += both((m) => stroke(`M ${pt(m([CX - 72, 300]))} L ${pt(m([CX - 76, 470]))}`, ink.light, 30, false, ' opacity="0.35"'));
    out += both((m) => stroke(`M ${pt(m([CX - 50, 200]))} L ${pt(m([CX - 90, 186]))} M ${pt(m([CX - 46, 214]))} L ${pt(m([CX - 92, 204]))} M ${pt(m([CX - 42, 228]))} L ${pt(m([CX - 86, 222]))}`, ink.light, 3, false, ' opacity="0.7"'));
    out += both((m) => stroke(`M ${pt(m([CX - 124, 236]))} L ${pt(m([CX - leg.outer + 2, leg.hemY - 4]))}`, ink.stitch, 1.5, true));
    out += both((m) => stroke(`M ${pt(m([CX - leg.outer, leg.hemY - 14]))} L ${pt(m([CX - leg.inner, leg.hemY - 14]))}`, ink.stitch, 1.5, true));
    out += circle([CX + 40, 82], 0.1, 'none', 'none');
  } else {
    // slant pockets
    out += both((m) => stroke(`M ${pt(m([CX - 114, 150]))} L ${pt(m([CX - 80, 100]))}`, ink.line, 2.5));
    if (kind === 'slacks') {
      out += both((m) => stroke(`M ${pt(m([CX - 56, 100]))} L ${pt(m([CX - 60, 150]))}`, ink.seam, 2) + stroke(`M ${pt(m([CX - 72, 150]))} L ${pt(m([CX - (leg.outer + leg.inner) / 2, leg.hemY - 4]))}`, ink.seam, 2));
    }
    if (kind === 'cotton') out += both((m) => stroke(`M ${pt(m([CX - 70, 200]))} L ${pt(m([CX - (leg.outer + leg.inner) / 2, leg.hemY - 4]))}`, shade(ink.fill, 0.05), 10));
    if (kind === 'shorts') {
      out += both((m) => stroke(`M ${pt(m([CX - leg.outer + 1, leg.hemY - 24]))} L ${pt(m([CX - leg.inner - 1, leg.hemY - 24]))}`, ink.seam, 2, true));
      out += both((m) => stroke(`M ${pt(m([CX - 70, 150]))} L ${pt(m([CX - 72, 300]))}`, shade(ink.fill, 0.05), 10));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shoes (side view, toe to the right)

function shoeInk(ink: Ink): { sole: string; soleLine: string } {
  const light = luminance(ink.fill) > 0.75;
  return light ? { sole: '#e4ddcc', soleLine: '#8b877f' } : { sole: SHOE_SOLE_WHITE, soleLine: '#8b877f' };
}

function floorShadow(x0 = 90, x1 = 530, y = 430): string {
  return `<ellipse cx="${(x0 + x1) / 2}" cy="${y}" rx="${(x1 - x0) / 2}" ry="16" fill="#000" opacity="0.08"/>`;
}

/** Side-view geometry of a low shoe (toe to the right), in px. */
interface LowShoe {
  /** Top of the heel counter. */
  heelTop: number;
  /** Lowest point of the ankle opening. */
  dipY: number;
  /** Where the opening ends at the instep (throat). */
  throat: Pt;
  /** Height of the toe box top. */
  toeTop: number;
  soleTop: number;
  toeX: number;
}

/** Upper outline of a low shoe: heel counter, dipping collar, instep, rounded toe box. */
function lowUpper(s: LowShoe): string {
  const [tx, ty] = s.throat;
  const dx = (114 + tx) / 2;
  return `M 110 ${s.soleTop} C 94 ${s.soleTop - 50}, 98 ${s.heelTop + 34}, 114 ${s.heelTop} Q ${dx - 30} ${s.dipY + 2} ${dx} ${s.dipY} Q ${tx - 20} ${s.dipY - 2} ${tx} ${ty} Q ${tx + 60} ${ty + 22} ${s.toeX - 110} ${s.toeTop} Q ${s.toeX - 20} ${s.toeTop + 6} ${s.toeX} ${s.soleTop - 24} Q ${s.toeX + 4} ${s.soleTop} ${s.toeX - 10} ${s.soleTop} Z`;
}

/** The lining seen through the ankle opening (between the far and the near collar). */
function opening(s: LowShoe, ink: Ink): string {
  const [tx, ty] = s.throat;
  const dx = (114 + tx) / 2;
  return path(`M 114 ${s.heelTop} Q ${dx} ${s.dipY - 30} ${tx - 2} ${ty + 2} Q ${tx - 20} ${s.dipY - 2} ${dx} ${s.dipY} Q ${dx - 30} ${s.dipY + 2} 114 ${s.heelTop} Z`, ink.deep, ink.line, 2);
}

function laces(ink: Ink, x0: number, y0: number, x1: number, y1: number, n: number, colour?: string): string {
  let out = '';
  for (let k = 0; k < n; k++) {
    const t = k / Math.max(1, n - 1);
    const p = lerp([x0, y0], [x1, y1], t);
    out += circle([p[0] - 10, p[1] + 12], 3.2, ink.deep, ink.line, 1);
    out += line([p[0] - 16, p[1] + 6], [p[0] + 14, p[1] - 6], colour ?? ink.light, 5);
    out += line([p[0] - 16, p[1] + 6], [p[0] + 14, p[1] - 6], ink.line, 1);
  }
  return out;
}

/** Lifts a side-view shoe so that it sits in the middle of the canvas, slightly enlarged. */
function shoeFrame(content: string): string {
  return `<g transform="translate(300 300) scale(1.12) translate(-315 -330)">${content}</g>`;
}

function sneaker(ink: Ink): string {
  const { sole, soleLine } = shoeInk(ink);
  const g: LowShoe = { heelTop: 224, dipY: 256, throat: [246, 238], toeTop: 304, soleTop: 372, toeX: 528 };
  return shoeFrame(
    floorShadow(90, 540, 424) +
      path(`M 236 250 Q 236 212 262 204 L 290 246 Z`, ink.dark, ink.line, 2) +
      path(lowUpper(g), ink.fill, ink.line) +
      opening(g, ink) +
      path(`M 96 372 L 528 372 Q 542 376 536 396 Q 530 412 510 412 L 110 412 Q 92 412 92 392 Z`, sole, soleLine) +
      stroke(`M 100 392 L 532 392`, shade(sole, 0.15), 2) +
      path(`M 420 308 Q 490 312 520 338 Q 530 356 528 372 L 440 372 Q 416 340 420 308 Z`, ink.dark, ink.line, 2) +
      path(`M 150 352 Q 220 290 330 286 Q 310 324 260 346 Q 200 370 150 352 Z`, ink.dark, ink.line, 2) +
      path(`M 104 300 Q 98 260 114 228 L 146 244 Q 136 290 146 332 L 102 344 Z`, ink.dark, ink.line, 2) +
      laces(ink, 262, 246, 376, 294, 5, luminance(ink.fill) > 0.75 ? '#ffffff' : shade(ink.fill, -0.5)) +
      stroke(`M 108 362 L 522 364`, ink.seam, 1.5, true),
  );
}

function canvasShoe(ink: Ink): string {
  const rubber = '#f3f0e8';
  const g: LowShoe = { heelTop: 244, dipY: 272, throat: [246, 254], toeTop: 316, soleTop: 382, toeX: 524 };
  return shoeFrame(
    floorShadow(90, 540, 424) +
      path(`M 236 266 Q 238 232 262 226 L 290 262 Z`, ink.dark, ink.line, 2) +
      path(lowUpper(g), ink.fill, ink.line) +
      opening(g, ink) +
      path(`M 96 382 L 528 382 Q 540 386 536 398 Q 532 412 514 412 L 108 412 Q 92 412 94 398 Z`, rubber, '#8b877f') +
      stroke(`M 100 396 L 532 396`, '#1f1f21', 3) +
      path(`M 444 318 Q 506 324 522 356 Q 530 376 522 382 L 452 382 Q 430 352 444 318 Z`, rubber, '#8b877f', 2) +
      stroke(`M 444 322 Q 452 356 452 382`, '#8b877f', 1.5, true) +
      laces(ink, 262, 262, 380, 306, 5, '#ffffff') +
      stroke(`M 112 370 L 522 372`, ink.seam, 1.5, true) +
      circle([150, 340], 5, '#e9e6dc', '#8b877f', 1.5),
  );
}

function dressSole(ink: Ink, x0 = 96, x1 = 528, top = 380, heel = true): string {
  const sole = luminance(ink.fill) > 0.7 ? '#6e4a2f' : shade(ink.fill, 0.35);
  const soleInk = '#1a1a1a';
  let out = path(`M ${x0} ${top} L ${x1} ${top} Q ${x1 + 8} ${top + 4} ${x1 - 4} ${top + 14} L ${x0 + 4} ${top + 14} Z`, sole, soleInk, 2);
  if (heel) out += path(poly([[x0 + 4, top + 12], [x0 + 84, top + 12], [x0 + 80, top + 38], [x0 + 8, top + 38]]), sole, soleInk, 2);
  return out;
}

function loafer(ink: Ink): string {
  const g: LowShoe = { heelTop: 258, dipY: 288, throat: [304, 278], toeTop: 316, soleTop: 384, toeX: 530 };
  return shoeFrame(
    floorShadow(90, 540, 428) +
      path(lowUpper(g), ink.fill, ink.line) +
      opening(g, ink) +
      // moc apron seam over the vamp
      path(`M 298 280 Q 390 272 466 306 Q 500 324 494 340 Q 420 338 300 326 Z`, ink.fill, ink.line, 2) +
      stroke(`M 304 284 Q 296 304 304 322`, ink.seam, 2, true) +
      // penny strap
      path(poly([[232, 292], [330, 290], [334, 318], [230, 318]]), ink.dark, ink.line, 2) +
      path(`M 266 304 Q 282 296 298 304 Q 282 312 266 304 Z`, ink.deep, ink.line, 1.5) +
      stroke(`M 118 296 Q 180 312 228 312`, ink.seam, 1.5, true) +
      dressSole(ink, 98, 532, 384),
  );
}

function derby(ink: Ink, straightTip: boolean): string {
  const g: LowShoe = straightTip
    ? { heelTop: 248, dipY: 274, throat: [238, 258], toeTop: 318, soleTop: 384, toeX: 546 }
    : { heelTop: 242, dipY: 270, throat: [240, 250], toeTop: 312, soleTop: 384, toeX: 534 };
  let out = floorShadow(90, 546, 428);
  if (straightTip) {
    out += path(lowUpper(g), ink.fill, ink.line) + opening(g, ink);
    // closed lacing: the quarters meet over a V; a straight toe cap seam
    out += path(`M 232 262 Q 280 272 332 296 L 326 308 Q 280 292 228 282 Z`, ink.dark, ink.line, 2);
    out += laces(ink, 250, 268, 320, 296, 4, shade(ink.fill, 0.3));
    out += stroke(`M 440 318 Q 452 350 448 384`, ink.seam, 2.5);
    out += stroke(`M 430 316 Q 442 350 438 384`, ink.seam, 1.5, true);
    out += stroke(`M 226 282 Q 214 330 226 384`, ink.seam, 2);
    out += stroke(`M 132 270 Q 170 330 160 384`, ink.seam, 1.5, true);
  } else {
    out += path(`M 230 262 Q 234 226 258 220 L 290 262 Z`, ink.dark, ink.line, 2);
    out += path(lowUpper(g), ink.fill, ink.line) + opening(g, ink);
    // open lacing: the quarters lie on top of the vamp
    out += path(`M 176 272 Q 214 264 240 250 L 338 296 Q 350 334 314 350 Q 240 352 178 340 Z`, ink.fill, ink.line, 2.5);
    out += stroke(`M 186 280 Q 250 276 326 302 Q 334 330 312 342`, ink.seam, 1.5, true);
    out += laces(ink, 258, 262, 330, 296, 4, shade(ink.fill, 0.3));
    out += stroke(`M 132 270 Q 172 330 160 384`, ink.seam, 1.5, true);
  }
  return shoeFrame(out + dressSole(ink, 98, straightTip ? 544 : 534, 384));
}

function moccasin(ink: Ink): string {
  const g: LowShoe = { heelTop: 266, dipY: 292, throat: [300, 282], toeTop: 320, soleTop: 390, toeX: 528 };
  let stitches = '';
  for (let k = 0; k <= 10; k++) {
    const p = lerp([318, 290], [470, 318], k / 10);
    stitches += line([p[0], p[1] - 7], [p[0] + 2, p[1] + 5], ink.seam, 2.5);
  }
  const thong = shade(ink.fill, -0.4);
  return shoeFrame(
    floorShadow(90, 540, 424) +
      path(lowUpper(g), ink.fill, ink.line) +
      opening(g, ink) +
      path(`M 310 286 Q 400 276 472 308 Q 504 326 502 344 Q 420 346 312 336 Z`, ink.dark, ink.line, 2) +
      stitches +
      stroke(`M 116 274 Q 200 304 306 288`, thong, 4) +
      stroke(`M 280 294 Q 272 322 256 334 M 280 294 Q 294 322 306 336`, thong, 4) +
      circle([280, 294], 6, ink.dark, ink.line, 1.5) +
      path(`M 96 388 L 530 388 Q 538 402 522 410 L 108 410 Q 92 404 96 388 Z`, '#e8e0cf', '#8b877f', 2) +
      stroke(`M 104 399 L 526 399`, '#8b877f', 1.5, true),
  );
}

function boot(ink: Ink, kind: 'chelsea' | 'middle' | 'worker'): string {
  const shaftTop = kind === 'chelsea' ? 150 : kind === 'middle' ? 112 : 140;
  const soleTop = kind === 'worker' ? 372 : 384;
  const upper = `M 112 ${soleTop} C 106 ${soleTop - 60}, 110 ${shaftTop + 80}, 124 ${shaftTop} L 250 ${shaftTop - 4} Q 256 ${shaftTop + 80} 270 ${soleTop - 140} Q 300 ${soleTop - 100} 400 ${soleTop - 74} Q 500 ${soleTop - 58} 522 ${soleTop - 20} Q 528 ${soleTop} 514 ${soleTop} Z`;
  let out = floorShadow(90, 540, 440) + path(upper, ink.fill, ink.line);
  out += stroke(`M 126 ${shaftTop + 14} L 248 ${shaftTop + 10}`, ink.seam, 1.5, true);
  if (kind === 'chelsea') {
    out += path(`M 170 ${shaftTop - 2} L 226 ${shaftTop - 3} Q 214 ${shaftTop + 90} 198 ${shaftTop + 140} Q 180 ${shaftTop + 90} 170 ${shaftTop - 2} Z`, shade(ink.fill, 0.3), ink.line, 2);
    for (let k = 0; k < 6; k++) out += line([180 + k * 8, shaftTop + 4], [192 + k * 2, shaftTop + 120], ink.deep, 1.5);
    out += path(`M 114 ${shaftTop + 6} L 120 ${shaftTop - 36} L 146 ${shaftTop - 36} L 142 ${shaftTop + 6} Z`, ink.dark, ink.line, 2);
    out += dressSole(ink, 104, 530, soleTop);
  } else {
    out += path(`M 240 ${shaftTop - 2} Q 262 ${shaftTop + 60} 280 ${soleTop - 134} Q 320 ${soleTop - 104} 360 ${soleTop - 92} L 340 ${soleTop - 80} Q 290 ${soleTop - 100} 250 ${soleTop - 118} Z`, ink.dark, ink.line, 2);
    const n = kind === 'middle' ? 6 : 5;
    for (let k = 0; k < n; k++) {
      const p = lerp([244, shaftTop + 20], [326, soleTop - 96], k / (n - 1));
      const x = p[0] + (k < 2 && kind === 'worker' ? 0 : 0);
      out += line([x - 16, p[1] + 2], [x + 20, p[1] - 6], shade(ink.fill, -0.3), 5);
      out += line([x - 16, p[1] + 2], [x + 20, p[1] - 6], ink.line, 1);
      out += circle([x - 12, p[1] + 6], 4, kind === 'worker' && k < 2 ? '#c0a060' : ink.deep, ink.line, 1.2);
    }
    if (kind === 'worker') {
      out += path(`M 122 ${shaftTop} Q 186 ${shaftTop - 18} 246 ${shaftTop - 4} L 250 ${shaftTop + 20} Q 186 ${shaftTop + 6} 124 ${shaftTop + 24} Z`, shade(ink.fill, 0.18), ink.line, 2);
      out += stroke(`M 114 ${soleTop - 70} Q 200 ${soleTop - 80} 260 ${soleTop - 60} Q 330 ${soleTop - 40} 400 ${soleTop - 44}`, ink.seam, 2, true);
      out += stroke(`M 430 ${soleTop - 66} Q 450 ${soleTop - 40} 444 ${soleTop}`, ink.seam, 2.5);
      // lug sole
      let lug = `M 100 ${soleTop} L 532 ${soleTop} Q 546 ${soleTop + 6} 540 ${soleTop + 26}`;
      for (let x = 520; x > 110; x -= 30) lug += ` L ${x} ${soleTop + 26} L ${x - 8} ${soleTop + 42} L ${x - 22} ${soleTop + 42} L ${x - 30} ${soleTop + 26}`;
      lug += ` L 100 ${soleTop + 26} Z`;
      out += path(lug, '#2a2622', '#111111', 2);
      out += stroke(`M 104 ${soleTop + 10} L 536 ${soleTop + 10}`, '#c9a46a', 2, true);
    } else {
      out += path(`M 110 ${shaftTop + 10} L 114 ${shaftTop - 30} L 140 ${shaftTop - 30} L 138 ${shaftTop + 10} Z`, ink.dark, ink.line, 2);
      out += stroke(`M 420 ${soleTop - 70} Q 440 ${soleTop - 40} 436 ${soleTop}`, ink.seam, 2.5);
      out += dressSole(ink, 104, 528, soleTop);
    }
  }
  return shoeFrame(out);
}

function sandal(ink: Ink): string {
  const sole = '#3a3a3c';
  return shoeFrame(
    floorShadow(90, 530, 440) +
    path(`M 96 374 Q 110 360 150 362 L 500 362 Q 534 366 530 388 Q 526 410 500 412 L 110 412 Q 90 408 96 374 Z`, sole, '#111111', 2.5) +
    path(`M 100 370 Q 110 358 150 360 L 500 360 Q 528 364 526 374 L 104 378 Z`, '#d8cfbd', '#6f6a60', 2) +
    stroke(`M 104 400 L 524 400`, '#5a5a5c', 2) +
    // heel strap
    path(`M 120 362 Q 104 300 130 250 L 156 252 Q 136 300 150 362 Z`, ink.fill, ink.line, 2.5) +
    path(`M 130 250 Q 220 262 300 250 L 302 278 Q 220 290 156 280 Z`, ink.fill, ink.line, 2.5) +
    // instep strap with velcro
    path(`M 250 362 Q 240 290 290 240 L 340 248 Q 310 300 320 362 Z`, ink.fill, ink.line, 2.5) +
    path(poly([[288, 262], [322, 266], [314, 330], [284, 322]]), ink.dark, ink.line, 2) +
    // toe strap
    path(`M 390 362 Q 390 310 440 298 L 470 306 Q 440 330 446 362 Z`, ink.fill, ink.line, 2.5) +
    path(poly([[196, 256], [224, 258], [224, 284], [196, 282]]), ink.metal, ink.line, 1.5)
  );
}

function flipFlop(ink: Ink): string {
  const foot = (dx: number) =>
    `M ${200 + dx} 120 C ${150 + dx} 120, ${140 + dx} 190, ${150 + dx} 260 C ${158 + dx} 320, ${170 + dx} 360, ${165 + dx} 420 C ${160 + dx} 480, ${190 + dx} 520, ${220 + dx} 520 C ${252 + dx} 520, ${270 + dx} 480, ${262 + dx} 420 C ${256 + dx} 360, ${268 + dx} 320, ${266 + dx} 250 C ${264 + dx} 170, ${250 + dx} 120, ${200 + dx} 120 Z`;
  const one = (dx: number) =>
    path(foot(dx), '#e6dfcf', '#8b877f', 3) +
    path(foot(dx), 'none', '#c9bfa8', 10, ' transform="translate(0 0)" opacity="0.25"') +
    stroke(`M ${202 + dx} 170 Q ${176 + dx} 220 ${154 + dx} 290 M ${202 + dx} 170 Q ${232 + dx} 220 ${262 + dx} 280`, ink.line, 20) +
    stroke(`M ${202 + dx} 170 Q ${176 + dx} 220 ${154 + dx} 290 M ${202 + dx} 170 Q ${232 + dx} 220 ${262 + dx} 280`, ink.fill, 15) +
    circle([202 + dx, 170], 9, ink.dark, ink.line, 2);
  return one(-10) + `<g transform="translate(600 0) scale(-1 1)">${one(-10)}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Category → drawing

/** Silhouette drawers indexed by category name. */
const DRAW: Record<CategoryName, (ink: Ink, colour: ColourName) => string> = {
  '데님 팬츠': (i) => pants(i, 'denim'),
  '슈트 팬츠&슬랙스': (i) => pants(i, 'slacks'),
  '니트&스웨터 - 긴소매': (i) => knit(i, true),
  '겨울 더블 코트': (i) => coat(i, 'double'),
  '피케&카라 티셔츠 - 반소매': (i) => polo(i, false),
  '긴소매 티셔츠': (i) => tee(i, true),
  로퍼: (i) => loafer(i),
  '패딩 베스트': (i) => padding(i, 'vest'),
  '환절기 코트': (i) => coat(i, 'trench'),
  '나일론&코치 재킷': (i) => coach(i),
  '셔츠&블라우스 - 반소매': (i) => shirt(i, false),
  '플리스&뽀글이': (i) => fleece(i),
  '더비 슈즈': (i) => derby(i, false),
  '슈트&블레이저 재킷': (i) => blazer(i),
  '사파리&헌팅 재킷': (i) => safari(i),
  패션스니커즈화: (i) => sneaker(i),
  '겨울 기타 코트': (i) => duffle(i),
  '블루종&MA-1': (i) => ma1(i),
  '앵클/숏 부츠': (i) => boot(i, 'chelsea'),
  '후드 티셔츠': (i) => hoodie(i, false),
  '스트레이트 팁': (i) => derby(i, true),
  '니트&스웨터 - 반소매': (i) => knit(i, false),
  워커: (i) => boot(i, 'worker'),
  '롱패딩&헤비 아우터': (i) => padding(i, 'long'),
  '트레이닝 재킷': (i) => training(i),
  '반소매 티셔츠': (i) => tee(i, false),
  '셔츠&블라우스 - 긴소매': (i) => shirt(i, true),
  '스포츠/캐주얼 샌들': (i) => sandal(i),
  모카신: (i) => moccasin(i),
  '트레이닝&조거 팬츠': (i) => pants(i, 'jogger'),
  '쪼리/플립플랍': (i) => flipFlop(i),
  '트러커 재킷': (i) => trucker(i),
  '피케&카라 티셔츠 - 긴소매': (i) => polo(i, true),
  '코튼 팬츠': (i) => pants(i, 'cotton'),
  '무스탕&퍼': (i) => mustang(i),
  '후드 집업': (i) => hoodie(i, true),
  '스타디움 재킷': (i, c) => stadium(i, c),
  '미들/하프 부츠': (i) => boot(i, 'middle'),
  '겨울 싱글 코트': (i) => coat(i, 'single'),
  '캔버스/단화': (i) => canvasShoe(i),
  '맨투맨&스웨트': (i) => sweatshirt(i),
  '숏패딩&헤비 아우터': (i) => padding(i, 'short'),
  카디건: (i) => cardigan(i),
  '아노락 재킷': (i) => anorak(i),
  숏팬츠: (i) => `<g transform="translate(300 310) scale(1.4) translate(-300 -200)">${pants(i, 'shorts')}</g>`,
};

/** Escapes text for an SVG attribute / text node. */
function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The full SVG document for one category in one colour (600×600 viewBox, light neutral
 * background, flat garment in `COLOURS[colour]` with darker seams and shading).
 */
export function drawProduct(category: CategoryName, colour: ColourName): string {
  const ink = inks(colour);
  const body = DRAW[category](ink, colour);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${esc(`${category} (${colour})`)}">` +
    `<title>${esc(`${category} (${colour})`)}</title>` +
    `<rect width="600" height="600" fill="${BG}"/>` +
    body +
    `</svg>`
  );
}
