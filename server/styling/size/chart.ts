/**
 * Reads and validates a product's size chart (the import's `sizes` column, a stored chart).
 *
 * Accepted forms:
 * - JSON: `[{ "size": "M", "measures": { "chest_cm": 54, "length_cm": 70 } }, …]` (measure keys
 *   as in contract/sizes.ts MEASURES, or their Korean chart names: 가슴단면, 총장, …);
 * - text (a CSV cell): `S: 가슴단면 52, 총장 68 | M: 가슴단면 54.5, 총장 70` — sizes separated by
 *   `|`, a size's label before `:`, measures as `name value` (or `name=value`) separated by `,`.
 *
 * Rules: 1–10 sizes, smallest first, labels unique; labels per slot — tops and outers XS–4XL,
 * FREE or the KS chest labels 85–130 (by 5); bottoms XS–4XL or waist inches 24–44; shoes 220–300
 * by 5 (mm). Measures are those of the slot (SLOT_MEASURES), within MEASURE_RANGES, and the slot's
 * first measure (chest, waist, foot) is on every size and grows from size to size. A shoe size
 * without measures measures its label.
 */
import {
  BODY_MEASURE_LIMITS,
  MEASURE_LABELS,
  MEASURES,
  SLOT_MEASURES,
  type MeasureName,
  type SizeChart,
  type SizeRow,
} from '../../../contract/sizes';
import { SLOT_LABELS, type Slot } from '../../../contract/taxonomy';
import { josa } from '../../../contract/josa';

/** Plausible values per measure (cm; foot mm), inclusive. */
export const MEASURE_RANGES: Readonly<Record<MeasureName, readonly [number, number]>> = {
  length_cm: [30, 140],
  shoulder_cm: [30, 70],
  chest_cm: [30, 90],
  sleeve_cm: [5, 100],
  waist_cm: [25, 70],
  thigh_cm: [15, 50],
  hem_cm: [8, 45],
  foot_mm: [220, 300],
};

const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'];

/** Size labels a slot's chart may use. */
function labelAllowed(slot: Slot, label: string): boolean {
  if (slot === 'shoes') return /^\d{3}$/.test(label) && inShoeRange(Number(label));
  if (LETTER_SIZES.includes(label)) return true;
  if (slot === 'bottom') return /^\d{2}$/.test(label) && Number(label) >= 24 && Number(label) <= 44;
  if (label === 'FREE') return true;
  const n = Number(label);
  return /^\d{2,3}$/.test(label) && n >= 85 && n <= 130 && n % 5 === 0;
}

/** A shoe label in mm: within the foot measure's range, by BODY_MEASURE_LIMITS' shoe step. */
function inShoeRange(mm: number): boolean {
  const [min, max] = MEASURE_RANGES.foot_mm;
  return mm >= min && mm <= max && mm % BODY_MEASURE_LIMITS.shoe_mm.step === 0;
}

const BY_NAME = new Map<string, MeasureName>([
  ...MEASURES.map((m) => [m, m] as const),
  ...MEASURES.map((m) => [MEASURE_LABELS[m].replace(/\s+/g, ''), m] as const),
]);

/** The chart, or a Korean message naming what is wrong (for the import report). */
export type ChartResult = { chart: SizeChart } | { error: string };

/** Reads a chart in either accepted form (module comment) for a product of `slot`. */
export function parseSizeChart(input: unknown, slot: Slot): ChartResult {
  let rows: unknown;
  if (typeof input === 'string') {
    const text = input.trim();
    if (text.startsWith('[')) {
      try {
        rows = JSON.parse(text);
      } catch {
        return { error: '사이즈표 JSON을 읽을 수 없습니다.' };
      }
    } else {
      const parsed = parseChartText(text);
      if ('error' in parsed) return parsed;
      rows = parsed.rows;
    }
  } else rows = input;
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > 10)
    return { error: '사이즈표에는 사이즈가 1~10개 있어야 합니다.' };
  const chart: SizeRow[] = [];
  for (const raw of rows) {
    const row = readRow(raw, slot);
    if ('error' in row) return row;
    if (chart.some((r) => r.size === row.row.size))
      return { error: `사이즈 ${josa(row.row.size, '이/가')} 두 번 있습니다.` };
    chart.push(row.row);
  }
  const key = SLOT_MEASURES[slot][0]!;
  for (let i = 1; i < chart.length; i++) {
    if (chart[i]!.measures[key]! <= chart[i - 1]!.measures[key]!)
      return {
        error: `사이즈는 작은 것부터, ${josa(MEASURE_LABELS[key], '이/가')} 커지는 순서로 적어 주세요 (${chart[i - 1]!.size} → ${chart[i]!.size}).`,
      };
  }
  return { chart };
}

function parseChartText(text: string): { rows: unknown[] } | { error: string } {
  const rows: unknown[] = [];
  for (const part of text.split('|')) {
    const colon = part.indexOf(':');
    if (colon < 0)
      return {
        error: `사이즈표 형식이 틀렸습니다: "${part.trim()}" (예: M: 가슴단면 54, 총장 70)`,
      };
    const measures: Record<string, number> = {};
    for (const item of part.slice(colon + 1).split(',')) {
      if (item.trim() === '') continue;
      const m = /^\s*(.+?)\s*[=\s]\s*(-?[\d.]+)\s*(?:cm|mm)?\s*$/.exec(item);
      if (!m) return { error: `사이즈표의 치수를 읽을 수 없습니다: "${item.trim()}"` };
      measures[m[1]!.replace(/\s+/g, '')] = Number(m[2]);
    }
    rows.push({ size: part.slice(0, colon).trim(), measures });
  }
  return { rows };
}

function readRow(raw: unknown, slot: Slot): { row: SizeRow } | { error: string } {
  if (typeof raw !== 'object' || raw === null)
    return { error: '사이즈표의 사이즈 형식이 틀렸습니다.' };
  const { size, measures } = raw as { size?: unknown; measures?: unknown };
  const label =
    typeof size === 'number'
      ? String(size)
      : typeof size === 'string'
        ? size.trim().toUpperCase()
        : '';
  if (!labelAllowed(slot, label))
    return { error: `${SLOT_LABELS[slot]}에 쓸 수 없는 사이즈입니다: "${label}"` };
  const out: Partial<Record<MeasureName, number>> = {};
  const given = measures ?? {};
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    return { error: `사이즈 ${label}의 치수 형식이 틀렸습니다.` };
  for (const [name, value] of Object.entries(given)) {
    const measure = BY_NAME.get(name.replace(/\s+/g, ''));
    if (!measure || !SLOT_MEASURES[slot].includes(measure))
      return {
        error: `${SLOT_LABELS[slot]} 사이즈표에 없는 치수입니다: "${name}" (${SLOT_MEASURES[slot].map((m) => MEASURE_LABELS[m]).join(', ')})`,
      };
    const [min, max] = MEASURE_RANGES[measure];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
      return {
        error: `사이즈 ${label}의 ${josa(MEASURE_LABELS[measure], '은/는')} ${min}~${max} 사이의 숫자여야 합니다: ${String(value)}`,
      };
    out[measure] = value;
  }
  const key = SLOT_MEASURES[slot][0]!;
  if (slot === 'shoes' && out.foot_mm === undefined) out.foot_mm = Number(label);
  if (out[key] === undefined)
    return { error: `사이즈 ${label}에 ${josa(MEASURE_LABELS[key], '이/가')} 없습니다.` };
  return { row: { size: label, measures: out } };
}
