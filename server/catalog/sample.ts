/**
 * The sample product catalogue and club (editorial) outfits that seed an empty database.
 *
 * Deterministic: a seeded PRNG (mulberry32, fixed seed) drives every choice, so every call of
 * {@link buildSampleCatalogue} returns the same products in the same order. Pure: no I/O.
 *
 * Rules it follows (TAXONOMY.md; src/contract/taxonomy.ts):
 * - every one of the 45 categories has at least {@link PER_CATEGORY} products, in both styles
 *   (미니멀 / 캐주얼), alternating so that each style has about half of every category;
 * - prices are whole won, at most MAX_ITEM_PRICE_WON (200,000원), ending in 900 or 000,
 *   within a per-category range typical of Korean online shops;
 * - fit: tops and outers 슬림/레귤러/오버사이즈, bottoms 와이드/스트레이트/테이퍼드, shoes 레귤러;
 * - seasons: a category's `only` season is respected; no outer is sold for 여름 (summer outfits
 *   have no outer); every product's colour is in the palette of at least one of its seasons;
 * - club outfits: both styles × the three PRICE_BRACKETS, at least 4 per cell, by total price;
 *   all items share the outfit's season; summer outfits are top/bottom/shoes, the others have
 *   all four slots; colours are neutrals plus at most one accent (see {@link ACCENT_COLOURS}).
 */
import {
  CATEGORIES,
  DENIM_COLOURS,
  MAX_ITEM_PRICE_WON,
  PRICE_BRACKETS,
  SEASON_PALETTES,
  TOP_FITS,
  BOTTOM_FITS,
  type CategoryName,
  type ColourName,
  type Fit,
  type PriceBracketLabel,
  type Season,
  type Slot,
  type Style,
} from '../../src/contract/taxonomy';
import type { NewProduct } from '../styling/types';
import { illustrationPath } from './illustration';
import { createPrng } from '../styling/prng';

/** A club (editorial) outfit before it has a database id; `items` are indexes into `products`. */
export interface NewClubOutfit {
  style: Style;
  /** Editorial title, e.g. "오트밀 니트로 완성하는 미니멀 가을 데일리룩". */
  goodsName: string;
  /** 150–300 Korean characters on season fit, style coherence and the effect when worn. */
  reasoningText: string;
  /** Slot → index into the `products` array returned alongside. */
  items: Partial<Record<Slot, number>>;
}

/** What {@link buildSampleCatalogue} returns. */
export interface SampleCatalogue {
  products: NewProduct[];
  clubOutfits: NewClubOutfit[];
}

/** Minimum number of products per category (the spec asks for at least 10). */
export const PER_CATEGORY = 12;

/** Colours that count as an accent in outfit colour harmony; all others are neutrals/denim. */
export const ACCENT_COLOURS: readonly ColourName[] = ['스카이블루', '카키', '브라운', '버건디'];

/**
 * A real-looking purchase/search link: MUSINSA goods search for the colour and the category
 * (category punctuation `&`, `/`, ` - ` turned into spaces), e.g.
 * `https://www.musinsa.com/search/goods?keyword=%EB%B8%94%EB%9E%99%20%EB%8D%B0%EB%8B%98%20%ED%8C%AC%EC%B8%A0`.
 */
export function musinsaSearchUrl(category: CategoryName, colour: ColourName): string {
  const keyword = `${colour} ${category}`.replace(/\s*[&/-]\s*/g, ' ').replace(/\s+/g, ' ').trim();
  return `https://www.musinsa.com/search/goods?keyword=${encodeURIComponent(keyword)}`;
}

// ---------------------------------------------------------------------------------------------
// Seeded PRNG

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = createPrng(seed).next;
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** Picks by weight (weights need not sum to 1). */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }
}

// ---------------------------------------------------------------------------------------------
// Brands

type BrandKind = 'apparel' | 'shoes';

/** Fictional shop brands, each with a style leaning (Korean and English-style names). */
export const SAMPLE_BRANDS: readonly { name: string; style: Style; kind: BrandKind }[] = [
  { name: '플레인워크', style: '미니멀', kind: 'apparel' },
  { name: 'STILLMODE', style: '미니멀', kind: 'apparel' },
  { name: '오르베 스튜디오', style: '미니멀', kind: 'apparel' },
  { name: '노멀 아카이브', style: '미니멀', kind: 'apparel' },
  { name: 'QUIET FORM', style: '미니멀', kind: 'apparel' },
  { name: '세이지 테일러', style: '미니멀', kind: 'apparel' },
  { name: 'LOWTONE', style: '미니멀', kind: 'apparel' },
  { name: '모노랩', style: '미니멀', kind: 'apparel' },
  { name: '하루의복', style: '미니멀', kind: 'apparel' },
  { name: 'ATELIER ONE', style: '미니멀', kind: 'apparel' },
  { name: '그라운드 플레이', style: '캐주얼', kind: 'apparel' },
  { name: 'WEEKEND CLUB', style: '캐주얼', kind: 'apparel' },
  { name: '캠프사이드', style: '캐주얼', kind: 'apparel' },
  { name: 'BOLD HOURS', style: '캐주얼', kind: 'apparel' },
  { name: '써니사이드업', style: '캐주얼', kind: 'apparel' },
  { name: 'NORTHBOUND SUPPLY', style: '캐주얼', kind: 'apparel' },
  { name: '버디클럽', style: '캐주얼', kind: 'apparel' },
  { name: '레이지선데이', style: '캐주얼', kind: 'apparel' },
  { name: 'HALFPIPE GOODS', style: '캐주얼', kind: 'apparel' },
  { name: '로컬 유니폼', style: '캐주얼', kind: 'apparel' },
  { name: '마로우 슈즈', style: '미니멀', kind: 'shoes' },
  { name: 'HEEL & TOE CO.', style: '미니멀', kind: 'shoes' },
  { name: '코블레인', style: '미니멀', kind: 'shoes' },
  { name: 'STEPHOUSE', style: '캐주얼', kind: 'shoes' },
  { name: '오버그라운드', style: '캐주얼', kind: 'shoes' },
  { name: 'PAVEMENT LAB', style: '캐주얼', kind: 'shoes' },
];

// ---------------------------------------------------------------------------------------------
// Per-category product specs

/**
 * How products of one category are named, priced and coloured.
 * - `nouns`: product type; `{fit}` marks where a bottom's fit word goes. Suffix `#미니멀` /
 *   `#캐주얼` limits a noun to one style; suffix `%denim` marks a denim noun (denim colours
 *   only; the other nouns then take the non-denim colours).
 * - `minimal` / `casual`: modifiers (material, finish); `text@봄 여름` overrides the seasons.
 * - `price`: range in thousands of won (a price is k×1,000 + 900 or k×1,000).
 * - `colours`: realistic colours, the first ones more often.
 * - `seasons`: candidate season sets (ignored for categories with an `only` season).
 */
interface CategorySpec {
  nouns: readonly string[];
  minimal: readonly string[];
  casual: readonly string[];
  price: readonly [number, number];
  colours: readonly ColourName[];
  seasons: readonly string[];
}

const SPECS: Record<CategoryName, CategorySpec> = {
  '데님 팬츠': {
    nouns: ['{fit} 데님 팬츠', '{fit} 진', '{fit} 청바지', '{fit} 셀비지 데님'],
    minimal: ['원워싱', '논페이드', '클린 워싱', '스탠다드', '생지'],
    casual: ['빈티지 워싱', '디스트로이드', '카펜터', '헤비 온스', '컷오프 헴'],
    price: [39, 99],
    colours: ['중청', '진청', '연청', '흑청'],
    seasons: ['봄 가을 겨울', '봄 여름 가을', '봄 가을', '봄 여름 가을 겨울'],
  },
  '슈트 팬츠&슬랙스': {
    nouns: ['원턱 {fit} 슬랙스', '투턱 {fit} 슬랙스', '{fit} 밴딩 슬랙스', '{fit} 핀턱 슬랙스', '사이드 아쥬스터 {fit} 슬랙스'],
    minimal: ['울 블렌드@가을 겨울', '린넨 블렌드@봄 여름', '프리미엄 TR', '트로피컬 울@봄 여름', '스트레치', '구김 없는'],
    casual: ['코듀로이@가을 겨울', '워싱 트윌', '나일론 테크@봄 여름', '피치 기모@가을 겨울', '코튼 스트레치'],
    price: [39, 89],
    colours: ['블랙', '네이비', '그레이', '베이지', '오트밀', '브라운', '아이보리', '화이트'],
    seasons: ['봄 가을 겨울', '봄 가을', '봄 여름 가을'],
  },
  '니트&스웨터 - 긴소매': {
    nouns: ['라운드넥 니트', '크루넥 스웨터', '브이넥 니트', '케이블 니트', '반집업 니트', '터틀넥 니트', '모크넥 니트'],
    minimal: ['울 블렌드', '캐시미어 블렌드', '메리노 울', '램스울', '소프트 터치', '하이게이지@봄 가을'],
    casual: ['로우게이지', '헤비 케이블', '모헤어 블렌드', '브러시드', '페어아일', '와플 조직'],
    price: [39, 99],
    colours: ['오트밀', '아이보리', '그레이', '블랙', '네이비', '베이지', '브라운', '버건디', '카키', '화이트'],
    seasons: ['가을 겨울', '봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '겨울 더블 코트': {
    nouns: ['더블 브레스티드 코트', '더블 롱 코트', '더블 울 코트', '피코트'],
    minimal: ['울 블렌드', '캐시미어 블렌드', '핸드메이드', '헤링본'],
    casual: ['빅카라', '헤비 멜톤', '체크 패턴', '오버 실루엣'],
    price: [139, 199],
    colours: ['블랙', '네이비', '그레이', '카키'],
    seasons: [],
  },
  '피케&카라 티셔츠 - 반소매': {
    nouns: ['피케 카라 티셔츠', '폴로 셔츠', '니트 카라 티셔츠', '오픈카라 피케 티셔츠'],
    minimal: ['코튼 피케', '실켓', '하이게이지', '에센셜'],
    casual: ['빈티지 워싱', '럭비', '로고 자수', '헤비 피케'],
    price: [29, 69],
    colours: ['화이트', '블랙', '네이비', '스카이블루'],
    seasons: [],
  },
  '긴소매 티셔츠': {
    nouns: ['긴팔 티셔츠', '롱슬리브 티셔츠', '크루넥 긴팔 티셔츠', '헨리넥 긴팔 티셔츠', '와플 긴팔 티셔츠'],
    minimal: ['에센셜', '베이직', '수피마 코튼', '슬럽', '머서라이즈드'],
    casual: ['헤비웨이트', '피그먼트 다잉', '레이어드', '스트라이프', '그래픽'],
    price: [19, 49],
    colours: ['화이트', '블랙', '그레이', '네이비', '아이보리', '오트밀', '카키', '버건디', '베이지'],
    seasons: ['봄 가을', '봄 가을 겨울', '가을 겨울'],
  },
  로퍼: {
    nouns: ['페니 로퍼', '태슬 로퍼', '홀스빗 로퍼', '코인 로퍼'],
    minimal: ['카프 레더', '스웨이드', '폴리시드', '클래식'],
    casual: ['청키 솔', '러버 솔', '캐주얼 스웨이드', '트랙솔'],
    price: [59, 169],
    colours: ['블랙', '브라운', '버건디', '베이지', '화이트'],
    seasons: ['봄 가을', '봄 여름 가을', '봄 가을 겨울'],
  },
  '패딩 베스트': {
    nouns: ['패딩 베스트', '덕다운 베스트', '퀼팅 베스트', '경량 패딩 조끼'],
    minimal: ['라이트', '심리스', '하이넥', '매트'],
    casual: ['리버서블', '아웃도어', '푸퍼', '플리스 배색'],
    price: [49, 129],
    colours: ['블랙', '네이비', '카키', '베이지', '그레이', '아이보리'],
    seasons: ['가을 겨울', '봄 가을', '봄 가을 겨울'],
  },
  '환절기 코트': {
    nouns: ['트렌치 코트', '발마칸 코트', '맥 코트', '싱글 트렌치 코트', '후드 맥 코트'],
    minimal: ['코튼 개버딘', '울 라이크', '미니멀', '라이트'],
    casual: ['워싱 코튼', '나일론', '유틸리티', '스트링'],
    price: [109, 199],
    colours: ['베이지', '블랙', '카키', '오트밀', '아이보리', '네이비', '브라운'],
    seasons: ['봄 가을'],
  },
  '나일론&코치 재킷': {
    nouns: ['코치 재킷', '나일론 재킷', '윈드브레이커', '바람막이 재킷'],
    minimal: ['매트 나일론', '테크', '라이트', '미니멀'],
    casual: ['로고 프린트', '배색', '빈티지', '리플렉티브'],
    price: [49, 129],
    colours: ['블랙', '네이비', '카키', '베이지', '아이보리', '브라운'],
    seasons: ['봄 가을'],
  },
  '셔츠&블라우스 - 반소매': {
    nouns: ['반팔 셔츠', '오픈카라 반팔 셔츠', '옥스포드 반팔 셔츠', '하와이안 셔츠#캐주얼', '린넨 반팔 셔츠#미니멀'],
    minimal: ['코튼 포플린', '텐셀', '시어서커', '에센셜'],
    casual: ['스트라이프', '체크', '캠프', '워싱'],
    price: [29, 69],
    colours: ['화이트', '스카이블루', '블랙', '네이비'],
    seasons: [],
  },
  '플리스&뽀글이': {
    nouns: ['플리스 집업', '뽀글이 재킷', '보아 플리스 재킷', '하이넥 플리스', '후리스 재킷'],
    minimal: ['부클', '소프트', '미니멀', '라이트'],
    casual: ['배색', '아웃도어', '레트로', '하프집업'],
    price: [49, 139],
    colours: ['아이보리', '오트밀', '베이지', '브라운', '블랙', '네이비', '카키', '그레이'],
    seasons: ['가을 겨울'],
  },
  '더비 슈즈': {
    nouns: ['더비 슈즈', '플레인 더비', '스플릿 토 더비', '블루처 슈즈'],
    minimal: ['카프 레더', '폴리시드', '클래식', '글로시'],
    casual: ['청키 솔', '스웨이드', '러버 아웃솔', '크레이프 솔'],
    price: [69, 169],
    colours: ['블랙', '브라운', '버건디'],
    seasons: ['봄 가을 겨울', '봄 가을', '가을 겨울'],
  },
  '슈트&블레이저 재킷': {
    nouns: ['싱글 블레이저', '투버튼 블레이저', '더블 블레이저', '테일러드 재킷', '언컨 재킷'],
    minimal: ['울 블렌드', '트로피컬 울@봄', '미니멀', '릴렉스드'],
    casual: ['코듀로이@가을 겨울', '체크', '워싱 코튼', '헤링본@가을 겨울'],
    price: [89, 199],
    colours: ['네이비', '블랙', '그레이', '베이지', '카키', '브라운', '오트밀'],
    seasons: ['봄 가을', '봄 가을 겨울'],
  },
  '사파리&헌팅 재킷': {
    nouns: ['사파리 재킷', '헌팅 재킷', '필드 재킷', 'M-65 필드 재킷', '초어 재킷'],
    minimal: ['코튼 트윌', '미니멀', '릴렉스드', '피치'],
    casual: ['워싱', '왁스 코팅', '코듀로이 카라', '밀리터리'],
    price: [79, 179],
    colours: ['베이지', '카키', '브라운', '블랙', '오트밀', '네이비'],
    seasons: ['봄 가을'],
  },
  패션스니커즈화: {
    nouns: ['레더 스니커즈', '로우탑 스니커즈', '코트 스니커즈', '러닝 스니커즈', '트레이너'],
    minimal: ['미니멀', '클린', '카프 레더', '슬림 솔'],
    casual: ['레트로', '청키', '스웨이드 배색', '빈티지'],
    price: [59, 189],
    colours: ['화이트', '블랙', '아이보리', '그레이', '네이비', '베이지'],
    seasons: ['봄 여름 가을', '봄 가을 겨울', '봄 여름 가을 겨울'],
  },
  '겨울 기타 코트': {
    nouns: ['더플 코트', '후드 울 코트', '카 코트', 'CPO 울 재킷'],
    minimal: ['울 블렌드', '멜톤', '미니멀'],
    casual: ['토글', '헤비 울', '후디드'],
    price: [129, 199],
    colours: ['블랙', '네이비', '그레이', '카키'],
    seasons: [],
  },
  '블루종&MA-1': {
    nouns: ['MA-1 항공 점퍼', '블루종', '집업 블루종', '해링턴 재킷', '봄버 재킷'],
    minimal: ['미니멀', '울 블렌드@가을 겨울', '레더 라이크', '리버서블'],
    casual: ['패딩@가을 겨울', '빈티지', '와펜', '헤비 나일론'],
    price: [69, 169],
    colours: ['블랙', '카키', '네이비', '베이지', '브라운', '아이보리', '그레이'],
    seasons: ['봄 가을', '가을 겨울'],
  },
  '앵클/숏 부츠': {
    nouns: ['첼시 부츠', '사이드고어 부츠', '앵클 부츠', '지퍼 앵클 부츠'],
    minimal: ['카프 레더', '폴리시드', '슬림 라스트'],
    casual: ['청키 솔', '트랙솔', '러기드'],
    price: [79, 189],
    colours: ['블랙', '브라운', '카키'],
    seasons: ['가을 겨울', '봄 가을 겨울'],
  },
  '후드 티셔츠': {
    nouns: ['후드 티셔츠', '후디', '스웨트 후드', '풀오버 후드'],
    minimal: ['에센셜', '베이직', '투웨이 코튼', '스무스'],
    casual: ['헤비웨이트', '기모@가을 겨울', '피그먼트 다잉', '아치 로고', '빈티지 워싱'],
    price: [39, 89],
    colours: ['그레이', '블랙', '네이비', '아이보리', '오트밀', '카키', '버건디', '화이트', '베이지', '브라운'],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '스트레이트 팁': {
    nouns: ['스트레이트 팁 옥스포드', '캡토 옥스포드', '스트레이트 팁 슈즈'],
    minimal: ['카프 레더', '폴리시드', '글로시', '클래식', '굿이어 웰트'],
    casual: ['러버 솔', '스웨이드', '청키 솔', '데일리'],
    price: [79, 189],
    colours: ['블랙', '브라운', '버건디'],
    seasons: ['봄 가을 겨울', '봄 가을'],
  },
  '니트&스웨터 - 반소매': {
    nouns: ['반팔 니트', '카라 반팔 니트', '크루넥 반팔 니트', '니트 티셔츠'],
    minimal: ['린넨 블렌드', '썸머 코튼', '하이게이지', '아이스 코튼'],
    casual: ['펀칭', '스트라이프', '와플', '크로셰'],
    price: [35, 79],
    colours: ['화이트', '블랙', '네이비', '스카이블루'],
    seasons: [],
  },
  워커: {
    nouns: ['워커 부츠', '레이스업 워커', '컴뱃 워커', '워크 부츠'],
    minimal: ['카프 레더', '슬림', '폴리시드'],
    casual: ['러기드', '헤비 러그솔', '오일드 레더', '스웨이드'],
    price: [89, 189],
    colours: ['블랙', '브라운', '카키'],
    seasons: ['가을 겨울', '봄 가을 겨울'],
  },
  '롱패딩&헤비 아우터': {
    nouns: ['롱패딩', '후드 롱 다운', '덕다운 롱패딩', '구스다운 롱 코트'],
    minimal: ['미니멀', '라이트', '심리스', '매트'],
    casual: ['헤비', '아웃도어', '벤치', '퍼 후드'],
    price: [129, 199],
    colours: ['블랙', '네이비', '카키', '그레이', '화이트'],
    seasons: [],
  },
  '트레이닝 재킷': {
    nouns: ['트랙 재킷', '트레이닝 집업', '저지 트랙탑', '하이넥 트랙 재킷'],
    minimal: ['솔리드', '미니멀', '테크'],
    casual: ['레트로', '라인 배색', '빈티지', '나일론'],
    price: [49, 119],
    colours: ['블랙', '네이비', '버건디', '카키', '화이트', '아이보리'],
    seasons: ['봄 가을'],
  },
  '반소매 티셔츠': {
    nouns: ['반팔 티셔츠', '크루넥 반팔 티셔츠', '포켓 반팔 티셔츠', '그래픽 반팔 티셔츠#캐주얼', '레터링 반팔 티셔츠#캐주얼'],
    minimal: ['에센셜', '수피마 코튼', '머서라이즈드', '슬럽', '베이직'],
    casual: ['헤비웨이트', '피그먼트 다잉', '빈티지 워싱', '코튼 저지'],
    price: [19, 49],
    colours: ['화이트', '블랙', '네이비', '스카이블루'],
    seasons: [],
  },
  '셔츠&블라우스 - 긴소매': {
    nouns: ['옥스포드 셔츠', '버튼다운 셔츠', '오픈카라 셔츠', '레귤러 카라 셔츠', '밴드카라 셔츠#미니멀'],
    minimal: ['코튼 포플린', '브로드', '텐셀', '린넨 블렌드@봄 여름', '드레스'],
    casual: ['체크', '스트라이프', '코듀로이@가을 겨울', '워싱', '플란넬@가을 겨울'],
    price: [35, 89],
    colours: ['화이트', '아이보리', '블랙', '네이비', '베이지', '오트밀', '카키', '스카이블루', '그레이', '버건디'],
    seasons: ['봄 가을', '봄 여름 가을', '봄 가을 겨울'],
  },
  '스포츠/캐주얼 샌들': {
    nouns: ['스트랩 샌들', '스포츠 샌들', '벨크로 샌들', '레더 샌들'],
    minimal: ['레더', '미니멀', '슬림 스트랩'],
    casual: ['트레킹', '쿠션', '아웃도어', '웨빙'],
    price: [39, 99],
    colours: ['블랙', '네이비', '화이트'],
    seasons: [],
  },
  모카신: {
    nouns: ['모카신', '보트 슈즈', '드라이빙 슈즈', '캠프 모카신'],
    minimal: ['스웨이드', '카프 레더', '소프트'],
    casual: ['레이스 디테일', '빈티지', '크레이프 솔'],
    price: [59, 149],
    colours: ['브라운', '베이지', '블랙', '네이비', '버건디', '아이보리'],
    seasons: ['봄 가을', '봄 여름 가을'],
  },
  '트레이닝&조거 팬츠': {
    nouns: ['{fit} 조거 팬츠', '{fit} 스웨트 팬츠', '{fit} 트랙 팬츠', '{fit} 트레이닝 팬츠'],
    minimal: ['에센셜', '스무스', '원턱 밴딩', '테크'],
    casual: ['기모@가을 겨울', '헤비웨이트', '나일론', '라인 배색'],
    price: [35, 79],
    colours: ['블랙', '그레이', '네이비', '카키', '베이지', '오트밀', '아이보리'],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '쪼리/플립플랍': {
    nouns: ['플립플랍', '쪼리', '비치 샌들'],
    minimal: ['레더 스트랩', '미니멀', '쿠션'],
    casual: ['러버', '로고', '소프트 폼'],
    price: [19, 59],
    colours: ['블랙', '화이트', '네이비', '스카이블루'],
    seasons: [],
  },
  '트러커 재킷': {
    nouns: ['데님 트러커 재킷', '트러커 재킷', '데님 재킷'],
    minimal: ['원워싱', '논워싱', '셀비지', '크롭'],
    casual: ['빈티지 워싱', '헤비 온스', '셰르파 안감@가을 겨울', '디스트로이드'],
    price: [59, 149],
    colours: ['중청', '진청', '연청', '흑청'],
    seasons: ['봄 가을'],
  },
  '피케&카라 티셔츠 - 긴소매': {
    nouns: ['긴팔 카라 티셔츠', '긴팔 피케 티셔츠', '럭비 셔츠#캐주얼', '니트 폴로#미니멀'],
    minimal: ['코튼 피케', '실켓', '하이게이지', '에센셜'],
    casual: ['빈티지', '스트라이프', '헤비 코튼', '로고 자수'],
    price: [35, 79],
    colours: ['화이트', '블랙', '네이비', '아이보리', '그레이', '버건디', '오트밀', '카키'],
    seasons: ['봄 가을', '봄 가을 겨울'],
  },
  '코튼 팬츠': {
    nouns: ['{fit} 치노 팬츠', '{fit} 코튼 팬츠', '{fit} 카고 팬츠#캐주얼', '{fit} 퍼티그 팬츠#캐주얼', '{fit} 워크 팬츠'],
    minimal: ['코튼 트윌', '스트레치', '원턱', '피치 기모@가을 겨울'],
    casual: ['워싱', '립스탑', '카펜터', '코듀로이@가을 겨울'],
    price: [39, 89],
    colours: ['베이지', '블랙', '카키', '오트밀', '아이보리', '네이비', '브라운', '그레이', '화이트'],
    seasons: ['봄 가을', '봄 여름 가을', '가을 겨울'],
  },
  '무스탕&퍼': {
    nouns: ['무스탕', '무스탕 재킷', '레더 무스탕 재킷', '시어링 재킷', '퍼 카라 재킷'],
    minimal: ['에코 스웨이드', '클래식', '미니멀'],
    casual: ['바이커', '보아 안감', '빈티지'],
    price: [129, 199],
    colours: ['블랙', '카키', '그레이', '네이비'],
    seasons: [],
  },
  '후드 집업': {
    nouns: ['후드 집업', '투웨이 후드 집업', '스웨트 후드 집업'],
    minimal: ['에센셜', '베이직', '스무스'],
    casual: ['헤비웨이트', '기모@가을 겨울', '빈티지 워싱', '피그먼트 다잉'],
    price: [39, 99],
    colours: ['그레이', '블랙', '네이비', '오트밀', '아이보리', '카키', '베이지', '버건디'],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '스타디움 재킷': {
    nouns: ['스타디움 재킷', '바시티 재킷', '야구 점퍼', '레터맨 재킷'],
    minimal: ['울 블렌드', '미니멀', '레더 슬리브'],
    casual: ['와펜', '빈티지', '레터링', '체인 자수'],
    price: [89, 199],
    colours: ['네이비', '블랙', '버건디', '그레이', '카키', '브라운', '아이보리'],
    seasons: ['봄 가을', '가을 겨울'],
  },
  '미들/하프 부츠': {
    nouns: ['레이스업 미들 부츠', '하프 부츠', '서비스 부츠', '하이킹 부츠#캐주얼'],
    minimal: ['카프 레더', '폴리시드', '슬림'],
    casual: ['스웨이드', '러기드', '오일드 레더'],
    price: [89, 189],
    colours: ['블랙', '브라운', '베이지', '카키'],
    seasons: ['가을 겨울'],
  },
  '겨울 싱글 코트': {
    nouns: ['싱글 코트', '싱글 롱 코트', '체스터 코트', '발마칸 울 코트', '히든 버튼 코트'],
    minimal: ['캐시미어 블렌드', '울 블렌드', '핸드메이드', '헤링본'],
    casual: ['헤비 멜톤', '오버사이즈 울', '체크'],
    price: [129, 199],
    colours: ['블랙', '네이비', '그레이', '카키'],
    seasons: [],
  },
  '캔버스/단화': {
    nouns: ['캔버스 스니커즈', '로우 단화', '슬립온', '데크 슈즈'],
    minimal: ['클래식', '미니멀', '오가닉 코튼'],
    casual: ['빈티지', '워싱', '컬러 힐탭'],
    price: [39, 99],
    colours: ['블랙', '화이트', '아이보리', '네이비', '베이지', '그레이'],
    seasons: ['봄 여름 가을', '봄 가을', '봄 여름 가을 겨울'],
  },
  '맨투맨&스웨트': {
    nouns: ['맨투맨', '스웨트셔츠', '크루넥 스웨트셔츠', '하프집업 스웨트'],
    minimal: ['에센셜', '베이직', '루프백', '스무스'],
    casual: ['헤비웨이트', '기모@가을 겨울', '아치 로고', '피그먼트 다잉', '빈티지 워싱'],
    price: [29, 79],
    colours: ['그레이', '블랙', '네이비', '아이보리', '오트밀', '카키', '버건디', '화이트', '베이지', '브라운'],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '숏패딩&헤비 아우터': {
    nouns: ['숏패딩', '푸퍼 다운 재킷', '덕다운 숏패딩', '후드 숏패딩', '구스다운 재킷'],
    minimal: ['매트', '심리스', '미니멀'],
    casual: ['글로시', '아웃도어', '리버서블', '헤비'],
    price: [99, 199],
    colours: ['블랙', '네이비', '카키', '그레이', '화이트'],
    seasons: [],
  },
  카디건: {
    nouns: ['브이넥 카디건', '라운드 카디건', '니트 카디건', '케이블 카디건'],
    minimal: ['울 블렌드', '캐시미어 블렌드', '하이게이지@봄 가을', '메리노 울'],
    casual: ['로우게이지', '모헤어 블렌드', '헤비 케이블', '브러시드'],
    price: [39, 99],
    colours: ['네이비', '블랙', '그레이', '오트밀', '아이보리', '베이지', '브라운', '버건디', '카키'],
    seasons: ['봄 가을', '가을 겨울', '봄 가을 겨울'],
  },
  '아노락 재킷': {
    nouns: ['아노락 재킷', '아노락 후드', '하프집업 아노락', '풀오버 아노락'],
    minimal: ['매트 나일론', '미니멀', '테크'],
    casual: ['배색', '아웃도어', '리플렉티브', '빈티지'],
    price: [59, 139],
    colours: ['블랙', '네이비', '카키', '베이지', '아이보리', '오트밀'],
    seasons: ['봄 가을'],
  },
  숏팬츠: {
    nouns: ['{fit} 하프 팬츠', '{fit} 버뮤다 팬츠', '{fit} 데님 쇼츠%denim', '{fit} 나일론 쇼츠#캐주얼', '{fit} 치노 쇼츠'],
    minimal: ['코튼 트윌', '린넨 블렌드', '스트레치', '원턱'],
    casual: ['워싱', '카고', '밴딩', '립스탑'],
    price: [29, 69],
    colours: ['블랙', '네이비', '화이트', '중청', '연청', '흑청', '스카이블루'],
    seasons: [],
  },
};

/** Fit words shown in names, by fit (a blank means the name carries no fit word). */
const FIT_WORDS: Record<Fit, readonly string[]> = {
  슬림: ['슬림핏', '슬림핏'],
  레귤러: ['', '', '레귤러핏', '스탠다드핏'],
  오버사이즈: ['오버핏', '오버사이즈', '루즈핏'],
  와이드: ['와이드', '세미 와이드'],
  스트레이트: ['스트레이트', '레귤러 스트레이트'],
  테이퍼드: ['테이퍼드', '슬림 테이퍼드'],
};

const SLOT_OF = new Map<CategoryName, Slot>(CATEGORIES.map((c) => [c.name, c.slot]));
const ONLY_OF = new Map<CategoryName, Season | undefined>(
  CATEGORIES.map((c) => [c.name, 'only' in c ? (c.only as Season) : undefined]),
);

function seasonsOf(text: string): Season[] {
  return text.split(' ').filter(Boolean) as Season[];
}

interface Mod {
  text: string;
  seasons?: Season[];
}

function parseMod(raw: string): Mod {
  const [text, seasons] = raw.split('@');
  return seasons ? { text: text ?? '', seasons: seasonsOf(seasons) } : { text: text ?? '' };
}

interface Noun {
  text: string;
  style?: Style;
  denim: boolean;
}

function parseNoun(raw: string): Noun {
  let text = raw;
  let style: Style | undefined;
  const denim = text.endsWith('%denim');
  if (denim) text = text.slice(0, -'%denim'.length);
  const hash = text.indexOf('#');
  if (hash >= 0) {
    style = text.slice(hash + 1) as Style;
    text = text.slice(0, hash);
  }
  return style ? { text, style, denim } : { text, denim };
}

/** Palette union of a set of seasons (TAXONOMY.md colour palettes). */
function paletteOf(seasons: readonly Season[]): Set<ColourName> {
  return new Set(seasons.flatMap((s) => SEASON_PALETTES[s]));
}

/** Season sets a category may be sold for; summer is removed from outers (no outer in summer). */
function seasonSets(category: CategoryName): Season[][] {
  const only = ONLY_OF.get(category);
  if (only) return [[only]];
  const isOuter = SLOT_OF.get(category) === 'outer';
  return SPECS[category].seasons.map((s) => seasonsOf(s).filter((x) => !(isOuter && x === '여름')));
}

/** Rounds a thousands count to a shop-like price in won: k×1,000 + 900 (most) or k×1,000. */
function shopPrice(rng: Rng, k: number): number {
  const won = k * 1000 + (rng.float() < 0.72 ? 900 : 0);
  return Math.min(won, MAX_ITEM_PRICE_WON);
}

function pickFit(rng: Rng, slot: Slot, style: Style): Fit {
  if (slot === 'shoes') return '레귤러';
  if (slot === 'bottom') {
    return rng.weighted<Fit>(
      style === '미니멀'
        ? [[BOTTOM_FITS[0], 3], [BOTTOM_FITS[1], 4], [BOTTOM_FITS[2], 3]]
        : [[BOTTOM_FITS[0], 5], [BOTTOM_FITS[1], 3], [BOTTOM_FITS[2], 2]],
    );
  }
  return rng.weighted<Fit>(
    style === '미니멀'
      ? [[TOP_FITS[0], 3], [TOP_FITS[1], 5], [TOP_FITS[2], 3]]
      : [[TOP_FITS[0], 1], [TOP_FITS[1], 4], [TOP_FITS[2], 5]],
  );
}

/** Requirements for one generated product; unset fields are chosen at random. */
interface Want {
  style: Style;
  colour?: ColourName;
  season?: Season;
  price?: number;
}

/**
 * Generates one product of `category`. Throws when the requirements cannot be met (a bug in
 * the sample specs, caught by the tests).
 */
function makeProduct(rng: Rng, category: CategoryName, want: Want, taken: Set<string>): NewProduct {
  const spec = SPECS[category];
  const slot = SLOT_OF.get(category)!;
  const style = want.style;
  const only = ONLY_OF.get(category);
  const sets = seasonSets(category).filter((s) => !want.season || s.includes(want.season));
  const mods = (style === '미니멀' ? spec.minimal : spec.casual)
    .map(parseMod)
    .filter((m) => only === undefined || m.seasons === undefined)
    .filter((m) => !want.season || !m.seasons || m.seasons.includes(want.season));
  const nouns = spec.nouns.map(parseNoun).filter((n) => !n.style || n.style === style);
  if (sets.length === 0 || mods.length === 0) throw new Error(`sample: no season set/modifier for ${category} ${want.season ?? ''}`);

  for (let attempt = 0; attempt < 40; attempt++) {
    const mod = rng.pick(mods);
    const seasons = mod.seasons ?? rng.pick(sets);
    const palette = paletteOf(seasons);
    let colour: ColourName;
    if (want.colour) {
      colour = want.colour;
      if (!palette.has(colour)) continue;
    } else {
      const options = spec.colours.filter((c) => palette.has(c));
      if (options.length === 0) continue;
      // earlier colours are more common
      colour = rng.weighted(options.map((c, i) => [c, options.length - i + 2] as const));
    }
    const isDenim = DENIM_COLOURS.includes(colour);
    const hasDenimNoun = nouns.some((n) => n.denim);
    const nounOptions = hasDenimNoun ? nouns.filter((n) => n.denim === isDenim) : nouns;
    if (nounOptions.length === 0) continue;
    const noun = rng.pick(nounOptions);
    const fit = pickFit(rng, slot, style);
    const fitWord = slot === 'shoes' ? '' : rng.pick(FIT_WORDS[fit]);
    const core = noun.text.includes('{fit}')
      ? `${mod.text} ${noun.text.replace('{fit}', slot === 'bottom' && fitWord === '' ? '' : fitWord)}`
      : `${mod.text} ${fitWord} ${noun.text}`;
    const goodsName = `${core.replace(/\s+/g, ' ').trim()} (${colour})`;
    const brands = SAMPLE_BRANDS.filter((b) => b.kind === (slot === 'shoes' ? 'shoes' : 'apparel'));
    const leaning = brands.filter((b) => b.style === style);
    const brand = rng.float() < 0.85 ? rng.pick(leaning).name : rng.pick(brands).name;
    const key = `${brand}|${goodsName}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const [lo, hi] = spec.price;
    const price = want.price ?? shopPrice(rng, rng.int(lo, hi));
    return {
      goodsName,
      brand,
      price,
      slot,
      category,
      colour,
      style,
      fit,
      seasons: [...seasons],
      goodsUrl: musinsaSearchUrl(category, colour),
      imageUrl: illustrationPath(category, colour),
    };
  }
  throw new Error(`sample: could not make a ${category} (${want.colour ?? 'any colour'}, ${want.season ?? 'any season'})`);
}

// ---------------------------------------------------------------------------------------------
// Club outfits

interface OutfitSpec {
  style: Style;
  season: Season;
  bracket: PriceBracketLabel;
  title: string;
  text: string;
  items: Partial<Record<Slot, readonly [CategoryName, ColourName]>>;
}

/** The editorial outfits: category and colour per slot; products are made to match. */
const OUTFITS: readonly OutfitSpec[] = [
  // 미니멀 · 10만원대
  {
    style: '미니멀', season: '여름', bracket: '10만원대',
    title: '화이트 반팔 셔츠와 블랙 슬랙스로 완성하는 미니멀 여름 출근룩',
    text: '무더운 여름에도 단정함을 놓치고 싶지 않은 날을 위한 조합입니다. 통기성 좋은 화이트 반팔 셔츠에 블랙 슬랙스를 매치해 흑백 대비만으로 깔끔한 인상을 주고, 블랙 로퍼로 마무리해 출근룩으로도 손색이 없습니다. 색을 두 가지로 절제해 체형이 한층 길고 슬림해 보이며, 재킷 없이도 격식을 갖춘 느낌을 줍니다.',
    items: { top: ['셔츠&블라우스 - 반소매', '화이트'], bottom: ['슈트 팬츠&슬랙스', '블랙'], shoes: ['로퍼', '블랙'] },
  },
  {
    style: '미니멀', season: '여름', bracket: '10만원대',
    title: '네이비 피케 티셔츠로 정돈한 미니멀 여름 주말룩',
    text: '여름 주말에 가볍게 입기 좋은 미니멀 캐주얼입니다. 네이비 피케 카라 티셔츠는 카라 덕분에 반팔 티셔츠보다 단정해 보이고, 블랙 숏팬츠와 어두운 톤으로 이어져 차분한 인상을 줍니다. 화이트 캔버스화가 전체에 밝은 포인트를 더해 답답함을 덜어 주며, 장식 없는 아이템끼리 모아 깔끔하면서도 시원한 여름 데일리룩을 완성합니다.',
    items: { top: ['피케&카라 티셔츠 - 반소매', '네이비'], bottom: ['숏팬츠', '블랙'], shoes: ['캔버스/단화', '화이트'] },
  },
  {
    style: '미니멀', season: '봄', bracket: '10만원대',
    title: '네이비 카디건 하나로 완성하는 미니멀 봄 레이어드룩',
    text: '일교차가 큰 봄날에 활용도가 높은 레이어드 코디입니다. 화이트 긴소매 티셔츠 위에 네이비 카디건을 걸쳐 아침저녁에는 보온을 챙기고, 한낮에는 가볍게 벗어 들 수 있습니다. 연청 데님과 화이트 캔버스화가 봄 특유의 산뜻함을 살려 주며, 네이비와 화이트의 기본 조합이라 누구에게나 잘 어울리는 정돈된 미니멀룩이 됩니다.',
    items: { top: ['긴소매 티셔츠', '화이트'], outer: ['카디건', '네이비'], bottom: ['데님 팬츠', '연청'], shoes: ['캔버스/단화', '화이트'] },
  },
  {
    style: '미니멀', season: '가을', bracket: '10만원대',
    title: '브라운 카디건으로 가을을 담은 미니멀 데일리룩',
    text: '선선한 가을에 부담 없이 입기 좋은 차분한 데일리룩입니다. 아이보리 긴소매 티셔츠에 브라운 카디건을 더해 가을 분위기를 자연스럽게 담았고, 블랙 슬랙스와 블랙 캔버스화로 하체를 정리해 실루엣이 깔끔합니다. 브라운 하나만 포인트로 쓰고 나머지를 뉴트럴 톤으로 맞춰 10만원대로도 고급스러운 인상을 주는 미니멀 코디입니다.',
    items: { top: ['긴소매 티셔츠', '아이보리'], outer: ['카디건', '브라운'], bottom: ['슈트 팬츠&슬랙스', '블랙'], shoes: ['캔버스/단화', '블랙'] },
  },
  // 미니멀 · 20만원대
  {
    style: '미니멀', season: '봄', bracket: '20만원대',
    title: '네이비 블레이저와 베이지 치노의 미니멀 봄 세미포멀룩',
    text: '봄철 출근이나 하객룩으로 두루 입기 좋은 세미 포멀 조합입니다. 네이비 블레이저와 화이트 셔츠는 가장 클래식한 공식이지만, 베이지 코튼 팬츠를 매치해 슈트보다 한결 부드럽고 편안한 인상을 줍니다. 블랙 로퍼로 발끝을 단정하게 마무리해 격식과 여유를 함께 갖춘 봄 미니멀룩을 완성합니다.',
    items: { top: ['셔츠&블라우스 - 긴소매', '화이트'], outer: ['슈트&블레이저 재킷', '네이비'], bottom: ['코튼 팬츠', '베이지'], shoes: ['로퍼', '블랙'] },
  },
  {
    style: '미니멀', season: '가을', bracket: '20만원대',
    title: '베이지 트렌치 코트에 올블랙을 더한 미니멀 가을룩',
    text: '가을 하면 떠오르는 베이지 트렌치 코트를 중심으로 한 정석 코디입니다. 이너와 하의, 신발을 모두 블랙으로 통일해 코트의 색감과 실루엣이 돋보이고, 세로로 긴 라인이 만들어져 키가 커 보이는 효과가 있습니다. 더비 슈즈의 단단한 형태가 전체를 안정감 있게 잡아 주어 출근룩과 데이트룩 모두에 잘 어울립니다.',
    items: { top: ['니트&스웨터 - 긴소매', '블랙'], outer: ['환절기 코트', '베이지'], bottom: ['슈트 팬츠&슬랙스', '블랙'], shoes: ['더비 슈즈', '블랙'] },
  },
  {
    style: '미니멀', season: '겨울', bracket: '20만원대',
    title: '블랙 숏패딩과 그레이 니트의 미니멀 겨울 출근룩',
    text: '추운 겨울에도 부피감 없이 깔끔하게 입고 싶은 분께 추천하는 조합입니다. 블랙 숏패딩은 허리선에서 끝나 다리가 길어 보이고, 그레이 니트가 어두운 톤 사이에서 부드러운 완충 역할을 합니다. 블랙 슬랙스와 첼시 부츠로 하체를 이어 주어 보온성과 단정함을 모두 챙긴 겨울 미니멀룩입니다.',
    items: { top: ['니트&스웨터 - 긴소매', '그레이'], outer: ['숏패딩&헤비 아우터', '블랙'], bottom: ['슈트 팬츠&슬랙스', '블랙'], shoes: ['앵클/숏 부츠', '블랙'] },
  },
  {
    style: '미니멀', season: '여름', bracket: '20만원대',
    title: '화이트 반팔 니트로 완성하는 미니멀 여름 저녁룩',
    text: '한여름에도 단정한 분위기를 원할 때 좋은 니트 코디입니다. 화이트 반팔 니트는 면 티셔츠보다 조직감이 살아 있어 한 벌만 입어도 완성도가 높고, 네이비 슬랙스와 블랙 로퍼가 차분하게 중심을 잡아 줍니다. 밝은 상의와 어두운 하의의 대비가 시원해 보이며, 저녁 약속이나 사무실 출근에도 어색하지 않은 여름 미니멀룩입니다.',
    items: { top: ['니트&스웨터 - 반소매', '화이트'], bottom: ['슈트 팬츠&슬랙스', '네이비'], shoes: ['로퍼', '블랙'] },
  },
  {
    style: '미니멀', season: '가을', bracket: '20만원대',
    title: '오트밀 니트로 완성하는 미니멀 가을 데일리룩',
    text: '오트밀 니트로 완성하는 가을 데일리 코디입니다. 부드러운 오트밀 니트 위에 브라운 블루종을 걸쳐 따뜻한 가을 색감을 자연스럽게 쌓았고, 블랙 슬랙스와 블랙 로퍼로 하의를 정돈해 전체가 흐트러지지 않습니다. 브라운 한 가지 포인트만 더한 절제된 배색이라 차분하고 고급스러운 인상을 주는 미니멀룩입니다.',
    items: { top: ['니트&스웨터 - 긴소매', '오트밀'], outer: ['블루종&MA-1', '브라운'], bottom: ['슈트 팬츠&슬랙스', '블랙'], shoes: ['로퍼', '블랙'] },
  },
  // 미니멀 · 30만원대
  {
    style: '미니멀', season: '가을', bracket: '30만원대',
    title: '블랙 블레이저와 아이보리 니트의 미니멀 가을 포멀룩',
    text: '가을 저녁 모임이나 중요한 미팅에 어울리는 격식 있는 조합입니다. 블랙 블레이저 안에 아이보리 니트를 받쳐 입어 셔츠보다 부드럽고 세련된 인상을 주고, 블랙 슬랙스와 스트레이트 팁으로 하의를 통일해 매끈한 실루엣을 만들었습니다. 흑백에 가까운 절제된 배색이라 소재의 고급스러움이 돋보이는 미니멀룩입니다.',
    items: { top: ['니트&스웨터 - 긴소매', '아이보리'], outer: ['슈트&블레이저 재킷', '블랙'], bottom: ['슈트 팬츠&슬랙스', '블랙'], shoes: ['스트레이트 팁', '블랙'] },
  },
  {
    style: '미니멀', season: '겨울', bracket: '30만원대',
    title: '네이비 싱글 코트로 완성하는 미니멀 겨울 출근룩',
    text: '한겨울 출근길을 위한 클래식한 코트 코디입니다. 네이비 싱글 코트는 블랙보다 부드럽고 단정한 인상을 주며, 그레이 니트가 코트 안에서 따뜻한 톤을 더합니다. 블랙 슬랙스와 더비 슈즈로 하의를 정리해 코트의 길이감이 살아나고, 차분한 무채색 조합이라 어떤 자리에서도 신뢰감을 주는 겨울 미니멀룩이 됩니다.',
    items: { top: ['니트&스웨터 - 긴소매', '그레이'], outer: ['겨울 싱글 코트', '네이비'], bottom: ['슈트 팬츠&슬랙스', '블랙'], shoes: ['더비 슈즈', '블랙'] },
  },
  {
    style: '미니멀', season: '겨울', bracket: '30만원대',
    title: '블랙 더블 코트와 화이트 셔츠의 미니멀 겨울 포멀룩',
    text: '격식 있는 겨울 약속을 위한 포멀 지향 코디입니다. 블랙 더블 코트의 각진 어깨와 라펠이 존재감을 만들고, 화이트 셔츠가 얼굴 주변을 밝혀 줍니다. 그레이 슬랙스로 블랙 일색이 되지 않도록 톤을 나누고, 블랙 앵클 부츠로 보온과 무게감을 더했습니다. 무채색만으로 깊이를 낸 조합이라 오래 입어도 질리지 않는 겨울 미니멀룩입니다.',
    items: { top: ['셔츠&블라우스 - 긴소매', '화이트'], outer: ['겨울 더블 코트', '블랙'], bottom: ['슈트 팬츠&슬랙스', '그레이'], shoes: ['앵클/숏 부츠', '블랙'] },
  },
  {
    style: '미니멀', season: '봄', bracket: '30만원대',
    title: '베이지 트렌치 코트와 진청 데님의 미니멀 봄 나들이룩',
    text: '봄바람이 부는 날 가볍게 걸치기 좋은 트렌치 코트 코디입니다. 베이지 코트와 화이트 셔츠가 봄 팔레트의 밝은 톤을 만들고, 진청 데님이 포멀함을 적당히 덜어 주어 주말 나들이에도 잘 어울립니다. 블랙 로퍼로 발끝을 정리하면 캐주얼과 포멀의 중간에 있는 세련된 분위기가 완성되며, 코트의 긴 기장이 전체 비율을 좋아 보이게 합니다.',
    items: { top: ['셔츠&블라우스 - 긴소매', '화이트'], outer: ['환절기 코트', '베이지'], bottom: ['데님 팬츠', '진청'], shoes: ['로퍼', '블랙'] },
  },
  {
    style: '미니멀', season: '가을', bracket: '30만원대',
    title: '블랙 코트와 오트밀 니트로 완성하는 미니멀 가을 출근룩',
    text: '가을 출근룩을 한 단계 끌어올려 줄 코트 코디입니다. 블랙 환절기 코트는 어떤 이너와도 잘 어울리고, 오트밀 니트가 코트 안에서 부드러운 온기를 더합니다. 베이지 슬랙스로 톤을 밝게 풀어 주고 블랙 로퍼로 코트와 색을 맞추면 세련된 대비가 생기며, 뉴트럴 톤만으로 완성해 오래 입어도 질리지 않는 가을 미니멀룩입니다.',
    items: { top: ['니트&스웨터 - 긴소매', '오트밀'], outer: ['환절기 코트', '블랙'], bottom: ['슈트 팬츠&슬랙스', '베이지'], shoes: ['로퍼', '블랙'] },
  },
  // 캐주얼 · 10만원대
  {
    style: '캐주얼', season: '여름', bracket: '10만원대',
    title: '화이트 티셔츠와 데님 쇼츠의 시원한 캐주얼 여름 휴가룩',
    text: '한여름 휴가지와 동네 산책에 딱 맞는 시원한 조합입니다. 화이트 반팔 티셔츠에 중청 데님 숏팬츠를 매치해 청량한 느낌을 살리고, 블랙 스포츠 샌들이 전체를 단단하게 잡아 줍니다. 통풍이 잘되는 아이템들로만 구성해 더운 날에도 쾌적하며, 기본 아이템 위주라 10만원대로 부담 없이 갖출 수 있는 여름 캐주얼룩입니다.',
    items: { top: ['반소매 티셔츠', '화이트'], bottom: ['숏팬츠', '중청'], shoes: ['스포츠/캐주얼 샌들', '블랙'] },
  },
  {
    style: '캐주얼', season: '여름', bracket: '10만원대',
    title: '스카이블루 반팔 셔츠로 청량함을 더한 캐주얼 바캉스룩',
    text: '햇살 좋은 여름날 바캉스 무드를 내기 좋은 코디입니다. 스카이블루 반팔 셔츠가 시원한 포인트가 되고, 네이비 숏팬츠가 같은 블루 계열로 자연스럽게 이어져 통일감을 줍니다. 화이트 캔버스화로 밝게 마무리하면 경쾌하고 깔끔한 인상이 완성되며, 셔츠 단추를 두어 개 풀거나 티셔츠 위에 걸쳐 입어도 잘 어울립니다.',
    items: { top: ['셔츠&블라우스 - 반소매', '스카이블루'], bottom: ['숏팬츠', '네이비'], shoes: ['캔버스/단화', '화이트'] },
  },
  {
    style: '캐주얼', season: '봄', bracket: '10만원대',
    title: '네이비 후드 집업과 연청 데님의 캐주얼 봄 나들이룩',
    text: '봄 주말 나들이에 편하게 입기 좋은 캐주얼 조합입니다. 네이비 후드 집업은 아침저녁 쌀쌀할 때 걸치기 좋고, 안에 입은 화이트 긴소매 티셔츠가 얼굴을 환하게 밝혀 줍니다. 연청 데님과 화이트 캔버스화가 봄의 가벼운 분위기를 살려 주며, 활동하기 편하면서도 색 조합이 정돈되어 있어 대학생 데일리룩으로도 제격입니다.',
    items: { top: ['긴소매 티셔츠', '화이트'], outer: ['후드 집업', '네이비'], bottom: ['데님 팬츠', '연청'], shoes: ['캔버스/단화', '화이트'] },
  },
  {
    style: '캐주얼', season: '가을', bracket: '10만원대',
    title: '카키 플리스로 포근하게 입는 캐주얼 가을 캠퍼스룩',
    text: '선선한 가을 캠퍼스나 캠핑에 어울리는 편안한 코디입니다. 카키 플리스의 포근한 질감이 가을 분위기를 살리고, 아이보리 맨투맨이 밝은 톤으로 균형을 맞춥니다. 블랙 조거 팬츠와 블랙 스니커즈로 하의를 통일해 실루엣이 깔끔하게 정리되며, 카키 하나만 포인트로 써서 캐주얼하면서도 어수선해 보이지 않습니다.',
    items: { top: ['맨투맨&스웨트', '아이보리'], outer: ['플리스&뽀글이', '카키'], bottom: ['트레이닝&조거 팬츠', '블랙'], shoes: ['패션스니커즈화', '블랙'] },
  },
  {
    style: '캐주얼', season: '봄', bracket: '10만원대',
    title: '블랙 코치 재킷과 베이지 팬츠의 캐주얼 봄 데일리룩',
    text: '봄 주말에 가볍게 걸치기 좋은 코치 재킷 코디입니다. 블랙 코치 재킷은 가벼운 나일론 소재라 쌀쌀한 바람을 막아 주고, 오트밀 맨투맨과 베이지 코튼 팬츠가 부드러운 봄 톤을 만들어 줍니다. 블랙 캔버스화로 재킷과 색을 맞춰 상하 균형을 잡으면 편안하면서도 정돈된 인상의 봄 캐주얼룩이 10만원대로 완성됩니다.',
    items: { top: ['맨투맨&스웨트', '오트밀'], outer: ['나일론&코치 재킷', '블랙'], bottom: ['코튼 팬츠', '베이지'], shoes: ['캔버스/단화', '블랙'] },
  },
  // 캐주얼 · 20만원대
  {
    style: '캐주얼', season: '봄', bracket: '20만원대',
    title: '중청 트러커 재킷으로 완성하는 캐주얼 봄 데이트룩',
    text: '봄이 오면 꺼내 입고 싶은 데님 재킷 정석 코디입니다. 중청 트러커 재킷에 화이트 긴소매 티셔츠를 받쳐 입어 산뜻하게 연출하고, 베이지 코튼 팬츠로 청청 조합보다 부드러운 인상을 줍니다. 화이트 스니커즈가 밝은 톤을 이어 주어 전체가 경쾌해 보이며, 주말 데이트나 여행에서 편하게 입기 좋은 봄 캐주얼룩입니다.',
    items: { top: ['긴소매 티셔츠', '화이트'], outer: ['트러커 재킷', '중청'], bottom: ['코튼 팬츠', '베이지'], shoes: ['패션스니커즈화', '화이트'] },
  },
  {
    style: '캐주얼', season: '가을', bracket: '20만원대',
    title: '카키 MA-1과 블랙 후드의 캐주얼 가을 스트리트룩',
    text: '가을 스트리트 무드를 담은 항공 점퍼 코디입니다. 카키 MA-1 블루종의 볼륨감 있는 실루엣에 블랙 후드 티셔츠를 레이어드해 입체감을 살렸고, 중청 데님이 색감을 부드럽게 풀어 줍니다. 블랙 워커로 발끝에 무게를 실어 주면 상하 균형이 맞아 듬직한 인상을 주며, 쌀쌀한 가을 저녁까지 든든하게 입을 수 있습니다.',
    items: { top: ['후드 티셔츠', '블랙'], outer: ['블루종&MA-1', '카키'], bottom: ['데님 팬츠', '중청'], shoes: ['워커', '블랙'] },
  },
  {
    style: '캐주얼', season: '겨울', bracket: '20만원대',
    title: '블랙 숏패딩과 그레이 후드의 캐주얼 겨울 데일리룩',
    text: '한겨울 데일리로 가장 손이 많이 가는 숏패딩 캐주얼입니다. 블랙 숏패딩 안에 그레이 후드 티셔츠를 입고 후드를 밖으로 꺼내면 레이어드 포인트가 생기고 목까지 따뜻합니다. 흑청 데님으로 어두운 톤을 이어 실루엣을 정리하고, 화이트 스니커즈로 밝게 마무리해 무거워 보이지 않는 겨울 캐주얼룩을 완성합니다.',
    items: { top: ['후드 티셔츠', '그레이'], outer: ['숏패딩&헤비 아우터', '블랙'], bottom: ['데님 팬츠', '흑청'], shoes: ['패션스니커즈화', '화이트'] },
  },
  {
    style: '캐주얼', season: '여름', bracket: '20만원대',
    title: '블랙 티셔츠와 흑청 데님의 톤온톤 캐주얼 여름룩',
    text: '여름 저녁 약속에 어울리는 올블랙 캐주얼 코디입니다. 블랙 반팔 티셔츠와 흑청 데님을 매치해 톤온톤으로 세련된 분위기를 내고, 블랙 스니커즈까지 이어 주어 길어 보이는 실루엣을 만들었습니다. 탄탄한 헤비 코튼 티셔츠를 고르면 한 장만 입어도 핏이 살아나며, 간결해서 어떤 자리에도 무난하게 어울리는 여름 캐주얼룩입니다.',
    items: { top: ['반소매 티셔츠', '블랙'], bottom: ['데님 팬츠', '흑청'], shoes: ['패션스니커즈화', '블랙'] },
  },
  {
    style: '캐주얼', season: '가을', bracket: '20만원대',
    title: '카키 아노락으로 완성하는 캐주얼 가을 아웃도어룩',
    text: '가을 야외 활동에 잘 어울리는 아노락 코디입니다. 카키 아노락은 풀오버 형태라 입고 벗기 편하고, 아이보리 맨투맨을 받쳐 입어 밝은 톤으로 균형을 맞췄습니다. 블랙 코튼 팬츠로 하체를 차분하게 정리하고 아이보리 캔버스화로 상의와 색을 이어 주면 아웃도어 감성이 살아 있는 깔끔한 가을 캐주얼룩이 됩니다.',
    items: { top: ['맨투맨&스웨트', '아이보리'], outer: ['아노락 재킷', '카키'], bottom: ['코튼 팬츠', '블랙'], shoes: ['캔버스/단화', '아이보리'] },
  },
  // 캐주얼 · 30만원대
  {
    style: '캐주얼', season: '가을', bracket: '30만원대',
    title: '버건디 스타디움 재킷으로 포인트를 준 캐주얼 가을룩',
    text: '가을 캠퍼스 감성을 살린 스타디움 재킷 코디입니다. 버건디 스타디움 재킷이 가을 팔레트의 깊은 색감으로 시선을 모으고, 화이트 긴소매 티셔츠와 진청 데님이 기본기를 탄탄하게 받쳐 줍니다. 화이트 스니커즈로 경쾌하게 마무리하면 포인트 컬러 하나만으로 생기 있는 인상을 주는 가을 캐주얼룩이 완성됩니다.',
    items: { top: ['긴소매 티셔츠', '화이트'], outer: ['스타디움 재킷', '버건디'], bottom: ['데님 팬츠', '진청'], shoes: ['패션스니커즈화', '화이트'] },
  },
  {
    style: '캐주얼', season: '겨울', bracket: '30만원대',
    title: '블랙 롱패딩으로 한파를 이기는 캐주얼 겨울룩',
    text: '영하의 추위에도 끄떡없는 한겨울 보온 코디입니다. 블랙 롱패딩이 무릎 아래까지 감싸 찬바람을 막아 주고, 안에는 그레이 맨투맨을 입어 편안함을 더했습니다. 블랙 조거 팬츠와 블랙 워커로 하의를 통일하면 롱패딩의 부피감이 정리되어 한결 슬림해 보이며, 출퇴근과 주말 외출 모두에 든든한 겨울 캐주얼룩입니다.',
    items: { top: ['맨투맨&스웨트', '그레이'], outer: ['롱패딩&헤비 아우터', '블랙'], bottom: ['트레이닝&조거 팬츠', '블랙'], shoes: ['워커', '블랙'] },
  },
  {
    style: '캐주얼', season: '겨울', bracket: '30만원대',
    title: '블랙 무스탕과 흑청 데님의 캐주얼 겨울 시티룩',
    text: '겨울에 개성 있는 분위기를 내고 싶을 때 추천하는 무스탕 코디입니다. 블랙 무스탕의 퍼 안감이 따뜻함과 볼륨감을 동시에 주고, 화이트 후드 티셔츠를 받쳐 입어 얼굴 주변을 환하게 밝혔습니다. 흑청 데님과 블랙 미들 부츠로 하의를 단단하게 잡아 주면 터프하면서도 정돈된 겨울 캐주얼룩이 완성됩니다.',
    items: { top: ['후드 티셔츠', '화이트'], outer: ['무스탕&퍼', '블랙'], bottom: ['데님 팬츠', '흑청'], shoes: ['미들/하프 부츠', '블랙'] },
  },
  {
    style: '캐주얼', season: '봄', bracket: '30만원대',
    title: '베이지 사파리 재킷으로 떠나는 캐주얼 봄 여행룩',
    text: '봄 여행에 잘 어울리는 사파리 재킷 코디입니다. 베이지 사파리 재킷은 포켓 디테일 덕분에 활동적이면서도 멋스럽고, 아이보리 셔츠와 톤을 맞춰 부드러운 봄 분위기를 냅니다. 진청 데님이 밝은 상의를 차분하게 받쳐 주고, 화이트 스니커즈가 가벼운 발걸음을 더해 편안하면서도 세련된 봄 캐주얼룩을 만듭니다.',
    items: { top: ['셔츠&블라우스 - 긴소매', '아이보리'], outer: ['사파리&헌팅 재킷', '베이지'], bottom: ['데님 팬츠', '진청'], shoes: ['패션스니커즈화', '화이트'] },
  },
];

/** Slot order used when assigning outfit prices (bigger-ticket items first). */
const PRICE_ORDER: readonly Slot[] = ['outer', 'shoes', 'bottom', 'top'];

/**
 * Chooses whole-won prices for an outfit's items (each within its category's range, ending in
 * 900) so that the total falls inside `bracket`. Throws when the categories cannot reach it.
 */
function outfitPrices(rng: Rng, spec: OutfitSpec): Partial<Record<Slot, number>> {
  const bracket = PRICE_BRACKETS.find((b) => b.label === spec.bracket)!;
  const slots = PRICE_ORDER.filter((s) => spec.items[s]);
  const ranges = slots.map((s) => SPECS[spec.items[s]![0]].price);
  const won = (k: number) => k * 1000 + 900;
  const minSum = ranges.reduce((a, [lo]) => a + won(lo), 0);
  const maxSum = ranges.reduce((a, [, hi]) => a + won(hi), 0);
  const lo = Math.max(bracket.min, minSum);
  const hi = Math.min(bracket.max, maxSum);
  if (lo > hi) throw new Error(`sample: outfit "${spec.title}" cannot reach ${spec.bracket}`);
  const target = lo + (hi - lo) * (0.3 + rng.float() * 0.4);
  const t = maxSum === minSum ? 0 : (target - minSum) / (maxSum - minSum);
  const ks = ranges.map(([a, b]) => Math.round(a + t * (b - a) + (rng.float() - 0.5) * 6)).map((k, i) => Math.min(ranges[i]![1], Math.max(ranges[i]![0], k)));
  // nudge into the bracket by whole thousands
  const total = () => ks.reduce((a, k) => a + won(k), 0);
  for (let guard = 0; guard < 1000 && total() < bracket.min; guard++) {
    const i = ks.findIndex((k, j) => k < ranges[j]![1]);
    ks[i]! += 1;
  }
  for (let guard = 0; guard < 1000 && total() > bracket.max; guard++) {
    const i = ks.findIndex((k, j) => k > ranges[j]![0]);
    ks[i]! -= 1;
  }
  const out: Partial<Record<Slot, number>> = {};
  slots.forEach((s, i) => (out[s] = won(ks[i]!)));
  return out;
}

// ---------------------------------------------------------------------------------------------

/** Fixed seed: changing it reshuffles the whole sample catalogue. */
const SEED = 0x5f1d_2024;

/**
 * Builds the sample catalogue: ≥ 12 products per category (TAXONOMY.md order; within a
 * category the club outfits' products come first; at least half of {@link PER_CATEGORY} per
 * style) and the club outfits whose `items` index
 * into `products`. Same output on every call. Throws only on an internal inconsistency of the
 * sample data (guarded by server/catalog/sample.test.ts).
 */
export function buildSampleCatalogue(): SampleCatalogue {
  const rng = new Rng(SEED);
  const taken = new Set<string>();
  const byCategory = new Map<CategoryName, NewProduct[]>(CATEGORIES.map((c) => [c.name, []]));
  // featured products: [outfit index, slot] → position within its category list
  const featured: { outfit: number; slot: Slot; category: CategoryName; pos: number }[] = [];

  OUTFITS.forEach((spec, o) => {
    const prices = outfitPrices(rng, spec);
    for (const slot of ['top', 'outer', 'bottom', 'shoes'] as const) {
      const item = spec.items[slot];
      if (!item) continue;
      const [category, colour] = item;
      const list = byCategory.get(category)!;
      list.push(makeProduct(rng, category, { style: spec.style, colour, season: spec.season, price: prices[slot]! }, taken));
      featured.push({ outfit: o, slot, category, pos: list.length - 1 });
    }
  });

  for (const { name } of CATEGORIES) {
    const list = byCategory.get(name)!;
    const count = (style: Style) => list.filter((p) => p.style === style).length;
    while (list.length < PER_CATEGORY || count('미니멀') < PER_CATEGORY / 2 || count('캐주얼') < PER_CATEGORY / 2) {
      const style: Style = count('미니멀') <= count('캐주얼') ? '미니멀' : '캐주얼';
      list.push(makeProduct(rng, name, { style }, taken));
    }
  }

  const products: NewProduct[] = [];
  const offset = new Map<CategoryName, number>();
  for (const { name } of CATEGORIES) {
    offset.set(name, products.length);
    products.push(...byCategory.get(name)!);
  }

  const clubOutfits: NewClubOutfit[] = OUTFITS.map((spec) => ({
    style: spec.style,
    goodsName: spec.title,
    reasoningText: spec.text,
    items: {},
  }));
  for (const f of featured) clubOutfits[f.outfit]!.items[f.slot] = offset.get(f.category)! + f.pos;

  return { products, clubOutfits };
}
