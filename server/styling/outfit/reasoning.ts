/**
 * The Korean `reasoning_text` of an outfit (ARCHITECTURE.md "Outfit engine"; SPEC.md Detail
 * "Product description"): 150–300 characters (code points) that explain the season fit,
 * the style coherence and the effect when worn, naming the photographed category and the
 * key pieces and colours. Phrasing varies with the seeded PRNG; particles come from josa.ts.
 */
import type { ColourName, Season, Slot, Style } from '../../../src/contract/taxonomy';
import { CATEGORY_TRAITS } from './category-traits';
import { accentsIn, isDenimItem } from './colour-harmony';
import { lightnessDelta } from './colour';
import { josa } from './josa';
import type { Prng } from '../prng';
import type { OutfitItem, PhotographedGarment } from './types';

/** Bounds of the reasoning text, in code points ([...text].length). */
export const REASONING_MIN_CHARS = 150;
export const REASONING_MAX_CHARS = 300;

/** What the text is written from. */
export interface ReasoningInput {
  readonly garment: PhotographedGarment;
  readonly season: Season;
  readonly style: Style;
  readonly items: Readonly<Record<Slot, OutfitItem | null>>;
}

type Sentence = string | null;

/** '아이보리 니트' for an item; the slot's Korean noun when the slot is empty. */
function piece(item: OutfitItem | null, fallback: string): string {
  if (!item) return fallback;
  return `${item.product.colour} ${CATEGORY_TRAITS[item.product.category].label}`;
}

function opening(x: ReasoningInput, prng: Prng): string {
  const cat = x.garment.category;
  const gc = x.garment.colour;
  return prng.pick([
    `촬영하신 ${gc} ${josa(cat, '을/를')} 중심으로 ${x.season}에 어울리는 ${x.style} 코디를 구성했습니다.`,
    `사진 속 ${josa(cat, '와/과')} 닮은 ${gc} 아이템을 메인으로 ${x.season} ${x.style} 룩을 완성했습니다.`,
    `${gc} ${josa(cat, '을/를')} 기준으로 잡고 ${x.season} 분위기에 맞춘 ${x.style} 스타일링을 제안합니다.`,
  ]);
}

function seasonFit(x: ReasoningInput, prng: Prng): string {
  const top = piece(x.items.top, '상의');
  const bottom = piece(x.items.bottom, '하의');
  const shoes = piece(x.items.shoes, '신발');
  const outer = x.items.outer && x.season !== '여름' ? piece(x.items.outer, '아우터') : null;
  if (x.season !== '여름' && outer === null) {
    return `${top}에 ${josa(bottom, '을/를')} 매치해 ${x.season} 날씨에 맞는 두께감으로 가볍게 입기 좋습니다.`;
  }
  if (x.season === '여름' || outer === null) {
    return prng.pick([
      `통기성 좋은 ${josa(top, '와/과')} ${josa(shoes, '으로/로')} 가볍게 맞춰 ${x.season}에도 답답하지 않게 입을 수 있습니다.`,
      `${josa(top, '와/과')} ${josa(bottom, '으로/로')} 군더더기 없이 구성해 ${x.season} 날씨에도 쾌적하게 입기 좋습니다.`,
    ]);
  }
  const bySeason: Record<Exclude<Season, '여름'>, string[]> = {
    봄: [
      `${josa(outer, '을/를')} 가볍게 걸치고 ${josa(top, '을/를')} 받쳐 입어 일교차가 큰 봄 날씨에도 온도 조절이 쉽습니다.`,
      `산뜻한 ${top} 위에 ${josa(outer, '을/를')} 더해 아침저녁으로 쌀쌀한 봄에도 부담 없이 입을 수 있습니다.`,
    ],
    가을: [
      `${top} 위에 ${josa(outer, '을/를')} 겹쳐 선선한 가을 날씨에 알맞은 보온감과 레이어드를 챙겼습니다.`,
      `${josa(outer, '와/과')} ${top}의 레이어드가 쌀쌀해지는 가을 날씨에 딱 맞는 두께감을 줍니다.`,
    ],
    겨울: [
      `${josa(outer, '으로/로')} 보온을 확실히 챙기고 안에는 ${josa(top, '을/를')} 받쳐 추운 겨울에도 든든합니다.`,
      `도톰한 ${josa(top, '와/과')} ${josa(outer, '을/를')} 함께 입어 찬 바람이 부는 겨울에도 따뜻함이 유지됩니다.`,
    ],
  };
  return prng.pick(bySeason[x.season]);
}

function styleFit(x: ReasoningInput, prng: Prng): string {
  const top = piece(x.items.top, '상의');
  const bottom = piece(x.items.bottom, '하의');
  const shoes = piece(x.items.shoes, '신발');
  return x.style === '미니멀'
    ? prng.pick([
        `군더더기 없는 미니멀 아이템끼리 묶어 ${josa(bottom, '와/과')} ${shoes}까지 정돈된 라인이 이어집니다.`,
        `장식을 덜어낸 미니멀 무드로 통일해 ${top}부터 ${shoes}까지 깔끔한 인상을 줍니다.`,
      ])
    : prng.pick([
        `편안한 캐주얼 아이템으로 맞춰 ${top}부터 ${shoes}까지 자연스럽고 활동적인 무드가 이어집니다.`,
        `${josa(bottom, '와/과')} ${shoes}의 캐주얼한 조합이 꾸민 듯 안 꾸민 듯 편한 분위기를 살려 줍니다.`,
      ]);
}

function colourNote(x: ReasoningInput, prng: Prng): Sentence {
  const filled = Object.values(x.items).filter((i): i is OutfitItem => i !== null);
  const products = filled.map((i) => i.product);
  const denim = products.filter((p) => isDenimItem(p));
  if (denim.length >= 2 && denim[0] && denim[1] && denim[0].colour !== denim[1].colour) {
    return `${josa(denim[0].colour, '와/과')} ${josa(denim[1].colour, '으로/로')} 워싱 톤을 확실히 나눠 청청 매치도 답답해 보이지 않습니다.`;
  }
  const accents = accentsIn(products);
  const colours = [...new Set(products.map((p) => p.colour))] as ColourName[];
  const neutrals = colours.filter((c) => !accents.includes(c)).slice(0, 3);
  const accent = accents[0];
  if (colours.length === 0) return null;
  if (accents.length > 1) return null; // only after relaxation; no claim about a single accent
  if (accent && neutrals.length === 0) {
    return `${accent} 톤으로 통일한 원톤 코디라 색이 흩어지지 않고 분위기가 한결 또렷해 보입니다.`;
  }
  if (accent) {
    return prng.pick([
      `${neutrals.join(', ')} 베이스에 ${accent} 한 가지만 포인트로 더해 차분하면서도 심심하지 않은 배색입니다.`,
      `뉴트럴한 ${neutrals.join('·')} 사이에 ${josa(accent, '을/를')} 포인트 컬러로 넣어 시선이 자연스럽게 모입니다.`,
    ]);
  }
  const shown = colours.slice(0, 3).join(', ');
  return prng.pick([
    `${shown}처럼 뉴트럴 컬러로만 맞춰 과하지 않고 톤이 안정적인 배색입니다.`,
    `${shown} 계열의 차분한 색 조합이라 어떤 자리에서도 무난하게 어울립니다.`,
  ]);
}

function pairingNote(x: ReasoningInput): Sentence {
  const b = x.items.bottom?.product;
  const s = x.items.shoes?.product;
  if (!b || !s) return null;
  const bottom = CATEGORY_TRAITS[b.category].label;
  const shoes = CATEGORY_TRAITS[s.category].label;
  const dressy = ['로퍼', '더비 슈즈', '스트레이트 팁'].includes(s.category);
  if (b.category === '슈트 팬츠&슬랙스' && dressy) {
    return `${bottom}에 ${josa(shoes, '을/를')} 매치해 포멀한 무드를 끝까지 살렸습니다.`;
  }
  if (b.category === '트레이닝&조거 팬츠' && ['패션스니커즈화', '캔버스/단화'].includes(s.category)) {
    return `${bottom}에는 ${josa(shoes, '을/를')} 맞춰 편안함과 활동성을 그대로 유지했습니다.`;
  }
  return null;
}

function effect(x: ReasoningInput, prng: Prng): string {
  const t = x.items.top?.product;
  const b = x.items.bottom?.product;
  if (!t || !b) return '전체 톤이 자연스럽게 이어져 입었을 때 단정하고 균형 잡힌 실루엣이 완성됩니다.';
  const dl = lightnessDelta(t.colour, b.colour);
  if (dl >= 20) {
    return prng.pick([
      '하의를 상의보다 어둡게 잡아 입었을 때 하체가 정돈돼 보이고 전체 실루엣이 한층 길어 보입니다.',
      '밝은 상의와 어두운 하의의 대비 덕분에 입었을 때 시선이 위로 모여 비율이 좋아 보입니다.',
    ]);
  }
  if (dl <= -20) {
    return '상의에 무게감을 두고 하의를 밝게 풀어 입었을 때 상체가 또렷하고 다리 라인이 경쾌해 보입니다.';
  }
  return prng.pick([
    '상하의를 비슷한 톤으로 이어 입어 세로 라인이 끊기지 않아 키가 커 보이고 슬림해 보입니다.',
    '톤을 맞춘 상하의가 하나로 이어져 입었을 때 차분하고 길쭉한 실루엣이 만들어집니다.',
  ]);
}

function fitNote(x: ReasoningInput): Sentence {
  const fit = x.items.bottom?.product.fit;
  if (fit === '와이드') return '와이드 핏 하의가 여유로운 실루엣을 만들어 줍니다.';
  if (fit === '테이퍼드') return '테이퍼드 핏이 발목 쪽을 깔끔하게 정리해 줍니다.';
  if (fit === '스트레이트') return '스트레이트 핏이 군더더기 없이 곧게 떨어집니다.';
  return null;
}

function closing(x: ReasoningInput, prng: Prng): string {
  return x.style === '미니멀'
    ? prng.pick(['출근룩부터 주말 약속까지 두루 활용하기 좋습니다.', '격식 있는 자리에도 무리 없이 어울립니다.'])
    : prng.pick(['주말 나들이나 가벼운 약속에 부담 없이 입기 좋습니다.', '데일리룩으로 활용도가 높습니다.']);
}

const FILLERS = [
  '각 아이템이 서로 튀지 않아 처음 시도하는 분도 쉽게 따라 입을 수 있습니다.',
  '함께 추천한 상품들은 모두 20만원 이하라 부담 없이 한 벌로 맞추기 좋습니다.',
];

const len = (s: string): number => [...s].length;

/**
 * Writes the reasoning text: opening (photographed category, season, style), season fit,
 * style coherence and the effect when worn are always present; colour, pairing, fit and
 * closing notes are considered in PRNG order and added while the text is below a
 * PRNG-chosen target (190–279) and stays ≤ 300. Sentences keep a fixed reading order. The
 * result is always 150–300 code points (notes dropped from the end, or fillers appended).
 */
export function writeReasoning(x: ReasoningInput, prng: Prng): string {
  const core = { opening: opening(x, prng), season: seasonFit(x, prng), style: styleFit(x, prng) };
  const worn = effect(x, prng);
  const optional: Record<'colour' | 'pairing' | 'fit' | 'closing', Sentence> = {
    colour: colourNote(x, prng),
    pairing: pairingNote(x),
    fit: fitNote(x),
    closing: closing(x, prng),
  };
  const target = 190 + prng.int(90);
  const taken = new Set<keyof typeof optional>();
  const assemble = (): string[] =>
    [
      core.opening,
      core.season,
      core.style,
      taken.has('colour') ? optional.colour : null,
      taken.has('pairing') ? optional.pairing : null,
      worn,
      taken.has('fit') ? optional.fit : null,
      taken.has('closing') ? optional.closing : null,
    ].filter((s): s is string => s !== null);
  const total = (parts: readonly string[]): number => len(parts.join(' '));
  for (const key of prng.shuffle(['colour', 'pairing', 'fit', 'closing'] as const)) {
    if (total(assemble()) >= target || optional[key] === null) continue;
    taken.add(key);
    if (total(assemble()) > REASONING_MAX_CHARS) taken.delete(key);
  }
  const parts = assemble();
  while (total(parts) > REASONING_MAX_CHARS && parts.length > 1) parts.pop();
  for (const filler of FILLERS) {
    if (total(parts) >= REASONING_MIN_CHARS) break;
    if (total(parts) + 1 + len(filler) <= REASONING_MAX_CHARS) parts.push(filler);
  }
  return parts.join(' ');
}
