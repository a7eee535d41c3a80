/**
 * The home banner (SPEC §2 Home, §9). Until the browser is idle after the first paint it shows
 * the first two banners as plain images laid out exactly as the swiper lays them out (1.2 slides,
 * 12 px apart), the first one fetched at high priority as the page's largest paint; then the
 * swiper (its own chunk, BannerSwiper.tsx) takes over with its loop and autoplay. So the swiper's
 * code, loop clones and layout work stay off the first screen's main thread.
 */
import { lazy, Suspense } from 'react';
import { useAfterIdle } from '../lib/use-after-idle';
import { BannerImage } from './BannerImage';
import { BANNERS } from './banners';

const BannerSwiper = lazy(() => import('./BannerSwiper'));

/** The first slides as plain images: the banner before the swiper has loaded. */
function StaticBanner() {
  return (
    <div className="banner-swiper banner-static">
      {BANNERS.slice(0, 2).map((banner, i) => (
        <div
          key={banner.src}
          className="banner-slide"
          role="group"
          aria-label={`${i + 1} / ${BANNERS.length}`}
        >
          <BannerImage banner={banner} loading={i === 0 ? 'priority' : undefined} />
        </div>
      ))}
    </div>
  );
}

/** The carousel; every slide is an image (no links). */
export function BannerCarousel() {
  const idle = useAfterIdle();
  return (
    <section className="banner" aria-label="이벤트 배너" aria-roledescription="carousel">
      {idle ? (
        <Suspense fallback={<StaticBanner />}>
          <BannerSwiper />
        </Suspense>
      ) : (
        <StaticBanner />
      )}
    </section>
  );
}
