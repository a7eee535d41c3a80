/**
 * Retention of shoppers' photos and answers (a shopper's photo may show their room or body; a
 * shop keeps it no longer than it serves them): every RETENTION_SWEEP_MS, each process deletes
 * - generator answers older than the retention period that no member liked (a liked outfit keeps
 *   its items: the saved outfit must still open), and
 * - the stored photo of every upload older than the period, or whose member's account is gone,
 *   and its garment's cut-out unless a saved (liked) outfit of the member shows it: a saved
 *   outfit keeps the shopper's garment in it for as long as it is saved (made from the photo
 *   before it goes, when the app never asked for it: `keepCutout`); the upload's row goes too
 *   unless a kept answer refers to it;
 * - the kept cut-outs no saved outfit shows any more (unliked, or the account gone);
 * - the wardrobe items (내 옷장) whose member's account is gone: their pictures, then their rows.
 *   A wardrobe picture is a copy of its own (`wardrobe-<uuid>.webp`): the upload's photo and
 *   cut-out going never touch it; it lives as long as its item;
 * - the shared outfits (contract/share.ts) whose sharer's account is gone: their pictures (copies
 *   of their own, `share-<token>-<slot>.webp`, as the wardrobe's), then their rows. A live share
 *   outlives the retention period: it lives until its sharer withdraws it;
 * - the stored pictures no row names, written more than ORPHAN_GRACE_MS ago: a photo or cut-out
 *   of no upload, a wardrobe picture of no item, a share picture of no share. An upload, a
 *   wardrobe keep and a share store the picture, then its row: a process stopped between the two (kill -9, a crash) leaves a picture that no
 *   one can read nor would ever delete. Found by listing the whole store; files of other names
 *   are left alone.
 * Several processes may sweep at once: every step is safe to repeat (deleting what another
 * process deleted is no error; each counts what it deleted itself, some things twice).
 */
import type { UploadStore } from '../lib/upload-store';
import type { RecommendationRepository } from '../repositories/recommendation.repository';
import type { UploadRepository, UploadRow } from '../repositories/upload.repository';
import type { ShareRepository } from '../repositories/share.repository';
import type { WardrobeRepository } from '../repositories/wardrobe.repository';
import { sharePictureFiles, shareTokenOfFile } from './share.service';
import { cutoutFileName, uploadIdOfFile } from './upload.service';
import { isWardrobePictureFile } from './wardrobe.service';

/** How often (ms) a process sweeps: every hour. */
export const RETENTION_SWEEP_MS = 3_600_000;
/**
 * How long (ms) a stored picture no row names is left alone, by its mtime (LastModified in S3):
 * an hour. Its row is stored right after it (one INSERT; for a wardrobe keep, under the member's
 * lock), so a picture still without one an hour on is what a stopped process left. A row stored
 * later than that, the database stalled as long, would name a deleted picture (its URL answers
 * 404).
 */
export const ORPHAN_GRACE_MS = 3_600_000;
/** Photos, or stored files looked up, per batch of a sweep. */
const BATCH = 200;

export interface RetentionDeps {
  uploads: UploadRepository;
  recommendations: RecommendationRepository;
  photos: UploadStore;
  /** Days photos and unliked answers are kept (RETENTION_DAYS, default 30). */
  days: number;
  /**
   * Stores an upload's cut-out when it is not yet (UploadService `keepCutout`); absent when the
   * server does not cut out.
   */
  keepCutout?: (upload: UploadRow) => Promise<boolean>;
  /** The wardrobe's items, whose pictures go when their account is gone (absent: not swept). */
  wardrobe?: WardrobeRepository;
  /** The shared outfits, whose pictures go when their account is gone (absent: not swept). */
  shares?: ShareRepository;
  now: () => Date;
}

export class RetentionService {
  constructor(private readonly deps: RetentionDeps) {}

  /**
   * One sweep; resolves to how many answers and photos it deleted, how many wardrobe items and
   * shared outfits (with their pictures) of accounts that are gone, and how many stored pictures
   * no row named (`orphans`). Rejects with the database's or the store's error (the next sweep
   * starts over).
   */
  async sweep(): Promise<{
    answers: number;
    photos: number;
    wardrobe: number;
    shares: number;
    orphans: number;
  }> {
    const { uploads, recommendations, photos, days } = this.deps;
    const now = this.deps.now();
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const answers = await recommendations.deleteUnlikedBefore(cutoff);
    let deleted = 0;
    for (;;) {
      const due = await uploads.photosDue(cutoff, BATCH);
      for (const upload of due) {
        if (upload.user_id === null || !upload.saved)
          await photos.delete(cutoutFileName(upload.id));
        else await this.deps.keepCutout?.(upload);
        await photos.delete(upload.file_name);
        await uploads.forgetPhoto(upload.id, now);
      }
      deleted += due.length;
      if (due.length < BATCH) break;
    }
    for (let after = ''; ;) {
      const unsaved = await uploads.cutoutsDue(after, BATCH);
      for (const upload of unsaved) {
        await photos.delete(cutoutFileName(upload.id));
        await uploads.forgetPhoto(upload.id, now);
      }
      if (unsaved.length < BATCH) break;
      after = (unsaved.at(-1) as { id: string }).id;
    }
    return {
      answers,
      photos: deleted,
      wardrobe: await this.sweepWardrobe(),
      shares: await this.sweepShares(),
      orphans: await this.sweepOrphans(now),
    };
  }

  /**
   * Deletes the wardrobe items whose account is gone, each picture before its row (a failure
   * leaves the row for the next sweep); resolves to how many.
   */
  private async sweepWardrobe(): Promise<number> {
    const { wardrobe, photos } = this.deps;
    if (!wardrobe) return 0;
    return sweepOwnerless(
      (limit) => wardrobe.ownerless(limit),
      async (item) => {
        await photos.delete(item.picture_file);
        await wardrobe.deleteOwnerless(item.id);
      },
    );
  }

  /**
   * Deletes the shared outfits whose account is gone, each share's pictures before its row (a
   * failure leaves the row for the next sweep); resolves to how many.
   */
  private async sweepShares(): Promise<number> {
    const { shares, photos } = this.deps;
    if (!shares) return 0;
    return sweepOwnerless(
      (limit) => shares.ownerless(limit),
      async (share) => {
        for (const file of sharePictureFiles(share)) await photos.delete(file);
        await shares.deleteOwnerless(share.token);
      },
    );
  }

  /**
   * Deletes the stored pictures written more than ORPHAN_GRACE_MS before `now` that no row names,
   * looked up BATCH at a time as the store lists them; resolves to how many. Wardrobe pictures
   * are left alone without the wardrobe's rows to look them up in.
   */
  private async sweepOrphans(now: Date): Promise<number> {
    const writtenBefore = now.getTime() - ORPHAN_GRACE_MS;
    let deleted = 0;
    let batch: string[] = [];
    for await (const file of this.deps.photos.list()) {
      if (file.modifiedAt.getTime() >= writtenBefore) continue;
      batch.push(file.fileName);
      if (batch.length < BATCH) continue;
      deleted += await this.deleteUnnamed(batch);
      batch = [];
    }
    return deleted + (await this.deleteUnnamed(batch));
  }

  /** Deletes those of the stored files `files` whose upload, wardrobe or share row is gone; how many. */
  private async deleteUnnamed(files: string[]): Promise<number> {
    const { uploads, wardrobe, shares, photos } = this.deps;
    const keyed = (keyOf: (file: string) => string | undefined) =>
      files.flatMap((file) => {
        const key = keyOf(file);
        return key ? [{ file, key }] : [];
      });
    const ofUploads = keyed(uploadIdOfFile);
    const ofShares = shares ? keyed(shareTokenOfFile) : [];
    const ofWardrobe = wardrobe ? files.filter(isWardrobePictureFile) : [];
    const uploadsKept = await uploads.existing(ofUploads.map(({ key }) => key));
    const sharesKept = (await shares?.existing(ofShares.map(({ key }) => key))) ?? new Set();
    const picturesKept = (await wardrobe?.namedPictures(ofWardrobe)) ?? new Set<string>();
    const unnamed = [
      ...ofUploads.filter(({ key }) => !uploadsKept.has(key)).map(({ file }) => file),
      ...ofShares.filter(({ key }) => !sharesKept.has(key)).map(({ file }) => file),
      ...ofWardrobe.filter((file) => !picturesKept.has(file)),
    ];
    for (const file of unnamed) await photos.delete(file);
    return unnamed.length;
  }
}

/**
 * Removes, batch by batch, the rows `ownerless` lists (whose account is gone) with `remove`, until
 * a batch is short; resolves to how many.
 */
async function sweepOwnerless<T>(
  ownerless: (limit: number) => Promise<T[]>,
  remove: (row: T) => Promise<void>,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await ownerless(BATCH);
    for (const row of batch) await remove(row);
    deleted += batch.length;
    if (batch.length < BATCH) return deleted;
  }
}
