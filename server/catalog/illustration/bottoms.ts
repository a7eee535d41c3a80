/** Bottoms (front view): one trouser silhouette with per-kind waistband, pockets, fly and finishes. */
import { both, circle, CX, type Ink, mx, path, poly, type Pt, pt, shade, stroke } from './svg';
import { ribLines } from './torso';

interface Leg {
  hemY: number;
  outer: number;
  inner: number;
}

function pantsBody(leg: Leg): string {
  const L: Pt[] = [
    [CX - 112, 96],
    [CX - 124, 236],
    [CX - leg.outer, leg.hemY],
    [CX - leg.inner, leg.hemY],
    [CX, 272],
  ];
  const R = L.slice(0, 4).map(mx).reverse();
  return `${poly([...L, ...R])}`;
}

function waistband(ink: Ink, loops: boolean): string {
  let out = path(
    poly([
      [CX - 113, 66],
      [CX + 113, 66],
      [CX + 112, 98],
      [CX - 112, 98],
    ]),
    ink.fill,
    ink.line,
    2.5,
  );
  if (loops)
    for (const x of [CX - 96, CX - 40, CX + 40, CX + 96])
      out += path(
        poly([
          [x - 5, 62],
          [x + 5, 62],
          [x + 5, 102],
          [x - 5, 102],
        ]),
        ink.fill,
        ink.line,
        2,
      );
  return out;
}

/** Trousers by kind: denim, slacks, cotton chinos, joggers, or shorts (drawn short; scaled up by the caller). */
export function pants(ink: Ink, kind: 'denim' | 'slacks' | 'cotton' | 'jogger' | 'shorts'): string {
  const leg: Leg =
    kind === 'slacks'
      ? { hemY: 548, outer: 138, inner: 34 }
      : kind === 'jogger'
        ? { hemY: 548, outer: 100, inner: 44 }
        : kind === 'shorts'
          ? { hemY: 340, outer: 140, inner: 8 }
          : kind === 'cotton'
            ? { hemY: 548, outer: 126, inner: 30 }
            : { hemY: 548, outer: 122, inner: 30 };
  let out = path(pantsBody(leg), ink.fill, ink.line);
  // leg shading on the inner seam
  out += both((m) =>
    stroke(
      `M ${pt(m([CX - 10, 290]))} L ${pt(m([CX - leg.inner - 10, leg.hemY - 8]))}`,
      shade(ink.fill, 0.07),
      12,
    ),
  );
  out +=
    kind === 'jogger'
      ? path(
          poly([
            [CX - 113, 62],
            [CX + 113, 62],
            [CX + 112, 104],
            [CX - 112, 104],
          ]),
          ink.dark,
          ink.line,
          2.5,
        ) +
        ribLines(
          [CX - 113, 62],
          [CX + 113, 62],
          [CX - 112, 104],
          [CX + 112, 104],
          ink,
          (p) => p,
          30,
        )
      : waistband(ink, kind !== 'shorts' || true);
  if (kind === 'jogger') {
    out += both((m) =>
      stroke(
        `M ${pt(m([CX - 10, 100]))} Q ${pt(m([CX - 20, 150]))} ${pt(m([CX - 12, 180]))}`,
        ink.metal,
        4,
      ),
    );
    out += both(
      (m) =>
        path(
          poly(
            (
              [
                [CX - leg.outer - 1, leg.hemY - 40],
                [CX - leg.inner + 1, leg.hemY - 40],
                [CX - leg.inner, leg.hemY],
                [CX - leg.outer, leg.hemY],
              ] as Pt[]
            ).map(m),
          ),
          ink.dark,
          ink.line,
          2.5,
        ) +
        ribLines(
          m([CX - leg.outer, leg.hemY - 40]),
          m([CX - leg.inner, leg.hemY - 40]),
          m([CX - leg.outer, leg.hemY]),
          m([CX - leg.inner, leg.hemY]),
          ink,
          (p) => p,
          10,
        ),
    );
    out += both((m) =>
      stroke(
        `M ${pt(m([CX - 118, 130]))} Q ${pt(m([CX - 96, 160]))} ${pt(m([CX - 82, 150]))}`,
        ink.deep,
        3,
      ),
    );
    out += both((m) =>
      stroke(
        `M ${pt(m([CX - 123, 110]))} L ${pt(m([CX - 124, 236]))} L ${pt(m([CX - leg.outer + 2, leg.hemY - 42]))}`,
        shade(ink.fill, -0.35),
        5,
        false,
        ' opacity="0.6"',
      ),
    );
    return out;
  }
  // fly
  out += stroke(
    `M ${CX - 2} 100 L ${CX - 2} 232 Q ${CX - 4} 250 ${CX + 26} 226 L ${CX + 26} 100`,
    kind === 'denim' ? ink.stitch : ink.seam,
    2,
    true,
  );
  if (kind === 'denim') {
    out += both(
      (m) =>
        stroke(
          `M ${pt(m([CX - 112, 128]))} Q ${pt(m([CX - 66, 132]))} ${pt(m([CX - 56, 100]))}`,
          ink.line,
          2.5,
        ) +
        stroke(
          `M ${pt(m([CX - 112, 138]))} Q ${pt(m([CX - 62, 142]))} ${pt(m([CX - 48, 100]))}`,
          ink.stitch,
          1.5,
          true,
        ) +
        circle(m([CX - 60, 104]), 3.5, '#c48a3a', '#8a5e25', 1) +
        circle(m([CX - 111, 130]), 3.5, '#c48a3a', '#8a5e25', 1),
    );
    out += path(
      poly([
        [CX + 62, 102],
        [CX + 92, 102],
        [CX + 92, 126],
        [CX + 62, 126],
      ]),
      'none',
      ink.stitch,
      1.5,
      ' stroke-dasharray="4 3"',
    );
    out += circle([CX, 82], 7, '#c48a3a', '#8a5e25', 1.5);
    // fades and whiskers
    out += both((m) =>
      stroke(
        `M ${pt(m([CX - 72, 300]))} L ${pt(m([CX - 76, 470]))}`,
        ink.light,
        30,
        false,
        ' opacity="0.35"',
      ),
    );
    out += both((m) =>
      stroke(
        `M ${pt(m([CX - 50, 200]))} L ${pt(m([CX - 90, 186]))} M ${pt(m([CX - 46, 214]))} L ${pt(m([CX - 92, 204]))} M ${pt(m([CX - 42, 228]))} L ${pt(m([CX - 86, 222]))}`,
        ink.light,
        3,
        false,
        ' opacity="0.7"',
      ),
    );
    out += both((m) =>
      stroke(
        `M ${pt(m([CX - 124, 236]))} L ${pt(m([CX - leg.outer + 2, leg.hemY - 4]))}`,
        ink.stitch,
        1.5,
        true,
      ),
    );
    out += both((m) =>
      stroke(
        `M ${pt(m([CX - leg.outer, leg.hemY - 14]))} L ${pt(m([CX - leg.inner, leg.hemY - 14]))}`,
        ink.stitch,
        1.5,
        true,
      ),
    );
    out += circle([CX + 40, 82], 0.1, 'none', 'none');
  } else {
    // slant pockets
    out += both((m) =>
      stroke(`M ${pt(m([CX - 114, 150]))} L ${pt(m([CX - 80, 100]))}`, ink.line, 2.5),
    );
    if (kind === 'slacks') {
      out += both(
        (m) =>
          stroke(`M ${pt(m([CX - 56, 100]))} L ${pt(m([CX - 60, 150]))}`, ink.seam, 2) +
          stroke(
            `M ${pt(m([CX - 72, 150]))} L ${pt(m([CX - (leg.outer + leg.inner) / 2, leg.hemY - 4]))}`,
            ink.seam,
            2,
          ),
      );
    }
    if (kind === 'cotton')
      out += both((m) =>
        stroke(
          `M ${pt(m([CX - 70, 200]))} L ${pt(m([CX - (leg.outer + leg.inner) / 2, leg.hemY - 4]))}`,
          shade(ink.fill, 0.05),
          10,
        ),
      );
    if (kind === 'shorts') {
      out += both((m) =>
        stroke(
          `M ${pt(m([CX - leg.outer + 1, leg.hemY - 24]))} L ${pt(m([CX - leg.inner - 1, leg.hemY - 24]))}`,
          ink.seam,
          2,
          true,
        ),
      );
      out += both((m) =>
        stroke(`M ${pt(m([CX - 70, 150]))} L ${pt(m([CX - 72, 300]))}`, shade(ink.fill, 0.05), 10),
      );
    }
  }
  return out;
}
