/**
 * Vite plugin that writes the route shells (contract/shell-files.ts): the built index.html
 * made ready for one first page, served by the server for that path.
 * - `/` → landing.html and landing-<providers>.html, one per set of configured social logins (the
 *   server sends its own; landing.html, without any, leads with e-mail login and is the one the
 *   service worker keeps for `/` offline): the landing page's markup inside `<div id="root">`,
 *   rendered at build time from the app's own components (src/prerender.tsx, loaded through a
 *   Vite SSR server so that TSX and CSS imports resolve), with the landing entry (src/landing.ts)
 *   instead of the app's: the page is all links, so it is complete without React.
 * - `/main` → shells/main-<season>.html, one per season (the banner's seasonal slide; the server
 *   sends today's): the home page's first screen inside `<div id="root">`, rendered the same way
 *   and hydrated by the app's entry, its first banner preloaded at high priority and its scripts
 *   at low priority (homeShell).
 * Fails the build when the render fails, index.html has no `<div id="root"></div>` or a page's
 * chunk is missing.
 */
import { createServer, type Plugin, type Rollup } from 'vite';
import { bannersFor } from '../src/components/banners.ts';
import {
  BANNER_SIZES,
  bannerSrcSet,
  LANDING_SOCIAL_ORDER,
  landingFile,
  type LandingSocialProvider,
  type RenderContext,
} from '../contract/shell-files.ts';
import { homeShellFile } from '../contract/home-shells.ts';
import { SEASONS, type Season } from '../contract/taxonomy.ts';
import { entryChunk, pageChunk, staticClosure } from './chunks.ts';

const ROOT_DIV = '<div id="root"></div>';

/** The `<script type="module">` and `<link rel="modulepreload">` tags Vite wrote for the app's entry. */
const APP_SCRIPT_TAGS =
  /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/** One page to prerender: its path and what it depends on (src/prerender.tsx RenderContext). */
interface PageRender {
  path: string;
  context: RenderContext;
}

/**
 * Markup of each of `pages`, rendered by src/prerender.tsx in one throwaway Vite SSR server; each
 * on freshly evaluated modules, as the browser's first render of that page is.
 */
async function renderPages(pages: readonly PageRender[]): Promise<string[]> {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const markup: string[] = [];
    for (const { path, context } of pages) {
      server.moduleGraph.invalidateAll();
      const module = (await server.ssrLoadModule('/src/prerender.tsx')) as {
        renderRoute(path: string, context: RenderContext): Promise<string>;
      };
      markup.push(await module.renderRoute(path, context));
    }
    return markup;
  } finally {
    await server.close();
  }
}

/**
 * The landing shell: index.html with the landing page's markup in `<div id="root">` and, instead
 * of the app's entry, the landing entry (src/landing.ts) and the chunks it imports.
 */
function landingShell(bundle: Rollup.OutputBundle, html: string, markup: string): string {
  const entry = entryChunk(bundle, 'landing');
  const tags = staticClosure(bundle, entry).map((chunk) =>
    chunk === entry
      ? `<script type="module" crossorigin src="/${chunk.fileName}"></script>`
      : `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`,
  );
  return html
    .replace(APP_SCRIPT_TAGS, '')
    .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)
    .replace(ROOT_DIV, `<div id="root">${markup}</div>`);
}

/** Low fetch priority for a `<script type="module">` or `<link rel="modulepreload">` tag. */
function lowPriority(tag: string): string {
  return tag.replace(/<(script type="module"|link rel="modulepreload")/, '<$1 fetchpriority="low"');
}

/**
 * The home shell: index.html with the home page's first screen in `<div id="root">` (hydrated by
 * src/main.tsx), a high-priority preload of the first banner (AVIF, responsive; the page's largest
 * paint) and modulepreload links for the home page's chunks beyond the entry's, so that they
 * download in parallel with the entry instead of after it. Every script is fetched at low
 * priority: the markup paints without them, so on a slow network the stylesheet and the banner go
 * first.
 */
function homeShell(
  bundle: Rollup.OutputBundle,
  html: string,
  markup: string,
  season: Season,
): string {
  const entry = entryChunk(bundle, 'index');
  const page = pageChunk(bundle, 'MainPage.tsx');
  const inEntry = new Set(staticClosure(bundle, entry).map((chunk) => chunk.fileName));
  const modules = staticClosure(bundle, page)
    .filter((chunk) => !inEntry.has(chunk.fileName))
    .map((chunk) =>
      lowPriority(`<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`),
    );
  const banner = bannersFor(season)[0];
  if (!banner) throw new Error('route-shells: no home banner');
  const image = `<link rel="preload" as="image" type="image/avif" imagesrcset="${bannerSrcSet(banner.src, 'avif')}" imagesizes="${BANNER_SIZES}" fetchpriority="high">`;
  return html
    .replace(APP_SCRIPT_TAGS, lowPriority)
    .replace('</head>', `  ${[image, ...modules].join('\n    ')}\n  </head>`)
    .replace(ROOT_DIV, `<div id="root">${markup}</div>`);
}

/** The plugin; see the module comment. */
export function routeShells(): Plugin {
  return {
    name: 'fitpick-route-shells',
    enforce: 'post',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return; // the service worker's own build has no page
      const html =
        typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      if (!html.includes(ROOT_DIV)) this.error(`route-shells: index.html has no ${ROOT_DIV}`);
      // The landing page once per set of social logins, and the home page once per season (the
      // server sends the ones of its configuration and of today).
      const providerSets = LANDING_SOCIAL_ORDER.reduce<LandingSocialProvider[][]>(
        (sets, provider) => [...sets, ...sets.map((set) => [...set, provider])],
        [[]],
      );
      const markup = await renderPages([
        ...providerSets.map((socialProviders) => ({ path: '/', context: { socialProviders } })),
        ...SEASONS.map((season) => ({ path: '/main', context: { season } })),
      ]);
      const homes = markup.slice(providerSets.length);
      providerSets.forEach((providers, i) =>
        this.emitFile({
          type: 'asset',
          fileName: landingFile(providers),
          source: landingShell(bundle, html, markup[i] ?? ''),
        }),
      );
      SEASONS.forEach((season, i) =>
        this.emitFile({
          type: 'asset',
          fileName: homeShellFile(season),
          source: homeShell(bundle, html, homes[i] ?? '', season),
        }),
      );
    },
  };
}
