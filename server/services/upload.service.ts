/**
 * Photo uploads (SPEC §7 upload-image): accepts JPEG, PNG, WebP and HEIC/HEIF up to 10 MB and
 * MAX_INPUT_PIXELS (read from the header before decoding; HEIC decoded on a worker thread),
 * re-encodes to JPEG with sharp (EXIF orientation applied, metadata stripped, long side
 * ≤ 1280 px) as `<uuid>.jpg` in the upload store (local disk or S3, server/lib/upload-store.ts),
 * served at `/media/uploads/<uuid>.jpg` to the member who uploaded it only. The garment's cut-out
 * (`<uuid>.cutout.webp`, started in the background as its photo arrives) lives beside it with the same privacy.
 * Only URLs issued here are accepted back by the generator (ARCHITECTURE.md "Invariants").
 */
import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { UploadImageResponse } from '../../contract/api';
import type { HeicPool } from '../lib/heic-pool';
import { HttpError } from '../lib/http-error';
import type { UploadStore } from '../lib/upload-store';
import type { UploadRepository, UploadRow } from '../repositories/upload.repository';
import type { GarmentCutout } from '../styling/types';
import { UPLOAD_MESSAGES } from '../messages';

/** Largest accepted upload in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Most pixels a photo may have (width × height, read from its header before decoding): 50
 * megapixels, so every 48-megapixel phone camera's photo is accepted, and a decoded photo takes
 * at most about 200 MB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Long side of the stored photo in px. */
export const MAX_SIDE_PX = 1280;
/** Path prefix under which stored photos are served. */
export const UPLOADS_PREFIX = '/media/uploads/';

/** A stored photo's file name, `<uuid>.jpg`, whose uuid is the upload's id. */
const UPLOAD_FILE = /^([0-9a-f-]{36})\.jpg$/;
/** A stored cut-out's file name, `<uuid>.cutout.webp`, whose uuid is the upload's id. */
const CUTOUT_FILE = /^([0-9a-f-]{36})\.cutout\.webp$/;

/**
 * The file name of the cut-out of the shopper's garment stored beside upload `uploadId`'s photo
 * in the upload store: `<uuid>.cutout.webp` (deleted with the photo, or once no saved outfit
 * shows it: retention.service.ts).
 */
export function cutoutFileName(uploadId: string): string {
  return `${uploadId}.cutout.webp`;
}

/**
 * The id of the upload a stored file belongs to: `<uuid>` of its photo `<uuid>.jpg` or of its
 * garment's cut-out `<uuid>.cutout.webp`; undefined for any other name.
 */
export function uploadIdOfFile(fileName: string): string | undefined {
  return (CUTOUT_FILE.exec(fileName) ?? UPLOAD_FILE.exec(fileName))?.[1];
}

/** A private picture of a member's upload, as the media route sends it. */
export interface OwnPicture {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
}
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class UploadService {
  /** Cut-outs being made in this process, by upload id: one per upload however many ask. */
  private readonly cutting = new Map<string, Promise<Buffer | undefined>>();

  /**
   * `cutter` makes the cut-out of the shopper's garment (GarmentRecognizer.cutout, on the
   * recogniser's threads); without it no cut-out is offered. `onCutoutError` hears a cut-out that
   * could not be made or stored (its URL then answers 404, and the app shows the similar item).
   */
  constructor(
    private readonly uploads: UploadRepository,
    private readonly photos: UploadStore,
    private readonly publicUrl: string,
    private readonly heic: HeicPool,
    private readonly cutter?: (photo: Buffer) => Promise<GarmentCutout>,
    private readonly onCutoutError?: (error: unknown) => void,
  ) {}

  /** Whether this server cuts the shopper's garment out (the generator then offers its URL). */
  get cutsOut(): boolean {
    return this.cutter !== undefined;
  }

  /**
   * Normalises and stores a photo. Throws HttpError 415 'unsupported_media' for anything that
   * is not a decodable JPEG/PNG/WebP/HEIC image, 413 'payload_too_large' for one over
   * MAX_INPUT_PIXELS, ServiceBusyError (503) when too many HEIC photos wait for decoding.
   */
  async store(data: Buffer, userId: number | null): Promise<UploadImageResponse> {
    const { jpeg, width, height } = await normalise(data, this.heic);
    const id = randomUUID();
    const fileName = `${id}.jpg`;
    await this.photos.put(fileName, jpeg);
    await this.uploads.create({
      id,
      user_id: userId,
      file_name: fileName,
      width,
      height,
      bytes: jpeg.length,
    });
    this.startCutout({ id, file_name: fileName }, jpeg);
    return { image_url: `${this.publicUrl}${UPLOADS_PREFIX}${fileName}` };
  }

  /**
   * Starts the cut-out of a photo as it arrives, in the background, so that it is ready when the
   * outfits show (they come about as soon as the recogniser answers; the cut-out would otherwise
   * start on the app's first request for it). Bounded as every cut-out is: a full queue of the
   * cut-out thread (ServiceBusyError) skips it, and the cut-out is made on its first request
   * instead; a failed cut is reported as always. Never throws.
   */
  private startCutout(upload: Pick<UploadRow, 'id' | 'file_name'>, photo: Buffer): void {
    if (!this.cutter) return;
    this.garmentCutout(upload, photo).catch(() => undefined);
  }

  /**
   * The upload behind an image URL this service issued (absolute on any process's PUBLIC_URL, or
   * a bare path), found by the id in its path. Throws HttpError 400 'foreign_image_url' for any
   * other URL or an unknown id, and 403 when the upload belongs to another member.
   */
  async resolve(imageUrl: string, userId: number): Promise<UploadRow> {
    const id = this.issuedId(imageUrl);
    const upload = id ? await this.uploads.find(id) : undefined;
    if (!upload) {
      throw new HttpError(400, 'foreign_image_url', UPLOAD_MESSAGES.foreignImage);
    }
    if (upload.user_id !== null && upload.user_id !== userId) {
      throw new HttpError(403, 'foreign_image_url', UPLOAD_MESSAGES.otherMembersImage);
    }
    return upload;
  }

  /**
   * The stored picture `fileName` of member `userId`'s upload: its photo (`<uuid>.jpg`, JPEG) or
   * its garment's cut-out (`<uuid>.cutout.webp`, WebP). Throws HttpError 404 for a name that is
   * neither, another member's upload (its existence is not told), a photo retention deleted, a
   * cut-out retention deleted (no saved outfit shows it) or one that cannot be made (its photo
   * gone, or the cut-out failed); ServiceBusyError (503) when the recogniser's queue is full.
   */
  async ownPhoto(fileName: string, userId: number): Promise<OwnPicture> {
    const cutoutId = CUTOUT_FILE.exec(fileName)?.[1];
    const id = uploadIdOfFile(fileName);
    const upload = id ? await this.uploads.find(id) : undefined;
    // A cut-out a saved outfit keeps outlives its photo (retention.service.ts).
    const own = upload && upload.user_id === userId && (cutoutId || !upload.photo_deleted_at);
    const body = !own
      ? undefined
      : cutoutId
        ? await this.garmentCutout(upload)
        : await this.photos.get(upload.file_name);
    if (!body) throw new HttpError(404, 'not_found', UPLOAD_MESSAGES.imageNotFound);
    return { body, contentType: cutoutId ? 'image/webp' : 'image/jpeg' };
  }

  /**
   * Makes sure `upload`'s cut-out is stored (made now when it is not), before its photo goes:
   * the retention sweep keeps a saved outfit's garment even when the app never asked for it.
   * Resolves whether one is stored; never throws (a busy pool or a failed cut is reported by
   * the cut-out's own path and answers false).
   */
  async keepCutout(upload: UploadRow): Promise<boolean> {
    try {
      return (await this.garmentCutout(upload)) !== undefined;
    } catch {
      return false;
    }
  }

  /**
   * The cut-out of the shopper's garment in `upload`'s photo (a 480 × 480 px WebP): the one being
   * made, the stored one, else made now from the photo (`photo` when the caller holds it; on the
   * cut-out thread, about 200 ms; once per upload in this process however many ask at once) and
   * stored beside it. Started as the photo arrives (`store`), never by the generator, so that the
   * outfits are answered without waiting for it; also what a member keeps in their wardrobe (wardrobe.service.ts copies it). The
   * caller has checked that the upload is the member's. Undefined when this server does not cut
   * out, or it could not be made (the photo gone, the cut failed: reported); throws
   * ServiceBusyError (503) when the recogniser's queue is full.
   */
  async garmentCutout(
    upload: Pick<UploadRow, 'id' | 'file_name'>,
    photo?: Buffer,
  ): Promise<Buffer | undefined> {
    const file = cutoutFileName(upload.id);
    // Joined first: a cut-out under way (started as its photo arrived) is not looked up again.
    const making = this.cutting.get(upload.id);
    if (making) return making;
    const stored = photo ? undefined : await this.photos.get(file);
    if (stored || !this.cutter) return stored;
    return this.cutOnce(upload, file, photo);
  }

  /** makeCutout once per upload in this process, however many ask at once. */
  private cutOnce(
    upload: Pick<UploadRow, 'id' | 'file_name'>,
    file: string,
    photo: Buffer | undefined,
  ): Promise<Buffer | undefined> {
    let making = this.cutting.get(upload.id);
    if (!making) {
      making = this.makeCutout(upload, file, photo).finally(() => this.cutting.delete(upload.id));
      this.cutting.set(upload.id, making);
    }
    return making;
  }

  /** Cuts `photo` (else the stored photo) out and stores the cut-out as `file`. */
  private async makeCutout(
    upload: Pick<UploadRow, 'file_name'>,
    file: string,
    given: Buffer | undefined,
  ): Promise<Buffer | undefined> {
    try {
      const photo = given ?? (await this.photos.get(upload.file_name));
      if (!photo || !this.cutter) return undefined;
      const { webp } = await this.cutter(photo);
      await this.photos.put(file, webp, 'image/webp');
      return webp;
    } catch (error) {
      // A full queue of the recogniser's threads is answered 503 with Retry-After: try again.
      if (error instanceof HttpError) throw error;
      this.onCutoutError?.(error);
      return undefined;
    }
  }

  /** The URL of upload `upload`'s cut-out (whether or not one is stored). */
  cutoutUrl(upload: Pick<UploadRow, 'id'>): string {
    return `${this.publicUrl}${UPLOADS_PREFIX}${cutoutFileName(upload.id)}`;
  }

  /** The stored JPEG bytes of an upload. Throws HttpError 404 when the store has lost them. */
  async read(upload: UploadRow): Promise<Buffer> {
    const jpeg = await this.photos.get(upload.file_name);
    if (!jpeg) throw new HttpError(404, 'not_found', UPLOAD_MESSAGES.uploadMissing);
    return jpeg;
  }

  /**
   * The upload id in an image URL's path (`/media/uploads/<uuid>.jpg`), whatever its origin: each
   * process of a scale-out issues URLs on its own PUBLIC_URL, and any of them may be asked to
   * use one (ARCHITECTURE.md "Scale-out"). Only the id is used — the URL is never fetched.
   */
  private issuedId(imageUrl: string): string | undefined {
    let url: URL;
    try {
      url = new URL(imageUrl, this.publicUrl);
    } catch {
      return undefined;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
      return undefined;
    if (!url.pathname.startsWith(UPLOADS_PREFIX)) return undefined;
    return UPLOAD_FILE.exec(url.pathname.slice(UPLOADS_PREFIX.length))?.[1];
  }
}

function unsupported(): HttpError {
  return new HttpError(415, 'unsupported_media', UPLOAD_MESSAGES.unsupportedMedia);
}

function isHeif(data: Buffer): boolean {
  return (
    data.length > 12 &&
    data.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.has(data.toString('latin1', 8, 12))
  );
}

/**
 * The photo as a JPEG of at most MAX_SIDE_PX a side. Its size is read from the file's header
 * first, for every format, and a photo over MAX_INPUT_PIXELS is refused before any decoding (a
 * few KB of HEIC can claim 36 megapixels); HEIC is decoded on the `heic` pool's thread, the
 * rest by sharp on libuv's threads. Throws HttpError 415 for anything undecodable, 413 for too
 * many pixels, ServiceBusyError when the HEIC queue is full.
 */
async function normalise(
  data: Buffer,
  heic: HeicPool,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  let input: Sharp;
  try {
    const meta = await sharp(data).metadata();
    const heif = isHeif(data);
    if (!heif && (!meta.format || !SHARP_FORMATS.has(meta.format))) throw unsupported();
    if (!meta.width || !meta.height) throw unsupported();
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    if (heif) {
      const image = await heic.decode(data);
      if (image.width * image.height > MAX_INPUT_PIXELS) throw tooManyPixels();
      input = sharp(image.data, {
        raw: { width: image.width, height: image.height, channels: 4 },
      });
    } else {
      input = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    }
    const { data: jpeg, info } = await input
      .rotate()
      .resize(MAX_SIDE_PX, MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unsupported();
  }
}

function tooManyPixels(): HttpError {
  return new HttpError(413, 'payload_too_large', UPLOAD_MESSAGES.tooManyPixels);
}
