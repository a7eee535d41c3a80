/**
 * Vite plugin that measures the built app and writes the figures to
 * `dist/bundle-sizes.json`, printing them after the build:
 * - `routes[path]`: gzip bytes of the JavaScript a first visit of that route downloads: the app's
 *   entry chunk, the route's lazy page chunk (src/App.tsx) and every chunk they import statically,
 *   plus the CSS of those chunks; for `/`, the prerendered landing page's own entry
 *   (src/landing.ts) and its imports. The API worker starts on first use and is counted apart.
 * - `worker`: gzip bytes of the API worker bundle (src/worker/index.ts).
 * - `shell`: gzip bytes of every JavaScript, CSS and HTML file the service worker precaches
 *   (the whole offline shell, without images).
 * Budgets: every measured route's JS has a gzip budget (ROUTE_JS_BUDGETS, a little above today's
 * size so that growth is a decision); the build fails above any of them.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
import { entryChunk, pageChunk, staticClosure } from './chunks.ts';

type OutputBundle = Rollup.OutputBundle;

/** Route path → the page module's file under src/routes/ that renders it first (`/`: its own entry). */
const MEASURED_ROUTES: Record<string, string | null> = {
  '/': null,
  '/main': 'MainPage.tsx',
  '/camera': 'CameraPage.tsx',
  '/fashion': 'FashionPage.tsx',
  '/my': 'MyPage.tsx',
};

/**
 * JS budget per route in bytes (gzip), written down from the measured sizes plus headroom of a
 * few KB; a first visit on a mid-range phone pays for every byte in script evaluation.
 */
export const ROUTE_JS_BUDGETS: Record<string, number> = {
  '/': 4 * 1024,
  // 93: outfit tiles show the size advised to the member and remember purchase clicks (fit feedback).
  // 94: the shell carries 내 옷장's routes, worker calls and messages (93.7 KB built). 95: a
  // shared device keeps nothing of the last member (member-storage.ts and the token's user id,
  // read in the shell at sign-in), and the shared outfit's route, worker calls and messages
  // (/share/:token); 94.5 KB built.
  '/main': 95 * 1024,
  // 94: the camera's analysed outfits show the size advised to the member too.
  // 95: it asks about an unsure guess by name ("블랙으로 보여요"), with the particle rules (josa.ts).
  // 96: its outfit cards offer the similar item beside the shopper's garment with the advised
  // size and a buy link (RecommendedOutfitCard); 95.1 KB built. 97: "옷장에 넣기" on the analysed
  // result, and outfits mark the member's 내 옷장 pieces (OwnedPiece); 96.3 KB built. 98: the
  // shell's shared-device code and shared outfit route (as /main); 97.2 KB built.
  '/camera': 98 * 1024,
  // 99: the fashion page words budgets as shops do ('25만원 이하', format-won.ts) and names the
  // photographed garment with its particle (josa.ts); 98.0 KB built, 98.8 KB with the similar
  // item's buy link and advised size. 101: "옷장에 넣기", outfits made around a 내 옷장 item, and
  // the member's pieces marked in them (OwnedPiece); 100.7 KB built. 102: a shared device keeps
  // nothing of the last member (member-storage.ts, as /main), the shell's shared outfit route,
  // worker calls and messages, and the private picture's hook shows a shared outfit's public
  // pictures as they are; 101.7 KB built. 103: the season chip beside the budget, and the
  // shopper's photo holding the cut-out's place; 102.2 KB built.
  '/fashion': 103 * 1024,
  // 94: my page shows 최근 코디 and the photos waiting to be sent (the photo outbox); 95: a new tab
  // takes up a session kept on the device (로그인 상태 유지) before the page decides; 96: saved
  // outfits and 최근 코디 show the shopper's own garment (the private picture's hook, shared with
  // /fashion and the detail in a chunk of its own); 95.7 KB built. 98: the way into 내 옷장, and
  // saved outfits show the member's 내 옷장 pieces; 97.0 KB built. 99: the shell's shared-device
  // code and shared outfit route (as /main), and 공유 중인 코디 with 공유 중지; 98.1 KB built.
  '/my': 99 * 1024,
};

/** The figures written to dist/bundle-sizes.json; all sizes are gzip bytes. */
export interface BundleSizes {
  routes: Record<string, { js: number; css: number }>;
  worker: number;
  shell: { js: number; css: number; html: number; total: number };
}

const gzipBytes = (source: string | Uint8Array): number => gzipSync(source, { level: 9 }).length;

/** Measures `bundle` (the client build's output); throws when a route or the entry is missing. */
export function measureBundle(bundle: OutputBundle, html: string): BundleSizes {
  const files = Object.values(bundle);
  const entry = entryChunk(bundle, 'index');
  const sizeOf = (fileName: string): number => {
    const file = bundle[fileName];
    if (!file) return 0;
    return gzipBytes(file.type === 'chunk' ? file.code : file.source);
  };
  const routes: BundleSizes['routes'] = {};
  for (const [route, page] of Object.entries(MEASURED_ROUTES)) {
    const roots = page ? [entry, pageChunk(bundle, page)] : [entryChunk(bundle, 'landing')];
    const needed = new Map(
      roots.flatMap((root) => staticClosure(bundle, root)).map((chunk) => [chunk.fileName, chunk]),
    );
    // The landing shell keeps the app entry's stylesheet (build/route-shells.ts).
    const styled = page ? [...needed.values()] : [entry];
    const css = new Set(styled.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
    routes[route] = {
      js: [...needed.keys()].reduce((sum, file) => sum + sizeOf(file), 0),
      css: [...css].reduce((sum, file) => sum + sizeOf(file), 0),
    };
  }
  const worker = files.find(
    (file) =>
      file.type === 'asset' &&
      /^assets\/index-.*\.js$/.test(file.fileName) &&
      file.fileName !== entry.fileName,
  );
  const sumOf = (pattern: RegExp) =>
    files
      .filter((file) => pattern.test(file.fileName))
      .reduce((sum, file) => sum + sizeOf(file.fileName), 0);
  const js = sumOf(/\.js$/);
  const css = sumOf(/\.css$/);
  const htmlBytes = gzipBytes(html);
  return {
    routes,
    worker: worker ? sizeOf(worker.fileName) : 0,
    shell: { js, css, html: htmlBytes, total: js + css + htmlBytes },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The plugin; see the module comment. */
export function bundleReport(): Plugin {
  return {
    name: 'fitpick-bundle-report',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const html = index?.type === 'asset' ? index.source : '';
      const sizes = measureBundle(
        bundle,
        typeof html === 'string' ? html : new TextDecoder().decode(html),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'bundle-sizes.json',
        source: `${JSON.stringify(sizes, null, 2)}\n`,
      });
      const lines = Object.entries(sizes.routes).map(
        ([route, size]) => `  route ${route.padEnd(9)} JS ${kb(size.js)}  CSS ${kb(size.css)}`,
      );
      this.info(
        [
          'bundle sizes (gzip):',
          ...lines,
          `  API worker    ${kb(sizes.worker)}`,
          `  whole shell   ${kb(sizes.shell.total)} (JS ${kb(sizes.shell.js)}, CSS ${kb(sizes.shell.css)}, HTML ${kb(sizes.shell.html)})`,
        ].join('\n'),
      );
      for (const [route, budget] of Object.entries(ROUTE_JS_BUDGETS)) {
        const js = sizes.routes[route]?.js ?? 0;
        if (js > budget)
          this.error(
            `route ${route} JS ${kb(js)} gzip is over its ${kb(budget)} budget (build/bundle-report.ts ROUTE_JS_BUDGETS)`,
          );
      }
    },
  };
}
