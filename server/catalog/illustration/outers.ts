/** Coats and warm layers (front view, flat lay): blazers, coats, padding, fleece, cardigans, shearling. */
import {
  hoodBack,
  hoodFront,
  lapels,
  patchPocket,
  quilting,
  sleeveQuilting,
  standCollar,
  weltPocket,
  zip,
} from './details';
import {
  both,
  circle,
  CX,
  f,
  type Ink,
  lerp,
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
  puffyBody,
  ribHem,
  sleevePts,
  sleeves,
  TEE,
  torsoWith,
} from './torso';

/** Single-breasted two-button blazer (슈트&블레이저 재킷). */
export function blazer(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 500, hemW: 130 });
  return (
    sleeves(g, ink, 'long', 'none') +
    both(
      (m) =>
        circle(m([CX - g.shW - 30, g.hemY - 62]), 4, ink.metal, ink.line, 1.2) +
        circle(m([CX - g.shW - 24, g.hemY - 76]), 4, ink.metal, ink.line, 1.2),
    ) +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    stroke(
      `M ${CX} ${330} L ${CX + 6} ${g.hemY - 2} Q ${CX + 40} ${g.hemY - 4} ${CX + 60} ${g.hemY}`,
      ink.line,
      2.5,
    ) +
    lapels(g, ink, 330) +
    circle([CX + 8, 348], 6, ink.metal, ink.line) +
    circle([CX + 8, 412], 6, ink.metal, ink.line) +
    weltPocket(ink, CX - 112, 396, 70, true) +
    weltPocket(ink, CX + 42, 396, 70, true) +
    weltPocket(ink, CX + 48, 236, 54)
  );
}

/** Long coat: single or double breasted (겨울 코트), or a belted trench (환절기 코트). */
export function coat(ink: Ink, kind: 'single' | 'double' | 'trench'): string {
  const g = torsoWith(OUTER, { hemY: 552, hemW: 140, shW: 144 });
  const closeY = kind === 'single' ? 300 : 280;
  let buttons = '';
  if (kind === 'single')
    for (const y of [320, 390, 460]) buttons += circle([CX + 6, y], 7, ink.metal, ink.line);
  else
    for (const y of [300, 370, 440])
      buttons +=
        circle([CX - 40, y], 7, ink.metal, ink.line) + circle([CX + 40, y], 7, ink.metal, ink.line);
  const front =
    kind === 'single'
      ? stroke(`M ${CX} ${closeY} L ${CX + 8} ${g.hemY - 2}`, ink.line, 2.5)
      : stroke(
          `M ${CX - 2} ${closeY} L ${CX + 66} ${closeY + 10} L ${CX + 72} ${g.hemY - 2}`,
          ink.line,
          2.5,
        );
  const belt =
    kind === 'trench'
      ? path(
          poly([
            [CX - g.chestW - 3, 350],
            [CX + g.chestW + 3, 350],
            [CX + g.chestW + 4, 378],
            [CX - g.chestW - 4, 378],
          ]),
          ink.dark,
          ink.line,
          2.5,
        ) +
        path(
          poly([
            [CX - 20, 346],
            [CX + 20, 346],
            [CX + 20, 382],
            [CX - 20, 382],
          ]),
          'none',
          ink.metal,
          4,
        ) +
        both((m) =>
          path(
            poly(
              (
                [
                  [CX - g.shW + 4, g.shY + 2],
                  [CX - g.neckW - 24, g.neckY + 10],
                  [CX - g.neckW - 22, g.neckY + 28],
                  [CX - g.shW + 6, g.shY + 20],
                ] as Pt[]
              ).map(m),
            ),
            ink.dark,
            ink.line,
            2,
          ),
        ) +
        both((m) =>
          stroke(
            `M ${pt(m([CX - g.shW - 64, g.hemY - 120]))} L ${pt(m([CX - g.shW - 10, g.hemY - 108]))}`,
            ink.dark,
            12,
          ),
        )
      : '';
  return (
    sleeves(g, ink, 'long', 'none') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    bodyShade(g, ink) +
    front +
    lapels(g, ink, closeY, kind === 'double', kind === 'single' ? 58 : 74) +
    buttons +
    belt +
    (kind === 'trench'
      ? ''
      : weltPocket(ink, CX - 116, 430, 64, kind === 'double') +
        weltPocket(ink, CX + 52, 430, 64, kind === 'double'))
  );
}

/** Hooded duffle coat with toggles (겨울 기타 코트). */
export function duffle(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 530, hemW: 138, shW: 144 });
  let toggles = '';
  for (const y of [230, 300, 370, 440]) {
    toggles += stroke(`M ${CX - 40} ${y} L ${CX + 40} ${y}`, '#c9b48f', 3);
    toggles += path(
      `M ${CX - 18} ${y - 6} L ${CX + 18} ${y - 6} Q ${CX + 24} ${y} ${CX + 18} ${y + 6} L ${CX - 18} ${y + 6} Q ${CX - 24} ${y} ${CX - 18} ${y - 6} Z`,
      '#d9c9a8',
      '#8f7b5a',
      2,
    );
  }
  return (
    hoodBack(g, ink, 104) +
    sleeves(g, ink, 'long', 'none') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    path(
      poly([
        [CX - g.neckW - 30, g.neckY + 10],
        [CX + g.neckW + 30, g.neckY + 10],
        [CX + g.shW - 10, g.shY + 70],
        [CX - g.shW + 10, g.shY + 70],
      ]),
      ink.dark,
      ink.line,
      2,
    ) +
    hoodFront(g, ink, false) +
    stroke(`M ${CX + 44} ${g.neckY + 60} L ${CX + 44} ${g.hemY}`, ink.line, 2.5) +
    patchPocket(ink, CX - 124, 400, 76, 80, true) +
    patchPocket(ink, CX + 48, 400, 76, 80, true) +
    toggles
  );
}

/** Quilted down: short puffer, hooded long padding or a vest (패딩). */
export function padding(ink: Ink, kind: 'short' | 'long' | 'vest'): string {
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
    out += both((m) =>
      stroke(
        `M ${pt(m([CX - g.shW, g.shY]))} Q ${pt(m([CX - g.shW + 30, g.shY + 80]))} ${pt(m([CX - g.chestW, g.armY]))}`,
        ink.seam,
        3,
      ),
    );
  }
  out += quilting(ink, CX - g.hemW + 4, CX + g.hemW - 4, g.armY - step - 10, g.hemY, step);
  out += stroke(
    `M ${CX - g.shW + 20} ${g.shY + 40} Q ${CX - 60} ${g.shY + 52} ${CX - 20} ${g.shY + 44} M ${CX + 20} ${g.shY + 44} Q ${CX + 60} ${g.shY + 52} ${CX + g.shW - 20} ${g.shY + 40}`,
    ink.seam,
    2,
  );
  out += both((m) =>
    stroke(
      `M ${pt(m([CX - g.chestW + 18, g.armY + 20]))} L ${pt(m([CX - g.hemW + 22, g.hemY - 24]))}`,
      ink.light,
      5,
      false,
      ' opacity="0.45"',
    ),
  );
  out += zip(ink, g.neckY - 24, g.hemY + 4);
  out += kind === 'long' ? hoodFront(g, ink, false) : standCollar(g, ink, 42);
  out += both((m) =>
    stroke(`M ${pt(m([CX - 90, g.hemY - 120]))} L ${pt(m([CX - 70, g.hemY - 60]))}`, ink.deep, 4),
  );
  return out;
}

/** Zip-up fleece with a boucle texture and a contrast chest pocket (플리스&뽀글이). */
export function fleece(ink: Ink): string {
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
    patchPocket(
      { ...ink, fill: shade(ink.fill, 0.25), stitch: ink.seam },
      CX + 34,
      220,
      64,
      70,
      true,
    ) +
    stroke(`M ${CX - g.hemW} ${g.hemY - 24} L ${CX + g.hemW} ${g.hemY - 24}`, ink.dark, 3) +
    zip(ink, g.neckY - 30, g.hemY) +
    standCollar(g, ink, 44, ink.fill)
  );
}

/** V-neck button cardigan with patch pockets (카디건). */
export function cardigan(ink: Ink): string {
  const g = torsoWith(TEE, { neckW: 40, hemY: 488, hemW: 114, neckDepth: 150 });
  let buttons = '';
  for (const y of [276, 328, 380, 432]) buttons += circle([CX, y], 6, ink.metal, ink.line, 1.5);
  return (
    sleeves(g, ink, 'long', 'rib') +
    path(
      `M ${CX - g.neckW} ${g.neckY} Q ${CX} ${g.neckY - 16} ${CX + g.neckW} ${g.neckY} L ${CX} ${g.neckY + 140} Z`,
      ink.deep,
      ink.line,
      2,
    ) +
    path(bodyPath(g, 'v'), ink.fill, ink.line) +
    ribHem(g, ink, 36) +
    both((m) =>
      path(
        poly(
          (
            [
              [CX - g.neckW, g.neckY],
              [CX - g.neckW + 14, g.neckY - 2],
              [CX + 8, g.neckY + 146],
              [CX + 8, g.hemY],
              [CX - 8, g.hemY],
              [CX - 8, g.neckY + 160],
            ] as Pt[]
          ).map(m),
        ),
        ink.dark,
        ink.line,
        2,
      ),
    ) +
    buttons +
    patchPocket(ink, CX - 100, 380, 58, 60) +
    patchPocket(ink, CX + 42, 380, 58, 60)
  );
}

/** Shearling jacket with fur collar, cuffs and hem (무스탕&퍼). */
export function mustang(ink: Ink): string {
  const g = torsoWith(OUTER, { hemY: 460, hemW: 128 });
  const furFill = '#efe6d3';
  const fur = (d: string) => path(d, furFill, '#a59a85', 2.5, ' stroke-dasharray="3 3"');
  let out = sleeves(g, ink, 'long', 'none');
  out += both((m) => {
    const [s, o, i, a] = sleevePts(g, 'long');
    return fur(poly([lerp(s, o, 0.86), o, i, lerp(a, i, 0.86)].map(m)));
  });
  out += path(bodyPath(g, 'flat'), ink.fill, ink.line);
  out += both((m) =>
    stroke(
      `M ${pt(m([CX - g.chestW + 16, g.armY]))} Q ${pt(m([CX - 80, 340]))} ${pt(m([CX - g.hemW + 20, g.hemY - 30]))}`,
      ink.light,
      6,
      false,
      ' opacity="0.35"',
    ),
  );
  out += fur(
    poly([
      [CX - g.hemW, g.hemY - 26],
      [CX + g.hemW, g.hemY - 26],
      [CX + g.hemW, g.hemY],
      [CX - g.hemW, g.hemY],
    ]),
  );
  out += fur(
    poly([
      [CX - 12, 250],
      [CX + 12, 250],
      [CX + 12, g.hemY],
      [CX - 12, g.hemY],
    ]),
  );
  out += both((m) =>
    fur(
      poly(
        (
          [
            [CX - g.neckW, g.neckY - 6],
            [CX - g.neckW - 70, g.neckY + 30],
            [CX - g.neckW - 58, g.neckY + 130],
            [CX - 12, 252],
            [CX - 4, g.neckY + 40],
          ] as Pt[]
        ).map(m),
      ),
    ),
  );
  out += both((m) => stroke(`M ${pt(m([CX - 104, 330]))} L ${pt(m([CX - 92, 390]))}`, ink.deep, 5));
  for (const y of [290, 350, 410]) out += circle([CX + 24, y], 6, ink.metal, ink.line, 1.5);
  return out;
}
