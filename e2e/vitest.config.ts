/**
 * E2E tier: journeys in Debian's chromium driven by playwright-core (e2e/*.spec.ts), against
 * one server started by global-setup.ts on the built app. Run with `npm run test:e2e`.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
