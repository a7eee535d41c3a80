/**
 * `npm run bench:web`: Lighthouse (the `lighthouse` package's default mobile preset: simulated slow
 * 4G and 4× CPU slowdown) with Debian's chromium against the built app served by the real server
 * (PGlite in a temporary DATA_DIR). Each page is measured RUNS times in a fresh browser (a first
 * visit: no cache, no service worker), and the medians are printed: performance, accessibility and
 * best-practices scores (0–100), first and largest contentful paint, total blocking time and time
 * to interactive (ms). A page whose first-contentful-paint Chromium never records prints NO_FCP.
 * Prints figures; not a test. Run it on an idle machine: the scores move with CPU contention.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/paths';
import { startServer } from '../e2e/support/server';

const PAGES = (process.env.WEB_PAGES ?? '/,/main,/camera').split(',');
const RUNS = Number(process.env.WEB_RUNS ?? 3);

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  error?: string;
}

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function measure(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    const score = (id: string): number => Math.round((categories[id]?.score ?? NaN) * 100);
    const value = (id: string): number => audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      tti: value('interactive'),
      error: runtimeError?.code,
    };
  } finally {
    chrome.kill();
  }
}

const server = await startServer();
try {
  console.log(`Lighthouse mobile preset, ${RUNS} runs per page, medians (chromium ${CHROMIUM_PATH})`);
  console.log('page        perf  a11y  best   FCP ms   LCP ms   TBT ms   TTI ms');
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`${server.baseUrl}${page}`));
    const errors = runs.flatMap((r) => (r.error ? [r.error] : []));
    const m = (key: keyof Omit<Run, 'error'>): string => {
      const v = median(runs.map((r) => r[key]));
      return Number.isFinite(v) ? v.toFixed(0) : '-';
    };
    console.log(
      `${page.padEnd(10)} ${m('performance').padStart(5)} ${m('accessibility').padStart(5)} ${m('bestPractices').padStart(5)} ${m('fcp').padStart(8)} ${m('lcp').padStart(8)} ${m('tbt').padStart(8)} ${m('tti').padStart(8)}${errors.length ? `  (${errors.join(', ')})` : ''}`,
    );
  }
} finally {
  await server.stop();
}
