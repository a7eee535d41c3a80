/** Tops (front view, flat lay): tees, polos, knits, sweatshirts, hoodies and shirts. */
import { crewNeck, hoodBack, hoodFront, patchPocket, placket, shirtCollar, zip } from './details';
import { both, CX, type Ink, line, path, poly, type Pt, pt, stroke } from './svg';
import { bodyPath, bodyShade, ribHem, sleeves, TEE, torsoWith } from './torso';

/** T-shirt, short or long sleeved (반소매 / 긴소매 티셔츠). */
export function tee(ink: Ink, long: boolean): string {
  const g = TEE;
  return (
    sleeves(g, ink, long ? 'long' : 'short', long ? 'band' : 'none') +
    path(bodyPath(g), ink.fill, ink.line) +
    bodyShade(g, ink) +
    crewNeck(g, ink) +
    stroke(
      `M ${CX - g.hemW + 4} ${g.hemY - 16} L ${CX + g.hemW - 4} ${g.hemY - 16}`,
      ink.seam,
      1.5,
      true,
    )
  );
}

/** Pique polo with collar and ribbed cuffs (피케&카라 티셔츠). */
export function polo(ink: Ink, long: boolean): string {
  const g = torsoWith(TEE, { neckW: 42 });
  return (
    sleeves(g, ink, long ? 'long' : 'short', 'rib') +
    path(bodyPath(g, 'flat'), ink.fill, ink.line) +
    bodyShade(g, ink) +
    placket(ink, g.neckY + 8, g.neckY + 110, 3, 20) +
    shirtCollar(g, ink, 1.2) +
    ribHem(g, ink, 0.1, ink.fill) +
    stroke(
      `M ${CX - g.hemW + 4} ${g.hemY - 14} L ${CX + g.hemW - 4} ${g.hemY - 14}`,
      ink.seam,
      1.5,
      true,
    )
  );
}

/** Cable-knit crew-neck sweater, short or long sleeved (니트&스웨터). */
export function knit(ink: Ink, long: boolean): string {
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
  for (const x of [CX - 85, CX - 25, CX + 25, CX + 85])
    texture += line([x, g.neckY + 70], [x, g.hemY - 44], ink.dark, 3);
  return (
    sleeves(g, ink, long ? 'long' : 'short', 'rib') +
    path(bodyPath(g), ink.fill, ink.line) +
    texture +
    ribHem(g, ink, 38) +
    crewNeck(g, ink, 16)
  );
}

/** Crew-neck sweatshirt with a V insert and raglan seams (맨투맨&스웨트). */
export function sweatshirt(ink: Ink): string {
  const g = torsoWith(TEE, { shW: 134, chestW: 120, hemW: 114, hemY: 486 });
  return (
    sleeves(g, ink, 'long', 'rib') +
    path(bodyPath(g), ink.fill, ink.line) +
    bodyShade(g, ink) +
    ribHem(g, ink, 36) +
    crewNeck(g, ink, 16) +
    path(
      `M ${CX - 13} ${g.neckY + g.neckDepth + 8} L ${CX + 13} ${g.neckY + g.neckDepth + 8} L ${CX} ${g.neckY + g.neckDepth + 34} Z`,
      ink.dark,
      ink.line,
      2,
    ) +
    both((m) =>
      stroke(
        `M ${pt(m([CX - g.shW + 4, g.shY + 2]))} Q ${pt(m([CX - g.chestW - 10, g.shY + 60]))} ${pt(m([CX - g.chestW, g.armY]))}`,
        ink.seam,
        1.5,
        true,
      ),
    )
  );
}

/** Hooded sweatshirt, pullover with a kangaroo pocket or zip-up (후드 티셔츠 / 후드 집업). */
export function hoodie(ink: Ink, zipUp: boolean): string {
  const g = torsoWith(TEE, { shW: 134, chestW: 120, hemW: 114, hemY: 492 });
  const pocket = zipUp
    ? both(
        (m) =>
          path(
            poly(
              (
                [
                  [CX - 12, 362],
                  [CX - 92, 362],
                  [CX - 104, 440],
                  [CX - 12, 440],
                ] as Pt[]
              ).map(m),
            ),
            ink.fill,
            ink.line,
            2,
          ) + stroke(`M ${pt(m([CX - 92, 362]))} L ${pt(m([CX - 104, 440]))}`, ink.deep, 4),
      )
    : path(
        `M ${CX - 70} 350 L ${CX + 70} 350 L ${CX + 98} 440 L ${CX - 98} 440 Z`,
        ink.fill,
        ink.line,
        2,
      ) +
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

/** Button-up shirt with a shirt-tail hem and a chest pocket (셔츠&블라우스). */
export function shirt(ink: Ink, long: boolean): string {
  const g = torsoWith(TEE, { neckW: 40, hemY: 510 });
  return (
    sleeves(g, ink, long ? 'long' : 'short', long ? 'band' : 'none') +
    path(bodyPath(torsoWith(g, { hemY: g.hemY - 20 }), 'flat', 20), ink.fill, ink.line) +
    stroke(
      `M ${CX - g.shW + 6} ${g.shY + 14} L ${CX - g.neckW} ${g.neckY + 30} M ${CX + g.neckW} ${g.neckY + 30} L ${CX + g.shW - 6} ${g.shY + 14}`,
      ink.seam,
      1.5,
      true,
    ) +
    placket(ink, g.neckY + 10, g.hemY + 2, 6, 18) +
    patchPocket(ink, CX - 96, 214, 56, 62) +
    shirtCollar(g, ink)
  );
}
