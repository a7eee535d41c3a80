/**
 * 내 옷장, the member's wardrobe (the 내 옷장 requirement; contract/wardrobe.ts, docs/wardrobe.md):
 * the garments a member owns, each kept from one of their own uploads as
 * - a picture: the upload's garment cut-out (made now when not yet stored), COPIED into the
 *   upload store as `wardrobe-<uuid>.webp`, so that the upload's retention (which deletes the
 *   photo and its cut-out) never takes it; the photo itself is never kept;
 * - labels: category and colour as the member gives them, else the upload's recognition; the
 *   slot and seasons follow the category (styling/wardrobe-seasons.ts); each confirmed or not
 *   (contract/wardrobe.ts `confirmed`: chosen by the member, or recognised sure).
 * Items are their member's only: another member's item is not found (404), whatever id is
 * named. Deleting an item deletes its picture at once; the items of an account that is gone are
 * deleted by the retention sweep (retention.service.ts), as is a picture whose keep stopped
 * before storing its row.
 */
import { randomUUID } from 'node:crypto';
import type {
  WardrobeItem,
  WardrobeKeepRequest,
  WardrobeUpdateRequest,
} from '../../contract/wardrobe';
import { WARDROBE_API, WARDROBE_LIMIT } from '../../contract/wardrobe';
import {
  categoryInfo,
  type CategoryName,
  type PhotoColourName,
  type Season,
  type Slot,
} from '../../contract/taxonomy';
import { HttpError } from '../lib/http-error';
import type { UploadStore } from '../lib/upload-store';
import type { UploadRow } from '../repositories/upload.repository';
import type {
  WardrobeLabels,
  WardrobeRepository,
  WardrobeRow,
} from '../repositories/wardrobe.repository';
import { askOf } from '../styling/garment';
import { wardrobeSeasons } from '../styling/wardrobe-seasons';
import type { Recognition } from '../styling/types';
import type { UploadService } from './upload.service';
import { RECOMMEND_MESSAGES, UPLOAD_MESSAGES, WARDROBE_MESSAGES } from '../messages';

/** A picture's name in the upload store: `wardrobe-<uuid>.webp`. */
const PICTURE_FILE = /^wardrobe-([0-9a-f-]{36})\.webp$/;
/** A picture's name in its URL (`/media/wardrobe/<uuid>.webp`). */
const PICTURE_URL_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** Whether `fileName` is the store's name of a wardrobe picture (`wardrobe-<uuid>.webp`). */
export function isWardrobePictureFile(fileName: string): boolean {
  return PICTURE_FILE.test(fileName);
}

/** The store's name of a wardrobe picture whose uuid is `uuid`. */
export function wardrobePictureFile(uuid: string): string {
  return `wardrobe-${uuid}.webp`;
}

/** What the wardrobe is built on (app.ts wires them). */
export interface WardrobeDeps {
  /** The `wardrobe_items` rows. */
  items: WardrobeRepository;
  /** Resolves image URLs to the member's uploads and makes their garments' cut-outs. */
  uploads: UploadService;
  /** The upload store (local disk or S3) the pictures are copied into. */
  pictures: UploadStore;
  /** The upload's recognition, stored or made now (RecommendationService `recognition`). */
  recognition: (upload: UploadRow) => Promise<Recognition>;
  /** PUBLIC_URL: the origin of `picture_url`. */
  publicUrl: string;
}

/** The wardrobe's rules: keep, list, relabel, delete, and the pictures' owner check. */
export class WardrobeService {
  constructor(private readonly deps: WardrobeDeps) {}

  /**
   * Keeps the garment of member `userId`'s upload `request.image_url`. Throws HttpError 400
   * 'foreign_image_url' for a URL this server did not issue, 403 for an upload that is not the
   * member's (another member's, or one whose account is gone), 422 'wardrobe_full' at
   * WARDROBE_LIMIT items, 422 'recognition_failed' when a label is missing and the photo shows no
   * men's garment or cannot be read, 404 when a label is missing and the photo is gone
   * unrecognised, 422 'no_cutout' when no cut-out can be made; ServiceBusyError (503) when the
   * recogniser's queue is full.
   */
  async keep(userId: number, request: WardrobeKeepRequest): Promise<WardrobeItem> {
    const { items, uploads, pictures } = this.deps;
    const upload = await uploads.resolve(request.image_url, userId);
    // resolve() lets the generator use an upload whose account is gone (user_id null); its
    // garment never becomes another member's wardrobe picture.
    if (upload.user_id !== userId)
      throw new HttpError(403, 'foreign_image_url', UPLOAD_MESSAGES.otherMembersImage);
    // Checked first so that a full wardrobe costs no recognition or cut-out; checked again,
    // under the member's lock, as the item is stored.
    if ((await items.count(userId)) >= WARDROBE_LIMIT) throw full();
    const labels = await this.labelsOf(upload, request);
    const cutout = await uploads.garmentCutout(upload);
    if (!cutout) throw new HttpError(422, 'no_cutout', WARDROBE_MESSAGES.noCutout);

    const pictureFile = wardrobePictureFile(randomUUID());
    await pictures.put(pictureFile, cutout, 'image/webp');
    let row: WardrobeRow | undefined;
    try {
      row = await items.insertWithinLimit(
        { user_id: userId, picture_file: pictureFile, ...labels },
        WARDROBE_LIMIT,
      );
    } catch (error) {
      await pictures.delete(pictureFile).catch(() => undefined);
      throw error;
    }
    if (!row) {
      await pictures.delete(pictureFile);
      throw full();
    }
    return this.itemOf(row);
  }

  /** Member `userId`'s items, newest first. */
  async list(userId: number): Promise<WardrobeItem[]> {
    return (await this.deps.items.listOf(userId)).map((row) => this.itemOf(row));
  }

  /**
   * Item `id` of member `userId` as the garment of a generator request (the requirement "the
   * generator takes `wardrobe_item_id` instead of `image_url`"), the request counted: the item
   * and how many requests were made around it before (the seed of this one's outfits, so that
   * asking again gives others). Throws HttpError 404 when the member has no such item (another
   * member's included), as every wardrobe route does.
   */
  async garmentForOutfits(
    userId: number,
    id: number,
  ): Promise<{ item: WardrobeItem; generation: number }> {
    const taken = await this.deps.items.nextGeneration(id, userId);
    if (!taken) throw notFound();
    return { item: this.itemOf(taken.row), generation: taken.generation };
  }

  /**
   * Relabels item `id` of member `userId` (its slot and seasons follow the category). Throws
   * HttpError 404 when the member has no such item (another member's included).
   */
  async update(userId: number, id: number, request: WardrobeUpdateRequest): Promise<WardrobeItem> {
    const { items } = this.deps;
    const current = await items.find(id, userId);
    if (!current) throw notFound();
    const category = request.category ?? (current.category as CategoryName);
    const colour = request.colour ?? (current.colour as PhotoColourName);
    // a label the member sends is theirs, confirmed; the other keeps its flag
    const row = await items.relabel(
      id,
      userId,
      labelsFor(
        category,
        colour,
        request.category !== undefined || current.category_confirmed,
        request.colour !== undefined || current.colour_confirmed,
      ),
    );
    if (!row) throw notFound();
    return this.itemOf(row);
  }

  /**
   * Deletes item `id` of member `userId` and its picture, the picture first (a failure leaves
   * the item listed, and deleting it again finishes the work; never a picture without its row's
   * owner able to delete it). Throws HttpError 404 when the member has no such item.
   */
  async remove(userId: number, id: number): Promise<void> {
    const { items, pictures } = this.deps;
    const item = await items.find(id, userId);
    if (!item) throw notFound();
    await pictures.delete(item.picture_file);
    if (!(await items.delete(id, userId))) throw notFound();
  }

  /**
   * The picture `fileName` (`<uuid>.webp`, as in `picture_url`) of one of member `userId`'s
   * items: WebP bytes. Throws HttpError 404 for any other name, another member's item (its
   * existence is not told), a deleted item, or a picture the store has lost.
   */
  async picture(fileName: string, userId: number): Promise<Buffer> {
    const uuid = PICTURE_URL_FILE.exec(fileName)?.[1];
    const item = uuid
      ? await this.deps.items.findByPicture(wardrobePictureFile(uuid), userId)
      : undefined;
    const body = item ? await this.deps.pictures.get(item.picture_file) : undefined;
    if (!body) throw new HttpError(404, 'not_found', WARDROBE_MESSAGES.pictureNotFound);
    return body;
  }

  /**
   * Category and colour as the request gives them, else the upload's recognition; each confirmed
   * when the recogniser was sure of it (it would not ask it: styling/garment.ts `askOf`), the
   * request gives another value than the recognised one, or the request says the shopper
   * confirmed it as it is (`confirmed`). Both labels given and the upload never
   * recognised: both are the member's, confirmed.
   */
  private async labelsOf(upload: UploadRow, request: WardrobeKeepRequest): Promise<WardrobeLabels> {
    const given = request.category && request.colour;
    const recognised =
      given && !upload.recognition ? undefined : await this.deps.recognition(upload);
    if (!recognised) return labelsFor(request.category!, request.colour!, true, true);
    // As the generator: a photo of no men's garment is not labelled by guess.
    if (!recognised.menswear && !request.category)
      throw new HttpError(422, 'recognition_failed', RECOMMEND_MESSAGES.notMenswear);
    const category = request.category ?? recognised.category;
    const colour = request.colour ?? recognised.colour;
    const asked = askOf(recognised, {});
    return labelsFor(
      category,
      colour,
      !asked.category || category !== recognised.category || request.confirmed?.category === true,
      !asked.colour || colour !== recognised.colour || request.confirmed?.colour === true,
    );
  }

  private itemOf(row: WardrobeRow): WardrobeItem {
    const uuid = PICTURE_FILE.exec(row.picture_file)?.[1] ?? '';
    return {
      id: row.id,
      slot: row.slot as Slot,
      category: row.category as CategoryName,
      colour: row.colour as PhotoColourName,
      confirmed: { category: row.category_confirmed, colour: row.colour_confirmed },
      seasons: JSON.parse(row.seasons) as Season[],
      picture_url: `${this.deps.publicUrl}${WARDROBE_API.pictures}${uuid}.webp`,
      created_at: new Date(row.created_at).toISOString(),
    };
  }
}

/** The stored labels of a garment of `category` in `colour`, and whether each is confirmed. */
function labelsFor(
  category: CategoryName,
  colour: PhotoColourName,
  categoryConfirmed: boolean,
  colourConfirmed: boolean,
): WardrobeLabels {
  return {
    category,
    slot: categoryInfo(category).slot,
    colour,
    seasons: JSON.stringify(wardrobeSeasons(category)),
    category_confirmed: categoryConfirmed,
    colour_confirmed: colourConfirmed,
  };
}

function full(): HttpError {
  return new HttpError(422, 'wardrobe_full', WARDROBE_MESSAGES.full(WARDROBE_LIMIT));
}

function notFound(): HttpError {
  return new HttpError(404, 'not_found', WARDROBE_MESSAGES.itemNotFound);
}
