/**
 * Flat-style product illustrations for the sample catalogue: one garment silhouette per category
 * (TAXONOMY.md, 45 categories) filled with the product's colour (`COLOURS` in
 * contract/taxonomy.ts), drawn as SVG text on a light neutral 600×600 px canvas.
 *
 * The server serves them at `/media/catalog/<NN>-<colour-key>.svg` (ASCII only, NN = the 1-based
 * category number of TAXONOMY.md, e.g. `/media/catalog/01-mid-denim.svg` for 중청 데님 팬츠).
 * Pure: no file system, no network; the SVG is rebuilt on each call (cheap, a few kB).
 *
 * Layout: `paths.ts` (file-name scheme), `svg.ts` (colours and SVG primitives), `torso.ts` and
 * `details.ts` (shared upper-body parts), then one module per garment group: `tops.ts`,
 * `outers.ts`, `jackets.ts`, `bottoms.ts`, `shoes.ts`.
 */
import {
  CATEGORIES,
  DENIM_COLOURS,
  type CategoryName,
  type ColourName,
} from '../../../contract/taxonomy';
import { PICTURE_GROUND_HEX } from '../../lib/picture-ground';
import { pants } from './bottoms';
import { anorak, coach, ma1, safari, stadium, training, trucker } from './jackets';
import { blazer, cardigan, coat, duffle, fleece, mustang, padding } from './outers';
import { parseIllustrationFileName } from './paths';
export {
  patternOfName,
  PATTERNS,
  PRODUCT_PATTERN,
  DETAILS,
  type Pattern,
  type Variant,
} from './variant';
import { boot, canvasShoe, derby, flipFlop, loafer, moccasin, sandal, sneaker } from './shoes';
import { esc, type Ink, inks } from './svg';
import { hoodie, knit, polo, shirt, sweatshirt, tee } from './tops';
import { MASK_INK, variantOverlay, type Variant } from './variant';

export {
  COLOUR_KEYS,
  ILLUSTRATION_PREFIX,
  illustrationFileName,
  illustrationPath,
  parseIllustrationFileName,
} from './paths';

/**
 * The SVG document (UTF-8 text, `image/svg+xml`, 600×600 viewBox) drawn for an illustration file
 * name of the form made by {@link illustrationPath} (bare name or full path, `.webp` or `.svg`);
 * null for any other name, so that the server can answer 404. ./raster.ts rasterises it for `.webp`.
 */
export function renderIllustration(fileName: string): string | null {
  const parsed = parseIllustrationFileName(fileName);
  return parsed ? drawProduct(parsed.category, parsed.colour, parsed.variant) : null;
}

/** Canvas background: the ground the photographed pictures sit on too. */
const BG = PICTURE_GROUND_HEX;

/**
 * The soft shadow a photographed cut-out casts on the ground (server/styling/cutout.ts: 22 %
 * black, blurred and offset down-right), in this 600-unit canvas: the drawn garment lies on the
 * ground as the photographed one does, so the two read as one shop's product shots.
 */
const GROUND_SHADOW =
  '<filter id="ground-shadow" filterUnits="userSpaceOnUse" x="0" y="0" width="600" height="600">' +
  '<feGaussianBlur in="SourceAlpha" stdDeviation="18"/>' +
  '<feOffset dx="12" dy="12"/>' +
  '<feComponentTransfer><feFuncA type="linear" slope="0.22"/></feComponentTransfer>' +
  '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>' +
  '</filter>';

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
  숏팬츠: (i) =>
    `<g transform="translate(300 310) scale(1.4) translate(-300 -200)">${pants(i, 'shorts')}</g>`,
};

/**
 * The full SVG document for one category in one colour (600×600 viewBox, light neutral
 * background, flat garment in `COLOURS[colour]` with darker seams and shading), with the
 * product's own pattern and details when a `variant` is given (variant.ts).
 */
export function drawProduct(category: CategoryName, colour: ColourName, variant?: Variant): string {
  const ink = inks(colour);
  const draw = DRAW[category];
  const info = CATEGORIES.find((c) => c.name === category);
  const body =
    draw(ink, colour) +
    (variant && info
      ? variantOverlay(
          variant,
          colour,
          info.slot,
          draw(MASK_INK, colour),
          DENIM_COLOURS.includes(colour),
        )
      : '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${esc(`${category} (${colour})`)}">` +
    `<title>${esc(`${category} (${colour})`)}</title>` +
    `<defs>${GROUND_SHADOW}</defs>` +
    `<rect width="600" height="600" fill="${BG}"/>` +
    `<g filter="url(#ground-shadow)">${body}</g>` +
    `</svg>`
  );
}
