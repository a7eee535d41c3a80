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
 *   cut-out going never touch it; it lives as long as its item.
 * - the shared outfits (contract/share.ts) whose sharer's account is gone: their pictures (copies
 *   of their own, `share-<token>-<slot>.webp`, as the wardrobe's), then their rows. A live share
 *   outlives the retention period: it lives until its sharer withdraws it.
 * Several processes may sweep at once: every step is safe to repeat.
 */
import type { UploadStore } from '../lib/upload-store';
import type { RecommendationRepository } from '../repositories/recommendation.repository';
import type { UploadRepository, UploadRow } from '../repositories/upload.repository';
import type { ShareRepository } from '../repositories/share.repository';
import type { WardrobeRepository } from '../repositories/wardrobe.repository';
import { sharePictureFiles } from './share.service';
import { cutoutFileName } from './upload.service';

/** How often (ms) a process sweeps: every hour. */
export const RETENTION_SWEEP_MS = 3_600_000;
/** Photos handled per batch of a sweep. */
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
   * One sweep; resolves to how many answers and photos it deleted, and how many wardrobe items
   * and shared outfits (with their pictures) of accounts that are gone.
   */
  async sweep(): Promise<{ answers: number; photos: number; wardrobe: number; shares: number }> {
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
    };
  }

  /**
   * Deletes the wardrobe items whose account is gone, each picture before its row (a failure
   * leaves the row for the next sweep); resolves to how many.
   */
  private async sweepWardrobe(): Promise<number> {
    const { wardrobe, photos } = this.deps;
    if (!wardrobe) return 0;
    return sweepOrphans(
      (limit) => wardrobe.orphans(limit),
      async (item) => {
        await photos.delete(item.picture_file);
        await wardrobe.deleteOrphan(item.id);
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
    return sweepOrphans(
      (limit) => shares.orphans(limit),
      async (share) => {
        for (const file of sharePictureFiles(share)) await photos.delete(file);
        await shares.deleteOrphan(share.token);
      },
    );
  }
}

/**
 * Removes, batch by batch, the rows `orphans` lists (whose account is gone) with `remove`, until
 * a batch is short; resolves to how many.
 */
async function sweepOrphans<T>(
  orphans: (limit: number) => Promise<T[]>,
  remove: (orphan: T) => Promise<void>,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await orphans(BATCH);
    for (const orphan of batch) await remove(orphan);
    deleted += batch.length;
    if (batch.length < BATCH) return deleted;
  }
}
