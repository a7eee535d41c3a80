/**
 * The home banners (SPEC §2 Home: 6 static images), each a 900 × 480 PNG in public/banners/ with
 * its text as alt, painted with photographed sample products by `npm run banners` (ml/banners.ts).
 * The second is the season's new arrivals, in one version per season (banner-2-spring.png …
 * -winter.png, its subtitle '가을 신상 코디 모아보기'): seasonal content
 * follows today's season, so late November never shows '봄 신상'.
 */
import { SEASON_SLUGS, type Season } from '../contract/taxonomy.ts';

/** A home banner: its PNG and its text as alt. */
export interface Banner {
  src: string;
  alt: string;
}

/** The 6 home banners of a day in `season`; the first (the page's largest paint) is the same in every season. */
export function bannersFor(season: Season): readonly Banner[] {
  return [
    { src: '/banners/banner-1.png', alt: '사진 한 장으로 끝내는 코디 추천, AI 스타일링 시작하기' },
    {
      src: `/banners/banner-2-${SEASON_SLUGS[season]}.png`,
      alt: `${season} 신상 셔츠와 니트로 완성하는 미니멀 룩`,
    },
    { src: '/banners/banner-3.png', alt: '10만원대로 맞추는 출근룩 코디 모음' },
    { src: '/banners/banner-4.png', alt: '편하게 입기 좋은 캐주얼 데일리 코디' },
    { src: '/banners/banner-5.png', alt: '핏픽 에디터가 고른 이번 주 추천 코디' },
    { src: '/banners/banner-6.png', alt: '마음에 드는 코디는 하트로 찜해 두세요' },
  ];
}
