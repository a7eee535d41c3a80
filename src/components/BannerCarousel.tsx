/**
 * The home banner (SPEC §2 Home, §9): 6 slides in swiper's markup (today's season's, banners.ts), laid out by CSS exactly as the
 * swiper lays them out (1.2 slides, 12 px apart), the first banner fetched at high priority as the
 * page's largest paint and only the first two in the first HTML. Once the browser is idle after the
 * first paint, the other four pictures are put in their slides and the swiper (its own chunk,
 * banner-swiper.ts) starts on these same elements with its loop and autoplay: the swiper's code and
 * set-up stay off the first screen's main thread, and the first two pictures are never drawn again.
 * When that chunk cannot load (offline before it was cached) the banner stays, without autoplay.
 */
import { useEffect, useRef, useState } from 'react';
import { afterIdle } from '../lib/after-idle';
import { BannerImage } from './BannerImage';
import { season$ } from '../state/season';
import { bannersFor } from './banners';

/** The carousel; every slide is an image (no links). */
export function BannerCarousel() {
  // Today's season does not change while a page is open: read, not subscribed to.
  const banners = bannersFor(season$.peek());
  const swiperEl = useRef<HTMLDivElement>(null);
  // The first two banners are the first screen's; the others are fetched once the browser is
  // idle, so that they do not share a slow network with the page's largest paint.
  const [idle, setIdle] = useState(false);
  useEffect(() => afterIdle(() => setIdle(true)), []);
  useEffect(() => {
    if (!idle) return;
    let stop: (() => void) | undefined;
    let mounted = true;
    import('./banner-swiper').then(
      ({ startBannerSwiper }) => {
        if (mounted && swiperEl.current) stop = startBannerSwiper(swiperEl.current);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, [idle]);

  return (
    <section className="banner" aria-label="이벤트 배너" aria-roledescription="carousel">
      <div ref={swiperEl} className="swiper banner-swiper">
        <div className="swiper-wrapper">
          {banners.map((banner, i) => (
            <div
              key={banner.src}
              className="swiper-slide banner-slide"
              role="group"
              aria-label={`${i + 1} / ${banners.length}`}
            >
              {(i < 2 || idle) && (
                <BannerImage
                  banner={banner}
                  loading={i === 0 ? 'priority' : i > 1 ? 'lazy' : undefined}
                />
              )}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
