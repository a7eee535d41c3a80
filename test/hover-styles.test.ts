/**
 * Hover styles apply only where a pointer hovers (`@media (hover: hover)`): on a phone the element
 * last tapped keeps :hover, so a chip or button under the finger would look chosen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/styles');

/** Every rule's selector with the at-rules around it, comments left out. */
function rulesOf(css: string): { selector: string; within: string[] }[] {
  const rules: { selector: string; within: string[] }[] = [];
  const stack: string[] = [];
  let text = '';
  for (const ch of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (ch === '{') {
      const head = text.trim();
      if (!head.startsWith('@')) rules.push({ selector: head, within: [...stack] });
      stack.push(head);
      text = '';
    } else if (ch === '}') {
      stack.pop();
      text = '';
    } else if (ch === ';') {
      text = '';
    } else {
      text += ch;
    }
  }
  return rules;
}

describe('hover styles', () => {
  const files = readdirSync(STYLES).filter((f) => f.endsWith('.css'));

  it.each(files)('%s: every :hover rule is inside @media (hover: hover)', (file) => {
    const css = readFileSync(path.join(STYLES, file), 'utf8');
    const unguarded = rulesOf(css)
      .filter((r) => r.selector.includes(':hover'))
      .filter((r) => !r.within.some((at) => /^@media\s*\(hover:\s*hover\)/.test(at)))
      .map((r) => r.selector);
    expect(unguarded).toEqual([]);
  });

  it('finds the hover rules it guards (the check reads the files)', () => {
    const all = files.flatMap((f) => rulesOf(readFileSync(path.join(STYLES, f), 'utf8')));
    expect(all.filter((r) => r.selector.includes(':hover')).length).toBeGreaterThan(10);
  });
});
