/**
 * Shapes the styling libraries (recogniser, outfit engine) and the catalogue speak. Pure types:
 * no I/O. Prices are whole won.
 */
import type {
  CategoryName,
  ColourName,
  PhotoColourName,
  Fit,
  ProductPattern,
  Season,
  Slot,
  Style,
} from '../../contract/taxonomy';
import type { SizeChart } from '../../contract/sizes';

/** A catalogue product as the outfit engine sees it. */
export interface Product {
  id: number;
  goodsName: string;
  brand: string;
  /** Whole won. */
  price: number;
  slot: Slot;
  category: CategoryName;
  colour: ColourName;
  style: Style;
  fit: Fit;
  /**
   * The product's pattern (the catalogue's `pattern` column); absent when unknown (a row without
   * it and without a pattern word in its name, a product stored before patterns): such a product
   * is never called plain.
   */
  pattern?: ProductPattern;
  /** Seasons the product is sold for (non-empty). */
  seasons: Season[];
  goodsUrl: string;
  /** Absolute URL or a path on this server (/media/...). */
  imageUrl: string;
  /**
   * The picture's look (recognizer/look.ts: LOOK_DIMS unit-length values), computed from the
   * picture when the product was seeded or imported; absent when it could not be (no picture).
   */
  look?: Float32Array;
  /**
   * The size chart, smallest size first (contract/sizes.ts); absent when the shop gave none.
   * Products with the same chart share one frozen object.
   */
  sizes?: SizeChart;
}

/** A product before it has a database id (seed, import). */
export type NewProduct = Omit<Product, 'id'>;

/** What the recogniser says about one photo. */
export interface Recognition {
  category: CategoryName;
  slot: Slot;
  /** Probability of `category`, 0–1. */
  confidence: number;
  /**
   * The category chips (recognizer/confidence.ts `categoryQuestion`): the answered slot's next
   * most likely categories (any slot's while the slot is unsure), most likely first, up to 7.
   */
  runnerUps: { category: CategoryName; confidence: number }[];
  /** The garment's colour: a shop colour or a photo-only one (taxonomy.ts `PHOTO_COLOURS`). */
  colour: PhotoColourName;
  /** Calibrated probability of `colour`, 0–1 (absent in recognitions stored before the colour model). */
  colourConfidence?: number;
  /** The shop colour the similar item is chosen in: `colour` itself when the shop has it. */
  shopColour?: ColourName;
  /** Other colours to offer (the photo's next most likely names, recognizer/confidence.ts), ≤ 7. */
  colourChoices?: PhotoColourName[];
  /**
   * Whether the shopper should confirm before the answer is stated as fact: the calibrated
   * confidence is below the level at which answers were right ≥ 90 % of the time.
   */
  ask?: { category: boolean; colour: boolean };
  /**
   * The photo's look (recognizer/look.ts: LOOK_DIMS unit-length values), compared with the
   * products' looks for the similar item; absent in recognitions stored before looks.
   */
  look?: number[];
  /**
   * True when the photo shows a men's garment. False when the recogniser rejects it (a dress,
   * skirt, blouse, women's top, hat, or no garment at all): the app should then take the
   * recognition-failure path; the category fields above still hold the best men's guess.
   */
  menswear: boolean;
}

/** The shopper's garment as the outfit shows it (`GarmentRecognizer.cutout`). */
export interface GarmentCutout {
  /** 480 × 480 px WebP on a light ground. */
  webp: Buffer;
  /**
   * 'cutout': the garment cut out of its background; 'crop': the photo cropped to the garment's
   * box with a margin (the mask failed its score).
   */
  kind: 'cutout' | 'crop';
}

/**
 * Recognises the garment in one photo: the recogniser (server/styling/recognizer, on a pool of
 * threads in the server) or a fake in tests.
 */
export interface GarmentRecognizer {
  /**
   * @param image encoded photo bytes (JPEG/PNG/WebP/…, any size; EXIF orientation honoured).
   * @returns the garment's category, slot, confidence (0–1), runner-ups and colour.
   * @throws ImageDecodeError when `image` cannot be decoded as an image; ServiceBusyError (503)
   *   when too many photos wait; BackboneLoadError when the model cannot be loaded.
   */
  recognize(image: Buffer): Promise<Recognition>;
  /**
   * The shopper's garment cut out of `image` (server/styling/cutout.ts `garmentCutout`: GrabCut
   * seeded by the recogniser's garment-mask head, joined with GrabCut seeded by its garment
   * estimate, or the photo cropped to the garment when the mask is poor). Absent on a recogniser
   * that cannot (a hosted provider): no cut-out is stored.
   * @param image encoded photo bytes, as `recognize` takes.
   * @throws ImageDecodeError when `image` cannot be decoded; ServiceBusyError (503) when too many
   *   photos wait for the recogniser's threads.
   */
  cutout?(image: Buffer): Promise<GarmentCutout>;
  /** False while the models load (GET /readyz); absent → always ready. */
  ready?(): boolean;
}
