/**
 * Files of the built shell that the build, the app, the server and the service worker must agree
 * on: LANDING_FILE, the shell with the landing page prerendered (build/prerender-landing.ts), sent
 * for `/` by the server (server/routes/web.routes.ts) and by the service worker from its precache;
 * and the home banners' responsive variants (build/responsive-banners.ts, src/components/BannerImage.tsx).
 */
export const LANDING_FILE = 'landing.html';

/** Widths (px) at which the build writes each home banner (public/banners/*.png) as AVIF and WebP. */
export const BANNER_WIDTHS = [480, 900] as const;
/** Formats of the banner variants, best first (a <picture>'s sources are tried in order). */
export const BANNER_FORMATS = ['avif', 'webp'] as const;
export type BannerFormat = (typeof BANNER_FORMATS)[number];

/** Path of a banner's variant: '/banners/banner-1.png', 480, 'avif' → '/banners/banner-1-480.avif'. */
export function bannerVariant(src: string, width: number, format: BannerFormat): string {
  return src.replace(/\.png$/, `-${width}.${format}`);
}
