/** A home banner: its 900 × 480 PNG in public/banners/ and its text as alt. */
export interface Banner {
  src: string;
  alt: string;
}

/** The 6 home banners with their text as alt (SPEC §2 Home). */
export const BANNERS: readonly Banner[] = [
  { src: '/banners/banner-1.png', alt: '사진 한 장으로 끝내는 코디 추천, AI 스타일링 시작하기' },
  { src: '/banners/banner-2.png', alt: '봄 신상 셔츠와 니트로 완성하는 미니멀 룩' },
  { src: '/banners/banner-3.png', alt: '10만원대로 맞추는 출근룩 코디 모음' },
  { src: '/banners/banner-4.png', alt: '편하게 입기 좋은 캐주얼 데일리 코디' },
  { src: '/banners/banner-5.png', alt: '핏픽 에디터가 고른 이번 주 추천 코디' },
  { src: '/banners/banner-6.png', alt: '마음에 드는 코디는 하트로 찜해 두세요' },
];
