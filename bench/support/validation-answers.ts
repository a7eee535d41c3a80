/**
 * What the stylist and budget benchmarks dress: every `step`-th photo of the sender-disjoint
 * validation split of the men's labels (ml/dataset.ts `stylistPhotos`), recognised by the
 * trained recogniser (menswear only), and the sample catalogue indexed for the outfit engine.
 * A photo is dressed from the catalogue without the products whose picture was cut from a photo
 * of its own sender (same room, light and camera), as if that sender had given the shop no
 * pictures: a look match through the room would flatter the similar item. Exits 1 with a clear
 * message when the dataset folder is missing (usableSamplesOrExit).
 */
import { readFile } from 'node:fs/promises';
import { imagePath, STYLIST_STEP, stylistPhotos, usableSamplesOrExit } from '../../ml/dataset';
import { buildSampleCatalogue } from '../../server/catalog/sample';
import { PHOTO_PREFIX } from '../../server/catalog/sample/photos';
import { indexCatalogue, type CatalogueIndex } from '../../server/styling/outfit';
import { createRecognizer } from '../../server/styling/recognizer/index';
import type { Product, Recognition } from '../../server/styling/types';

/** Every how-many-th photo the benchmarks dress: STYLIST_STEP, or `$STYLIST_STEP`. */
export const STEP = Number(process.env.STYLIST_STEP ?? STYLIST_STEP);

export interface ValidationAnswers {
  /** How many validation photos were read. */
  photos: number;
  /**
   * The photos read as menswear: their dataset image id, recognition and the catalogue index to
   * dress them from (without their own sender's pictures).
   */
  recognised: { image: string; r: Recognition; index: CatalogueIndex }[];
  /** How many of `recognised` had products of their own sender's pictures left out. */
  ownSender: number;
  /** The whole sample catalogue with ids 1…n. */
  products: Product[];
  /** The warmed-up recogniser (the stylist bench reads product pictures with it too). */
  recognizer: ReturnType<typeof createRecognizer>;
}

export async function validationAnswers(step = STEP): Promise<ValidationAnswers> {
  const samples = usableSamplesOrExit();
  const senderOf = new Map(samples.map((s) => [s.image, s.senderId]));
  const photos = stylistPhotos(samples, step);
  const products: Product[] = buildSampleCatalogue().products.map((p, i) => ({ ...p, id: i + 1 }));
  const pictureSender = (p: Product): string | undefined =>
    p.imageUrl.startsWith(PHOTO_PREFIX)
      ? senderOf.get(p.imageUrl.slice(PHOTO_PREFIX.length).replace(/\.webp$/, ''))
      : undefined;
  const whole = indexCatalogue(products);
  const bySender = new Map<string, CatalogueIndex>();
  const indexFor = (sender: string): CatalogueIndex => {
    if (!products.some((p) => pictureSender(p) === sender)) return whole;
    const known = bySender.get(sender);
    if (known) return known;
    const index = indexCatalogue(products.filter((p) => pictureSender(p) !== sender));
    bySender.set(sender, index);
    return index;
  };
  const recognizer = createRecognizer();
  await recognizer.warmUp();
  const recognised: ValidationAnswers['recognised'] = [];
  for (const s of photos) {
    const r = await recognizer.recognize(await readFile(imagePath(s)));
    if (r.menswear) recognised.push({ image: s.image, r, index: indexFor(s.senderId) });
  }
  return {
    photos: photos.length,
    recognised,
    ownSender: recognised.filter(({ index }) => index !== whole).length,
    products,
    recognizer,
  };
}
