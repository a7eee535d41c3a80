/**
 * Builds the web app (src/) into dist/, with the API worker as a separate chunk. In dev, /api,
 * /media and /accounts are proxied to the API server on PORT (default 8000).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '8000'}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/accounts': apiTarget },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'test/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
