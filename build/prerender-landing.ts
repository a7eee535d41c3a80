/**
 * Vite plugin that writes `dist/landing.html`: the built index.html with the landing page's
 * markup inside `<div id="root">`, rendered at build time from the app's own components
 * (src/prerender.tsx, loaded through a Vite SSR server so that TSX and CSS imports resolve).
 * The server answers `/` with it and the service worker precaches it for `/`, so a first visit
 * paints the landing from HTML and CSS alone; src/main.tsx then hydrates the same markup.
 * Every other route keeps the empty shell (index.html). Fails the build when the render fails or
 * index.html has no `<div id="root"></div>`.
 */
import { createServer, type Plugin } from 'vite';
import { LANDING_FILE } from '../src/contract/shell-files';
const ROOT_DIV = '<div id="root"></div>';

/** Markup of the app at `path`, rendered by src/prerender.tsx in a throwaway Vite SSR server. */
async function renderRoute(path: string): Promise<string> {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderRoute(path: string): string };
    return module.renderRoute(path);
  } finally {
    await server.close();
  }
}

/** The plugin; see the module comment. */
export function prerenderLanding(): Plugin {
  return {
    name: 'fitpick-prerender-landing',
    enforce: 'post',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return; // the service worker's own build has no page
      const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      if (!html.includes(ROOT_DIV)) this.error(`prerender-landing: index.html has no ${ROOT_DIV}`);
      const markup = await renderRoute('/');
      this.emitFile({ type: 'asset', fileName: LANDING_FILE, source: html.replace(ROOT_DIV, `<div id="root">${markup}</div>`) });
    },
  };
}
