/**
 * `npm run bench:import`: the catalogue import tagging itself (server/catalog/tagging.ts) on
 * IMPORT_ROWS (default 1,000) picture-only rows: the men's validation photos of the dataset, then
 * training ones, each a CSV row with `image_file` and no category or colour. Prints the time per
 * row (parse + recognise + validate; the database insert is not included), how many rows were
 * marked for review, and, for the photos labelled by eye (ml/data/), how often the estimate of
 * the rows not marked for review is right: the kind (recognizer/mapping.ts `KIND`), the exact
 * category, and the colour (the label, its acceptable second name, or for a photo-only label the
 * nearest shop colour the product takes). Prints figures; not a test.
 */
import { readFile } from 'node:fs/promises';
import { isShopColour, type CategoryName } from '../contract/taxonomy';
import { parseCatalogue } from '../server/catalog/format';
import { tagCatalogue } from '../server/catalog/tagging';
import { createRecognizer, MENS_LABELS } from '../server/styling/recognizer/index';
import { isRightKind, type MensLabel } from '../server/styling/recognizer/mapping';
import {
  imagePath,
  KIND_LABELS_FILE,
  readColourLabels,
  readFineLabels,
  splitOf,
  usableSamplesOrExit,
} from '../ml/dataset';
import { fraction } from './support/figures';

const ROWS = Number(process.env.IMPORT_ROWS ?? 1000);

async function main(): Promise<void> {
  const mens = usableSamplesOrExit().filter(
    (s) => !s.kids && (MENS_LABELS as readonly string[]).includes(s.label),
  );
  const ordered = [
    ...mens.filter((s) => splitOf(s.senderId) === 'val'),
    ...mens.filter((s) => splitOf(s.senderId) === 'train'),
  ].slice(0, ROWS);
  const header = 'goods_name,brand,price,style,seasons,goods_url,image_url,image_file';
  const csv = [
    header,
    ...ordered.map(
      (s, i) =>
        `상품 ${i + 1},BENCH,39000,캐주얼,가을,https://shop.example.com/p/${i},https://cdn.example.com/${s.image}.jpg,${imagePath(s)}`,
    ),
  ].join('\n');

  const recognizer = createRecognizer();
  await recognizer.warmUp();
  const t0 = performance.now();
  const parsed = parseCatalogue(csv, 'csv');
  const tagged = await tagCatalogue(parsed, recognizer, (file) => readFile(file));
  const ms = performance.now() - t0;

  const categories = new Map([...readFineLabels(), ...readFineLabels(KIND_LABELS_FILE)]);
  const colours = readColourLabels();
  const byRow = new Map(tagged.report.map((r) => [r.row, r]));
  let trusted = 0;
  let kind = 0;
  let categoryLabelled = 0;
  let category = 0;
  let colourLabelled = 0;
  let colour = 0;
  ordered.forEach((s, i) => {
    const r = byRow.get(i + 2); // CSV line: the header is line 1
    if (!r || r.review.length > 0) return;
    trusted++;
    if (isRightKind(s.label as MensLabel, r.category)) kind++;
    const truth = categories.get(s.image) as CategoryName | undefined;
    if (truth) {
      categoryLabelled++;
      if (truth === r.category) category++;
    }
    const label = colours.get(s.image);
    if (label) {
      colourLabelled++;
      const right = [label.colour, label.alt].some(
        (c) => c === r.colour || (c !== null && !isShopColour(c) && c === r.photoColour),
      );
      if (right) colour++;
    }
  });
  const review = tagged.report.filter((r) => r.review.length > 0).length;
  console.log(
    `import tagging: ${ordered.length} picture-only rows in ${(ms / 1000).toFixed(1)} s (${(ms / ordered.length).toFixed(0)} ms a row); ${tagged.products.length} products, ${tagged.errors.length} failed rows`,
  );
  console.log(`marked for review: ${fraction(review, tagged.report.length)}`);
  console.log(`rows not marked for review, right kind: ${fraction(kind, trusted)}`);
  console.log(`… exact category (labelled photos): ${fraction(category, categoryLabelled)}`);
  console.log(
    `… colour right or acceptable (labelled photos): ${fraction(colour, colourLabelled)}`,
  );
}

await main();
