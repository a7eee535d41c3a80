/**
 * One home banner as a <picture>: AVIF, else WebP, at the width the slide needs
 * (build/responsive-banners.ts writes 480 and 900 px), else the 900 × 480 PNG; width and height
 * are given so that the slide keeps its place while the image loads.
 */
import { BANNER_FORMATS, BANNER_SIZES, bannerSrcSet } from '../../contract/shell-files';
import type { Banner } from './banners';

/** A banner image; `priority` fetches it first (the page's largest paint), `lazy` defers it. */
export function BannerImage({
  banner,
  loading,
}: {
  banner: Banner;
  loading?: 'priority' | 'lazy';
}) {
  return (
    <picture>
      {BANNER_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={BANNER_SIZES}
          srcSet={bannerSrcSet(banner.src, format)}
        />
      ))}
      <img
        className="banner-image"
        src={banner.src}
        alt={banner.alt}
        draggable={false}
        width={900}
        height={480}
        {...(loading === 'priority'
          ? { fetchPriority: 'high' as const }
          : loading === 'lazy'
            ? { loading: 'lazy' as const }
            : {})}
      />
    </picture>
  );
}
