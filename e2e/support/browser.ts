/**
 * Launches Debian's chromium through playwright-core with the flags this closed network needs,
 * and gives each journey a phone-sized page plus a `shot(name)` that saves a PNG per step.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS_DIR, CHROMIUM_PATH } from './paths';

const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Journey {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Saves e2e/artifacts/<journey>/<nn>-<name>.png of the current page. */
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** `extraArgs`: e.g. the fake camera flags. Viewport 600×900 (SPEC's column), Korean locale. */
export async function startJourney(name: string, baseUrl: string, extraArgs: string[] = []): Promise<Journey> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BASE_ARGS, ...extraArgs] });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 600, height: 900 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const dir = path.join(ARTIFACTS_DIR, name);
  await mkdir(dir, { recursive: true });
  let step = 0;
  return {
    browser,
    context,
    page,
    async shot(label) {
      step += 1;
      await page.screenshot({ path: path.join(dir, `${String(step).padStart(2, '0')}-${label}.png`), fullPage: true });
    },
    async close() {
      await browser.close();
    },
  };
}
