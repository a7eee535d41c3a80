/**
 * Garment details drawn over an upper-body silhouette: necklines and collars, plackets, zips,
 * pockets, lapels, hoods and quilting. Each returns SVG text to append after the body.
 */
import {
  both,
  circle,
  CX,
  f,
  type Ink,
  lerp,
  line,
  mx,
  path,
  poly,
  type Pt,
  pt,
  stroke,
} from './svg';
import { type SleeveKind, sleevePts, type Torso } from './torso';

/** Inside of the back neck plus a rib band along the front neckline. */
export function crewNeck(g: Torso, ink: Ink, rib = 12): string {
  const l: Pt = [CX - g.neckW, g.neckY];
  const r = mx(l);
  const back = `M ${pt(l)} Q ${CX} ${g.neckY - 14} ${pt(r)} Q ${CX} ${g.neckY + g.neckDepth * 2} ${pt(l)} Z`;
  return (
    path(back, ink.deep, ink.line, 2.5) +
    stroke(`M ${pt(l)} Q ${CX} ${g.neckY + g.neckDepth * 2} ${pt(r)}`, ink.dark, rib) +
    stroke(`M ${pt(l)} Q ${CX} ${g.neckY + g.neckDepth * 2} ${pt(r)}`, ink.line, 2.5) +
    stroke(
      `M ${f(CX - g.neckW + 3)} ${g.neckY + rib / 2 + 2} Q ${CX} ${g.neckY + g.neckDepth * 2 + rib} ${f(CX + g.neckW - 3)} ${g.neckY + rib / 2 + 2}`,
      ink.seam,
      1.5,
    )
  );
}

/** Shirt collar: two pointed collar leaves over a collar stand. */
export function shirtCollar(g: Torso, ink: Ink, spread = 1): string {
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
export function placket(ink: Ink, y0: number, y1: number, n: number, w = 16): string {
  let out = path(
    poly([
      [CX - w / 2, y0],
      [CX + w / 2, y0],
      [CX + w / 2, y1],
      [CX - w / 2, y1],
    ]),
    ink.fill,
    ink.line,
    2,
  );
  for (let k = 0; k < n; k++) {
    const y = y0 + 14 + ((y1 - y0 - 28) * k) / Math.max(1, n - 1);
    out += circle([CX, y], 4.5, ink.metal, ink.line, 1.5);
  }
  return out;
}

/** Centre zip line with a pull at the top. */
export function zip(ink: Ink, y0: number, y1: number, x = CX): string {
  return (
    line([x, y0], [x, y1], ink.line, 3) +
    line([x, y0], [x, y1], ink.metal, 1.5, true) +
    path(
      poly([
        [x - 4, y0 + 4],
        [x + 4, y0 + 4],
        [x + 5, y0 + 24],
        [x - 5, y0 + 24],
      ]),
      ink.metal,
      ink.line,
      1.5,
    )
  );
}

/** A rectangular patch pocket with an optional flap. */
export function patchPocket(
  ink: Ink,
  x: number,
  y: number,
  w: number,
  h: number,
  flap = false,
): string {
  let out = path(
    poly([
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ]),
    ink.fill,
    ink.line,
    2,
  );
  out += stroke(
    `M ${x + 5} ${y + 5} L ${x + 5} ${y + h - 5} L ${x + w - 5} ${y + h - 5} L ${x + w - 5} ${y + 5}`,
    ink.stitch,
    1.5,
    true,
  );
  if (flap) {
    out += path(
      poly([
        [x - 3, y - 4],
        [x + w + 3, y - 4],
        [x + w + 3, y + 18],
        [x + w / 2, y + 28],
        [x - 3, y + 18],
      ]),
      ink.dark,
      ink.line,
      2,
    );
    out += circle([x + w / 2, y + 18], 3.5, ink.metal, ink.line, 1.2);
  }
  return out;
}

/** A welt (slit) pocket, optionally with a flap. */
export function weltPocket(ink: Ink, x: number, y: number, w: number, flap = false): string {
  if (flap)
    return path(
      poly([
        [x, y],
        [x + w, y],
        [x + w, y + 20],
        [x, y + 20],
      ]),
      ink.dark,
      ink.line,
      2,
    );
  return path(
    poly([
      [x, y],
      [x + w, y + 2],
      [x + w, y + 8],
      [x, y + 6],
    ]),
    ink.deep,
    ink.line,
    1.5,
  );
}

/** Notched (or peaked) lapels meeting at `closeY`. */
export function lapels(g: Torso, ink: Ink, closeY: number, peak = false, width = 62): string {
  return (
    both((m) => {
      const top: Pt = [CX - g.neckW, g.neckY];
      const notch: Pt = [CX - g.neckW - width * 0.55, g.neckY + 70];
      const out1: Pt = peak
        ? [CX - g.neckW - width - 8, g.neckY + 48]
        : [CX - g.neckW - width * 0.8, g.neckY + 88];
      const outer: Pt = [CX - g.neckW - width, g.neckY + 100];
      const close: Pt = [CX - 2, closeY];
      const collar = path(
        poly(
          (
            [
              top,
              [CX - g.neckW - 14, g.neckY + 26],
              notch,
              [CX - g.neckW + 8, g.neckY + 56],
              [CX - 8, g.neckY + 30],
            ] as Pt[]
          ).map(m),
        ),
        ink.dark,
        ink.line,
        2.5,
      );
      const lapel = path(
        poly(([[CX - g.neckW + 8, g.neckY + 56], notch, out1, outer, close] as Pt[]).map(m)),
        ink.dark,
        ink.line,
        2.5,
      );
      return collar + lapel;
    }) +
    path(
      `M ${CX - 34} ${g.neckY + 30} L ${CX} ${closeY - 6} L ${CX + 34} ${g.neckY + 30} Z`,
      ink.deep,
      ink.line,
      2,
    )
  );
}

/** A hood standing up behind the neck (front opening shows the lining). */
export function hoodBack(g: Torso, ink: Ink, w = 96): string {
  const d = `M ${CX - g.neckW - 20} ${g.neckY + 20} C ${CX - w - 20} ${g.neckY - 40}, ${CX - w} ${g.neckY - 110}, ${CX} ${g.neckY - 108} C ${CX + w} ${g.neckY - 110}, ${CX + w + 20} ${g.neckY - 40}, ${CX + g.neckW + 20} ${g.neckY + 20} Z`;
  const inner = `M ${CX - g.neckW + 2} ${g.neckY + 30} C ${CX - w + 20} ${g.neckY - 20}, ${CX - w + 34} ${g.neckY - 86}, ${CX} ${g.neckY - 88} C ${CX + w - 34} ${g.neckY - 86}, ${CX + w - 20} ${g.neckY - 20}, ${CX + g.neckW - 2} ${g.neckY + 30} Z`;
  return path(d, ink.fill, ink.line) + path(inner, ink.deep, ink.line, 2);
}

/** Hood front edge folded over the shoulders with drawcords. */
export function hoodFront(g: Torso, ink: Ink, cords = true): string {
  let out = both((m) =>
    path(
      poly(
        (
          [
            [CX - g.neckW - 20, g.neckY + 18],
            [CX - g.neckW + 2, g.neckY + 30],
            [CX - 2, g.neckY + 70],
            [CX - 10, g.neckY + 78],
            [CX - g.neckW - 10, g.neckY + 40],
          ] as Pt[]
        ).map(m),
      ),
      ink.dark,
      ink.line,
      2.5,
    ),
  );
  if (cords) {
    out += both((m) =>
      stroke(
        `M ${pt(m([CX - 16, g.neckY + 62]))} Q ${pt(m([CX - 22, g.neckY + 120]))} ${pt(m([CX - 18, g.neckY + 150]))}`,
        ink.metal,
        4,
      ),
    );
  }
  return out;
}

/** Horizontal quilting lines across a region (padding). */
export function quilting(
  ink: Ink,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  step: number,
): string {
  let out = '';
  for (let y = y0 + step; y < y1 - 8; y += step)
    out += stroke(`M ${x0} ${y} Q ${(x0 + x1) / 2} ${y + 6} ${x1} ${y}`, ink.seam, 2);
  return out;
}

/** Quilting across the sleeves (perpendicular to the sleeve direction). */
export function sleeveQuilting(g: Torso, ink: Ink, kind: SleeveKind, n: number): string {
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

/** Stand collar (zip-ups, padding). */
export function standCollar(g: Torso, ink: Ink, h = 36, fill = ink.dark): string {
  const d = `M ${CX - g.neckW - 4} ${g.neckY + 6} L ${CX - g.neckW + 2} ${g.neckY - h} Q ${CX} ${g.neckY - h - 10} ${CX + g.neckW - 2} ${g.neckY - h} L ${CX + g.neckW + 4} ${g.neckY + 6} Q ${CX} ${g.neckY + 22} ${CX - g.neckW - 4} ${g.neckY + 6} Z`;
  const inner = `M ${CX - g.neckW + 4} ${g.neckY - h + 4} Q ${CX} ${g.neckY - h - 14} ${CX + g.neckW - 4} ${g.neckY - h + 4} Q ${CX} ${g.neckY - h + 14} ${CX - g.neckW + 4} ${g.neckY - h + 4} Z`;
  return path(d, fill, ink.line, 2.5) + path(inner, ink.deep, ink.line, 1.5);
}

/** Pointed shirt-style collar of a casual jacket (trucker, coach, safari). */
export function jacketCollar(g: Torso, ink: Ink): string {
  return both((m) =>
    path(
      poly(
        (
          [
            [CX - g.neckW, g.neckY - 4],
            [CX - g.neckW - 40, g.neckY + 10],
            [CX - g.neckW - 26, g.neckY + 62],
            [CX - 4, g.neckY + 44],
            [CX - 8, g.neckY + 18],
          ] as Pt[]
        ).map(m),
      ),
      ink.dark,
      ink.line,
      2.5,
    ),
  );
}
