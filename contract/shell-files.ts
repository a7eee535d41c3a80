/**
 * Files of the built shell that the build, the app, the server and the service worker must agree
 * on: the route shells (build/route-shells.ts), sent by the server for their paths
 * (server/routes/web.routes.ts: `/` the landing page, `/main` today's season's home shell,
 * home-shells.ts), the landing one also by the service worker from its precache;
 * and the home banners' responsive variants (build/responsive-banners.ts, src/components/BannerImage.tsx).
 */

import type { Season } from './taxonomy';

/**
 * The shell with the landing page prerendered for a server without social login: e-mail login
 * first. The service worker precaches it for `/` offline.
 */
export const LANDING_FILE = 'landing.html';

/** The landing page's social login buttons, in its order (SPEC §1: kakao, google, naver). */
export const LANDING_SOCIAL_ORDER = ['kakao', 'naver', 'google'] as const;
export type LandingSocialProvider = (typeof LANDING_SOCIAL_ORDER)[number];

/**
 * The landing page's shell that offers exactly the social logins in `providers`: LANDING_FILE
 * without any, else e.g. 'landing-kakao-google.html'. The build writes one per set of providers;
 * the server sends the one of its configuration for `/`, so that no button leads to '간편 로그인은
 * 아직 준비 중이에요'.
 */
export function landingFile(providers: readonly string[]): string {
  const shown = LANDING_SOCIAL_ORDER.filter((provider) => providers.includes(provider));
  return shown.length ? `landing-${shown.join('-')}.html` : LANDING_FILE;
}

/** Where the offline-cache worker is served and registered (SPEC §1), by the app and the landing page. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** What a prerendered page depends on besides its path (src/prerender.tsx renderRoute). */
export interface RenderContext {
  /** The day's season: the home banner's seasonal slide (pages without seasonal content: none). */
  season?: Season;
  /** The social logins the landing page offers (other pages: none). */
  socialProviders?: readonly LandingSocialProvider[];
}

/** Widths (px) at which the build writes each home banner (public/banners/*.png) as AVIF and WebP. */
export const BANNER_WIDTHS = [480, 900] as const;
/** Formats of the banner variants, best first (a <picture>'s sources are tried in order). */
export const BANNER_FORMATS = ['avif', 'webp'] as const;
export type BannerFormat = (typeof BANNER_FORMATS)[number];

/**
 * The width of a banner slide in CSS px: 1.2 slides across the column (at most 600 px) less its
 * 20 px padding each side, 12 px apart (outfits.css .banner-swiper): (width − 40 − 2.4) / 1.2.
 */
export const BANNER_SIZES = '(min-width: 600px) 465px, calc((100vw - 42.4px) / 1.2)';

/** Path of a banner's variant: '/banners/banner-1.png', 480, 'avif' → '/banners/banner-1-480.avif'. */
export function bannerVariant(src: string, width: number, format: BannerFormat): string {
  return src.replace(/\.png$/, `-${width}.${format}`);
}

/** A srcset of a banner's variants in `format`: '/banners/banner-1-480.avif 480w, …'. */
export function bannerSrcSet(src: string, format: BannerFormat): string {
  return BANNER_WIDTHS.map((width) => `${bannerVariant(src, width, format)} ${width}w`).join(', ');
}
