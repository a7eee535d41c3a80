/** Casual jackets (front view, flat lay): trucker, MA-1, coach, stadium, anorak, track and safari. */
import { type ColourName, COLOURS } from '../../../contract/taxonomy';
import { hoodBack, hoodFront, jacketCollar, patchPocket, standCollar, zip } from './details';
import {
  both,
  circle,
  CX,
  type Ink,
  lerp,
  line,
  luminance,
  path,
  poly,
  type Pt,
  pt,
  shade,
  stroke,
} from './svg';
import {
  bodyPath,
  bodyShade,
  OUTER,
  ribHem,
  ribLines,
  sleevePts,
  sleeves,
  torsoWith,
} from './torso';

/** Denim trucker jacket with flap chest pockets and a buttoned waistband (트러커 재킷). */
export function trucker(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 430, hemW: 124, chestW: 124 });
  let buttons = '';
  for (const y of [g.neckY + 54, 230, 290, 350])
    buttons += circle([CX, y], 6, ink.metal, ink.line, 1.5);
  const band = path(
    poly([
      [CX - g.hemW, g.hemY - 34],
      [CX + g.hemW, g.hemY - 34],
      [CX + g.hemW, g.hemY],
      [CX - g.hemW, g.hemY],
    ]),
    ink.fill,
    ink.line,
    2.5,
  );
  return (
    sleeves(g, ink, 'long', 'band') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    both((m) =>
      stroke(
        `M ${pt(m([CX - g.shW + 4, g.shY + 60]))} L ${pt(m([CX - 10, g.shY + 70]))}`,
        ink.stitch,
        2,
        true,
      ),
    ) +
    both((m) =>
      stroke(
        `M ${pt(m([CX - 62, g.shY + 64]))} L ${pt(m([CX - 62, g.hemY - 34]))} M ${pt(m([CX - 100, g.shY + 66]))} L ${pt(m([CX - 100, g.hemY - 34]))}`,
        ink.stitch,
        2,
        true,
      ),
    ) +
    both(
      (m) =>
        path(
          poly(
            (
              [
                [CX - 112, 214],
                [CX - 46, 214],
                [CX - 46, 236],
                [CX - 79, 250],
                [CX - 112, 236],
              ] as Pt[]
            ).map(m),
          ),
          ink.fill,
          ink.line,
          2,
        ) + circle(m([CX - 79, 240]), 4, ink.metal, ink.line, 1.2),
    ) +
    stroke(`M ${CX} ${g.neckY + 20} L ${CX} ${g.hemY}`, ink.line, 2.5) +
    band +
    stroke(
      `M ${CX - g.hemW + 4} ${g.hemY - 28} L ${CX + g.hemW - 4} ${g.hemY - 28}`,
      ink.stitch,
      1.5,
      true,
    ) +
    buttons +
    both((m) => circle(m([CX - 80, g.hemY - 17]), 5, ink.metal, ink.line, 1.2)) +
    jacketCollar(g, ink)
  );
}

/** MA-1 bomber with rib trims and a sleeve utility pocket (블루종&MA-1). */
export function ma1(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 430, hemW: 126, chestW: 136, shW: 146 });
  const rib = shade(ink.fill, 0.14);
  return (
    sleeves(g, ink, 'puffy', 'rib') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    bodyShade(g, ink) +
    ribHem(g, ink, 40, rib) +
    both((m) =>
      stroke(
        `M ${pt(m([CX - 104, 280]))} Q ${pt(m([CX - 94, 330]))} ${pt(m([CX - 70, 360]))}`,
        ink.deep,
        5,
      ),
    ) +
    // utility pocket on the left sleeve
    path(
      poly([
        [CX - g.shW - 20, 220],
        [CX - g.shW + 18, 224],
        [CX - g.shW + 12, 284],
        [CX - g.shW - 28, 278],
      ]),
      ink.dark,
      ink.line,
      2,
    ) +
    line([CX - g.shW - 18, 236], [CX - g.shW + 14, 240], ink.metal, 2) +
    line([CX - g.shW - 22, 250], [CX - g.shW + 14, 254], ink.metal, 2) +
    zip(ink, g.neckY - 20, g.hemY) +
    standCollar(g, ink, 34, rib) +
    ribLines(
      [CX - g.neckW + 2, g.neckY - 34],
      [CX + g.neckW - 2, g.neckY - 34],
      [CX - g.neckW - 4, g.neckY + 6],
      [CX + g.neckW + 4, g.neckY + 6],
      ink,
      (p) => p,
      16,
    )
  );
}

/** Snap-front nylon coach jacket with a drawcord hem (나일론&코치 재킷). */
export function coach(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 450, hemW: 132 });
  let snaps = '';
  for (const y of [g.neckY + 50, 230, 300, 370])
    snaps += circle([CX + 8, y], 6, ink.metal, ink.line, 1.5);
  return (
    sleeves(g, ink, 'long', 'band') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    both((m) =>
      stroke(
        `M ${pt(m([CX - g.chestW + 24, g.armY - 40]))} Q ${pt(m([CX - 110, 330]))} ${pt(m([CX - g.hemW + 30, g.hemY - 40]))}`,
        ink.light,
        8,
        false,
        ' opacity="0.5"',
      ),
    ) +
    stroke(`M ${CX} ${g.neckY + 24} L ${CX} ${g.hemY}`, ink.line, 2.5) +
    stroke(
      `M ${CX - g.hemW + 4} ${g.hemY - 20} L ${CX + g.hemW - 4} ${g.hemY - 20}`,
      ink.seam,
      2,
      true,
    ) +
    both(
      (m) =>
        stroke(
          `M ${pt(m([CX - 70, g.hemY - 2]))} L ${pt(m([CX - 74, g.hemY + 36]))}`,
          '#dcdcdc',
          3,
        ) +
        path(
          poly(
            (
              [
                [CX - 82, g.hemY + 30],
                [CX - 66, g.hemY + 30],
                [CX - 67, g.hemY + 48],
                [CX - 81, g.hemY + 48],
              ] as Pt[]
            ).map(m),
          ),
          '#333333',
          '#111111',
          1.5,
        ),
    ) +
    both((m) => stroke(`M ${pt(m([CX - 104, 350]))} L ${pt(m([CX - 86, 410]))}`, ink.deep, 4)) +
    snaps +
    jacketCollar(g, ink)
  );
}

/** Varsity jacket with contrast sleeves, striped ribs and a letter patch (스타디움 재킷). */
export function stadium(ink: Ink, colour: ColourName): string {
  const g = torsoWith(OUTER, { hemY: 440, hemW: 126, chestW: 128 });
  const sleeveFill =
    colour === '화이트' || colour === '아이보리' || colour === '오트밀'
      ? COLOURS['블랙']
      : COLOURS['아이보리'];
  const sleeveInk: Ink = {
    ...ink,
    fill: sleeveFill,
    line: luminance(sleeveFill) > 0.7 ? '#8b877f' : '#0c0c0e',
  };
  const stripe = luminance(ink.fill) > 0.6 ? COLOURS['네이비'] : COLOURS['아이보리'];
  const stripes = (y: number) =>
    stroke(`M ${CX - g.hemW + 2} ${y} L ${CX + g.hemW - 2} ${y}`, stripe, 4);
  let snaps = '';
  for (const y of [g.neckY + 40, 210, 270, 330, 380])
    snaps += circle([CX, y], 6, ink.metal, ink.line, 1.5);
  return (
    sleeves(g, sleeveInk, 'long', 'rib', sleeveFill) +
    both((m) => {
      const [, o, i] = sleevePts(g, 'long');
      const c1 = lerp([CX - g.shW, g.shY], o, 0.9);
      const c2 = lerp([CX - g.chestW, g.armY], i, 0.9);
      return (
        path(poly([c1, o, i, c2].map(m)), ink.dark, ink.line, 2.5) +
        line(m(lerp(c1, o, 0.4)), m(lerp(c2, i, 0.4)), stripe, 3)
      );
    }) +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    ribHem(g, ink, 36, ink.dark) +
    stripes(g.hemY - 26) +
    stripes(g.hemY - 16) +
    stroke(`M ${CX} ${g.neckY + 20} L ${CX} ${g.hemY}`, ink.line, 2.5) +
    both((m) => stroke(`M ${pt(m([CX - 104, 330]))} L ${pt(m([CX - 90, 390]))}`, sleeveFill, 8)) +
    // chenille letter patch on the chest
    path(
      `M ${CX - 104} 196 L ${CX - 46} 196 L ${CX - 46} 212 L ${CX - 88} 212 L ${CX - 88} 226 L ${CX - 56} 226 L ${CX - 56} 242 L ${CX - 88} 242 L ${CX - 88} 270 L ${CX - 104} 270 Z`,
      stripe,
      ink.line,
      2,
    ) +
    snaps +
    path(
      `M ${CX - g.neckW - 6} ${g.neckY + 4} Q ${CX} ${g.neckY + 40} ${CX + g.neckW + 6} ${g.neckY + 4} L ${CX + g.neckW - 2} ${g.neckY - 22} Q ${CX} ${g.neckY + 8} ${CX - g.neckW + 2} ${g.neckY - 22} Z`,
      ink.dark,
      ink.line,
      2.5,
    ) +
    stroke(
      `M ${CX - g.neckW - 2} ${g.neckY - 8} Q ${CX} ${g.neckY + 26} ${CX + g.neckW + 2} ${g.neckY - 8}`,
      stripe,
      4,
    )
  );
}

/** Hooded half-zip pullover anorak with a kangaroo pocket (아노락 재킷). */
export function anorak(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 470, hemW: 132 });
  return (
    hoodBack(g, ink, 100) +
    sleeves(g, ink, 'long', 'band') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    both((m) =>
      stroke(
        `M ${pt(m([CX - g.chestW + 24, g.armY - 40]))} Q ${pt(m([CX - 110, 330]))} ${pt(m([CX - g.hemW + 30, g.hemY - 40]))}`,
        ink.light,
        8,
        false,
        ' opacity="0.45"',
      ),
    ) +
    path(
      poly([
        [CX - 96, 300],
        [CX + 96, 300],
        [CX + 100, 400],
        [CX - 100, 400],
      ]),
      ink.dark,
      ink.line,
      2.5,
    ) +
    path(
      poly([
        [CX - 100, 300],
        [CX + 100, 300],
        [CX + 100, 326],
        [CX - 100, 326],
      ]),
      ink.fill,
      ink.line,
      2,
    ) +
    line([CX, 326], [CX, 400], ink.line, 2) +
    stroke(
      `M ${CX - g.hemW + 4} ${g.hemY - 18} L ${CX + g.hemW - 4} ${g.hemY - 18}`,
      ink.seam,
      2,
      true,
    ) +
    zip(ink, g.neckY + 30, 230) +
    hoodFront(g, ink)
  );
}

/** Zip-up track jacket with sleeve stripes (트레이닝 재킷). */
export function training(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 450, hemW: 122, chestW: 124 });
  const stripe = luminance(ink.fill) > 0.6 ? COLOURS['네이비'] : COLOURS['화이트'];
  return (
    sleeves(g, ink, 'long', 'rib') +
    both((m) => {
      const [s, o, i] = sleevePts(g, 'long');
      const a = lerp(s, lerp(o, i, 0.5), 0.0);
      return (
        line(m([a[0] + 4, a[1] + 6]), m(lerp(o, i, 0.35)), stripe, 6) +
        line(m([a[0] + 16, a[1] + 10]), m(lerp(o, i, 0.6)), stripe, 6)
      );
    }) +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    both((m) =>
      path(
        poly(
          (
            [
              [CX - g.shW, g.shY],
              [CX - g.neckW, g.neckY],
              [CX - g.neckW, g.neckY + 40],
              [CX - g.shW + 14, g.shY + 46],
            ] as Pt[]
          ).map(m),
        ),
        shade(ink.fill, 0.1),
        ink.line,
        2,
      ),
    ) +
    ribHem(g, ink, 30) +
    both((m) => stroke(`M ${pt(m([CX - 104, 320]))} L ${pt(m([CX - 90, 380]))}`, ink.deep, 4)) +
    zip(ink, g.neckY - 30, g.hemY) +
    standCollar(g, ink, 40, ink.fill)
  );
}

/** Four-pocket belted safari jacket (사파리&헌팅 재킷). */
export function safari(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 480, hemW: 130 });
  let buttons = '';
  for (const y of [g.neckY + 50, 230, 300, 400, 450])
    buttons += circle([CX + 4, y], 5.5, ink.metal, ink.line, 1.5);
  return (
    sleeves(g, ink, 'long', 'band') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    stroke(`M ${CX} ${g.neckY + 24} L ${CX} ${g.hemY}`, ink.line, 2.5) +
    patchPocket(ink, CX - 104, 200, 66, 64, true) +
    patchPocket(ink, CX + 38, 200, 66, 64, true) +
    patchPocket(ink, CX - 114, 380, 80, 80, true) +
    patchPocket(ink, CX + 34, 380, 80, 80, true) +
    path(
      poly([
        [CX - g.chestW - 1, 334],
        [CX + g.chestW + 1, 334],
        [CX + g.chestW + 2, 356],
        [CX - g.chestW - 2, 356],
      ]),
      ink.dark,
      ink.line,
      2.5,
    ) +
    path(
      poly([
        [CX - 16, 330],
        [CX + 16, 330],
        [CX + 16, 360],
        [CX - 16, 360],
      ]),
      'none',
      ink.metal,
      3,
    ) +
    buttons +
    both((m) =>
      path(
        poly(
          (
            [
              [CX - g.shW + 4, g.shY + 2],
              [CX - g.neckW - 24, g.neckY + 10],
              [CX - g.neckW - 22, g.neckY + 26],
              [CX - g.shW + 6, g.shY + 18],
            ] as Pt[]
          ).map(m),
        ),
        ink.dark,
        ink.line,
        2,
      ),
    ) +
    jacketCollar(g, ink)
  );
}
