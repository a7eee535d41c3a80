/**
 * Upper-body geometry shared by tops and outers (front view, flat lay): the {@link Torso}
 * measurements, the body outline, sleeves, rib bands and side shading. Left side given; the
 * right side mirrors it about the canvas centre line.
 */
import { both, CX, type Ink, lerp, line, mx, path, poly, type Pt, pt, shade, stroke } from './svg';

/** Torso geometry in px. Left side given; the right side mirrors it. */
export interface Torso {
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

/** Base torso of the tops (tees, knits, shirts, hoodies, cardigans). */
export const TEE: Torso = {
  neckW: 46,
  neckY: 112,
  shW: 128,
  shY: 136,
  armY: 240,
  chestW: 114,
  hemY: 492,
  hemW: 116,
  neckDepth: 26,
};

/** A copy of `base` with the fields of `patch` replaced. */
export function torsoWith(base: Torso, patch: Partial<Torso>): Torso {
  return { ...base, ...patch };
}

/**
 * Body outline. `neck`: round front neckline, V to (centre, neckY + neckDepth), or flat (a collar
 * or hood covers it). `hemCurve` > 0 gives a shirt-tail hem dropping that many px at the centre.
 */
export function bodyPath(g: Torso, neck: 'round' | 'v' | 'flat' = 'round', hemCurve = 0): string {
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

/** Sleeve length/volume: short (tees), long, or puffy (padding, MA-1). */
export type SleeveKind = 'short' | 'long' | 'puffy';

/** Left sleeve polygon [shoulder, outer end, inner end, armpit]. */
export function sleevePts(g: Torso, kind: SleeveKind): [Pt, Pt, Pt, Pt] {
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
export function sleeves(
  g: Torso,
  ink: Ink,
  kind: SleeveKind,
  cuff: 'none' | 'band' | 'rib' = 'none',
  fill = ink.fill,
): string {
  return both((m) => {
    const [s, o, i, a] = sleevePts(g, kind);
    let out = path(poly([s, o, i, a].map(m)), fill, ink.line);
    if (kind !== 'short') {
      // crease shading along the inner edge
      out += stroke(
        `M ${pt(m(lerp(a, i, 0.15)))} L ${pt(m(lerp(a, i, 0.85)))}`,
        shade(fill, 0.08),
        6,
      );
    }
    if (cuff !== 'none') {
      const t = kind === 'short' ? 0.82 : 0.9;
      const c1 = lerp(s, o, t);
      const c2 = lerp(a, i, t);
      out += path(
        poly([c1, o, i, c2].map(m)),
        cuff === 'rib' ? shade(fill, 0.08) : fill,
        ink.line,
        2.5,
      );
      if (cuff === 'rib') out += ribLines(c1, c2, o, i, ink, m, 7);
    }
    return out;
  });
}

/** Vertical rib lines inside the quad (a1-a2 top edge, b1-b2 bottom edge). */
export function ribLines(
  a1: Pt,
  a2: Pt,
  b1: Pt,
  b2: Pt,
  ink: Ink,
  m: (p: Pt) => Pt = (p) => p,
  n = 10,
): string {
  let out = '';
  for (let k = 1; k < n; k++) {
    const t = k / n;
    out += line(m(lerp(a1, a2, t)), m(lerp(b1, b2, t)), ink.seam, 1.5);
  }
  return out;
}

/** Ribbed hem band of height h. */
export function ribHem(g: Torso, ink: Ink, h = 34, fill = ink.dark): string {
  const tl: Pt = [CX - g.hemW + 1, g.hemY - h];
  const tr = mx(tl);
  const bl: Pt = [CX - g.hemW, g.hemY];
  const br = mx(bl);
  return (
    path(poly([tl, tr, br, bl]), fill, ink.line, 2.5) + ribLines(tl, tr, bl, br, ink, (p) => p, 26)
  );
}

/** A puffy outline version of a torso: bulges between quilting lines on the sides. */
export function puffyBody(g: Torso, step: number): string {
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

/** Body with a side seam shading strip (gives a subtle volume). */
export function bodyShade(g: Torso, ink: Ink): string {
  return both((m) =>
    stroke(
      `M ${pt(m([CX - g.chestW + 10, g.armY + 10]))} L ${pt(m([CX - g.hemW + 10, g.hemY - 10]))}`,
      shade(ink.fill, 0.06),
      14,
    ),
  );
}

/** Base torso of the outers: wider and squarer than {@link TEE}. */
export const OUTER: Torso = {
  neckW: 44,
  neckY: 104,
  shW: 140,
  shY: 128,
  armY: 246,
  chestW: 126,
  hemY: 470,
  hemW: 128,
  neckDepth: 30,
};
