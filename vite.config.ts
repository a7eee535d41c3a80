/**
 * Builds the web app (src/) into dist/, with the API worker as a separate chunk and the service
 * worker (sw/) as dist/service-worker.js, and writes the bundle sizes (build/bundle-report.ts). In dev, /api,
 * /media and /accounts are proxied to the API server on PORT (default 8000).
 */
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { bundleReport } from './build/bundle-report';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8000'}`;

export default defineConfig({
  plugins: [
    react(),
    // dist/bundle-sizes.json: gzip sizes of the landing route, other routes and the whole shell.
    bundleReport(),
    // sw/service-worker.ts → dist/service-worker.js with the shell's precache manifest injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,svg,woff2,webmanifest}'], globIgnores: ['**/*.map'] },
    }),
  ],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/accounts': apiTarget },
  },
  test: {
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The medium tier (server routes on a real database) runs on PGlite, and once more on
    // PostgreSQL when TEST_DATABASE_URL is set (STYLE.md §6.10: both dialects).
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['server/routes/**/*.test.ts'],
                env: { FITPICK_TEST_DIALECT: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
