/**
 * The home banner's swiper (SPEC §2 Home, §9): 6 static images in a looping swiper, autoplay
 * every 2500 ms that interaction does not stop, 12 px apart, 1.2 slides visible. Loaded after the
 * first paint by BannerCarousel.tsx, which shows the same first slides as plain images until then.
 */
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { BannerImage } from './BannerImage';
import { BANNERS } from './banners';

/** Banner autoplay delay in ms (SPEC §9). */
export const BANNER_DELAY_MS = 2_500;

/** The carousel; every slide is an image (no links). */
export default function BannerSwiper() {
  return (
    <Swiper
      modules={[Autoplay]}
      loop
      autoplay={{ delay: BANNER_DELAY_MS, disableOnInteraction: false }}
      spaceBetween={12}
      slidesPerView={1.2}
      // Whole-px slides, as the static banner before it (outfits.css .banner-static).
      roundLengths
      className="banner-swiper"
    >
      {BANNERS.map((banner, i) => (
        <SwiperSlide
          key={banner.src}
          className="banner-slide"
          aria-label={`${i + 1} / ${BANNERS.length}`}
          role="group"
        >
          <BannerImage banner={banner} loading={i > 1 ? 'lazy' : undefined} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
