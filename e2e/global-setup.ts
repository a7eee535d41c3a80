/**
 * Starts the real server (e2e/support/server.ts) for the e2e journeys, and stops it afterwards.
 * Fails clearly when the built app, chromium or the dataset is missing.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, DATASET_DIR } from './support/paths';
import { startServer, type RunningServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's DATA_DIR: its mail outbox is `<dataDir>/outbox/`. */
    dataDir: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get install chromium (.ci/run does).`);
  if (!existsSync(DATASET_DIR))
    throw new Error(
      `${DATASET_DIR} is missing: the journeys upload real photos from ../shared/datasets/clothing.`,
    );
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
