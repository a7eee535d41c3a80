/**
 * `npm run bench:colour`: how the served recogniser reads the photographed garment's colour and
 * kind, on the sender-disjoint validation photos of the men's labels that carry the project's
 * colour labels (ml/data/colour-labels.csv; labelled by eye, ml/data/colour-cues.md). Prints:
 * - colour among shop-colour garments: exact, acceptable (the label or its second acceptable
 *   name), within the answer's chips; photo-only garments (레드 … 멀티) named right, and how many
 *   were stated as a shop colour without confirmation;
 * - the confusion table (label → answer) and per-name recall;
 * - the share of photos asked to confirm the colour, and colour right among those not asked;
 * - right kind overall and for Hoodie, Polo and Blazer; category within chips (the answer or a
 *   runner-up chip of the right kind); the share asked to confirm the category, right kind among
 *   those not asked, and the lowest confidence above which right kind is ≥ 90 %;
 * - among answers whose colour is wrong, the share of outfits (sample catalogue, 4 per photo)
 *   whose text states the wrong colour as the photo's;
 * - latency: the whole recognition (decode → colour) and the colour model's own part (whole-photo
 *   decode, pixels, colour head), median over the photos, and their ratio to the recognition
 *   without it.
 * Prints figures; not a test. Exits 1 with a clear message when the dataset folder is missing.
 */
import { readFile } from 'node:fs/promises';
import { categoryInfo, isShopColour, type PhotoColourName } from '../contract/taxonomy';
import { buildSampleCatalogue } from '../server/catalog/sample';
import { imagePath, readColourLabels, splitSamples, usableSamplesOrExit } from '../ml/dataset';
import { acceptable, askLevel } from '../ml/colour';
import { composeOutfits, indexCatalogue } from '../server/styling/outfit';
import { CATEGORY_TRAITS } from '../server/styling/outfit/category-traits';
import { categoryChips } from '../server/styling/corrections';
import { EMBEDDING_LAYOUT } from '../server/styling/recognizer/backbone';
import { loadColourHead, readColour } from '../server/styling/recognizer/colour-head';
import { garmentPixels } from '../server/styling/recognizer/garment-pixels';
import {
  createRecognizer,
  isRightKind,
  MENS_LABELS,
  type MensLabel,
} from '../server/styling/recognizer/index';
import { prepare } from '../server/styling/recognizer/preprocess';

/** A stand-in embedding for timing the colour model's own part (the values do not change its cost). */
const NO_EMBEDDING = new Float32Array(EMBEDDING_LAYOUT.withBlocks);

const pct = (k: number, n: number): string => `${(k / Math.max(1, n)).toFixed(3)} (${k}/${n})`;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function main(): Promise<void> {
  const labels = readColourLabels();
  const photos = splitSamples(usableSamplesOrExit()).val.filter(
    (s) => (MENS_LABELS as readonly string[]).includes(s.label) && labels.has(s.image),
  );
  const recognizer = createRecognizer();
  await recognizer.warmUp();
  const colourModel = loadColourHead();
  const index = indexCatalogue(
    buildSampleCatalogue().products.map((p, i) => ({ ...p, id: i + 1 })),
  );

  const c = {
    shopN: 0,
    shopExact: 0,
    shopAcceptable: 0,
    shopChips: 0,
    otherN: 0,
    otherRight: 0,
    otherStatedAsShop: 0,
    asked: 0,
    notAsked: 0,
    rightNotAsked: 0,
  };
  const k = { n: 0, right: 0, chips: 0, asked: 0, notAsked: 0, rightNotAsked: 0 };
  const perLabel = new Map<string, [number, number]>();
  const recall = new Map<PhotoColourName, [number, number]>();
  const confusion = new Map<string, number>();
  const kindAnswers: { confidence: number; right: boolean }[] = [];
  let wrongOutfits = 0;
  let wrongAsserted = 0;
  const whole: number[] = [];
  const colourPart: number[] = [];

  for (const [i, s] of photos.entries()) {
    const bytes = await readFile(imagePath(s));
    const t0 = performance.now();
    const r = await recognizer.recognize(bytes);
    whole.push(performance.now() - t0);
    const t1 = performance.now();
    const padded = await prepare(bytes, 'pad');
    // Its own work only: the embedding it reads is the recogniser's (timed above).
    readColour(
      colourModel,
      garmentPixels(padded.rgb, 224, 224, padded.content),
      NO_EMBEDDING,
      r.category,
      r.slot,
    );
    colourPart.push(performance.now() - t1);

    const label = labels.get(s.image);
    if (!label) continue;
    const ok = acceptable(r.colour, label);
    const chips = r.colourChoices ?? [];
    const asked = r.ask?.colour ?? true;
    if (isShopColour(label.colour)) {
      c.shopN++;
      if (r.colour === label.colour) c.shopExact++;
      if (ok) c.shopAcceptable++;
      if (ok || chips.includes(label.colour) || (label.alt !== null && chips.includes(label.alt)))
        c.shopChips++;
    } else {
      c.otherN++;
      if (ok) c.otherRight++;
      if (isShopColour(r.colour) && !asked) c.otherStatedAsShop++;
    }
    if (asked) c.asked++;
    else {
      c.notAsked++;
      if (ok) c.rightNotAsked++;
    }
    const rec = recall.get(label.colour) ?? [0, 0];
    recall.set(label.colour, [rec[0] + (ok ? 1 : 0), rec[1] + 1]);
    if (!ok) {
      const key = `${label.colour} → ${r.colour}`;
      confusion.set(key, (confusion.get(key) ?? 0) + 1);
      const outfits = composeOutfits({
        garment: { ...r, colourSure: !asked, categorySure: !(r.ask?.category ?? false) },
        season: categoryInfo(r.category).only ?? '가을',
        catalogue: index,
        seed: i,
      });
      // The photo's colour stated as fact: "사진 속 블랙 …", "촬영하신 블랙 …", "블랙 슬랙스가 주인공".
      const stated = `${r.colour} ${CATEGORY_TRAITS[r.category].label}`;
      const asFact = new RegExp(
        `(사진 속|촬영하신) ${r.colour}|${stated}(이|가) 주인공|${stated} 대신`,
      );
      for (const o of outfits) {
        wrongOutfits++;
        if (asFact.test(o.reasoningText)) wrongAsserted++;
      }
    }

    const label10 = s.label as MensLabel;
    const right = isRightKind(label10, r.category);
    k.n++;
    if (right) k.right++;
    const catChips = categoryChips(r.runnerUps, r.category);
    if (right || catChips.some((x) => isRightKind(label10, x.category))) k.chips++;
    if (r.ask?.category) k.asked++;
    else {
      k.notAsked++;
      if (right) k.rightNotAsked++;
    }
    kindAnswers.push({ confidence: r.confidence, right });
    const pl = perLabel.get(s.label) ?? [0, 0];
    perLabel.set(s.label, [pl[0] + (right ? 1 : 0), pl[1] + 1]);
  }

  console.log(`colour benchmark: ${photos.length} labelled validation photos of the men's labels`);
  console.log(
    `colour, shop-colour garments: exact ${pct(c.shopExact, c.shopN)}, acceptable ${pct(c.shopAcceptable, c.shopN)}, within chips ${pct(c.shopChips, c.shopN)}`,
  );
  console.log(
    `colour, photo-only garments named right: ${pct(c.otherRight, c.otherN)}; stated as a shop colour without asking: ${pct(c.otherStatedAsShop, c.otherN)}`,
  );
  console.log(
    `asked to confirm the colour: ${pct(c.asked, c.asked + c.notAsked)}; right when not asked: ${pct(c.rightNotAsked, c.notAsked)}`,
  );
  console.log(
    `wrong colour stated as the photo's: ${pct(wrongAsserted, wrongOutfits)} of the outfits of wrong answers`,
  );
  const top = [...confusion].sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(`confusions (label → answer): ${top.map(([key, n]) => `${key} ×${n}`).join(', ')}`);
  console.log(
    `recall per name: ${[...recall]
      .sort((a, b) => b[1][1] - a[1][1])
      .map(([name, [r, n]]) => `${name} ${(r / n).toFixed(2)} (${n})`)
      .join(', ')}`,
  );
  console.log(`right kind: ${pct(k.right, k.n)}; category within chips ${pct(k.chips, k.n)}`);
  console.log(
    `right kind per label: ${[...perLabel].map(([l, [r, n]]) => `${l} ${(r / n).toFixed(2)} (${n})`).join(', ')}`,
  );
  console.log(
    `asked to confirm the category: ${pct(k.asked, k.n)}; right kind when not asked: ${pct(k.rightNotAsked, k.notAsked)}; right kind ≥ 0.90 above confidence ${askLevel(kindAnswers).toFixed(3)}`,
  );
  const w = median(whole);
  const part = median(colourPart);
  console.log(
    `latency: recognition median ${w.toFixed(1)} ms, of it the colour model ~${part.toFixed(1)} ms; ×${(w / Math.max(1, w - part)).toFixed(2)} the recognition without it`,
  );
}

await main();
