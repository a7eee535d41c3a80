/**
 * `npm run bench:size`: size advice for synthetic members against the sample catalogue's charts.
 *
 * Members: a grid over the Size Korea range of Korean men (height 158–190 cm by 2 cm × BMI
 * 18.5–32 by 0.5; weight = BMI × height²), and a survey-like sample (height N(172.5, 6) cm, BMI
 * N(24.9, 3.3), seeded). For every member and every sample product with a chart it prints the
 * share advised (the requirement: 100 %), the share whose advised size lies inside the fit's
 * documented ease band for the member's estimated body (the requirement: ≥ 95 %), the two-size
 * share, the confidence mix, per slot; and the boundary cases: the members no size fits, by slot.
 */
import { buildSampleCatalogue } from '../server/catalog/sample/index';
import { Rng } from '../server/catalog/sample/rng';
import { adviseSize, EASE_BANDS } from '../server/styling/size/advice';
import { bodyMeasures, type BodyMeasures } from '../server/styling/size/body';
import type { NewProduct } from '../server/styling/types';
import { SLOTS, type Slot } from '../contract/taxonomy';
import { fraction } from './support/figures';

interface Member {
  heightCm: number;
  weightKg: number;
}

function gridMembers(): Member[] {
  const members: Member[] = [];
  for (let h = 158; h <= 190; h += 2)
    for (let bmi = 18.5; bmi <= 32; bmi += 0.5)
      members.push({ heightCm: h, weightKg: Math.round(bmi * (h / 100) ** 2 * 10) / 10 });
  return members;
}

function surveyMembers(n: number): Member[] {
  const rng = new Rng(20_211);
  const normal = () => {
    const u = Math.max(rng.float(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float());
  };
  return Array.from({ length: n }, () => {
    const heightCm = 172.5 + 6 * normal();
    const bmi = 24.9 + 3.3 * normal();
    return { heightCm, weightKg: bmi * (heightCm / 100) ** 2 };
  });
}

interface Tally {
  /** Trousers whose advice says the thigh runs snug. */
  snugThigh: number;
  advised: number;
  inBand: number;
  twoSizes: number;
  sure: number;
  likely: number;
  unsure: number;
  total: number;
}

const empty = (): Tally => ({
  snugThigh: 0,
  advised: 0,
  inBand: 0,
  twoSizes: 0,
  sure: 0,
  likely: 0,
  unsure: 0,
  total: 0,
});

function ease(p: NewProduct, size: string, body: BodyMeasures): number {
  const row = p.sizes!.find((r) => r.size === size)!;
  if (p.slot === 'shoes') return row.measures.foot_mm! - body.foot.value;
  if (p.slot === 'bottom') return 2 * row.measures.waist_cm! - body.waist.value;
  return 2 * row.measures.chest_cm! - body.chest.value;
}

function run(label: string, members: Member[], products: NewProduct[]): void {
  const bySlot = new Map<Slot, Tally>(SLOTS.map((s) => [s, empty()]));
  const misfits = new Map<Slot, Member[]>(SLOTS.map((s) => [s, []]));
  for (const m of members) {
    const body = bodyMeasures({ ...m, sex: 'M' });
    const misfit = new Set<Slot>();
    for (const p of products) {
      const t = bySlot.get(p.slot)!;
      t.total++;
      const advice = adviseSize({ slot: p.slot, fit: p.fit, sizes: p.sizes! }, body);
      if (!advice) continue;
      t.advised++;
      const [lo, hi] = EASE_BANDS[p.slot][p.fit]!;
      const e = ease(p, advice.size, body);
      if (e >= lo - 1e-9 && e <= hi + 1e-9) t.inBand++;
      else misfit.add(p.slot);
      if (advice.also) t.twoSizes++;
      if (advice.reason.includes('허벅지는 끼는 편')) t.snugThigh++;
      t[advice.confidence]++;
    }
    for (const s of misfit) misfits.get(s)!.push(m);
  }
  const all = empty();
  for (const t of bySlot.values())
    for (const k of Object.keys(all) as (keyof Tally)[]) all[k] += t[k];
  console.log(`\n${label}: ${members.length} members × ${products.length} products with a chart`);
  console.log(
    '| slot | advised | advised size within the ease band | two sizes fit | 확실 / 보통 / 애매 | thigh snug |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [slot, t] of [...bySlot, ['all', all] as const]) {
    console.log(
      `| ${slot} | ${fraction(t.advised, t.total)} | ${fraction(t.inBand, t.advised)} | ${fraction(t.twoSizes, t.advised)} | ${(t.sure / t.advised).toFixed(2)} / ${(t.likely / t.advised).toFixed(2)} / ${(t.unsure / t.advised).toFixed(2)} | ${fraction(t.snugThigh, t.advised)} |`,
    );
  }
  for (const [slot, list] of misfits) {
    if (list.length === 0) continue;
    const show = list
      .slice(0, 6)
      .map((m) => `${m.heightCm.toFixed(0)} cm ${m.weightKg.toFixed(0)} kg`)
      .join(', ');
    console.log(`  boundary (${slot}): ${list.length} members beyond some chart, e.g. ${show}`);
  }
}

const products = buildSampleCatalogue().products.filter((p) => p.sizes);
run('Grid over height 158–190 cm × BMI 18.5–32', gridMembers(), products);
run('Survey-like sample (height N(172.5, 6), BMI N(24.9, 3.3))', surveyMembers(400), products);
