/**
 * The home banner's swiper (SPEC §2 Home, §9): a looping swiper over the 6 banners, autoplay
 * every 2500 ms that interaction does not stop, 12 px apart, 1.2 slides visible. It starts on the
 * banner's markup as the server prerendered and React hydrated it (BannerCarousel.tsx), so that
 * nothing of the banner is rendered or fetched again when the swiper takes over: only swiper's
 * own set-up runs. Loaded after the first paint, when the browser is idle.
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import { afterIdle } from '../lib/after-idle';

/** Banner autoplay delay in ms (SPEC §9). */
export const BANNER_DELAY_MS = 2_500;

/**
 * Starts the swiper on `el` (the `.swiper` element holding `.swiper-wrapper` and its 6
 * `.swiper-slide`s): the swiper is made now and set up (its loop, sizes and autoplay) at the
 * browser's next idle moment, two tasks shorter than one on a slow phone. Returns a function that
 * stops it and puts the slides back as they were.
 */
export function startBannerSwiper(el: HTMLElement): () => void {
  const swiper = new Swiper(el, {
    modules: [Autoplay],
    init: false,
    loop: true,
    autoplay: { delay: BANNER_DELAY_MS, disableOnInteraction: false },
    spaceBetween: 12,
    slidesPerView: 1.2,
    // Whole-px slides, as the banner before the swiper (outfits.css .banner-swiper).
    roundLengths: true,
  });
  const cancel = afterIdle(() => swiper.init());
  return () => {
    cancel();
    // Before its set-up the swiper has not touched the banner: nothing to put back.
    if (swiper.initialized) swiper.destroy(true, true);
  };
}
