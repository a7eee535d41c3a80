/** Shoes (side view, toe to the right, except flip-flops from above), framed in the middle of the canvas. */
import { circle, type Ink, lerp, line, luminance, path, poly, type Pt, shade, stroke } from './svg';

const SHOE_SOLE_WHITE = '#f7f6f2';

function shoeInk(ink: Ink): { sole: string; soleLine: string } {
  const light = luminance(ink.fill) > 0.75;
  return light
    ? { sole: '#e4ddcc', soleLine: '#8b877f' }
    : { sole: SHOE_SOLE_WHITE, soleLine: '#8b877f' };
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
  return path(
    `M 114 ${s.heelTop} Q ${dx} ${s.dipY - 30} ${tx - 2} ${ty + 2} Q ${tx - 20} ${s.dipY - 2} ${dx} ${s.dipY} Q ${dx - 30} ${s.dipY + 2} 114 ${s.heelTop} Z`,
    ink.deep,
    ink.line,
    2,
  );
}

function laces(
  ink: Ink,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  n: number,
  colour?: string,
): string {
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

/** Low-top leather sneaker with overlays and a cupsole (패션스니커즈화). */
export function sneaker(ink: Ink): string {
  const { sole, soleLine } = shoeInk(ink);
  const g: LowShoe = {
    heelTop: 224,
    dipY: 256,
    throat: [246, 238],
    toeTop: 304,
    soleTop: 372,
    toeX: 528,
  };
  return shoeFrame(
    floorShadow(90, 540, 424) +
      path(`M 236 250 Q 236 212 262 204 L 290 246 Z`, ink.dark, ink.line, 2) +
      path(lowUpper(g), ink.fill, ink.line) +
      opening(g, ink) +
      path(
        `M 96 372 L 528 372 Q 542 376 536 396 Q 530 412 510 412 L 110 412 Q 92 412 92 392 Z`,
        sole,
        soleLine,
      ) +
      stroke(`M 100 392 L 532 392`, shade(sole, 0.15), 2) +
      path(
        `M 420 308 Q 490 312 520 338 Q 530 356 528 372 L 440 372 Q 416 340 420 308 Z`,
        ink.dark,
        ink.line,
        2,
      ) +
      path(
        `M 150 352 Q 220 290 330 286 Q 310 324 260 346 Q 200 370 150 352 Z`,
        ink.dark,
        ink.line,
        2,
      ) +
      path(
        `M 104 300 Q 98 260 114 228 L 146 244 Q 136 290 146 332 L 102 344 Z`,
        ink.dark,
        ink.line,
        2,
      ) +
      laces(
        ink,
        262,
        246,
        376,
        294,
        5,
        luminance(ink.fill) > 0.75 ? '#ffffff' : shade(ink.fill, -0.5),
      ) +
      stroke(`M 108 362 L 522 364`, ink.seam, 1.5, true),
  );
}

/** Canvas low-top with a rubber toe cap and foxing stripe (캔버스/단화). */
export function canvasShoe(ink: Ink): string {
  const rubber = '#f3f0e8';
  const g: LowShoe = {
    heelTop: 244,
    dipY: 272,
    throat: [246, 254],
    toeTop: 316,
    soleTop: 382,
    toeX: 524,
  };
  return shoeFrame(
    floorShadow(90, 540, 424) +
      path(`M 236 266 Q 238 232 262 226 L 290 262 Z`, ink.dark, ink.line, 2) +
      path(lowUpper(g), ink.fill, ink.line) +
      opening(g, ink) +
      path(
        `M 96 382 L 528 382 Q 540 386 536 398 Q 532 412 514 412 L 108 412 Q 92 412 94 398 Z`,
        rubber,
        '#8b877f',
      ) +
      stroke(`M 100 396 L 532 396`, '#1f1f21', 3) +
      path(
        `M 444 318 Q 506 324 522 356 Q 530 376 522 382 L 452 382 Q 430 352 444 318 Z`,
        rubber,
        '#8b877f',
        2,
      ) +
      stroke(`M 444 322 Q 452 356 452 382`, '#8b877f', 1.5, true) +
      laces(ink, 262, 262, 380, 306, 5, '#ffffff') +
      stroke(`M 112 370 L 522 372`, ink.seam, 1.5, true) +
      circle([150, 340], 5, '#e9e6dc', '#8b877f', 1.5),
  );
}

function dressSole(ink: Ink, x0 = 96, x1 = 528, top = 380, heel = true): string {
  const sole = luminance(ink.fill) > 0.7 ? '#6e4a2f' : shade(ink.fill, 0.35);
  const soleInk = '#1a1a1a';
  let out = path(
    `M ${x0} ${top} L ${x1} ${top} Q ${x1 + 8} ${top + 4} ${x1 - 4} ${top + 14} L ${x0 + 4} ${top + 14} Z`,
    sole,
    soleInk,
    2,
  );
  if (heel)
    out += path(
      poly([
        [x0 + 4, top + 12],
        [x0 + 84, top + 12],
        [x0 + 80, top + 38],
        [x0 + 8, top + 38],
      ]),
      sole,
      soleInk,
      2,
    );
  return out;
}

/** Tan leather lining seen in a loafer's opening and its strap's cut-out: light on every colour. */
const LOAFER_LINING = '#cdb38e';

/**
 * Penny loafer (로퍼): a low slip-on whose opening runs to the middle of the foot (the tan lining
 * in view), a raised moc-toe apron with its stitched seam, the penny strap across the vamp with
 * its diamond cut-out, a shine on the toe and a leather sole with a stacked heel, so that it
 * reads as a loafer at 160 px also in black.
 */
export function loafer(ink: Ink): string {
  const g: LowShoe = {
    heelTop: 274,
    dipY: 298,
    throat: [338, 296],
    toeTop: 306,
    soleTop: 384,
    toeX: 534,
  };
  const dark = luminance(ink.fill) < 0.25;
  const highlight = dark ? shade(ink.fill, -0.45) : ink.light;
  return shoeFrame(
    floorShadow(90, 546, 428) +
      path(lowUpper(g), ink.fill, ink.line) +
      opening(g, { ...ink, deep: LOAFER_LINING }) +
      // the moc-toe apron: a raised U over the vamp, its seam stitched in a lighter thread
      path(
        `M 338 300 Q 420 304 478 320 Q 518 334 514 356 Q 440 362 352 344 Q 332 324 338 300 Z`,
        ink.fill,
        ink.line,
        2.5,
      ) +
      stroke(`M 348 308 Q 420 312 472 326 Q 504 338 504 350`, highlight, 2, true) +
      // the penny strap across the vamp, in front of the opening
      path(
        poly([
          [320, 300],
          [384, 306],
          [386, 338],
          [316, 334],
        ]),
        ink.dark,
        ink.line,
        2,
      ) +
      path(`M 334 318 L 352 310 L 370 320 L 352 328 Z`, LOAFER_LINING, ink.line, 1.5) +
      // shine along the toe box and the heel counter
      stroke(`M 436 328 Q 488 334 512 358`, highlight, 4) +
      stroke(`M 120 310 Q 114 340 124 366`, highlight, 3) +
      dressSole(ink, 98, 546, 384),
  );
}

/** Derby with open lacing, or a closed-laced straight-tip oxford when `straightTip` (더비 슈즈 / 스트레이트 팁). */
export function derby(ink: Ink, straightTip: boolean): string {
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
    out += path(
      `M 176 272 Q 214 264 240 250 L 338 296 Q 350 334 314 350 Q 240 352 178 340 Z`,
      ink.fill,
      ink.line,
      2.5,
    );
    out += stroke(`M 186 280 Q 250 276 326 302 Q 334 330 312 342`, ink.seam, 1.5, true);
    out += laces(ink, 258, 262, 330, 296, 4, shade(ink.fill, 0.3));
    out += stroke(`M 132 270 Q 172 330 160 384`, ink.seam, 1.5, true);
  }
  return shoeFrame(out + dressSole(ink, 98, straightTip ? 544 : 534, 384));
}

/** Moccasin with a stitched apron, leather thong and crepe sole (모카신). */
export function moccasin(ink: Ink): string {
  const g: LowShoe = {
    heelTop: 266,
    dipY: 292,
    throat: [300, 282],
    toeTop: 320,
    soleTop: 390,
    toeX: 528,
  };
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
      path(
        `M 310 286 Q 400 276 472 308 Q 504 326 502 344 Q 420 346 312 336 Z`,
        ink.dark,
        ink.line,
        2,
      ) +
      stitches +
      stroke(`M 116 274 Q 200 304 306 288`, thong, 4) +
      stroke(`M 280 294 Q 272 322 256 334 M 280 294 Q 294 322 306 336`, thong, 4) +
      circle([280, 294], 6, ink.dark, ink.line, 1.5) +
      path(
        `M 96 388 L 530 388 Q 538 402 522 410 L 108 410 Q 92 404 96 388 Z`,
        '#e8e0cf',
        '#8b877f',
        2,
      ) +
      stroke(`M 104 399 L 526 399`, '#8b877f', 1.5, true),
  );
}

/** Chelsea, lace-up middle or worker boot with a lug sole (부츠 / 워커). */
export function boot(ink: Ink, kind: 'chelsea' | 'middle' | 'worker'): string {
  const shaftTop = kind === 'chelsea' ? 150 : kind === 'middle' ? 112 : 140;
  const soleTop = kind === 'worker' ? 372 : 384;
  const upper = `M 112 ${soleTop} C 106 ${soleTop - 60}, 110 ${shaftTop + 80}, 124 ${shaftTop} L 250 ${shaftTop - 4} Q 256 ${shaftTop + 80} 270 ${soleTop - 140} Q 300 ${soleTop - 100} 400 ${soleTop - 74} Q 500 ${soleTop - 58} 522 ${soleTop - 20} Q 528 ${soleTop} 514 ${soleTop} Z`;
  let out = floorShadow(90, 540, 440) + path(upper, ink.fill, ink.line);
  out += stroke(`M 126 ${shaftTop + 14} L 248 ${shaftTop + 10}`, ink.seam, 1.5, true);
  if (kind === 'chelsea') {
    out += path(
      `M 170 ${shaftTop - 2} L 226 ${shaftTop - 3} Q 214 ${shaftTop + 90} 198 ${shaftTop + 140} Q 180 ${shaftTop + 90} 170 ${shaftTop - 2} Z`,
      shade(ink.fill, 0.3),
      ink.line,
      2,
    );
    for (let k = 0; k < 6; k++)
      out += line([180 + k * 8, shaftTop + 4], [192 + k * 2, shaftTop + 120], ink.deep, 1.5);
    out += path(
      `M 114 ${shaftTop + 6} L 120 ${shaftTop - 36} L 146 ${shaftTop - 36} L 142 ${shaftTop + 6} Z`,
      ink.dark,
      ink.line,
      2,
    );
    out += dressSole(ink, 104, 530, soleTop);
  } else {
    out += path(
      `M 240 ${shaftTop - 2} Q 262 ${shaftTop + 60} 280 ${soleTop - 134} Q 320 ${soleTop - 104} 360 ${soleTop - 92} L 340 ${soleTop - 80} Q 290 ${soleTop - 100} 250 ${soleTop - 118} Z`,
      ink.dark,
      ink.line,
      2,
    );
    const n = kind === 'middle' ? 6 : 5;
    for (let k = 0; k < n; k++) {
      const p = lerp([244, shaftTop + 20], [326, soleTop - 96], k / (n - 1));
      const x = p[0] + (k < 2 && kind === 'worker' ? 0 : 0);
      out += line([x - 16, p[1] + 2], [x + 20, p[1] - 6], shade(ink.fill, -0.3), 5);
      out += line([x - 16, p[1] + 2], [x + 20, p[1] - 6], ink.line, 1);
      out += circle(
        [x - 12, p[1] + 6],
        4,
        kind === 'worker' && k < 2 ? '#c0a060' : ink.deep,
        ink.line,
        1.2,
      );
    }
    if (kind === 'worker') {
      out += path(
        `M 122 ${shaftTop} Q 186 ${shaftTop - 18} 246 ${shaftTop - 4} L 250 ${shaftTop + 20} Q 186 ${shaftTop + 6} 124 ${shaftTop + 24} Z`,
        shade(ink.fill, 0.18),
        ink.line,
        2,
      );
      out += stroke(
        `M 114 ${soleTop - 70} Q 200 ${soleTop - 80} 260 ${soleTop - 60} Q 330 ${soleTop - 40} 400 ${soleTop - 44}`,
        ink.seam,
        2,
        true,
      );
      out += stroke(`M 430 ${soleTop - 66} Q 450 ${soleTop - 40} 444 ${soleTop}`, ink.seam, 2.5);
      // lug sole
      let lug = `M 100 ${soleTop} L 532 ${soleTop} Q 546 ${soleTop + 6} 540 ${soleTop + 26}`;
      for (let x = 520; x > 110; x -= 30)
        lug += ` L ${x} ${soleTop + 26} L ${x - 8} ${soleTop + 42} L ${x - 22} ${soleTop + 42} L ${x - 30} ${soleTop + 26}`;
      lug += ` L 100 ${soleTop + 26} Z`;
      out += path(lug, '#2a2622', '#111111', 2);
      out += stroke(`M 104 ${soleTop + 10} L 536 ${soleTop + 10}`, '#c9a46a', 2, true);
    } else {
      out += path(
        `M 110 ${shaftTop + 10} L 114 ${shaftTop - 30} L 140 ${shaftTop - 30} L 138 ${shaftTop + 10} Z`,
        ink.dark,
        ink.line,
        2,
      );
      out += stroke(`M 420 ${soleTop - 70} Q 440 ${soleTop - 40} 436 ${soleTop}`, ink.seam, 2.5);
      out += dressSole(ink, 104, 528, soleTop);
    }
  }
  return shoeFrame(out);
}

/** Strap sport sandal with velcro straps (스포츠/캐주얼 샌들). */
export function sandal(ink: Ink): string {
  const sole = '#3a3a3c';
  return shoeFrame(
    floorShadow(90, 530, 440) +
      path(
        `M 96 374 Q 110 360 150 362 L 500 362 Q 534 366 530 388 Q 526 410 500 412 L 110 412 Q 90 408 96 374 Z`,
        sole,
        '#111111',
        2.5,
      ) +
      path(
        `M 100 370 Q 110 358 150 360 L 500 360 Q 528 364 526 374 L 104 378 Z`,
        '#d8cfbd',
        '#6f6a60',
        2,
      ) +
      stroke(`M 104 400 L 524 400`, '#5a5a5c', 2) +
      // heel strap
      path(`M 120 362 Q 104 300 130 250 L 156 252 Q 136 300 150 362 Z`, ink.fill, ink.line, 2.5) +
      path(`M 130 250 Q 220 262 300 250 L 302 278 Q 220 290 156 280 Z`, ink.fill, ink.line, 2.5) +
      // instep strap with velcro
      path(`M 250 362 Q 240 290 290 240 L 340 248 Q 310 300 320 362 Z`, ink.fill, ink.line, 2.5) +
      path(
        poly([
          [288, 262],
          [322, 266],
          [314, 330],
          [284, 322],
        ]),
        ink.dark,
        ink.line,
        2,
      ) +
      // toe strap
      path(`M 390 362 Q 390 310 440 298 L 470 306 Q 440 330 446 362 Z`, ink.fill, ink.line, 2.5) +
      path(
        poly([
          [196, 256],
          [224, 258],
          [224, 284],
          [196, 282],
        ]),
        ink.metal,
        ink.line,
        1.5,
      ),
  );
}

/** A pair of flip-flops seen from above (쪼리/플립플랍). */
export function flipFlop(ink: Ink): string {
  const foot = (dx: number) =>
    `M ${200 + dx} 120 C ${150 + dx} 120, ${140 + dx} 190, ${150 + dx} 260 C ${158 + dx} 320, ${170 + dx} 360, ${165 + dx} 420 C ${160 + dx} 480, ${190 + dx} 520, ${220 + dx} 520 C ${252 + dx} 520, ${270 + dx} 480, ${262 + dx} 420 C ${256 + dx} 360, ${268 + dx} 320, ${266 + dx} 250 C ${264 + dx} 170, ${250 + dx} 120, ${200 + dx} 120 Z`;
  const one = (dx: number) =>
    path(foot(dx), '#e6dfcf', '#8b877f', 3) +
    path(foot(dx), 'none', '#c9bfa8', 10, ' transform="translate(0 0)" opacity="0.25"') +
    stroke(
      `M ${202 + dx} 170 Q ${176 + dx} 220 ${154 + dx} 290 M ${202 + dx} 170 Q ${232 + dx} 220 ${262 + dx} 280`,
      ink.line,
      20,
    ) +
    stroke(
      `M ${202 + dx} 170 Q ${176 + dx} 220 ${154 + dx} 290 M ${202 + dx} 170 Q ${232 + dx} 220 ${262 + dx} 280`,
      ink.fill,
      15,
    ) +
    circle([202 + dx, 170], 9, ink.dark, ink.line, 2);
  return one(-10) + `<g transform="translate(600 0) scale(-1 1)">${one(-10)}</g>`;
}
