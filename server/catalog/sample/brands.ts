/** The fictional shop brands the sample products are sold under. */
import type { Style } from '../../../contract/taxonomy';

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
