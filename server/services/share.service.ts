/**
 * Shared outfits (contract/share.ts; docs/accounts.md "Shared outfits"; the requirement that the
 * shared outfit opens for whoever receives the link, SPEC §2 "Detail" share): a member shares one
 * of their AI outfits as a public, read-only snapshot under an unguessable token (128 random bits):
 * - the snapshot is the outfit as its detail shows it to the sharer (SavedService
 *   `recommendationDetail`) when shared: shop items, total, style, reasoning; never the member's
 *   size advice, ids of their upload or the private URLs of their pictures;
 * - with the sharer's consent, the pictures of their own garment (the cut-out of their photo, the
 *   pieces of their 내 옷장) are COPIED into the upload store as `share-<token>-<slot>.webp` and
 *   served publicly by the share (the private originals stay member-only); without it the
 *   photographed slot shows the shop's similar item and 내 옷장 pieces are left out;
 * - one share per member, outfit and answer: sharing again answers the live one (same link);
 * - the sharer withdraws it: its pictures, then its row, go at once, and its link and pictures
 *   answer 404; anyone else's withdrawal is answered 404 as an unknown token is.
 */
import { randomBytes } from 'node:crypto';
import type { ProductItem } from '../../contract/api';
import type { OutfitDetail } from '../../contract/picked';
import {
  SHARE_API,
  SHARE_TOKEN_PATTERN,
  type OutfitShare,
  type ShareCreateRequest,
  type SharedOutfit,
} from '../../contract/share';
import { SLOTS, type Slot } from '../../contract/taxonomy';
import { WARDROBE_API } from '../../contract/wardrobe';
import { HttpError } from '../lib/http-error';
import type { UploadStore } from '../lib/upload-store';
import type { ShareRepository, ShareRow } from '../repositories/share.repository';
import { UPLOADS_PREFIX, type UploadService } from './upload.service';
import type { WardrobeService } from './wardrobe.service';
import { REQUEST_MESSAGES, SHARE_MESSAGES } from '../messages';

/** What a share stores of its outfit: the SharedOutfit but its time (the row's `created_at`). */
type Snapshot = Omit<SharedOutfit, 'shared_at'>;

/** A slot's name in a share picture's file name (`top|outer|bottom|shoes`). */
const SLOT_NAME = `(${SLOTS.join('|')})`;

/** A share picture's name in its URL: `<slot>.webp`. */
const PICTURE_URL_FILE = new RegExp(`^${SLOT_NAME}\\.webp$`);

/** The upload store's name of share `token`'s picture of `slot`: `share-<token>-<slot>.webp`. */
function sharePictureFile(token: string, slot: Slot): string {
  return `share-${token}-${slot}.webp`;
}

/** A share picture's name in the upload store (sharePictureFile); its token in group 1. */
const SHARE_PICTURE_FILE = new RegExp(
  `^share-(${SHARE_TOKEN_PATTERN.source.slice(1, -1)})-${SLOT_NAME}\\.webp$`,
);

/** The token of a share picture's store name (`share-<token>-<slot>.webp`), else undefined. */
export function shareTokenOfFile(fileName: string): string | undefined {
  return SHARE_PICTURE_FILE.exec(fileName)?.[1];
}

/** The upload store's names of the pictures share `share` holds (its `picture_slots`). */
export function sharePictureFiles(share: Pick<ShareRow, 'token' | 'picture_slots'>): string[] {
  return pictureSlots(share).map((slot) => sharePictureFile(share.token, slot));
}

/** The slots share `share` holds a picture of (its `picture_slots`, stored as JSON). */
function pictureSlots(share: Pick<ShareRow, 'picture_slots'>): Slot[] {
  return JSON.parse(share.picture_slots) as Slot[];
}

/** What the shares are built on (app.ts wires them). */
export interface ShareDeps {
  shares: ShareRepository;
  /**
   * AI outfit `id` of member `userId` as its detail shows it (SavedService
   * `recommendationDetail`); throws HttpError 404 when it is not theirs.
   */
  outfit: (userId: number, id: number) => Promise<OutfitDetail>;
  /** The member's private pictures: an upload's cut-out (UploadService `ownPhoto`). */
  uploads: Pick<UploadService, 'ownPhoto'>;
  /** The member's private pictures: a 내 옷장 item's (WardrobeService `picture`). */
  wardrobe: Pick<WardrobeService, 'picture'>;
  /** The upload store (local disk or S3) the pictures are copied into. */
  pictures: UploadStore;
}

/** The shares' rules: share, list, read, withdraw, and their pictures. */
export class ShareService {
  constructor(private readonly deps: ShareDeps) {}

  /**
   * Shares member `userId`'s AI outfit `request.recommendation_id`, showing their own garment
   * when `request.with_own_garment`. Resolves to the share and whether it was made now (false:
   * the live share of the same outfit and answer, as it was). Throws HttpError 404 when the
   * outfit is not the member's (another member's included), 409 'in_progress' when the same
   * share is being made and withdrawn at once, ServiceBusyError (503) when the garment's cut-out
   * must be made and the recogniser's queue is full. A picture that cannot be had (the cut-out
   * failed, the 내 옷장 item deleted) is left out as without consent.
   */
  async create(
    userId: number,
    request: ShareCreateRequest,
  ): Promise<{ created: boolean; share: OutfitShare }> {
    const { shares } = this.deps;
    const { recommendation_id: outfitId, with_own_garment: withOwn } = request;
    const live = await shares.findOf(userId, outfitId, withOwn);
    if (live) return { created: false, share: shareOf(live) };

    const outfit = await this.deps.outfit(userId, outfitId);
    const token = randomBytes(16).toString('base64url');
    const pictures = withOwn
      ? await this.copyOwnPictures(token, userId, outfit)
      : new Map<Slot, string>();
    const slots = [...pictures.keys()];
    let row: ShareRow | undefined;
    try {
      row = await shares.insert({
        token,
        user_id: userId,
        recommendation_id: outfitId,
        with_own_garment: withOwn,
        snapshot: JSON.stringify(snapshotOf(outfit, pictures, withOwn)),
        picture_slots: JSON.stringify(slots),
      });
    } catch (error) {
      await this.deletePictures(token, slots).catch(() => undefined);
      throw error;
    }
    if (row) return { created: true, share: shareOf(row) };
    // Another request made the same share meanwhile: its link is the one.
    await this.deletePictures(token, slots);
    const made = await shares.findOf(userId, outfitId, withOwn);
    if (!made) throw new HttpError(409, 'in_progress', REQUEST_MESSAGES.inProgress);
    return { created: false, share: shareOf(made) };
  }

  /** Member `userId`'s live shares, newest first. */
  async list(userId: number): Promise<OutfitShare[]> {
    return (await this.deps.shares.listOf(userId)).map(shareOf);
  }

  /**
   * The public view of share `token`, for anyone. Throws HttpError 404 (Korean) for an unknown
   * token, a withdrawn share, or one whose sharer's account is gone.
   */
  async outfit(token: string): Promise<SharedOutfit> {
    const row = await this.deps.shares.find(token);
    if (!row) throw notFound();
    return shareOf(row).outfit;
  }

  /**
   * Withdraws member `userId`'s share `token`: its pictures, then its row (a failure leaves the
   * share live, and withdrawing again finishes the work). Throws HttpError 404 when the member
   * has no such share (another member's included: its existence is not told).
   */
  async withdraw(userId: number, token: string): Promise<void> {
    const { shares } = this.deps;
    const row = await shares.find(token);
    if (!row || row.user_id !== userId) throw notFound();
    await this.deletePictures(token, pictureSlots(row));
    if (!(await shares.delete(token, userId))) throw notFound();
  }

  /**
   * Share `token`'s picture `fileName` (`<slot>.webp`, as in its URL): WebP bytes, for anyone
   * while the share lives. Throws HttpError 404 for any other name, an unknown or withdrawn
   * share, a slot it holds no picture of, or a picture the store has lost.
   */
  async picture(token: string, fileName: string): Promise<Buffer> {
    const slot = PICTURE_URL_FILE.exec(fileName)?.[1] as Slot | undefined;
    const row =
      slot && SHARE_TOKEN_PATTERN.test(token) ? await this.deps.shares.find(token) : undefined;
    const held = row && slot && pictureSlots(row).includes(slot);
    const body = held ? await this.deps.pictures.get(sharePictureFile(token, slot)) : undefined;
    if (!body) throw new HttpError(404, 'not_found', SHARE_MESSAGES.pictureNotFound);
    return body;
  }

  /**
   * Copies the pictures of the member's own garment in `outfit` into share `token`'s: the
   * photographed slot's cut-out (`cutout_url`) and each 내 옷장 piece's picture. Resolves to the
   * copies' paths by slot; a picture that cannot be had is left out. On a failure the copies made
   * are deleted and the error is thrown.
   */
  private async copyOwnPictures(
    token: string,
    userId: number,
    outfit: OutfitDetail,
  ): Promise<Map<Slot, string>> {
    const copied = new Map<Slot, string>();
    try {
      for (const slot of SLOTS) {
        const source =
          outfit.sources?.[slot] === 'photo'
            ? outfit.cutout_url
            : ownPieceOf(outfit[slot])?.s3_path;
        const bytes = source ? await this.ownPicture(source, userId) : undefined;
        if (!bytes) continue;
        await this.deps.pictures.put(sharePictureFile(token, slot), bytes, 'image/webp');
        copied.set(slot, `${SHARE_API.pictures}${token}/${slot}.webp`);
      }
    } catch (error) {
      await this.deletePictures(token, [...copied.keys()]).catch(() => undefined);
      throw error;
    }
    return copied;
  }

  /**
   * The bytes of member `userId`'s private picture at `url`, as the outfit's detail names it: an
   * upload's cut-out (never its photo) or a 내 옷장 item's picture; undefined when it cannot be
   * had (404). Throws ServiceBusyError (503) when a cut-out must be made and the queue is full.
   */
  private async ownPicture(url: string, userId: number): Promise<Buffer | undefined> {
    const path = new URL(url, 'http://share.invalid').pathname;
    const file = path.slice(path.lastIndexOf('/') + 1);
    try {
      if (path.startsWith(UPLOADS_PREFIX)) {
        const picture = await this.deps.uploads.ownPhoto(file, userId);
        return picture.contentType === 'image/webp' ? picture.body : undefined;
      }
      if (path.startsWith(WARDROBE_API.pictures))
        return await this.deps.wardrobe.picture(file, userId);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error;
    }
    return undefined;
  }

  private async deletePictures(token: string, slots: readonly Slot[]): Promise<void> {
    for (const slot of slots) await this.deps.pictures.delete(sharePictureFile(token, slot));
  }
}

/** `item` when it is a piece of the member's 내 옷장 (api.ts `ProductItem.wardrobe_item_id`). */
function ownPieceOf(item: ProductItem | null): ProductItem | undefined {
  return item?.wardrobe_item_id === undefined ? undefined : item;
}

/**
 * What a share keeps of `outfit`: its shop items, total, style and reasoning; with consent
 * (`withOwn`) its `sources`, the copied cut-out as `cutout_url` and the 내 옷장 pieces whose
 * picture was copied (`pictures`: paths by slot), each showing its copy. A 내 옷장 piece without
 * a copy leaves its slot empty.
 */
function snapshotOf(
  outfit: OutfitDetail,
  pictures: ReadonlyMap<Slot, string>,
  withOwn: boolean,
): Snapshot {
  const shown = (slot: Slot): ProductItem | null => {
    const item = outfit[slot];
    if (!ownPieceOf(item)) return item;
    const copy = pictures.get(slot);
    return item && copy ? { ...item, s3_path: copy } : null;
  };
  const combination = {
    top: shown('top'),
    outer: shown('outer'),
    bottom: shown('bottom'),
    shoes: shown('shoes'),
  };
  const photoSlot = SLOTS.find((slot) => outfit.sources?.[slot] === 'photo');
  const cutout = photoSlot && pictures.get(photoSlot);
  const sources =
    withOwn && outfit.sources
      ? Object.fromEntries(
          SLOTS.flatMap((slot) => {
            const source = outfit.sources?.[slot];
            return combination[slot] && source ? [[slot, source]] : [];
          }),
        )
      : undefined;
  return {
    ...combination,
    style: outfit.style,
    total_price: outfit.total_price,
    reasoning_text: outfit.reasoning_text,
    ...(sources ? { sources } : {}),
    ...(cutout ? { cutout_url: cutout } : {}),
  };
}

/** A share row as its sharer sees it, its outfit with the time it was shared. */
function shareOf(row: ShareRow): OutfitShare {
  const createdAt = new Date(row.created_at).toISOString();
  return {
    token: row.token,
    with_own_garment: row.with_own_garment,
    created_at: createdAt,
    outfit: { ...(JSON.parse(row.snapshot) as Snapshot), shared_at: createdAt },
  };
}

function notFound(): HttpError {
  return new HttpError(404, 'not_found', SHARE_MESSAGES.notFound);
}
