/**
 * What the stylist and budget benchmarks dress: every `step`-th photo of the sender-disjoint
 * validation split of the men's labels (ml/dataset.ts), recognised by the trained recogniser
 * (menswear only), and the sample catalogue indexed for the outfit engine. Exits 1 with a clear
 * message when the dataset folder is missing (usableSamplesOrExit).
 */
import { readFile } from 'node:fs/promises';
import { imagePath, splitSamples, usableSamplesOrExit } from '../../ml/dataset';
import { buildSampleCatalogue } from '../../server/catalog/sample';
import { indexCatalogue, type CatalogueIndex } from '../../server/styling/outfit';
import { createRecognizer, MENS_LABELS } from '../../server/styling/recognizer/index';
import type { Product, Recognition } from '../../server/styling/types';

export interface ValidationAnswers {
  /** How many validation photos were read. */
  photos: number;
  /** The photos read as menswear: their dataset image id and recognition. */
  recognised: { image: string; r: Recognition }[];
  /** The sample catalogue with ids 1…n, and its index. */
  products: Product[];
  index: CatalogueIndex;
  /** The warmed-up recogniser (the stylist bench reads product pictures with it too). */
  recognizer: ReturnType<typeof createRecognizer>;
}

export async function validationAnswers(step: number): Promise<ValidationAnswers> {
  const val = splitSamples(usableSamplesOrExit()).val.filter((s) =>
    (MENS_LABELS as readonly string[]).includes(s.label),
  );
  const photos = val.filter((_, i) => i % step === 0);
  const products: Product[] = buildSampleCatalogue().products.map((p, i) => ({ ...p, id: i + 1 }));
  const recognizer = createRecognizer();
  await recognizer.warmUp();
  const recognised: ValidationAnswers['recognised'] = [];
  for (const s of photos) {
    const r = await recognizer.recognize(await readFile(imagePath(s)));
    if (r.menswear) recognised.push({ image: s.image, r });
  }
  return {
    photos: photos.length,
    recognised,
    products,
    index: indexCatalogue(products),
    recognizer,
  };
}
