/**
 * Recogniser benchmark (`npm run bench:recognizer`): runs the full recogniser (decode +
 * preprocess + backbone + head + colour, one photo at a time, after a warm-up) over the
 * sender-disjoint validation split (server/styling/recognizer/dataset.ts `splitSamples`, the
 * split training held out) restricted to the 10 men's labels, and prints:
 * right-kind top-1 and top-3 (answer or a runner-up within the label's KIND set), per-label
 * accuracy, a label × answer-kind confusion matrix, the answer categories and colours per label,
 * within-kind accuracy on the project's fine labels (server/styling/recognizer/data/
 * fine-labels.csv, validation part; exact, and the right category offered as the answer or one of
 * the 3 correction chips), rejection both ways (men's garments wrongly rejected;
 * dresses, skirts, blouses, tops, hats and synthetic no-garment photos let through), confidence
 * calibration, the asking policy (weights/asking.json: its levels, the curve of asked share
 * against right when not asked, and as served: colour acceptable and category exact when not
 * asked, the right one among the chips when asked, the colour's asked share, shoes' exact
 * category, men's garments refused), and median / p95 latency per photo in ms. Prints figures;
 * not a test.
 *
 * Exits 1 with a clear message when the dataset folder is missing.
 */
import { readFile } from 'node:fs/promises';
import type { CategoryName } from '../contract/taxonomy';
import { backboneFingerprint } from '../server/styling/recognizer/backbone';
import {
  datasetDir,
  imagePath,
  KIND_LABELS_FILE,
  readColourLabels,
  readFineLabels,
  splitSamples,
  usableSamplesOrExit,
} from '../ml/dataset';
import {
  createRecognizer,
  isRightKind,
  kindOf,
  MENS_LABELS,
  type MensLabel,
} from '../server/styling/recognizer/index';
import { loadAskingPolicy } from '../server/styling/recognizer/confidence';
import { acceptable } from '../ml/colour';

import { loadHead } from '../server/styling/recognizer/head';
import { NO_GARMENT_VAL, SEED_NO_GARMENT, syntheticPhotos } from '../ml/nogarment';
import type { Recognition } from '../server/styling/types';
import { quantile } from './support/figures';

/** k/n with `digits` decimals (0 when n is 0). */
function ratio(k: number, n: number, digits = 3): string {
  return (k / Math.max(1, n)).toFixed(digits);
}

/** k/n as "0.851 (171/201)". */
function fraction(k: number, n: number, digits = 3): string {
  return `${ratio(k, n, digits)} (${k}/${n})`;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

async function main(): Promise<void> {
  const samples = usableSamplesOrExit();
  const allVal = splitSamples(samples).val;
  const val = allVal.filter((s) => (MENS_LABELS as readonly string[]).includes(s.label));
  const NON_MEN = ['Dress', 'Skirt', 'Blouse', 'Top', 'Hat'];
  const nonMen = allVal.filter((s) => NON_MEN.includes(s.label));
  const synth = syntheticPhotos(
    allVal,
    NO_GARMENT_VAL.corners,
    NO_GARMENT_VAL.surfaces,
    SEED_NO_GARMENT + 1,
  );
  const fine = readFineLabels();
  console.log(`dataset ${datasetDir()}`);
  console.log(`validation (sender-disjoint) photos of the 10 men's labels: ${val.length}`);

  const head = loadHead();
  const recognizer = createRecognizer();
  const tLoad = performance.now();
  await recognizer.warmUp();
  console.log(
    `model load ${(performance.now() - tLoad).toFixed(0)} ms; backbone weights ${backboneFingerprint()}`,
  );
  for (const s of val.slice(0, 5)) await recognizer.recognize(await readFile(imagePath(s)));

  const latencies: number[] = [];
  const results: { label: MensLabel; r: Recognition; image: string }[] = [];
  for (const s of val) {
    const buf = await readFile(imagePath(s));
    const t = performance.now();
    const r = await recognizer.recognize(buf);
    latencies.push(performance.now() - t);
    results.push({ label: s.label as MensLabel, r, image: s.image });
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
        return [
          l,
          String(p.n),
          p.n ? (p.ok / p.n).toFixed(2) : '-',
          p.n ? (p.ok3 / p.n).toFixed(2) : '-',
        ];
      }),
    ]),
  );
  console.log('');
  console.log('confusion (rows: dataset label, columns: kind of the answer):');
  console.log(
    table([
      ['label \\ answer', ...MENS_LABELS],
      ...MENS_LABELS.map((l) => [
        l,
        ...MENS_LABELS.map((k) => String(confusion.get(`${l}|${k}`) ?? 0)),
      ]),
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
  for (const l of MENS_LABELS)
    console.log(`  ${l}: ${top(cats.get(l), 4)} | ${top(colours.get(l), 5)}`);

  // Within-kind: validation photos with a fine label inside their dataset label's kind.
  const fineRows = results.flatMap(({ label, r, image }) => {
    const c = fine.get(image);
    return c && isRightKind(label, c) ? [{ label, r, c }] : [];
  });
  const rightKind = fineRows.filter(({ label, r }) => isRightKind(label, r.category));
  const exact = (rows: typeof fineRows): number =>
    rows.filter(({ r, c }) => r.category === c).length;
  // One tap away: the answer or one of the 3 runner-up chips under it (camera page; src/components/RunnerUpChips.tsx).
  const offered = (rows: typeof fineRows): number =>
    rows.filter(({ r, c }) => r.category === c || r.runnerUps.some((u) => u.category === c)).length;
  console.log('');
  console.log(
    `within-kind accuracy on fine labels (${fineRows.length} validation photos, data/fine-labels.csv):`,
  );
  console.log(
    `  category exactly right, given the right kind: ${fraction(exact(rightKind), rightKind.length)}`,
  );
  console.log(
    `  category exactly right, all labelled photos:   ${fraction(exact(fineRows), fineRows.length)}`,
  );
  console.log(
    `  category the answer or a chip (one tap), given the right kind: ${fraction(offered(rightKind), rightKind.length)}`,
  );
  console.log(
    table([
      ['label', 'photos', 'right kind', 'exact | kind', 'chip | kind'],
      ...MENS_LABELS.filter((l) => fineRows.some((f) => f.label === l)).map((l) => {
        const mine = fineRows.filter((f) => f.label === l);
        const rk = mine.filter(({ r }) => isRightKind(l, r.category));
        return [
          l,
          String(mine.length),
          String(rk.length),
          ratio(exact(rk), rk.length, 2),
          ratio(offered(rk), rk.length, 2),
        ];
      }),
    ]),
  );

  // Rejection both ways.
  const rejectedOf = async (
    bufs: AsyncIterable<Buffer> | Iterable<Promise<Buffer>>,
  ): Promise<[number, number]> => {
    let rej = 0;
    let n = 0;
    for await (const b of bufs) {
      const r = await recognizer.recognize(b);
      rej += r.menswear ? 0 : 1;
      n++;
    }
    return [rej, n];
  };
  const menRejected = results.filter(({ r }) => !r.menswear).length;
  console.log('');
  console.log('rejection (menswear = false):');
  console.log(
    `  men's garments wrongly rejected: ${(menRejected / n).toFixed(3)} (${menRejected}/${n}; target ≤ 0.01)`,
  );
  let nonRej = 0;
  let nonN = 0;
  for (const g of NON_MEN) {
    const [rej, m] = await rejectedOf(
      nonMen.filter((s) => s.label === g).map((s) => readFile(imagePath(s))),
    );
    nonRej += rej;
    nonN += m;
    console.log(`  ${g}: rejected ${fraction(rej, m, 2)}`);
  }
  for (const kind of ['corner', 'surface'] as const) {
    const [rej, m] = await rejectedOf(synth.filter((p) => p.kind === kind).map((p) => p.load()));
    nonRej += rej;
    nonN += m;
    console.log(
      `  no garment (${kind === 'corner' ? 'background corners of photos' : 'synthetic surfaces'}): rejected ${fraction(rej, m, 2)}`,
    );
  }
  console.log(
    `  non-men's photos rejected: ${(nonRej / nonN).toFixed(3)} (${nonRej}/${nonN}; target ≥ 0.80)`,
  );

  // Calibration of the answer's confidence against right-kind accuracy.
  console.log('');
  console.log('confidence (calibrated) vs right kind:');
  const bins: [number, number][] = [
    [0, 0.2],
    [0.2, 0.35],
    [0.35, 0.5],
    [0.5, 0.7],
    [0.7, 0.9],
    [0.9, 1.01],
  ];
  console.log(
    table([
      ['confidence', 'photos', 'mean conf', 'right kind'],
      ...bins.map(([lo, hi]) => {
        const mine = results.filter(({ r }) => r.confidence >= lo && r.confidence < hi);
        const mean = mine.reduce((a, { r }) => a + r.confidence, 0) / Math.max(1, mine.length);
        const ok = mine.filter(({ label, r }) => isRightKind(label, r.category)).length;
        return [
          `${lo.toFixed(2)}–${Math.min(1, hi).toFixed(2)}`,
          String(mine.length),
          mean.toFixed(2),
          mine.length ? (ok / mine.length).toFixed(2) : '-',
        ];
      }),
    ]),
  );

  // The asking policy, as served (labels: the exact category where known, the colour by eye).
  const policy = loadAskingPolicy();
  const colourLabels = readColourLabels();
  const exactOf = new Map(fine);
  for (const [image, c] of readFineLabels(KIND_LABELS_FILE))
    if (!exactOf.has(image)) exactOf.set(image, c);
  const only: Partial<Record<MensLabel, CategoryName>> = {
    Shorts: '숏팬츠',
    Blazer: '슈트&블레이저 재킷',
  };
  const catRows = results.flatMap(({ label, r, image }) => {
    const c = exactOf.get(image) ?? only[label];
    return c ? [{ r, c, label }] : [];
  });
  const colRows = results.flatMap(({ r, image }) => {
    const c = colourLabels.get(image);
    return c ? [{ r, c }] : [];
  });
  console.log('');
  console.log(`asking policy (weights/asking.json, npm run fit:asking): ${policy.fittedOn}`);
  console.log(
    `  slot sure at ${policy.slotSureAt.toFixed(3)}; category asked below ${Object.entries(
      policy.category,
    )
      .map(([s, v]) => `${s} ${v.askBelow.toFixed(3)} (${v.chips} chips)`)
      .join(', ')}`,
  );
  console.log(
    `  colour asked below ${Object.entries(policy.colour)
      .map(([f, v]) => `${f} ${v.askBelow.toFixed(3)}`)
      .join(', ')}; ${policy.colourChips} chips`,
  );
  const curve = (rows: { confidence: number; right: boolean }[]): string =>
    [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95]
      .map((t) => {
        const said = rows.filter((x) => x.confidence >= t);
        const right = said.filter((x) => x.right).length;
        return `${t.toFixed(2)}: asked ${ratio(rows.length - said.length, rows.length, 2)}, right ${ratio(right, said.length, 2)}`;
      })
      .join(' | ');
  console.log('  curve, one level for all (level: asked share, right when not asked):');
  console.log(
    `    colour   ${curve(colRows.map(({ r, c }) => ({ confidence: r.colourConfidence ?? 0, right: acceptable(r.colour, c) })))}`,
  );
  console.log(
    `    category ${curve(catRows.map(({ r, c }) => ({ confidence: r.confidence, right: r.category === c })))}`,
  );
  const colSaid = colRows.filter(({ r }) => !r.ask?.colour);
  const colAsked = colRows.filter(({ r }) => r.ask?.colour);
  const catSaid = catRows.filter(({ r }) => !r.ask?.category);
  const catAsked = catRows.filter(({ r }) => r.ask?.category);
  console.log('  as served:');
  console.log(
    `    colour acceptable when not asked: ${fraction(colSaid.filter(({ r, c }) => acceptable(r.colour, c)).length, colSaid.length)} (goal ≥ 0.95)`,
  );
  console.log(
    `    colour asked: ${fraction(colAsked.length, colRows.length)} (goal ≤ 0.65); right among the guess and chips when asked: ${fraction(colAsked.filter(({ r, c }) => [r.colour, ...(r.colourChoices ?? [])].some((x) => acceptable(x, c))).length, colAsked.length)} (goal ≥ 0.98)`,
  );
  console.log(
    `    category exact when not asked: ${fraction(catSaid.filter(({ r, c }) => r.category === c).length, catSaid.length)} (goal ≥ 0.85); asked ${fraction(catAsked.length, catRows.length)}`,
  );
  console.log(
    `    category right among the guess and chips when asked: ${fraction(catAsked.filter(({ r, c }) => r.category === c || r.runnerUps.some((u) => u.category === c)).length, catAsked.length)} (goal ≥ 0.98)`,
  );
  const shoes = catRows.filter(({ label }) => label === 'Shoes');
  console.log(
    `    shoes' exact category: ${fraction(shoes.filter(({ r, c }) => r.category === c).length, shoes.length)}; answers 쪼리/플립플랍 ${shoes.filter(({ r }) => r.category === '쪼리/플립플랍').length} (flip-flops labelled ${shoes.filter(({ c }) => c === '쪼리/플립플랍').length})`,
  );

  const sorted = [...latencies].sort((a, b) => a - b);
  console.log('');
  console.log(
    `latency per photo (decode + preprocess + backbone${head.flipTta ? ' ×2 views (flip TTA)' : ''} + head + colour): median ${quantile(sorted, 0.5).toFixed(1)} ms, ` +
      `p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
  );
  const mem = process.memoryUsage().rss / 2 ** 20;
  console.log(`peak-ish RSS ${mem.toFixed(0)} MiB`);
}

await main();
