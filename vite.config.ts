/**
 * Builds the web app (src/) into dist/, with the API worker as a separate chunk and the service
 * worker (sw/) as dist/service-worker.js, and writes the bundle sizes (build/bundle-report.ts). In dev, /api,
 * /media and /accounts are proxied to the API server on PORT (default 8000).
 */
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { BUILD_FILE_SIZES, buildLogger } from './build/build-logger.ts';
import { bundleReport } from './build/bundle-report.ts';
import { routeShells } from './build/route-shells.ts';
import { BUILD_INPUTS } from './build/chunks.ts';
import { guidePictures } from './build/guide-pictures.ts';
import { responsiveBanners } from './build/responsive-banners.ts';

/** Environment of every vitest run. */
const TEST_ENV = { ARGON2_MEMORY_KIB: '1024' };

// `npm run test:services` runs the 'postgres' and 'redis' projects, which exist only when their
// servers are named.
if (process.env.npm_lifecycle_event === 'test:services')
  for (const [name, example] of [
    ['TEST_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test'],
    ['TEST_REDIS_URL', 'redis://127.0.0.1:6379'],
  ] as const)
    if (!process.env[name])
      throw new Error(`npm run test:services needs ${name} (e.g. ${example}): it is not set.`);

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8000'}`;

export default defineConfig({
  // Without the list of every written file and its size, unless BUILD_FILE_SIZES=1.
  customLogger: buildLogger(),
  plugins: [
    react(),
    // .br and .gz beside every text asset, served as they are by the server (web.routes.ts).
    compression(),
    // dist/bundle-sizes.json: gzip sizes of the landing route, other routes and the whole shell.
    bundleReport(),
    // dist/landing.html (the landing page prerendered) and dist/shells/main-<season>.html (the home page's
    // chunks and first banner preloaded), served for `/` and `/main`.
    routeShells(),
    // dist/banners/banner-N-<width>.<avif|webp>: the home banners for <picture> (BannerImage.tsx).
    responsiveBanners(),
    // dist/guide/<name>.webp: the camera guide's example pictures (GUIDE_STEPS in src/state/guide.ts).
    guidePictures(),
    // sw/service-worker.ts → dist/service-worker.js with the shell's precache manifest injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      // The service worker's own small build says only what goes wrong: the plugin's lines
      // after it name the worker and count its precache.
      integration: {
        configureCustomSWViteBuild(inlineConfig) {
          inlineConfig.logLevel = 'warn';
        },
      },
      injectManifest: {
        // A classic script, as the app registers it (src/state/app-shell.ts): one IIFE without
        // imports. The 'es' format gives the same single file through Rolldown's deprecated
        // `inlineDynamicImports`, which vite-plugin-pwa sets for it and Vite warns about.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,png,svg,avif,woff2,webmanifest}', 'guide/*.webp'],
        // The home shells and the landing pages with social logins are the server's first answers
        // for /main and /; the worker answers /main with index.html, `/` offline with landing.html.
        // The banners' PNGs (photographs, ~150 KB each) are only the <picture> fallback of a
        // browser without AVIF; every browser with a service worker takes the precached AVIF.
        globIgnores: ['**/*.map', 'shells/**', 'landing-*.html', 'banners/*.png'],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Gzip sizes are for the file list, printed when asked (build/build-logger.ts); the bundle
    // report measures its own.
    reportCompressedSize: BUILD_FILE_SIZES,
    rolldownOptions: {
      // The app (index.html → src/main.tsx) and the prerendered landing page's own small entry.
      input: BUILD_INPUTS,
      // Rolldown's PLUGIN_TIMINGS block profiles plugin hooks for whoever tunes them: it is
      // printed by every build over 3 s whose JavaScript hooks outweigh the bundling, which here
      // is every build: encoding the banners and guide pictures with sharp and prerendering the
      // route shells are this build's work, and Vite's own import analysis alone takes ~1 s on 2
      // cores. Profile with `node --cpu-prof node_modules/vite/bin/vite.js build` instead.
      checks: { bundlerTimings: false },
    },
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/accounts': apiTarget },
  },
  test: {
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    // Several tests open a database of their own (createHarness, about 3 s of a core); on 2 cores
    // shared with other work (load 20–30) that took over 60 s.
    testTimeout: 120_000,
    // The one cost setting tests may lower (server/lib/password.ts): argon2 with 1 MiB instead of
    // 19 MiB, same code paths. Both projects set it (a project's env replaces the root's).
    env: TEST_ENV,
    hookTimeout: 120_000,
    // Child processes, not worker threads (but for the 'app' project): the server's test files
    // compile and free WebAssembly (PGlite, the recogniser's tfjs-wasm, OpenCV.js), and many isolates doing so in
    // one process crash Node 24 now and then with a V8 fatal error (`Check failed:
    // jit_page_->allocations_.erase(addr) == 1`, nodejs/node#64500). Two at a time: the machines
    // have 2 cores (vitest's default on 2 cores is 1).
    pool: 'forks',
    maxWorkers: 2,
    // The medium tier (server routes on a real database) runs on PGlite (`npm test`: the 'pglite'
    // project), and once more on PostgreSQL when TEST_DATABASE_URL is set (STYLE.md §6.10: both
    // dialects), beside the Redis tests when TEST_REDIS_URL is set (`npm run test:services`).
    projects: [
      // The app's tests (components and pages in jsdom, the worker, the state) each in a fresh
      // worker thread: they mock modules (vi.mock) and keep state in module-level signals. Threads,
      // not child processes: these files load no WebAssembly (the crash above), and a thread
      // costs less to start than a process (the project: 53 → 48 CPU-seconds).
      {
        extends: true,
        test: { name: 'app', pool: 'threads', include: ['src/**/*.test.{ts,tsx}'] },
      },
      // The server's, the recogniser's and the contract's tests share a child process's modules
      // from file to file (isolate: false): every file builds its own app and database
      // (createHarness), and importing the server once per process instead of once per file
      // halves the tier's time (server/routes: 50 s → 26 s on 2 cores).
      {
        extends: true,
        test: {
          name: 'pglite',
          isolate: false,
          // One migrated PGlite dump that every test file's database starts from (test/harness.ts).
          globalSetup: ['test/pglite-template.ts'],
          include: [
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'ml/**/*.test.ts',
            'test/**/*.test.{ts,tsx}',
          ],
          exclude: [
            '**/node_modules/**',
            'server/**/*.redis.test.ts',
            'server/**/*.postgres.test.ts',
          ],
        },
      },
      // Tests of what several processes share through Redis, when TEST_REDIS_URL names one.
      ...(process.env.TEST_REDIS_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'redis',
                include: ['server/**/*.redis.test.ts'],
                // Its app instances share a PGlite database, as the 'pglite' project's do.
                globalSetup: ['test/pglite-template.ts'],
              },
            },
          ]
        : []),
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                // As the 'pglite' project: every file builds its own app and database.
                isolate: false,
                include: ['server/routes/**/*.test.ts', 'server/**/*.postgres.test.ts'],
                env: { ...TEST_ENV, FITPICK_TEST_DIALECT: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
