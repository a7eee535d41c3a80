/**
 * `npm run bench:web`: how fast a shopper's pages appear, against the built app served by the
 * real server (PGlite in a temporary DATA_DIR), with Debian's chromium. Prints figures; not a
 * test. Run it on an idle machine: the figures move with CPU contention.
 *
 * 0. The server draws every sample product picture first (drawSamplePictures).
 * 1. Lighthouse (the `lighthouse` package's default mobile preset: simulated slow 4G and 4× CPU
 *    slowdown) on `/`, `/main` signed out (a shared link's first visit), `/main+member` (`/main`
 *    signed in: a new member's tokens in sessionStorage, as the app keeps them, SPEC §3),
 *    `/camera` and a signed-in `/fashion` (a member's tokens and a generator answer for a dataset
 *    photo in sessionStorage).
 *    Each page is measured RUNS times in a fresh browser (a first visit: no HTTP cache, no
 *    service worker); a run Lighthouse could not trace (NO_NAVSTART, an interstitial) is run
 *    again, at most twice, and said so; the medians are printed: performance, accessibility and
 *    best-practices scores (0–100), first and largest contentful paint, total blocking time and
 *    time to interactive (ms), and the longest main-thread task of any kind and of the document
 *    (Lighthouse's long-tasks audit, ms as simulated; 0: none over 50 ms). A page whose first-contentful-paint Chromium never records
 *    prints NO_FCP.
 * 2. The first outfit card on `/main`, unthrottled at 390 × 844 px: ms from navigation start
 *    until a club outfit card is in the page, on a first visit (cold) and on the next visit of
 *    the same browser (warm: shell from the service worker's precache, lists from IndexedDB).
 *    Medians of RUNS fresh browsers.
 *
 * BENCH_PREVIOUS names a built checkout of the previous release (its own `npm ci` and `npm run
 * build`): its server runs beside this tree's and every page is measured on both in turns, so
 * that the two figures share the machine's state of the hour. WEB_PAGES (comma-separated; a page
 * with `+member` is opened signed in) and WEB_RUNS choose the pages and the runs.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import pLimit from 'p-limit';
import { chromium } from 'playwright-core';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_PATH, DATASET_DIR } from '../e2e/support/paths';
import { buildSampleCatalogue } from '../server/catalog/sample';
import { startServer, type RunningServer } from '../e2e/support/server';
import { generate, newMember, uploadPhoto } from './support/shopper';

const PAGES = (process.env.WEB_PAGES ?? '/,/main,/main+member,/camera,/fashion').split(',');
/** A page entry's suffix that opens it signed in (a member's tokens in sessionStorage). */
const MEMBER = '+member';
const RUNS = Number(process.env.WEB_RUNS ?? 3);
const PREVIOUS = process.env.BENCH_PREVIOUS;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu'];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  /** The longest main-thread task Lighthouse lists (ms, as simulated), of any script or the document. */
  longestTask: number;
  /** The longest of those attributed to the page's document (its HTML and inline work), or 0. */
  documentTask: number;
  error?: string;
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * sessionStorage a signed-in shopper has on /fashion: tokens and the generator's answer for a
 * dataset photo (src/state/session-store.ts SESSION_KEYS). Fails when the dataset is missing.
 */
async function fashionSession(server: RunningServer): Promise<Record<string, string>> {
  const images = path.join(DATASET_DIR, 'images');
  const photo = readdirSync(images).find((name) => name.endsWith('.jpg'));
  if (!photo)
    throw new Error(`no photo in ${images}: put ../shared beside the repo or set FITPICK_DATASET`);
  const tokens = await newMember(server.baseUrl);
  const imageUrl = await uploadPhoto(server.baseUrl, tokens.access, path.join(images, photo));
  const result = await generate(server.baseUrl, tokens.access, imageUrl, '반소매 티셔츠');
  return {
    accessToken: tokens.access,
    refreshToken: tokens.refresh,
    imgSrc: imageUrl,
    cameraStep: 'analyzed',
    captureSuccess: 'true',
    analysisCompleted: 'true',
    recommendResult: result,
    capturedImageUrl: imageUrl,
  };
}

/** sessionStorage of a new member signed in and nothing else (src/state/session-store.ts). */
async function memberSession(server: RunningServer): Promise<Record<string, string>> {
  const tokens = await newMember(server.baseUrl);
  return { accessToken: tokens.access, refreshToken: tokens.refresh };
}

/**
 * What `entry` (a WEB_PAGES entry) puts in sessionStorage before Lighthouse opens it: `/fashion`
 * a member's generator answer, a `+member` page a member's tokens, any other page nothing.
 */
async function sessionFor(
  entry: string,
  server: RunningServer,
): Promise<Record<string, string> | null> {
  if (entry === '/fashion') return fashionSession(server);
  return entry.endsWith(MEMBER) ? memberSession(server) : null;
}

/** One Lighthouse run of `url` in a fresh browser, with `session` put in sessionStorage first. */
async function lighthouseRun(url: string, session: Record<string, string> | null): Promise<Run> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page: Page = await browser.newPage();
    if (session) {
      // A JSON answer of the same origin: sessionStorage is set without loading any of the app.
      await page.goto(new URL('/healthz', url).href);
      await page.evaluate(
        (entries) => entries.forEach(([key, value]) => sessionStorage.setItem(key, value)),
        Object.entries(session),
      );
    }
    const result = await lighthouse(
      url,
      // Keeping storage keeps the session; the HTTP cache holds nothing of the app yet.
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: Boolean(session),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    const score = (id: string): number => Math.round((categories[id]?.score ?? NaN) * 100);
    const value = (id: string): number => audits[id]?.numericValue ?? NaN;
    const tasks =
      (audits['long-tasks']?.details as { items?: { url: string; duration: number }[] } | undefined)
        ?.items ?? [];
    const longest = (items: readonly { duration: number }[]): number =>
      Math.max(0, ...items.map((task) => task.duration));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      tti: value('interactive'),
      longestTask: longest(tasks),
      documentTask: longest(tasks.filter((task) => task.url === result.lhr.finalDisplayedUrl)),
      error: runtimeError?.code,
    };
  } finally {
    await browser.close();
  }
}

/** ms from navigation start until the first club outfit card is in /main: cold, then warm. */
async function firstCard(server: RunningServer): Promise<{ cold: number; warm: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
    await context.addInitScript(`
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.club-card')) return;
        window.firstCardAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });`);
    const visit = async (): Promise<number> => {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/main`);
      const at = await page.waitForFunction(
        () => (window as unknown as { firstCardAt?: number }).firstCardAt,
        undefined,
        { timeout: 30_000 },
      );
      const ms = (await at.jsonValue()) as number;
      // The warm visit needs the service worker active with its precache, and the lists cached.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForTimeout(1_000);
      await page.close();
      return ms;
    };
    const cold = await visit();
    const warm = await visit();
    return { cold, warm };
  } finally {
    await browser.close();
  }
}

/**
 * Asks the server once for every sample product's picture, 4 at a time; resolves to the ms it took.
 * The sample catalogue's pictures are drawings the server rasterises on their first request (a
 * shop's product photos come from its image host): drawn first, Lighthouse measures the pages,
 * not the server drawing the pictures of each visit's random outfits on the same two cores.
 */
async function drawSamplePictures(server: RunningServer): Promise<number> {
  const started = performance.now();
  const urls = new Set(buildSampleCatalogue().products.map((p) => p.imageUrl));
  const limit = pLimit(4);
  await Promise.all(
    [...urls].map((url) =>
      limit(async () => {
        const res = await fetch(new URL(url, server.baseUrl));
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        await res.arrayBuffer();
      }),
    ),
  );
  return performance.now() - started;
}

/** A server measured: this tree's, or the previous release's (BENCH_PREVIOUS). */
interface Measured {
  name: string;
  server: RunningServer;
}

/**
 * Lighthouse on `entry` (a WEB_PAGES entry) of every server, RUNS times each, the servers taking
 * turns; prints medians.
 */
async function lighthousePage(entry: string, measured: readonly Measured[]): Promise<void> {
  const page = entry.endsWith(MEMBER) ? entry.slice(0, -MEMBER.length) : entry;
  const runs = new Map<string, Run[]>(measured.map((m) => [m.name, []]));
  const retried = new Map<string, string[]>(measured.map((m) => [m.name, []]));
  const sessions = new Map<string, Record<string, string> | null>();
  for (const { name, server } of measured) sessions.set(name, await sessionFor(entry, server));
  for (let i = 0; i < RUNS; i++)
    for (const { name, server } of measured) {
      const session = sessions.get(name) ?? null;
      let run = await lighthouseRun(`${server.baseUrl}${page}`, session);
      // A run Lighthouse itself could not trace is run again (twice at most); NO_FCP is the page's.
      for (let retry = 0; retry < 2 && run.error && run.error !== 'NO_FCP'; retry++) {
        retried.get(name)?.push(run.error);
        run = await lighthouseRun(`${server.baseUrl}${page}`, session);
      }
      runs.get(name)?.push(run);
    }
  for (const { name } of measured) {
    const own = runs.get(name) ?? [];
    const again = retried.get(name) ?? [];
    const errors = own.flatMap((r) => (r.error ? [r.error] : []));
    const m = (key: keyof Omit<Run, 'error'>): string => {
      const v = median(own.map((r) => r[key]));
      return Number.isFinite(v) ? v.toFixed(0) : '-';
    };
    const label = measured.length > 1 ? `${entry} ${name}` : entry;
    console.log(
      `${label.padEnd(26)} ${m('performance').padStart(5)} ${m('accessibility').padStart(5)} ${m('bestPractices').padStart(5)} ${m('fcp').padStart(8)} ${m('lcp').padStart(8)} ${m('tbt').padStart(8)} ${m('tti').padStart(8)} ${m('longestTask').padStart(8)} ${m('documentTask').padStart(8)}  TBT runs ${own.map((r) => r.tbt.toFixed(0)).join(', ')}${errors.length ? `  (${errors.join(', ')})` : ''}${again.length ? `  (run again after ${again.join(', ')})` : ''}`,
    );
  }
}

const measured: Measured[] = [{ name: '(this)', server: await startServer() }];
try {
  // BENCH_PREVIOUS: a built checkout of the previous release, measured in the same run.
  if (PREVIOUS)
    measured.push({ name: '(previous)', server: await startServer({ root: PREVIOUS }) });
  for (const { name, server } of measured) {
    const drawMs = await drawSamplePictures(server);
    console.log(
      `${name} sample product pictures drawn by the server first: ${drawMs.toFixed(0)} ms`,
    );
  }
  console.log(
    `Lighthouse mobile preset, ${RUNS} runs per page, medians (chromium ${CHROMIUM_PATH})`,
  );
  console.log(
    'page                        perf  a11y  best   FCP ms   LCP ms   TBT ms   TTI ms  task ms   doc ms',
  );
  for (const entry of PAGES) await lighthousePage(entry, measured);

  for (const { name, server } of measured) {
    const visits: { cold: number; warm: number }[] = [];
    for (let i = 0; i < RUNS; i++) visits.push(await firstCard(server));
    const list = (key: 'cold' | 'warm') => visits.map((v) => v[key].toFixed(0)).join(', ');
    console.log(
      `\n${name} first outfit card on /main, unthrottled, 390 px, median of ${RUNS} browsers`,
    );
    console.log(
      `  cold (first visit):  ${median(visits.map((v) => v.cold)).toFixed(0)} ms  (${list('cold')})`,
    );
    console.log(
      `  warm (next visit):   ${median(visits.map((v) => v.warm)).toFixed(0)} ms  (${list('warm')})`,
    );
  }
} finally {
  for (const { server } of measured) await server.stop();
}
