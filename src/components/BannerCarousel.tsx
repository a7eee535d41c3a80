/**
 * The home banner (SPEC §2 Home, §9): the 6 banners in swiper's markup, laid out by CSS exactly as
 * the swiper lays them out (1.2 slides, 12 px apart), the first one fetched at high priority as the
 * page's largest paint. Once the browser is idle after the first paint, the swiper (its own chunk,
 * banner-swiper.ts) starts on these same elements with its loop and autoplay: the swiper's code and
 * set-up stay off the first screen's main thread, and its start re-renders nothing. When that
 * chunk cannot load (offline before it was cached) the banner stays as it is, without autoplay.
 */
import { useEffect, useRef } from 'react';
import { afterIdle } from '../lib/after-idle';
import { BannerImage } from './BannerImage';
import { BANNERS } from './banners';

/** The carousel; every slide is an image (no links). */
export function BannerCarousel() {
  const swiperEl = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    const cancel = afterIdle(() => {
      import('./banner-swiper').then(
        ({ startBannerSwiper }) => {
          if (mounted && swiperEl.current) stop = startBannerSwiper(swiperEl.current);
        },
        () => undefined,
      );
    });
    return () => {
      mounted = false;
      cancel();
      stop?.();
    };
  }, []);

  return (
    <section className="banner" aria-label="이벤트 배너" aria-roledescription="carousel">
      <div ref={swiperEl} className="swiper banner-swiper">
        <div className="swiper-wrapper">
          {BANNERS.map((banner, i) => (
            <div
              key={banner.src}
              className="swiper-slide banner-slide"
              role="group"
              aria-label={`${i + 1} / ${BANNERS.length}`}
            >
              <BannerImage
                banner={banner}
                loading={i === 0 ? 'priority' : i > 1 ? 'lazy' : undefined}
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
