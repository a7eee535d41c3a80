/**
 * Launches Debian's chromium through playwright-core with the flags this closed network needs,
 * and gives each journey a phone-sized page plus a `shot(name)` that saves a PNG per step.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS_DIR, CHROMIUM_PATH } from './paths';

/** Chromium flags every journey uses (no sandbox in the container, no background traffic). */
export const BASE_ARGS = [
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
  /**
   * Saves the screen at SPEC's 600 px column and at a 390 px phone width
   * (`<nn>-<name>-600.png`, `<nn>-<name>-390.png`), then restores the journey's viewport.
   */
  shotWidths(name: string): Promise<void>;
  close(): Promise<void>;
}

/** SPEC's column width, and the phone width every route is also checked at. */
const SHOT_WIDTHS = [600, 390] as const;
/** SPEC's 600 px column. */
const VIEWPORT = { width: 600, height: 900 };
/** A phone's screen (390 × 844 CSS px), where a first-time shopper meets the app. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * `extraArgs`: e.g. the fake camera flags. Viewport `viewport` (default 600×900, SPEC's column),
 * Korean locale.
 */
export async function startJourney(
  name: string,
  baseUrl: string,
  extraArgs: string[] = [],
  viewport: { width: number; height: number } = VIEWPORT,
): Promise<Journey> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...BASE_ARGS, ...extraArgs],
  });
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'ko-KR',
  });
  const page = await context.newPage();
  const dir = path.join(ARTIFACTS_DIR, name);
  // Only this run's pictures: numbering restarts, so older ones would mix in.
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let step = 0;
  const shot = async (label: string): Promise<void> => {
    step += 1;
    await page.screenshot({
      path: path.join(dir, `${String(step).padStart(2, '0')}-${label}.png`),
      fullPage: true,
    });
  };
  return {
    browser,
    context,
    page,
    shot,
    async shotWidths(label) {
      for (const width of SHOT_WIDTHS) {
        await page.setViewportSize({ width, height: viewport.height });
        // Layout settles (swiper re-measures on resize) before the picture.
        await page.waitForTimeout(150);
        await shot(`${label}-${width}`);
      }
      await page.setViewportSize(viewport);
    },
    async close() {
      await browser.close();
    },
  };
}
