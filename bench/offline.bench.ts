/**
 * `npm run bench:offline`: on the built app served by the real server, a
 * returning member's /main is reloaded with the network off (chromium, context.setOffline),
 * RUNS times. Prints the time to the first outfit card (ms from navigation start, median and
 * p95), the requests that reached the network (not answered by the service worker; the target
 * is 0); then PHOTO_RUNS times a photo kept offline by the photo outbox and the time from
 * reconnecting to "코디가 준비됐어요" (the answer shown, tab open; median, p95); and the bundle
 * sizes the build wrote to dist/bundle-sizes.json (gzip).
 * Needs dist/ (the script builds first) and Debian's chromium.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BundleSizes } from '../build/bundle-report';
import { signUpByApi } from '../e2e/support/account';
import { BASE_ARGS } from '../e2e/support/browser';
import { homeCards } from '../e2e/support/home';
import { recordRequests, waitForServiceWorkerControl } from '../e2e/support/offline';
import { CHROMIUM_PATH, DATASET_DIR } from '../e2e/support/paths';
import { startServer } from '../e2e/support/server';
import { logIn, newShopper } from '../e2e/support/shopper';

const RUNS = 15;
const PHOTO_RUNS = 10;
const PHOTO = path.join(DATASET_DIR, 'images', '030a5708-f6d7-441f-86ee-0b51b33f3f51.jpg');
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`${CHROMIUM_PATH} is missing: apt-get install chromium`);
  process.exit(1);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BASE_ARGS });
try {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 600, height: 900 },
    locale: 'ko-KR',
  });
  // When the first outfit card appears, in ms since the navigation started.
  // (No named functions inside: tsx would wrap them in a helper the page does not have.)
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.club-card')) return;
      (window as unknown as { firstCardMs: number }).firstCardMs = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const shopper = newShopper();
  await signUpByApi(page, shopper);
  await logIn(page, shopper);
  await waitForServiceWorkerControl(page);
  await page.reload();
  await homeCards(page, '10만원대 추천 코디 목록');
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  const times: number[] = [];
  const reached: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const requests = recordRequests(context);
    await page.reload();
    await page.waitForFunction(
      () => typeof (window as unknown as { firstCardMs?: number }).firstCardMs === 'number',
    );
    times.push(
      await page.evaluate(() => (window as unknown as { firstCardMs: number }).firstCardMs),
    );
    for (const list of [
      '오늘의 추천 코디 목록',
      '10만원대 추천 코디 목록',
      '미니멀 추천 코디 목록',
    ])
      await homeCards(page, list);
    // Cards below the fold load their pictures lazily: scroll to them, as a shopper would.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.evaluate(() => window.scrollTo(0, 0));
    requests.stop();
    reached.push(...(await requests.reachedNetwork()));
  }
  times.sort((a, b) => a - b);
  console.log(`offline reload of /main, ${RUNS} runs (chromium, 600×900, 2-core machine):`);
  console.log(
    `  time to first outfit card: median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms`,
  );
  console.log(
    `  requests that reached the network: ${reached.length} in all${reached.length ? `\n    ${[...new Set(reached)].join('\n    ')}` : ''}`,
  );

  // The photo outbox: a photo kept offline, then the time from reconnecting to the toast
  // "코디가 준비됐어요" (the answer shown, tab open).
  const answered: number[] = [];
  for (let run = 0; run < PHOTO_RUNS; run++) {
    await context.setOffline(true);
    await page.goto('/camera');
    await page.getByLabel('사진 파일').setInputFiles(PHOTO);
    await page.getByRole('button', { name: '추천 시작하기' }).click();
    const kept = page.getByRole('alertdialog', { name: '사진을 보관했어요' });
    await kept.getByRole('button', { name: '홈으로' }).click();
    await page.waitForURL('**/main');
    const started = performance.now();
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: '코디가 준비됐어요' }).waitFor();
    answered.push(performance.now() - started);
  }
  answered.sort((a, b) => a - b);
  console.log(
    `photo kept offline, reconnect → "코디가 준비됐어요" (tab open), ${PHOTO_RUNS} runs: median ${quantile(answered, 0.5).toFixed(0)} ms, p95 ${quantile(answered, 0.95).toFixed(0)} ms`,
  );

  const sizes = JSON.parse(readFileSync('dist/bundle-sizes.json', 'utf8')) as BundleSizes;
  console.log('bundle sizes (gzip, dist/bundle-sizes.json):');
  for (const [route, size] of Object.entries(sizes.routes))
    console.log(`  route ${route.padEnd(9)} JS ${kb(size.js)}  CSS ${kb(size.css)}`);
  console.log(
    `  API worker ${kb(sizes.worker)}; whole shell ${kb(sizes.shell.total)} (JS ${kb(sizes.shell.js)}, CSS ${kb(sizes.shell.css)}, HTML ${kb(sizes.shell.html)})`,
  );
  if (reached.length) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
