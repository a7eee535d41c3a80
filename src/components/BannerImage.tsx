/**
 * One home banner as a <picture>: AVIF, else WebP, at the width the slide needs
 * (build/responsive-banners.ts writes 480 and 900 px), else the 900 × 480 PNG; width and height
 * are given so that the slide keeps its place while the image loads.
 */
import { BANNER_FORMATS, BANNER_WIDTHS, bannerVariant } from '../contract/shell-files';
import type { Banner } from './banners';

/**
 * The slide's width in CSS px: 1.2 slides across the column (at most 600 px) less its 20 px
 * padding each side, 12 px apart (outfits.css .banner-swiper): (width − 40 − 2.4) / 1.2.
 */
const SIZES = '(min-width: 600px) 465px, calc((100vw - 42.4px) / 1.2)';

/** A banner image; `priority` fetches it first (the page's largest paint), `lazy` defers it. */
export function BannerImage({ banner, loading }: { banner: Banner; loading?: 'priority' | 'lazy' }) {
  return (
    <picture>
      {BANNER_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={SIZES}
          srcSet={BANNER_WIDTHS.map((width) => `${bannerVariant(banner.src, width, format)} ${width}w`).join(', ')}
        />
      ))}
      <img
        className="banner-image"
        src={banner.src}
        alt={banner.alt}
        draggable={false}
        width={900}
        height={480}
        {...(loading === 'priority' ? { fetchPriority: 'high' as const } : loading === 'lazy' ? { loading: 'lazy' as const } : {})}
      />
    </picture>
  );
}
