/**
 * axe-core in the journeys: evaluates axe-core's own source in the page and
 * fails with a readable list of violations (rule id, impact, help, target selectors).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/** Rules switched off for every page, each with the reason it is a false positive here. */
const DISABLED_RULES: Record<string, { enabled: false }> = {};

/** The violations as one line per affected node: `id (impact): help — selector`. */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${node.target.map(String).join(' > ')}`,
      ),
    )
    .join('\n');
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is now and throws when it
 * finds any violation. `where` names the screen in the error message.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const content = await axeSource;
  // The app's CSP (script-src 'self') blocks an inline <script> (page.addScriptTag), so the source
  // runs through the DevTools protocol instead, which CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(content);
  // Let the route's enter animation (0.1 s) finish: axe would measure half-faded colours.
  await page.waitForTimeout(250);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: DISABLED_RULES,
  };
  const results = await page.evaluate(
    async (opts) =>
      (
        window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<AxeResults> } }
      ).axe.run(document, opts),
    options,
  );
  if (results.violations.length > 0) {
    throw new Error(
      `axe-core found accessibility violations on ${where} (${page.url()}):\n${formatViolations(results.violations)}`,
    );
  }
}
