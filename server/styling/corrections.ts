/**
 * The correction chips beside the recogniser's answer (SPEC §2 Camera: "다른 제품인가요?"; the
 * analysed screen's colour chips): plausible alternatives only.
 *
 * - Categories: the recogniser's runner-ups above RUNNER_UP_FLOOR, then the known confusions of
 *   the answer's category, at most four. The confusion table comes from the recogniser
 *   benchmark's within-kind errors and the stylist's review of real photos (zip-up hoodies read
 *   as pullovers, loafers as flip-flops, shirts as trucker jackets, joggers as denim).
 * - Colours: the photo's own runner-up colours and the colour model's measured confusions of
 *   its answer (ml/colour.ts, out-of-fold on the training labels), at most four; the UI adds a
 *   "다른 색" sheet with every name.
 */
import {
  COLOUR_NAMES,
  isShopColour,
  type CategoryName,
  type ColourName,
  type PhotoColourName,
} from '../../contract/taxonomy';
import { colourDistance } from './colour';

/** Runner-ups below this probability (0–1) are implausible and not offered. */
export const RUNNER_UP_FLOOR = 0.03;

/** Chips offered at most, categories and colours alike. */
export const MAX_CHIPS = 4;

/** Categories the recogniser confuses with each other, both ways. */
const CATEGORY_CONFUSIONS: readonly (readonly CategoryName[])[] = [
  ['후드 티셔츠', '후드 집업', '맨투맨&스웨트'],
  ['로퍼', '쪼리/플립플랍', '스포츠/캐주얼 샌들', '모카신'],
  ['로퍼', '더비 슈즈', '모카신'],
  ['더비 슈즈', '스트레이트 팁'],
  ['패션스니커즈화', '캔버스/단화'],
  ['앵클/숏 부츠', '미들/하프 부츠', '워커'],
  ['셔츠&블라우스 - 긴소매', '트러커 재킷', '블루종&MA-1'],
  ['셔츠&블라우스 - 반소매', '피케&카라 티셔츠 - 반소매', '반소매 티셔츠'],
  ['피케&카라 티셔츠 - 긴소매', '긴소매 티셔츠', '셔츠&블라우스 - 긴소매'],
  ['긴소매 티셔츠', '맨투맨&스웨트', '니트&스웨터 - 긴소매'],
  ['니트&스웨터 - 긴소매', '카디건'],
  ['니트&스웨터 - 반소매', '반소매 티셔츠'],
  ['데님 팬츠', '코튼 팬츠', '트레이닝&조거 팬츠'],
  ['슈트 팬츠&슬랙스', '코튼 팬츠'],
  ['숏패딩&헤비 아우터', '롱패딩&헤비 아우터', '패딩 베스트'],
  ['겨울 싱글 코트', '겨울 더블 코트', '겨울 기타 코트', '환절기 코트'],
  ['나일론&코치 재킷', '아노락 재킷', '트레이닝 재킷', '블루종&MA-1'],
  ['트레이닝 재킷', '후드 집업'],
  ['플리스&뽀글이', '무스탕&퍼'],
  ['슈트&블레이저 재킷', '사파리&헌팅 재킷'],
  // Measured on outside photos: hoodies and polos answered as tees, a tweed blazer as a knit,
  // a grey cardigan as a blouson.
  ['후드 티셔츠', '긴소매 티셔츠', '반소매 티셔츠'],
  ['피케&카라 티셔츠 - 반소매', '반소매 티셔츠'],
  ['슈트&블레이저 재킷', '니트&스웨터 - 긴소매', '블루종&MA-1', '카디건'],
];

/**
 * Colours confused with each other in photos recognised before the colour model kept its own
 * measured confusions (recognitions stored with an upload earlier), most frequent first.
 */
const LEGACY_COLOUR_CONFUSIONS: Partial<Record<ColourName, readonly ColourName[]>> = {
  블랙: ['네이비', '그레이', '브라운'],
  네이비: ['블랙', '진청'],
  브라운: ['블랙', '카키'],
  그레이: ['블랙', '스카이블루', '화이트'],
  화이트: ['그레이', '아이보리'],
  아이보리: ['베이지', '화이트'],
  베이지: ['아이보리', '오트밀'],
  카키: ['그레이', '브라운'],
};

/** A category's known confusions, in table order, without itself. */
function confusionsOf(category: CategoryName): CategoryName[] {
  return [...new Set(CATEGORY_CONFUSIONS.filter((g) => g.includes(category)).flat())].filter(
    (c) => c !== category,
  );
}

/**
 * Category chips for an answer: runner-ups at or above RUNNER_UP_FLOOR (most likely first), then
 * known confusions of `answer` with confidence 0 (as far as the recogniser's list says), at most
 * MAX_CHIPS, never `exclude` (the category the outfits were made for).
 */
export function categoryChips(
  answer: CategoryName,
  runnerUps: readonly { category: CategoryName; confidence: number }[],
  exclude: CategoryName,
): { category: CategoryName; confidence: number }[] {
  const chips = runnerUps.filter((r) => r.confidence >= RUNNER_UP_FLOOR && r.category !== exclude);
  for (const category of confusionsOf(answer)) {
    if (chips.length >= MAX_CHIPS) break;
    if (category !== exclude && !chips.some((c) => c.category === category)) {
      chips.push({
        category,
        confidence: runnerUps.find((r) => r.category === category)?.confidence ?? 0,
      });
    }
  }
  return chips.slice(0, MAX_CHIPS);
}

/**
 * The colour chips of one reading: the photo's own three likeliest other names, then the name
 * most often behind that answer when it was wrong (the colour model's measured confusions,
 * weights/colour.json), never the answer itself; at most MAX_CHIPS. On validation this puts the
 * garment's colour among the answer and its chips for 0.945 of shop-colour garments (the
 * confusions first: 0.936; the posterior alone: 0.945).
 */
export function colourChipsOf(
  /** `ranked`: every allowed name, most likely first (colour-head.ts `readColour`). */
  reading: { colour: PhotoColourName; ranked: readonly { colour: PhotoColourName; p: number }[] },
  confusions: Partial<Record<PhotoColourName, readonly PhotoColourName[]>>,
): PhotoColourName[] {
  const runnerUps = reading.ranked.filter((r) => r.colour !== reading.colour).map((r) => r.colour);
  return [
    ...new Set([...runnerUps.slice(0, 3), ...(confusions[reading.colour] ?? []), ...runnerUps]),
  ]
    .filter((c) => c !== reading.colour)
    .slice(0, MAX_CHIPS);
}

/**
 * The colour chips beside an answer in `chosen`: the recognised colour first when the shopper
 * picked another, then the recognition's own chips (`colourChoices`; for a recognition stored
 * before the colour model, the legacy confusions and the nearest shop colours by ΔE), never
 * `chosen`, at most MAX_CHIPS.
 */
export function colourChips(
  chosen: PhotoColourName,
  recognised: { colour: PhotoColourName; colourChoices?: readonly PhotoColourName[] },
): PhotoColourName[] {
  const own =
    recognised.colourChoices ??
    (isShopColour(recognised.colour)
      ? [
          ...(LEGACY_COLOUR_CONFUSIONS[recognised.colour] ?? []),
          ...COLOUR_NAMES.filter((c) => c !== recognised.colour).sort(
            (a, b) =>
              colourDistance(a, recognised.colour as ColourName) -
              colourDistance(b, recognised.colour as ColourName),
          ),
        ]
      : []);
  return [...new Set([recognised.colour, ...own])].filter((c) => c !== chosen).slice(0, MAX_CHIPS);
}
