/**
 * The home banner (SPEC §2 Home, §9): 6 static images in a looping swiper, autoplay every
 * 2500 ms that interaction does not stop, 12 px apart, 1.2 slides visible.
 */
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';

/** Banner autoplay delay in ms (SPEC §9). */
export const BANNER_DELAY_MS = 2_500;

/** The 6 banners in public/banners/ with their text as alt. */
export const BANNERS: readonly { src: string; alt: string }[] = [
  { src: '/banners/banner-1.png', alt: '사진 한 장으로 끝내는 코디 추천, AI 스타일링 시작하기' },
  { src: '/banners/banner-2.png', alt: '봄 신상 셔츠와 니트로 완성하는 미니멀 룩' },
  { src: '/banners/banner-3.png', alt: '10만원대로 맞추는 출근룩 코디 모음' },
  { src: '/banners/banner-4.png', alt: '편하게 입기 좋은 캐주얼 데일리 코디' },
  { src: '/banners/banner-5.png', alt: '핏픽 에디터가 고른 이번 주 추천 코디' },
  { src: '/banners/banner-6.png', alt: '마음에 드는 코디는 하트로 찜해 두세요' },
];

/** The carousel; every slide is an image (no links). */
export function BannerCarousel() {
  return (
    <section className="banner" aria-label="이벤트 배너" aria-roledescription="carousel">
      <Swiper
        modules={[Autoplay]}
        loop
        autoplay={{ delay: BANNER_DELAY_MS, disableOnInteraction: false }}
        spaceBetween={12}
        slidesPerView={1.2}
        className="banner-swiper"
      >
        {BANNERS.map((banner, i) => (
          <SwiperSlide key={banner.src} className="banner-slide" aria-label={`${i + 1} / ${BANNERS.length}`} role="group">
            <img className="banner-image" src={banner.src} alt={banner.alt} draggable={false} width={900} height={480} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
