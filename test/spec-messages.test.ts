/**
 * docs/spec-messages.md, the audit of every SPEC message, stays true to the code: each constant a
 * row names exists, a message constant's Korean text is the one the row shows, and each file a
 * row names is in the tree. Message constants live in one module per side: src/messages.ts (the
 * app) and server/messages.ts (the API server); a row that names server/messages.ts is read
 * against the server's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as serverMessages from '../server/messages';
import * as appMessages from '../src/messages';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOC = readFileSync(path.join(ROOT, 'docs/spec-messages.md'), 'utf8');

/** A row of the doc's tables: the Korean text column and the "Where" column. */
interface Row {
  korean: string;
  where: string;
}

function tableRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('| ') && !line.startsWith('| SPEC message') && !line.startsWith('|---'),
    )
    .map((line) => line.split(' | '))
    .map((cells) => ({ korean: cells[1] ?? '', where: cells[2] ?? '' }));
}

/**
 * Every `const NAME` declared under src/ (the non-message constants a row may name), except in
 * src/messages.ts, whose private literals are not for rows to name (its exports are checked above).
 */
function declaredConstants(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && file !== path.join(ROOT, 'src/messages.ts'))
        for (const match of readFileSync(file, 'utf8').matchAll(/const ([A-Z][A-Z0-9_]+)\b/g))
          names.add(match[1] as string);
    }
  };
  visit(path.join(ROOT, 'src'));
  return names;
}

const rows = tableRows(DOC);
const backticked = (text: string): string[] =>
  [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
const isMessageGroup = (name: string) => /(_MESSAGES?|_NOTICES)$/.test(name);

describe('docs/spec-messages.md', () => {
  it('should list the SPEC messages in its tables', () => {
    expect(rows.length).toBeGreaterThan(60);
  });

  it('should show, for each message constant it names, that constant’s Korean text', () => {
    const problems: string[] = [];
    for (const row of rows) {
      const module: Record<string, unknown> = row.where.includes('server/messages.ts')
        ? serverMessages
        : appMessages;
      for (const ref of backticked(row.where)) {
        const match = /^([A-Z][A-Z0-9_]+)(?:\.(\w+))?$/.exec(ref);
        if (!match || !isMessageGroup(match[1] as string)) continue;
        const [, group = '', key] = match;
        const value = module[group];
        if (value === undefined) {
          problems.push(`${ref}: no ${group} in the messages module`);
        } else if (key !== undefined) {
          const text = (value as Record<string, unknown>)[key];
          if (typeof text !== 'string') problems.push(`${ref}: no such message`);
          else if (!row.korean.includes(text))
            problems.push(`${ref}: the row shows "${row.korean}", the code "${text}"`);
        } else {
          const texts =
            typeof value === 'string' ? [value] : Object.values(value as Record<string, string>);
          if (!texts.some((text) => row.korean.includes(text)))
            problems.push(`${ref}: none of its texts is in "${row.korean}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('should name only constants and files that exist', () => {
    const constants = declaredConstants();
    const problems: string[] = [];
    for (const row of rows) {
      for (const ref of backticked(row.where)) {
        const name = /^([A-Z][A-Z0-9_]+)(?:\.\w+)?$/.exec(ref)?.[1];
        if (name && !isMessageGroup(name) && !constants.has(name))
          problems.push(`${ref}: declared nowhere under src/`);
        if (/^(src|server|sw)\/[\w./-]+\.tsx?$/.test(ref) && !existsSync(path.join(ROOT, ref)))
          problems.push(`${ref}: no such file`);
      }
    }
    expect(problems).toEqual([]);
  });
});
