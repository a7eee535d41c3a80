/**
 * The import tags itself: rows with a picture and no category or colour get the recogniser's
 * estimate, and every product with a picture gets its look (styling/look.ts), so that the
 * photographed slot can offer it by how it looks. Nothing is guessed silently: every estimate is
 * in the report with its confidence, and the rows below the confidence at which the recogniser
 * is right ≥ 90 % of the time (its `ask` flags, recognizer/confidence.ts and colour-head.ts), or
 * that it does not take for a men's garment, are marked for review.
 *
 * A photo colour the shop does not sell (레드, 멀티, …) is imported as the nearest shop colour
 * the recogniser gives (`shopColour`) and reported with the photo's own colour.
 *
 * A picture the reader refuses (./pictures.ts `PictureRefusedError`: a file out of the picture
 * folder, a non-public address) rejects its row, with the reader's reason.
 */
import type { CategoryName, ColourName, PhotoColourName } from '../../contract/taxonomy';
import type { GarmentRecognizer, NewProduct } from '../styling/types';
import { csvField, validateTaggedRow, type CatalogueError, type ParsedCatalogue } from './format';
import { PictureRefusedError } from './pictures';

/** One estimated row of the import report. */
export interface TagReport {
  row: number;
  goodsName: string;
  /** The category imported, and the recogniser's confidence (0–1) when it was estimated. */
  category: CategoryName;
  categoryConfidence: number | null;
  colour: ColourName;
  colourConfidence: number | null;
  /** The photo's own colour when the shop does not sell it (the product takes the nearest). */
  photoColour: PhotoColourName | null;
  /** Why a person should check the row (Korean), empty when the estimate can be trusted. */
  review: string[];
}

/** What {@link tagCatalogue} returns. */
export interface TaggedCatalogue {
  products: NewProduct[];
  /** The rows whose category or colour was estimated. */
  report: TagReport[];
  /**
   * Rows whose picture was refused, or could not be read or recognised when the row left its
   * category or colour to it, or that are invalid once tagged.
   */
  errors: CatalogueError[];
  /** Products imported without a look: their picture could not be read (Korean, per row). */
  warnings: string[];
}

/**
 * Reads a picture source (a local path or an http(s) URL) to bytes; rejects when it cannot, with
 * PictureRefusedError when it may not (./pictures.ts `pictureReader`).
 */
export type PictureReader = (source: string) => Promise<Buffer>;

/**
 * Estimates the pending rows of a parsed file and computes the looks of every product with a
 * picture, one picture at a time (the recogniser serves one at a time anyway).
 * @returns products in file order (complete rows first, then the tagged ones), the report, the
 *   rows that failed (picture refused; to estimate and the picture unreadable or not an image;
 *   invalid once tagged) and warnings.
 */
export async function tagCatalogue(
  parsed: ParsedCatalogue,
  recognizer: GarmentRecognizer,
  read: PictureReader,
): Promise<TaggedCatalogue> {
  const out: TaggedCatalogue = { products: [], report: [], errors: [], warnings: [] };
  for (const [i, product] of parsed.products.entries()) {
    const picture = parsed.pictures[i];
    if (!picture) {
      out.products.push(product);
      continue;
    }
    try {
      const { look } = await recognizer.recognize(await read(picture.source));
      out.products.push(look ? { ...product, look: Float32Array.from(look) } : product);
    } catch (error) {
      if (error instanceof PictureRefusedError) {
        out.errors.push({ row: picture.row, field: error.field, message: error.message });
        continue;
      }
      out.products.push(product);
      out.warnings.push(
        `${product.goodsName}: 사진을 읽지 못해 생김새 없이 가져옵니다 (${(error as Error).message})`,
      );
    }
  }
  for (const pending of parsed.pending) {
    let recognition;
    try {
      recognition = await recognizer.recognize(await read(pending.picture));
    } catch (error) {
      out.errors.push(
        error instanceof PictureRefusedError
          ? { row: pending.row, field: error.field, message: error.message }
          : {
              row: pending.row,
              field: 'image_url',
              message: `사진을 읽을 수 없어 카테고리와 색상을 추정하지 못했습니다: ${(error as Error).message}`,
            },
      );
      continue;
    }
    const estimatesCategory = pending.missing.includes('category');
    const estimatesColour = pending.missing.includes('colour');
    const shopColour = recognition.shopColour ?? (recognition.colour as ColourName);
    const tagged = validateTaggedRow(
      pending,
      { category: recognition.category, colour: shopColour },
      out.errors,
    );
    if (!tagged) continue;
    const { product } = tagged;
    const review: string[] = [];
    if (tagged.seasonsAdjusted)
      review.push(`계절을 ${product.category}에 맞춰 ${product.seasons.join('|')}(으)로 바꿈`);
    if (estimatesCategory && !recognition.menswear) review.push('남성 의류로 보이지 않음');
    if (estimatesCategory && recognition.ask?.category) review.push('카테고리 확신 낮음');
    if (estimatesColour && recognition.ask?.colour) review.push('색상 확신 낮음');
    if (estimatesColour && recognition.colour !== shopColour)
      review.push(`사진 색(${recognition.colour})이 매장 색에 없어 ${shopColour}로 가져옴`);
    out.products.push(
      recognition.look ? { ...product, look: Float32Array.from(recognition.look) } : product,
    );
    out.report.push({
      row: pending.row,
      goodsName: product.goodsName,
      category: product.category,
      categoryConfidence: estimatesCategory ? recognition.confidence : null,
      colour: product.colour,
      colourConfidence: estimatesColour ? (recognition.colourConfidence ?? null) : null,
      photoColour: estimatesColour && recognition.colour !== shopColour ? recognition.colour : null,
      review,
    });
  }
  return out;
}

/**
 * The report as CSV (header row; confidences with two decimals, empty when not estimated): text
 * through `csvField` (no cell a spreadsheet runs as a formula), numbers as digits.
 */
export function reportCsv(report: readonly TagReport[]): string {
  const num = (v: number | null): string => (v === null ? '' : v.toFixed(2));
  const lines = report.map((r) =>
    [
      String(r.row),
      csvField(r.goodsName),
      csvField(r.category),
      num(r.categoryConfidence),
      csvField(r.colour),
      num(r.colourConfidence),
      csvField(r.photoColour ?? ''),
      csvField(r.review.join('; ')),
    ].join(','),
  );
  return `${['row', 'goods_name', 'category', 'category_confidence', 'colour', 'colour_confidence', 'photo_colour', 'review'].join(',')}\n${lines.join('\n')}\n`;
}
