/**
 * What a shopper notices first on a phone: text that does not fit its box. Checks every element
 * of the page that holds text itself (inline runs are checked through the box they sit in):
 * - its text is not wider than its box (scrollWidth ≤ clientWidth) and, unless it is a free-text
 *   name the page shortens on purpose with "…" (TRUNCATED_NAMES), not cut off below either
 *   (scrollHeight ≤ clientHeight): a label or a chip is whole;
 * - it ends within the screen's width (unless it sits in a sideways strip that scrolls or clips);
 * - a label that must read on one line (ONE_LINE_LABELS: the settings row's label, chips, tabs,
 *   buttons, the bars' labels) is not broken over two.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Free-text names the page shortens with an ellipsis or a line clamp by design (goods and outfit names). */
const TRUNCATED_NAMES = [
  '.club-card-name',
  '.saved-card-name',
  '.coord-name',
  '.item-tile-category',
  '.item-tile-brand',
  '.sheet-option-name',
  '.outfit-reason-text.is-clamped',
];

/** Labels that read as one word group and must never break over two lines. */
const ONE_LINE_LABELS = [
  '.account-row dt',
  '.chip',
  '.btn',
  '.menu-item > span',
  '.saved-tab',
  '.bottom-nav-tab',
  '.detail-gallery-slot',
  '.detail-total-label',
  '.top-bar-title',
  '.sub-header-title',
];

/** Fails with every text on the current page that overflows its box or breaks a one-line label. */
export async function expectTextFits(page: Page, label: string): Promise<void> {
  const problems = await page.evaluate(
    ({ truncated, oneLine }) => {
      const found: string[] = [];
      const describe = (el: Element) =>
        `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const visible = (el: HTMLElement) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return (
          style.visibility !== 'hidden' &&
          box.width > 1 &&
          box.height > 1 &&
          !el.closest('[aria-hidden="true"], .visually-hidden')
        );
      };
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        const ownText = [...el.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!ownText || !visible(el)) continue;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.display === 'contents') continue;
        if (el.scrollWidth > el.clientWidth + 1)
          found.push(`wider than its box (${el.scrollWidth} > ${el.clientWidth}): ${describe(el)}`);
        if (!el.matches(truncated) && el.scrollHeight > el.clientHeight + 1)
          found.push(`cut off below (${el.scrollHeight} > ${el.clientHeight}): ${describe(el)}`);
        // Cards in a sideways strip (a scrolling or clipping box) are meant to go past the edge.
        let strip: HTMLElement | null = el.parentElement;
        while (strip && getComputedStyle(strip).overflowX === 'visible')
          strip = strip.parentElement;
        if (!strip && el.getBoundingClientRect().right > window.innerWidth + 1)
          found.push(`past the screen's edge: ${describe(el)}`);
      }
      for (const el of document.body.querySelectorAll<HTMLElement>(oneLine)) {
        if (!visible(el)) continue;
        // The boxes of its text (not of its icons), top to bottom: a box starting below the
        // line before it starts a new line.
        const boxes: DOMRect[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
        }
        boxes.sort((a, b) => a.top - b.top);
        let lines = 0;
        let lineBottom = -Infinity;
        for (const box of boxes) {
          if (box.top >= lineBottom - 1) lines += 1;
          lineBottom = box.top >= lineBottom - 1 ? box.bottom : Math.max(lineBottom, box.bottom);
        }
        if (lines > 1) found.push(`broken over ${lines} lines: ${describe(el)}`);
      }
      return found;
    },
    { truncated: TRUNCATED_NAMES.join(', '), oneLine: ONE_LINE_LABELS.join(', ') },
  );
  expect(problems, `${label}: text that does not fit`).toEqual([]);
}
