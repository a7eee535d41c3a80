/**
 * Recogniser benchmark (`npm run bench:recognizer`): runs the full recogniser (decode +
 * preprocess + backbone + head + colour, one photo at a time, after a warm-up) over the
 * sender-disjoint validation split (server/styling/recognizer/dataset.ts `splitSamples`, the
 * split training held out) restricted to the 10 men's labels, and prints:
 * right-kind top-1 and top-3 (answer or a runner-up within the label's KIND set), per-label
 * accuracy, a label × answer-kind confusion matrix, the answer categories and colours per label,
 * and median / p95 latency per photo in ms. Prints figures; not a test.
 *
 * Exits 1 with a clear message when the dataset folder is missing.
 */
import { readFile } from 'node:fs/promises';
import type { CategoryName } from '../src/contract/taxonomy';
import { DatasetMissingError, datasetDir, imagePath, readLabels, splitSamples, usableSamples } from '../server/styling/recognizer/dataset';
import { createRecognizer, isRightKind, kindOf, MENS_LABELS, type MensLabel } from '../server/styling/recognizer/index';
import type { Recognition } from '../server/styling/types';

/** Value at quantile q (0–1) of ascending-sorted numbers (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ')).join('\n');
}

async function main(): Promise<void> {
  let samples;
  try {
    samples = usableSamples(readLabels());
  } catch (err) {
    if (err instanceof DatasetMissingError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const val = splitSamples(samples).val.filter((s) => (MENS_LABELS as readonly string[]).includes(s.label));
  console.log(`dataset ${datasetDir()}`);
  console.log(`validation (sender-disjoint) photos of the 10 men's labels: ${val.length}`);

  const recognizer = createRecognizer();
  const tLoad = performance.now();
  await recognizer.warmUp();
  console.log(`model load ${(performance.now() - tLoad).toFixed(0)} ms`);
  for (const s of val.slice(0, 5)) await recognizer.recognize(await readFile(imagePath(s)));

  const latencies: number[] = [];
  const results: { label: MensLabel; r: Recognition }[] = [];
  for (const s of val) {
    const buf = await readFile(imagePath(s));
    const t = performance.now();
    const r = await recognizer.recognize(buf);
    latencies.push(performance.now() - t);
    results.push({ label: s.label as MensLabel, r });
  }

  let top1 = 0;
  let top3 = 0;
  const per = new Map<MensLabel, { n: number; ok: number; ok3: number }>();
  const confusion = new Map<string, number>();
  const cats = new Map<MensLabel, Map<string, number>>();
  const colours = new Map<MensLabel, Map<string, number>>();
  const bump = (m: Map<string, number>, k: string): void => {
    m.set(k, (m.get(k) ?? 0) + 1);
  };
  for (const { label, r } of results) {
    const ok = isRightKind(label, r.category);
    const ok3 = ok || r.runnerUps.some((u) => isRightKind(label, u.category));
    top1 += ok ? 1 : 0;
    top3 += ok3 ? 1 : 0;
    const p = per.get(label) ?? { n: 0, ok: 0, ok3: 0 };
    p.n++;
    p.ok += ok ? 1 : 0;
    p.ok3 += ok3 ? 1 : 0;
    per.set(label, p);
    bump(confusion, `${label}|${kindOf(r.category as CategoryName)}`);
    if (!cats.has(label)) cats.set(label, new Map());
    bump(cats.get(label) as Map<string, number>, r.category);
    if (!colours.has(label)) colours.set(label, new Map());
    bump(colours.get(label) as Map<string, number>, r.colour);
  }
  const n = results.length;
  console.log('');
  console.log(`right-kind top-1: ${(top1 / n).toFixed(3)} (${top1}/${n})`);
  console.log(`right-kind top-3: ${(top3 / n).toFixed(3)} (${top3}/${n})`);
  console.log('');
  console.log('per label:');
  console.log(
    table([
      ['label', 'photos', 'top-1', 'top-3'],
      ...MENS_LABELS.map((l) => {
        const p = per.get(l) ?? { n: 0, ok: 0, ok3: 0 };
        return [l, String(p.n), p.n ? (p.ok / p.n).toFixed(2) : '-', p.n ? (p.ok3 / p.n).toFixed(2) : '-'];
      }),
    ]),
  );
  console.log('');
  console.log('confusion (rows: dataset label, columns: kind of the answer):');
  console.log(
    table([
      ['label \\ answer', ...MENS_LABELS],
      ...MENS_LABELS.map((l) => [l, ...MENS_LABELS.map((k) => String(confusion.get(`${l}|${k}`) ?? 0))]),
    ]),
  );
  const top = (m: Map<string, number> | undefined, k: number): string =>
    [...(m ?? new Map<string, number>()).entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([c, v]) => `${c} ${v}`)
      .join(', ');
  console.log('');
  console.log('answers per label (categories | colours):');
  for (const l of MENS_LABELS) console.log(`  ${l}: ${top(cats.get(l), 4)} | ${top(colours.get(l), 5)}`);

  const sorted = [...latencies].sort((a, b) => a - b);
  console.log('');
  console.log(
    `latency per photo (decode + preprocess + backbone + head + colour): median ${quantile(sorted, 0.5).toFixed(1)} ms, ` +
      `p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
  );
  const mem = process.memoryUsage().rss / 2 ** 20;
  console.log(`peak-ish RSS ${mem.toFixed(0)} MiB`);
}

await main();
